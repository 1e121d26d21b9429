package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.bench.GrowthBench;
import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.MailParser;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import java.util.function.IntFunction;
import org.junit.jupiter.api.Test;

/**
 * Hostile input grows the work linearly: a stage's CPU time on an input four times as large, against the same
 * stage's on the input itself, measured in one test (interleaved, median of five, this thread's CPU time), stays
 * under 12 where a linear walk gives about 4 and a quadratic one 16 or more. No absolute time is asserted: on a
 * shared machine the load slows both sizes alike. The inputs are {@link GrowthBench}'s, whose main prints the ratios
 * of every stage.
 */
class HostileGrowthTest {
    /** A linear stage gives about 4; this leaves room for noise on a loaded machine, not for a quadratic walk. */
    private static final double LINEAR_BOUND = 12;
    /** Times under this are read as this, so that timer noise on a tiny input makes no ratio. */
    private static final double FLOOR_SECONDS = 0.002;

    private final MailParser parser = new MailParser();

    @Test
    void aLineOfCommitIdsCostsLinearTime() {
        // each hex word looked back to its line's start and ahead to its end: a line of ids was quadratic
        CommitExtractor commits = new CommitExtractor();
        assertLinear("a line of commit ids", GrowthBench::commitHashes, 10_000, commits::extract);
    }

    @Test
    void wholeLinesAreFoundAsTheScansFoundThem() {
        java.util.Random r = new java.util.Random(7);
        for (int round = 0; round < 200; round++) {
            StringBuilder b = new StringBuilder();
            for (int i = r.nextInt(60); i > 0; i--) {
                b.append("ab\n>".charAt(r.nextInt(4)));
            }
            String text = b.toString();
            VersionsText t = new VersionsText(text, java.util.List.of());
            for (int at = 0; at <= text.length(); at++) {
                int end = text.indexOf('\n', at);
                assertEquals(text.lastIndexOf('\n', at - 1) + 1, t.wholeLineStart(at), text + " @" + at);
                assertEquals(end < 0 ? text.length() : end, t.wholeLineEnd(at), text + " @" + at);
            }
        }
    }

    @Test
    void aLogLineAfterAHugeLineIsStillALogLine() {
        String body = "x".repeat(2_000_000) + "\n\nThe log:\n> * 9c2dfb396722 PCI: Add absent link waits\n";
        List<CommitFact> facts = new CommitExtractor().extract(parser.parse(GrowthBench.raw(body)));
        assertEquals(1, facts.size(), facts.toString());
        assertEquals("9c2dfb396722", facts.get(0).hash());
    }

    private void assertLinear(String what, IntFunction<String> body, int n, Function<Mail, ?> stage) {
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
