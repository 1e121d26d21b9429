package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeout;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Session 47 (drivers55): a driver named by a description of what it is ({@link DescribedDrivers}) — its menuconfig
 * prompt's words with the bus word unwritten, or its module name's parts — after a determiner and before a singular
 * "driver", "implementation" or "frontend". Mail written for the test, with the repository's real tables.
 */
class RealMailRulesDrivers55Test {
    private final DriverExtractor extractor = new DriverExtractor(HwMails.withoutIds());

    private List<String> drivers(String subject, String text) {
        return extractor.extract(HwMails.mail(subject, text), List.of());
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        "> I loaded the Intel PMT telemetry driver and the BAR test fails.; intel_pmt_telemetry",
        "> The AMD IOMMU driver sets that flag for every device behind the root port.; amd_iommu",
        "Is there anything here that only the Intel GW driver needs?; pcie-intel-gw",
        "The stm32 remoteproc implementation does not stop the core on shutdown.; stm32_rproc",
        "Once the Intel PMT telemetry driver probes, the crashlog region is gone.; intel_pmt_telemetry",
        // session 49 (drivers57): the rows xen-pcifront and pci-pf-stub, which the driver tables lacked before
        "The guest runs the Xen PCI frontend, and the MSI-X table write is lost.; xen-pcifront",
        "With the PF stub driver bound, the VFs show up but nothing claims them.; pci-pf-stub",
        "There is a pci-pf-stub driver you can bind to the PF for that.; pci-pf-stub",
    })
    void aDescriptionInTheModulesOwnWordsNamesIt(String line, String expected) {
        assertEquals(List.of(expected), drivers("Re: a question about the setup", line + "\n"));
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        // generic nouns, a vendor or a bus alone, a class
        "The PCI host driver has to cope with this.",
        "See the Intel implementation of this for comparison.",
        "The PF driver resets the VFs first.",
        "The PCI endpoint driver is missing a check.",
        // plural: a class or examples (convention 97)
        "All the DesignWare eDMA drivers in the tree get this wrong.",
        // no determiner opens the phrase
        "endpoint test driver fails here.",
        "Ask whoever maintains PF stub driver.",
        // a word the tables read names its own driver (theirs to name, not a description)
        "The Tegra PCIe driver does it already.",
        // words no module's prompt or name holds
        "The old Acme widget driver never did that.",
        // prompts of two modules fit, with the bus word written or not
        "Reading the DesignWare eDMA driver, the linked list is set up twice.",
        "These are cleanups of the Realtek card reader driver.",
        // (session 49, drivers57: "the Xen PCI frontend" and "the PF stub driver" moved to the positives above,
        // since drivers.tsv now has the xen-pcifront and pci-pf-stub rows they lacked)
    })
    void genericOrUnresolvedDescriptionsNameNone(String line) {
        List<String> got = drivers("Re: a question about the setup", line + "\n");
        assertTrue(!got.contains("pci-pf-stub") && !got.contains("pci-endpoint-test") && !got.contains("dw-edma")
                && !got.contains("dw-edma-pcie") && !got.contains("ums-realtek") && !got.contains("rtsx_pci"),
                got.toString());
        if (!line.contains("Tegra")) {
            assertEquals(List.of(), got);
        }
    }

    @Test
    void theReaderOnItsOwn() {
        // the module name's parts: pci_endpoint_test less its bus part (pci-epf-test's parts are "epf test");
        // two modules' prompts (dw-edma's and dw-edma-pcie's) name none
        DescribedDrivers reader = new DescribedDrivers(DriverTable.load(HwMails.withoutIds()),
                ModelFiles.load(HwMails.withoutIds(), DriverExtractor.PROMPTS_FILE, DriverPrompts::read,
                        DriverPrompts.EMPTY));
        String s = "I loaded the endpoint test driver on the host side.";
        assertEquals("pci-endpoint-test", reader.described(s, 0, s.indexOf(" driver") + 1, false));
        String e = "the DesignWare eDMA driver";
        assertEquals(null, reader.described(e, 0, e.indexOf(" driver") + 1, false));
        String a = "the AMD IOMMU driver";
        assertEquals("amd_iommu", reader.described(a, 0, a.indexOf(" driver") + 1, false));
    }

    @Test
    void theReaderAloneOnMalformedInput() {
        DescribedDrivers reader = new DescribedDrivers(DriverTable.load(HwMails.withoutIds()),
                ModelFiles.load(HwMails.withoutIds(), DriverExtractor.PROMPTS_FILE, DriverPrompts::read,
                        DriverPrompts.EMPTY));
        Set<String> out = new LinkedHashSet<>();
        for (String s : new String[] {"", " driver", "the driver", "the  driver", "the AMD IOMMU",
                "the AMD IOMMU driver", "the\tAMD IOMMU driver", "(the AMD IOMMU driver)",
                "the -- driver", "the . . driver", "the AMD IOMMU driver-specific code",
                "the AMD IOMMU driverless setup", "the AMD-IOMMU_ driver", "the \u0000 driver",
                "the AMD IOMMU \uD800 driver"}) {
            reader.scan(s, 0, s.length(), out);
            reader.scan(s, s.length(), 0, out);
            reader.scan(s, -3, s.length() + 10, out);
        }
        assertEquals(Set.of("amd_iommu"), out);
        // a range cut before the head reads nothing
        Set<String> none = new LinkedHashSet<>();
        String s = "the AMD IOMMU driver";
        reader.scan(s, 0, s.length() - 3, none);
        assertEquals(Set.of(), none);
    }

    @Test
    void aLongPhraseOrLineStaysLinear() {
        StringBuilder b = new StringBuilder("the");
        for (int i = 0; i < 20_000; i++) {
            b.append(" stub");
        }
        b.append(" driver ").append("x".repeat(100_000)).append(" driver\n");
        for (int i = 0; i < 5_000; i++) {
            b.append("the AMD IOMMU driver, the stm32 remoteproc implementation and ").append("y".repeat(50))
                    .append('\n');
        }
        String text = b.toString();
        List<String> got = assertTimeout(TimeBudget.seconds(10), () -> drivers("Re: long", text));
        assertEquals(List.of("amd_iommu", "stm32_rproc"), got);
    }
}
