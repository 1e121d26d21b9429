/**
 * Decisions over facts: which cluster (regression) a report joins, with which role, which commits are suspects,
 * which patches fix it, and its status. Every decision keeps its evidence, so the UI and the digest can say why.
 * Incremental: each message is placed as it arrives, against a bounded set of candidate clusters found through
 * inverted maps (thread, culprit, device, driver, links), never by comparing all pairs. A hub message (one that
 * points at more than two clusters or names more than six commits) joins at most its thread and lends no links or
 * commits; replies that arrive before their parent follow the thread's cluster once the parent comes
 * ({@code Clusterer.adopt}).
 *
 * <p>Imports: the JDK, Jackson, {@code mail}, {@code extract} and {@code report}. Not Quarkus, not {@code index}.
 */
package dev.lkmltriage.triage;
