package dev.lkmltriage.index;

import java.io.IOException;
import java.nio.file.Path;

/**
 * The index was written by a version of lkml-triage whose index layout differs from this one's; writing to it would
 * fail half-way (Lucene refuses a field whose indexing options change), so the store is not opened for writing.
 */
public final class StoreSchemaException extends IOException {
    public StoreSchemaException(Path dataDir, String found, String needed) {
        super("the index in " + dataDir + " was written with index schema " + found + " and this version needs "
                + "schema " + needed + "; rebuild it: move " + dataDir.resolve("index") + " aside and ingest the"
                + " sources again ('triage ingest --data " + dataDir + " SOURCE...')");
    }
}
