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
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Ingest rate of the full pipeline (parse, extract, thread, store) against notmuch and mu on the same Maildir, in
 * the same run, rounds interleaved so that load from elsewhere hits every tool alike. Inputs: the synthetic corpus
 * of {@code shared/bench/gen_corpus.py} and the real public-inbox archive in {@code shared/data}, exported to a
 * Maildir since the peers cannot read git.
 */
public final class IngestBench {
    /**
     * @param shared the shared directory with {@code bench/gen_corpus.py} and {@code data/*.git}
     * @param count  messages in the synthetic corpus
     * @param rounds rounds per tool and corpus
     * @param work   scratch directory (corpora, databases)
     */
    public record Options(Path shared, int count, int rounds, Path work) {
    }

    private IngestBench() {
    }

    public static void run(Options o, PrintStream out) throws IOException, InterruptedException {
        Map<String, Path> corpora = new LinkedHashMap<>();
        Path generator = o.shared().resolve("bench/gen_corpus.py");
        if (Files.isRegularFile(generator)) {
            Path synth = o.work().resolve("synthetic");
            out.println("generating " + o.count() + " synthetic messages ...");
            Peers.run(List.of("python3", runnable(generator, o.work()).toString(), "--count",
                    Integer.toString(o.count()), "--seed", "1", "--out", synth.toString(), "--no-mbox"), Map.of());
            corpora.put("synthetic " + o.count(), synth.resolve("Maildir"));
        }
        Path archive = o.shared().resolve("data/linux-pci-2019-2020.git");
        if (Files.isDirectory(archive)) {
            out.println("exporting " + archive.getFileName() + " to a Maildir for the peers ...");
            corpora.put("linux-pci archive", exportToMaildir(archive, o.work().resolve("real")));
        }
        if (corpora.isEmpty()) {
            throw new IOException("no benchmark input under " + o.shared() + " (need bench/gen_corpus.py or"
                    + " data/linux-pci-2019-2020.git); give --shared DIR");
        }
        // Our side runs in this JVM, so its options (set by the launcher for batch commands) are part of the result.
        out.println("lkml-triage runs in this JVM, options: " + String.join(" ",
                java.lang.management.ManagementFactory.getRuntimeMXBean().getInputArguments()));
        for (Map.Entry<String, Path> corpus : corpora.entrySet()) {
            report(corpus.getKey(), measure(corpus.getValue(), o), out);
        }
    }

    /**
     * The generator as shipped counts a ground-truth key it never initialises ({@code from:enge}) and stops with a
     * KeyError after the first message; a copy in the scratch directory gets the missing zero. The generator's
     * output is otherwise untouched.
     */
    static Path runnable(Path generator, Path work) throws IOException {
        String script = Files.readString(generator);
        if (!script.contains("truth[\"from:enge\"]") || script.contains("\"from:enge\": 0")) {
            return generator;
        }
        Path copy = work.resolve("gen_corpus.py");
        Files.writeString(copy, script.replace("\"from:dumazet\": 0,", "\"from:dumazet\": 0, \"from:enge\": 0,"));
        return copy;
    }

    private static List<Timing> measure(Path maildir, Options o) throws IOException, InterruptedException {
        long messages = countFiles(maildir);
        Timing ours = Timing.of("lkml-triage");
        Timing notmuch = Timing.of("notmuch new");
        Timing mu = Timing.of("mu index");
        for (int round = 0; round < o.rounds(); round++) {
            Path w = Files.createDirectories(o.work().resolve("round-" + maildir.getParent().getFileName() + "-"
                    + round));
            // Rotate who goes first, so that a burst of outside load does not always hit the same tool.
            for (int i = 0; i < 3; i++) {
                switch ((round + i) % 3) {
                    case 0 -> ours = ours.plus(oursRate(maildir, w.resolve("ours")));
                    case 1 -> {
                        if (Peers.installed("notmuch")) {
                            notmuch = notmuch.plus(messages / Peers.notmuch(maildir, w));
                        }
                    }
                    default -> {
                        if (Peers.installed("mu")) {
                            mu = mu.plus(messages / Peers.mu(maildir, w));
                        }
                    }
                }
            }
        }
        return List.of(ours, notmuch, mu);
    }

    private static double oursRate(Path maildir, Path data) throws IOException {
        List<MailSource> sources = Sources.open(maildir.toString());
        try (MailStore store = MailStore.open(data)) {
            IngestSummary s = IngestPipeline.standard().run(sources, store, ProgressListener.NONE);
            // What a user's `triage ingest` does after a bulk load counts too (below its threshold it does nothing).
            long t0 = System.nanoTime();
            store.compactAfterBulk(s.added());
            double seconds = s.seconds() + (System.nanoTime() - t0) / 1e9;
            return seconds <= 0 ? 0 : s.messages() / seconds;
        }
    }

    private static void report(String corpus, List<Timing> timings, PrintStream out) {
        Timing ours = timings.get(0);
        out.printf(Locale.ROOT, "%n%s (%d rounds, median msg/s):%n", corpus, ours.rates().size());
        for (Timing t : timings) {
            if (t.rates().isEmpty()) {
                out.printf(Locale.ROOT, "  %-12s not installed%n", t.name());
                continue;
            }
            out.printf(Locale.ROOT, "  %-12s %8.0f msg/s   rounds %s%n", t.name(), t.median(), rounds(t));
        }
        for (Timing t : timings.subList(1, timings.size())) {
            if (!t.rates().isEmpty()) {
                out.printf(Locale.ROOT, "  ratio lkml-triage / %s = %.2fx%n", t.name(), ours.median() / t.median());
            }
        }
    }

    private static String rounds(Timing t) {
        List<String> r = new ArrayList<>();
        t.rates().forEach(x -> r.add(String.format(Locale.ROOT, "%.0f", x)));
        return String.join(" ", r);
    }

    private static long countFiles(Path maildir) throws IOException {
        long n = 0;
        for (String sub : List.of("cur", "new")) {
            Path d = maildir.resolve(sub);
            if (Files.isDirectory(d)) {
                try (var s = Files.list(d)) {
                    n += s.count();
                }
            }
        }
        return n;
    }

    /** Writes every message of a public-inbox archive as a Maildir file, so the peers can read the same mail. */
    static Path exportToMaildir(Path archive, Path out) throws IOException {
        Path maildir = out.resolve("Maildir");
        Path cur = Files.createDirectories(maildir.resolve("cur"));
        Files.createDirectories(maildir.resolve("new"));
        Files.createDirectories(maildir.resolve("tmp"));
        int[] n = {0};
        for (MailSource source : Sources.open(archive.toString())) {
            source.read(Checkpoints.NONE, new ItemSink() {
                @Override
                public void accept(RawItem item) {
                    try {
                        Files.write(cur.resolve(String.format(Locale.ROOT, "%08d.bench:2,S", n[0]++)), item.bytes());
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                }

                @Override
                public void unreadable(String origin, String reason) {
                }
            });
        }
        return maildir;
    }
}
