package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.facts;
import static dev.lkmltriage.extract.FactOf.verdict;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.lkmltriage.testkit.TimeBudget;
import org.junit.jupiter.api.Test;

/**
 * Session 37 (verdict39): a parenthesised aside in the sentence that names a kernel and introduces a log, or whose
 * result the next sentence tells, is no part of what that sentence says of the kernel ({@link ParenthesisedAsides}).
 * Every fixture is invented here in the style of list mail.
 */
class ParenthesisedAsidesTest {
    private static final String REPLY = "Re: [PATCH 1/2] PCI: frob: Map the outbound windows lazily";
    private static final String LOG = "\n\n[    2.114301] frob-pcie 1e40000.pcie: link never came up\n"
            + "[    2.114390] frob-pcie: probe of 1e40000.pcie failed with error -110\n\nAny idea?\n";

    private static String of(String body, String version) {
        return verdict(facts(REPLY, body), version);
    }

    @Test
    void anAsideBeforeALogLeavesTheKernelItsRun() {
        // without the aside ShownLogs reads these already; the aside's "but", "going back", "until" made them look
        // like contrasts or plans
        assertEquals("bad", of("Thanks for the series.\n\nOn next-20201102 (but also going back a few months) I"
                + " see this at boot on my Frobnicator board:" + LOG, "next-20201102"));
        assertEquals("bad", of("Hi,\n\nWith v5.9-rc3 (and the same config I used until last week) the"
                + " probe ends like this:" + LOG, "5.9-rc3"));
        assertEquals("bad", of("Hello,\n\nOn 5.8.6 (Debian's build, from their archive) booting"
                + " the board gives:" + LOG, "5.8.6"));
    }

    @Test
    void anAsideThatMayChangeTheRunStays() {
        // a patched run, a condition, a negation or a verdict inside the parenthesis keeps the sentence as it was
        assertEquals("null", of("Thanks.\n\nOn next-20201102 (with your patch applied) I see this at boot:" + LOG,
                "next-20201102"));
        assertEquals("null", of("Thanks.\n\nOn next-20201102 (if I remember the config right) I see this at"
                + " boot:" + LOG, "next-20201102"));
        assertEquals("good", of("Thanks.\n\nOn v5.9-rc3 (which works fine otherwise) the probe log is:" + LOG,
                "5.9-rc3"));
    }

    @Test
    void anAsideHoldingTheKernelOrAVersionIsNoAside() {
        // the kernel inside the parenthesis, or another version there, keeps the sentence from being read alone
        assertEquals("null", of("Thanks.\n\nBoth boards (the one on 5.4.70 and the one on 5.9.1) going back"
                + " to the old loader print:" + LOG, "5.9.1"));
        assertEquals("null", of("Thanks.\n\nOn next-20201102 (but also going back to 5.8) I see this at boot:"
                + LOG, "next-20201102"));
    }

    @Test
    void hostileInputStaysLinear() {
        assertTimeoutPreemptively(TimeBudget.seconds(30), () -> facts(REPLY,
                ("On next-20201102 (but also going back a while) I see this at boot:" + LOG).repeat(20_000)));
        assertTimeoutPreemptively(TimeBudget.seconds(20), () -> facts(REPLY, "On v5.9-rc3 " + "(".repeat(2_000_000)
                + " I see this:" + LOG));
        assertTimeoutPreemptively(TimeBudget.seconds(20), () -> facts(REPLY, "On v5.9-rc3 " + "(a) ".repeat(
                1_000_000) + " I see this:" + LOG));
        assertTimeoutPreemptively(TimeBudget.seconds(20), () -> facts(REPLY, "On v5.9-rc3 (" + "x".repeat(10_000_000)
                + ") I see this:" + LOG));
        assertTimeoutPreemptively(TimeBudget.seconds(20), () -> facts(REPLY, "On 5.4 (back) I see:\n".repeat(
                100_000)));
        String deep = ">".repeat(30) + " On v5.9-rc3 (but also going back) I see this at boot:\n";
        assertTimeoutPreemptively(TimeBudget.seconds(30), () -> facts(REPLY, (deep + "> oops: failed\n").repeat(
                20_000)));
        assertTimeoutPreemptively(TimeBudget.seconds(5), () -> facts(REPLY, "On 5.4 ()"));
    }
}
