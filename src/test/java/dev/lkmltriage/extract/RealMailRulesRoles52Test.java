package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.facts;
import static dev.lkmltriage.extract.FactOf.role;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.mail.MailParser;
import dev.lkmltriage.testkit.TimeBudget;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Session 49 (docs/extraction-eval.md, "Session 49: roles52"): label convention (15b), an older problem's cure told
 * as a constraint on the change discussed ("Isn't that going to run foul of the lock inversion you fixed in X?") or
 * as an aside after a clause naming no failure ("This is however not the case for VFs (fixed in commit X)"), is a
 * reference; the writer's own problem "fixed by X", asked about or annotated, keeps the fix. And a box quote's "| "
 * lines give their commits the quoted flag. Fixtures invented here in the style of list mail.
 */
class RealMailRulesRoles52Test {
    private static final String ID = "3c4d5e6f7a8b";
    private static final String TITLE = " (\"frob: Take the bus lock before the config lock\")";
    private static final String QUOTE = "On Mon, Frob Author wrote:\n> Use the plain wait queue helpers here,\n"
            + "> the open-coded variant is not needed.\n\n";

    private static Facts reply(String own) {
        return facts("Re: [PATCH] frob: Use the plain wait queue helpers", QUOTE + own);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "Isn't that going to run foul of the lock inversion you fixed in " + ID + "?\n",
        "I think this would reintroduce the race fixed by " + ID + TITLE + ".\n",
        "Doesn't that undo what was fixed in commit " + ID + "?\n",
        "This conflicts with the ordering we fixed in " + ID + TITLE + ", so please rework it.\n",
        "That breaks the resume path again, which was fixed by " + ID + ".\n",
    })
    void aChangeThatWouldUndoAnOlderCureMakesItAReference(String own) {
        assertEquals("reference", role(reply(own), ID), own);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        // the message's own problem, its cure told or asked about
        "Is this the lock inversion you fixed in " + ID + "?\n",
        "The hang I see here was fixed by " + ID + TITLE + ".\n",
        "My board hangs on resume (fixed by " + ID + TITLE + ").\n",
    })
    void theOwnProblemsCureKeepsTheFix(String own) {
        assertEquals("fix", role(reply(own), ID), own);
    }

    @Test
    void anAsideInACoverLetterIsAReference() {
        Facts f = facts("[PATCH 0/3] frob: Restore config access for detached functions",
                "Since commit 1a2b3c4d5e6f (\"frob: Block config access while the bus is off\") frob rejects\n"
                        + "config access when the bus is off.  This is however not the case for the\n"
                        + "virtual functions (fixed in commit " + ID + TITLE + ").  This series\n"
                        + "lets the detached functions through.\n\nA Writer (3):\n  frob: one\n  frob: two\n"
                        + "  frob: three\n");
        assertEquals("reference", role(f, ID));
    }

    @Test
    void theReaderRefusesMalformedAndEdgeInput() {
        assertFalse(CuresAsConstraints.older(null));
        assertFalse(CuresAsConstraints.older(""));
        assertFalse(CuresAsConstraints.older("("));
        assertFalse(CuresAsConstraints.older("run foul of"));
        assertFalse(CuresAsConstraints.older("fixed in"));
        // the harm must come before the cue
        assertFalse(CuresAsConstraints.older("what was fixed in the patch that would reintroduce the bug fixed in"
                .substring(0, 20)));
        assertTrue(CuresAsConstraints.older("would run foul of the deadlock you fixed in "));
        assertTrue(CuresAsConstraints.older("not the case for vfs (fixed in commit "));
        assertFalse(CuresAsConstraints.older("the port hangs (fixed in commit "));
        assertFalse(CuresAsConstraints.older("(fixed in the bar "));
        assertFalse(CuresAsConstraints.older("unfixed in "));
    }

    @Test
    void aBoxQuotesCommitIsQuotedAndAnOwnOneIsNot() {
        String raw = "From: Dee Replier <dee@example.org>\nSubject: Re: About the frob mapping check"
                + "\nMessage-ID: <roles52@example.org>\nContent-Type: text/plain; charset=utf-8\n\n"
                + "  Hello,\n\n+-- On Tue, 3 Mar 2020, Frob Maintainer wrote --+\n"
                + "| " + ID + TITLE + " looks like a valid check to add.\n"
                + "\n  Right, it does.  And 9f8e7d6c5b4a (\"frob: Map the BAR once\") is mine.\n";
        Facts f = new FactExtractor(HwMails.withoutIds()).extract(new MailParser().parse(raw.getBytes(
                StandardCharsets.UTF_8)));
        assertEquals("true", FactOf.commitQuoted(f, ID));
        assertEquals("false", FactOf.commitQuoted(f, "9f8e7d6c5b4a"));
    }

    @Test
    void hostileRepliesEndFast() {
        String junk = "run foul of ".repeat(20_000) + "(fixed in ".repeat(20_000) + ID + "\n";
        assertTimeoutPreemptively(TimeBudget.seconds(5), () -> reply(junk));
        String s = "reintroduce ".repeat(100_000) + "fixed in ";
        assertTimeoutPreemptively(TimeBudget.seconds(5), () -> CuresAsConstraints.older(s));
    }
}
