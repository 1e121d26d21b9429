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
 * Session 31 (docs/extraction-eval.md, "Session 31: regress33"): a change said in the present tense to break
 * something ("this commit breaks booting my board") or said in the passive to have broken it ("which was broken by
 * another quirk", "broken by this") states a regression ({@link BrokeStatements}); a review's "this patch breaks X"
 * in the patch's own thread, code analysis ("This breaks code like") and "broken by design" do not. Fixtures
 * invented here in the style of list mail.
 */
class RealMailRulesRegress33Test {
    private static final String ID = "5a6b7c8d9e0f";

    @ParameterizedTest
    @ValueSource(strings = {
        "Hi,\n\nI'm afraid this commit breaks booting my frob board. The screen stays black after\nthe loader.\n",
        "The patch breaks hotplug on my laptop: the second slot is never seen again.\n",
        "Bisected: commit " + ID + " breaks resume of the frob controller here.\n",
        "Yes, but really it's broken by 2 commits. The other one is " + ID + ".\n",
        "The frob suspend quirk, which was broken by another quirk, works again with this.\n",
        "A recent change stored the node pointer and missed that the users of the old\nsequence are broken by this. "
                + "Free it later instead.\n",
        "Hot-plug was broken by commit " + ID + " (\"frob: Rework the slot setup\").\n",
    })
    void aChangeThatBreaksSomethingStatesARegression(String body) {
        Regression r = facts("Re: frob: second port fails to train", body).regression();
        assertNotNull(r, body);
        // a commit id in the sentence makes it the culprit, and the evidence says so
        assertTrue(r.evidence().equals("statement") || r.evidence().equals("culprit"), r.evidence());
        assertEquals(false, r.quoted());
    }

    @Test
    void aCommitBreakingABoardInAPatchThreadStatesOne() {
        Regression r = facts("Re: [PATCH v2] frob: Work around a missing property",
                "> I'm afraid this commit breaks booting my frob board.\n\nSee the other thread.\n").regression();
        assertNotNull(r);
        assertTrue(r.quoted());
    }

    @ParameterizedTest
    @ValueSource(strings = {
        // bare pointers before "breaks": code analysis
        "This breaks code like:  if (x) frob_for_each(y);\n",
        "so the port never gets its vectors, which breaks XEN.\n",
        "the root port sends larger packets than the card takes, that breaks the card.\n",
        // explanations, indirect questions, conditions, modals, vague objects, particles, builds
        "As for how this commit breaks the workaround: the controller is enabled too early.\n",
        "I'll see if I can bisect which exact commit breaks this.\n",
        "Which commit breaks the probe for you?\n",
        "We should do that in a separate patch in case the change breaks somebody.\n",
        "The patch series breaks down into the following parts:\n",
        "This commit breaks things.\n",
        "The change breaks the build on sparc.\n",
        "This commit breaks with the naming of that header.\n",
        // the passive: design, definitions, hypotheses, conditions, no change as the agent
        "Sharing a line for edge interrupts is broken by design.\n",
        "Unmaskable interrupts are broken by definition.\n",
        "And the driver I know (frob) will be broken by that.\n",
        "If such a guarantee exists, it's already broken by frob-stub, which allows dynamic ids.\n",
        "The table is broken by the firmware on these boards.\n",
        "The lines were broken by the mailer.\n",
    })
    void otherBreakWordsStateNone(String body) {
        assertNull(facts("Re: frob: second port fails to train", body).regression(), body);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "This patch breaks the HDMI audio detection at least on some laptops.\n",
        "This change breaks the policy of one ops table per compatible.\n",
        "This patch breaks that. On purpose.\n",
    })
    void aReviewOfThePatchUnderReviewStatesNone(String body) {
        assertNull(facts("Re: [PATCH v6 2/2] frob: Allow the audio function to suspend", body).regression(), body);
    }

    @Test
    void hostileRepetitionEndsFast() {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < 50_000; i++) {
            b.append("if this commit breaks ");
        }
        b.append("\n");
        String longLine = "breaks".repeat(10_000_000 / 6) + "\n";
        String passive = "broken by ".repeat(1_000_000 / 10) + "\n";
        StringBuilder q = new StringBuilder();
        for (int i = 0; i < 20_000; i++) {
            q.append("> ".repeat(30)).append("\"the patch breaks\" commit breaks it, broken by this\n");
        }
        assertTimeoutPreemptively(TimeBudget.seconds(30), () -> {
            facts("Re: frob", b.toString());
            facts("Re: frob", longLine);
            facts("Re: frob", passive);
            facts("Re: [PATCH] frob", q.toString());
        });
    }
}
