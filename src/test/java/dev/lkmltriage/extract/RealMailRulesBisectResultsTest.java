package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.facts;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Session 27 (docs/extraction-eval.md, "Session 27 (roles28)"): a bisect's result told in other words than the fixed
 * cues ("git bisect says X", "the bisect lands on X", "bisection led me to X"), a one-line id under a line ending in
 * "bisects to:", and a changelog's "References: X ("subject")" trailer. Fixtures invented here in the style of list
 * mail.
 */
class RealMailRulesBisectResultsTest {
    private static final String ID = "5b2e8d0c7a41";

    private static List<String> roles(String body) {
        return facts("Re: frob: link fails to train after resume", body).commits().stream()
                .map(c -> c.hash() + "=" + c.role()).toList();
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "Bisecting points to " + ID + " (\"frob: Skip the retrain delay\") on both boards.",
        "git bisect says " + ID + " is where it starts.",
        "The bisect lands on commit " + ID + " (\"frob: Skip the retrain delay\").",
        "Bisection led me to " + ID + " (\"frob: Skip the retrain delay\").",
        "My bisect ended at " + ID + " (\"frob: Skip the retrain delay\"), which looks plausible.",
        "The bisect result is " + ID + " (\"frob: Skip the retrain delay\").",
        "> Hi,\n>\n> a git bisect between the two tags landed on\n> " + ID + " (\"frob: Skip the retrain delay\").",
    })
    void aBisectResultInWordsBlamesTheId(String body) {
        assertEquals(List.of(ID + "=culprit"), roles(body));
    }

    @ParameterizedTest
    @ValueSource(strings = {
        // still running, to come, supposed, found nothing, asked, a second clause, code merely touched
        "The bisect is still running, so far it points to " + ID + " (\"frob: Skip the retrain delay\").",
        "The bisect is currently at " + ID + " (\"frob: Skip the retrain delay\").",
        "I'll bisect it tonight and see if it lands on " + ID + " (\"frob: Skip the retrain delay\").",
        "If the bisect points to " + ID + " (\"frob: Skip the retrain delay\") we know more.",
        "The bisect did not point anywhere; " + ID + " (\"frob: Skip the retrain delay\") touches the same code.",
        "Bisection never landed on " + ID + " (\"frob: Skip the retrain delay\").",
        "Does the bisect land on " + ID + " (\"frob: Skip the retrain delay\")?",
        "The bisect went fine and then I looked at " + ID + " (\"frob: Skip the retrain delay\").",
        "I have not bisected yet, but " + ID + " (\"frob: Skip the retrain delay\") changed this code.",
    })
    void aBisectNotDoneOrNotEndingAtTheIdBlamesNothing(String body) {
        assertEquals(List.of(ID + "=reference"), roles(body));
    }

    @Test
    void aOneLineIdUnderABisectCueLineIsTheCulpritAndARegression() {
        Facts f = facts("Re: [PATCH 00/12] frob: pagemap clean-ups",
                "The selftests oops on that branch where plain v5.2-rc3 is fine:\n\n    BUG: unable to handle page "
                        + "fault\n\nThe oops bisects to:\n\n    " + ID + " frob-dax: drop the private refcount\n\n"
                        + "Any idea?\n");
        assertEquals(List.of(ID + "=culprit"), f.commits().stream().map(c -> c.hash() + "=" + c.role()).toList());
        assertNotNull(f.regression());
        assertEquals(ID, f.regression().culprit());
    }

    @ParameterizedTest
    @ValueSource(strings = {
        // a listing under a colon line that is no bisect, the list's second id, a question, a negated bisect
        "These collide with the series:\n\n" + ID + " frob-dax: drop the private refcount\n",
        "The oops bisects to:\n\n0a1b2c3d4e5f frob: first one\n" + ID + " frob-dax: drop the private refcount\n",
        "Does it also bisect to:\n\n" + ID + " frob-dax: drop the private refcount\n",
        "I could not bisect it to:\n\n" + ID + " frob-dax: drop the private refcount\n",
    })
    void aOneLineIdUnderAnyOtherLineStaysAReference(String body) {
        Facts f = facts("Re: frob: link fails to train after resume", body);
        assertEquals("reference", FactOf.role(f, ID));
    }

    @Test
    void aReferencesTrailerWithItsSubjectNamesACommit() {
        Facts f = facts("Re: [PATCH] frob: check exclusivity on mmap",
                "> Do the same check on the mmap side.\n>\n> References: " + ID + " (\"frob: restrict the char "
                        + "device to idle ranges\")\n> Signed-off-by: A Writer <a@example.org>\n\nLooks fine.\n");
        assertEquals("reference", FactOf.role(f, ID));
        assertEquals("true", FactOf.commitQuoted(f, ID));
    }

    @ParameterizedTest
    @ValueSource(strings = {
        // a header's References: line (Message-IDs), a bare id on such a line
        "References: <" + ID + "@mail.example.org>\n\nHello.\n",
        "References: " + ID + "\n\nHello.\n",
    })
    void aReferencesLineOtherwiseNamesNone(String body) {
        assertEquals(List.of(), roles(body));
    }

    @Test
    void hostileBisectWordsStayLinear() {
        String many = "the bisect says ".repeat(40_000) + ID + " (\"frob: x\").\n"
                + ("bisects to:\n\n" + ID + " frob: x\n").repeat(5_000);
        assertTimeoutPreemptively(TimeBudget.seconds(10), () -> facts("Re: frob", many));
        assertFalse(BisectResults.blames(""));
    }
}
