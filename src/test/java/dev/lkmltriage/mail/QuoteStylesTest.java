package dev.lkmltriage.mail;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.lkmltriage.testkit.TimeBudget;
import org.junit.jupiter.api.Test;

/**
 * Session 50 (quoted53): the quote styles of the list's mail clients, as counted over the 20,000-message archive
 * (docs/extraction-eval.md, "Session 50: quoted53"), each read the way the labels read it: a "> " quote with or
 * without a space, an attribution wrapped over two lines (English and German), Outlook's marker over a top-posted
 * reply, an Outlook header block carried inside a "> " quote, a quote after the signature, mutt's inline forward (the
 * forwarder's own text, as the older labels of forwarded bug reports have it). Letters: P prose, A attribution,
 * Q quote, S signature. Fixtures invented here in the style of list mail.
 */
class QuoteStylesTest {
    private static String kinds(String... lines) {
        String text = String.join("\n", lines) + "\n";
        SpanSplitterTest.partition(text);
        return SpanSplitterTest.kinds(text);
    }

    @Test
    void anAttributionWrappedBeforeTheAddressIsOne() {
        assertEquals("AAQQP", kinds(
                "On Fri, Oct 4, 2019 at 10:36 AM Frobnia Quuxley-Longname",
                "<frobnia@example.org> wrote:",
                "> Add the watchdog node for the frob SoC.",
                "> Queued for v5.5.",
                "Reviewed-by: A Reviewer <rev@example.org>"));
    }

    @Test
    void anAttributionWrappedBeforeWroteIsOne() {
        assertEquals("AAQP", kinds(
                "On Mon, Oct 21, 2019 at 7:39:17, Frob Dev <frob@example.org> ",
                "wrote:",
                "> rebased on v5.4-rc1",
                "Thanks, applied for v5.5."));
    }

    @Test
    void aGermanAttributionAndNestedQuotes() {
        assertEquals("AQQQPP", kinds(
                "Am 04.10.19 um 15:06 schrieb Frob Dev:",
                "> On Fri, Oct 04, 2019 at 02:57:21PM +0200, Other Dev wrote:",
                ">> is this meant for the 5.4-rc series?",
                "> Yes, it applies on top of v5.4-rc1.",
                "",
                "It does not build for me against 5.4-rc1."));
    }

    @Test
    void aQuoteMarkWithoutItsSpaceIsAQuote() {
        assertEquals("PQQP", kinds(
                "Hi,",
                ">On Fri, Oct 09, 2020 at 03:52:51AM +0100, Frob Dev wrote:",
                ">> Commit 0123456789ab (\"frob: update status\") changed the flow",
                "The change you name came in with v5.7."));
    }

    @Test
    void aTopPostOverOutlooksMarkerQuotesTheOriginal() {
        assertEquals("PPAQQQQQ", kinds(
                "Thanks, I will test it on 5.9-rc6 and report back.",
                "",
                "-----Original Message-----",
                "From: Frob Dev <frob@example.org> ",
                "Sent: Friday, September 25, 2020 8:25 PM",
                "Subject: Re: [PATCH] frob: wait for the port",
                "",
                "It takes 10ms to 50ms on 5.9-rc5 here."));
    }

    @Test
    void anOutlookHeaderInsideAQuoteStaysQuotedAndTheAnswerOwn() {
        assertEquals("QQQQQQPP", kinds(
                "> -----Original Message-----",
                "> From: Frob Maintainer <maint@example.org>",
                "> Sent: 2019-08-23 22:05",
                "> Subject: Re: [PATCH v4 1/3] frob: add a compatible",
                "> ",
                "> This series does not apply to v5.3-rc1, what is it based on ?",
                "",
                "It is based on v5.3-rc3."));
    }

    @Test
    void aQuoteAfterTheSignatureIsStillAQuote() {
        assertEquals("PSSAQQ", kinds(
                "Works for me on v5.10-rc2.",
                "-- ",
                "Frob Tester",
                "On Tue, Nov 17, 2020 at 11:04:57PM +0530, Frob Dev wrote:",
                "> Rebased on v5.10-rc3.",
                "> Please apply."));
    }

    @Test
    void muttsInlineForwardStaysTheForwardersOwn() {
        assertEquals("PPPPPPPP", kinds(
                "Can you attach the output of lspci -vv to the bug?",
                "",
                "----- Forwarded message from bugzilla-daemon@example.org -----",
                "",
                "    Kernel Version: 5.3.0-rc2",
                "The machine hangs on resume from S3.",
                "",
                "----- End forwarded message -----"));
    }

    @Test
    void malformedAttributionsOpenNothing() {
        // no quote after it, an attribution at the very end, a wrapped one whose second line is too long to be one;
        // empty and one-mark texts
        assertEquals("PP", kinds("On Tue, Frob Dev wrote:", "I think the fix is in v5.4."));
        assertEquals("P", kinds("On Tue, Frob Dev wrote:"));
        assertEquals("PPQ", kinds("On Tue, Frob Dev", "x".repeat(300) + " wrote:", "> quoted"));
        assertEquals("AQ", kinds("wrote:", ">")); // a bare "wrote:" over a quote is the attribution's tail
        assertEquals("Q", kinds(">"));
        assertEquals("P", kinds(""));
    }

    @Test
    void hostileQuoteStylesEndFast() {
        // deep nesting, attributions stacked without end, and an attribution-shaped line before every quote line
        String deep = ("> ".repeat(5_000) + "v5.4 broke it\n").repeat(400);
        String stacked = "On Tue, Frob Dev wrote:\n".repeat(100_000) + "> x\n";
        String alternating = "On Tue, Frob Dev\n<frob@example.org> wrote:\n> x\n".repeat(60_000);
        String outlook = "-----Original Message-----\nFrom: a\nSent: b\n".repeat(60_000);
        for (String t : new String[] {deep, stacked, alternating, outlook}) {
            assertTimeoutPreemptively(TimeBudget.seconds(5), () -> SpanSplitter.split(t, 0, t.length()));
        }
    }
}
