package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.facts;
import static dev.lkmltriage.extract.FactOf.role;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.mail.Span;
import dev.lkmltriage.mail.SpanKind;
import dev.lkmltriage.testkit.TimeBudget;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Session 37 (docs/extraction-eval.md, "Session 37: fixrole40", label convention 15): a maintainer's {@code git show}
 * block of the thread's own patch ({@code commit X} / {@code Author:} / {@code Date:} / subject / changelog) names its
 * fix when the block's own subject or trailers say it cures ({@link AppliedCures}); a clean-up so shown, a block of
 * another thread's patch, a merge and a branch's log stay references. Fixtures invented here in the style of list mail.
 */
class RealMailRulesFixrole40Test {
    private static final String ID = "5e1d9a7c3b40";
    private static final String THREAD = "Re: [PATCH v3] PCI: frob: Fix the window mapping on resume";

    /** A git show block as a maintainer pastes it, {@code pre} before each line, with {@code changelog} lines. */
    private static String block(String pre, String id, String subject, String... changelog) {
        StringBuilder b = new StringBuilder();
        b.append(pre).append("commit ").append(id).append('\n');
        b.append(pre).append("Author: Alice Example <alice@example.org>\n");
        b.append(pre).append("Date:   Tue Mar 3 10:11:12 2020 +0100\n");
        b.append(pre).append('\n');
        b.append(pre).append("    ").append(subject).append('\n');
        for (String line : changelog) {
            b.append(pre).append('\n');
            b.append(pre).append("    ").append(line).append('\n');
        }
        b.append(pre).append('\n');
        b.append(pre).append("diff --git a/drivers/pci/controller/pci-frob.c b/drivers/pci/controller/pci-frob.c\n");
        b.append(pre).append("--- a/drivers/pci/controller/pci-frob.c\n");
        b.append(pre).append("+++ b/drivers/pci/controller/pci-frob.c\n");
        return b.toString();
    }

    @Test
    void theThreadsAppliedCureIsItsFix() {
        // the subject says it cures
        assertEquals("fix", role(facts(THREAD, "I applied this as below to pci/frob for v5.7, thanks!\n\n"
                + block("", ID, "PCI: frob: Fix outbound window mapping after resume",
                "The windows were programmed before the link came up.",
                "Signed-off-by: Alice Example <alice@example.org>")), ID));
        // a Fixes: trailer under a subject without the word, the same driver tag as the thread
        assertEquals("fix", role(facts(THREAD, "Here's what I applied:\n\n"
                + block("", ID, "PCI: frob: Program the windows once the link is up",
                "Fixes: 0a1b2c3d4e5f (\"PCI: frob: Add host driver\")",
                "Signed-off-by: Alice Example <alice@example.org>")), ID));
        // a report thread with no tag: the maintainer's proposed cure shares its words; Reported-by: says it cures
        assertEquals("fix", role(facts("Re: Widget NVMe card missing behind frob bridge on arm64",
                "Would you mind testing the following?\n\n"
                + block("", ID, "PCI: Assign widget NVMe BARs behind frob bridges",
                "Reported-by: Carol <carol@example.org>", "Signed-off-by: Bob <bob@example.org>")), ID));
        // quoted in the reply that thanks for it: the fix, quoted
        Facts quoted = facts(THREAD, "On Tue, Bob wrote:\n> I applied the patch below.\n>\n"
                + block("> ", ID, "PCI: frob: Fix outbound window mapping after resume",
                "Link: https://bugzilla.kernel.org/show_bug.cgi?id=4242")
                + "\nThanks, works here.\n");
        assertEquals("fix", role(quoted, ID));
        // a changelog line that says what it fixes
        assertEquals("fix", role(facts("Re: [PATCH] Use the path's largest exit latency for L1",
                "Maybe this instead:\n\n" + block("", ID, "Use the largest exit latency on the path for L1",
                "This fixes an issue for me where the NIC dropped to 40 Mbit/s.")), ID));
    }

