package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.facts;
import static dev.lkmltriage.extract.FactOf.role;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.lkmltriage.testkit.TimeBudget;
import org.junit.jupiter.api.Test;

/**
 * Session 20, second round (docs/extraction-eval.md, "Session 20, second round: roles22"): the inline blame cues
 * stop at the sentence end before the hash and a blame asked is no blame ("Could it be caused by "..."? That is X");
 * an id a sentence links to a commit noun ("The commit introducing this issue is X") is a commit. Fixtures invented
 * here in the style of list mail.
 */
class RealMailRulesRoles22Test {
    private static final String ID = "5e1f0a7c3b2d";
    private static final String FULL = "5e1f0a7c3b2d4e6f8a9b0c1d2e3f4a5b6c7d8e9f";
    private static final String TITLE = "frob: Skip controller resume if not needed";

    private static Facts reply(String body) {
        return facts("Re: [PATCH] frob: Fix the resume interrupt mask", body);
    }

    // --- a blame cue stops at the sentence end; a question blames nothing ---

    @Test
    void aBlameAskedInTheSentenceBeforeLeavesTheIdAReference() {
        assertEquals("reference", role(reply("Could it be caused by \"" + TITLE + "\"? That is " + ID + " (\""
                + TITLE + "\") in next.\n"), ID));
        assertEquals("reference", role(reply("The hang is caused by the new mask. See " + ID + " (\"" + TITLE
                + "\") for where it came from.\n"), ID));
    }

    @Test
    void aBlameAskedOfTheIdItselfIsNoBlame() {
        assertEquals("reference", role(reply("Could this be caused by commit " + ID + "?\n"), ID));
        assertEquals("reference", role(reply("Is the hang introduced by commit " + ID + " (\"" + TITLE + "\")?\n"),
                ID));
        assertEquals("reference", role(reply("Maybe commit " + ID + " broke it?\n"), ID));
    }

    @Test
    void aStatedBlameStillBlames() {
        // near misses: the cue in the hash's own sentence, a "?" inside a URL, a question in the next paragraph
        assertEquals("culprit", role(reply("This is caused by commit " + ID + ".\n"), ID));
        assertEquals("culprit", role(reply("The hang is caused by commit " + ID + " (see https://git.example.org/"
                + "cgit/?id=" + ID + ").\n"), ID));
        assertEquals("culprit", role(reply("The hang was introduced by commit " + ID + ".\n>\n> Why?\n"), ID));
        assertEquals("culprit", role(reply("Bisected to:\n\ncommit " + FULL + "\n"), FULL));
    }

    // --- an id linked to a commit noun ---

    @Test
    void anIdLinkedToTheCommitThatIntroducedTheIssueIsItsCulprit() {
        Facts f = reply("> Fixes: 0123456789ab (\"frob: Init the feature bits\")\n\nAre you sure about this "
                + "Fixes tag? This commit seems unrelated.\n\nThe commit introducing this issue is " + FULL + ".\n");
        assertEquals("culprit", role(f, FULL));
        assertEquals("culprit", role(reply("The offending commit is\n" + ID + ".\n"), ID));
    }

    @Test
    void anIdLinkedToACommitNounIsACommit() {
        assertEquals("reference", role(reply("This was there in the very first commit of this driver i.e.\n" + FULL
                + " which added it.\n"), FULL));
        assertEquals("reference", role(reply("Reverting the relevant commit (SHA is " + FULL + " there) was "
                + "discussed.\n"), FULL));
    }

    @Test
    void aLinkWithAnotherSubjectNamesNoCommit() {
        // Session 28 (commits29): a 12-digit id with digits and letters standing as a word of a sentence is a commit
        // by itself (ProseIds), so these are found now, as references: the link rule still names no culprit by them
        assertEquals("reference", role(reply("It is broken by two changes. The other is " + ID + ".\n"), ID));
        assertEquals("reference", role(reply("The obvious candidate is " + ID + ".\n"), ID));
        // a key is another kind of hex value: neither rule takes it
        assertEquals("absent", role(reply("I looked at the commit, the key is " + ID + ".\n"), ID));
        assertEquals("absent", role(reply("The commit is fine. The key is " + ID + ".\n"), ID));
        // "this" holds "is" but links nothing
        assertEquals("reference", role(reply("The commit log of this " + ID + " is long.\n"), ID));
    }

    @Test
    void hostileInputEndsFast() {
        String links = ("the commit is " + ID + " ").repeat(20000);
        String blanks = "commit" + " ".repeat(200000) + "is " + ID;
        String asks = "caused by commit " + ID + " " + "?".repeat(200000);
        String quotes = ("is\n" + ">".repeat(5000) + " " + ID + "\n").repeat(20);
        assertTimeoutPreemptively(TimeBudget.seconds(10), () -> {
            reply(links);
            reply(blanks);
            reply(asks);
            reply(quotes);
            reply("is " + ID);
            reply(ID + "?");
        });
    }
}
