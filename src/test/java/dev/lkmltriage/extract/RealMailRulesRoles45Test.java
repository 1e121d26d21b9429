package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.facts;
import static dev.lkmltriage.extract.FactOf.role;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import org.junit.jupiter.api.Test;

/**
 * Session 42 (docs/extraction-eval.md, "Session 42: roles45"): a change told by the state before it ("Before your
 * change was merged, ... was safe", "Before those patches I don't see the error:" over a listing;
 * {@link GoodBeforeChanges}), and "After commit X (...) and commit Y (...), ... this leads to failure" naming both
 * commits culprit. Fixtures invented here in the style of list mail.
 */
class RealMailRulesRoles45Test {
    private static final String X = "7d3a1c9e5b20";
    private static final String Y = "0e1f2a3b4c5d";
    private static final String XF = X + "a1b2c3d4e5f6a7b8c9d0e1f2a3b4";
    private static final String YF = Y + "f6e5d4c3b2a1f0e9d8c7b6a5f4e3";

    private static String answer(String reply) {
        return "On Mon, Bob Example wrote:\n> frob_unlock() used to hold frob_lock while waking the waiters, but I"
                + " changed that\n> with " + X + " (\"PCI: Avoid a deadlock on frob_lock\") without understanding"
                + " both\n> sides of the locking.\n\n" + reply + "\n\nThanks,\nAlice\n";
    }

    private static String answered(String reply) {
        return role(facts("Re: [PATCH] PCI: Fix frob_lock deadlock", answer(reply)), X);
    }

    @Test
    void aGoodStateBeforeTheAddresseesChangeBlamesIt() {
        assertEquals("culprit", answered("Before your change was merged, every access to the wait queue was safe"
                + " because they all held frob_lock."));
        assertEquals("culprit", answered("But before your patch went in, the resume path worked fine here."));
        assertEquals("culprit", answered("Before your change I didn't see the warning at all."));
    }

    @Test
    void aBadStateBeforeItAQuestionOrAnotherOpeningBlamesNothing() {
        assertEquals("reference", answered("Before your change, the wait queue was not safe either."));
        assertEquals("reference", answered("Before your change nothing worked on this board."));
        assertEquals("reference", answered("Before your change was merged, was the wait queue safe?"));
        assertEquals("reference", answered("Before your change the flag was set in probe."));
        assertEquals("reference", answered("I think it was safe before your change, but I am not sure."));
        assertEquals("reference", answered("Before this patch the wait queue was safe."));
    }

    @Test
    void aListingUnderNoErrorBeforeThePatchesNamesEachCulprit() {
        String body = "I bisected by hand.\n\nBefore those patches I don't see the error:\n\n" + XF
                + " PCI: frob: Drop the private\noutbound data\n" + YF + " PCI: frob: Use the ranges helper\n\n"
                + "After those patches I see:\n\n[   15.38] Internal error: synchronous external abort\n";
        var f = facts("Re: [PATCH v3 10/25] PCI: frob: Use the ranges helper", body);
        assertEquals("culprit", role(f, XF));
        assertEquals("culprit", role(f, YF));
        var other = facts("Re: [PATCH v3 10/25] PCI: frob: Use the ranges helper", "Before those patches were"
                + " applied I rebased:\n\n" + XF + " PCI: frob: Drop the private data\n");
        assertEquals("reference", role(other, XF));
        assertTrue(GoodBeforeChanges.headsList("before these commits, i didn't see any warnings:"));
        assertFalse(GoodBeforeChanges.headsList("before those patches i see the error:"));
        assertFalse(GoodBeforeChanges.headsList("the patches before those:"));
    }

    @Test
    void aFailureDatedFromTwoCommitsNamesBoth() {
        String body = "After commit " + X + " (\"PCI: frob: Add a shutdown hook\") and commit " + Y + " (\"PCI: frob:"
                + " Disable the device on shutdown\"), it also calls\npci_disable_device() during shutdown, this leads"
                + " to shutdown or reboot failure\noccasionally.\n";
        var f = facts("[PATCH] PCI: frob: Do not disable the device twice on shutdown", body);
        assertEquals("culprit", role(f, X));
        assertEquals("culprit", role(f, Y));
        var calm = facts("[PATCH] PCI: frob: Do not disable the device twice on shutdown", "After commit " + X
                + " (\"PCI: frob: Add a shutdown hook\") and commit " + Y + " (\"PCI: frob: Disable the device\"),"
                + " it also calls\npci_disable_device() during shutdown, this seems unnecessary.\n");
        assertEquals("reference", role(calm, X));
        assertEquals("reference", role(calm, Y));
        var asked = facts("Re: frob shutdown", "Would it fail after commit " + X + " (\"PCI: frob: Add a shutdown"
                + " hook\") if the device is gone?\n");
        assertEquals("reference", role(asked, X));
    }

    @Test
    void hostileInputStaysLinear() {
        String many = "Before your change was merged, it ".repeat(4000) + "\n";
        String list = ("Before those patches I don't see the error:\n\n" + XF + " x\n").repeat(2000);
        String longLine = "before your " + "a".repeat(200_000) + " was safe.\n";
        assertTimeoutPreemptively(TimeBudget.seconds(10), () -> {
            facts("Re: frob", answer(many));
            facts("Re: frob", list);
            facts("Re: frob", answer(longLine));
            assertFalse(GoodBeforeChanges.blamesBack(longLine.toLowerCase(java.util.Locale.ROOT)));
        });
    }
}
