package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.facts;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Session 16's regression shapes (docs/extraction-eval.md, "Session 16: regressions and windows"): a breakage stated
 * from a kernel on ({@link OnsetKernels}), a subject blaming a change ("broken by", "due to"), a commit blamed by its
 * effect in a reply, a revert that cures only beside a patch (no culprit), and the release before a regression's bad
 * one as the window's good end. Every fixture is invented here in the style of list mail; near misses must not fire.
 */
class RealMailRules17RegressionTest {
    private static final String REPORT = "frob: second port does not come up";
    private static final String REPLY = "Re: frob: second port does not come up";

    private static String window(Regression r) {
        return "good " + r.good() + " bad " + r.bad();
    }

    @Test
    void aKernelNamedAsWhereTheBreakageBeganStatesARegression() {
        Facts every = facts(REPORT, "Hello,\n\nThe bridge setup code looks wrong to me, and every kernel >= 4.9 is"
                + " not able to address the disk behind the bridge.\n\nAny idea?\n");
        assertNotNull(every.regression(), every.kernels()::toString);
        assertEquals("good [] bad [4.9]", window(every.regression()));
        assertEquals("statement", every.regression().evidence());

        Facts began = facts(REPLY, "On Mon, Jan 6, 2020, Bob wrote:\n> I tried a few old distros, and 3.2.10 is"
                + " where the problem began.\n\nThanks, that narrows it down a lot.\n");
        assertNotNull(began.regression(), began.kernels()::toString);
        assertTrue(began.regression().quoted());
        assertTrue(began.regression().bad().contains("3.2.10"), began.regression()::toString);

        // the fact keeps its first occurrence; the onset is read at every one
        Facts later = facts(REPLY, "I run 3.2.10 at home.\n\nOn Mon, Jan 6, 2020, Bob wrote:\n> I tried a few old"
                + " distros, and 3.2.10 is where the problem began.\n\nThanks.\n");
        assertNotNull(later.regression(), later.kernels()::toString);
        assertTrue(later.regression().bad().contains("3.2.10"), later.regression()::toString);
        // near miss: a longer version holding it ("3.2.10.1" is not "3.2.10")
        Facts longer = facts(REPLY, "I run 3.2.10 at home.\n\nOn Mon, Jan 6, 2020, Bob wrote:\n> I tried a few old"
                + " distros, and 3.2.10.1 is where the problem began.\n\nThanks.\n");
        assertFalse(longer.regression() != null && longer.regression().bad().contains("3.2.10"),
                () -> String.valueOf(longer.regression()));

        Facts starting = facts(REPORT, "Starting with 5.4.49, starting X from a console makes the frob hang.\n");
        assertNotNull(starting.regression(), starting.kernels()::toString);
        assertTrue(starting.regression().bad().contains("5.4.49"), starting.regression()::toString);
    }

    @Test
    void noOnsetInPlansQuestionsCuresOrPlainSetups() {
        // no problem: a feature since a kernel
        assertNull(facts(REPORT, "Since 5.9 the frob driver supports the second port.\n").regression());
        // a question
        assertNull(facts(REPORT, "Has the second port been broken since 5.9?\n").regression());
        // a cure
        assertNull(facts(REPORT, "The hang is fixed since 5.10, the port comes up.\n").regression());
        // a condition
        assertNull(facts(REPORT, "If every kernel >= 5.4 is not able to boot, we would have heard.\n").regression());
        // a setup: "5.3-rc8 on x86_64" is no "from 5.3-rc8 on"
        Facts setup = facts(REPORT, "Kernel is 5.3-rc8 on x86_64.\n\nLoading the frob module causes a BUG.\n");
        assertTrue(OnsetKernels.of(FiguresMails.mail(REPORT, "Kernel is 5.3-rc8 on x86_64.\n"),
                setup.kernels()).own().isEmpty());
        // a change talked about, not a breakage
        assertNull(facts(REPLY, "Can't think of any frob change since 5.9 that would cause this.\n").regression());
    }

    @Test
    void aSubjectBlamingAChangeStatesARegression() {
        assertTrue(BrokenAfterChange.states("re: [bug 1234] touchpad functionality broken by runtime pm patch on 6.1"));
        assertTrue(BrokenAfterChange.states("boot crash due to \"pci/msi: consolidate the frob allocation\""));
        assertTrue(BrokenAfterChange.states("imx9 6.2-rc3 boot failure due to 1a2b3c4d5e6f"));
        assertTrue(BrokenAfterChange.states("frob hangs caused by commit 1a2b3c4d5e6f"));
        Facts reply = facts("Re: touchpad functionality broken by runtime PM patch on 6.1.2",
                "On Mon, Bob wrote:\n> Could you test this?\n\nYes, will do tonight.\n");
        assertNotNull(reply.regression(), reply.kernels()::toString);
        assertTrue(reply.regression().quoted());
        // near misses: the way a fix works, a cause that is no change, a hex word without a digit, no problem word
        assertFalse(BrokenAfterChange.states("[patch] pci: hv: Fix a panic by removing the slots before the bus"));
        assertFalse(BrokenAfterChange.states("drm/frob: workaround runpm fail by disabling pci power management"));
        assertFalse(BrokenAfterChange.states("pci: frob: fix plle power down issue due to clkreq# signal"));
        assertFalse(BrokenAfterChange.states("frob hangs due to deadbeefcafe"));
        assertFalse(BrokenAfterChange.states("pci: hv: Silence kmemleak about the hbus buffer"));
        assertFalse(BrokenAfterChange.states("frob: resource reserved due to conflict with pci bus 0000:00"));
    }

