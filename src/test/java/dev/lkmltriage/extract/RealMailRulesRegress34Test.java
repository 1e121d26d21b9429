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
 * Session 32 (docs/extraction-eval.md, "Session 32: regress34"): a changelog that dates a failure from a named commit
 * ("After commit X (\"...\"), the audio function won't be suspended", "But since commit X this is broken on frob")
 * states a regression ({@link AfterCommitStatements}); the same history with no failure, a pull's base ("The
 * following changes since commit X:"), a condition or a question does not. Fixtures invented here in the style of
 * list mail.
 */
class RealMailRulesRegress34Test {
    private static final String ID = "5a6b7c8d9e0f";
    private static final String OTHER = "0f9e8d7c6b5a";

    @ParameterizedTest
    @ValueSource(strings = {
        "After commit " + ID + " (\"frob: Enable the audio function\"), when the card has an audio\nfunction, "
                + "that function won't be suspended, so the slot power can't be turned off.\n\nKeep it unbound.\n",
        "After commit " + ID + " (\"frob: Call the disable hook on remove\") and commit " + OTHER
                + " (\"frob: Turn off\nthe port services during shutdown\"), the port is also disabled on shutdown, "
                + "this leads to\nreboot failure now and then on our boards.\n",
        "Each queue interrupt is bound to one CPU.\n\nBut since commit " + ID + " (\"frob: use the queue affinity\")\n"
                + "this is broken on the frob platform.\n",
        "Since commit " + ID + " the second port hangs on resume.\n",
    })
    void aFailureDatedFromACommitStatesARegression(String body) {
        Regression r = facts("[PATCH] frob: Keep the port enabled on shutdown", body).regression();
        assertNotNull(r, body);
        assertEquals(false, r.quoted());
    }

    @Test
    void aQuotedChangelogStatesAQuotedOne() {
        Regression r = facts("Re: [PATCH v3] frob: Keep the port enabled on shutdown",
                "On Mon, Frob Author wrote:\n> After commit " + ID + " (\"frob: Call the disable hook on remove\"),\n"
                        + "> the port is disabled on shutdown, this leads to reboot failure.\n\nApplied, thanks.\n")
                .regression();
        assertNotNull(r);
        assertTrue(r.quoted());
    }

    @ParameterizedTest
    @ValueSource(strings = {
        // history with no failure named
        "After commit " + ID + " (\"frob: Call the disable hook on remove\"), it also disables the port\n"
                + "during shutdown, this seems unnecessary, so just remove it.\n",
        "Exynos5440 support has been dropped since commit " + ID + " (\"frob: Remove the old board\"). Rework\n"
                + "this driver to fail less loudly.\n",
        "Since commit " + ID + " (\"frob: zero the returned memory\"), the buffer is always zeroed, so there is\n"
                + "no need to pass the flag anymore.\n",
        // a pull's base, quoted, with its blank lines quoted too
        "> The following changes since commit " + ID + ":\n>\n>   Linux 5.10-rc1 (2020-10-25 15:14:11 -0700)\n>\n"
                + "> are available in the Git repository at:\n>\n> Fix a crash on resume and a hang on boot.\n",
        // conditions, modals, questions
        "After commit " + ID + " this would fail on boards without the property.\n",
        "Did the port stop working after commit " + ID + " or before?\n",
        "Since commit " + ID + ", does the second port still hang on resume?\n",
        // no commit id
        "After commit of the transaction the port fails to train.\n",
    })
    void otherHistoryStatesNone(String body) {
        assertNull(facts("Re: [PATCH] frob: Keep the port enabled on shutdown", body).regression(), body);
    }

    @Test
    void hostileRepetitionEndsFast() {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < 50_000; i++) {
            b.append("after commit 1234567 (\"frob (a) b\") if ");
        }
        b.append("\n");
        String longLine = ("since commit " + "a".repeat(1_000_000) + " ").repeat(10) + "\n";
        String opened = "After commit 1234567 (" + "(".repeat(5_000_000) + "\n";
        StringBuilder q = new StringBuilder();
        for (int i = 0; i < 20_000; i++) {
            q.append("> ".repeat(30)).append("After commit ").append(ID).append(" the port hangs? ").append("\n")
                    .append("> ".repeat(30)).append("\n");
        }
        assertTimeoutPreemptively(TimeBudget.seconds(30), () -> {
            facts("Re: frob", b.toString());
            facts("Re: frob", longLine);
            facts("Re: frob", opened);
            facts("Re: [PATCH] frob", q.toString());
        });
    }
}
