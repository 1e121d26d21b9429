package dev.lkmltriage.extract;

import org.junit.jupiter.api.Test;

/**
 * Session 29 (hostile30): each scanner of sessions 24-28 on input built from its own cue words, through the whole
 * extraction, grows linearly ({@link Growth#assertLinear}). A scanner's loops are reached only by its words: the
 * line of many {@code Fixes:} that {@link BrokenByFixesTarget} read back to its start from each, a question never
 * closed, a bracket never shut. Each input is the cue repeated on one line and one to a line, with the terminator
 * the scanner looks for left out. {@code dev.lkmltriage.bench.CueGrowth} times every literal of the sources alike.
 */
class HostileCuesTest {
    private static final FactExtractor FACTS = new FactExtractor(HwMails.settings());
    /** Characters of input at n (4n is four times it): enough for a quadratic walk to show, little CPU. */
    private static final int CHARS = 30_000;

    /** The cue repeated on one line, and its stripped form one to a line. */
    private static void linear(String what, String cue) {
        Growth.assertLinear(what + " on one line", n -> cue.repeat(n) + "\n", CHARS / cue.length(), FACTS::extract);
        repeated(what + " one to a line", cue.strip() + "\n");
    }

    /** A block of lines repeated. */
    private static void repeated(String what, String block) {
        Growth.assertLinear(what, block::repeat, CHARS / block.length(), FACTS::extract);
    }

    @Test
    void brokenByFixesTarget() {
        // each "Fixes:" of a line looked back to the line's start: quadratic in a line of tags (fixed here)
        linear("Fixes tags", "Fixes: ");
        linear("Fixes tags with ids", "Fixes: 0a1b2c3d4e5f (\"PCI: frob: Defer link up\") ");
        repeated("changelogs over Fixes tags", "The link no longer trains, it worked before.\nFixes: 0a1b2c3d4e5f\n");
    }

    @Test
    void proseIds() {
        linear("ids in prose", "this conflicts with 7ca435cf857d and ");
        linear("titles never closed", "the same as in 8cfab3cf63cf (\"PCI: Add the frob ");
        repeated("titles wrapped and never closed", "the same time as in 8cfab3cf63cf\n(\"PCI: Add\n");
    }

    @Test
    void bareModules() {
        linear("bare modules in trouble", "I use uio_pci_generic and it fails, ath11k's probe hangs ");
        linear("a run of module names", "xhci_pci vfio_pci nvme_core amd_iommu ");
    }

    @Test
    void shownLogs() {
        repeated("sentences opening logs", "With 5.8-rc2, booting the box results in:\n");
        repeated("a log under each", "On next-20201026 I see this during boot:\n[ 1.0] frob: probe failed\n");
    }

    @Test
    void kconfigWarnings() {
        linear("wrapped warnings", "WARNING: unmet direct dependencies detected for ");
        repeated("lists of selectors", "  Selected by [y]:\n  - PCIE_FROB [=y] && (X86 [=y] ||\n");
        linear("brackets never closed", "  Depends on [n]: PCI [=y && (ARCH_FROB [=");
    }

    @Test
    void bannersAndBisectLogs() {
        linear("banners never closed", "[ 5.1.0 #7 Tainted: G ");
        linear("oops banners", "CPU: 1 PID: 77 Comm: kworker/1:2 Not tainted 5.10.0-rc1 #3 ");
        linear("bisect commands", "git bisect good v5.4 git bisect bad v5.5 ");
    }

    @Test
    void askedSentences() {
        linear("questions never ended", "Could this be caused by 0123456789ab (\"PCI: frob\") or ");
        linear("question marks everywhere", "Is it due to 0123456789ab? ");
    }

    @Test
    void verdictPhrases() {
        linear("as it did", "it all works as it did on 5.4 and ");
        linear("but not", "it works with 5.9 but not with 5.10 and ");
        linear("broken since", "broken since 5.9, bisected to 0123456789ab, ");
        linear("regressions stated", "this fixes a regression introduced by 0123456789ab in 5.10 ");
    }

    @Test
    void lspciNames() {
        linear("device names without ids", "00:1c.0 PCI bridge: Intel Corporation Device a33c (rev f0) ");
        linear("ids never closed", "01:00.0 Non-Volatile memory controller [0108]: Vendor [1e0f:0001 ");
    }
}
