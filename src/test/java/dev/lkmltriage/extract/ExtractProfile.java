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
 * ({@code diff} the dumps of before and after).
 *
 * <p>Run: {@code java -cp target/test-classes:target/classes:$(cat target/cp.txt)
 * dev.lkmltriage.extract.ExtractProfile ../shared/data/linux-pci-2019-2020.git 4000 5 [--dump FILE]}
 */
public final class ExtractProfile {
    private static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();

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
        // Inputs the later stages take, computed once so that each stage is timed alone.
        List<List<HardwareFact>> hws = new ArrayList<>();
        List<List<KernelFact>> kvs = new ArrayList<>();
        List<List<CommitFact>> cms = new ArrayList<>();
        List<List<ThroughputFact>> tps = new ArrayList<>();
        List<List<ConfigFact>> cfs = new ArrayList<>();
        List<MessageKind> kinds = new ArrayList<>();
        for (Mail m : mails) {
            hws.add(hw.extract(m));
            kvs.add(kv.extract(m));
            cms.add(cm.extract(m));
            tps.add(tp.extract(m, kvs.get(kvs.size() - 1)));
            cfs.add(cfg.extract(m));
            kinds.add(kind.classify(m));
        }

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
        stages.put("ALL extraction", i -> all.extract(mails.get(i)));

        String only = System.getProperty("stages", "");
        for (Map.Entry<String, Consumer<Integer>> s : stages.entrySet()) {
            if (!only.isEmpty() && !s.getKey().startsWith(only)) {
                continue;
            }
            double[] secs = new double[rounds];
            for (int r = 0; r < rounds + 1; r++) {
                long t0 = CPU.getCurrentThreadCpuTime();
                for (int i = 0; i < mails.size(); i++) {
                    s.getValue().accept(i);
                }
                double t = (CPU.getCurrentThreadCpuTime() - t0) / 1e9;
                if (r > 0) { // the first round warms the JIT up
                    secs[r - 1] = t;
                }
            }
            Arrays.sort(secs);
            double median = secs[rounds / 2];
            // The best round too: on a shared machine others' load only ever adds time.
            System.out.printf(Locale.ROOT, "  %-20s %7.3f s CPU  %8.1f MB/s of text  %8.0f msg/s  best %.1f MB/s%n",
                    s.getKey(), median, chars / 1e6 / median, mails.size() / median, chars / 1e6 / secs[0]);
        }

        if (dump != null) {
            try (PrintWriter out = new PrintWriter(Files.newBufferedWriter(dump))) {
                for (Mail m : mails) {
                    out.println(ReportJson.toLine(new Report(m, m.messageId(), all.extract(m), "bench")));
                }
            }
            System.out.println("wrote " + dump);
        }
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
