package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.testkit.TimeBudget;
import java.time.Duration;
import java.util.List;
import java.util.Random;
import java.util.function.IntFunction;
import org.junit.jupiter.api.Test;

/**
 * Hostile input: huge, pathological and garbage texts finish in linear time (generous limits, the build machine is
 * shared) and never throw; figures stay within the text and within the per-message cap.
 */
class ThroughputHostileTest {
    private static final Duration LIMIT = TimeBudget.seconds(60);
    private static final int TEN_MB = 10 << 20;

    private final ThroughputExtractor extractor = new ThroughputExtractor();
    private final RegressionBuilder regressions = new RegressionBuilder();

    private static String repeat(String unit, int totalChars) {
        return unit.repeat(Math.max(1, totalChars / unit.length()));
    }

    private void survives(String text) {
        assertTimeoutPreemptively(LIMIT, () -> {
            Mail mail = FiguresMails.mail(text);
            List<KernelFact> kernels = List.of(new KernelFact("6.1", "6.1", "good", false, 0, Math.min(3,
                    text.length())));
            List<ThroughputFact> facts = extractor.extractUnsafe(mail, kernels);
            assertTrue(facts.size() <= ThroughputExtractor.MAX_FIGURES);
            for (ThroughputFact f : facts) {
                assertTrue(f.start() >= 0 && f.start() < f.end() && f.end() <= text.length(), f.toString());
                assertTrue(Double.isFinite(f.bitsPerSecond()) && f.bitsPerSecond() >= 0);
            }
            regressions.buildUnsafe(mail, kernels, List.of(), facts, List.of());
        });
    }

    @Test
    void tenMegabyteLineOfFigures() {
        survives(repeat("around 1 Mbit/s, ", TEN_MB));
    }

    @Test
    void tenMegabyteLineOfLetters() {
        survives(repeat("a", TEN_MB));
    }

    @Test
    void millionHexDigits() {
        Random r = new Random(1);
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < 1_000_000; i++) {
            b.append("0123456789abcdef".charAt(r.nextInt(16)));
        }
        survives(b + " Mbit/s");
        survives(repeat("9", 1_000_000) + " Mbit/s");
    }

    @Test
    void deeplyNestedQuotes() {
        survives(">".repeat(1_000_000) + " [  5]  0.0-10.0 sec   832 MBytes   696 Mbits/sec\n");
        survives(repeat("> > > > > > > > > > about 3 MB/s\n", TEN_MB / 2));
    }

    @Test
    void millionsOfIperfLines() {
        survives(repeat("[  5]   1.00-2.00   sec   112 MBytes   941 Mbits/sec    0    375 KBytes\n", TEN_MB));
        survives(repeat("[  5]   0.00-1.00   sec   112 MBytes   941 Mbits/sec    0   sender\n", TEN_MB));
        survives(repeat("[  5] local 10.0.0.1 port 5001 connected with 10.0.0.2 port 5001\n", TEN_MB / 2));
        survives(repeat("$ iperf3 -c host -R\n", TEN_MB / 2));
    }

    @Test
    void truncatedAndBrokenToolOutput() {
        survives("[  5]   0.00-10.00  sec  1.09 GBytes   935 Mbits/s");
        survives("[  5]   0.00-10.00  sec  1.09 GBytes   935");
        survives("[  5]   0.00-");
        survives("[");
        survives("[SUM]");
        survives("Size   Size    Size     Time     Throughput\nbytes  bytes   bytes    secs.    10^6bits/sec\n");
        survives("Throughput\n10^9bits/sec\n1 2 3 4 5 6 7 8 9\n1 2 3\n");
        survives(repeat("Throughput\n", TEN_MB / 2));
        survives(repeat("1-", TEN_MB / 2) + "2 Mbit/s");
        survives(repeat("[ 1]", TEN_MB / 2));
    }

    @Test
    void binaryGarbage() {
        Random r = new Random(7);
        IntFunction<String> garbage = n -> {
            StringBuilder b = new StringBuilder(n);
            for (int i = 0; i < n; i++) {
                b.append((char) r.nextInt(0x3000));
            }
            return b.toString();
        };
        for (int i = 0; i < 5; i++) {
            survives(garbage.apply(1 << 20));
        }
        survives("\u0000\uffff\ud800 12 Mbit/s \udfff");
    }

    @Test
    void manyDirectionWordsAndKernels() {
        String text = repeat("send receive TX RX 6.1 ", TEN_MB / 2) + " 5 Mbit/s";
        survives(text);
        // Only what the text says is a figure, however many words surround it.
        List<ThroughputFact> facts = extractor.extractUnsafe(FiguresMails.mail(text), List.of());
        assertEquals(1, facts.size());
    }

    @Test
    void capOnFiguresPerMessage() {
        String text = repeat("7 Mbit/s ", 1 << 20);
        List<ThroughputFact> facts = extractor.extractUnsafe(FiguresMails.mail(text), List.of());
        assertEquals(ThroughputExtractor.MAX_FIGURES, facts.size());
    }

    @Test
    void nullsAndEmptiesYieldNothing() {
        assertEquals(List.of(), extractor.extract(null, null));
        assertEquals(List.of(), extractor.extract(FiguresMails.mail(""), null));
        assertEquals(null, regressions.build(null, null, null, null, null));
        assertEquals(null, regressions.build(FiguresMails.mail(""), null, null, null, null));
    }
}
