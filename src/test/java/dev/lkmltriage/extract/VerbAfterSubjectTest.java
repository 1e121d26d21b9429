package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.lkmltriage.testkit.TimeBudget;
import org.junit.jupiter.api.Test;

/**
 * Session 29 (commits30): a cue verb right after a long {@code ("subject")} has the commit for its subject: "Change X
 * ("...long subject...") unintentionally caused a use-after-free" blames X, as it did when the subject was short. A
 * cue further on, in another clause after the subject, is still not read past the reach. Every fixture is invented
 * here in the style of list mail.
 */
class VerbAfterSubjectTest {
    private static final String LONG = "(\"genirq: Store the firmware node of a named domain when it is allocated\")";

    private static String render(String text) {
        return CommitExtractorTest.render(new CommitExtractor().extract(VersionsMails.mail(text)));
    }

    @Test
    void aCueVerbRightAfterALongSubjectBlamesTheCommit() {
        assertEquals("5a2b9c0e7d41:culprit", render("Change 5a2b9c0e7d41 " + LONG
                + "\nunintentionally caused a use-after-free on firmware nodes freed after probe.\n"));
        assertEquals("5a2b9c0e7d41:culprit", render("Commit 5a2b9c0e7d41 " + LONG
                + " broke resume on the frob bridge.\n"));
        assertEquals("5a2b9c0e7d41:culprit", render("Commit 5a2b9c0e7d41 " + LONG
                + " has also broken resume on the frob bridge.\n"));
        // a short subject read the verb before, and still does
        assertEquals("5a2b9c0e7d41:culprit", render("Commit 5a2b9c0e7d41 (\"genirq: x\") caused a crash.\n"));
    }

    @Test
    void aCueInAnotherClausePastALongSubjectIsNotRead() {
        // the verb's subject is "it", in a clause after the main verb: this rule does not read it; since session 34
        // (revert37, convention (2)) RevertedBreakage does: a commit "reverted because of two issues it caused" broke
        // what worked, and is the culprit
        assertEquals("5a2b9c0e7d41:culprit", render("The previous attempt in commit 5a2b9c0e7d41 " + LONG
                + " was reverted because of two issues it caused:\n\n1. The frob hangs.\n"));
        // other words between the subject and the verb
        assertEquals("5a2b9c0e7d41:reference", render("Commit 5a2b9c0e7d41 " + LONG
                + " added the lookup that the older code caused to be slow.\n"));
    }

    @Test
    void hostileInputEndsQuickly() {
        StringBuilder b = new StringBuilder("The port fails.\n");
        for (int i = 0; i < 20_000; i++) {
            b.append("Commit 5a2b9c0e7d41 ").append(LONG).append(" really actually also just caused ");
        }
        assertTimeoutPreemptively(TimeBudget.seconds(30), () -> render(b.toString()));
    }
}
