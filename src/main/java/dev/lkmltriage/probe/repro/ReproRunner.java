package dev.lkmltriage.probe.repro;

import dev.lkmltriage.probe.ProbeClient;
import dev.lkmltriage.probe.ProbeException;
import dev.lkmltriage.probe.ProbeOptions;
import java.io.IOException;
import java.net.InetAddress;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;

/**
 * Runs a plan several times against an allow-listed target and compares the outcome with the report. Rounds
 * alternate the directions (forward, reverse, forward, ...) so drift on the link affects each alike. Each figure is
 * what the receiving end counted.
 */
public final class ReproRunner {
    /** At most this many runs per direction: a plan is a measurement, not a load generator. */
    public static final int MAX_RUNS = 100;

    /** One probe run; the real one is {@link #real()}. */
    @FunctionalInterface
    public interface Probe {
        /** @return bits per second the receiving end counted */
        double run(ProbeOptions o) throws IOException;
    }

    /** Progress for people while the runs go on. */
    @FunctionalInterface
    public interface Progress {
        void ran(String direction, int run, int of, double bps);
    }

    private ReproRunner() {
    }

    /**
     * The probe client, against a probe server or a real {@code iperf3 -s}. A server still closing the previous run
     * answers "busy" (ACCESS_DENIED) to the next one for a moment, and iperf3 re-opens its listening socket between
     * tests, so a client arriving then is refused or dropped before the test begins. Once a run has got through
     * (so somebody does listen there), any of these is retried for up to {@value #BUSY_RETRY_MILLIS} ms before it
     * counts as a failure; a busy answer is retried from the first run.
     */
    public static Probe real() {
        return retrying(o -> ProbeClient.run(o).receivedBps(), BUSY_RETRY_MILLIS);
    }

    /** {@code probe} with the retries {@link #real()} describes, waiting at most {@code retryMillis} per run. */
    static Probe retrying(Probe probe, long retryMillis) {
        boolean[] reached = {false};
        return o -> {
            long deadline = System.nanoTime() + retryMillis * 1_000_000L;
            long pause = 50;
            while (true) {
                try {
                    double bps = probe.run(o);
                    reached[0] = true;
                    return bps;
                } catch (ProbeException e) {
                    ProbeException.Reason why = e.reason();
                    boolean again = why == ProbeException.Reason.BUSY || reached[0]
                            && (why == ProbeException.Reason.REFUSED || why == ProbeException.Reason.DROPPED);
                    if (!again || System.nanoTime() + pause * 1_000_000L > deadline) {
                        throw e;
                    }
                    sleep(pause);
                    pause = Math.min(pause * 2, 1000);
                }
            }
        };
    }

    /** How long a busy server is retried. */
    static final long BUSY_RETRY_MILLIS = 5_000;

    private static void sleep(long millis) throws IOException {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new java.io.InterruptedIOException("interrupted while waiting for a busy probe server");
        }
    }

    /**
     * Checks {@code target} against {@code allow}, runs the plan {@code runs} times per direction ({@code seconds}
     * > 0 overrides the planned duration) and compares with the reported figures.
     *
     * @throws TargetRefusedException before anything is sent, when the target is not allow-listed
     * @throws IOException            when a run fails (unreachable target, protocol error); no result is made
     */
    public static ReproResult run(ReproSubject subject, Target target, AllowList allow, int runs, int seconds,
            Probe probe, Progress progress) throws IOException {
        if (runs < 1 || runs > MAX_RUNS) {
            throw new IllegalArgumentException("runs " + runs + " is out of range 1.." + MAX_RUNS
                    + ": use --runs 3 to 10");
        }
        InetAddress addr = allow.check(target);
        ProbePlan plan = subject.plan();
        List<ProbeOptions> options = plan.options(addr.getHostAddress(), target.port(), seconds);
        List<List<Double>> figures = new ArrayList<>();
        options.forEach(o -> figures.add(new ArrayList<>()));
        for (int round = 1; round <= runs; round++) {
            for (int d = 0; d < options.size(); d++) {
                double bps = probe.run(options.get(d));
                figures.get(d).add(bps);
                if (progress != null) {
                    progress.ran(plan.directions().get(d).label(), round, runs, bps);
                }
            }
        }
        List<RunSeries> series = new ArrayList<>();
        for (int d = 0; d < options.size(); d++) {
            series.add(new RunSeries(plan.directions().get(d).label(), Summary.of(figures.get(d))));
        }
        RunSeries compared = compared(series, subject.figures(), plan);
        Comparison c = Comparison.of(compared.summary(), subject.figures(), Comparison.DEFAULT_TOLERANCE);
        String sentence = c.sentence() + (series.size() > 1 ? " (" + compared.direction() + " run)" : "");
        return new ReproResult(subject.clusterId(), subject.messageId(),
                Instant.now().truncatedTo(ChronoUnit.SECONDS).toString(), target.toString(), addr.getHostAddress(),
                plan, series, subject.figures(), compared.direction(), c.verdict(), sentence);
    }

    /**
     * The run the report's figures describe: the reverse run when they are about receiving and the plan has one
     * (the reporter's {@code -r} second half), else the first.
     */
    static RunSeries compared(List<RunSeries> series, ReportedFigures figures, ProbePlan plan) {
        if (figures.aboutReceiving()) {
            for (RunSeries s : series) {
                if (s.direction().equals(ProbePlan.Direction.REVERSE.label())) {
                    return s;
                }
            }
        }
        return series.get(0);
    }
}
