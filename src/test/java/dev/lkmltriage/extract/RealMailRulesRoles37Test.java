package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.facts;
import static dev.lkmltriage.extract.FactOf.role;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.lkmltriage.testkit.TimeBudget;
import org.junit.jupiter.api.Test;

/**
 * Session 34 (docs/extraction-eval.md, "Session 34: roles37"): the stable copies of a blamed commit, named in its
 * sentence as what it "was backported to v5.4.49 as", share its blame; a changelog opening "Commit X ("...") did this,
 * but ..." faults the commit it names.
 * Fixtures invented here in the style of list mail.
 */
class RealMailRulesRoles37Test {
    private static final String ID = "5e1f0a7c3b2d";
    private static final String COPY = "9a8b7c6d5e4f";
    private static final String COPY2 = "0c1d2e3f4a5b";

    private static Facts reply(String body) {
        return facts("Re: frob regression with 5.7", body);
    }

    @Test
    void theStableCopiesOfABlamedCommitAreCulprits() {
        Facts f = reply("> Apparently the hang is caused by " + ID + " (\"frob: assume the link trains in 100 ms\"),\n"
                + "> which Alice found was backported to v5.4.49 as " + COPY + ", and you found was\n"
                + "> backported to v5.7.6 as " + COPY2 + ".\n\nI take it the revert goes to stable too?\n");
        assertEquals("culprit", role(f, ID));
        assertEquals("culprit", role(f, COPY));
        assertEquals("culprit", role(f, COPY2));
        // "backported as", no version
        assertEquals("culprit", role(reply("The hang is caused by " + ID + ", backported as " + COPY
                + " in the vendor tree.\n"), COPY));
    }

    @Test
    void backportedNearMissesStayReferences() {
        // the commit before is no culprit
        assertEquals("reference", role(reply(ID + " (\"frob: add the boot quirk\") was backported to v5.4.49 as "
                + COPY + ".\n"), COPY));
        // a fix backported in the blamed commit's sentence is not its copy
        assertEquals("reference", role(reply("The hang is caused by " + ID + ", and the fix was backported to "
                + "v5.4 as " + COPY + ".\n"), COPY));
        // another sentence
        assertEquals("reference", role(reply("The hang is caused by " + ID + ". Something else was backported "
                + "to v5.4 as " + COPY + ".\n"), COPY));
        // the blamed commit's title saying "Fix" does not stop its copy
        assertEquals("culprit", role(reply("The hang is caused by " + ID + " (\"frob: fix the link wait\"), which "
                + "was backported to v5.4 as " + COPY + ".\n"), COPY));
    }

    private static Facts patch(String body) {
        return facts("[PATCH] frob: warn only for the small window", body);
    }

    @Test
    void aChangelogTurningOnButFaultsItsCommit() {
        assertEquals("culprit", role(patch("Commit " + ID + " (\"frob: warn if the window exceeds 4GB\") enables the "
                + "warning for\nevery window, but prefetchable windows may be larger. Warn only for the others.\n"),
                ID));
        // quoted, lowercase, after a reviewer's line
        assertEquals("culprit", role(facts("Re: [PATCH] MAINTAINERS: fix the frob entry", "On Mon, Alice wrote:\n"
                + "> commit " + ID + " (\"frob: move the files to their own directory\") moved the\n> files, but "
                + "did not adjust the entry in MAINTAINERS.\n\nApplied, thanks.\n"), ID));
    }

    @Test
    void butNearMissesStayReferences() {
        // no ("subject")
        assertEquals("reference", role(patch("Commit " + ID + " moved the helper, but the window is still "
                + "checked twice.\n"), ID));
        // the commit does not open its sentence
        assertEquals("reference", role(patch("This builds on commit " + ID + " (\"frob: add the window list\") "
                + "and adds the size, but only for 64-bit windows.\n"), ID));
        // no verb the commit did
        assertEquals("reference", role(patch("Commit " + ID + " (\"frob: add the window list\") is in 5.6, but "
                + "the stable trees lack it.\n"), ID));
        // a "but" that clears it
        assertEquals("reference", role(patch("Commit " + ID + " (\"frob: add the window list\") changed the "
                + "order, but the hang predates it.\n"), ID));
        // the "but" in the next sentence
        assertEquals("reference", role(patch("Commit " + ID + " (\"frob: add the window list\") changed the "
                + "order. But this patch is about the size.\n"), ID));
    }

    @Test
    void hostileBackportChainsStayLinear() {
        StringBuilder chain = new StringBuilder("The hang is caused by " + ID);
        for (int k = 0; k < 20_000; k++) {
            chain.append(", backported to v5.").append(k).append(" as ").append(String.format("%012x", k + 1L << 20));
        }
        String words = "was backported to v5.4 as ".repeat(50_000);
        String buts = ("Commit " + ID + " (\"frob: x\") moved it, but ").repeat(20_000);
        assertTimeoutPreemptively(TimeBudget.seconds(10), () -> {
            reply(chain.append(".\n").toString());
            reply("The hang is caused by " + ID + ", " + words + COPY + ".\n");
            patch(buts);
            patch("Commit " + ID + " (\"" + "(".repeat(100_000) + " moved " + "but ".repeat(50_000));
        });
    }
}
