package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.facts;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.lkmltriage.testkit.TimeBudget;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Session 34 (docs/extraction-eval.md, "Session 34: window36"): a fix whose own changelog blames a named commit for a
 * breakage ("Fixes accidental breakage caused by commit X", "Since commit X the offset calculation is wrong", "He's
 * bisected the issue down to commit X") states the regression its replies, quoting that changelog, already state; a
 * bug present from the start, a recounted revert, a hedge, "introduced" history or a Fixes: tag alone does not. And a
 * "since commit X" read for a culprit whose id the message also spells in full matches the abbreviation. Fixtures
 * invented here in the style of list mail.
 */
class RealMailRulesWindow36Test {
    private static final String ID = "5a6b7c8d9e0f";
    private static final String DIFF = "\nSigned-off-by: Frob Author <frob@example.org>\n---\n"
            + " drivers/pci/frob.c | 2 +-\n 1 file changed, 1 insertion(+), 1 deletion(-)\n\n"
            + "diff --git a/drivers/pci/frob.c b/drivers/pci/frob.c\nindex 1111111..2222222 100644\n"
            + "--- a/drivers/pci/frob.c\n+++ b/drivers/pci/frob.c\n@@ -10,7 +10,7 @@ static int frob_map(void)\n"
            + " {\n-\treturn 0;\n+\treturn 1;\n }\n";

    @ParameterizedTest
    @ValueSource(strings = {
        "Fixes accidental breakage caused by commit " + ID + " (frob: Enforce bus address limits).\n",
        "Since commit '" + ID + " (\"frob: Drop the cached window data\")' the offset calculation is wrong\n"
                + "for the IO window, and the card faults on probe.\n",
        "He's bisected the issue down to commit " + ID + " (\"frob: fix the audio detection\").\n",
        "Change " + ID + " (\"frob: Keep the node\") unintentionally caused a dangling pointer fault on\n"
                + "every unbind.\n",
    })
    void aFixBlamingACommitForABreakageStatesARegression(String log) {
        Regression r = facts("[PATCH] frob: Fix the window setup", log + DIFF).regression();
        assertNotNull(r, log);
        assertEquals(false, r.quoted());
        assertEquals(ID, r.culprit());
    }

    @ParameterizedTest
    @ValueSource(strings = {
        // a bug there from the start
        "This return value bug has been present since frob_alloc() was added in v4.10 by " + ID
                + " (\"frob: Provide vector routines\").\n",
        // (an earlier attempt's revert recounted, "... was reverted because of two issues it caused", states one
        // since session 34's convention (2): RealMailRulesRevert37Test)
        // a hedge
        "I think this problem has existed since 2012 with commit " + ID + " (\"frob: add a device\") and\n"
                + "maybe caused the leak.\n",
        // history, no breakage
        "Commit " + ID + " (\"frob: Add a helper\") introduced frob_get(); use it here as well.\n",
        // a Fixes: tag alone
        "Free the buffer on the error path.\n\nFixes: " + ID + " (\"frob: Add DMA support\")\n",
    })
    void otherChangelogsStateNone(String log) {
        assertNull(facts("[PATCH] frob: Fix the window setup", log + DIFF).regression(), log);
    }

    @Test
    void anAbbreviatedIdIsTheCulpritsOwn() {
        String full = ID + "1234567890abcdef12345678";
        assertEquals(7, StatedRegressions.idAt("since \"" + ID + "\" merged", full));
        assertEquals(6, StatedRegressions.idAt("since " + ID.substring(0, 7) + " merged", full));
        assertEquals(-1, StatedRegressions.idAt("since " + ID + "ff merged", full)); // another id
        assertEquals(-1, StatedRegressions.idAt("since a" + ID + " merged", full));
        assertEquals(-1, StatedRegressions.idAt("since " + ID.substring(0, 6) + " merged", full));
    }

    @Test
    void hostileInputEndsFast() {
        String full = ID + "1234567890abcdef12345678";
        String hex = ("5a6b7c8" + "d".repeat(100)).repeat(100_000);
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < 50_000; i++) {
            b.append("Fixes accidental breakage caused by commit ").append(ID).append(" (frob).\n");
        }
        String longLine = "Since commit " + "a".repeat(10_000_000) + " the offset is wrong.\n";
        assertTimeoutPreemptively(TimeBudget.seconds(30), () -> {
            StatedRegressions.idAt(hex, full);
            facts("[PATCH] frob: Fix it", b + DIFF);
            facts("[PATCH] frob: Fix it", longLine + DIFF);
        });
    }
}
