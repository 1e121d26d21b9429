package dev.lkmltriage.digest;

import dev.lkmltriage.extract.DriverTable;
import dev.lkmltriage.extract.ExtractSettings;
import dev.lkmltriage.extract.IdDatabase;
import dev.lkmltriage.index.MailSearch;
import dev.lkmltriage.index.MailStore;
import dev.lkmltriage.ingest.IngestPipeline;
import dev.lkmltriage.ingest.ProgressListener;
import dev.lkmltriage.source.Sources;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;

/**
 * The bundled corpus ingested once per test JVM into a fresh data directory under target/, and digests over it at a
 * chosen "now" (a new {@link Digests} per run, as after a restart: everything it remembers is on disk).
 */
public final class CorpusFixture {
    /** After the corpus's last message (2024-08-23). */
    static final Instant END = Instant.parse("2024-09-01T08:00:00Z");
    static final Duration ALL = Duration.ofDays(365 * 30);
    private static Path data;

    private CorpusFixture() {
    }

    public static synchronized Path data() {
        if (data == null) {
            try {
                Path dir = Files.createTempDirectory(Files.createDirectories(Path.of("target")), "digest-corpus-");
                try (MailStore store = MailStore.open(dir)) {
                    IngestPipeline.standard().run(List.of(Sources.open(Path.of("corpus", "mail"))), store,
                            ProgressListener.NONE);
                }
                data = dir;
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return data;
    }

    /** A copy of the ingested corpus, so that a test's digest state starts empty and stays its own. */
    public static Path copy(Path target) throws IOException {
        Path src = data();
        try (var paths = Files.walk(src)) {
            for (Path p : (Iterable<Path>) paths::iterator) {
                Path t = target.resolve(src.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(t);
                } else if (!p.getFileName().toString().equals("write.lock")) {
                    Files.copy(p, t);
                }
            }
        }
        return target;
    }

    static MailSearch search() throws IOException {
        return MailSearch.openReadOnly(data());
    }

    /** Digests over the corpus with state in {@code stateDir} (a data directory of its own). */
    static Digests digests(MailSearch search, Path stateDir, Instant now, DigestOptions options) throws IOException {
        return digests(DigestInput.of(search), stateDir, now, options);
    }

    static Digests digests(DigestInput input, Path stateDir, Instant now, DigestOptions options) throws IOException {
        ExtractSettings es = ExtractSettings.defaults();
        return new Digests(MaintainersTest.corpus(), DriverTable.load(es), DeviceNames.of(IdDatabase.open(es)), input,
                Reproductions.NONE, new DigestState(stateDir), options, Clock.fixed(now, ZoneOffset.UTC));
    }

    static DigestOptions options() {
        return DigestOptions.defaults("triage@example.org").withSince(ALL).withRetry(2, Duration.ofMillis(10),
                Duration.ofMillis(100));
    }
}
