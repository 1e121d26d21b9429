package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.facts;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Session 22 (docs/extraction-eval.md, "Session 22: roles25 — ..."): a patch whose changelog says the commit its
 * {@code Fixes:} tag names broke something that worked states a regression with that commit as culprit; a fix of a
 * bug the target always had, a hypothetical breakage and a question do not. Fixtures invented here in the style of
 * list mail.
 */
class RealMailRulesRoles25Test {
    private static final String ID = "4c1e8a7d2b90";
    private static final String TAG = "Fixes: " + ID + " (\"PCI: frob: Read the link state from the PHY\")\n"
            + "Signed-off-by: A Developer <dev@example.org>\n---\n drivers/pci/controller/pci-frob.c | 2 +-\n";

    private static Facts patch(String changelog) {
        return facts("[PATCH] PCI: frob: Wait for the PHY before reading the link state", changelog + "\n" + TAG);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "Commit " + ID + " (\"PCI: frob: Read the link state from the PHY\") broke link training on boards\n"
                + "whose PHY comes up late: the port is reported down and nothing behind it is found.",
        "After the referenced commit, the second port was no longer able to train its link.",
        "Reading the PHY too early leaves the link down. Doing so breaks boards\nwith a late PHY.",
        "Boards with a late PHY have been working fine for years, but since the\nchange above they "
                + "have stopped enumerating their endpoints.",
        "This used to work, but then the link state was moved to the PHY read.",
    })
    void aChangelogSayingTheTargetBrokeWhatWorkedStatesARegression(String changelog) {
        Facts f = patch(changelog);
        assertNotNull(f.regression(), changelog);
        assertEquals(ID, f.regression().culprit());
        assertFalse(f.regression().quoted());
    }

    @Test
    void aReplyQuotingSuchAPatchStatesItQuoted() {
        String quoted = ("Commit " + ID + " broke link training on boards with a late PHY.\n\n" + TAG)
                .replaceAll("(?m)^", "> ");
        Facts f = facts("Re: [PATCH] PCI: frob: Wait for the PHY before reading the link state",
                "On Mon, A Developer wrote:\n" + quoted + "\nApplied to pci/frob, thanks.\n");
        assertNotNull(f.regression());
        assertTrue(f.regression().quoted());
        assertEquals(ID, f.regression().culprit());
    }

    @Test
    void aReviewersLinesBetweenTheChangelogAndItsTagArePassedOver() {
        Facts f = facts("Re: [PATCH] PCI: frob: Wait for the PHY before reading the link state",
                "On Tue, B Reviewer wrote:\n> On Mon, A Developer wrote:\n> > Reading the PHY first breaks boards\n"
                        + "> > that have been working fine for years.\n>\n> s/PHY/phy/ (I can fix this up)\n>\n"
                        + "> > Fixes: " + ID + " (\"PCI: frob: Read the link state from the PHY\")\n\nAgreed.\n");
        assertNotNull(f.regression());
        assertEquals(ID, f.regression().culprit());
    }

    @ParameterizedTest
    @ValueSource(strings = {
        // a bug the target always had
        "This fixes a bug present since the driver was added: the error path leaks the clock.",
        "Otherwise the driver can no longer receive interrupts after resume.",
        "The PHY is now read after the reset, so the link state is no longer stale.",
        // hypothetical, denied, or the build
        "Wait for the PHY so that the link state read does not break boards with a late PHY.",
        "Keep the old order to avoid breaking boards with a late PHY.",
        "The missing include broke the build on arm64.",
        // a question
        "Could it be that " + ID + " broke link training on boards with a late PHY?",
        "Could the reset order have stopped working with a late PHY?",
    })
    void aFixOfAnOldBugAHypotheticalOrAQuestionStatesNone(String changelog) {
        assertNull(patch(changelog).regression(), changelog);
    }

    @Test
    void brokeFarAboveTheTagOrAboveAHeaderIsNotItsChangelog() {
        // the breakage is in another quote level than the tag (session 31: a cue other than "broke", which
        // BrokeStatements now reads as a statement wherever it stands: "It broke my board." states one, quoted)
        Facts f = facts("Re: [PATCH] PCI: frob: Wait for the PHY",
                "> > My board stopped working.\n>\n> Reading the PHY earlier.\n>\n> " + TAG.replace("\n", "\n> "));
        assertNull(f.regression());
        assertFalse(BrokenByFixesTarget.states("Subject: frob\n"));
    }

    @Test
    void hostileInputsFinishFast() {
        assertTimeoutPreemptively(TimeBudget.seconds(10), () -> {
            String many = ("Some changelog line that mentions nothing.\nFixes: " + ID + "\n").repeat(50_000);
            assertFalse(BrokenByFixesTarget.of(FiguresMails.mail(many)).any());
            String deep = (">".repeat(30) + " after the commit " + "x ".repeat(300) + "\n").repeat(5_000)
                    + ">".repeat(30) + " Fixes: " + ID + "\n";
            BrokenByFixesTarget.of(FiguresMails.mail(deep));
            BrokenByFixesTarget.states("after the commit " + "no ".repeat(200_000));
            BrokenByFixesTarget.states("breaks ".repeat(200_000) + "?");
            BrokenByFixesTarget.of(FiguresMails.mail("Fixes:"));
            BrokenByFixesTarget.of(FiguresMails.mail("ixes: " + "\n".repeat(100_000) + "Fixes: " + ID));
            facts("[PATCH] x", ("It broke.\n" + TAG).repeat(2_000));
        });
    }
}
