/**
 * The message object every face prints or publishes: a parsed mail's headers, its thread, its kind and its facts,
 * as one JSON object ({@code ./triage extract}, the {@code lkml.reports} topic, the REST API).
 *
 * <p>Imports: the JDK, Jackson, {@code mail} and {@code extract}. Not Quarkus.
 */
package dev.lkmltriage.report;
