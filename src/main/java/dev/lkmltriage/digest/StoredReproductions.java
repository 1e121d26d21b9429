package dev.lkmltriage.digest;

import dev.lkmltriage.probe.repro.ReproResult;
import dev.lkmltriage.probe.repro.ReproStore;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The reproduction runs {@code triage repro} stored in a data directory, as digest items: one per run, keyed by
 * when it finished and what it probed. A store that cannot be read gives no items (the digest still goes out).
 */
public final class StoredReproductions implements Reproductions {
    private final ReproStore store;

    private StoredReproductions(ReproStore store) {
        this.store = store;
    }

    public static Reproductions in(Path dataDir) {
        return new StoredReproductions(ReproStore.in(dataDir));
    }

    @Override
    public List<Result> of(String clusterId) {
        List<Result> out = new ArrayList<>();
        try {
            for (ReproResult r : store.forCluster(clusterId)) {
                Instant at = at(r.at());
                if (at == null) {
                    continue;
                }
                String outcome = r.verdict() == null ? "no verdict"
                        : r.verdict().name().toLowerCase(Locale.ROOT).replace('_', ' ');
                out.add(new Result(r.at() + " " + r.target(), at, r.target(), outcome, r.sentence()));
            }
        } catch (IOException | RuntimeException e) {
            return List.of();
        }
        return out;
    }

    private static Instant at(String s) {
        try {
            return s == null ? null : Instant.parse(s);
        } catch (DateTimeParseException e) {
            return null;
        }
    }
}
