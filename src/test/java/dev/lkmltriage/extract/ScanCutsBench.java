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
import java.util.function.BooleanSupplier;

/**
 * A tuning tool, not a test (session 28, perf29): an exact scanning cut, old and new taking turns round by round in
 * one JVM on the first N messages of an archive, this thread's CPU per round; prints the median new/old.
 * {@code cue}: {@link BrokenByFixesTarget#states(String, boolean)} over the 40 lines above each {@code Fixes:} of
 * each text. (Session 28's {@code FailingAliases} array walk was timed here too, at 1.05, and reverted.)
 *
 * <p>Run: {@code java -cp $CP dev.lkmltriage.extract.ScanCutsBench ARCHIVE 4000 WARMUP ROUNDS}
 */
public final class ScanCutsBench {
    private static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();
    private static volatile int sink;

    private ScanCutsBench() {
    }

    public static void main(String[] args) throws IOException {
        List<byte[]> raw = ExtractProfile.read(Path.of(args[0]), Integer.parseInt(args[1]));
        int warmup = Integer.parseInt(args[2]);
        int rounds = Integer.parseInt(args[3]);
        MailParser parser = new MailParser();
        List<String> texts = new ArrayList<>();
        raw.forEach(r -> {
            Mail m = parser.parse(r);
            texts.add(m.text());
        });
        List<String> changelogs = new ArrayList<>();
        for (String t : texts) {
            for (int at = t.indexOf("Fixes:"); at >= 0; at = t.indexOf("Fixes:", at + 1)) {
                int from = at;
                for (int k = 0; k < 40 && from > 0; k++) {
                    from = t.lastIndexOf('\n', from - 1);
                    from = Math.max(from, 0);
                }
                changelogs.add(t.substring(from, at));
            }
        }
        System.out.printf(Locale.ROOT, "%d texts, %d changelogs above a Fixes: line%n", texts.size(),
                changelogs.size());
        BooleanSupplier oldCue = () -> {
            int n = 0;
            for (String c : changelogs) {
                n += BrokenByFixesTarget.states(c, false) ? 1 : 0;
            }
            sink += n;
            return true;
        };
        BooleanSupplier newCue = () -> {
            int n = 0;
            for (String c : changelogs) {
                n += BrokenByFixesTarget.states(c, true) ? 1 : 0;
            }
            sink += n;
            return true;
        };
        compare("cue", oldCue, newCue, warmup, rounds);
    }

    private static void compare(String name, BooleanSupplier old, BooleanSupplier now, int warmup, int rounds) {
        for (int i = 0; i < warmup; i++) {
            old.getAsBoolean();
            now.getAsBoolean();
        }
        double[] o = new double[rounds];
        double[] n = new double[rounds];
        double[] r = new double[rounds];
        for (int i = 0; i < rounds; i++) {
            boolean oldFirst = i % 2 == 0;
            o[i] = oldFirst ? time(old) : 0;
            n[i] = time(now);
            o[i] = oldFirst ? o[i] : time(old);
            r[i] = n[i] / o[i];
        }
        System.out.printf(Locale.ROOT, "%s: old median %.4f s, new median %.4f s, median new/old %.2f (%.2f-%.2f)%n",
                name, median(o), median(n), median(r), Arrays.stream(r).min().orElse(0),
                Arrays.stream(r).max().orElse(0));
    }

    private static double time(BooleanSupplier s) {
        long t0 = CPU.getCurrentThreadCpuTime();
        s.getAsBoolean();
        return (CPU.getCurrentThreadCpuTime() - t0) / 1e9;
    }

    private static double median(double[] xs) {
        double[] s = xs.clone();
        Arrays.sort(s);
        return s.length % 2 == 1 ? s[s.length / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
    }
}