    @Test
    void aCleanUpAnotherThreadsPatchAndALogStayReferences() {
        // a clean-up applied so: no cure in its own text
        assertEquals("reference", role(facts("Re: [PATCH 0/4] PCI: frob: Convert to the new helpers",
                "The squashed patch as applied is:\n\n" + block("", ID,
                "PCI: frob: Convert error returns to errno", "No functional change intended.",
                "Signed-off-by: Alice Example <alice@example.org>")), ID));
        // a cure of another driver's problem, shown as history (a precedent: 15a/15b)
        assertEquals("reference", role(facts("Re: [PATCH] PCI: widget: Let the PM core save the state",
                "The history on that was too many IRQs on the suspend path:\n\n" + block("", ID,
                "PCI: frob: Free up IRQs on suspend", "Fixes this error:", "CPU 3 disable failed")), ID));
        // a merge commit's block, however many fixes its shortlog lists
        assertEquals("reference", role(facts(THREAD, "Here's the merge commit:\n\n" + block("", ID,
                "Merge branch 'pci/frob'", "- Fix outbound window mapping (Alice)",
                "Fixes: 0a1b2c3d4e5f (\"PCI: frob: Add host driver\")")), ID));
        // a branch's log of several blocks: the other fixes of a series or pull (15c)
        String log = block("", ID, "PCI: frob: Fix outbound window mapping after resume")
                + block("", "6f2e0d1c9b8a", "PCI: frob: Fix the MSI mask")
                + block("", "7a3f1e2d0c9b", "PCI: frob: Fix the link-up timeout");
        assertEquals("reference", role(facts(THREAD, "git log pci/frob says:\n\n" + log), ID));
        // prose in the changelog that only uses the word ("fixed bus numbers") is no cure
        assertEquals("reference", role(facts("Re: [PATCH v2] PCI: Assign frob bus numbers from EA",
                "Applied:\n\n" + block("", ID, "PCI: Assign frob bus numbers present in EA",
                "Read the fixed bus numbers from the EA capability.")), ID));
    }

    @Test
    void theBlockReadersPartsHoldTheirShapes() {
        assertEquals("PCI: frob: Fix it", AppliedCures.title("Re: RE: [PATCH v2 3/4] PCI: frob: Fix it"));
        assertEquals("PCI/LINK: Report degraded links\"",
                AppliedCures.title("Re: [PATCH] Revert \"PCI/LINK: Report degraded links\""));
        assertTrue(AppliedCures.related("PCI/MSI: Fix restoring of the mask bit", "PCI/MSI: Mask on resume"));
        assertTrue(AppliedCures.related("Problem with enumeration of the TPU Edge module",
                "PCI: Move Apex Edge TPU class quirk"));
        assertFalse(AppliedCures.related("PCI: widget: Let the PM core save the state",
                "PCI: frob: Free up IRQs on suspend"));
        assertFalse(AppliedCures.related("", "PCI: frob: Fix it"));
        assertFalse(AppliedCures.related("PCI: frob: Fix it", null));
    }

    private static VersionsText prose(String text) {
        return new VersionsText(text, List.of(new Span(0, text.length(), SpanKind.PROSE)));
    }

    @Test
    void hostileBlocksStayLinear() {
        // a million-line git log of blocks, each a cure: the count stops past two, and each block's read is bounded
        String entry = block("", ID, "PCI: frob: Fix outbound window mapping after resume",
                "Fixes: 0a1b2c3d4e5f (\"PCI: frob: Add host driver\")");
        VersionsText log = prose(entry.repeat(1_000_000 / 14));
        // one block whose changelog runs on for a million lines, and a block under a 10 MB line
        VersionsText endless = prose("commit " + ID + "\nAuthor: A <a@example.org>\nDate:   now\n\n    PCI: frob: "
                + "Tidy\n" + "    words\n".repeat(1_000_000) + "    Fixes: 0a1b2c3d4e5f\n");
        String wide = "commit " + ID + "\nAuthor: A <a@example.org>\nDate:   now\n\n    PCI: frob: "
                + "x".repeat(10_000_000) + "\n    Fixes: 0a1b2c3d4e5f\n";
        VersionsText deep = prose((">".repeat(60) + " commit " + ID + "\n" + ">".repeat(60) + " Author: A\n")
                .repeat(50_000));
        assertTimeoutPreemptively(TimeBudget.seconds(20), () -> {
            List<CommitCandidates.Candidate> cs = new CommitCandidates(log).find();
            assertEquals(AppliedCures.MAX_BLOCKS + 1, AppliedCures.blocks(log, cs));
            for (CommitCandidates.Candidate c : cs) {
                AppliedCures.cures(log, c.start(), THREAD);
            }
            // the Fixes: line lies past the lines read: no cure
            assertFalse(AppliedCures.cures(endless, 7, THREAD));
            assertFalse(AppliedCures.cures(prose(wide), 7, THREAD));
            for (CommitCandidates.Candidate c : new CommitCandidates(deep).find()) {
                AppliedCures.cures(deep, c.start(), THREAD);
            }
            assertFalse(AppliedCures.related(AppliedCures.title("Re: ".repeat(500_000) + "[PATCH]"),
                    "PCI: " + "frob ".repeat(2_000_000)));
            // through the whole extractor: a log long enough to name many blocks, a 10 MB line, a 10 MB subject
            assertEquals("reference", role(facts(THREAD, entry.repeat(300)), ID));
            facts(THREAD, wide);
            facts("x".repeat(10_000_000), entry);
        });
    }
}
