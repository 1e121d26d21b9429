package dev.lkmltriage.probe.repro;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The arithmetic of a reproduction: t-intervals, verdict sentences, bisect thresholds. */
class StatsAndVerdictTest {

    @Test
    void tIntervalForFiveRuns() {
        Summary s = Summary.of(List.of(680e6, 690e6, 700e6, 685e6, 695e6));
        assertEquals(690e6, s.mean(), 1);
        assertEquals(7.9057e6, s.stddev(), 1e3);
        // t(0.975, 4) = 2.776: half-width 2.776 * 7.9057 / sqrt 5
        assertEquals(9.815e6, s.ciHalfWidth(), 1e4);
        assertEquals(690e6, s.median(), 1);
    }

    @Test
    void tValuesApproachTheNormalOne() {
        assertEquals(12.706, Summary.t95(1), 1e-9);
        assertEquals(2.042, Summary.t95(30), 1e-9);
        assertTrue(Summary.t95(35) < 2.042 && Summary.t95(35) > 2.021);
        assertEquals(1.96, Summary.t95(1_000_000), 1e-3);
    }

    @Test
    void oneRunHasNoInterval() {
        Summary s = Summary.of(List.of(5e8));
        assertTrue(Double.isNaN(s.ciHalfWidth()));
        assertEquals("measured 500 Mbit/s (1 run): matches neither the reported good figure 900 Mbit/s",
                Comparison.of(s, new ReportedFigures(9e8, null, null, "t"), 0.1).sentence());
        assertThrows(IllegalArgumentException.class, () -> Summary.of(List.of()));
        assertThrows(IllegalArgumentException.class, () -> Summary.of(List.of(Double.NaN)));
    }

    @Test
    void verdictSentences() {
        Summary s = Summary.of(List.of(683e6, 690e6, 697e6, 688e6, 692e6));
        ReportedFigures f = new ReportedFigures(696e6, 272e6, "send throughput", "t");
        Comparison good = Comparison.of(s, f, 0.10);
        assertEquals(Verdict.GOOD, good.verdict());
        assertEquals("measured 690 Mbit/s ± 0.9% (5 runs): matches the reported good figure 696 Mbit/s",
                good.sentence());
        Comparison bad = Comparison.of(Summary.of(List.of(270e6, 280e6, 275e6)), f, 0.10);
        assertEquals(Verdict.BAD, bad.verdict());
        assertTrue(bad.sentence().endsWith("matches the reported bad figure 272 Mbit/s"), bad.sentence());
        Comparison neither = Comparison.of(Summary.of(List.of(23e9, 24e9, 23.5e9)), f, 0.10);
        assertEquals(Verdict.NEITHER, neither.verdict());
        assertTrue(neither.sentence().endsWith(
                "matches neither the reported good figure 696 Mbit/s nor the reported bad figure 272 Mbit/s"),
                neither.sentence());
    }

    @Test
    void whenBothFiguresAreNearTheNearerWins() {
        ReportedFigures close = new ReportedFigures(100e6, 95e6, null, "t");
        assertEquals(Verdict.BAD, Comparison.of(Summary.of(List.of(96e6, 96e6, 96e6)), close, 0.1).verdict());
        assertEquals(Verdict.GOOD, Comparison.of(Summary.of(List.of(99e6, 99e6, 99e6)), close, 0.1).verdict());
    }

    @Test
    void aWideIntervalStillMatches() {
        // noisy runs: the interval, wider than 10%, decides
        Summary noisy = Summary.of(List.of(400e6, 700e6, 550e6));
        assertEquals(Verdict.GOOD,
                Comparison.of(noisy, new ReportedFigures(700e6, null, null, "t"), 0.1).verdict());
    }

    @Test
    void runsTooNoisyToTellTheFiguresApart() {
        Summary wild = Summary.of(List.of(9e8, 2e10));
        Comparison c = Comparison.of(wild, new ReportedFigures(941e6, 411e6, null, "t"), 0.1);
        assertEquals(Verdict.INCONCLUSIVE, c.verdict(), c.sentence());
        assertTrue(c.sentence().contains("too noisy to tell the reported good figure 941 Mbit/s from the bad figure"
                + " 411 Mbit/s"), c.sentence());
    }

    @Test
    void bisectUsesTheMedianSoOneOutlierDoesNotFlip() {
        Summary oneBad = Summary.of(List.of(95e6, 10e6, 96e6));
        BisectVerdict v = BisectVerdict.of(oneBad, 100e6, 0.8);
        assertEquals(BisectVerdict.GOOD, v.exitCode(), v.line());
        assertTrue(v.line().startsWith("good: median 95 Mbit/s of 3 runs >= 80 Mbit/s (80% of baseline 100 Mbit/s)"),
                v.line());
        BisectVerdict b = BisectVerdict.of(Summary.of(List.of(50e6, 99e6, 52e6)), 100e6, 0.8);
        assertEquals(BisectVerdict.BAD, b.exitCode(), b.line());
        assertTrue(b.line().startsWith("bad: median 52 Mbit/s"), b.line());
    }

    @Test
    void thresholdsInEveryNaturalForm() {
        assertEquals(0.8, BisectVerdict.parseThreshold("80%"), 1e-12);
        assertEquals(0.8, BisectVerdict.parseThreshold("80"), 1e-12);
        assertEquals(0.8, BisectVerdict.parseThreshold("0.8"), 1e-12);
        assertEquals(0.955, BisectVerdict.parseThreshold(" 95.5 % "), 1e-12);
        for (String bad : new String[] {"", "%", "eighty", "-5%", "0", "NaN", "1e9"}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> BisectVerdict.parseThreshold(bad), bad);
            assertTrue(e.getMessage().contains("80%"), e.getMessage());
        }
    }
}
