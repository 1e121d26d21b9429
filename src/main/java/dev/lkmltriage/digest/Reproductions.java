package dev.lkmltriage.digest;

import java.time.Instant;
import java.util.List;

/**
 * The seam to reproduction results (the probe issue stores them): the digest lists each result once per recipient.
 * {@link StoredReproductions} reads what {@code triage repro} stored; {@link #NONE} is for tests and tools without it.
 */
@FunctionalInterface
public interface Reproductions {
    /**
     * One reproduction run of a cluster.
     *
     * @param id      stable, unique within the cluster (dedupe key)
     * @param where   what was probed (a host:port, a kernel)
     * @param outcome e.g. {@code reproduced}, {@code not reproduced}
     * @param summary one line, e.g. {@code 941 Mbit/s on 6.1, 372 Mbit/s on 6.2}
     */
    record Result(String id, Instant at, String where, String outcome, String summary) {
    }

    Reproductions NONE = clusterId -> List.of();

    List<Result> of(String clusterId);
}
