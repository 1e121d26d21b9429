package dev.lkmltriage.cli;

import dev.lkmltriage.ingest.ProgressListener;
import java.io.PrintStream;
import java.util.Locale;

/**
 * Progress on standard error: a bar with rate and ETA redrawn in place on a terminal, a plain line every
 * {@value #PLAIN_EVERY_SECONDS} seconds otherwise (logs, CI).
 */
final class ProgressPrinter implements ProgressListener {
    private static final int PLAIN_EVERY_SECONDS = 5;
    private final PrintStream err;
    private final boolean enabled;
    private final boolean terminal;
    private final long started = System.nanoTime();
    private long lastPlain = System.nanoTime();
    private boolean drawn;

    ProgressPrinter(PrintStream err, boolean enabled, boolean terminal) {
        this.err = err;
        this.enabled = enabled;
        this.terminal = terminal;
    }

    /** Progress on standard error, unless {@code quiet}. */
    static ProgressPrinter forStderr(boolean quiet) {
        return new ProgressPrinter(System.err, !quiet, System.console() != null);
    }

    @Override
    public void progress(String source, long done, long estimate) {
        if (!enabled) {
            return;
        }
        double seconds = (System.nanoTime() - started) / 1e9;
        double rate = seconds > 0 ? done / seconds : 0;
        if (terminal) {
            err.print("\r" + line(done, estimate, rate) + "   ");
            err.flush();
            drawn = true;
        } else if (System.nanoTime() - lastPlain > PLAIN_EVERY_SECONDS * 1_000_000_000L) {
            lastPlain = System.nanoTime();
            err.println("ingest: " + line(done, estimate, rate) + "  (" + source + ")");
        }
    }

    /** Ends the bar's line so that the summary starts on a fresh one. */
    void finish() {
        if (drawn) {
            err.println();
        }
    }

    static String line(long done, long estimate, double rate) {
        StringBuilder b = new StringBuilder();
        if (estimate > 0) {
            int width = 30;
            int filled = (int) Math.min(width, done * width / Math.max(1, estimate));
            b.append('[').append("#".repeat(filled)).append(".".repeat(width - filled)).append("] ");
            b.append(done).append('/').append(estimate);
        } else {
            b.append(done).append(" read");
        }
        b.append(String.format(Locale.ROOT, "  %.0f msg/s", rate));
        if (estimate > done && rate > 0) {
            long eta = (long) ((estimate - done) / rate);
            b.append(String.format(Locale.ROOT, "  ETA %d:%02d", eta / 60, eta % 60));
        }
        return b.toString();
    }
}
