package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.facts;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The general rules added in session 5 from the third development slice of real mail (docs/extraction-eval.md),
 * each in words written here, with a near miss it must leave alone.
 */
class RealMailRules5Test {
    private static String commits(Facts f) {
        return CommitExtractorTest.render(f.commits());
    }

    private static String kernels(Facts f) {
        return f.kernels().stream().map(k -> k.version() + "=" + k.verdict()).sorted()
                .collect(Collectors.joining(" "));
    }

    @Test
    void aVersionAfterAutoselOrBeforeMaterialIsAKernel() {
        assertEquals("5.4=null", kernels(facts("[PATCH AUTOSEL 5.4 78/78] PCI/PM: Add absent link waits",
                "[ Upstream commit ad9001f2f41198784b0423646450ba2cb24793a3 ]\n\nAdd the delays.\n")));
        assertEquals("5.7=null", kernels(facts("Re: [PATCH] PCI/ACPI: Use scnprintf()", "Applied as 5.7 material, thanks!\n")));
        assertEquals("", kernels(facts("Re: [PATCH] PCI: fix", "Thanks, 2.5 of them applied.\n")));
    }

    @Test
    void theKernelOfAnOopsTraceIsBad() {
        assertEquals("5.2.0-rc3=bad", kernels(facts("boot stall",
                "[   34.318061] CPU: 0 PID: 7 Comm: kworker/u4:0 Not tainted 5.2.0-rc3 #1\n")));
        assertEquals("5.2.0=null", kernels(facts("boot log", "[    0.000000] Linux version 5.2.0 (gcc 9)\n")));
    }

    @Test
    void aBugFormsKernelVersionIsBadInAReportUnlessDoubted() {
        assertEquals("5.1.20=bad 5.3-rc1=null", kernels(facts("[Bug 204413] resume fails",
                "     Kernel Version: 5.1.20, 5.3-rc1?\n\nThe machine fails to wake from suspend.\n")));
        assertEquals("5.3-rc8=bad", kernels(facts("pci: endpoint test BUG",
                "Kernel is 5.3-rc8 on x86_64.\nThe test module hits a BUG.\n")));
        assertEquals("5.3-rc8=null", kernels(facts("endpoint tests",
                "Kernel is 5.3-rc8 on x86_64.\nAll the endpoint tests pass here.\n")));
    }

    @Test
    void runningWithAKernelInAReportIsBad() {
        assertEquals("5.1=bad", kernels(facts("FLR timeout",
                "I am running DPDK 18.11+SPDK 19.04 with v5.1 kernel. The FLR times out after 65s.\n")));
        assertEquals("5.1=null", kernels(facts("FLR timeout",
                "Bob was running DPDK 18.11 with v5.1 kernel. The FLR times out after 65s.\n")));
    }

    @Test
    void sinceAKernelIveBeenSeeingIsBad() {
        assertEquals("5.9=bad", kernels(facts("spammy dmesg",
                "Since 5.9 I've been seeing lots of these messages in my logs, an error each second.\n")));
        assertEquals("5.9=null", kernels(facts("bandwidth notification",
                "The notification code has been there since 5.9 and nobody complained about an error.\n")));
    }

    @Test
    void notDoingItOnAKernelIsGood() {
        assertEquals("5.2=good", kernels(facts("Possible regression",
                "That is odd, it was not doing it on 5.2. Also, the problem occurs without the card.\n")));
    }

    @Test
    void whereAFeatureWasAddedIsNoVerdict() {
        assertEquals("5.4-rc1=null", kernels(facts("Re: s2idle wake is slow",
                "Probably not a regression, since Ice Lake support only arrived in v5.4-rc1.\n")));
    }

    @Test
    void aCommitOnTheLineAfterIntroducedByIsTheCulprit() {
        assertEquals("66ff14e59e8a:culprit", commits(facts("[PATCH] Use maximum latency for L1 ASPM",
                "This change fixes a regression introduced by:\n"
                        + "66ff14e59e8a (PCI/ASPM: Permit ASPM on links behind PCIe-to-PCI/PCI-X bridges)\n")));
        assertEquals("", commits(facts("[PATCH] dump",
                "The registers read:\n66ff14e59e8a (PCI/ASPM: bits)\n")));
    }

    @Test
    void aCommitDroppedBecauseItTriggersRegressionsIsTheCulprit() {
        assertEquals("9e73fa02aa00:culprit e1fc129219a8:reference", commits(facts("Re: PCI: dwc: Warn",
                "Unfortunately I have to drop:\n\n9e73fa02aa00 (\"PCI: dwc: Warn on an oversized MEM window\")\n\n"
                        + "because it triggers regressions.\n\nI will keep:\n\n"
                        + "e1fc129219a8 (\"PCI: dwc: Write the outbound ATU upper limit\")\n\n"
                        + "because it is a step in the right direction.\n")));
    }

    @Test
    void aFamilyTagGivesWayToTheDriverThePatchTouches() {
        assertEquals("[pcie-tegra194]", facts("[PATCH -next] PCI: tegra: Fix the error return code",
                "Fix it.\n\n---\n drivers/pci/controller/dwc/pcie-tegra194.c | 8 ++++----\n").drivers().toString());
        assertEquals("[pci-tegra]", facts("[PATCH] PCI: tegra: Fix runtime PM",
                "Fix it.\n\n---\n drivers/pci/controller/pci-tegra.c | 8 ++++----\n").drivers().toString());
        assertEquals("[pci-tegra]", facts("Re: [PATCH] PCI: tegra: Fix runtime PM", "Looks good.\n").drivers()
                .toString());
        assertEquals("[pcie-tegra194]", facts("[RFC 27/27] PCI: dwc/tegra: Use common register definitions",
                "The Tegra driver has its own defines.\n\n---\n drivers/pci/controller/dwc/pcie-tegra194.c | 8 ++--\n")
                .drivers().toString());
        assertEquals("[pcie-tegra194]", facts("Re: [PATCH V13 12/12] PCI: tegra: Support the Tegra194 PCIe controller",
                "Looks good.\n").drivers().toString());
        assertEquals("[]", facts("Re: [PATCH V5 13/16] arm64: tegra: Turn on the PCIe slots of the P2972-0000 board",
                "Applied.\n").drivers().toString());
        assertEquals("[rpaphp]", facts("[PATCH] PCI: rpaphp: fix",
                "Fix it.\n\n---\n drivers/pci/hotplug/rpaphp_core.c | 2 +-\n").drivers().toString());
    }

    @Test
    void anLspciPathLineIsAHeader() {
        Facts f = new FactExtractor(ExtractSettings.defaults()).extract(FiguresMails.mail("Re: ASPM",
                "given the path:\n00:01.2/01:00.0/02:04.0/04:00.0 Unassigned class [ff00]: Realtek "
                        + "Semiconductor Co., Ltd. Device 816e (rev 1a)\n"));
        assertEquals("10ec:816e/1a", f.hardware().stream().map(h -> h.id() + "/" + h.revision())
                .collect(Collectors.joining(" ")));
    }
}
