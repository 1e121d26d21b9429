/**
 * Triage actions people take on clusters (merge, split, mark duplicate, set status, add note), each with who and
 * why: an append-only log under {@code DATA/actions/} and a pure function that applies it to the clusters the
 * {@link dev.lkmltriage.triage.Clusterer} produced. Every face (CLI, REST, Kafka, digests) shows the clusters
 * through {@link dev.lkmltriage.actions.ClusterView} and so sees the same triaged view. Core: imports the triage
 * package and Jackson, never Quarkus or Jakarta.
 */
package dev.lkmltriage.actions;
