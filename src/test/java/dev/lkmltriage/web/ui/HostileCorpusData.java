package dev.lkmltriage.web.ui;

import dev.lkmltriage.index.MailStore;
import dev.lkmltriage.ingest.IngestPipeline;
import dev.lkmltriage.ingest.IngestSummary;
import dev.lkmltriage.ingest.ProgressListener;
import dev.lkmltriage.source.Sources;
import dev.lkmltriage.web.CorpusData;
import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * The bundled corpus (as {@link CorpusData} ingests it) plus hostile mail of our own: a subject and a From with
 * {@code <script>} and {@code <img onerror>}, a body that tries to close the page's {@code <pre>}, Qute syntax in
 * the text, and a reply whose Message-ID holds {@code /}, {@code +} and {@code %}. Ingested before Quarkus starts.
 */
public final class HostileCorpusData implements QuarkusTestResourceLifecycleManager {
    static final Path HOSTILE = Path.of("src", "test", "resources", "dev", "lkmltriage", "web", "ui", "hostile");

    @Override
    public Map<String, String> start() {
        Map<String, String> config = new CorpusData().start();
        Path dir = Path.of(config.get("triage.data"));
        try (MailStore store = MailStore.open(dir)) {
            IngestSummary s = IngestPipeline.standard().run(List.of(Sources.open(HOSTILE)), store,
                    ProgressListener.NONE);
            if (s.added() != 2) {
                throw new IllegalStateException("the hostile fixtures should add 2 messages: " + s);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return config;
    }

    @Override
    public void stop() {
    }
}
