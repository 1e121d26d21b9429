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
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * Session 44 (docs/extraction-eval.md, "Session 44: roles47"): a known problem named by the revert that helps it,
 * to show its symptoms ("The problem which reverting X helps has these errors:" over a log; {@link
 * SymptomReverts#describesKnown}). The commit stays the culprit the writer offers; the description states no
 * regression, as the advice of convention 22 states none. Fixtures invented here in the style of list mail.
 */
class RealMailRulesRoles47Test {
    private static final String X = "3b8d41c07e2a";
    private static final String SUBJECT = "Re: frob wireless card times out on the Acme 14";

    private static String reply(String sentence) {
        return "> Ok, with the allocator change reverted nothing changes for me:\n>\n"
                + "> frob_pci 0000:55:00.0: mem request failed, err: 48\n\n"
                + "I see that -22 error too, even when the firmware starts fine.\n\n" + sentence + "\n\n"
                + "frob_pci 0000:06:00.0: mailbox request failed, err = -110\n"
                + "frob_pci 0000:06:00.0: firmware handshake stalled\n\n"
                + "Do you see anything after those lines?\n";
    }

    @Test
    void aKnownProblemNamedByItsRevertKeepsTheCulpritAndStatesNoRegression() {
        for (String s : new String[] {"The problem which reverting " + X + " helps has these errors:",
            "The issue that reverting " + X + " fixes looks like this:",
            "The hang that reverting commit " + X + " cures shows these lines:"}) {
            Facts f = facts(SUBJECT, reply(s));
            assertEquals("culprit", role(f, X), s);
            assertNull(f.regression(), s);
        }
    }

    @Test
    void theQuotedDescriptionStatesNoneEither() {
        String quoted = "On Wed, Kay Example wrote:\n" + reply("The problem which reverting " + X
                + " helps has these errors:").lines().map(l -> l.startsWith(">") ? ">" + l : "> " + l)
                .reduce("", (a, b) -> a + b + "\n") + "\nThanks, I will fetch the newer firmware first.\n";
        Facts f = facts(SUBJECT, quoted);
        assertEquals("culprit", role(f, X));
        assertNull(f.regression());
    }

    @Test
    void aCureToldAsAFindingStillStatesTheRegression() {
        // the writer's own revert curing his failure, and a regression named by its revert, are not descriptions
        Facts own = facts(SUBJECT, reply("Reverting " + X + " fixes the timeouts here, the card works again."));
        assertEquals("culprit", role(own, X));
        assertNotNull(own.regression());
        assertEquals(X, own.regression().culprit());
        Facts named = facts(SUBJECT, reply("The regression which reverting " + X + " fixes has these errors:"));
        assertNotNull(named.regression());
    }

    @Test
    void nearMissesAreNotDescriptions() {
        assertFalse(SymptomReverts.describesKnown("the regression which reverting " + X + " fixes has these errors:"));
        assertFalse(SymptomReverts.describesKnown("the problem which reverting " + X + " helps. it has errors"));
        assertFalse(SymptomReverts.describesKnown("reverting " + X + " helps, the problem has these errors:"));
        assertFalse(SymptomReverts.describesKnown("the problem which reverting helps has these errors:"));
        assertFalse(SymptomReverts.describesKnown(null));
        assertFalse(SymptomReverts.describesKnown(""));
        assertTrue(SymptomReverts.describesKnown("> > the problem which reverting " + X + " helps has these errors:"));
        assertTrue(SymptomReverts.describesKnown("the issue that reverting commit " + X
                + " (\"mm: place pages to tail\") fixes on my laptop shows these lines:"));
    }

    @Test
    void hostileEvidenceStaysBounded() {
        String e = ("the problem which reverting " + X + " helps ").repeat(20_000) + "has";
        assertTimeoutPreemptively(TimeBudget.seconds(1), () -> SymptomReverts.describesKnown(e));
        String open = "the problem which reverting " + X + " (" + "x".repeat(50_000);
        assertTimeoutPreemptively(TimeBudget.seconds(1), () -> assertFalse(SymptomReverts.describesKnown(open)));
        String body = reply("The problem which reverting " + X + " helps has these errors: "
                + "the bug that reverting ".repeat(10_000));
        assertTimeoutPreemptively(TimeBudget.seconds(10), () -> facts(SUBJECT, body));
    }

    private static final String Y = "8e0f27a9c4d1";

    private static String review(String second) {
        return "On Mon, Lee Example wrote:\n> Since commit " + Y + " (\"frob: hand out one vector per queue\"),\n"
                + "> frob_alloc_masks() returns NULL for a single vector. " + second + "\n>\n"
                + "> Fix it by building the mask for that case too.\n\nLooks fine to me.\n";
    }

    @Test
    void aBackPointerInThePerfectTenseOrWithoutAnArticleBlames() {
        for (String s : new String[] {"This change has caused regression on some drivers, such as frob.",
            "This commit introduced regression for the frob driver.",
            "This has caused a regression on two boards."}) {
            Facts f = facts("Re: [PATCH] frob: build the mask for a single vector", review(s));
            assertEquals("culprit", role(f, Y), s);
            assertNotNull(f.regression(), s);
            assertEquals(Y, f.regression().culprit(), s);
        }
    }

    @Test
    void aBackPointerThatDeniesOrNamesNoRegressionStaysAReference() {
        for (String s : new String[] {"This change never caused regression anywhere.",
            "This changed the regression tests' output.", "This caused no regression on my boards."}) {
            Facts f = facts("Re: [PATCH] frob: build the mask for a single vector", review(s));
            assertEquals("reference", role(f, Y), s);
        }
    }

    private static String evidenceOf(Facts f, String hash) {
        return f.commits().stream().filter(c -> c.hash().equals(hash)).map(CommitFact::evidence).findFirst()
                .orElse("absent");
    }

    private static final String ADVISED = "On Tue, Carol Example wrote:\n> In case you see these errors while the "
            + "firmware loads:\n>\n> frob_pci 0000:03:00.0: mailbox request timed out, err = -110\n>\n"
            + "> Try reverting this commit:\n>\n> " + X + " mm/slab: return freed objects to the tail\n\n";

    @Test
    void aCureOfTheSameRoleIsShownOverTheAdvice() {
        Facts f = facts(SUBJECT, ADVISED + "Reverting " + X + " fixed it here, the card comes up again.\n");
        assertEquals("culprit", role(f, X));
        assertTrue(evidenceOf(f, X).toLowerCase(Locale.ROOT).startsWith("reverting"), evidenceOf(f, X));
    }

    @Test
    void theAdviceStaysWhereNothingElseBlames() {
        Facts f = facts(SUBJECT, ADVISED + "Thanks, I will try that tonight.\n");
        assertEquals("culprit", role(f, X));
        assertTrue(evidenceOf(f, X).toLowerCase(Locale.ROOT).contains("try reverting"), evidenceOf(f, X));
    }
}
