package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.facts;
import static dev.lkmltriage.extract.FactOf.role;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.lkmltriage.testkit.TimeBudget;
import org.junit.jupiter.api.Test;

/**
 * Session 35 (docs/extraction-eval.md, "Session 35: roles38"): a revert whose changelog gives no breakage, only that
 * the reverted commit is no longer needed, cured elsewhere or in a later change's way, names no culprit; the stable
 * bot's "contains a "Fixes:" tag, fixing commit: X" names the tag's culprit.
 * Fixtures invented here in the style of list mail.
 */
class RealMailRulesRoles38Test {
    private static final String ID = "5e1f0a7c3b2d";
    private static final String FULL = "5e1f0a7c3b2d9e8f7a6b5c4d3e2f1a0b9c8d7e6f";

    private static Facts revert(String body) {
        return facts("[PATCH 3/4] Revert \"frob: add the board quirk\"", body);
    }

    @Test
    void aRevertThatIsOnlyCleanupNamesNoCulprit() {
        assertEquals("reference", role(revert("This reverts commit " + FULL + ".\n\nThe frob init routine has "
                + "moved into drivers/reset/reset-frob.c\n\nSigned-off-by: Alice <alice@example.org>\n"), FULL));
        assertEquals("reference", role(revert("This reverts commit " + FULL + ".\n\nNow that the frob is reset "
                + "through its own driver, the device core orders the probes.\nNo need to wait for the firmware "
                + "here.\n\nSigned-off-by: Alice <alice@example.org>\n"), FULL));
        assertEquals("reference", role(revert("This reverts commit " + FULL + ".\n\nThe root cause of this bug "
                + "is fixed by the following two commits:\n\n  1. \"frob: serialize the enable count\"\n\n"
                + "Cc: Ben <ben@kernel.crashing.example>\nSigned-off-by: Alice <alice@example.org>\n"), FULL));
        assertEquals("reference", role(revert("This reverts commit " + FULL + ".\n\nIn preparation to read the "
                + "window count from the hardware, we need to keep the old property for the old IP.\n\n"
                + "Signed-off-by: Alice <alice@example.org>\n"), FULL));
        // quoted in a reply, the reason before the trailer
        assertEquals("reference", role(facts("Re: [PATCH 3/4] Revert \"frob: add the board quirk\"",
                "On Tue, Alice wrote:\n> The quirk is now handled by the reset driver.\n>\n> This reverts commit "
                + FULL + ".\n>\n> Signed-off-by: Alice <alice@example.org>\n\nAcked-by: Bob <bob@example.org>\n"),
                FULL));
    }

    @Test
    void revertsThatCureOrSayNothingKeepTheirCulprit() {
        // a bare trailer
        assertEquals("culprit", role(revert("This reverts commit " + FULL + ".\n\nSigned-off-by: Alice "
                + "<alice@example.org>\n"), FULL));
        // no need, but it breaks something too
        assertEquals("culprit", role(revert("This reverts commit " + FULL + ".\n\nThere is no need for the "
                + "quirk, and it breaks resume on the X200.\n\nSigned-off-by: Alice <alice@example.org>\n"), FULL));
        // a cure
        assertEquals("culprit", role(revert("This reverts commit " + FULL + ".\n\nThe commit caused a hang at "
                + "boot on several boards.\n\nSigned-off-by: Alice <alice@example.org>\n"), FULL));
        // the reason under the trailer of another quote depth is not this changelog's
        assertEquals("culprit", role(facts("Re: [PATCH 3/4] Revert \"frob: add the board quirk\"",
                "> This reverts commit " + FULL + ".\n\nNo need to send a v2 for this.\n"), FULL));
    }

    private static Facts bot(String body) {
        return facts("Re: [PATCH] frob: fix the window size", body);
    }

    @Test
    void theStableBotsFixingCommitIsACulprit() {
        assertEquals("culprit", role(bot("Hi,\n\n[This is an automated email]\n\nThis commit has been processed "
                + "because it contains a \"Fixes:\" tag,\nfixing commit: " + ID + " frob: add the window list.\n\n"
                + "The bot has tested the following trees: v5.1.7, v4.19.48.\n"), ID));
        // quoted, the subject in quotes
        assertEquals("culprit", role(bot("On Mon, Sasha wrote:\n> [This is an automated email]\n>\n> This commit "
                + "has been processed because it contains a \"Fixes:\" tag\n> fixing commit: " + ID
                + " (\"frob: add the window list\").\n\nThanks, I will send a backport.\n"), ID));
    }

    @Test
    void fixingCommitWithoutTheBotsSentenceDecidesNothing() {
        assertEquals("reference", role(bot("The patch I am fixing commit: " + ID + " frob: add the window list.\n"),
                ID));
        assertEquals("reference", role(bot("This mail contains a \"Fixes:\" tag. The listed commit: " + ID
                + " frob: add the window list.\n"), ID));
    }

    @Test
    void hostileRevertsAndBotLinesStayLinear() {
        String trailers = ("This reverts commit " + FULL + ".\nNo need to keep it.\n").repeat(50_000);
        String deep = ">".repeat(60) + " This reverts commit " + FULL + ".\n" + "> no need to\n".repeat(200_000);
        String line = "This reverts commit " + FULL + ". " + "no need to ".repeat(1_000_000);
        String bots = ("contains a \"Fixes:\" tag, fixing commit: " + ID + " x.\n").repeat(50_000);
        assertTimeoutPreemptively(TimeBudget.seconds(10), () -> {
            revert(trailers);
            revert(deep);
            revert(line);
            bot(bots);
        });
    }
}
