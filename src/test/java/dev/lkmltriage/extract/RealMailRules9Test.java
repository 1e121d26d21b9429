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
 * The general rules added in session 9 from the seventh development slice of real mail and the older development
 * slices' misses (docs/extraction-eval.md). Every fixture is invented here, in the style of list mail; each rule has
 * a positive case and a near miss it must leave alone.
 */
class RealMailRules9Test {
    @Test
    void versionsWrittenAsOneListShareWhatIsSaidOfIt() {
        Facts f = facts("Re: foo: resume hangs in Linux 5.3-rc2 (5.2.5, 5.1.20) on a Bar board",
                "I sent the log to you privately.\n");
        assertEquals("bad", verdict(f, "5.3-rc2"));
        assertEquals("bad", verdict(f, "5.2.5"));
        assertEquals("bad", verdict(f, "5.1.20"));
        Facts body = facts("foo: resume hangs", "The foo card hangs after resume on 5.2.5, 5.1.20 and 5.3-rc2.\n");
        assertEquals("bad", verdict(body, "5.1.20"));
        assertEquals("bad", verdict(body, "5.3-rc2"));
        // near miss: members with verdicts of their own keep them; a list of targets has none to share
        Facts own = facts("foo: resume hangs", "The foo card hangs after resume on 5.4; 5.3 works fine.\n");
        assertEquals("bad", verdict(own, "5.4"));
        assertEquals("good", verdict(own, "5.3"));
        Facts doubted = facts("[Bug 4711] foo: resume hangs", "Kernel Version: 5.1.20, 5.2.5, 5.3-rc1?\n"
                + "The foo card hangs after resume.\n");
        assertEquals("bad", verdict(doubted, "5.2.5"));
        assertEquals("null", verdict(doubted, "5.3-rc1"));
        Facts target = facts("Re: [PATCH] foo: bar", "Queued for 5.10 and 5.11, thanks.\n");
        assertEquals("null", verdict(target, "5.10"));
        assertEquals("null", verdict(target, "5.11"));
    }

    @Test
    void aReleaseCandidateAfterASubsystemNameIsAKernel() {
        Facts f = facts("[REGRESSION] PCI v5.5-rc1 breaks the Foo board",
                "On the Foo board the wlan card behind the root port is gone.\n");
        assertEquals("bad", verdict(f, "5.5-rc1"));
        // near miss: a bus or spec revision after the same word stays none
        Facts spec = facts("foo: link trains at 2.5GT/s only",
                "The card is a PCIe 4.0 device and the PCI 3.0 spec says the bridge must retrain.\n");
        assertTrue(spec.kernels().isEmpty(), spec.kernels().toString());
    }

    @Test
    void aShoutedRegressionSubjectStatesOne() {
        Facts f = facts("Re: [REGRESSION] v5.5-rc1 breaks the Foo board", "Yes, feel free to add my tag.\n");
        Regression r = f.regression();
        assertNotNull(r);
        assertEquals(List.of("5.5-rc1"), r.bad());
        assertTrue(r.quoted()); // a reply's inherited subject
        assertEquals("statement", r.evidence());
        // near miss: a robot's shouted build status and a shouted test-suite name state none
        assertNull(facts("Re: [foo:next] BUILD REGRESSION 1f2e3d4c5b6a", "I will fix it tomorrow.\n").regression());
        assertNull(facts("Re: REGRESSION TESTS pass on the Foo board", "Thanks for running them.\n").regression());
    }

    @Test
    void aCommitLengthIdAfterSinceInARegressionIsItsCulprit() {
        String id = "0a1b2c3d4e5f60718293a4b5c6d7e8f901234567";
        Facts f = facts("Re: regression: resume hangs in Linux 5.3-rc2 since " + id, "I sent it privately.\n");
        assertEquals("culprit", role(f, id));
        assertNotNull(f.regression());
        assertEquals(id, f.regression().culprit());
        assertTrue(f.regression().quoted()); // a reply's inherited subject is the thread's, not the author's words
        // near miss: a short hex word after "since" is no commit
        Facts shortId = facts("foo: resume hangs", "The card hangs since 1a2b3c4 was flashed onto it.\n");
        assertTrue(shortId.commits().isEmpty(), shortId.commits().toString());
    }

