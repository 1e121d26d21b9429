package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.facts;
import static dev.lkmltriage.extract.FactOf.regression;
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
 * Session 51 (docs/extraction-eval.md, "Session 51: roles53"): "commit X (...) prevents some laptops from booting"
 * states a regression with X as culprit ({@link BlockedStatements}); a misspelt "Fixed: X ("title")" tag line is the
 * {@code Fixes:} tag its writer meant ({@link CommitCandidates}). Fixtures invented here in the style of list mail.
 */
class RealMailRulesRoles53Test {
    private static final String ID = RealMailRulesQuoted53Test.ID;
    private static final String PATCH = "[PATCH] frob: allocate resources under the bridge";

    private static String blame(String prefix) {
        return RealMailRulesQuoted53Test.blame(prefix);
    }

    @Test
    void aCommitKeepingMachinesFromBootingStatesARegressionOwnOrQuoted() {
        Regression own = facts(PATCH, blame("") + "\nFixes: " + ID + " (\"frob: skip bridges\")\n"
                + "Signed-off-by: Frob Dev <frob@example.org>\n").regression();
        assertNotNull(own);
        assertEquals(ID, own.culprit());
        assertEquals("culprit=" + ID + " quoted=true", regression(facts("Re: " + PATCH,
                "On Thu, Nov 07, 2019, Frob Dev wrote:\n" + blame("> > ") + "\nI agree with the approach.\n")));
        Regression bare = facts("Re: frob hang", "Here " + ID + " prevented the NVMe drive from being detected"
                + " after resume.\n").regression();
        assertNotNull(bare);
        assertEquals(ID, bare.culprit());
    }

    @Test
    void nearMissesStateNoRegression() {
        // a harm prevented, a build, a hypothetical, a question, a device or a posted patch as the subject
        for (String body : new String[] {
            "Commit " + ID + " (\"frob: take the lock early\") prevents the deadlock we saw last year.\n",
            "Commit " + ID + " (\"frob: take the lock early\") prevents the driver from crashing on unbind.\n",
            "If commit " + ID + " prevents the laptops from booting, tell me.\n",
            "Commit " + ID + " would prevent the laptops from booting, so keep the quirk.\n",
            "Does commit " + ID + " prevent the laptops from booting?\n",
            "Is it true that commit " + ID + " prevents the laptops from booting?\n",
            "The Frob bridge prevents the SoC from entering its deepest idle state.\n",
            "This patch prevents pciehp from starting before the link is up.\n",
            "Commit " + ID + " was merged. It prevents nothing. The laptops still fail from booting.\n"}) {
            assertNull(facts("Re: " + PATCH, body).regression(), body);
        }
    }

    @Test
    void aTrailingTitleIsPassedOver() {
        assertEquals(" reported that commit " + ID,
                BlockedStatements.withoutTrailingTitle(" reported that commit " + ID + " (\"frob: fix (a) and (b)\")"));
        assertEquals("x (unbalanced", BlockedStatements.withoutTrailingTitle("x (unbalanced"));
        assertEquals("no title", BlockedStatements.withoutTrailingTitle("no title"));
        assertEquals("", BlockedStatements.withoutTrailingTitle(""));
        assertEquals("a)", BlockedStatements.withoutTrailingTitle("a)"));
    }

    @Test
    void aMisspeltFixedTagNamesTheCulprit() {
        String log = "The old restore logic used the whole control word as the mask flag.\n\n"
                + "Buglink: https://bugzilla.example.org/show_bug.cgi?id=1\n"
                + "Fixed: " + ID + " (\"frob: refactor the masking code\")\n"
                + "Signed-off-by: Frob Dev <frob@example.org>\n";
        assertEquals("culprit", role(facts("[PATCH] frob: restore only the mask bit", log), ID));
        assertEquals("culprit", role(facts("Re: [PATCH] frob: restore only the mask bit",
                "On Mon, Frob Dev wrote:\n" + log.replaceAll("(?m)^", "> ") + "\nLooks good.\n"), ID));
        // the tag alone over a described flaw states no regression ((132), (151))
        assertNull(facts("[PATCH] frob: restore only the mask bit", log).regression());
    }

