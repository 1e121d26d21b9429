package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.facts;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The general rules added in session 4 from the second development slice of real mail (docs/extraction-eval.md),
 * each in words written here, with a near miss it must leave alone.
 */
class RealMailRules4Test {
    private static String commits(Facts f) {
        return CommitExtractorTest.render(f.commits());
    }

    private static String kernels(Facts f) {
        return f.kernels().stream().map(k -> k.version() + "=" + k.verdict()).sorted()
                .collect(Collectors.joining(" "));
    }

    private static String configs(Facts f) {
        return f.configs().stream().map(c -> c.option() + "=" + c.value()).sorted().collect(Collectors.joining(" "));
    }

    @Test
    void aCommitThatBroughtARegressionAfterALongSubjectIsTheCulprit() {
        assertEquals("c9a707875053:culprit", commits(facts("[PATCH] tools: fix install",
                "The commit c9a707875053 (\"tools: Keep the helper script around on a clean build\")\n"
                        + "fixed a clean issue and at the same time brought a regression to installation.\n")));
        assertEquals("c9a707875053:reference", commits(facts("[PATCH] tools: fix install",
                "The commit c9a707875053 (\"tools: Keep the helper script around on a clean build\")\n"
                        + "fixed a clean issue and at the same time made the install rule shorter.\n")));
    }

    @Test
    void introducedSomethingIsHistoryUnlessTheThingIsAProblem() {
        assertEquals("d0751b98dfa3:reference", commits(facts("[PATCH] PCI: drop a flag",
                "To solve a problem with odd switches, commit d0751b98dfa3\n(\"PCI: Add a flag for links\")\n"
                        + "introduced a flag to struct pci_dev.\n")));
        assertEquals("d0751b98dfa3:culprit", commits(facts("[PATCH] PCI: fix links",
                "Commit d0751b98dfa3 (\"PCI: Add a flag for links\") introduced a regression on resume.\n")));
    }

    @Test
    void bisectRetoldWithTheSubjectBetweenNamesTheFirstBadCommit() {
        assertEquals("5e0c21c75e8c:culprit", commits(facts("boot failure",
                "Git bisect reports 5e0c21c75e8c PCI/ASPM: Drop needless locking\nas the first bad commit.\n")));
    }

    @Test
    void fullIdsListedAloneOnTheirLinesAreReferencesAndShorterHexIsNot() {
        assertEquals("aff5d0552da4055da3faa27ee4252e48bb1f5821:reference", commits(facts("boot failure",
                "I had to revert these too:\naff5d0552da4055da3faa27ee4252e48bb1f5821\n0123456789abcdef01\n"
                        + "Checksum aff5d0552da4055da3faa27ee4252e48bb1f5822 of the image\n")));
    }

    @Test
    void aRobotsRegressionDueToCommitNamesTheCulprit() {
        assertEquals("06c4d00466eb374841bc84c39af19b3161ff6917:culprit", commits(facts("[cpufreq] 06c4d00466: regression",
                "FYI, we noticed a -53.4% regression of ops due to commit:\n\n"
                        + "commit: 06c4d00466eb374841bc84c39af19b3161ff6917 (\"cpufreq: Convert macros\")\n")));
    }

    @Test
    void verdictsFromConfirmedToWorkNotBootingAndTheBaseOfARevert() {
        assertEquals("5.0.7=good 5.0.8=bad", kernels(facts("dock broken",
                "5.0.7 is confirmed to work, so it must be a regression introduced by 5.0.8.\n")));
        assertEquals("5.5-rc1=bad", kernels(facts("kevin",
                "Since v5.5-rc1 the chromebook does not boot.\n")));
        // session 18: the base of a curing revert still has the problem the revert cures (bad, run-only)
        assertEquals("5.9-rc3=bad", kernels(facts("hang",
                "Indeed, reverting this commit on top of v5.9-rc3 gets me back to a working system.\n")));
        // a purpose, not a result: "to work with" stays without a verdict
        assertEquals("5.3-rc1=null", kernels(facts("port",
                "I updated the patch to work with v5.3-rc1.\n")));
    }

    @Test
    void theKernelAReportIsTestedOnIsBadOnlyWhenTheMessageNamesAProblem() {
        assertEquals("5.5-rc1=bad", kernels(facts("hotplug resources",
                "Currently, I'm testing with v5.5-rc1 and two patches applied.\nThe NVMe driver fails to probe.\n")));
        assertEquals("5.5-rc1=null", kernels(facts("hotplug resources",
                "Currently, I'm testing with v5.5-rc1 and two patches applied.\nResults next week.\n")));
    }

    @Test
    void driversNamedInAnyCaseBeforeDriverAndUnknownTagsWithTheirFile() {
        assertEquals("[nvme]", facts("Re: hotplug", "But the NVMe driver fails while probing.\n").drivers()
                .toString());
        assertEquals("[pci-imx6]", facts("Re: link", "This is what the iMX6 PCIe driver does on resume.\n").drivers()
                .toString());
        assertEquals("[8250_pci]", facts("[PATCH 21/26] serial: 8250_pci: Use the common define",
                "Use the global define.\n\n---\n drivers/tty/serial/8250/8250_pci.c | 8 +++-----\n").drivers()
                .toString());
        // a subsystem tag over a file of another name is no driver; nor is a core file named like the tag
        assertEquals("[]", facts("[PATCH] pinctrl: fix", "Fix.\n\n---\n drivers/pinctrl/pinctrl-foo.c | 2 +-\n")
                .drivers().toString());
        // since session 12 the subsystem's tag and the driver's tag together spell the file: its module, not "foo"
        assertEquals("[pinctrl-foo]", facts("[PATCH] pinctrl: foo: fix",
                "Fix.\n\n---\n drivers/pinctrl/pinctrl-foo.c | 2 +-\n").drivers().toString());
        assertEquals("[]", facts("[PATCH] PCI: of: fix", "Fix.\n\n---\n drivers/pci/of.c | 2 +-\n").drivers()
                .toString());
    }

    @Test
    void aQuotedDiffIsCodeButItsHeaderStillNamesTheDriver() {
        String body = """
                On Mon, someone wrote:
                > diff --git a/drivers/pci/controller/pci-tegra.c b/drivers/pci/controller/pci-tegra.c
                > index 1234567..89abcde 100644
                > --- a/drivers/pci/controller/pci-tegra.c
                > +++ b/drivers/pci/controller/pci-tegra.c
                > @@ -28,6 +28,7 @@ obj-$(CONFIG_PCIE_MEDIATEK) += pcie-mediatek.o
                >  source "drivers/pci/controller/mobiveil/Kconfig"
                > +CONFIG_PCI_FOO=y

                Looks fine, and I run with CONFIG_PCI_BAR=y myself.
                """;
        Facts f = facts("Re: [PATCH] PCI: tegra: Add a speed", body);
        assertEquals("[pci-tegra]", f.drivers().toString());
        assertEquals("CONFIG_PCI_BAR=y", configs(f));
    }

    @Test
    void aMenuconfigPromptInACommitSubjectIsNoSetting() {
        assertEquals("", configs(facts("[PATCH] PCI: fix",
                "Fixes: 82a823833f4e (\"PCI: Add High Resolution Timer Support\")\n")));
    }
}
