package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.facts;
import static dev.lkmltriage.extract.FactOf.role;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.lkmltriage.testkit.TimeBudget;
import org.junit.jupiter.api.Test;

/**
 * Session 18 (docs/extraction-eval.md, "Session 18: roles19 — commit roles"): a cure a commit "can" bring, a clause
 * "with that ... works" right after an id, the upstream original of a blamed backport, "blocked by commit X", and a
 * commit that "increases the resume time".
 * Fixtures invented here in the style of list mail.
 */
class RealMailRulesRoles19Test {
    private static final String ID = "5e1f0a7c3b2d";
    private static final String OTHER = "9a8b7c6d5e4f";

    private static Facts reply(String body) {
        return facts("Re: [PATCH] frob: keep the port enabled at shutdown", body);
    }

    // --- "commit X ("...") can resolve it" ---

    @Test
    void aCommitThatCanResolveItIsAFix() {
        assertEquals("fix", role(reply("> Other boards hang the same way, and commit " + ID + "\n> (\"frob: just "
                + "quiesce the engine at shutdown\") can resolve it.\n\nThis looks like a quirk to me.\n"), ID));
        assertEquals("fix", role(reply("Commit " + ID + " can fix the hang on my board too.\n"), ID));
    }

    @Test
    void aCommitThatCannotResolveItStaysAReference() {
        assertEquals("reference", role(reply("Commit " + ID + " (\"frob: quiesce the engine\") cannot resolve "
                + "it.\n"), ID));
        assertEquals("reference", role(reply("Commit " + ID + " (\"frob: quiesce the engine\") can't fix the hang.\n"),
                ID));
    }

    // --- "X ("...")\n\nso with that this case is supposed to work" ---

    @Test
    void aWorkingClauseWithThatAfterTheIdIsAFix() {
        assertEquals("fix", role(reply("Which kernel do you run?  In 5.5 I moved frob to the generic helper in\n\n"
                + ID + " (\"frob: unify the window checks\")\n\nso with that this case should work, without it "
                + "there is little chance.\n"), ID));
        assertEquals("fix", role(reply("> " + ID + " (\"frob: unify the window checks\")\n>\n> and with this the "
                + "second port works fine.\n"), ID));
    }

    @Test
    void withThatNearMissesStayReferences() {
        // still broken
        assertEquals("reference", role(reply(ID + " (\"frob: unify the window checks\")\n\nWith that it still "
                + "doesn't work.\n"), ID));
        // no working outcome
        assertEquals("reference", role(reply(ID + " (\"frob: unify the window checks\")\n\nwith this the flow "
                + "changes, see below.\n"), ID));
        // words between the id and "with"
        assertEquals("reference", role(reply(ID + " (\"frob: unify the window checks\") was merged in 5.5, and "
                + "with that it works.\n"), ID));
    }

    // --- "Bisected to X, which is a backport of the upstream commit Y" ---

    @Test
    void theUpstreamOriginalOfABlamedBackportIsTheCulprit() {
        Facts f = facts("frob: i2c timeout loading the module", "Bisected to vendor commit " + ID + ", which is a "
                + "backport of the\nupstream commit " + OTHER + " (\"frob: add the boot quirk\").\n");
        assertEquals("culprit", role(f, ID));
        assertEquals("culprit", role(f, OTHER));
    }

    @Test
    void backportNearMissesStayReferences() {
        // the backport itself is no culprit
        assertEquals("reference", role(reply("Commit " + ID + " is in 4.19, which is a backport of upstream "
                + "commit " + OTHER + ".\n"), OTHER));
        // the original named in the next sentence
        assertEquals("reference", role(facts("frob: timeout", "Bisected to vendor commit " + ID + ". It is a "
                + "backport of upstream commit " + OTHER + ".\n"), OTHER));
    }

    // --- "blocked by commit X" ---

    @Test
    void aFunctionBlockedByACommitBlamesIt() {
        assertEquals("culprit", role(facts("Re: VPD access Blocked by commit " + ID, "I don't think it is a good "
                + "idea to simply revert it.\n"), ID));
        // "blocked by" without "commit": a dependency ("this series is blocked by X")
        assertEquals("reference", role(reply("This series is blocked by " + ID + " (\"frob: split the setup\") "
                + "landing first.\n"), ID));
    }

    // --- "Commit X ("...") [1] increases the resume time" ---

    @Test
    void aCommitThatIncreasesATimeIsTheCulprit() {
        assertEquals("culprit", role(facts("[Regression] frob: resume takes a second longer", "Commit " + ID
                + " (frob: wait for the link after resume) [1]\nincreases the resume time from S3 on my desktop by "
                + "one second.\n\n[1]: https://git.kernel.org/torvalds/c/" + ID + "\n"), ID));
        assertEquals("culprit", role(reply("Commit " + ID + " (\"frob: poll the link\") slows down boot a lot.\n"),
                ID));
    }

    @Test
    void increasingSomethingElseStaysAReference() {
        assertEquals("reference", role(reply("Commit " + ID + " (\"frob: poll the link\") increases the timeout "
                + "to one second.\n"), ID));
        assertEquals("reference", role(reply("Commit " + ID + " (\"frob: poll the link\") increased the buffer "
                + "size, and the resume time is the same.\n"), ID));
    }

    @Test
    void hostileInputEndsFast() {
        String withs = (ID + " (\"x\") so with that ").repeat(1500);
        String backports = ("Bisected to " + ID + ", which is a backport of commit " + OTHER + ", ").repeat(1500);
        String open = ID + " (\"" + "(".repeat(20000) + " with that it works\n";
        String slower = "Commit " + ID + " increases " + "the ".repeat(20000) + "time.\n";
        assertTimeoutPreemptively(TimeBudget.seconds(10), () -> {
            reply(withs);
            reply(backports);
            reply(open);
            reply(slower);
            facts("blocked by commit ".repeat(3000) + ID, "can resolve ".repeat(5000));
        });
    }
}
