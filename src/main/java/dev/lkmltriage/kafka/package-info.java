/**
 * The Kafka face: the pipeline as streams. {@code lkml.raw} (raw mail) → the process role (parse and extract,
 * stateless, one consumer group) → {@code lkml.reports} (the extract JSON) → the index role (place and index into a
 * {@link dev.lkmltriage.index.MailStore}, one consumer group per replica) → {@code lkml.clusters} (what each
 * placement changed). Delivery is at least once with idempotent effects: offsets are committed only after what a
 * batch produced is acknowledged and, for the index, after the Lucene commit; the store de-duplicates redeliveries.
 *
 * <p>Imports: plain kafka-clients, Jackson and the core. Not Quarkus: the service wires the roles in from {@code web}.
 */
package dev.lkmltriage.kafka;
