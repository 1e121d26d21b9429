package dev.lkmltriage.cli;

import dev.lkmltriage.extract.Bandwidth;
import dev.lkmltriage.probe.ProbeOptions;
import dev.lkmltriage.probe.repro.AllowList;
import dev.lkmltriage.probe.repro.BisectVerdict;
import dev.lkmltriage.probe.repro.ReproResult;
import dev.lkmltriage.probe.repro.ReproRunner;
import dev.lkmltriage.probe.repro.ReproStore;
import dev.lkmltriage.probe.repro.Summary;
import dev.lkmltriage.probe.repro.Target;
import dev.lkmltriage.probe.repro.TargetRefusedException;
import java.io.IOException;
import java.net.InetAddress;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code triage bisect-run}: a throughput test with git bisect run's exit codes. */
@Command(name = "bisect-run", mixinStandardHelpOptions = true, exitCodeOnInvalidInput = BisectVerdict.ABORT,
        description = {"Measure throughput to an allow-listed target for 'git bisect run': several runs, and the"
                + " median compared with THRESHOLD of the baseline, so one noisy run does not flip the verdict.",
            "Example: git bisect run sh -c 'make install && reboot-and-wait && triage bisect-run --target"
                + " 192.0.2.7 --threshold 80%% --baseline 696Mbit/s'",
            "Exit status: 0 good (median >= threshold x baseline), 1 bad, 125 skip (the target is unreachable or a"
                + " run failed: git bisect skips the commit), 128 bad usage, no baseline or a target that is not"
                + " allow-listed (git bisect stops: no commit can fix those)."})
final class BisectRunCommand implements Callable<Integer> {
    private static final Pattern BITS = Pattern.compile("(\\d+(?:\\.\\d+)?)\\s*([kKmMgG]?)");

    @Mixin
    CommonOptions common;

    @Option(names = "--target", required = true, paramLabel = "HOST[:PORT]",
            description = "The probe server (triage probe server or iperf3 -s; port default 5201).")
    String target;

    @Option(names = "--threshold", required = true, paramLabel = "PCT",
            description = "Good when the median reaches this share of the baseline: 80%%, 80 or 0.8.")
    String threshold;

    @Option(names = "--baseline", paramLabel = "BPS",
            description = "The good figure: bits/s (696000000, 696M) or a rate (696Mbit/s, 83MB/s).")
    String baseline;

    @Option(names = "--cluster", paramLabel = "ID",
            description = "Without --baseline: use the mean of the cluster's latest stored 'triage repro' result.")
    String cluster;

    @Option(names = "--runs", defaultValue = "3", paramLabel = "N", description = "Runs (default ${DEFAULT-VALUE}).")
    int runs;

    @Option(names = {"-t", "--time"}, defaultValue = "10", paramLabel = "SECS",
            description = "Seconds per run (default ${DEFAULT-VALUE}).")
    int seconds;

    @Option(names = {"-R", "--reverse"}, description = "The target sends, this host receives.")
    boolean reverse;

    @Option(names = {"-P", "--parallel"}, defaultValue = "1", paramLabel = "N", description = "Parallel streams.")
    int parallel;

    @Option(names = {"-l", "--length"}, defaultValue = "128K", converter = ProbeSizeConverter.class,
            paramLabel = "LEN", description = "Bytes per write (default ${DEFAULT-VALUE}).")
    int length;

    @Override
    public Integer call() {
        double fraction;
        Target t;
        ProbeOptions options;
        InetAddress addr;
        try {
            fraction = BisectVerdict.parseThreshold(threshold);
            t = Target.parse(target);
            if (runs < 1 || runs > 25) {
                throw new IllegalArgumentException("--runs " + runs + " is out of range: use 1 to 25 (3 is usual)");
            }
            addr = AllowList.load(common.dataDir()).check(t);
            options = ProbeOptions.defaults(addr.getHostAddress()).withPort(t.port()).withSeconds(seconds)
                    .withInterval(0).withReverse(reverse).withParallel(parallel).withLen(length);
        } catch (IllegalArgumentException | TargetRefusedException | IOException e) {
            throw new UserException(e.getMessage(), BisectVerdict.ABORT);
        }
        double base = baseline();
        List<Double> figures = new ArrayList<>();
        ReproRunner.Probe probe = ReproRunner.real();
        for (int i = 0; i < runs; i++) {
            try {
                figures.add(probe.run(options));
            } catch (IOException | RuntimeException e) {
                BisectVerdict skip = BisectVerdict.skip("run " + (i + 1) + " of " + runs + " against " + t
                        + " failed: " + e.getMessage());
                System.out.println(skip.line());
                return skip.exitCode();
            }
        }
        BisectVerdict v = BisectVerdict.of(Summary.of(figures), base, fraction);
        System.out.println(v.line());
        return v.exitCode();
    }

    private double baseline() {
        if (baseline != null) {
            double b = parseRate(baseline);
            if (!(b > 0)) {
                throw new UserException("--baseline '" + baseline + "' is not a rate: write bits/s (696000000,"
                        + " 696M) or a rate with its unit (696Mbit/s)", BisectVerdict.ABORT);
            }
            return b;
        }
        if (cluster == null) {
            throw new UserException("no baseline: give --baseline BPS, or --cluster ID after a 'triage repro ID'"
                    + " run on a good kernel", BisectVerdict.ABORT);
        }
        Optional<ReproResult> last;
        try {
            last = ReproStore.in(common.dataDir()).latest(cluster.strip());
        } catch (IOException | IllegalArgumentException e) {
            throw new UserException("cannot read stored results of cluster " + cluster + ": " + e.getMessage(),
                    BisectVerdict.ABORT);
        }
        return last.map(r -> r.comparedSeries().summary().mean()).orElseThrow(() -> new UserException(
                "no stored 'triage repro' result for cluster " + cluster + " in " + common.dataDir()
                        + ": run 'triage repro " + cluster + " --target HOST' on a good kernel first, or give"
                        + " --baseline BPS", BisectVerdict.ABORT));
    }

    /** Bits/s from {@code 696000000}, {@code 696M} (bits, SI) or any rate {@link Bandwidth} reads. */
    static double parseRate(String text) {
        Matcher m = BITS.matcher(text.strip());
        if (m.matches()) {
            double v = Double.parseDouble(m.group(1));
            return switch (m.group(2).toUpperCase(java.util.Locale.ROOT)) {
                case "K" -> v * 1e3;
                case "M" -> v * 1e6;
                case "G" -> v * 1e9;
                default -> v;
            };
        }
        try {
            return Bandwidth.parse(text).bitsPerSecond();
        } catch (IllegalArgumentException e) {
            return -1;
        }
    }
}