    @Test
    void aRevertThatRestoresWhatWasLostNamesTheCulprit() {
        Facts f = facts("Re: [PATCH] foo: use the maximum latency",
                "You get ~40 Mbit/s on the Foo NIC with 5.8.11+. Reverting 0a1b2c3d4e5f (\"PCI/FOO: Allow bar\n"
                + "on baz links\") gets your bandwidth up to the 900+ Mbit/s you expect.\n");
        assertEquals("culprit", role(f, "0a1b2c3d4e5f"));
        Facts boots = facts("Re: foo: no boot", "Reverting 1b2c3d4e5f60 (\"foo: bar\") the board boots again.\n");
        assertEquals("culprit", role(boots, "1b2c3d4e5f60"));
        // near miss: a revert after which the problem comes back says nothing of the kind
        Facts again = facts("Re: foo: no boot", "Reverting 1b2c3d4e5f60 (\"foo: bar\") the board hangs again.\n");
        assertEquals("reference", role(again, "1b2c3d4e5f60"));
        Facts not = facts("Re: [PATCH] foo: use the maximum latency",
                "Reverting 0a1b2c3d4e5f (\"PCI/FOO: Allow bar\") does not get the bandwidth up to the 900 Mbit/s.\n");
        assertEquals("reference", role(not, "0a1b2c3d4e5f"));
    }

    @Test
    void whatBeganAtAKernelAndWasNotSeenInAnOlderOneIsAWindow() {
        Facts f = facts("Re: noisy dmesg about link width on 5.9",
                "> Since 5.9 I've been seeing lots of the below in my logs. I wonder\n"
                + "> if this is expected. But I wasn't seeing these messages in 5.8.\n>\n"
                + "> [  12.3] foo 0000:01:00.0: link width changed\n\nThat looks like all ones were read.\n");
        assertEquals("bad", verdict(f, "5.9"));
        assertEquals("good", verdict(f, "5.8"));
        assertNotNull(f.regression());
        assertEquals(List.of("5.8"), f.regression().good());
        assertEquals(List.of("5.9"), f.regression().bad());
        assertTrue(f.regression().quoted());
        // near miss: not seeing something in a NEWER kernel is no earlier good state
        Facts newer = facts("Re: noisy dmesg about link width",
                "> Since 5.9 I've been seeing lots of these in my logs.\n> I'm not seeing them in 5.10 though.\n");
        assertEquals("null", verdict(newer, "5.10"));
    }

    @Test
    void closingTheIssueIsNoProblemSeenOnAKernel() {
        Facts f = facts("Re: [Foo] severe regression in 5.4 for the Bar card",
                "The 5.5-rc2 build boots without the errors. I will test 5.5 some more before I close the issue,\n"
                + "but for now it seems to be fixed.\n");
        assertFalse("bad".equals(verdict(f, "5.5")), verdict(f, "5.5"));
        // near miss: an issue still seen on a kernel is a problem there
        Facts still = facts("Re: [Foo] severe regression in 5.4 for the Bar card",
                "I tried 5.5 today and it still has the issue.\n");
        assertEquals("bad", verdict(still, "5.5"));
    }

    @Test
    void anAsideBetweenTheVerbAndByStillNamesTheCulprit() {
        Facts f = facts("[PATCH] PCI/FOO: Use the path's maximum latency",
                "Fix this by keeping the maximum latency of the path.\n\n"
                + "This patch fixes a regression introduced (but not caused) by:\n"
                + "0a1b2c3d4e5f (PCI/FOO: Allow bar on baz links)\n\nSigned-off-by: Ann Example <ann@example.org>\n");
        assertEquals("culprit", role(f, "0a1b2c3d4e5f"));
        // near miss: an aside before "by:" after another verb names no culprit
        Facts reviewed = facts("[PATCH] PCI/FOO: Use the path's maximum latency",
                "The approach was reviewed (in part, off list) by:\n"
                + "0a1b2c3d4e5f (PCI/FOO: Allow bar on baz links)\n");
        assertFalse("culprit".equals(role(reviewed, "0a1b2c3d4e5f")), role(reviewed, "0a1b2c3d4e5f"));
    }
}
