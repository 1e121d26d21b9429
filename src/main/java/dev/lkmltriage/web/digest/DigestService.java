package dev.lkmltriage.web.digest;

import dev.lkmltriage.digest.DigestInput;
import dev.lkmltriage.digest.DigestOptions;
import dev.lkmltriage.digest.Digests;
import dev.lkmltriage.digest.Maintainers;
import dev.lkmltriage.web.Backend;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * The service's digests over the one store the {@link Backend} owns, configured by {@code triage.digest.*}; the
 * MAINTAINERS file is read on first use, so a service without digests never needs one.
 */
@Singleton
public class DigestService {
    @Inject
    Backend backend;

    @ConfigProperty(name = "triage.digest.recipients")
    Optional<List<String>> recipients;

    @ConfigProperty(name = "triage.digest.maintainers")
    Optional<String> maintainers;

    @ConfigProperty(name = "triage.digest.from", defaultValue = "lkml-triage@localhost")
    String from;

    @ConfigProperty(name = "triage.digest.since", defaultValue = "7d")
    String since;

    @ConfigProperty(name = "triage.digest.stale", defaultValue = "30d")
    String stale;

    @ConfigProperty(name = "triage.digest.attempts", defaultValue = "3")
    int attempts;

    @ConfigProperty(name = "triage.digest.retry-delay", defaultValue = "2s")
    Duration retryDelay;

    private Digests digests;

    /** The configured recipients; empty means the scheduler sends nothing. */
    public List<String> recipients() {
        return recipients.orElse(List.of()).stream().map(String::strip).filter(s -> !s.isEmpty()).toList();
    }

    public synchronized Digests digests() {
        if (digests == null) {
            Path file = Maintainers.locate(maintainers.filter(s -> !s.isBlank()).map(Path::of).orElse(null));
            try {
                DigestOptions options = DigestOptions.defaults(from).withSince(DigestOptions.period(since))
                        .withStale(DigestOptions.period(stale)).withRetry(attempts, retryDelay, Duration.ofHours(6));
                digests = Digests.standard(Maintainers.load(file), DigestInput.of(backend.search(), backend.dataDir()),
                        backend.dataDir(), options, Clock.systemUTC());
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read the MAINTAINERS file " + file + " (set"
                        + " triage.digest.maintainers): " + e.getMessage(), e);
            }
        }
        return digests;
    }
}
