package dev.lkmltriage.bench;

import dev.lkmltriage.extract.ExtractSettings;
import dev.lkmltriage.extract.ExtractStages;
import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.MailParser;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.function.Function;
import java.util.function.IntFunction;

/**
 * A tuning tool, not a test: how the MIME parse, each extractor and the whole extraction grow with hostile input.
 * Each input is built at n, 2n and 4n (4n is the size issue 3 names: a line of kernel versions as long as the parser keeps of one part, 8 MB, a million hex
 * digits, 10,000 nested quote levels, a 100,000-line diff, a line of 100,000 commit hashes and one of 100,000 PCI
 * ids), each stage is timed in CPU time of this thread, median of several runs, and the growth ratios t(2n)/t(n) and
 * t(4n)/t(2n) printed: near 2 is linear, near 4 quadratic. Stages under a millisecond at 4n are printed without
 * ratios (their time is noise); a stage over {@code -Dgrowth.skipSeconds} (default 60) at one size is not timed at
 * the next.
 *
 * <p>Run: {@code java -cp target/test-classes:target/classes:$(cat target/cp.txt) dev.lkmltriage.bench.GrowthBench
 * [RUNS] [INPUT-PREFIX]} (default 5 runs, every input).
 */
public final class GrowthBench {
    private static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();

    private GrowthBench() {
    }

    /** The hostile inputs by name, each a message body of size {@code n} (its unit: see the name). */
    public static Map<String, Input> inputs() {
        Map<String, Input> in = new LinkedHashMap<>();
        in.put("versions-line", new Input(8 << 20, GrowthBench::versionsLine));
        in.put("versions-10k", new Input(10_000, GrowthBench::versionsCount));
        in.put("versions-bare", new Input(10_000, GrowthBench::versionsBare));
        in.put("hex-digits", new Input(1_000_000, GrowthBench::hexDigits));
        in.put("nested-quotes", new Input(10_000, GrowthBench::nestedQuotes));
        in.put("diff-lines", new Input(100_000, GrowthBench::diffLines));
        in.put("commit-hashes", new Input(100_000, GrowthBench::commitHashes));
        in.put("pci-ids", new Input(100_000, GrowthBench::pciIds));
        return in;
    }

    /** A hostile input: its size at 4n and how to build a body of a given size. */
    public record Input(int full, IntFunction<String> body) {
    }

    /** One line of {@code chars} characters: kernel versions, some with a verdict word between them. */
    public static String versionsLine(int chars) {
        StringBuilder b = new StringBuilder(chars + 64).append("It broke between ");
        for (int i = 0; b.length() < chars; i++) {
            b.append(i % 7 == 0 ? "v5." : "5.").append(i % 20).append('.').append(i % 97)
                    .append(i % 5 == 0 ? " works, " : i % 11 == 0 ? " fails and " : " ");
        }
        return b.append('\n').toString();
    }

    /** One line of {@code count} kernel versions. */
    public static String versionsCount(int count) {
        StringBuilder b = new StringBuilder().append("Tested ");
        for (int i = 0; i < count; i++) {
            b.append("5.").append(i % 20).append('.').append(i % 97).append(i % 9 == 0 ? " is broken, " : " ");
        }
        return b.append("and 5.4 works.\n").toString();
    }

    /** One line of {@code count} ascending kernel versions with no punctuation, a cue word now and then. */
    public static String versionsBare(int count) {
        StringBuilder b = new StringBuilder().append("the hang is seen between ");
        for (int i = 0; i < count; i++) {
            b.append("5.").append(i / 100).append('.').append(i % 100).append(i % 13 == 0 ? " hangs and " : " ");
        }
        return b.append("while 4.19 works\n").toString();
    }

    public static String hexDigits(int digits) {
        Random r = new Random(digits);
        StringBuilder b = new StringBuilder(digits + 32).append("The commit ");
        for (int i = 0; i < digits; i++) {
            b.append("0123456789abcdef".charAt(r.nextInt(16)));
        }
        return b.append(" broke it at 940 Mbit/s\n").toString();
    }

    /** Fifty lines, each quoted {@code depth} levels deep. */
    public static String nestedQuotes(int depth) {
        StringBuilder b = new StringBuilder();
        String prefix = ">".repeat(depth);
        for (int i = 0; i < 25; i++) {
            b.append(prefix).append(" 5.").append(i).append(" works but 8086:1533 hangs since 0123456789ab\n");
            b.append("> ".repeat(depth)).append("CONFIG_PCIEASPM=y drops to 3 MB/s\n");
        }
        return b.append("Same here.\n").toString();
    }

    public static String diffLines(int lines) {
        StringBuilder b = new StringBuilder("Fix the hang on 5.10.\n\nSigned-off-by: A <a@example.org>\n---\n");
        b.append(" drivers/pci/controller/pcie-foo.c | ").append(lines).append(" +\n");
        b.append("diff --git a/drivers/pci/controller/pcie-foo.c b/drivers/pci/controller/pcie-foo.c\n");
        b.append("--- a/drivers/pci/controller/pcie-foo.c\n+++ b/drivers/pci/controller/pcie-foo.c\n");
        b.append("@@ -1,3 +1,").append(lines).append(" @@\n");
        for (int i = 0; i < lines; i++) {
            b.append(i % 3 == 0 ? "+\tpci_write_config_dword(dev, 0x" : " \tval = readl(base + 0x")
                    .append(Integer.toHexString(i)).append(i % 5 == 0 ? "); /* 5.4 and 8086:10d3 */\n" : ");\n");
        }
        return b.toString();
    }

