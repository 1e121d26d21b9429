package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.facts;
import static dev.lkmltriage.extract.FactOf.role;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.lkmltriage.testkit.TimeBudget;
import org.junit.jupiter.api.Test;

/**
 * Session 20 (docs/extraction-eval.md, "Session 20: roles21 — ..."): culprits blamed in replies. A commit blamed by
 * its title in quotes ("I bisected this to "frob: ..."", a subject "Boot crash due to "frob: ...""), then given by
 * id with that title, is the culprit; a colon line reporting that reverting the commit below cures ("Reversing the
 * following commit solves the issue:") blames the commit under it. Fixtures invented here in the style of list mail.
 */
class RealMailRulesRoles21Test {
    private static final String ID = "5e1f0a7c3b2d";
    private static final String TITLE = "frob: Skip controller resume if not needed";
    /** Words that keep an id past the reach of the inline cues of the sentence before (80 characters). */
    private static final String FAR = "The resume path has been reworked a few times over the years; the skip is ";

    private static Facts reply(String subject, String body) {
        return facts(subject, body);
    }

    private static Facts reply(String body) {
        return reply("Re: frob: second port hangs after resume", body);
    }

    // --- a title blamed in quotes, the id given with it ---

    @Test
    void aQuotedReportsBisectedTitleMakesTheCitedIdTheCulprit() {
        Facts f = reply("On Wed, 22 Apr 2020 22:50:28 +0200, Some Maintainer wrote:\n> > Then the display "
                + "freezes.\n> >\n> > I bisected this to \"" + TITLE + "\".\n> > Setting frob.power_save=0 "
                + "resolves the issue.\n>\n> FWIW, the complete citation is " + ID + " (\"frob: Skip\n> controller "
                + "resume if not needed\"), which first appeared in v5.7-rc2.\n\nThanks, the fix is posted.\n");
        assertEquals("culprit", role(f, ID));
        assertEquals(ID, f.regression() == null ? null : f.regression().culprit());
    }

    @Test
    void aSubjectBlamingATitleMakesTheReplysIdTheCulprit() {
        Facts f = reply("Re: Boot crash due to \"" + TITLE + "\"", "I can reproduce it here; reverting nothing "
                + "else, " + ID + " (\"" + TITLE + "\") is in my tree and the box dies early.\n");
        assertEquals("culprit", role(f, ID));
        Facts caused = reply("nouveau regression with 5.7 caused by \"frob: Skip controller resume if not\n needed\"",
                "With " + ID + " (\"" + TITLE + "\") the GPU does not come back.\n");
        assertEquals("culprit", role(caused, ID));
    }

    @Test
    void theCueMayNameTheCommitOrPatchBeforeTheTitle() {
        assertEquals("culprit", role(reply("The warning is caused by patch \"" + TITLE + "\".\n\nThat is " + ID
                + " (\"" + TITLE + "\") in next.\n"), ID));
        assertEquals("culprit", role(reply("I bisected it down to commit \u201c" + TITLE + "\u201d.\n\n" + ID
                + " (\"" + TITLE + "\")\n"), ID));
    }

    // --- near misses ---

    @Test
    void aTitleWithoutABlameCueStaysAReference() {
        Facts see = reply("See \"" + TITLE + "\" for the background, " + ID + " (\"" + TITLE + "\").\n");
        assertEquals("reference", role(see, ID));
        Facts based = reply("This is based on \"" + TITLE + "\", i.e. " + ID + " (\"" + TITLE + "\").\n");
        assertEquals("reference", role(based, ID));
        Facts like = reply("Do it like \"" + TITLE + "\" did: " + ID + " (\"" + TITLE + "\").\n");
        assertEquals("reference", role(like, ID));
    }

