/**
 * The embedded store of record: a Lucene index in the data directory holding every message (raw bytes, decoded
 * facts as the report JSON, thread), the source checkpoints in its commit data, and later the search fields and
 * clusters. It can always be rebuilt from the sources.
 *
 * <p>Imports: the JDK, Lucene and the core stages. Not Quarkus.
 */
package dev.lkmltriage.index;
