/**
 * The pipeline that runs the stages in order: sources → mail → extract → a sink (the index, standard output, a
 * Kafka topic), with threading, de-duplication, progress and a summary. Plain Java; every face drives ingestion
 * through it.
 *
 * <p>Imports: the JDK and the core stages {@code source}, {@code mail}, {@code extract}, {@code report}.
 */
package dev.lkmltriage.ingest;
