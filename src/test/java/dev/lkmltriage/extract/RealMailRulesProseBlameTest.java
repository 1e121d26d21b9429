package dev.lkmltriage.extract;

import dev.lkmltriage.testkit.TimeBudget;
import static dev.lkmltriage.extract.FactOf.facts;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Session 26 (docs/extraction-eval.md, "Session 26 (roles27)"): blame told in prose in replies. A revert that
 * "makes the problem go away", a problem "due to" an id or one that "comes from" it, an id "is the cause", and a
 * one-line id wrapped in "Git bisect reports ... as the first bad commit". Fixtures invented here in the style of
 * list mail.
 */
class RealMailRulesProseBlameTest {
    private static final String ID = "7a3c9e1f2b4d";

    private static List<String> roles(String subject, String body) {
        return facts(subject, body).commits().stream().map(c -> c.hash() + "=" + c.role()).toList();
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "> Reverting " + ID + " (\"frob: Wait for the link\n> after power-up\") makes the problem go away.\n\nThanks, "
                + "I dropped it for now.",
        "Reverting commit " + ID + " makes the hang go away on my box.",
        "Reverting " + ID + " made the warnings go away here.",
    })
    void aRevertMakingTheProblemGoAwayBlamesTheId(String body) {
        assertEquals(List.of(ID + "=culprit"), roles("Re: frob: hang on unplug", body));
    }

    @ParameterizedTest
    @ValueSource(strings = {
        // the cure denied near and far, a trial, a question
        "Reverting " + ID + " does not make the problem go away.",
        "Reverting " + ID + " (\"frob: Wait for the link\") doesn't make the hang go away.",
        "Could you try reverting " + ID + " to see if the problem goes away?",
        "Does reverting " + ID + " make the problem go away?",
    })
    void aRevertThatCuresNothingStaysAReference(String body) {
        assertEquals(List.of(ID + "=reference"), roles("Re: frob: hang on unplug", body));
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "Since then the box takes an NMI on every unplug, due to " + ID + " (\"frob: Accept a hardwired presence "
                + "bit\").",
        "The probe failure is due to commit " + ID + ".",
        "The hang on resume comes from commit " + ID + " (\"frob: Skip the delay\").",
        "I think the regression came from " + ID + " (\"frob: Skip the delay\").",
        "Commit " + ID + " (\"frob: Skip the delay\") is the cause of the resume hang.",
        "From what I can see commit " + ID + " was the root cause here.",
    })
    void aStatedCauseBlamesTheId(String body) {
        assertEquals(List.of(ID + "=culprit"), roles("Re: frob: hang on resume", body));
    }

    /**
     * Convention 86 (session 43): a guess offers its suspect as the cause ("At a guess, I'd say it's due to:" over a
     * {@code git show} header, "seems to be caused by"), so it blames the id as a plain statement does.
     */
    @ParameterizedTest
    @ValueSource(strings = {
        "The slot stays dead after resume. At a guess, I'd\nsay it's due to:\n\ncommit " + ID
                + "\nAuthor: A Person <a@example.org>\nDate:   Mon Jan 6 10:00:00 2020 +0100\n",
        "My guess is that it is due to:\n\ncommit " + ID + "\nAuthor: A Person <a@example.org>\n",
        "Maybe the problem comes from commit " + ID + ", but I have not checked.",
        "The hang on resume is probably due to " + ID + " (\"frob: Skip the delay\").",
    })
    void aGuessedCauseBlamesTheId(String body) {
        assertEquals(List.of(ID + "=culprit"), roles("Re: frob: hang on resume", body));
    }

    @Test
    void aCauseInTheSubjectBlamesTheId() {
        assertEquals(List.of(ID + "=culprit"), roles("Re: box takes an NMI due to " + ID + " (\"frob: Accept a "
                + "hardwired presence bit\")", "Yes, this is tested.\n"));
    }

    @ParameterizedTest
    @ValueSource(strings = {
        // a doubt, a condition, a question, a denial, something that is no problem, words between the cue and the id
        "I wonder whether the hang comes from commit " + ID + " (\"frob: Skip the delay\").",
        "I'm not sure the problem comes from commit " + ID + " at all.",
        "If the hang is due to " + ID + ", reverting it should help.",
        "Could the hang be due to commit " + ID + " (\"frob: Skip the delay\")?",
        "Maybe the problem comes from commit " + ID + "?",
        "The hang is not due to commit " + ID + ", which only touches the probe path.",
        "The issue doesn't come from commit " + ID + " as far as I can tell.",
        "The 30 second wait came from " + ID + " (\"frob: Wait longer after reset\").",
        "Setting the offset comes from commit " + ID + " (\"frob: Set the offset\").",
        "This was due to a race that commit " + ID + " closed.",
        "Is commit " + ID + " the cause of the hang?",
        "Could commit " + ID + " be the cause of the hang?",
    })
    void otherMentionsNearACauseStayReferences(String body) {
        assertEquals(List.of(ID + "=reference"), roles("Re: frob: hang on resume", body));
    }

    @Test
    void aOneLineIdWrappedInABisectVerdictIsTheFirstBadCommit() {
        String body = "Hi,\nsince v5.99-rc1 the board does not boot.\nGit bisect reports\n" + ID
                + " frob: Remove the needless locking\nas the first bad commit.\n";
        assertEquals(List.of(ID + "=culprit"), roles("[REGRESSION] frob v5.99-rc1 breaks my board", body));
    }

    @Test
    void aOneLineLogListingStaysReferences() {
        String other = "1b2c3d4e5f60";
        String body = "These went in for v5.99:\n" + ID + " frob: Remove the needless locking\n" + other
                + " frob: Add the first bad commit helper\n\nThe second one is only a cleanup.\n";
        assertEquals(List.of(ID + "=reference", other + "=reference"), roles("Re: frob changes", body));
    }

    @Test
    void hostileCauseChainsStayLinear() {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < 20_000; i++) {
            b.append("the hang problem issue due to due to comes from the commit ");
        }
        b.append(ID).append(".\n");
        String body = b.toString();
        assertTimeoutPreemptively(TimeBudget.seconds(10), () -> assertFalse(roles("Re: frob", body).isEmpty()));
        String pre = "x".repeat(150) + " due to commit commit commit the the";
        assertTimeoutPreemptively(TimeBudget.seconds(1), () -> ProseBlame.blames(pre));
    }
}
