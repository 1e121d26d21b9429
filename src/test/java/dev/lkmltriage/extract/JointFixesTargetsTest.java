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
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Session 54 (docs/extraction-eval.md, "Session 54: facts54"), convention (93): a log that blames two {@code Fixes:}
 * targets states a regression with no single culprit ({@link JointFixesTargets}). Fixtures invented here in the style
 * of list mail.
 */
class JointFixesTargetsTest {
    private static final String X = "1a2b3c4d5e6f";
    private static final String Y = "6f5e4d3c2b1a";
    private static final String SUBJECT = "[PATCH] frob: sysfs: Revert \"reset\" file renames";
    private static final String LOG = "We renamed the frob sysfs \"reset\" files to \"bus_reset\" and \"dev_reset\","
            + " and Jane reported that this broke a userspace application.\n\n"
            + "Revert the name changes so the files are named \"reset\" again.\n\n";

    private static String fixes(String... ids) {
        StringBuilder b = new StringBuilder(LOG);
        for (String id : ids) {
            b.append("Fixes: ").append(id).append(" (\"frob: sysfs: change ").append(id, 0, 4).append("\")\n");
        }
        return b.append("Signed-off-by: Frob Dev <frob@example.org>\n").toString();
    }

    @Test
    void twoFixesTargetsShareTheBlame() {
        Regression r = facts(SUBJECT, fixes(X, Y)).regression();
        assertNotNull(r);
        assertNull(r.culprit());
        Facts f = facts(SUBJECT, fixes(X, Y));
        assertEquals("culprit", role(f, X));
        assertEquals("culprit", role(f, Y));
        // quoted alike in a reply
        Regression q = facts("Re: " + SUBJECT, "On Mon, Jan 6, 2020 Frob Dev wrote:\n"
                + fixes(X, Y).replaceAll("(?m)^", "> ") + "\nApplied, thanks.\n").regression();
        assertNotNull(q);
        assertNull(q.culprit());
    }

    @Test
    void nearMissesKeepTheirCulprit() {
        // one Fixes: target is the single culprit
        Regression one = facts(SUBJECT, fixes(X)).regression();
        assertNotNull(one);
        assertEquals(X, one.culprit());
        // one commit written short and long is one target
        assertFalse(JointFixesTargets.shared(List.of(fix(X, false), fix(X + "aa11", false)), fix(X, false)));
        // an own and a quoted tag are two texts
        CommitFact own = fix(X, false);
        assertFalse(JointFixesTargets.shared(List.of(own, fix(Y, true)), own));
        // a culprit blamed by a sentence beside a second Fixes: tag is not shared
        CommitFact said = new CommitFact(X, "culprit", null, "After commit " + X + " the reset fails", false, 0, 12);
        assertFalse(JointFixesTargets.shared(List.of(said, fix(Y, false)), said));
        // a Fixes: reference or fix role shares nothing
        CommitFact ref = new CommitFact(Y, "reference", null, "Fixes: " + Y, false, 0, 12);
        assertFalse(JointFixesTargets.shared(List.of(fix(X, false), ref), fix(X, false)));
        CommitFact a = fix(X, false);
        assertTrue(JointFixesTargets.shared(List.of(a, fix(Y, false)), a));
    }

    @Test
    void malformedInputIsQuiet() {
        assertFalse(JointFixesTargets.shared(List.of(), null));
        assertFalse(JointFixesTargets.shared(new ArrayList<>(java.util.Arrays.asList((CommitFact) null)),
                new CommitFact(null, "culprit", null, "Fixes:", false, 0, 0)));
        CommitFact bare = new CommitFact(X, "culprit", null, null, false, 0, 0);
        assertFalse(JointFixesTargets.shared(List.of(bare, fix(Y, false)), bare));
        assertFalse(JointFixesTargets.shared(List.of(fix(X, false)), fix(X, false)));
        assertNull(facts(SUBJECT, "Fixes: \nFixes: (\"\")\n").regression());
    }

    @Test
    void hostileInputFinishesFast() {
        String many = LOG + ("Fixes: " + X + " (\"a\")\nFixes: " + Y + " (\"b\")\n").repeat(2_000);
        assertTimeoutPreemptively(TimeBudget.seconds(5), () -> facts(SUBJECT, many));
        List<CommitFact> lots = new ArrayList<>();
        for (int i = 0; i < 20_000; i++) {
            lots.add(fix(String.format("%012x", i), false));
        }
        assertTimeoutPreemptively(TimeBudget.seconds(5), () -> JointFixesTargets.shared(lots, lots.get(0)));
    }

    private static CommitFact fix(String id, boolean quoted) {
        return new CommitFact(id, "culprit", null, "Fixes: " + id + " (\"frob\")", quoted, 0, 12);
    }
}
