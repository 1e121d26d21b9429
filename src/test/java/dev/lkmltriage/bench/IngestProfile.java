package dev.lkmltriage.bench;

import dev.lkmltriage.index.MailStore;
import dev.lkmltriage.ingest.IngestPipeline;
import dev.lkmltriage.ingest.IngestSummary;
import dev.lkmltriage.ingest.ProgressListener;
import dev.lkmltriage.source.Checkpoints;
import dev.lkmltriage.source.ItemSink;
import dev.lkmltriage.source.MailSource;
import dev.lkmltriage.source.RawItem;
import dev.lkmltriage.source.Sources;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * A tuning tool, not a test: the full ingest (parse, extract, thread, cluster, index) of a Maildir made from the
 * first N messages of a real archive, into a fresh data directory, several times; prints wall msg/s and messages
 * per CPU-second of the whole process (the machine is shared: CPU time says more about our cost than the clock).
 *
 * <p>Run: {@code java -cp target/test-classes:target/classes:$(cat target/cp.txt)
 * dev.lkmltriage.bench.IngestProfile ../shared/data/linux-pci-2019-2020.git 4000 3 /tmp/ingest-profile}; a Maildir
 * as the first argument is ingested whole, as it is (the count is then ignored).
 */
public final class IngestProfile {
    private IngestProfile() {
    }

    public static void main(String[] args) throws IOException {
        Path archive = Path.of(args.length > 0 ? args[0] : "../shared/data/linux-pci-2019-2020.git");
        int count = args.length > 1 ? Integer.parseInt(args[1]) : 4000;
        int rounds = args.length > 2 ? Integer.parseInt(args[2]) : 3;
        Path work = Path.of(args.length > 3 ? args[3] : "/tmp/ingest-profile");
        // A Maildir given directly (the synthetic corpus) is read as it is, all of it; an archive is exported first.
        Path maildir = Files.isDirectory(archive.resolve("cur")) ? archive : work.resolve("Maildir-" + count);
        if (!Files.isDirectory(maildir.resolve("cur"))) {
            export(archive, count, maildir);
        }
        var os = (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        for (int r = 0; r < rounds; r++) {
            Path data = work.resolve("data-" + r);
            delete(data);
            long cpu0 = os.getProcessCpuTime();
            long t0 = System.nanoTime();
            IngestSummary s;
            ThreadCpu threads = ThreadCpu.start();
            try (MailStore store = MailStore.open(data)) {
                s = IngestPipeline.standard().run(Sources.open(maildir.toString()), store, ProgressListener.NONE);
            }
            double wall = (System.nanoTime() - t0) / 1e9;
            double cpu = (os.getProcessCpuTime() - cpu0) / 1e9;
            System.out.printf(Locale.ROOT, "round %d: %d messages, %.0f msg/s wall, %.0f msg per CPU-second"
                    + " (wall %.1f s, CPU %.1f s; by thread: %s)%n", r, s.messages(), s.messages() / wall,
                    s.messages() / cpu, wall, cpu, threads.stop());
            delete(data);
        }
    }

    private static void export(Path archive, int count, Path maildir) throws IOException {
        Path cur = Files.createDirectories(maildir.resolve("cur"));
        Files.createDirectories(maildir.resolve("new"));
        Files.createDirectories(maildir.resolve("tmp"));
        int[] n = {0};
        for (MailSource source : Sources.open(archive.toString())) {
            try {
                source.read(Checkpoints.NONE, new ItemSink() {
                    @Override
                    public void accept(RawItem item) {
                        if (n[0] >= count) {
                            throw new IllegalStateException("enough");
                        }
                        try {
                            Files.write(cur.resolve(String.format(Locale.ROOT, "%08d.p:2,S", n[0]++)), item.bytes());
                        } catch (IOException e) {
                            throw new UncheckedIOException(e);
                        }
                    }

                    @Override
                    public void unreadable(String origin, String reason) {
                    }
                });
            } catch (IllegalStateException e) {
                break;
            }
        }
    }

    private static void delete(Path dir) throws IOException {
        if (!Files.exists(dir)) {
            return;
        }
        try (Stream<Path> s = Files.walk(dir)) {
            for (Path p : s.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }
}
