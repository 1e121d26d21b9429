package dev.lkmltriage.extract;

import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.MailParser;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.function.IntConsumer;

/**
 * A tuning tool, not a test: the same stage calls in two orders. "message-major" runs every stage on a message
 * before the next message (as {@code FactExtractor.extract} does); "stage-major in batches of B" runs one stage over
 * B messages before the next stage. Inputs between stages are computed once beforehand, so both orders do the same
 * calls; only the order differs (what the caches and branch predictors see). Alternated round by round in one JVM,
 * CPU time of this thread, medians.
 *
 * <p>Run: {@code java -cp $CP dev.lkmltriage.extract.ExtractOrder ARCHIVE 4000 WARMUP ROUNDS B...}
 */
public final class ExtractOrder {
    private static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();
    private static final com.sun.management.OperatingSystemMXBean PROCESS =
            (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();

    private ExtractOrder() {
    }

    public static void main(String[] args) throws IOException {
        List<byte[]> raw = ExtractProfile.read(Path.of(args[0]), Integer.parseInt(args[1]));
        int warmup = Integer.parseInt(args[2]);
        int rounds = Integer.parseInt(args[3]);
        int[] batches = Arrays.stream(args, 4, args.length).mapToInt(Integer::parseInt).toArray();
        MailParser parser = new MailParser();
        List<Mail> mails = new ArrayList<>();
        raw.forEach(r -> mails.add(parser.parse(r)));
        long chars = mails.stream().mapToLong(m -> m.text().length()).sum();
        ExtractSettings settings = ExtractSettings.defaults();
        FactExtractor all = new FactExtractor(settings);
        HardwareExtractor hw = new HardwareExtractor(settings);
        DriverExtractor drv = new DriverExtractor(settings);
        ConfigExtractor cfg = new ConfigExtractor(settings);
        KernelExtractor kv = new KernelExtractor();
        CommitExtractor cm = new CommitExtractor();
        ThroughputExtractor tp = new ThroughputExtractor();
        KindClassifier kind = new KindClassifier(settings);
        RegressionBuilder reg = new RegressionBuilder(settings);
        int n = mails.size();
        StageInputs in = StageInputs.of(mails, hw, kv, cm, tp, cfg, kind);
        List<List<HardwareFact>> hws = in.hardware();
        List<List<KernelFact>> kvs = in.kernels();
        List<List<CommitFact>> cms = in.commits();
        List<List<ThroughputFact>> tps = in.throughput();
        List<List<ConfigFact>> cfs = in.configs();
        List<MessageKind> kinds = in.kinds();
        List<IntConsumer> stages = List.of(
                i -> hw.extract(mails.get(i)),
                i -> kind.classify(mails.get(i)),
                i -> kv.extract(mails.get(i)),
                i -> cm.extract(mails.get(i)),
                i -> tp.extract(mails.get(i), kvs.get(i)),
                i -> cfg.extract(mails.get(i)),
                i -> reg.build(mails.get(i), kinds.get(i), kvs.get(i), cms.get(i), tps.get(i), cfs.get(i)),
                i -> drv.extract(mails.get(i), hws.get(i)));
        List<String> names = new ArrayList<>();
        List<Runnable> runs = new ArrayList<>();
        names.add("FactExtractor.extract");
        runs.add(() -> {
            for (Mail m : mails) {
                all.extract(m);
            }
        });
        for (int b : batches) {
            names.add(b == 1 ? "message-major (B=1)" : b >= n ? "stage-major (B=all)" : "stage-major B=" + b);
            runs.add(() -> {
                for (int from = 0; from < n; from += b) {
                    int to = Math.min(n, from + b);
                    for (IntConsumer s : stages) {
                        for (int i = from; i < to; i++) {
                            s.accept(i);
                        }
                    }
                }
            });
        }
        // FactExtractor.extract's own glue run stage by stage over lists of B (extractAll; session 27 moved the
        // session-26 copy of the glue that was here into the product): same answers, checked here
        Facts[] want = new Facts[n];
        for (int i = 0; i < n; i++) {
            want[i] = all.extract(mails.get(i));
        }
        Facts[] got = new Facts[n];
        int batch = Integer.getInteger("glue.batch", 64);
        Runnable glued = () -> {
            for (int from = 0; from < n; from += batch) {
                List<Facts> f = all.extractAll(mails.subList(from, Math.min(n, from + batch)));
                for (int i = 0; i < f.size(); i++) {
                    got[from + i] = f.get(i);
                }
            }
        };
        glued.run();
        int differ = 0;
        for (int i = 0; i < n; i++) {
            differ += want[i].equals(got[i]) ? 0 : 1;
        }
        System.out.printf(Locale.ROOT, "  batched glue (B=%d): %d of %d messages' facts differ from extract%n", batch,
                differ, n);
        names.add("batched glue B=" + batch);
        runs.add(glued);
        double[][] secs = new double[runs.size()][rounds];
        // the whole process's CPU too (session 30, perf31): the collector's threads do their work outside this
        // thread's figure, so comparing collectors by this thread's CPU alone would leave their pauses out
        double[][] proc = new double[runs.size()][rounds];
        for (int r = 0; r < warmup + rounds; r++) {
            for (int k = 0; k < runs.size(); k++) {
                long p0 = PROCESS.getProcessCpuTime();
                long t0 = CPU.getCurrentThreadCpuTime();
                runs.get(k).run();
                double t = (CPU.getCurrentThreadCpuTime() - t0) / 1e9;
                double p = (PROCESS.getProcessCpuTime() - p0) / 1e9;
                if (r >= warmup) {
                    secs[k][r - warmup] = t;
                    proc[k][r - warmup] = p;
                }
            }
        }
        for (int k = 0; k < runs.size(); k++) {
            Arrays.sort(secs[k]);
            Arrays.sort(proc[k]);
            double med = secs[k][rounds / 2];
            System.out.printf(Locale.ROOT, "  %-24s %7.3f s  %6.1f MB/s  (spread %.3f-%.3f)  process CPU %.3f s%n",
                    names.get(k), med, chars / 1e6 / med, secs[k][0], secs[k][rounds - 1], proc[k][rounds / 2]);
        }
    }
}
