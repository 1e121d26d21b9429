package dev.lkmltriage.web;

import dev.lkmltriage.index.MailStore;
import dev.lkmltriage.ingest.IngestPipeline;
import dev.lkmltriage.ingest.IngestSummary;
import dev.lkmltriage.ingest.ProgressListener;
import dev.lkmltriage.source.Sources;
import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * A data directory holding the bundled corpus, ingested once for the web tests that name this resource: the service
 * then starts on it as {@code triage serve} would after its first ingest.
 */
public final class CorpusData implements QuarkusTestResourceLifecycleManager {
    @Override
    public Map<String, String> start() {
        try {
            Path dir = Files.createTempDirectory(Files.createDirectories(Path.of("target")), "web-data-");
            try (MailStore store = MailStore.open(dir)) {
                IngestSummary s = IngestPipeline.standard().run(List.of(Sources.open(Path.of("corpus", "mail"))),
                        store, ProgressListener.NONE);
                if (s.added() == 0) {
                    throw new IllegalStateException("the corpus gave no messages: " + s);
                }
            }
            return Map.of("triage.data", dir.toAbsolutePath().toString());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void stop() {
    }
}
