package dev.lkmltriage.extract;

import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.MailParser;
import dev.lkmltriage.report.Report;
import dev.lkmltriage.report.ReportJson;
import dev.lkmltriage.source.Checkpoints;
import dev.lkmltriage.source.ItemSink;
import dev.lkmltriage.source.MailSource;
import dev.lkmltriage.source.RawItem;
import dev.lkmltriage.source.Sources;
import java.io.IOException;
import java.io.PrintWriter;
import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;

/**
 * A tuning tool, not a test: parses the first N messages of a real archive once, then times the MIME parse and every
 * extractor on its own in CPU time of this thread (the machine is shared, wall clocks say little), median of several
 * rounds, and prints MB of decoded text per CPU-second for each stage and for all of extraction. With
 * {@code -Dstages=PREFIX} only the stages whose name starts with it are timed. With {@code --dump FILE} it also writes every message's JSON line, so a speed change can be proved not to change output
 * ({@code diff} the dumps of before and after); a dump run warms up no rounds unless {@code -Dwarmup=N} says so.
 * With {@code -Dbatch=N} the whole extraction (timed and dumped) goes through {@code FactExtractor.extractAll}, N
 * messages to a call, as the ingest runs it; an older build ignores the option and times {@code extract}.
 *
 * <p>Run: {@code java -cp target/test-classes:target/classes:$(cat target/cp.txt)
 * dev.lkmltriage.extract.ExtractProfile ../shared/data/linux-pci-2019-2020.git 4000 5 [--dump FILE]}
 */
public final class ExtractProfile {
    private static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();
    private static final CompilationMXBean JIT = ManagementFactory.getCompilationMXBean();

    private ExtractProfile() {
    }

    public static void main(String[] args) throws IOException {
        Path archive = Path.of(args.length > 0 ? args[0] : "../shared/data/linux-pci-2019-2020.git");
        int count = args.length > 1 ? Integer.parseInt(args[1]) : 4000;
        int rounds = args.length > 2 ? Integer.parseInt(args[2]) : 5;
        Path dump = args.length > 4 && args[3].equals("--dump") ? Path.of(args[4]) : null;

        List<byte[]> raw = read(archive, count);
        long rawBytes = raw.stream().mapToLong(b -> b.length).sum();
        MailParser parser = new MailParser();
        List<Mail> mails = new ArrayList<>(raw.size());
        raw.forEach(r -> mails.add(parser.parse(r)));
        long chars = mails.stream().mapToLong(m -> m.text().length()).sum();
        System.out.printf(Locale.ROOT, "%d messages, %.1f MB raw, %.1f MB of decoded text%n", mails.size(),
                rawBytes / 1e6, chars / 1e6);

        if (ExtractSettings.missingModels().isPresent()) {
            // without the tables the driver and prompt stages do a fraction of their work: no figure to compare
            System.err.println(ExtractSettings.missingModels().get());
            System.exit(2);
        }
        ExtractSettings settings = ExtractSettings.defaults();
        FactExtractor all = new FactExtractor(settings);
        HardwareExtractor hw = new HardwareExtractor(settings);
        DriverExtractor drv = new DriverExtractor(settings);
        ConfigExtractor cfg = new ConfigExtractor(settings);
        KernelExtractor kv = new KernelExtractor();
        CommitExtractor cm = new CommitExtractor();
        ThroughputExtractor tp = new ThroughputExtractor();
        KindClassifier kind = new KindClassifier(settings);
        RegressionBuilder reg = new RegressionBuilder();
        StageInputs in = StageInputs.of(mails, hw, kv, cm, tp, cfg, kind);
        List<List<HardwareFact>> hws = in.hardware();
        List<List<KernelFact>> kvs = in.kernels();
        List<List<CommitFact>> cms = in.commits();
        List<List<ThroughputFact>> tps = in.throughput();
        List<List<ConfigFact>> cfs = in.configs();
        List<MessageKind> kinds = in.kinds();

        Map<String, Consumer<Integer>> stages = new LinkedHashMap<>();
        stages.put("parse (MailParser)", i -> parser.parse(raw.get(i)));
        stages.put("hardware", i -> hw.extract(mails.get(i)));
        stages.put("drivers", i -> drv.extract(mails.get(i), hws.get(i)));
        stages.put("configs", i -> cfg.extract(mails.get(i)));
        stages.put("kernels", i -> kv.extract(mails.get(i)));
        stages.put("commits", i -> cm.extract(mails.get(i)));
        stages.put("throughput", i -> tp.extract(mails.get(i), kvs.get(i)));
        stages.put("kind", i -> kind.classify(mails.get(i)));
        stages.put("regression", i -> reg.build(mails.get(i), kinds.get(i), kvs.get(i), cms.get(i), tps.get(i),
                cfs.get(i)));
        // -Dbatch=N: the whole extraction through FactExtractor.extractAll, N messages to a call (the ingest's path)
        int batch = Integer.getInteger("batch", 0);
        if (batch > 0) {
            stages.put("ALL extraction", i -> {
                if (i % batch == 0) {
                    all.extractAll(mails.subList(i, Math.min(mails.size(), i + batch)));
                }
            });
        } else {
            stages.put("ALL extraction", i -> all.extract(mails.get(i)));
        }

        String only = System.getProperty("stages", "");
        // -Dwarmup=N throws N rounds away; the default warms up until the JIT is quiet (see warmUp), except in a
        // --dump run, which is for output, not timing (up to 60 rounds a stage over 20,000 messages would take hours)
        String warmupArg = System.getProperty("warmup", dump != null ? "0" : "auto");
        for (Map.Entry<String, Consumer<Integer>> s : stages.entrySet()) {
            if (!only.isEmpty() && !s.getKey().startsWith(only)) {
                continue;
            }
            Runnable round = () -> {
                for (int i = 0; i < mails.size(); i++) {
                    s.getValue().accept(i);
                }
            };
            StringBuilder each = new StringBuilder();
            int warm = warmupArg.equals("auto") ? warmUp(round, each) : fixedWarmUp(round,
                    Integer.parseInt(warmupArg), each);
            each.append(" |");
            double[] secs = new double[rounds];
            for (int r = 0; r < rounds; r++) {
                secs[r] = timed(round, each);
            }
            if (Boolean.getBoolean("rounds.print")) {
                System.out.println("  rounds, CPU s/JIT ms (warm-up | timed):" + each);
            }
            System.out.printf(Locale.ROOT, "  warm-up rounds: %d%n", warm);
            Arrays.sort(secs);
            double median = secs[rounds / 2];
            // The best round too: on a shared machine others' load only ever adds time.
            System.out.printf(Locale.ROOT, "  %-20s %7.3f s CPU  %8.1f MB/s of text  %8.0f msg/s  best %.1f MB/s%n",
                    s.getKey(), median, chars / 1e6 / median, mails.size() / median, chars / 1e6 / secs[0]);
        }

        if (dump != null) {
            try (PrintWriter out = new PrintWriter(Files.newBufferedWriter(dump))) {
                List<Facts> facts = batch > 0 ? new ArrayList<>() : null;
                for (int i = 0; batch > 0 && i < mails.size(); i += batch) {
                    facts.addAll(all.extractAll(mails.subList(i, Math.min(mails.size(), i + batch))));
                }
                for (int i = 0; i < mails.size(); i++) {
                    Mail m = mails.get(i);
                    Facts f = batch > 0 ? facts.get(i) : all.extract(m);
                    out.println(ReportJson.toLine(new Report(m, m.messageId(), f, "bench")));
                }
            }
            System.out.println("wrote " + dump);
        }
    }

