package dev.lkmltriage.mail;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.lkmltriage.testkit.TimeBudget;
import org.junit.jupiter.api.Test;

/**
 * Session 49 (roles52): a mail client's box quote, "+-- On ..., A Writer wrote --+" over "| "-prefixed lines. Once
 * the header is read, "| " blocks are quoted, also those between the writer's own interleaved answers; "| " lines
 * with no such header above them (a pasted build log, an ASCII diagram) stay the writer's own. Fixtures invented
 * here in the style of list mail.
 */
class BoxQuotesTest {
    private static String kinds(String... lines) {
        String text = String.join("\n", lines) + "\n";
        SpanSplitterTest.partition(text);
        return SpanSplitterTest.kinds(text);
    }

    @Test
    void aBoxHeaderQuotesItsBarLinesAndLaterBlocks() {
        assertEquals("PPAQQQPPQQPP", kinds(
                "  Hello Frob,",
                "",
                "+-- On Tue, 3 Mar 2020, Frob Maintainer wrote --+",
                "| On Mon, Mar 02, 2020, Other Dev wrote:",
                "| > the mapping can return NULL when the BAR has no space",
                "| It is worth checking the return value.",
                "",
                "  Agreed, I will send a check.",
                "| 1234abcd5678 (\"frob: check the mapping\") looks fine",
                "| to me.",
                "",
                "  Thanks."));
    }

    @Test
    void aBlankLineInsideABoxStaysQuoted() {
        assertEquals("AQQQP", kinds(
                "+-- On Tue, 3 Mar 2020, Frob Maintainer wrote --+",
                "| first paragraph",
                "",
                "| second paragraph",
                "my answer"));
    }

    @Test
    void barLinesWithoutABoxHeaderStayOwn() {
        // a pasted build log and a diagram: the writer's own
        assertEquals("PPPP", kinds(
                "With the header included the build says:",
                "|   CC      kernel/frob.o",
                "| In file included from include/linux/frob.h:8,",
                "and fails."));
        assertEquals("PPPP", kinds(
                "+---------+        +---------+",
                "|  Host   | <----> |   EP    |",
                "+---------+        +---------+",
                "done"));
    }

    @Test
    void malformedHeadersOpenNoBox() {
        // no attribution word, no closing rule, too short, a bar with no blank after it
        assertEquals("PP", kinds("+-- On Tue, Frob Maintainer --+", "| quoted?"));
        assertEquals("PP", kinds("+-- On Tue, Frob wrote", "| quoted?"));
        assertEquals("PP", kinds("+-wrote-+", "| quoted?"));
        assertEquals("AP", kinds("+-- On Tue, Frob Maintainer wrote --+", "|quoted?"));
        assertEquals("A", kinds("+-- On Tue, Frob Maintainer wrote --+"));
        assertEquals("AQQ", kinds("+-- Frob Maintainer wrote --+", "|", "| >"));
    }

    @Test
    void hostileBoxesEndFast() {
        String header = "+-- On Tue, Frob Maintainer wrote --+\n";
        String many = header.repeat(50_000) + "| line\n\n".repeat(100_000) + "own\n".repeat(50_000);
        assertTimeoutPreemptively(TimeBudget.seconds(5), () -> SpanSplitter.split(many, 0, many.length()));
        String longHeader = "+" + "-".repeat(400_000) + " wrote " + "-".repeat(400_000) + "+\n| x\n";
        assertTimeoutPreemptively(TimeBudget.seconds(5),
                () -> SpanSplitter.split(longHeader, 0, longHeader.length()));
    }
}