    public static String commitHashes(int count) {
        Random r = new Random(count);
        StringBuilder b = new StringBuilder("Bisected to ");
        for (int i = 0; i < count; i++) {
            for (int d = 0; d < (i % 4 == 0 ? 40 : 12); d++) {
                b.append("0123456789abcdef".charAt(r.nextInt(16)));
            }
            b.append(i % 6 == 0 ? " (\"PCI: fix it\") " : " ");
        }
        return b.append('\n').toString();
    }

    public static String pciIds(int count) {
        Random r = new Random(count);
        StringBuilder b = new StringBuilder("Devices: ");
        for (int i = 0; i < count; i++) {
            b.append(i % 3 == 0 ? "[" : "").append(String.format(Locale.ROOT, "%04x:%04x", r.nextInt(1 << 16),
                    r.nextInt(1 << 16))).append(i % 3 == 0 ? "] " : " ");
        }
        return b.append('\n').toString();
    }

    /** A raw message around {@code body}, as a list would deliver it. */
    public static byte[] raw(String body) {
        String head = "From: Tester <t@example.org>\nTo: linux-pci@vger.kernel.org\nSubject: PCI: hostile input\n"
                + "Date: Mon, 6 Jan 2020 10:00:00 +0000\nMessage-ID: <hostile@example.org>\n"
                + "Content-Type: text/plain; charset=utf-8\n\n";
        return (head + body).getBytes(StandardCharsets.UTF_8);
    }

    public static void main(String[] args) {
        int runs = args.length > 0 ? Integer.parseInt(args[0]) : 5;
        String only = args.length > 1 ? args[1] : "";
        double skip = Double.parseDouble(System.getProperty("growth.skipSeconds", "60"));
        MailParser parser = new MailParser();
        ExtractStages stages = new ExtractStages(ExtractSettings.defaults());
        System.out.printf(Locale.ROOT, "%-14s %-11s %10s %10s %10s %7s %7s%n", "input", "stage", "t(n) s",
                "t(2n) s", "t(4n) s", "2n/n", "4n/2n");
        for (Map.Entry<String, Input> e : inputs().entrySet()) {
            if (!e.getKey().startsWith(only)) {
                continue;
            }
            int full = e.getValue().full();
            // warm the JIT on a sixteenth first, so that n is not timed in the interpreter
            byte[] small = raw(e.getValue().body().apply(full / 16));
            stages.prepare(parser.parse(small)).values().forEach(f -> f.apply(parser.parse(small)));
            int[] sizes = {full / 4, full / 2, full};
            Map<String, double[]> times = new LinkedHashMap<>();
            for (int s = 0; s < 3; s++) {
                byte[] raw = raw(e.getValue().body().apply(sizes[s]));
                Map<String, Function<Mail, Object>> named = new LinkedHashMap<>();
                named.put("parse", m -> parser.parse(raw));
                named.putAll(stages.prepare(parser.parse(raw)));
                for (Map.Entry<String, Function<Mail, Object>> st : named.entrySet()) {
                    double[] t = times.computeIfAbsent(st.getKey(), k -> new double[] {-1, -1, -1});
                    if (s > 0 && (t[s - 1] < 0 || t[s - 1] > skip)) {
                        continue;
                    }
                    t[s] = medianSeconds(runs, raw, parser, st.getValue(), skip);
                }
            }
            for (Map.Entry<String, double[]> t : times.entrySet()) {
                double[] v = t.getValue();
                boolean timed = v[2] >= 0.001;
                System.out.printf(Locale.ROOT, "%-14s %-11s %10.4f %10s %10s %7s %7s%n", e.getKey(), t.getKey(),
                        v[0], cell(v[1]), cell(v[2]), timed ? ratio(v[1], v[0]) : "-", timed ? ratio(v[2], v[1])
                                : "-");
            }
        }
    }

    /**
     * Median CPU seconds of {@code stage} over {@code runs} freshly parsed copies of {@code raw} (the extractors
     * share per-message work through the message's identity, so each run gets its own, as each message of an
     * ingest does); a first run over {@code skip} seconds is the answer alone.
     */
    public static double medianSeconds(int runs, byte[] raw, MailParser parser, Function<Mail, Object> stage,
            double skip) {
        double[] s = new double[runs];
        for (int r = 0; r < runs; r++) {
            Mail m = parser.parse(raw);
            long t0 = CPU.getCurrentThreadCpuTime();
            stage.apply(m);
            s[r] = (CPU.getCurrentThreadCpuTime() - t0) / 1e9;
            if (r == 0 && s[0] > skip) {
                return s[0];
            }
        }
        Arrays.sort(s);
        return s[runs / 2];
    }

    private static String cell(double v) {
        return v < 0 ? "skipped" : String.format(Locale.ROOT, "%.4f", v);
    }

    private static String ratio(double a, double b) {
        return a < 0 || b <= 0 ? "-" : String.format(Locale.ROOT, "%.2f", a / b);
    }

    /** The names of the inputs, for a test that walks them all. */
    public static List<String> names() {
        return List.copyOf(inputs().keySet());
    }
}
