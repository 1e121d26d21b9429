package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeout;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Options named without CONFIG_ where the prose calls them options; body → "OPTION=value" list. */
class BareOptionsTest {
    private final ConfigExtractorTest configs = new ConfigExtractorTest();

    private String run(String body) {
        return configs.run(body);
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        "The workaround is controlled by the SND_FOO_QUIRK configuration option.; CONFIG_SND_FOO_QUIRK=null",
        "This adds a new config option PCI_P2PDMA_DEBUG which drivers select.; CONFIG_PCI_P2PDMA_DEBUG=null",
        "Both Kconfig options PCIE_FOO and PCIE_FOO_HOST build the same driver.;"
                + " CONFIG_PCIE_FOO=null CONFIG_PCIE_FOO_HOST=null",
        "The PCIE_BAR_SMP12 Kconfig symbol depends on BROKEN.; CONFIG_PCIE_BAR_SMP12=null",
        "Most distros enabled SND_HDA_WIDGET early on. Could you build without that\\n"
                + "config option and retest?; CONFIG_SND_HDA_WIDGET=null",
        // near misses: registers, macros, constants, names the prose does not call an option
        "Bit 4 of PCI_EXP_DEVCTL is the config register field we need.; ''",
        "The PCI_COMMAND config register reads 0x0406.; ''",
        "Use PCI_DEVICE_ID_FOO_BAR in the config space table.; ''",
        "We enabled PCI_COMMAND_MEMORY before the BAR was assigned.; ''",
        "We enabled PCI_COMMAND_MEMORY first. Then the BAR was set. Later the config option was dropped.; ''",
        "enabled PCI_COMMAND_MEMORY here.\\n\\nThat config option is unrelated.; ''",
        "The PCI_DEVICE( config option macro; ''",
        "CONFIG_PCI_MSI config option; CONFIG_PCI_MSI=null",
        "the pci_foo config option; ''",
        // a commit title in a shortlog or in ("...") names the commit
        "Heiner Kallweit (4):\\n  PCI/ASPM: remove Kconfig option PCIEASPM_FOO and related code; ''",
        "obsolete since commit 0123456789ab (\"arch: define the\\nFOO_BAR_64BIT config symbol in lib/Kconfig\"); ''",
        "The FOO_BAR_64BIT config symbol (see commit 0123456789ab (\"arch: x\")) is set.; CONFIG_FOO_BAR_64BIT=null",
        "Commit 0123456789ab (\"mm: drop the FOO_BAR config option\") did it.; ''",
    })
    void golden(String body, String expected) {
        assertEquals(expected, run(body.replace("\\n", "\n")), body);
    }

    @Test
    void hostileInputFinishesFastAndNeverThrows() {
        // session 36: the test took 4.7 s of its old 20 s budget in a full run, under a tenfold margin, so a machine
        // five times slower could fail it; a quadratic walk on these megabyte inputs takes hours, and still fails.
        assertTimeout(TimeBudget.seconds(60), () -> {
            run("A_".repeat(3_000_000) + " config option");
            run("config options " + "A_B, ".repeat(1_000_000));
            run("enabled A_B ".repeat(500_000));
            run(("> ".repeat(50_000) + "enabled FOO_BAR and\n").repeat(20) + "that config option");
            run("Kconfig symbol " + "_".repeat(1_000_000));
        });
    }

    @Test
    void aTitleClosesOnlyWhereItsQuoteAndBracketComeBeforeAnyNewOpening() {
        // BareOptions and BareSettings both ask this (session 34 merged BareSettings' copy)
        String line = "FOO_BAR_64BIT config symbol in lib/Kconfig\") landed";
        assertTrue(BareOptions.titleCloses(line, 0, line.length()));
        String curly = "the FOO option\u201d) is gone";
        assertTrue(BareOptions.titleCloses(curly, 0, curly.length()));
        String opened = "see (\"PCI: foo\") for FOO_BAR";
        assertFalse(BareOptions.titleCloses(opened, 0, opened.length()), "a title opens first: it is a new one");
        assertFalse(BareOptions.titleCloses(line, 0, line.indexOf(')')), "the bound falls before the bracket");
        assertFalse(BareOptions.titleCloses("no title here", 0, 13));
    }

    @Test
    void aTitleCheckReadsAHugeLineOnceToItsBound() {
        String quotes = "\"".repeat(10_000_000);
        assertTimeout(TimeBudget.seconds(20), () -> {
            assertFalse(BareOptions.titleCloses(quotes, 0, quotes.length()));
            for (int i = 0; i < 100_000; i++) {
                assertFalse(BareOptions.titleCloses(quotes, i, i + 80));
            }
        });
    }
}
