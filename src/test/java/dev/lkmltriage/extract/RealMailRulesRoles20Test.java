package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.facts;
import static dev.lkmltriage.extract.FactOf.role;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import org.junit.jupiter.api.Test;

/**
 * Session 19 (docs/extraction-eval.md, "Session 19: roles20 — ..."): a problem that began "since commit X" states a
 * regression with X its culprit in a reply or a quoted patch too, not only in a report; a lost safety ("not safe
 * anymore", "unsafe") is a problem the "since" cue reads. Fixtures invented here in the style of list mail.
 */
class RealMailRulesRoles20Test {
    private static final String ID = "5e1f0a7c3b2d";

    private static Facts reply(String body) {
        return facts("Re: [PATCH] frob: take the queue lock while waking waiters", body);
    }

    // --- "since commit X, ... no longer works" in a reply ---

    @Test
    void aProblemSinceACommitInAReplyIsARegression() {
        Facts f = reply("Since commit " + ID + " (\"frob: drop the lock before waking\"), resume no longer works "
                + "on my board.\n");
        assertBlames(f, false);
    }

    @Test
    void aQuotedPatchsLostSafetySinceACommitIsAQuotedRegression() {
        Facts f = reply("On Tue, Dec 10, 2019 at 11:15:27AM +0800, Some One wrote:\n> However, since the commit "
                + ID + " (\"frob: drop the lock before\n> waking\") merged, the accesses to the wait queue are not "
                + "safe\n> anymore. This would cause a panic in a very low chance.\n\nI see, thanks.\n");
        assertBlames(f, true);
    }

    /** ID is the culprit, and the regression's, stated own or {@code quoted}. */
    private static void assertBlames(Facts f, boolean quoted) {
        assertEquals("culprit", role(f, ID));
        assertNotNull(f.regression());
        assertEquals(ID, f.regression().culprit());
        assertEquals(quoted, f.regression().quoted());
    }

    // --- near misses ---

    @Test
    void sinceACommitWithoutAProblemStatesNone() {
        Facts f = reply("Since commit " + ID + " (\"frob: drop the lock before waking\") the quirk is not needed "
                + "anymore, so drop it.\n");
        assertEquals("reference", role(f, ID));
        assertNull(f.regression());
    }

    @Test
    void aSinceAfterTheIdOrWithAClauseBetweenStatesNone() {
        // the id before "since": "since" belongs to another clause
        Facts after = reply("Commit " + ID + " (\"frob: drop the lock\") was merged in 5.5, since then we have "
                + "seen the hang.\n");
        assertNull(after.regression());
        // a clause of reason between "since" and the id
        Facts reason = reply("I did not apply it, since the hang described in commit " + ID + " is not seen "
                + "here.\n");
        assertNull(reason.regression());
    }

    @Test
    void theSinceReadingNeedsTheIdAfterIt() {
        assertTrue(StatedRegressions.since("since commit " + ID + " (\"frob\")", ID));
        assertTrue(StatedRegressions.since("however, since the commit " + ID + " (\"frob\") merged", ID));
        assertFalse(StatedRegressions.since("commit " + ID + " since then", ID));
        assertFalse(StatedRegressions.since("since the hang described in commit " + ID, ID));
        assertFalse(StatedRegressions.since("convince commit " + ID, ID));
        assertFalse(StatedRegressions.since("since commit", null));
    }

    // --- "Fixes: X" then "This is certainly not the commit that triggered the issue" ---

    @Test
    void aFixesTargetTheReviewerDeniesIsAReference() {
        Facts f = reply("On Mon, Sep 21, 2020 at 12:22:00PM +0100, Some Reviewer wrote:\n> > Let frob_probe() "
                + "return -EPROBE_DEFER in such a case.\n> >\n> > Fixes: " + ID + " (\"frob: Collect all native "
                + "drivers under\n> > drivers/frob/controller\")\n>\n> This is clearly not the commit that "
                + "triggered the issue, so I would\n> drop it.\n\nI will drop the tag in v2.\n");
        assertEquals("reference", role(f, ID));
        assertEquals("reference", role(reply("Fixes: " + ID + " (\"frob: move the driver\")\n\nThat's not the "
                + "change which introduced the leak.\n"), ID));
    }

    @Test
    void aFixesTargetWithoutADenialStaysTheCulprit() {
        // a denial of another commit named between them
        assertEquals("culprit", role(reply("> Fixes: " + ID + " (\"frob: move the driver\")\n\nRight, and "
                + "9a8b7c6d5e4f is not the commit that caused it.\n"), ID));
        // no denial: "not the only commit that touched it"
        assertEquals("culprit", role(reply("> Fixes: " + ID + " (\"frob: move the driver\")\n\nThis is not the "
                + "only commit that touched it, but it is the one that broke it.\n"), ID));
        // the denial too far on (past 300 characters)
        assertEquals("culprit", role(reply("> Fixes: " + ID + " (\"frob: move the driver\")\n\n" + "Looks "
                + "fine. ".repeat(60) + "This is not the commit that caused the other hang.\n"), ID));
    }

    @Test
    void hostileInputEndsFast() {
        String sinces = ("since commit " + ID + " (\"x\") merged, it is not safe anymore. ").repeat(3000);
        String unsafe = "Since commit " + ID + " " + "unsafe ".repeat(30000) + "\n";
        String words = "since ".repeat(50000) + ID;
        String denials = ("Fixes: " + ID + "\nThis is " + "really ".repeat(5000) + "not the commit that ").repeat(20);
        assertTimeoutPreemptively(TimeBudget.seconds(10), () -> {
            reply(sinces);
            reply(unsafe);
            reply("> " + sinces.replace(". ", ".\n> "));
            StatedRegressions.since(words, ID);
            reply(denials);
        });
    }
}