    @Test
    void aDeniedOrAskedBlameOrAnotherTitleStaysAReference() {
        // (the id a paragraph on, past the inline cues' reach: only the title can tie it to the cue)
        assertEquals("reference", role(reply("This is not caused by \"" + TITLE + "\".\n\n" + FAR + ID + " (\""
                + TITLE + "\").\n"), ID));
        assertEquals("reference", role(reply("Could it be caused by \"" + TITLE + "\"?\n\n" + FAR + ID
                + " (\"" + TITLE + "\").\n"), ID));
        assertEquals("reference", role(reply("I bisected this to \"frob: Reorder the resume steps\".\n\n" + FAR + ID
                + " (\"" + TITLE + "\").\n"), ID));
        // a title too short to name a commit
        assertEquals("reference", role(reply("It is caused by \"frob\".\n\n" + FAR + ID + " (\"frob\").\n"), ID));
    }

    @Test
    void aFixNamedByItsTitleKeepsItsRole() {
        Facts f = reply("I bisected this to \"" + TITLE + "\".\n\nIt is fixed by " + ID + " (\"" + TITLE
                + "\").\n");
        assertEquals("fix", role(f, ID));
    }

    @Test
    void theCueReaderSkipsFillersAndNegations() {
        assertEquals("bisected this to", BlamedTitles.cueAtEnd("i bisected this to"));
        assertEquals("caused by", BlamedTitles.cueAtEnd("warning caused by the commit"));
        assertEquals("due to", BlamedTitles.cueAtEnd("re: boot crash due to"));
        assertNull(BlamedTitles.cueAtEnd("this is not caused by"));
        assertNull(BlamedTitles.cueAtEnd("see"));
        assertNull(BlamedTitles.cueAtEnd("overdue to"));
        assertNull(BlamedTitles.cueAtEnd(""));
    }

    // --- "Reversing the following commit solves the issue:" over the commit's block ---

    @Test
    void aRevertThatCuresTheCommitBelowBlamesIt() {
        Facts f = reply("On Mon, Aug 05, 2019 at 03:34:50PM +0300, Some One wrote:\n> On Sun, Aug 04, 2019 at "
                + "08:47:43AM +0000, Reporter wrote:\n> > Reversing the following commit solves the issue:\n> > \n"
                + "> > commit " + ID + "7a8b9c0d1e2f3a4b5c6d7e8f\n> > Author: Some Author <a@example.org>\n> > "
                + TITLE + "\n> > \n> > Can you have a look?\n>\n> I'm back now.\n\nHere is the log.\n");
        assertEquals("culprit", role(f, ID + "7a8b9c0d1e2f3a4b5c6d7e8f"));
        Facts own = reply("Reverting this patch fixes the hang for me:\n\n" + ID + " (\"" + TITLE + "\")\n");
        assertEquals("culprit", role(own, ID));
    }

    @Test
    void aProposedDeniedOrAskedRevertBelowStaysAReference() {
        assertEquals("reference", role(reply("Try reverting this commit:\n\n" + ID + " (\"" + TITLE + "\")\n"), ID));
        assertEquals("reference", role(reply("Reverting the following commit does not fix it:\n\n" + ID + " (\""
                + TITLE + "\")\n"), ID));
        assertEquals("reference", role(reply("Try reverting the following commit to see if it fixes the hang:\n\n"
                + ID + " (\"" + TITLE + "\")\n"), ID));
        assertEquals("reference", role(reply("Does reverting the following patch fix it:\n\n" + ID + " (\"" + TITLE
                + "\")\n"), ID));
    }

    @Test
    void hostileInputEndsFast() {
        String quotes = "\"".repeat(200000) + ID + " (\"" + TITLE + "\")";
        String cues = ("caused by \"" + TITLE + "\" ").repeat(20000) + ID + " (\"" + TITLE + "\")";
        String open = "due to \"" + "x".repeat(300000) + " " + ID + " (\"" + TITLE + "\")";
        String reverts = ("Reversing the following commit solves the issue " + "and ".repeat(2000) + ":\n\n"
                + ID + "\n").repeat(50);
        assertTimeoutPreemptively(TimeBudget.seconds(10), () -> {
            reply(quotes);
            reply(cues);
            reply(open);
            reply("> " + cues.replace("\" ", "\"\n> "));
            reply(reverts);
            reply("x".repeat(500) + "\"" + TITLE + "\"", cues);
        });
    }
}
