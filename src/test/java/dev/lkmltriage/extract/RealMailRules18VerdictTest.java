package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.REPORT;
import static dev.lkmltriage.extract.FactOf.allOfReport;
import static dev.lkmltriage.extract.FactOf.facts;
import static dev.lkmltriage.extract.FactOf.ofReport;
import static dev.lkmltriage.extract.FactOf.verdict;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Session 17's verdict shapes (docs/extraction-eval.md, "Session 17: verdicts"): an oops banner wrapped by a mail
 * client ({@link StructuralVerdicts}), a base that passes where a branch on it fails ({@link PassingBases}),
 * kernels named together in one parenthesis ({@link ParenthesisedKernels}), and a failure said of a kernel through
 * "even on that" ({@link EvenOnThat}). Every fixture is invented here in the
 * style of list mail.
 */
class RealMailRules18VerdictTest {
    @Test
    void aWrappedOopsBannerNamesTheKernelThatCrashed() {
        assertEquals("bad", ofReport("The probe oopses:\n\n[   12.500001] Unable to handle kernel paging request\n"
                + "[   12.500002] CPU: 1 PID: 210 Comm:\nsystemd-udevd Not tainted 5.6.0 #1\n"
                + "[   12.500003] Hardware name: Frob Board (DT)\n", "5.6.0"));
        assertEquals("bad", ofReport("The probe oopses:\n\n> > CPU: 0 PID: 98 Comm: irq/42-aerdrv Not tainted\n"
                + "> > 5.8.0-rc3-next-20200701 #4 Hardware name: Frob Board (DT)\n", "next-20200701"));
        assertEquals("bad", ofReport("The probe oopses:\n\n    CPU: 3 PID: 77 Comm: modprobe Tainted: G        W\n"
                + "5.9.0-rc2+ #12\n", "5.9.0-rc2"));
    }

    @Test
    void aBannerAloneStatesNoRegressionBesideAPassingBase() {
        Facts f = facts("Re: frob cleanups", "The frob tests crash with this signature on that branch where base"
                + " v5.2-rc3 passes:\n\n    BUG: kernel NULL pointer dereference\n"
                + "    CPU: 4 PID: 1414 Comm: frob-test Tainted: G           OE\n5.2.0-rc3+ #3399\n");
        assertEquals("good", verdict(f, "5.2-rc3"));
        assertEquals("bad", verdict(f, "5.2.0-rc3"));
        assertNull(f.regression());
    }

    @Test
    void wrappedBannerNearMissesGiveNothing() {
        // the wrap cut the version itself: "5.2.0-" is not the kernel that ran; since session 26 (forms27) the two
        // halves of a banner's release are read as one, as if uncut
        String patch = "Re: [PATCH v3 4/8] frob: add quirk for the bridge";
        String trace = "> Example trace:\n> [    1.6] CPU: 2 PID: 1 Comm: swapper/0 Not tainted\n> ";
        Facts cut = facts(patch, trace + "5.2.0-\n> rc1-frob-14847-ge76f1d4a1828-dirty #33\n");
        assertEquals("absent", verdict(cut, "5.2.0"));
        assertEquals("bad", verdict(cut, "5.2.0-rc1"));
        assertEquals("bad", verdict(facts(patch, trace + "5.2.0-rc1-frob-14847-ge76f1d4a1828-dirty #33\n"),
                "5.2.0-rc1"));
        // "Comm:" two lines up, prose in between
        assertEquals("null", verdict(facts(patch, "Comm: is the task name in that line.\n"
                + "The log is not tainted by anything I loaded.\n5.6.4 #1 is what I have here.\n"), "5.6.4"));
        // no build number after the version: prose that continues a line about taint
        assertEquals("null", verdict(facts(patch, "Looking at the trace and its Comm: field, it is not tainted\n"
                + "5.6.4 is what I have here.\n"), "5.6.4"));
    }

    @Test
    void aPassingBaseSetAgainstAFailingBranchIsGood() {
        assertEquals("good", ofReport("The unit tests crash on that branch where base v5.2-rc3 passes.\n",
                "5.2-rc3"));
        assertEquals("good", ofReport("The series hangs the box at boot, while the baseline 5.4 kernel is fine.\n",
                "5.4"));
    }

