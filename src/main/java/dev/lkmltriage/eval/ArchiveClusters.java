package dev.lkmltriage.eval;

import dev.lkmltriage.extract.FactExtractor;
import dev.lkmltriage.ingest.IngestPipeline;
import dev.lkmltriage.ingest.MemorySink;
import dev.lkmltriage.ingest.ProgressListener;
import dev.lkmltriage.mail.MailParser;
import dev.lkmltriage.report.Report;
import dev.lkmltriage.triage.ClusterWeights;
import dev.lkmltriage.triage.Clusterer;
import dev.lkmltriage.source.MailSource;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Places every message of real sources with the clusterer, in source order, as an ingest would, keeping only where
 * each message went: the clusterer needs the whole archive as context, the score needs only the labelled messages.
 */
public final class ArchiveClusters {
    private ArchiveClusters() {
    }

    /** Message-ID → placement, for every message the clusterer placed. */
    public static Map<String, Clusterer.Placement> place(List<MailSource> sources, MailParser parser,
                                                          FactExtractor extractor, ClusterWeights weights,
                                                          ProgressListener progress) throws IOException {
        return place(sources, parser, extractor, weights, progress, new long[0]);
    }

    /**
     * As above, also filling {@code cpuPerThousand[i]} with the CPU nanoseconds the clusterer spent on messages
     * {@code 1000·i .. 1000·i+999} (as many as fit): flat figures mean the cost per message does not grow.
     */
    public static Map<String, Clusterer.Placement> place(List<MailSource> sources, MailParser parser,
                                                          FactExtractor extractor, ClusterWeights weights,
                                                          ProgressListener progress, long[] cpuPerThousand)
            throws IOException {
        return place(sources, parser, extractor, new Clusterer(weights), progress, cpuPerThousand, r -> {
        });
    }

    /**
     * As above with a given clusterer, showing each message to {@code observe} before it is placed (the pair model's
     * trainer reads its keys there, so the archive is read once).
     */
    public static Map<String, Clusterer.Placement> place(List<MailSource> sources, MailParser parser,
                                                          FactExtractor extractor, Clusterer clusterer,
                                                          ProgressListener progress, long[] cpuPerThousand,
                                                          Consumer<Report> observe) throws IOException {
        Map<String, Clusterer.Placement> placed = new HashMap<>();
        ThreadMXBean cpu = ManagementFactory.getThreadMXBean();
        int[] seen = {0};
        try (MemorySink sink = new MemorySink(r -> {
            observe.accept(r);
            long t0 = cpu.getCurrentThreadCpuTime();
            Clusterer.Placement p = clusterer.place(r);
            int bucket = seen[0]++ / 1000;
            if (bucket < cpuPerThousand.length) {
                cpuPerThousand[bucket] += cpu.getCurrentThreadCpuTime() - t0;
            }
            if (p != null) {
                placed.put(r.messageId(), p);
            }
            placed.putAll(clusterer.drainLinked());
        })) {
            new IngestPipeline(parser, extractor).run(sources, sink, progress);
        }
        // A later join can move nothing, but a cluster id is final only once placing is done: read it now.
        Map<String, Clusterer.Placement> out = new HashMap<>();
        placed.forEach((id, p) -> {
            String now = clusterer.clusterOf(id);
            out.put(id, now == null ? p : new Clusterer.Placement(now, p.role(), p.reason(), p.score()));
        });
        return out;
    }

    /** Message-ID → cluster id, from {@link #place}. */
    public static Map<String, String> clusterIds(Map<String, Clusterer.Placement> placed) {
        Map<String, String> out = new HashMap<>();
        placed.forEach((id, p) -> out.put(id, p.clusterId()));
        return out;
    }
}
