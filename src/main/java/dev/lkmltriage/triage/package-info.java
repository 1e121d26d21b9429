/**
 * Decisions over facts: which cluster (regression) a report joins, with which role, which commits are suspects,
 * which patches fix it, and its status. Every decision keeps its evidence, so the UI and the digest can say why.
 * Incremental: each message is placed as it arrives, against a bounded set of candidate clusters found through
 * inverted maps (thread, culprit, device, driver, links), never by comparing all pairs.
 *
 * <p>Imports: the JDK, Jackson, {@code mail}, {@code extract} and {@code report}. Not Quarkus, not {@code index}.
 */
package dev.lkmltriage.triage;
