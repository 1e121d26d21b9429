package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Session 50 (drivers58): "SUBSYS: member:" title tags. Kernel subsystems name their drivers' files
 * "SUBSYS-member.c" (reset-imx7.c, spi-sh-msiof.c, phy-qcom-qmp.c) and their maintainers tag patches "SUBSYS:
 * member:"; the pair names the module the file is built as, in the patch's subject and in every reply that inherits
 * it, where the reply carries no diff of its own. And a title's summary that calls something a driver is read as a
 * body's driver line ("arm64: Add Tegra194 PCIe driver to defconfig", convention 95), so that the patch and every
 * reply inheriting its subject name the driver it adds or enables. Mail written for the test, with the repository's
 * real tables.
 */
class RealMailRulesDrivers58Test {
    private final DriverExtractor extractor = new DriverExtractor(HwMails.withoutIds());

    private List<String> drivers(String subject, String text) {
        return extractor.extract(HwMails.mail(subject, text), List.of());
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        "Re: [PATCH v3 1/3] reset: imx7: Allow building it as a module; reset-imx7",
        "[PATCH] reset: imx7: Allow building it as a module; reset-imx7",
        "Re: [PATCH 2/7] dt-bindings: spi: sh-msiof: Document a new SoC; spi-sh-msiof",
        "Re: [PATCH 5/9] phy: qcom-qmp: Correct the init table of one SoC; phy-qcom-qmp",
        "Re: [PATCH 4/8] dt-bindings: phy: rcar-gen2: Add one more SoC; phy-rcar-gen2",
        "Re: [RFC PATCH 3/3] gpio: ej1x8: Add a GPIO driver for a USB host chip; gpio-ej1x8",
        // "pcie: qcom:" is the same pair as the file pcie-qcom.c
        "Re: [PATCH 09/12] pcie: qcom: Program the iATU for one SoC; pcie-qcom",
    })
    void aReplyToAPatchTaggedWithTheFilesTwoHalvesNamesIt(String subject, String module) {
        assertEquals(List.of(module), drivers(subject, "> Some quoted words of the change.\n\nApplied, thanks.\n"));
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        // a report's own wording, not a maintainer's tag: the asker's FPGA endpoint, not the host driver
        "pcie: xilinx: kernel hang reading a register",
        "Re: pcie: xilinx: kernel hang reading a register",
        // pairs that spell no module's file
        "[PATCH] arm64: dts: Add the PCIe nodes of a board",
        "[PATCH] kbuild: lto: Keep a section",
        "[PATCH] usb: host: Tidy a comment",
        "[PATCH] lib: logic_pio: Fix a print",
        "[PATCH] PM: sleep: Do not resume twice",
        // a pair whose joined name is no table module and no file ("imx7-reset" is backwards)
        "[PATCH] imx7: reset: Allow building it as a module",
        // no blank after the colon: no tags
        "[PATCH] reset:imx7: Allow building it as a module",
    })
    void pairsThatSpellNoModuleFileNameNone(String subject) {
        List<String> got = drivers(subject, "Some words.\n");
        assertFalse(got.contains("pcie-xilinx") || got.contains("reset-imx7"), got.toString());
        assertTrue(got.isEmpty(), subject + " -> " + got);
    }

    @Test
    void aTagThatNamesAModuleIsNoSubsystemsTag() {
        // "stmmac: pci:" is stmmac's part; the pair is not read as the subsystem "stmmac" and a member "pci"
        List<String> got = drivers("[PATCH v2 04/10] stmmac: pci: Loop over the standard BARs", "Some words.\n");
        assertFalse(got.contains("stmmac-pci"), got.toString());
    }

    @Test
    void thePciFamilyTagIsTheFamilyRulesNotAPair() {
        // "PCI: tegra:" joined would be pci-tegra, a family's old member: the family rules read it
        assertNull(extractor.joinedTagFile("PCI", "tegra"));
        assertNull(extractor.joinedTagFile("pci", "layerscape"));
        assertEquals("reset-imx7", extractor.joinedTagFile("reset", "imx7").name());
        assertEquals("reset-imx7", extractor.joinedTagFile("RESET", "IMX7").name());
    }

    @Test
    void malformedTagsNameNoneAndDoNotThrow() {
        for (String subject : new String[] {"[PATCH] : : :", "[PATCH] reset: : x", "[PATCH] : imx7: x",
                "[PATCH] reset: imx7\u0000: x", "[PATCH] reset: \uD800: x", "[PATCH] reset: imx7:",
                "[PATCH] " + "r".repeat(60) + ": " + "i".repeat(60) + ": x", "[PATCH]", "[PATCH] reset:"}) {
            List<String> got = drivers(subject, "");
            assertTrue(got.size() <= 1, subject + " -> " + got);
        }
        assertNull(extractor.joinedTagFile("", ""));
        assertNull(extractor.joinedTagFile("reset", "imx7/x"));
        assertNull(extractor.joinedTagFile("a".repeat(100), "b"));
    }

    @Test
    void hostileTagPairSubjectsEndFast() {
        String subject = "[PATCH] " + "reset: imx7: ".repeat(50_000) + "x";
        List<String> got = assertTimeoutPreemptively(TimeBudget.seconds(10), () -> drivers(subject, "Words.\n"));
        assertTrue(got.size() <= 1, got.toString());
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        "[PATCH 15/15] arm64: Add Tegra194 PCIe driver to defconfig; pcie-tegra194",
        "Re: [PATCH V10 15/15] arm64: Add Tegra194 PCIe driver to defconfig; pcie-tegra194",
        "Re: [PATCHv9 00/12] PCI: Rework the Mobiveil driver; pcie-mobiveil",
        "[PATCH] soc: Enable Microchip PCIe host driver; pcie-microchip-host",
    })
    void aTitleThatCallsItADriverNamesIt(String subject, String module) {
        assertEquals(List.of(module), drivers(subject, "Looks fine to me.\n"));
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        // a platform word under another subsystem's tag: the platform's drivers, not its PCI host's
        "[PATCH 1/4] arm64: Kconfig: Fix XGENE driver dependencies",
        "Re: [PATCH 1/4] arm64: Kconfig: Fix XGENE driver dependencies",
        // no driver word: the summary's capitalised names stay unread
        "[PATCH] arm64: defconfig: Enable Tegra194 PCIe",
        // "driver" glued to another word is no driver word
        "[PATCH] arm64: Tegra194 PCIe drivers-only build",
    })
    void titlesWithoutADriverOfTheirOwnNameNone(String subject) {
        assertEquals(List.of(), drivers(subject, "Looks fine to me.\n"));
    }

    @Test
    void hostileDriverWordTitlesEndFast() {
        String subject = "[PATCH] arm64: " + "Add Tegra194 PCIe driver ".repeat(20_000);
        List<String> got = assertTimeoutPreemptively(TimeBudget.seconds(10), () -> drivers(subject, "Words.\n"));
        assertTrue(got.size() <= 2, got.toString());
    }
}
