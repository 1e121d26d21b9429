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
 * Session 38 (docs/extraction-eval.md, "Session 38: fixrole41"): a {@code Fixes:} tag the reviewer's answer disputes
 * names no culprit ({@link DisputedFixesTags}); a cure verb in the sentence after a commit's id that opens with "This"
 * is the patch's own, not the commit's ({@link NextSentenceCures}). Fixtures invented here in the style of list mail.
 */
class RealMailRulesFixrole41Test {
    private static final String ID = "7c2e9a41d0b3";
    private static final String OTHER = "1f0d8b6a2c47";

    private static Facts reply(String body) {
        return facts("Re: [PATCH] PCI: frob: Guard the doorbell helper behind CONFIG_PCI_FROB", body);
    }

    private static String quotedPatch(String marks) {
        return marks + " Define frob_ring_doorbell() only when both options are set.\n"
                + marks + "\n"
                + marks + " Fixes: " + ID + " (\"PCI: frob: Add frob_ring_doorbell()\")\n"
                + marks + " Signed-off-by: Alice Example <alice@example.org>\n"
                + marks + " ---\n";
    }

    @Test
    void aTagTheReviewerDisputesIsAReference() {
        assertEquals("reference", role(reply("On Mon, Alice wrote:\n" + quotedPatch(">")
                + "\nThis definitely doesn't fix " + ID.substring(0, 10) + ".  That commit only added the helper,\n"
                + "with no dependency on either option.\n"), ID));
        assertEquals("reference", role(reply("On Tue, Bob wrote:\n> On Mon, Alice wrote:\n" + quotedPatch("> >")
                + ">\n> I don't think this commit caused the problem.\n\nRight, I will drop the tag in v2.\n"), ID));
        assertEquals("reference", role(reply(quotedPatch(">") + "\nI don't really understand this Fixes tag.  "
                + "This seems like a feature, not a fix.\n"), ID));
        assertEquals("reference", role(reply(quotedPatch(">") + "\nLooks fine, but please drop that tag: the old "
                + "code was correct for the boards it supported.\n"), ID));
    }

    @Test
    void anUndisputedTagStaysACulprit() {
        // the reviewer acks, or speaks of the patch's own effect
        assertEquals("culprit", role(reply(quotedPatch(">") + "\nReviewed-by: Bob Example <bob@example.org>\n"), ID));
        assertEquals("culprit", role(reply(quotedPatch(">") + "\nThis doesn't fix the hang on my Frob board "
                + "though, it still stalls after resume.\n"), ID));
        // another commit denied
        assertEquals("culprit", role(reply(quotedPatch(">") + "\nIt doesn't fix " + OTHER + ", which is a separate "
                + "issue.\n"), ID));
        // the patch's own changelog at the tag's depth, a denial there is no answer
        assertEquals("culprit", role(facts("[PATCH] PCI: frob: Guard the doorbell helper", "The helper breaks the "
                + "build without CONFIG_PCI_FROB.\n\nFixes: " + ID + " (\"PCI: frob: Add frob_ring_doorbell()\")\n"
                + "Signed-off-by: Alice Example <alice@example.org>\n---\nI don't think this commit caused the "
                + "problem, but the tag is cheap.\n"), ID));
        assertEquals("culprit", role(reply(quotedPatch("> >") + "> I don't see it.\n"
                + "\nI don't think this commit caused the problem.\n"), ID));
    }

    @Test
    void theReaderTakesOnlyTheAnswer() {
        String text = "> Fixes: " + ID + " (\"x\")\n> Signed-off-by: A <a@example.org>\n\nThis doesn't fix "
                + ID + ".\n";
        int at = text.indexOf(ID);
        assertTrue(DisputedFixesTags.disputed(text, at, at + ID.length(), ID));
        String own = "Fixes: " + ID + " (\"x\")\n\nThis doesn't fix " + ID + ".\n";
        assertFalse(DisputedFixesTags.disputed(own, 7, 7 + ID.length(), ID));
        assertFalse(DisputedFixesTags.disputed("", 0, 0, ID));
    }

    @Test
    void aCureToldInTheNextSentenceIsThePatchs() {
        assertEquals("culprit", role(facts("[PATCH] PCI: frob: Fix the port 2 offset for the Frob 300",
                "Fix the port 2 control offset for the Frob 300 by moving it from the Frob 200 data where it\n"
                + "erroneously got added by commit " + ID + " (\"PCI: frob: Add port 2 control offset\").\n"
                + "This fixes the offset being left at zero and the third port failing to come up.\n\n"
                + "Signed-off-by: Alice Example <alice@example.org>\n"), ID));
        // the commit's own clause keeps its cure
        assertEquals("fix", role(reply("The hang is gone in mainline: commit " + ID + " (\"PCI: frob: Wait for "
                + "the link\") fixes the hang on my board.\n"), ID));
        assertTrue(NextSentenceCures.thisPatch("). this "));
        assertTrue(NextSentenceCures.thisPatch(") in v5.9. this patch "));
        assertFalse(NextSentenceCures.thisPatch(") "));
        assertFalse(NextSentenceCures.thisPatch(") in v5.9, which "));
        assertFalse(NextSentenceCures.thisPatch(". thistle "));
    }

    @Test
    void aChangeCalledAMistakeIsTheCulprit() {
        assertEquals("culprit", role(reply("The flag was wrongly cleared in commit " + ID + " (\"PCI: frob: Reset "
                + "the port on probe\"), so move it back.\n"), ID));
        // added, without a word calling it a mistake, is history
        assertEquals("reference", role(reply("The offset was added by commit " + ID + " (\"PCI: frob: Add port 2 "
                + "control offset\") for the Frob 200.\n"), ID));
        assertTrue(FaultedChanges.blames("where it erroneously got added by commit"));
        assertTrue(FaultedChanges.blames("the check was accidentally dropped in"));
        assertFalse(FaultedChanges.blames("the check was added in"));
        assertFalse(FaultedChanges.blames("erroneously added by commit x, and later"));
        assertFalse(FaultedChanges.blames(""));
    }

    @Test
    void hostileTagsAndGapsStayLinear() {
        String oneLine = ("> Fixes: " + ID + " ").repeat(500_000) + "\nThis doesn't fix " + ID + ".\n";
        String manyTags = (">>>>>>>>>> Fixes: " + ID + " (\"x\")\n").repeat(200_000) + "\nI don't think this "
                + "commit caused it.\n";
        String deep = (">".repeat(60) + " Fixes: " + ID + "\n" + ">".repeat(59) + " I don't think this commit "
                + "caused it.\n").repeat(50_000);
        String gap = ". this ".repeat(1_000_000);
        String wrong = "wrongly ".repeat(1_000_000) + "added by commit";
        String cures = ("Commit " + ID + " (\"" + "x".repeat(100) + "\"). This fixes the hang. ").repeat(5_000);
        assertTimeoutPreemptively(TimeBudget.seconds(10), () -> {
            reply(oneLine);
            reply(manyTags);
            reply(deep);
            NextSentenceCures.thisPatch(gap);
            FaultedChanges.blames(wrong);
            reply(("The bit was wrongly set in " + ID + ". ").repeat(100_000));
            reply(cures);
            reply("> Fixes: " + ID + "\n" + "x".repeat(10_000_000) + " doesn't fix " + ID);
        });
    }
}
