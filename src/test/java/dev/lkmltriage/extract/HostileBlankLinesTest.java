package dev.lkmltriage.extract;

import org.junit.jupiter.api.Test;

/**
 * Session 30 (tidy31): the sentence scanners that stop at a blank line ({@link dev.lkmltriage.text.BlankLines}: the
 * onset, asked, regression, ran-kernel and blame sentences) grow linearly through the whole extraction
 * ({@link Growth#assertLinear}) on breaks next to long runs of blanks and quote markers, with their cue words close
 * enough to ask at every break: one such read that ran back to the line's start made a long blank line cost once per
 * cue after it.
 */
class HostileBlankLinesTest {
    private static final FactExtractor FACTS = new FactExtractor(HwMails.settings());
    private static final int CHARS = 30_000;

    @Test
    void cuesUnderLongBlankLines() {
        String block = "> >" + " ".repeat(400) + "\nregression since 5.4 after 0a1b2c3d4e5f, maybe?\n";
        Growth.assertLinear("cues under long blank lines", block::repeat, CHARS / block.length(), FACTS::extract);
    }

    @Test
    void oneHugeBlankLineThenCues() {
        Growth.assertLinear("a huge blank line, then cues", n -> "|".repeat(n * 100) + "\n"
                + "It broke in 5.10, caused by commit 0a1b2c3d4e5f? It worked on 5.9.\n".repeat(n / 10 + 1),
                CHARS / 100, FACTS::extract);
    }

    @Test
    void breaksOfQuotedBlankLines() {
        String block = "The regression started with v5.8 after 0a1b2c3d4e5f\n> \n> \n";
        Growth.assertLinear("quoted blank lines after cues", block::repeat, CHARS / block.length(), FACTS::extract);
    }
}