    @Test
    void fixedInProseOrWithoutATitleIsNoTag() {
        assertEquals("reference", role(facts("Re: [PATCH] frob: restore",
                "I saw the same thing; it was fixed: see commit " + ID + " for the details.\n"), ID));
        assertFalse("culprit".equals(role(facts("[PATCH] frob: restore", "Clean up.\n\nFixed: " + ID + "\n"
                + "Signed-off-by: Frob Dev <frob@example.org>\n"), ID)));
    }

    private static final String URL = "https://git.example.org/pub/scm/linux/kernel/git/frob/linux.git/commit/?id=";
    private static final String FIRST = "0a1b2c3d4e5f60718293a4b5c6d7e8f901234567";
    private static final String SECOND = "1a1b2c3d4e5f60718293a4b5c6d7e8f901234567";

    @Test
    void aColonLinePointsDownAtTheLinkUnderIt() {
        Facts f = facts("Re: [PATCH v3] frob: skip the registers without a card",
                "Yes, it is fragile. For example the following commit broke those cards:\n" + URL + FIRST
                + "\n\nAnd this commit fixed it (the sleep was moved to another stage):\n" + URL + SECOND
                + "\n\nBut we still need to deal with it.\n");
        assertEquals("culprit", role(f, FIRST));
        assertFalse("fix".equals(role(f, FIRST)));
        assertFalse("culprit".equals(role(f, SECOND)));
        // a colon line that names no problem leaves the link a reference
        assertEquals("reference", role(facts("Re: [PATCH] frob: map the window",
                "The patch below has been merged into the frob tree:\n" + URL + FIRST + "\n"), FIRST));
        // an inline cue after an id, with no colon line between, still counts
        assertEquals("fix", role(facts("Re: frob hang", "Commit " + FIRST.substring(0, 12)
                + " fixed it for me, thanks.\n"), FIRST.substring(0, 12)));
    }

    @Test
    void theCueEndIsTheColonLineOrTheNextId() {
        String text = "A " + FIRST + " x\nthis commit fixed it:\n" + URL + SECOND + "\n";
        int second = text.indexOf(SECOND);
        int colonLine = text.indexOf("this commit");
        assertEquals(colonLine, PointedDownIds.cueEnd(text, text.indexOf(FIRST) + FIRST.length(), second));
        String inline = "A " + FIRST + " and " + SECOND + " too\n";
        int s2 = inline.indexOf(SECOND);
        assertEquals(s2, PointedDownIds.cueEnd(inline, inline.indexOf(FIRST) + FIRST.length(), s2));
        String noColon = "A " + FIRST + " x\nthis commit fixed it\n" + SECOND + "\n";
        int s3 = noColon.indexOf(SECOND);
        assertEquals(s3, PointedDownIds.cueEnd(noColon, noColon.indexOf(FIRST) + FIRST.length(), s3));
        assertEquals(0, PointedDownIds.cueEnd("", 0, 0));
        assertEquals(5, PointedDownIds.cueEnd("abc", 9, 5)); // out of range: unchanged
        assertTrue(PointedDownIds.urlOpener(URL));
        assertFalse(PointedDownIds.urlOpener("see " + URL));
        assertFalse(PointedDownIds.urlOpener("https://" + "x".repeat(400)));
    }

    @Test
    void hostileInputEndsFast() {
        String prevents = ("Commit " + ID + " (" + "(".repeat(300) + ") prevents " + "x ".repeat(40)
                + "from booting.\n").repeat(1_000);
        String parens = ("commit " + ID + " " + ")".repeat(3_000) + " prevents the box from booting\n").repeat(50);
        String fixed = ("Fixed: " + ID + " (\"" + "t".repeat(2_000) + "\n").repeat(200);
        String colons = ("broke it:\n" + URL + FIRST + "\n").repeat(3_000) + (":\n".repeat(20_000));
        for (String body : new String[] {prevents, parens, fixed, colons}) {
            assertTimeoutPreemptively(TimeBudget.seconds(20), () -> facts("Re: " + PATCH, body));
        }
    }
}
