package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.facts;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Session 25 (docs/extraction-eval.md, "Session 25 (roles26)"): culprits blamed in prose without the stock cues. A
 * bisect with its object spelled out ("bisected the hang down to commit X"), a relative clause after the id ("which
 * is now commit X (...), and to which I have bisected a failure"), and "since" governing a quoted id ("since the
 * commit "X" merged, ... not safe anymore"). Fixtures invented here in the style of list mail.
 */
class RealMailRulesRoles27Test {
    private static final String ID = "4f1e2d3c5b6a";

    private static List<String> roles(String subject, String body) {
        return facts(subject, body).commits().stream().map(c -> c.hash() + "=" + c.role()).toList();
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "Anna reports a refcount underflow when the dock is unplugged.\nShe has bisected the problem down to commit "
                + ID + " (\"frob: Walk the\nbridges twice\").",
        "I bisected the resume hang to " + ID + " (\"PCI/PM: Skip the\ndelay for frob ports\").",
        "We bisected the boot failure down to commit\n" + ID + ".",
        "Bisected the frob timeout to commit \"" + ID + "\".",
    })
    void aBisectWithItsObjectBlamesTheIdItEndsAt(String body) {
        assertEquals(List.of(ID + "=culprit"), roles("Re: frob: hang on resume", body));
    }

    @ParameterizedTest
    @ValueSource(strings = {
        // a negated bisect, a second clause after "and", a bisect that only goes to a range, a question, a plan
        "I have not bisected the problem down to commit " + ID + " yet, so this is a guess.",
        "I bisected it and then went back to " + ID + " (\"frob: Walk the bridges twice\") to compare the logs.",
        "I bisected the problem to a merge; the merge base is commit " + ID + ".",
        "Has anyone bisected the hang down to commit " + ID + "?",
        "I'm trying to bisect the hang, starting from " + ID + " (\"frob: Walk the bridges twice\").",
        "See commit " + ID + " (\"frob: Walk the bridges twice\"), which added this helper.",
    })
    void otherMentionsNearABisectStayReferences(String body) {
        assertEquals(List.of(ID + "=reference"), roles("Re: frob: hang on resume", body));
    }

    @Test
    void aRelativeClauseBisectingToTheIdBlamesIt() {
        String body = "Your change, which landed as commit " + ID + " (\"frob: Map the\nbridge windows through "
                + "the new range table\") in v5.99-rc1, and to which I have\nbisected a link training failure on "
                + "the frob board.\n";
        assertEquals(List.of(ID + "=culprit"), roles("Re: [PATCH 3/3] frob: range table", body));
    }

    @Test
    void aRelativeClauseOfAnotherKindStaysAReference() {
        String body = "Your change, which landed as commit " + ID + " (\"frob: Map the\nbridge windows through "
                + "the new range table\") in v5.99-rc1, to which I have\nadded a follow-up for the frob board.\n";
        assertEquals(List.of(ID + "=reference"), roles("Re: [PATCH 3/3] frob: range table", body));
    }

    @ParameterizedTest
    @ValueSource(strings = {"\"", "'"})
    void sinceAQuotedIdWithAHarmBlamesIt(String q) {
        String body = "All callers take the frob lock first.\n\nHowever, since the commit " + q + ID + q
                + " merged, the accesses\nto the wait list are not safe anymore.\n";
        assertEquals(List.of(ID + "=culprit"), roles("[PATCH] frob: lock the wait list", body));
    }

    @ParameterizedTest
    @ValueSource(strings = {
        // no harm in the sentence; a reason clause of another verb
        "However, since the commit \"" + ID + "\" merged, we can drop the old quirk.",
        "This is fine on older kernels, since the helper was removed by commit \"" + ID + "\" anyway.",
    })
    void sinceAQuotedIdWithoutAHarmStaysAReference(String body) {
        assertEquals(List.of(ID + "=reference"), roles("[PATCH] frob: drop the quirk", body));
    }

    @Test
    void theBisectReaderIsBoundedAndDirect() {
        assertTrue(BisectedObject.blames("she has bisected the hang down to commit"));
        assertTrue(BisectedObject.blames("i bisected the hang to"));
        assertFalse(BisectedObject.blames("i bisected to"));
        assertFalse(BisectedObject.blames("i couldn't bisected the hang to"));
        assertFalse(BisectedObject.blames("bisected the issue, and went back to"));
        assertFalse(BisectedObject.blames("bisected " + "word ".repeat(100) + "to"));
        assertTimeoutPreemptively(TimeBudget.seconds(10), () -> {
            String many = ("I bisected the issue down to commit " + ID + " (\"x\").\n").repeat(20_000);
            facts("Re: many", many);
            facts("Re: words", "bisected " + "a ".repeat(200_000) + "to commit " + ID);
            facts("Re: since", ("since the commit \"" + ID + "\" ").repeat(30_000));
        });
    }
}
