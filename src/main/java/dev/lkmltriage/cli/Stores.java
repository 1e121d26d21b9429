package dev.lkmltriage.cli;

import dev.lkmltriage.extract.ExtractSettings;
import dev.lkmltriage.extract.IdDatabase;
import dev.lkmltriage.index.MailStore;
import dev.lkmltriage.index.StoreLockedException;
import dev.lkmltriage.index.StoreSchemaException;
import dev.lkmltriage.ingest.IngestPipeline;
import dev.lkmltriage.ingest.IngestSummary;
import dev.lkmltriage.source.MailSource;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;

/** Opens the store for writing, turning a held lock into an error a person can act on, and ingests into it. */
final class Stores {
    private Stores() {
    }

    static MailStore open(Path dataDir) throws IOException {
        try {
            return MailStore.open(dataDir);
        } catch (StoreLockedException | StoreSchemaException e) {
            throw new UserException(e.getMessage(), ExitCodes.FAILED);
        }
    }

    /** Ingests {@code sources} into {@code dataDir} with progress on standard error and, unless quiet, a summary. */
    static IngestSummary ingest(Path dataDir, List<MailSource> sources, boolean quiet) throws IOException {
        return ingest(dataDir, sources, quiet, null);
    }

    /** As {@link #ingest(Path, List, boolean)}, with suspects inferred from a kernel tree when {@code git} is set. */
    static IngestSummary ingest(Path dataDir, List<MailSource> sources, boolean quiet,
                                dev.lkmltriage.git.SuspectInference git) throws IOException {
        ProgressPrinter progress = ProgressPrinter.forStderr(quiet);
        CompletableFuture<IngestPipeline> pipeline = CompletableFuture.supplyAsync(Stores::pipeline);
        IngestSummary summary;
        double merged;
        try (MailStore store = open(dataDir)) {
            if (git != null) {
                store.enrichClusters(git::enrich);
            }
            summary = join(pipeline).run(sources, store, progress);
            long t0 = System.nanoTime();
            // A bulk load ends with one merge so that searches visit few segments (docs/performance.md).
            merged = store.compactAfterBulk(summary.added()) ? (System.nanoTime() - t0) / 1e9 : -1;
        } finally {
            progress.finish();
        }
        if (!quiet) {
            SummaryPrinter.print(summary, System.err);
            if (merged >= 0) {
                System.err.printf(java.util.Locale.ROOT, "merged the store's segments for search in %.1f s%n", merged);
            }
        }
        return summary;
    }

    /**
     * The standard pipeline with its tables read: the extractors' tables and pci.ids/usb.ids are loaded on another
     * thread while the store opens (Lucene, the cluster state), rather than by the first message's parse worker
     * while the other one waits for them (docs/performance.md, "Ingest, session 8").
     */
    private static IngestPipeline pipeline() {
        IngestPipeline p = IngestPipeline.standard();
        IdDatabase.open(ExtractSettings.defaults()).has("pci"); // reads both files and builds the name matcher
        return p;
    }

    private static IngestPipeline join(CompletableFuture<IngestPipeline> pipeline) {
        try {
            return pipeline.join();
        } catch (CompletionException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            if (e.getCause() instanceof Error err) {
                throw err;
            }
            throw e;
        }
    }
}
