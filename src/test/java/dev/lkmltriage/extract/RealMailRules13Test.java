package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.facts;
import static dev.lkmltriage.extract.FactOf.role;
import static dev.lkmltriage.extract.FactOf.verdict;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The regression rules of session 12 (docs/extraction-eval.md, "Session 12: regressions, windows and culprits"): what
 * makes a statement, which kernels end the window, how a reply's own blame links the culprit. Every fixture is
 * invented here in the style of list mail; each rule has a positive case and a near miss it must leave alone.
 */
class RealMailRules13Test {
    private static String window(Regression r) {
        return "good " + r.good() + " bad " + r.bad();
    }

    @Test
    void aGoodKernelNewerThanEveryBadOneIsTheFixNotTheWindow() {
        Facts f = facts("frob: display stays black after resume since 5.3-rc4",
                "Works fine on 5.2, broken on 5.3-rc4, broken on 5.4, and it works fine again on 5.5-rc2.\n");
        assertNotNull(f.regression(), f.kernels()::toString);
        assertEquals("good", verdict(f, "5.5-rc2")); // the kernel fact keeps its verdict
        assertEquals("good [5.2] bad [5.3-rc4, 5.4]", window(f.regression()));
        // near miss: a good kernel older than a bad one is the window's good end and stays
        Facts older = facts("Re: frob: display stays black after resume",
                "Works fine on 5.3, broken on 5.4.\n");
        assertNotNull(older.regression(), older.kernels()::toString);
        assertEquals("good [5.3] bad [5.4]", window(older.regression()));
        // near miss: a good kernel between two bad ones is not newer than every bad one and stays
        assertEquals(List.of("5.3.2"), RegressionWindow.goodBefore(List.of("5.3.2"), List.of("5.3.1", "5.4")));
        // near miss: with no bad kernel there is nothing to be newer than
        assertEquals(List.of("5.8"), RegressionWindow.goodBefore(List.of("5.8"), List.of()));
    }

    @Test
    void aQuestionAboutARegressionStatesNone() {
        Facts asked = facts("Re: quux: link does not train on the dock",
                "> Has it ever worked for you, or maybe there is a regression that causes it\n"
                + "> to happen now?\n\n"
                + "It never worked on this dock, as far as I know.\n");
        assertNull(asked.regression());
        // near miss: the same words stated, not asked
        Facts stated = facts("Re: quux: link does not train on the dock",
                "> I think there is a regression that causes it to happen now.\n\n"
                + "Thanks, I'll look at it.\n");
        assertNotNull(stated.regression());
        assertTrue(stated.regression().quoted());
        // near miss: a URL's query is no question mark
        assertTrue(AskedSentences.asked("regression, see report.cgi?id=4711. Right?", 10) == false);
        // near miss: asking for a fix of the regression takes it as existing
        assertNotNull(facts("Re: quux: link does not train on the dock",
                "Could you fix the regression before -rc4?\n").regression());
    }

