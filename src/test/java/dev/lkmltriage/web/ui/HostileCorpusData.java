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
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * The bundled corpus (as {@link CorpusData} ingests it) plus hostile mail of our own: a subject and a From with
 * {@code <script>} and {@code <img onerror>}, a body that tries to close the page's {@code <pre>}, Qute syntax in
 * the text, and a reply whose Message-ID holds {@code /}, {@code +} and {@code %}; and a message of 1.3 MB with
 * 16,000 iperf lines (written at start, not kept in the repository). Ingested before Quarkus starts.
 */
public final class HostileCorpusData implements QuarkusTestResourceLifecycleManager {
    static final Path HOSTILE = Path.of("src", "test", "resources", "dev", "lkmltriage", "web", "ui", "hostile");
    static final String HUGE_ID = "huge.1@evil.example";
    static final int HUGE_LINES = 16_000;

    @Override
    public Map<String, String> start() {
        Map<String, String> config = new CorpusData().start();
        Path dir = Path.of(config.get("triage.data"));
        try (MailStore store = MailStore.open(dir)) {
            Path huge = hugeMessage(dir.resolveSibling(dir.getFileName() + "-huge.eml"));
            IngestSummary s = IngestPipeline.standard().run(List.of(Sources.open(HOSTILE), Sources.open(huge)), store,
                    ProgressListener.NONE);
            if (s.added() != 3) {
                throw new IllegalStateException("the hostile fixtures should add 3 messages: " + s);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return config;
    }

    private static Path hugeMessage(Path file) throws IOException {
        StringBuilder b = new StringBuilder(1_400_000);
        b.append("Message-ID: <").append(HUGE_ID).append(">\nDate: Wed, 4 Jan 2023 10:00:00 +0000\n")
                .append("From: Big <big@evil.example>\nTo: netdev@vger.kernel.org\n")
                .append("Subject: r8169 huge iperf log on 6.2.0\nContent-Type: text/plain; charset=utf-8\n\n")
                .append("On 6.2.0 (bad) the r8169 gives:\n\n");
        for (int i = 0; i < HUGE_LINES; i++) {
            b.append(String.format(java.util.Locale.ROOT,
                    "[  5] %4d.00-%4d.00 sec  46.2 MBytes   388 Mbits/sec    0    204 KBytes <b>x</b>%n", i, i + 1));
        }
        return Files.writeString(file, b);
    }

    @Override
    public void stop() {
    }
}
