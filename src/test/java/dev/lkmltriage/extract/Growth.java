package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.bench.GrowthBench;
import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.MailParser;
import java.util.Arrays;
import java.util.Locale;
import java.util.function.Function;
import java.util.function.IntFunction;

/**
 * The growth check of the hostile tests: a stage's CPU time on an input four times as large, against the same
 * stage's on the input itself (interleaved, median of five, this thread's CPU time), stays under
 * {@value #LINEAR_BOUND} where a linear walk gives about 4 and a quadratic one 16 or more. No absolute time is
 * asserted: on a shared machine the load slows both sizes alike.
 */
final class Growth {
    /** A linear stage gives about 4; this leaves room for noise on a loaded machine, not for a quadratic walk. */
    static final double LINEAR_BOUND = 12;
    /** Times under this are read as this, so that timer noise on a tiny input makes no ratio. */
    private static final double FLOOR_SECONDS = 0.002;

    private Growth() {
    }

    /** Asserts that {@code stage} over the body built at {@code n} and at {@code 4n} grows about linearly. */
    static void assertLinear(String what, IntFunction<String> body, int n, Function<Mail, ?> stage) {
        MailParser parser = new MailParser();
        byte[] small = GrowthBench.raw(body.apply(n));
        byte[] large = GrowthBench.raw(body.apply(4 * n));
        stage.apply(parser.parse(small)); // the JIT's first compiles belong to neither size
        double[] ts = new double[5];
        double[] tl = new double[5];
        for (int r = 0; r < 5; r++) {
            ts[r] = GrowthBench.medianSeconds(1, small, parser, stage::apply, Double.MAX_VALUE);
            tl[r] = GrowthBench.medianSeconds(1, large, parser, stage::apply, Double.MAX_VALUE);
        }
        Arrays.sort(ts);
        Arrays.sort(tl);
        double ratio = tl[2] / Math.max(ts[2], FLOOR_SECONDS);
        assertTrue(ratio < LINEAR_BOUND, String.format(Locale.ROOT, "%s: %.4f s at n, %.4f s at 4n, ratio %.1f",
                what, ts[2], tl[2], ratio));
    }
}
