package dev.lkmltriage.extract;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A tuning tool, not a test: compares two builds' whole extraction (classes directories A and B) on the same input,
 * one fresh JVM per side and pair, A first in odd pairs and B first in even ones, each running {@link ExtractProfile}
 * with {@code -Dstages=ALL}, its JIT-quiet warm-up and a fixed 1 GB heap. Prints each pair's CPU seconds (the
 * median of the JVM's timed rounds), the machine's load, and B/A; then the median of the JVMs' medians per side and
 * the median ratio. One JVM's JIT decisions move its median by a tenth or more, so a figure is a median of JVMs.
 *
 * <p>Run: {@code java -cp target/test-classes:$(cat target/cp.txt) dev.lkmltriage.extract.ExtractPairs INPUT 4000
 * ROUNDS PAIRS CLASSES_A CLASSES_B [JVM OPTION...]}; with A and B the same directory it shows one build's spread.
 */
public final class ExtractPairs {
    private static final Pattern ALL = Pattern.compile("ALL extraction\\s+([0-9.]+) s CPU");
    private static final Pattern TEXT = Pattern.compile("([0-9.]+) MB of decoded text");
    private static final Pattern WARM = Pattern.compile("warm-up rounds: (\\d+)");

    private ExtractPairs() {
    }

    public static void main(String[] args) throws IOException, InterruptedException {
        String input = args[0];
        String count = args[1];
        String rounds = args[2];
        int pairs = Integer.parseInt(args[3]);
        String[] sides = {args[4], args[5]};
        List<String> jvm = new ArrayList<>(Arrays.asList(args).subList(6, args.length));
        double[][] secs = new double[2][pairs];
        double[] ratios = new double[pairs];
        double mb = 0;
        for (int p = 0; p < pairs; p++) {
            int first = p % 2;
            StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "pair %d", p + 1));
            for (int k = 0; k < 2; k++) {
                int side = (first + k) % 2;
                String load = Files.readString(Path.of("/proc/loadavg")).split(" ")[0];
                Run run = run(sides[side], input, count, rounds, jvm);
                secs[side][p] = run.seconds;
                mb = run.mb;
                line.append(String.format(Locale.ROOT, "  %s load %s: %.3f s (%.1f MB/s, %d warm-up)",
                        side == 0 ? "A" : "B", load, run.seconds, run.mb / run.seconds, run.warmup));
            }
            ratios[p] = secs[1][p] / secs[0][p];
            System.out.println(line.append(String.format(Locale.ROOT, "  B/A %.2f", ratios[p])));
        }
        double a = median(secs[0]);
        double b = median(secs[1]);
        System.out.printf(Locale.ROOT, "median of JVM medians: A %.3f s (%.1f MB/s), B %.3f s (%.1f MB/s); "
                + "median B/A %.2f; A spread %.1f-%.1f MB/s, B spread %.1f-%.1f MB/s%n", a, mb / a, b, mb / b,
                median(ratios), mb / max(secs[0]), mb / min(secs[0]), mb / max(secs[1]), mb / min(secs[1]));
    }

    private record Run(double seconds, double mb, int warmup) {
    }

    private static Run run(String classes, String input, String count, String rounds, List<String> jvm)
            throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>();
        cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        cmd.add("-Xms1g");
        cmd.add("-Xmx1g");
        // the tables under models/ are found from triage.home, else the working directory
        cmd.add("-Dtriage.home=" + Path.of(System.getProperty("triage.home", ".")).toAbsolutePath().normalize());
        cmd.addAll(jvm);
        cmd.add("-Dstages=ALL");
        cmd.add("-cp");
        // the build's classes first, so that they win over any others on this tool's own class path
        cmd.add(classes + java.io.File.pathSeparator + System.getProperty("java.class.path"));
        cmd.add(ExtractProfile.class.getName());
        cmd.addAll(List.of(input, count, rounds));
        Process proc = new ProcessBuilder(cmd).redirectError(ProcessBuilder.Redirect.INHERIT).start();
        double seconds = Double.NaN;
        double mb = Double.NaN;
        int warmup = -1;
        java.util.ArrayDeque<String> tail = new java.util.ArrayDeque<>(); // the child's last lines, for the error
        try (BufferedReader out = new BufferedReader(new InputStreamReader(proc.getInputStream(),
                StandardCharsets.UTF_8))) {
            for (String l; (l = out.readLine()) != null; ) {
                if (tail.size() == 5) {
                    tail.removeFirst();
                }
                tail.addLast(l);
                Matcher m;
                if (l.contains("rounds, CPU s/JIT ms")) {
                    System.out.println(l); // with -Drounds.print=true: every round, for a look at the warm-up
                } else if ((m = ALL.matcher(l)).find()) {
                    seconds = Double.parseDouble(m.group(1));
                } else if ((m = TEXT.matcher(l)).find()) {
                    mb = Double.parseDouble(m.group(1));
                } else if ((m = WARM.matcher(l)).find()) {
                    warmup = Integer.parseInt(m.group(1));
                }
            }
        }
        int exit = proc.waitFor();
        if (exit != 0 || Double.isNaN(seconds)) {
            // exit 137 is a kill (often the kernel's OOM killer when many 1 GB JVMs share a machine); 0 with no
            // figure means the output's format changed
            throw new IOException("ExtractProfile failed on " + classes + ": exit " + exit
                    + (Double.isNaN(seconds) ? ", no whole-extraction figure" : "") + "; its last lines: " + tail);
        }
        return new Run(seconds, mb, warmup);
    }

    static double median(double[] xs) {
        double[] s = xs.clone();
        Arrays.sort(s);
        return s.length % 2 == 1 ? s[s.length / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
    }

    private static double max(double[] xs) {
        return Arrays.stream(xs).max().orElse(Double.NaN);
    }

    private static double min(double[] xs) {
        return Arrays.stream(xs).min().orElse(Double.NaN);
    }
}