    @Test
    void aReplysCommitBlamedByItsEffectIsTheCulprit() {
        Facts f = facts(REPLY, "Hi,\n\nCommit 1a2b3c4d5e6f (\"PCI: rework bridge window sizing\") results in a"
                + " kernel panic during boot on my board.\n\nThanks\n");
        assertNotNull(f.regression(), f.commits()::toString);
        assertEquals("1a2b3c4d5e6f", f.regression().culprit());
        // near misses: problem words only in the commit's title, and a problem under a condition
        assertFalse(StatedRegressions.effect("7c20078a8197 (\"pci: prevent vpd access for buggy devices\")"));
        assertFalse(StatedRegressions.effect("b71f0a0b1e3f (\"tools: pci: return non-zero when a test fails\")"));
        assertFalse(StatedRegressions.effect("fix 1a2b3c4d5e6f if the group entry does not break how configfs"
                + " uses it"));
        assertFalse(StatedRegressions.effect("i guess the problem is that the driver used to work, but after"
                + " 1a2b3c4d5e6f"));
        assertTrue(StatedRegressions.effect("commit 1a2b3c4d5e6f (\"x\") turned out causing issues with some systems"));
    }

    @Test
    void aRevertThatCuresOnlyBesideAPatchNamesNoCulprit() {
        Facts joint = facts("Re: frob_alloc_irq_vectors fails ENOSPC for the new laptop",
                "Success on my laptop. Applying the patch and reverting 1a2b3c4d5e6f worked for me.\n");
        assertNull(joint.regression(), joint.commits()::toString);
        assertTrue(StatedRegressions.jointCure("with your fix applied and 1a2b3c4d5e6f reverted it boots"));
        assertTrue(StatedRegressions.jointCure("after applying the patch, and reverting commit 1a2b3c4d5e6f, i am"
                + " able to connect"));
        // near misses: the revert alone cures
        assertFalse(StatedRegressions.jointCure("i applied the revert of 1a2b3c4d5e6f and it works"));
        Facts alone = facts("Re: frob_alloc_irq_vectors fails ENOSPC for the new laptop",
                "Reverting 1a2b3c4d5e6f on top of 6.1 fixes it for me.\n");
        assertNotNull(alone.regression(), alone.commits()::toString);
        assertEquals("1a2b3c4d5e6f", alone.regression().culprit());
    }

    private static String previous(String text, List<KernelFact> kernels, String... bad) {
        Set<String> good = new LinkedHashSet<>();
        return RegressionWindow.previousRelease(text, kernels, good, new LinkedHashSet<>(List.of(bad)));
    }

    private static KernelFact at(String text, String v, String verdict) {
        int i = text.indexOf(v);
        return new KernelFact(v, v, verdict, false, i, i + v.length());
    }

    @Test
    void theReleaseBeforeTheBadOneIsTheWindowsGoodEnd() {
        String groups = "With the upgrade to 6.2 my VMs stopped working.\nFor example with kernel 6.1 these are the"
                + " IOMMU groups:\n";
        assertEquals("6.1", previous(groups, List.of(at(groups, "6.2", "bad"), at(groups, "6.1", null)), "6.2"));
        // near misses: a backport, not the release right before, an -rc or stable bad kernel, a verdict of its own
        String backport = "The fix was backported to 6.1 already.\n";
        String queued = "I will send it for 6.1 then.\n";
        assertNull(previous(queued, List.of(at(queued, "6.1", null)), "6.2"));
        assertNull(previous(backport, List.of(at(backport, "6.1", null)), "6.2"));
        String older = "With kernel 6.0 these are the IOMMU groups:\n";
        assertNull(previous(older, List.of(at(older, "6.0", null)), "6.2"));
        assertNull(previous(groups, List.of(at(groups, "6.1", null)), "6.2-rc3"));
        assertNull(previous(groups, List.of(at(groups, "6.1", null)), "6.2.5"));
        assertNull(previous(groups, List.of(at(groups, "6.1", "bad")), "6.2"));
        // a subject kernel has no span
        assertNull(previous(groups, List.of(new KernelFact("6.1", "6.1", null, false, 0, 0)), "6.2"));
        // a window with a good kernel already keeps it alone
        Set<String> good = new LinkedHashSet<>(List.of("5.19"));
        assertNull(RegressionWindow.previousRelease(groups, List.of(at(groups, "6.1", null)), good,
                new LinkedHashSet<>(List.of("6.2"))));
    }

    @Test
    void hostileInputStaysLinearAndNeverThrows() {
        String onsets = "every kernel >= 5.4 is not able to boot, ".repeat(50_000);
        String huge = "x".repeat(2_000_000) + " since 5.4 the port fails";
        String subject = "frob broken by ".repeat(130);
        String evidence = "applying the patch ".repeat(60_000) + " and reverting 1a2b3c4d5e6f";
        StringBuilder listing = new StringBuilder();
        for (int v = 1; v < 3000; v++) {
            listing.append("since 5.4.").append(v).append(" it fails, ");
        }
        listing.append("y".repeat(1_000_000));
        assertTimeoutPreemptively(TimeBudget.seconds(20), () -> {
            facts(REPORT, onsets);
            facts(REPORT, huge);
            facts(REPORT, listing.toString());
            facts(subject, "hello\n");
            BrokenAfterChange.states(subject.toLowerCase());
            StatedRegressions.jointCure(evidence);
            StatedRegressions.effect(evidence);
            facts(REPLY, "(((((".repeat(100_000) + " commit 1a2b3c4d5e6f results in a panic");
        });
    }
}
