package dev.lkmltriage.kafka;

import dev.lkmltriage.index.MailStore;
import dev.lkmltriage.ingest.ProgressListener;
import dev.lkmltriage.source.Sources;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * Throughput of the process and index roles against a real in-process broker, in messages per second, median of
 * the rounds. Not a test (the suite stays fast); run by hand:
 *
 * <pre>
 * mvn -o -q dependency:build-classpath -Dmdep.outputFile=target/cp.txt -Dmdep.includeScope=test
 * java -Xmx2g -cp target/classes:target/test-classes:$(cat target/cp.txt) dev.lkmltriage.kafka.KafkaBench \
 *     ../shared/data/linux-pci-2019-2020.git 3
 * </pre>
 *
 * Each round publishes the source to fresh topics, then times: process with one consumer on one partition (the
 * rate one partition sustains), with one and two consumers on four partitions (per core), and the index (one
 * consumer, four partitions) building a store from the reports.
 */
public final class KafkaBench {
    private KafkaBench() {
    }

    public static void main(String[] args) throws Exception {
        String source = args.length > 0 ? args[0] : "corpus/mail";
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 3;
        long limit = args.length > 2 ? Long.parseLong(args[2]) : Long.MAX_VALUE;
        List<String> names = List.of("publish (ingest --to-kafka), 4 partitions", "process 1 consumer, 1 partition",
                "process 1 consumer, 4 partitions", "process 2 consumers, 4 partitions",
                "index 1 consumer, 4 partitions");
        List<List<Double>> rates = new ArrayList<>();
        List<List<Double>> cpu = new ArrayList<>();
        names.forEach(n -> rates.add(new ArrayList<>()));
        names.forEach(n -> cpu.add(new ArrayList<>()));
        long messages = 0;
        try (Broker broker = Broker.start()) {
            for (int r = 0; r < rounds; r++) {
                KafkaConfig one = broker.config(1);
                KafkaConfig four = broker.config(4);
                long t0 = System.nanoTime();
                long n;
                try (RawPublisher p = RawPublisher.open(four)) {
                    n = p.publish(limited(Sources.open(source), limit), ProgressListener.NONE).sent();
                }
                rates.get(0).add(n / seconds(t0));
                try (RawPublisher p = RawPublisher.open(one)) {
                    p.publish(limited(Sources.open(source), limit), ProgressListener.NONE);
                }
                messages = n;
                rates.get(1).add(process(one, 1, n, cpu.get(1)));
                rates.get(2).add(process(four, 1, n, cpu.get(2)));
                rates.get(3).add(process(four, 2, n, cpu.get(3)));
                rates.get(4).add(index(four, n, cpu.get(4)));
                System.err.printf(Locale.ROOT, "round %d done (%d messages)%n", r + 1, n);
            }
        }
        System.out.printf(Locale.ROOT, "kafka bench: %d messages from %s, %d rounds, %d cores, load average %.1f;"
                        + " median msg/s by wall clock, and per CPU-second of the role's own threads%n",
                messages, source, rounds, Runtime.getRuntime().availableProcessors(),
                java.lang.management.ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
        for (int i = 0; i < names.size(); i++) {
            List<Double> v = new ArrayList<>(rates.get(i));
            v.sort(Comparator.naturalOrder());
            List<Double> c = new ArrayList<>(cpu.get(i));
            c.sort(Comparator.naturalOrder());
            System.out.printf(Locale.ROOT, "  %-45s %8.0f wall  %8s per CPU-s   (rounds: %s)%n", names.get(i),
                    v.get(v.size() / 2), c.isEmpty() ? "-" : String.format(Locale.ROOT, "%.0f", c.get(c.size() / 2)),
                    v.stream().map(x -> String.format(Locale.ROOT, "%.0f", x)).toList());
        }
    }

    /** Messages per second until the process group has consumed {@code n} raw records. */
    private static double process(KafkaConfig config, int threads, long n, List<Double> cpu) throws Exception {
        try (ProcessRole role = ProcessRole.start(config, "bench-" + System.nanoTime(), threads, 200)) {
            double r = rate(role.stats(), n, role::failure);
            cpu.add(n / roleCpuSeconds("triage-process"));
            return r;
        }
    }

    /** Reports per second until a fresh store has taken every report of the last process run's topic. */
    private static double index(KafkaConfig config, long n, List<Double> cpu) throws Exception {
        Path data = Files.createTempDirectory("kafka-bench-index");
        try (MailStore store = MailStore.open(data)) {
            // The reports topic holds the output of two process runs (1 and 2 consumers): 2n reports, n distinct.
            try (IndexRole role = IndexRole.start(config, "bench-" + System.nanoTime(), IndexRole.direct(store),
                    500)) {
                double r = rate(role.stats(), 2 * n, role::failure);
                cpu.add(2 * n / roleCpuSeconds("triage-index"));
                return r;
            }
        } finally {
            try (Stream<Path> s = Files.walk(data)) {
                s.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }

    /**
     * Records per second from the first committed batch to the last: start-up (topic metadata, the group join) is
     * a one-off cost that a long-running role does not pay per message.
     */
    private static double rate(RoleStats stats, long n, java.util.function.Supplier<Throwable> failure)
            throws InterruptedException {
        long first = 0;
        long t0 = 0;
        while (stats.consumed() < n) {
            if (failure.get() != null) {
                throw new IllegalStateException(failure.get());
            }
            if (t0 == 0 && stats.consumed() > 0) {
                t0 = System.nanoTime();
                first = stats.consumed();
            }
            Thread.sleep(5);
        }
        return (n - first) / seconds(t0);
    }

    /**
     * CPU seconds of the live threads whose names contain {@code role}: its consumer loops and its producer's
     * network thread (client ids carry the role's name). The machine is shared, so wall-clock rates understate
     * what a core does; this is the per-core figure.
     */
    private static double roleCpuSeconds(String role) {
        var mx = java.lang.management.ManagementFactory.getThreadMXBean();
        long nanos = 0;
        for (Thread t : Thread.getAllStackTraces().keySet()) {
            if (t.getName().contains(role)) {
                long c = mx.getThreadCpuTime(t.getId());
                nanos += Math.max(0, c);
            }
        }
        return nanos / 1e9;
    }

    /** The first {@code limit} items of {@code sources}; the rest are read and dropped. */
    private static List<dev.lkmltriage.source.MailSource> limited(List<dev.lkmltriage.source.MailSource> sources,
                                                                  long limit) {
        long[] left = {limit};
        return sources.stream().map(s -> (dev.lkmltriage.source.MailSource) new dev.lkmltriage.source.MailSource() {
            @Override
            public String describe() {
                return s.describe();
            }

            @Override
            public void read(dev.lkmltriage.source.Checkpoints from, dev.lkmltriage.source.ItemSink sink)
                    throws java.io.IOException {
                s.read(from, new dev.lkmltriage.source.ItemSink() {
                    @Override
                    public void accept(dev.lkmltriage.source.RawItem item) {
                        if (left[0]-- > 0) {
                            sink.accept(item);
                        }
                    }

                    @Override
                    public void unreadable(String origin, String reason) {
                        sink.unreadable(origin, reason);
                    }
                });
            }
        }).toList();
    }

    private static double seconds(long t0) {
        return (System.nanoTime() - t0) / 1e9;
    }
}
