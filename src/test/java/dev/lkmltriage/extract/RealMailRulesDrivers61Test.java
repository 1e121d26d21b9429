package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Session 53 (drivers61): a driver named by its kind and, after "driver for", its platform ("the PCIe driver for the
 * BrcmSTB 7216 chip"), {@link PlatformDrivers}. Mail written for the test, with the repository's real tables.
 */
class RealMailRulesDrivers61Test {
    private final DriverExtractor extractor = new DriverExtractor(HwMails.withoutIds());

    private List<String> drivers(String subject, String text) {
        return extractor.extract(HwMails.mail(subject, text), List.of());
    }

    private List<String> drivers(String text) {
        return drivers("Re: [PATCH] Share a reset line", text + "\n");
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        "The reset is shared with the PCIe driver for the BrcmSTB 7216 chip.; pcie-brcmstb",
        "We will fix this in the PCIe driver for BrcmSTB boards.; pcie-brcmstb",
        "Only the AHCI driver for the BrcmSTB SoCs needs this.; ahci_brcm",
    })
    void aKindForItsPlatformNamesTheModule(String text, String module) {
        assertTrue(drivers(text).contains(module), drivers(text).toString());
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        "A reset controller is shared between the AHCI driver and the PCIe driver for the BrcmSTB 7216 chip.",
        // wrapped over quoted lines
        "> A reset controller is shared between the AHCI driver and the PCIe\\n> driver for the BrcmSTB 7216 chip.",
    })
    void aCoordinatedKindTakesThePlatformAndDropsTheClassModule(String text) {
        List<String> got = drivers(text.replace("\\n", "\n"));
        assertTrue(got.contains("ahci_brcm") && got.contains("pcie-brcmstb"), got.toString());
        assertFalse(got.contains("ahci"), got.toString());
    }

    @Test
    void flatJoinsWrappedQuotedLines() {
        assertEquals("a b > c d", PlatformDrivers.flat("a\n>  b > c\n\n d"));
    }

    @Test
    void thePrecheckPassesEveryTextFlatCouldTurnIntoThePhrase() {
        assertTrue(PlatformDrivers.mayHold("the PCIe driver for the BrcmSTB chip"));
        assertTrue(PlatformDrivers.mayHold("the PCIe driver\n> for the BrcmSTB chip"));
        assertTrue(PlatformDrivers.mayHold("the PCIe driver\n>\t> for the BrcmSTB chip"));
        assertFalse(PlatformDrivers.mayHold("the PCIe driver is for the BrcmSTB chip"));
        assertFalse(PlatformDrivers.mayHold("drivers: the PCIe driverfor"));
        assertFalse(PlatformDrivers.mayHold(""));
        for (String text : List.of("a driver\n\n for x", "a driver\r\n> \r\n>  for x", "a driver \t for x")) {
            assertTrue(PlatformDrivers.flat(text).contains(" driver for "), text);
            assertTrue(PlatformDrivers.mayHold(text), text);
        }
    }

    @Test
    void theClassModuleStaysWhereTheWordStandsAloneToo() {
        String text = "The AHCI driver for the BrcmSTB chip works. On my laptop the AHCI driver hangs on resume.";
        List<String> got = drivers(text);
        assertTrue(got.contains("ahci_brcm") && got.contains("ahci"), got.toString());
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        // two modules fit the platform: none
        "the PCIe driver for Tegra needs the same fix.",
        // a lowercase kind is no kind word
        "the reset controller driver for HSDK boards.",
        // no platform word with a capital
        "the PCIe driver for this chip needs it.",
        // no determiner before the kind
        "Write PCIe driver for BrcmSTB boards.",
        // a three-part module is no kind and platform
        "the NVMe driver for Intel chipsets with remapping.",
    })
    void nearMissesNameNoPlatformDriver(String text) {
        List<String> got = drivers(text);
        assertFalse(got.contains("pcie-brcmstb") || got.contains("pci-tegra") || got.contains("pcie-tegra194")
                || got.contains("intel-nvme-remap"), got.toString());
    }

    @Test
    void occurrencesCountWholeWordsOnly() {
        assertEquals(2, PlatformDrivers.occurrences("AHCI and ahci, not ahci_brcm or libahci", "ahci"));
        assertEquals(0, PlatformDrivers.occurrences("", "ahci"));
        // a string literal of code is no word of the prose
        assertEquals(1, PlatformDrivers.occurrences("the AHCI driver; reset_name = \"ahci\";", "ahci"));
    }

    @Test
    void malformedPhrasesEndQuietly() {
        for (String text : List.of(" driver for ", "the driver for ", "the PCIe driver for", "the PCIe driver for the",
                "PCIe driver for the BrcmSTB", " driver and  driver for X", "a X driver for " + "Y".repeat(100))) {
            assertTimeoutPreemptively(TimeBudget.seconds(5), () -> drivers(text));
        }
    }

    @Test
    void hostilePhrasesEndFast() {
        String many = "the AHCI driver and the PCIe driver for the BrcmSTB chip. ".repeat(20_000);
        String long1 = "the " + "A".repeat(200_000) + " driver for the " + "B".repeat(200_000);
        List<String> a = assertTimeoutPreemptively(TimeBudget.seconds(10), () -> drivers(many));
        assertTrue(a.contains("pcie-brcmstb"), a.toString());
        assertTimeoutPreemptively(TimeBudget.seconds(10), () -> drivers(long1));
    }
}
