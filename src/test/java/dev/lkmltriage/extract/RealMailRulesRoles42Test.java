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
 * Session 39 (docs/extraction-eval.md, "Session 39: roles42"): a changelog's passive omission ("were not updated in
 * commit X", convention 20) names X culprit ({@link FaultedChanges}); a fix folded into a branch's commit names that
 * commit culprit ({@link FaultedChanges}); "X ... which has solved the problem" names X fix. Fixtures invented here in
 * the style of list mail.
 */
class RealMailRulesRoles42Test {
    private static final String ID = "5d1e7c3a9b20";
    private static final String FULL = "5d1e7c3a9b2048f1c6e0a7d3b9f2e4c1a8d60f35";

    @Test
    void aPassiveOmissionNamesTheCommitThePatchCorrects() {
        assertEquals("culprit", role(facts("[PATCH] PCI: frob: Update stale #endif comments",
                "The #else/#endif comments around frob_map_bars() were not updated in commit " + FULL + "\n"
                + "(\"PCI: frob: Rename frob_map() to frob_map_bars()\").\n\n"
                + "Signed-off-by: Alice Example <alice@example.org>\n"), FULL));
        assertEquals("culprit", role(facts("[PATCH] PCI: frob: Drop the last user of FROB_OLD_FLAG",
                "One caller in frob-core.c was missed in " + ID + " (\"PCI: frob: Retire FROB_OLD_FLAG\"), so the\n"
                + "flag is still tested there.\n\nSigned-off-by: Bob Example <bob@example.org>\n"), ID));
        assertEquals("culprit", role(facts("[PATCH] PCI: frob: Convert the last header",
                "The header was never converted by commit " + ID + " (\"PCI: frob: Use the new accessors\").\n"), ID));
    }

    @Test
    void aCommitThatChangedNothingThereStaysAReference() {
        // "changed" is no work left undone; nor is a commit the code was taken from
        assertEquals("reference", role(facts("Re: frob hang on resume", "The resume path was not changed by commit "
                + ID + " (\"PCI: frob: Rename frob_map()\"), so I doubt it matters here.\n"), ID));
        assertEquals("reference", role(facts("[PATCH] PCI: frob: Add frob_map_bars()", "The helper was copied from "
                + ID + " (\"PCI: frob: Add frob_map()\") and adapted for 64-bit BARs.\n"), ID));
    }

    @Test
    void aFixFoldedIntoABranchCommitNamesItCulprit() {
        assertEquals("culprit", role(facts("Re: [pci:pci/frob 3/7] drivers/pci/frob.c:120: warning: unused variable",
                "> tree:   https://git.kernel.org/pub/scm/linux/kernel/git/helgaas/pci.git pci/frob\n"
                + "> commit: " + FULL + " [3/7] PCI: frob: Add frob_map_bars()\n>\n"
                + "> drivers/pci/frob.c:120: warning: unused variable 'bar'\n\n"
                + "I fixed this by folding the patch below into " + ID + "\n(\"PCI: frob: Add frob_map_bars()\").\n"),
                FULL));
        assertEquals("culprit", role(facts("Re: [PATCH] PCI: frob: Fix the doorbell offset", "Thanks, I squashed "
                + "your fix into " + ID + " and updated my next branch.\n"), ID));
    }

    @Test
    void afoldWithoutAFixNamesNoProblem() {
        assertEquals("reference", role(facts("Re: [PATCH] PCI: frob: Rename frob_map()", "I folded the rename "
                + "into " + ID + " and updated my next branch.\n"), ID));
    }

    @Test
    void aCommitThatHasSolvedTheProblemIsItsFix() {
        assertEquals("fix", role(facts("Re: PCI: frob BAR allocation error", "Luckily, I found your patch " + ID
                + " (\"PCI: frob: Avoid double window sizing\")\nwhich have solved the problem. It is in v5.5, I "
                + "only tested v5.4.\n"), ID));
        assertEquals("fix", role(facts("Re: frob hang on resume", "Commit " + ID + " (\"PCI: frob: Wait for the "
                + "link\") resolved the hang on my board.\n"), ID));
    }

    @Test
    void theReadersAnswerOnlyTheirShapes() {
        assertTrue(FaultedChanges.blames("the comments were not updated in commit "));
        assertTrue(FaultedChanges.blames("one caller was forgotten by "));
        assertFalse(FaultedChanges.blames("the comments were not updated, see commit "));
        assertFalse(FaultedChanges.blames(""));
        assertTrue(FaultedChanges.blames("i fixed these by folding the patch below into "));
        assertFalse(FaultedChanges.blames("i folded the rename into "));
        assertFalse(FaultedChanges.blames("the fix was folded, see "));
    }

    @Test
    void hostileInputStaysLinear() {
        String nots = "not ".repeat(2_000_000) + "updated in commit";
        String folds = "fix folding ".repeat(1_000_000) + "into";
        String missed = "missed left ".repeat(1_000_000) + "in the commit";
        assertTimeoutPreemptively(TimeBudget.seconds(10), () -> {
            FaultedChanges.blames(nots);
            FaultedChanges.blames(folds);
            FaultedChanges.blames(missed);
            facts("[PATCH] x", ("The comments were not updated in commit " + ID + ". ").repeat(20_000));
            facts("Re: x", ("I fixed this by folding the patch below into " + ID + ".\n").repeat(20_000));
            facts("Re: x", ("Your patch " + ID + " (\"" + "y".repeat(150) + "\") which have solved the problem. ")
                    .repeat(5_000));
            facts("Re: x", "x".repeat(10_000_000) + " was not updated in commit " + ID);
        });
    }
}