    /** The most rounds {@link #warmUp} runs before it times anyway. */
    private static final int MAX_WARMUP = 60;

    /**
     * Runs rounds until the JIT has gone quiet: two rounds in a row during which the compiler threads spent under 5 %
     * of the round's CPU time. With a thousand hot methods C2 keeps compiling for ten or more rounds on a loaded
     * 2-core machine (fewer on a quiet one); a median taken while it still does sits somewhere on that slope, which
     * is what made one build's medians spread so much from run to run. Returns the rounds run.
     */
    private static int warmUp(Runnable round, StringBuilder each) {
        int quiet = 0;
        int r = 0;
        while (r < MAX_WARMUP && quiet < 2) {
            long jit0 = JIT.getTotalCompilationTime();
            double t = timed(round, each);
            long jitMs = JIT.getTotalCompilationTime() - jit0;
            quiet = r > 0 && jitMs < 0.05 * t * 1000 ? quiet + 1 : 0;
            r++;
        }
        return r;
    }

    private static int fixedWarmUp(Runnable round, int n, StringBuilder each) {
        for (int r = 0; r < n; r++) {
            timed(round, each);
        }
        return n;
    }

    /** One round's CPU seconds of this thread; appends them and the JIT's milliseconds meanwhile to {@code each}. */
    private static double timed(Runnable round, StringBuilder each) {
        long jit0 = JIT.getTotalCompilationTime();
        long t0 = CPU.getCurrentThreadCpuTime();
        round.run();
        double t = (CPU.getCurrentThreadCpuTime() - t0) / 1e9;
        each.append(String.format(Locale.ROOT, " %.3f/%d", t, JIT.getTotalCompilationTime() - jit0));
        return t;
    }

    /** The first {@code count} raw messages of a source. */
    static List<byte[]> read(Path archive, int count) throws IOException {
        List<byte[]> raw = new ArrayList<>();
        final class Enough extends RuntimeException {
            Enough() {
                super(null, null, false, false);
            }
        }
        for (MailSource source : Sources.open(archive.toString())) {
            try {
                source.read(Checkpoints.NONE, new ItemSink() {
                    @Override
                    public void accept(RawItem item) {
                        raw.add(item.bytes());
                        if (raw.size() >= count) {
                            throw new Enough();
                        }
                    }

                    @Override
                    public void unreadable(String origin, String reason) {
                    }
                });
            } catch (Enough e) {
                break;
            }
        }
        return raw;
    }
}
