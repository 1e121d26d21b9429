package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.facts;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Session 45 (docs/extraction-eval.md, "Session 45: roles48"): a fix's changelog that dates a failure from its
 * target written as a bare id, without the word "commit" ("After 5a6b7c8d9e0f the hook is not called, and the
 * device does not recover", "Since 5a6b7c8d9e0f (...), ... causing a page fault"), states a regression as
 * {@link AfterCommitStatements} reads "After commit X ..." since session 32; the culprit is the target the commit roles
 * name. Numbers that are no ids, history with no failure, a negated failure in its own clause, conditions and
 * questions state none. Fixtures invented here in the style of list mail.
 */
class RealMailRulesRoles48Test {
    private static final String ID = "5a6b7c8d9e0f";
    private static final String FIXES = "\nFixes: " + ID + " (\"frob: Keep the status of the reset\")\n"
            + "Signed-off-by: Frob Author <author@example.org>\n";

    @ParameterizedTest
    @ValueSource(strings = {
        "Such an event can be forced by shrinking the payload size of the bridge.  After " + ID + " the\n"
                + "slot_reset hook is not called, and the device does not recover.\n",
        "The quirk used a bus reset, which was fine while the bus held one function.  After " + ID
                + " (\"frob: Enable\nthe audio function\"), there are now two functions on the bus, so the reset "
                + "fails.\n",
        "The handle used to be freed after the domain was added. Since " + ID + " (frob: Make the domain add\n"
                + "less OF-dependent), the handle is put during domain removal causing a page fault.\n",
        "Since " + ID + " the second port hangs on resume.\n",
    })
    void aFailureDatedFromABareIdStatesARegressionWithTheTarget(String body) {
        Regression r = facts("[PATCH] frob: Restore the recovery of the port", body + FIXES).regression();
        assertNotNull(r, body);
        assertEquals(ID, r.culprit(), body);
        assertEquals(false, r.quoted());
    }

    @Test
    void aQuotedChangelogStatesAQuotedOne() {
        Regression r = facts("Re: [PATCH v2] frob: Restore the recovery of the port",
                "On Tue, Frob Author wrote:\n> After " + ID + " the slot_reset hook is not called, and the\n"
                        + "> device does not recover.\n>" + FIXES.replace("\n", "\n> ") + "\nLooks good to me.\n")
                .regression();
        assertNotNull(r);
        assertTrue(r.quoted());
    }

    @ParameterizedTest
    @ValueSource(strings = {
        // numbers and words that are no ids
        "After 10000000 cycles the counter wraps and the read fails.\n",
        "Since deadbeef is the poison value, a read that returns it fails.\n",
        // history with no failure named
        "After " + ID + " (\"frob: Centralize the link speed\"), the variable is set but not used.\n",
        "Since " + ID + " (\"frob: revoke the mappings\") the mappings are revoked when a driver claims the\n"
                + "region, so this patch does the same for the BARs.\n",
        // a condition, a modal, a question
        "After " + ID + ", if the link is down, the device does not recover, which is expected.\n",
        "The result is systems may hang at boot after 1a2b3c4; avoidable if the option is set.\n",
        "So after " + ID + ", does the device still fail to recover?\n",
        // an id run into a word
        "After " + ID + "xyz the device fails.\n",
    })
    void otherHistoryStatesNone(String body) {
        assertNull(facts("[PATCH] frob: Restore the recovery of the port", body + FIXES).regression(), body);
    }

    /**
     * The reader itself, where other readers may blame the commit for other reasons: a negation vetoes in the failure
     * word's own clause, not in an earlier clause of the sentence.
     */
    @ParameterizedTest
    @ValueSource(strings = {
        "After " + ID + " the port does not hang on resume any more.",
        "After " + ID + " the port never hangs, and the reset is not lost.",
        "After " + ID + ", the second reset doesn't fail.",
    })
    void aNegatedFailureInItsOwnClauseIsNoStatement(String sentence) {
        assertEquals(false, AfterCommitStatements.states(sentence, 0, "After ".length()), sentence);
    }

    @Test
    void aNegationInAnEarlierClauseLeavesTheFailure() {
        String s = "After " + ID + " the hook is not called, and the device does not recover.";
        assertTrue(AfterCommitStatements.states(s, 0, "After ".length()));
        assertEquals(" and the device ", AfterCommitStatements.ownClause(" the hook is not called, and the device "));
        assertEquals(" no comma ", AfterCommitStatements.ownClause(" no comma "));
    }

    @Test
    void hostileInputEndsFast() {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < 50_000; i++) {
            b.append("after ").append(ID).append(" (\"frob (a) b\") if it is not ok, ");
        }
        b.append("\n");
        String words = "after since as of ".repeat(100_000) + "\n";
        String longIds = ("since " + "a1".repeat(500_000) + " ").repeat(10) + "\n";
        String opened = "Since " + ID + " (" + "(".repeat(5_000_000) + "\n";
        StringBuilder q = new StringBuilder();
        for (int i = 0; i < 20_000; i++) {
            q.append("> ".repeat(30)).append("After ").append(ID).append(" the port hangs? ").append("\n")
                    .append("> ".repeat(30)).append("\n");
        }
        assertTimeoutPreemptively(TimeBudget.seconds(30), () -> {
            facts("Re: frob", b.toString());
            facts("Re: frob", words);
            facts("Re: frob", longIds);
            facts("Re: frob", opened);
            facts("Re: [PATCH] frob", q.toString());
        });
    }
}
