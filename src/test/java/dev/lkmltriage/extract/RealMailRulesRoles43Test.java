package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.facts;
import static dev.lkmltriage.extract.FactOf.role;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Session 40 (docs/extraction-eval.md, "Session 40: roles43"): an omission told a sentence after the id
 * ({@link OmittedNext}); "X, which we had to revert" (convention 43); an applied {@code git show} block quoted deep
 * with answers between its lines ({@link AppliedCures}); "The first commit where we start seeing the issue is" over a
 * {@code commit X} header; a build robot's {@code branch HEAD:} line; the one shape of the readers of the words before
 * an id ({@link TailCue}). Fixtures invented here in the style of list mail.
 */
class RealMailRulesRoles43Test {
    private static final String ID = "4c2e8d1b7a30";
    private static final String FULL = "4c2e8d1b7a3059f2e6d0c1b8a7f3e2d9c4b1a065";

    @Test
    void anOmissionToldTheSentenceAfterTheIdNamesTheCommitCulprit() {
        assertEquals("culprit", role(facts("[PATCH] PCI: frob: Apply the erratum quirk only to FR10",
                "The move of the frob host driver from arch code to drivers/pci in commit " + ID + " (\"PCI: frob:\n"
                + "Move the host driver to drivers/pci\") meant the driver can be built for many platforms.\n\n"
                + "Unfortunately, the move of the code did not check that the erratum quirk was only\n"
                + "meant for FR10 boards.\n\nSigned-off-by: Alice Example <alice@example.org>\n"), ID));
        assertEquals("culprit", role(facts("[PATCH] PCI: frob: Update the stub", "Commit " + ID + " (\"PCI: frob: "
                + "Convert the callers to frob_map()\") converted every caller. This conversion forgot to update the\n"
                + "stub used when CONFIG_FROB is not set.\n"), ID));
    }

    @Test
    void anotherSubjectOrAnotherVerbTheSentenceAfterBlamesNothing() {
        assertEquals("reference", role(facts("[PATCH] PCI: frob: Check the link", "Commit " + ID + " (\"PCI: frob: "
                + "Add link training\") added the training loop.\n\nThe driver did not check the link state before "
                + "that either.\n"), ID));
        assertEquals("reference", role(facts("[PATCH] PCI: frob: Rework the map", "Commit " + ID + " (\"PCI: frob: "
                + "Rename frob_map()\") renamed the helper. This change did not affect the callers.\n"), ID));
        assertEquals("reference", role(facts("Re: frob hang", "I looked at commit " + ID + " (\"PCI: frob: Add "
                + "link training\") again. It did not check the link state, but that is fine here.\n"), ID));
    }

    @Test
    void aCommitWeHadToRevertIsACulprit() {
        assertEquals("culprit", role(facts("Re: [PCI] frob: WARNING at drivers/pci/pci.c", "A queue might also help "
                + "in the problematic case of\n" + ID + " (\"PCI: Avoid race while enabling upstream bridges\"),\n"
                + "which we had to revert.\n"), ID));
        assertEquals("culprit", role(facts("Re: frob hang", "Commit " + ID + " (\"PCI: frob: Wait for the link in "
                + "the resume path before touching config space\") which had to be reverted, tried the same.\n"), ID));
    }

    @Test
    void aCommitWeHadToRebaseStaysAReference() {
        assertEquals("reference", role(facts("Re: frob hang", "A queue might also help in the case of\n" + ID
                + " (\"PCI: Avoid race while enabling upstream bridges\"),\nwhich we had to rebase.\n"), ID));
    }

    @Test
    void aDeeplyQuotedAppliedBlockWithAnswersBetweenItsLinesIsTheFix() {
        assertEquals("fix", role(facts("Re: [PATCH] PCI: Enhance the frob quirk", deepBlock(true)), ID));
    }

    @Test
    void aDeeplyQuotedBlockThatCuresNothingStaysAReference() {
        assertEquals("reference", role(facts("Re: [PATCH] PCI: Enhance the frob quirk", deepBlock(false)), ID));
    }