    @Test
    void passingBaseNearMissesAreNotGood() {
        assertNotEquals("good", ofReport("Does the branch crash where base v5.2-rc3 passes?\n", "5.2-rc3"));
        assertNotEquals("good", ofReport("If base v5.2-rc3 passes, the branch crash is ours.\n", "5.2-rc3"));
        assertEquals("null", ofReport("The series is based on v5.2-rc3 and passes all tests.\n", "5.2-rc3"));
        assertEquals("bad", ofReport("The branch crashes, and base v5.2-rc3 crashes too.\n", "5.2-rc3"));
        // no failure stated before the base: nothing to be good against
        assertEquals("null", ofReport("I picked base v5.2-rc3 because it passes the tests.\n", "5.2-rc3"));
        assertNotEquals("good", ofReport("The branch crashes where base v5.2-rc3 doesn't pass either.\n",
                "5.2-rc3"));
    }

    @Test
    void kernelsNamedInOneParenthesisShareItsBadState() {
        assertEquals(List.of("5.7=bad", "5.7.8=bad"), allOfReport("Noticed a problem after Fedora upgraded to the"
                + " 5.7 kernel (now on 5.7.8): periodically there are AER errors that weren't happening before.\n"));
        assertEquals("bad", ofReport("Host on 5.2.9, the guest is on 5.3-rc7 (also tested on 5.1.17) and the"
                + " hotplug fails.\n", "5.3-rc7"));
        assertEquals("bad", ofReport("The vmcore is unreadable on 4.19.57. I've tried other versions (crashkernel"
                + " 4.4, main kernel from 4.0 up to linux master) with the same result.\n", "4.4"));
    }

    @Test
    void parenthesisNearMissesShareNothing() {
        assertEquals("null", ofReport("After upgrading to 5.10 (from 5.9) the card hangs at boot.\n", "5.9"));
        assertNotEquals("bad", ofReport("The port hangs on 5.10 (fixed in 5.11).\n", "5.11"));
        assertNotEquals("bad", ofReport("The port hangs on 5.10 (5.9 was fine).\n", "5.9"));
        assertNotEquals("bad", ofReport("The port hangs on 5.10 (unlike 5.9).\n", "5.9"));
        assertNotEquals("bad", ofReport("The port hangs on 5.10 (not on 5.9).\n", "5.9"));
        assertNotEquals("bad", ofReport("The port hangs on 5.10 (and on 5.9?).\n", "5.9"));
        assertNotEquals("bad", ofReport("The port hangs on 5.10 (the patch is queued for 5.11).\n", "5.11"));
    }

    @Test
    void aFailureSaidOfAKernelThroughEvenOnThatIsBad() {
        assertEquals("bad", ofReport("I couldn't find a working revision. I went all the way back to 4.10 (which is the"
                + " first version with the board's device tree), and even on that, the cards were failing to"
                + " initialise.\n", "4.10"));
        assertEquals("bad", ofReport("I tried the vendor's kernel 4.14 and even with it the probe hangs.\n", "4.14"));
    }

    @Test
    void evenOnThatNearMissesAreNotBad() {
        assertNotEquals("bad", ofReport("I went back to 4.10, and even on that, it works fine.\n", "4.10"));
        assertNotEquals("bad", ofReport("I went back to 4.10, and even on that, it would fail.\n", "4.10"));
        assertNotEquals("bad", ofReport("If you go back to 4.10, even on that it will hang.\n", "4.10"));
        assertNotEquals("bad", ofReport("I went back to 4.10, and even on that, does it hang?\n", "4.10"));
        // another kernel between: the pronoun points at that one
        assertNotEquals("bad", ofReport("I went back to 4.10, then to 4.14, and even on that, the probe"
                + " hangs.\n", "4.10"));
    }

    @Test
    void hostileInputFinishesFast() {
        String parens = "The port hangs on 5.10 (also 5.9 (and 5.8 (or 5.7 ".repeat(5_000) + "\n";
        String unclosed = "The port hangs on 5.10 (also on 5.9, " + "x".repeat(2_000_000) + "\n";
        // thousands of closed asides, each read with the kernels around it only, not with every kernel before it
        String asides = "The port hangs on 5.10 (now on 5.10.1) ".repeat(5_000) + "\n";
        String banners = "CPU: 1 PID: 2 Comm: x Not tainted\n5.6.0 #1\n".repeat(5_000);
        String bases = "It crashes where base v5.2-rc3 passes, ".repeat(5_000) + "\n";
        String evens = "back to 4.10 and even on that even on that ".repeat(10_000) + "it hangs\n";
        assertTimeoutPreemptively(TimeBudget.seconds(20), () -> {
            for (String body : List.of(parens, unclosed, asides, banners, bases, evens)) {
                facts(REPORT, body);
            }
        });
    }
}
