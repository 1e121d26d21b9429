package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** {@link Needle} answers exactly as the bounded scan it replaces, in any order of questions, and stays linear. */
class NeedleTest {

    @Test
    void sameAnswersAsTheBoundedScanForwardBackwardAndOutOfRange() {
        Random r = new Random(42);
        String[] needles = {":", ": ", "CONFIG_", "ab", "aab", "b"};
        for (int round = 0; round < 2000; round++) {
            StringBuilder sb = new StringBuilder();
            int len = r.nextInt(60);
            for (int i = 0; i < len; i++) {
                sb.append("ab: \nCONFIG_\u0101".charAt(r.nextInt(13)));
            }
            String text = sb.toString();
            for (String n : needles) {
                for (boolean shared : new boolean[] {true, false}) {
                Needle needle = new Needle(text, n, shared);
                int from = -2;
                for (int q = 0; q < 12; q++) {
                    // mostly forward like a line walk, sometimes back, sometimes past either end
                    from = r.nextInt(5) == 0 ? r.nextInt(len + 3) - 2 : from + r.nextInt(8);
                    int to = from + r.nextInt(12) - 2;
                    assertEquals(HardwareScan.find(text, n, from, to), needle.in(from, to),
                            () -> "text=" + text.replace("\n", "\\n") + " needle=" + n);
                }
                }
            }
        }
    }

    @Test
    void aLineWalkOverManyShortLinesWithoutTheNeedleIsLinear() {
        // 2 MB of one-character lines and the needle only at the very end: one indexOf, not one per line
        String text = "x\n".repeat(1_000_000) + "CONFIG_Y=y";
        assertTimeoutPreemptively(TimeBudget.seconds(5), () -> {
            Needle needle = new Needle(text, "CONFIG_", true);
            int hits = 0;
            for (int line = 0; line < 1_000_000; line++) {
                hits += needle.in(line * 2, line * 2 + 1) >= 0 ? 1 : 0;
            }
            assertEquals(0, hits);
            assertEquals(2_000_000, needle.in(2_000_000, text.length()));
        });
    }
}
