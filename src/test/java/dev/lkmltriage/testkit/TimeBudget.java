package dev.lkmltriage.testkit;

import java.lang.management.ManagementFactory;
import java.time.Duration;

/**
 * Time limits for the tests that prove hostile input finishes in linear time.
 *
 * <p>Such a limit is there to catch a quadratic walk, which on the megabyte inputs these tests build takes hours, not
 * to time the code: a linear pass takes well under a second on a quiet machine. These machines are shared, and at a
 * load of many runnable threads per core a fixed limit of a few seconds fails a linear pass that merely waited for
 * the CPU. So a budget grows with the load average per core when the test starts (never shrinks below the written
 * limit, and at most tenfold), and {@code -Dtriage.test.timeScale=F} sets the factor outright.
 */
public final class TimeBudget {
    private static final double MAX_SCALE = 10;

    private TimeBudget() {
    }

    /** {@code seconds}, scaled for the machine's current load. */
    public static Duration seconds(long seconds) {
        return Duration.ofMillis(Math.round(seconds * 1000 * scale()));
    }

    /** The factor limits are multiplied by now: 1 on an idle machine, the load per core on a busy one. */
    public static double scale() {
        String forced = System.getProperty("triage.test.timeScale");
        if (forced != null) {
            try {
                return Math.max(0.01, Double.parseDouble(forced));
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("triage.test.timeScale is not a number: " + forced, e);
            }
        }
        double load = ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
        int cores = Runtime.getRuntime().availableProcessors();
        return load < 0 ? 1 : Math.min(MAX_SCALE, Math.max(1, load / cores));
    }
}
