package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.facts;
import static dev.lkmltriage.extract.FactOf.role;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Session 48 (docs/extraction-eval.md, "Session 48: roles51"): review replies that name a commit without a
 * {@code Fixes:} line. A reviewer's "This looks like a bugfix for X" and a maintainer's "I added a Fixes: X (...)"
 * written in a sentence name the commit corrected, a culprit as "Fix X" and a tag's own line do; "your recent fix X"
 * is the noun, a fix, not the verb of "Fix X". Denials, questions, drops and other words keep references. Fixtures
 * invented here in the style of list mail.
 */
class RealMailRulesRoles51Test {
    private static final String ID = "3c4d5e6f7a8b";
    private static final String TITLE = " (\"frob: Force the port to D0 on thaw\")";
    private static final String QUOTE = "On Mon, Frob Author wrote:\n> The port stays in an unknown state after thaw,\n"
            + "> so the driver fails to enable MSI-X.\n>\n> Signed-off-by: Frob Author <author@example.org>\n\n";

    private static Facts reply(String own) {
        return facts("Re: [PATCH] frob: Move to D0 before the legacy resume", QUOTE + own);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "This looks like a bugfix for " + ID + TITLE + ", so maybe it should go to stable too.\n",
        // the question is the later clause's; the first states the fix
        "This looks like a bugfix for " + ID + TITLE + "\nso maybe it should be marked for stable as " + ID
                + " was?\n",
        "It is a follow-up fix to commit " + ID + TITLE + ".\n",
        "I think this is the fix for " + ID + TITLE + " that we talked about.\n",
        "Applied to pci/pm, thanks!  I added a Fixes: " + ID + TITLE + "\nsince it completes that patch.\n",
    })
    void aFixNamedForACommitOrATagInASentenceBlamesIt(String own) {
        Facts f = reply(own);
        assertEquals("culprit", role(f, ID), own);
        assertEquals("false", FactOf.commitQuoted(f, ID), own);
        // a flaw the commit's code always had, with no working state: no regression (convention 132)
        assertNull(f.regression(), own);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        // denied, asked, dropped
        "This is not a fix for " + ID + TITLE + "; that one was fine.\n",
        "Is this a bugfix for " + ID + TITLE + "?\n",
        "I dropped the Fixes: " + ID + TITLE + " because it is only a clean-up.\n",
        "No Fixes: " + ID + TITLE + " is needed here.\n",
        // other words before the id: a model, history
        "This is similar to what " + ID + TITLE + " did for the other port.\n",
        "The fixes in this area started with " + ID + TITLE + ".\n",
    })
    void deniedAskedDroppedOrOtherWordsKeepAReference(String own) {
        assertEquals("reference", role(reply(own), ID), own);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "Your recent fix " + ID + TITLE + " should keep the port from sending early requests.\n",
        "The earlier fix " + ID + TITLE + " covers the thaw path already.\n",
    })
    void aFixWrittenAsANounIsNoCulprit(String own) {
        assertEquals("fix", role(reply(own), ID), own);
    }

    @Test
    void theVerbStillBlamesWhatItFixes() {
        assertEquals("culprit", role(reply("Fix " + ID + " and the thaw path both, please.\n"), ID));
        assertEquals("culprit", role(reply("We should fix " + ID + " before the merge window.\n"), ID));
    }

    @Test
    void theModifierReaderLooksOnlyAtTheWordBeforeFix() {
        assertTrue(CommitRoles.modifiedFix("your recent fix"));
        assertTrue(CommitRoles.modifiedFix("the fix"));
        assertFalse(CommitRoles.modifiedFix("fix"));
        assertFalse(CommitRoles.modifiedFix("please fix"));
        assertFalse(CommitRoles.modifiedFix("to fix"));
        assertFalse(CommitRoles.modifiedFix("the prefix"));
        assertFalse(CommitRoles.modifiedFix(""));
        assertFalse(CommitRoles.modifiedFix("recent fixes"));
    }

    @Test
    void aQuestionOpensWithAnAuxiliary() {
        assertTrue(CommitRoles.opensAsQuestion("is this a bugfix for"));
        assertTrue(CommitRoles.opensAsQuestion("  Doesn't it need a fixes:"));
        assertTrue(CommitRoles.opensAsQuestion("maybe a fix for"));
        assertFalse(CommitRoles.opensAsQuestion("this looks like a bugfix for"));
        assertFalse(CommitRoles.opensAsQuestion(""));
        assertFalse(CommitRoles.opensAsQuestion("'"));
        assertFalse(CommitRoles.opensAsQuestion("island fix for"));
    }

    @Test
    void theTailReadersRefuseMalformedAndEdgeInput() {
        assertFalse(FaultedChanges.fixFor(""));
        assertFalse(FaultedChanges.fixFor("fix"));
        assertFalse(FaultedChanges.fixFor("a prefix for"));
        assertTrue(FaultedChanges.fixFor("a bugfix for"));
        assertTrue(FaultedChanges.fixFor("fix for commit"));
        assertFalse(FaultedChanges.fixFor("isn't a fix for"));
        assertFalse(FaultedChanges.proseTag(""));
        assertFalse(FaultedChanges.proseTag("fixes:"));
        assertTrue(FaultedChanges.proseTag("i added a fixes:"));
        assertFalse(FaultedChanges.proseTag("i removed the fixes:"));
        assertFalse(FaultedChanges.proseTag("fixes: tag and"));
    }

    @Test
    void longAndHostileRepliesStayQuick() {
        String junk = "a fix for ".repeat(20_000) + "fixes: ".repeat(20_000) + ID + "\n";
        assertTimeoutPreemptively(TimeBudget.seconds(5), () -> reply(junk));
        assertTimeoutPreemptively(TimeBudget.seconds(5), () -> reply("bugfix for\n".repeat(30_000)));
    }
}
