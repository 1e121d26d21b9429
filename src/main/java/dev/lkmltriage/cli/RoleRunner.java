package dev.lkmltriage.cli;

import java.io.PrintStream;
import java.util.function.BooleanSupplier;
import java.util.function.LongSupplier;
import java.util.function.Supplier;

/**
 * Runs a Kafka role in the foreground: until Ctrl-C (which stops it cleanly, committing the batch in hand), until
 * it fails, or, with {@code --until-idle}, until nothing arrived for that long. Prints its counts now and then.
 */
final class RoleRunner {
    private RoleRunner() {
    }

    /**
     * @param consumed  the role's count of consumed records, to see it idle
     * @param failure   why it stopped on its own, or null
     * @param status    a line of counts
     * @param untilIdle seconds without new records after which to stop; 0 runs for ever
     */
    static int run(String name, AutoCloseable role, LongSupplier consumed, Supplier<Throwable> failure,
                   BooleanSupplier stopped, Supplier<String> status, int untilIdle, boolean quiet,
                   PrintStream err) throws Exception {
        Thread hook = new Thread(() -> {
            try {
                role.close();
            } catch (Exception e) {
                err.println("triage " + name + ": " + e.getMessage());
            }
        }, "triage-" + name + "-stop");
        Runtime.getRuntime().addShutdownHook(hook);
        try {
            long last = consumed.getAsLong();
            long lastChange = System.nanoTime();
            long lastPrint = System.nanoTime();
            while (!stopped.getAsBoolean()) {
                Thread.sleep(100);
                long now = System.nanoTime();
                long c = consumed.getAsLong();
                if (c != last) {
                    last = c;
                    lastChange = now;
                }
                if (!quiet && now - lastPrint > 10_000_000_000L) {
                    lastPrint = now;
                    err.println(name + ": " + status.get());
                }
                if (untilIdle > 0 && now - lastChange > untilIdle * 1_000_000_000L) {
                    break;
                }
            }
        } finally {
            role.close();
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException e) {
                // already shutting down: the hook runs (close is idempotent enough: the loops are stopped)
            }
        }
        if (!quiet) {
            err.println(name + ": " + status.get());
        }
        Throwable f = failure.get();
        if (f != null) {
            throw new UserException(name + " stopped: " + f.getMessage()
                    + " (it resumes from its last committed offset when started again)", ExitCodes.FAILED);
        }
        return ExitCodes.OK;
    }
}
