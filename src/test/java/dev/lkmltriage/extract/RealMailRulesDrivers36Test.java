package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTimeout;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Session 30 (drivers36): the driver a Kconfig "unmet direct dependencies" warning blames, the first symbol of each
 * item of its "Selected by" list, named through the prompts table's symbol column (SelectingDrivers). The unmet
 * symbol itself is a library its drivers select and names none. Mail written for the test.
 */
class RealMailRulesDrivers36Test {
    private final DriverExtractor extractor = new DriverExtractor(HwMails.withoutIds());

    private List<String> drivers(String subject, String body) {
        return extractor.extract(HwMails.mail(subject, body), List.of());
    }

    private static final String WARNING = String.join("\n",
            "On x86_64:",
            "",
            "WARNING: unmet direct dependencies detected for PCIE_DW_HOST",
            "  Depends on [n]: PCI [=y] && PCI_MSI_IRQ_DOMAIN [=n]",
            "  Selected by [y]:",
            "  - PCIE_INTEL_GW [=y] && PCI [=y] && OF [=y] && (X86 [=y] || COMPILE_TEST [=n])",
            "",
            "Full randconfig file is attached.",
            "");

    @Test
    void theSelectingSymbolNamesItsDriver() {
        assertEquals(List.of("pcie-intel-gw"), drivers("linux-next: Tree for Mar 3 (pci/controller/dwc)", WARNING));
    }

    @Test
    void aQuotedAndRewrappedWarningStillNamesIt() {
        String body = String.join("\n",
                "> >>> WARNING: unmet direct dependencies detected for",
                "> PCIE_MOBIVEIL_HOST",
                "> >>>   Depends on [n]: PCI [=y] && PCI_MSI_IRQ_DOMAIN [=n]",
                "> >>>   Selected by [y]:",
                "> >>>   - PCIE_MOBIVEIL_PLAT [=y] && PCI [=y] && (ARCH_ZYNQMP ||",
                "> >> COMPILE_TEST [=y]) && OF [=y]",
                "",
                "Sorry, I will send a fix for the Kconfig.",
                "");
        assertEquals(List.of("pcie-mobiveil-plat"), drivers("RE: linux-next: Tree for Mar 3 (pci/controller)", body));
    }

    @Test
    void notWithoutTheWarningNorForAnUnsetOrArchitectureSymbol() {
        // a menuconfig help screen's list of selectors, no warning above it
        assertEquals(List.of(), drivers("Re: where is PCIE_DW_HOST set?", String.join("\n",
                "Symbol: PCIE_DW_HOST [=y]",
                "  Selected by [y]:",
                "  - PCIE_INTEL_GW [=y] && PCI [=y] && OF [=y]",
                "")));
        // the selector is not set, or is an architecture, no module's symbol
        assertEquals(List.of(), drivers("linux-next: Tree for Mar 3", String.join("\n",
                "WARNING: unmet direct dependencies detected for PCI_MSI_ARCH_FALLBACKS",
                "  Depends on [n]: PCI [=n]",
                "  Selected by [y]:",
                "  - S390 [=y]",
                "  Selected by [n]:",
                "  - PCIE_INTEL_GW [=n] && PCI [=n]",
                "")));
        // the dependency lines name only the unmet symbol's own dependencies
        assertEquals(List.of(), drivers("linux-next: Tree for Mar 3", String.join("\n",
                "WARNING: unmet direct dependencies detected for PCIE_MOBIVEIL_HOST",
                "  Depends on [n]: PCIE_INTEL_GW [=y] && PCI_MSI_IRQ_DOMAIN [=n]",
                "")));
    }

    @Test
    void theListEndsAtItsFirstOtherLine() {
        SelectingDrivers s = new SelectingDrivers();
        String w = "WARNING: unmet direct dependencies detected for PCIE_DW_HOST";
        assertNull(s.line(w, 0, w.length(), true));
        String h = "  Selected by [y]:";
        assertNull(s.line(h, 0, h.length(), false));
        String item = "  - PCIE_INTEL_GW [=m] && PCI [=y]";
        assertEquals("PCIE_INTEL_GW", s.line(item, 0, item.length(), false));
        String prose = "so this needs a fix.";
        assertNull(s.line(prose, 0, prose.length(), false));
        assertNull(s.line(item, 0, item.length(), false));
    }

    @Test
    void aTimestampPaddedWithNoBreakSpacesIsALogLine() {
        // a mail client sent the timestamp's run of blanks as no-break spaces: the device's prefix still names ahci
        String nb = "\u00a0";
        String body = "> On next-20201102 I'm seeing this during boot:\n>\n"
                + "> [" + nb + nb + nb + " 3.493382] ahci 0001:01:00.0: version 3.0\n"
                + "> [" + nb + nb + nb + " 4.497706] ahci 0001:01:00.0: controller reset failed (0xffffffff)\n"
                + "\nThanks, that is fixed by the second patch.\n";
        assertEquals(List.of("ahci"), drivers("Re: [PATCH 0/2] PCI: dwc: Map the prefetchable window", body));
    }

    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.CsvSource(delimiter = ';', value = {
        // examples and comparisons: what the message is about is what they illustrate
        "This also helps GPU drivers such as amdgpu or nouveau that map the ROM.;",
        "To give an example, assume we don't trust e.g. the nvme driver for external devices.;",
        "Drivers like r8169 rely on the link state being disabled here.;",
        // the driver at issue, and 'like' after a verb of seeming: no comparison
        "With this patch the nvme driver fails to probe after resume.; nvme",
        "It looks like the nvme driver fails to probe after resume.; nvme",
        // examples of the drivers a trouble hits are what the message is about
        "This change has caused a regression on some drivers, such as lpfc.; lpfc",
    })
    void anExampleOrComparisonNamesNoDriver(String body, String expected) {
        List<String> want = expected == null ? List.of() : List.of(expected.strip());
        assertEquals(want, drivers("Re: [PATCH] PCI: Keep the ROM mapped", body + "\n"));
    }

    @Test
    void hostileWarningsStayLinear() {
        String warnings = ("WARNING: unmet direct dependencies detected for X\n  Selected by [y]:\n").repeat(50000);
        String items = "  - " + "A".repeat(10_000_000) + " [=y]\n";
        String many = "  - PCIE_INTEL_GW [=y] && ".repeat(200000) + "\n";
        String pads = "[" + "\u00a0".repeat(5_000_000) + "\n" + ("[\u00a0\u00a0 1.0] " + "a".repeat(30) + " ").repeat(100000);
        assertTimeout(TimeBudget.seconds(20), () -> {
            drivers("linux-next: Tree", warnings + items + many + "  Selected by [y]:\n" + many);
            drivers("Re: boot log", pads + "\n");
            drivers("Re: examples", ("such as , , " + "x ".repeat(30) + "the nvme driver ").repeat(100000) + "\n");
        });
    }
}
