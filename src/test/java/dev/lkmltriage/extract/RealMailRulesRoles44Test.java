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
 * Session 41 (docs/extraction-eval.md, "Session 41: roles44"): a revert of "this commit" that cures, told after the
 * commit's {@code git show} block ({@link RevertedBack}); a harm after a modal in an "introduced by X" sentence is
 * feared, not brought; the one reader of the words before an id that name a faulted change ({@link FaultedChanges}).
 * Fixtures invented here in the style of list mail.
 */
class RealMailRulesRoles44Test {
    private static final String FULL = "7d3a1c9e5b20f4a8d6c2e0b9a7f5d3c1e8b6a402";
    private static final String ID = "7d3a1c9e5b20";

    private static String report(String answer) {
        return "On Tue, Alice Example wrote:\n> The frob controller fails to probe on 5.9:\n>\n"
                + "> frob-pcie soc:pcie: probe of soc:pcie failed with error -16\n>\n"
                + "> I read this one today.\n>\n> commit " + FULL + "\n> Author: Bob Example <bob@example.org>\n"
                + "> Date:   Fri May 22 17:48:19 2020 -0600\n>\n"
                + ">     PCI: frob: Use the bridge's window list directly\n>\n"
                + ">     There is no need for a temporary list. Just use the bridge's list.\n>\n"
                + ">     Signed-off-by: Bob Example <bob@example.org>\n\n" + answer + "\n\n-- \nAlice\n";
    }

    /** The role the report's commit takes under {@code answer}. */
    private static String roleUnder(String answer) {
        return role(facts("Re: [BUG] frob PCIe broken since 5.9", report(answer)), FULL);
    }

    @Test
    void aCuringRevertOfThisCommitAfterItsBlockNamesItCulprit() {
        assertEquals("culprit", roleUnder("Confirmed. Reverting this commit results in functioning PCIe."));
        assertEquals("culprit", roleUnder("Yes, reverting that commit restores the probe on my board."));
    }

    @Test
    void aRevertProposedDeniedOrOfTheOtherPatchBlamesNothing() {
        assertEquals("reference", roleUnder("Reverting this commit might help, could you test it?"));
        assertEquals("reference", roleUnder("Reverting this commit is out of the question, it fixes other boards."));
        assertEquals("reference", roleUnder("Reverting this patch fixes it here."));
        assertEquals("reference", roleUnder("Please try reverting this commit and see if it works."));
        assertEquals("reference", roleUnder("Reverting this commit doesn't fix it."));
        assertEquals("reference", roleUnder("Hello."));
    }

    @Test
    void anotherCommitNamedInBetweenTakesThePointer() {
        assertEquals("reference", roleUnder("It came with 0e1f2a3b4c5d (\"PCI: frob: Add the window list\") too."
                + "\n\nConfirmed. Reverting this commit results in functioning PCIe."));
    }

    @Test
    void aHarmAfterAModalInAnIntroducedBySentenceIsFearedNotBrought() {
        assertEquals("reference", role(facts("Re: [RFC PATCH] acpi/irq: Add stacked domains", "Since the frob "
                + "source is already used to create the domain for platform devices (introduced by " + ID + ") and\n"
                + "the old driver does not check the flag, I am not sure whether it would break existing "
                + "platforms.\n"), ID));
        assertEquals("culprit", role(facts("Re: frob hang", "The lock inversion was introduced by " + ID
                + " and it causes a deadlock on resume.\n"), ID));
    }

    @Test
    void theRevertPointerOpensItsSentence() {
        // the joined FaultedChanges reader keeps each wording: RealMailRulesFixrole41Test and RealMailRulesRoles42Test
        assertTrue(RevertedBack.opens("confirmed. reverting this commit results in functioning pcie."));
        assertTrue(RevertedBack.opens("with that commit reverted, the board boots"));
        assertFalse(RevertedBack.opens("reverting this patch fixes it"));
        assertFalse(RevertedBack.opens("i think reverting this commit helps"));
        assertEquals("reverting this commit results in functioning pcie.",
                RevertedBack.clause("reverting this commit results in functioning pcie."));
        assertEquals("reverting this commit is out of the question",
                RevertedBack.clause("reverting this commit is out of the question, it fixes other boards."));
        assertEquals("reverted, the board boots again.",
                RevertedBack.clause("with this commit reverted, the board boots again."));
    }

    @Test
    void hostileInputStaysLinear() {
        String blocks = ("commit " + FULL + "\nAuthor: A <a@b.c>\n\n" + "Reverting this commit. ".repeat(50))
                .repeat(2_000);
        String modals = ("introduced by " + ID + " it would would might break ").repeat(20_000);
        String opener = "confirmed, " + "and ".repeat(500_000) + "reverting this commit";
        assertTimeoutPreemptively(TimeBudget.seconds(10), () -> {
            facts("Re: x", blocks);
            facts("Re: x", modals);
            facts("Re: x", ("Reverting that commit restores it. " + ID + " ").repeat(20_000));
            RevertedBack.opens(opener);
            RevertedBack.clause("reverted" + ", x".repeat(1_000_000));
            FaultedChanges.blames("not ".repeat(1_000_000) + "updated in");
        });
    }
}
