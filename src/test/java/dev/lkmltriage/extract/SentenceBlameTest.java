package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.lkmltriage.testkit.TimeBudget;
import org.junit.jupiter.api.Test;

/**
 * Session 29 (verdict29): a culprit whose blame stands in its sentence outside the evidence its role kept
 * ({@link SentenceBlame}): a revert told before the id, a cause or a bisect told after the title. Every fixture is
 * invented here in the style of list mail.
 */
class SentenceBlameTest {
    private static final String ID = "1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b";
    private final FactExtractor extractor = new FactExtractor(HwMails.withoutIds());

    private Facts facts(String subject, String body) {
        return extractor.extract(FiguresMails.mail(subject, body));
    }

    private Regression reply(String body) {
        return facts("Re: frob endpoint tests", body).regression();
    }

    @Test
    void aQuotedRevertToldBeforeTheIdStatesARegression() {
        Regression r = reply("""
                On Mon, Jun 1, 2020 at 10:00 AM Wendel wrote:
                > I rebased my frob endpoint patches on the endpoint branch and with it
                > the read/write tests failed, so I reverted the streaming DMA patch
                > %s "misc: frob_test: Use streaming DMA" and the tests began to pass
                > again.

                Which host are you testing with?
                """.formatted(ID));
        assertNotNull(r, "a curing revert on a branch whose earlier tree passed is a regression");
        assertEquals(ID, r.culprit());
        assertEquals(Boolean.TRUE, r.quoted());
        assertEquals("culprit", r.evidence());
    }

    @Test
    void aCauseOrABisectToldAfterTheTitleStatesARegression() {
        Regression r = reply("""
                Thanks for your patch, which is now commit 1a2b3c4d5e6f7a8b ("frob: convert to the
                new probe helpers") in v5.10-rc1, and to which I have bisected a boot failure on my
                Frobnitz X7 board.

                The first host bridge still probes fine.
                """);
        assertNotNull(r);
        assertEquals("1a2b3c4d5e6f7a8b", r.culprit());
        Regression caused = reply("""
                This is now commit 1a2b3c4d5e6f7a8b ("frob: convert to the new probe helpers"), and
                causes a crash on my Frobnitz X7 board.

                Any idea?
                """);
        assertNotNull(caused);
        assertEquals("1a2b3c4d5e6f7a8b", caused.culprit());
    }

    @Test
    void aPatchsOwnRevertAPlanOrAHedgeStatesNothing() {
        // a quoted patch's own "partially reverts:" line
        assertNull(reply("""
                > A probe failure should not hide the device.
                >
                > This patch partially reverts commit 1a2b3c4d5e6f ("frob: Check attach return value").
                >
                > Signed-off-by: Wendel <wendel@example.org>

                Looks good to me.
                """));
        // a plan, and a hedge in the sentence
        assertNull(reply("""
                I don't think it's a good idea to simply revert 1a2b3c4d5e6f ("frob: quirk the
                VPD reads"), that would break every other board.
                """));
        assertNull(reply("""
                Maybe this is now commit 1a2b3c4d5e6f7a8b ("frob: convert to the new probe helpers"),
                which might have caused the crash on your board.
                """));
        // a robot's "caused below changes" over its log: the words name no problem before the colon
        assertNull(reply("""
                > FYI, we noticed the following commit (built with gcc-9):
                >
                > commit: %s ("frob: fix a lock inversion")
                >
                > caused below changes (please refer to attached dmesg/kmsg for entire log/backtrace):
                >
                > [   12.345678] WARNING: CPU: 1 PID: 1 at drivers/frob/core.c:42 frob_probe+0x12/0x40

                Right, the unlock is misplaced in that version.
                """.formatted(ID)));
    }

    @Test
    void theSentenceEndsAtATitlesOwnColonsOnlyOutsideIt() {
        String text = "This is now commit 1a2b3c4d (\"frob: core: convert\"), and causes a hang: log below";
        int id = text.indexOf("1a2b");
        assertEquals(text.indexOf(": log"), SentenceBlame.sentenceEnd(text, id + 8));
        assertEquals(0, SentenceBlame.sentenceStart(text, id));
    }

    @Test
    void hostileInputEndsQuickly() {
        StringBuilder b = new StringBuilder("Re: frob\n\n");
        for (int i = 0; i < 20_000; i++) {
            b.append(i % 2 == 0 ? "> I reverted ((\"\"( " : "1a2b3c4d5e6f \"x\" and it works again (causes a crash ");
        }
        assertTimeoutPreemptively(TimeBudget.seconds(30), () -> facts("Re: frob", b.toString()));
        String line = "(".repeat(1_000_000) + "1a2b3c4d5e6f" + ")".repeat(1_000_000);
        assertTimeoutPreemptively(TimeBudget.seconds(10), () -> {
            SentenceBlame.sentenceStart(line, 1_000_000);
            SentenceBlame.sentenceEnd(line, 1_000_012);
        });
    }
}