    @Test
    void aReplysOwnBlameInAPatchThreadStatesTheRegression() {
        Facts f = facts("Re: [PATCH] quux: Use the longest latency for the link",
                "> And all of this worked before that commit.\n\n"
                + "So you're running 5.8.11, and you get about 40 Mbit/s. Reverting 0a1b2c3d4e5f\n"
                + "(\"quux: Allow the low-power state on bridges\") fixes the slowdown for you.\n");
        assertNotNull(f.regression());
        assertEquals("0a1b2c3d4e5f", f.regression().culprit());
        assertFalse(f.regression().quoted());
        assertEquals("culprit", f.regression().evidence());
        // near miss: the patch itself (its own diff) blaming by a revert line names what it cures: no own blame
        Facts patch = facts("Re: [PATCH v2] quux: Use the longest latency for the link",
                "Here is v2.\n\nThis reverts commit 0a1b2c3d4e5f.\n\n"
                + "diff --git a/drivers/quux/link.c b/drivers/quux/link.c\n"
                + "--- a/drivers/quux/link.c\n+++ b/drivers/quux/link.c\n"
                + "@@ -1,3 +1,3 @@\n int a;\n-int b;\n+int c;\n int d;\n");
        assertNull(patch.regression());
        // under review, "introduced by" blames only beside a problem word
        Facts panic = facts("Re: [PATCH] quux: Take the rescan lock on removal",
                "Commit 0a1b2c3d4e5f (\"quux: Lock the bus walk\") introduced a panic on hot removal for me.\n");
        assertNotNull(panic.regression(), panic.commits()::toString);
        assertEquals("0a1b2c3d4e5f", panic.regression().culprit());
        Facts helper = facts("Re: [PATCH] quux: Take the rescan lock on removal",
                "The table already holds the parent domain (introduced by 0a1b2c3d4e5f), so this\n"
                + "lookup can use it.\n");
        // session 13: "introduced by X" blames only beside a harm word (roles14); this sentence names none
        assertEquals("reference", role(helper, "0a1b2c3d4e5f"));
        assertNull(helper.regression());
        // near miss: a problem word must start a word ("change" holds "hang")
        Facts change = facts("Re: [PATCH] quux: Take the rescan lock on removal",
                "The table already holds the parent domain (a change introduced by 0a1b2c3d4e5f), so this\n"
                + "lookup can use it.\n");
        assertEquals("reference", role(change, "0a1b2c3d4e5f")); // no harm word either (roles14)
        assertNull(change.regression());
        // near miss: a reply that only mentions the commit blames nothing
        assertNull(facts("Re: [PATCH] quux: Use the longest latency for the link",
                "Commit 0a1b2c3d4e5f (\"quux: Allow the low-power state on bridges\") added the bridge check.\n")
                .regression());
    }

    @Test
    void aSubjectSayingSomethingBrokeAfterAChangeStatesARegression() {
        Facts f = facts("Re: Lost wakeup interrupts after 9c8b7a6d5e4f (\"PCI/FOO: Don't enable bar by default\")",
                "I tried the config change you suggested, same result.\n");
        assertNotNull(f.regression());
        assertEquals("9c8b7a6d5e4f", f.regression().culprit());
        assertEquals("culprit", role(f, "9c8b7a6d5e4f"));
        Facts quotedSubject = facts("usb-card broken with big-memory config after \"drop the bounce buffers\"",
                "Booting with 8 GB makes the card time out.\n");
        assertNotNull(quotedSubject.regression());
        assertTrue(BrokenAfterChange.states("frob hangs after upgrading to kernel 5.9"));
        // near misses: an event, an update of something else, a problem word after the change, a plain hex word
        assertFalse(BrokenAfterChange.states("frob hangs after resume from suspend"));
        assertFalse(BrokenAfterChange.states("frob fails after firmware update"));
        assertFalse(BrokenAfterChange.states("after commit 9c8b7a6d5e4f the frob is fine, other one broken"));
        assertFalse(BrokenAfterChange.states("frob broken after deadbeefcafe"));
        assertNull(facts("frob hangs after resume from suspend", "It hangs every time.\n").regression());
    }

    @Test
    void theKernelACuringRevertWasAppliedToIsTheWindowsBadEnd() {
        String bisect = "I bisected the probe timeout to 5e6f7a8b9c0d (\"frob: Drive the clock from the pad\").\n\n";
        Facts f = facts("frob: controller probe times out on the dev board",
                bisect + "Indeed, reverting this commit on top of v5.9-rc3 gets me back to a working system.\n");
        assertNotNull(f.regression(), f.commits()::toString);
        assertEquals("5e6f7a8b9c0d", f.regression().culprit());
        assertEquals("[5.9-rc3]", f.regression().bad().toString());
        // session 18: the base still has the problem the revert cures, so its fact is bad (run-only: no regression
        // of its own; the reverted tree is the one that works)
        assertEquals("bad", verdict(f, "5.9-rc3"));
        // near miss: a revert on top of a kernel that does not help puts nothing in the window
        Facts still = facts("frob: controller probe times out on the dev board",
                bisect + "Reverting this commit on top of v5.9-rc3 does not help, the probe still times out.\n");
        assertTrue(still.regression() == null || still.regression().bad().isEmpty());
        // near miss: a kernel named "on top of" with no revert in its sentence
        Facts base = facts("frob: controller probe times out on the dev board",
                bisect + "I applied your debug patch on top of v5.9-rc3 and it works.\n");
        assertTrue(base.regression() == null || !base.regression().bad().contains("5.9-rc3"));
    }
}