    private static String deepBlock(boolean cure) {
        return "On Wed, Bob wrote:\n> On Tue, Carol wrote:\n> > On Mon, Bob wrote:\n"
                + "> > >> commit " + ID + "\n> > >> Author: Alice Example <alice@example.org>\n"
                + "> > >> Date:   Thu Sep 19 02:43:34 2019 +0000\n> > >>\n"
                + "> > >>     PCI: Apply the frob quirk to FR20 Root Ports\n> > >>\n"
                + "> > >>     Apply the quirk only to the listed devices.\n"
                + "> > \n> > All the FR10 Root Ports have the ids listed here.\n> > \n"
                + "> OK, please post a new version.\n\n"
                + "> > >>     Also apply the quirk to FR30 Root Ports.\n> > >>\n"
                + (cure ? "> > >>     Fixes: 9a8b7c6d5e4f (\"PCI: Add frob quirk for all Root Ports\")\n" : "")
                + "> > >>     Signed-off-by: Alice Example <alice@example.org>\n> > >>\n"
                + "> > >> diff --git a/drivers/pci/quirks.c b/drivers/pci/quirks.c\n\nPing?\n";
    }

    @Test
    void theFirstCommitAProblemShowsWithOverAGitLogHeaderIsTheCulprit() {
        assertEquals("culprit", role(facts("frob-usb broken with LPAE after \"reduce bounce buffers\"",
                "The card fails when it reads the provided address.\n\n"
                + "The first commit where we actually start seeing the issue is\n"
                + "commit " + FULL + " (frob_v2)\nAuthor: Alice Example <alice@example.org>\n"
                + "Date:   Tue Apr 3 19:09:59 2018 +0200\n\n    scsi: reduce use of bounce buffers\n"), FULL));
    }

    @Test
    void theFirstCommitOfASeriesOverAHeaderStaysAReference() {
        assertEquals("reference", role(facts("Re: [PATCH 0/3] PCI: frob: clean-ups", "The first commit of the "
                + "series is\ncommit " + FULL + "\nAuthor: Alice Example <alice@example.org>\n"
                + "Date:   Tue Apr 3 19:09:59 2018 +0200\n\n    PCI: frob: Rename frob_map()\n"), FULL));
    }

    @Test
    void aRobotsBranchHeadIsTheTreesTipWhateverItsSubjectSays() {
        assertEquals("reference", role(facts("[pci:pci/misc] BUILD SUCCESS " + FULL,
                "tree/branch: https://git.kernel.org/pub/scm/linux/kernel/git/helgaas/pci.git  pci/misc\n"
                + "branch HEAD: " + FULL + "  PCI: Mark FR10 GPU rev 0xc5 ATS as broken\n\nelapsed time: 650m\n"),
                FULL));
    }

    @Test
    void theSharedTailReaderGatesThenMatchesTheEnd() {
        TailCue cue = new TailCue(Pattern.compile("\\bnot updated in\\s*$"), List.of("not "), List.of("updated"));
        assertTrue(cue.endsIn("the comments were not updated in "));
        assertFalse(cue.endsIn("the comments were not updated in time, see "));
        assertFalse(cue.endsIn("the comments were never touched in "));
        assertTrue(cue.endsIn("x".repeat(500) + " were not updated in"));
        assertFalse(cue.endsIn("not updated in" + "y".repeat(TailCue.REACH)));
        assertEquals(TailCue.REACH, TailCue.tail("z".repeat(1000)).length());
        assertTrue(OmittedNext.blames("unfortunately, a blind move of the code did not check that"));
        assertFalse(OmittedNext.blames("the driver did not check that"));
        assertFalse(OmittedNext.blames(""));
    }

    @Test
    void hostileInputStaysLinear() {
        String heads = "unfortunately, the " + "big ".repeat(2_000_000) + "change did not check";
        String firsts = ("The first commit " + "x".repeat(60) + " issue ").repeat(20_000) + "is\ncommit " + FULL;
        StringBuilder deep = new StringBuilder("commit " + ID + "\nAuthor: A <a@b.c>\nDate:   now\n");
        for (int k = 0; k < 200_000; k++) {
            deep.append("> > >> line ").append(k).append("\n> answer\n");
        }
        String quotedDeep = deep.toString().replace("commit " + ID, "> > >> commit " + ID)
                .replace("Author:", "> > >> Author:");
        assertTimeoutPreemptively(TimeBudget.seconds(10), () -> {
            OmittedNext.blames(heads);
            facts("[PATCH] x", ("Commit " + ID + " (\"x\") moved it. This change forgot to update y. ")
                    .repeat(20_000));
            facts("Re: x", (ID + " (\"y\"), which we had to revert.\n").repeat(20_000));
            facts("Re: x", firsts);
            facts("Re: [PATCH] x: y", quotedDeep);
            facts("[pci:x] BUILD SUCCESS", ("branch HEAD: " + FULL + "  x as broken\n").repeat(20_000));
        });
    }
}
