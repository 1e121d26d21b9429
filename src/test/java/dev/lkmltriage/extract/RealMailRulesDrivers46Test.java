package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeout;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Session 39 (drivers46): a controller's acronym called a driver names its one Linux driver (conventions 7 and 25):
 * "the AL driver" is pcie-al, "the GIC ITS driver" and "an ITS driver bug" irq-gic-v3-its ({@link CalledDrivers}).
 * The acronyms are English words lowercased, so only the capitals right before "driver" count. Mail written for the
 * test.
 */
class RealMailRulesDrivers46Test {
    private final DriverExtractor extractor = new DriverExtractor(HwMails.withoutIds());
    private final DriverTable table = DriverTable.load(HwMails.withoutIds());

    private List<String> drivers(String subject, String text) {
        return extractor.extract(HwMails.mail(subject, text), List.of());
    }

    private List<String> scan(String text) {
        List<String> out = new ArrayList<>();
        CalledDrivers.scan(text, 0, text.length(), table, out::add);
        return out;
    }

    @Test
    void anAcronymCalledADriverNamesIt() {
        assertEquals(List.of("pcie-al"), drivers("Re: [PATCH v2 3/5] PCI/VPD: Add a release quirk for a root port",
                "On Tue, Ann Writer wrote:\n> Does the vendor's root port need it too?\n\n"
                        + "I'd rather not special-case this in the AL driver; other hosts will hit it as well.\n"));
        assertEquals(List.of("irq-gic-v3-its"), drivers("Re: MSI vectors leak on unbind",
                "> After unbinding the HBA the LPIs stay allocated.\n\n"
                        + "This looks like an ITS driver bug rather than anything in the PCI core.\n"));
        // in the subject, and with the interrupt controller's name and a kind word in front
        assertEquals(List.of("irq-gic-v3-its"), drivers("PCI MSI teardown vs GIC ITS driver ordering?",
                "Hi,\n\nThe free path runs before the domain is gone.\n"));
        assertEquals(List.of("irq-gic-v3-its"), scan("the GICv3 ITS MSI driver allocates the LPIs"));
        assertEquals(List.of("pcie-al"), scan("> > and the AL PCIe driver sets the bit"));
    }

    @Test
    void theWordsLowercaseOrGluedNameNothing() {
        assertEquals(List.of(), drivers("Re: question about probe order",
                "Please let the device and its driver settle first. Its driver binds late anyway.\n"));
        assertEquals(List.of(), scan("the al driver, the SAL driver, the ITSX driver, the AL driverless mode"));
        // the ITS itself, no driver word: hardware
        assertEquals(List.of(), scan("Versal CPM uses GICv3 ITS feature for assigning MSI vectors"));
        // named as an example, or two words away
        assertEquals(List.of(), scan("fix it like the AL driver does"));
        assertEquals(List.of(), scan("the AL host PCIe driver"));
    }

    @Test
    void hostileLinesStayLinear() {
        StringBuilder drivers = new StringBuilder();
        StringBuilder acronyms = new StringBuilder();
        StringBuilder letters = new StringBuilder();
        for (int i = 0; i < 400_000; i++) {
            drivers.append(" driver");
            acronyms.append("ITS ");
            letters.append("ALALALALAL");
        }
        String d = drivers.toString();
        String a = acronyms.toString();
        String l = letters.append(" driver").toString();
        assertTimeout(TimeBudget.seconds(10), () -> {
            assertEquals(List.of(), scan(d));
            assertEquals(List.of(), scan(a));
            assertEquals(List.of(), scan(l));
            assertTrue(scan(a + "driver " + a + "driver").size() == 2);
            assertTrue(drivers("Re: x", a + "driver\n" + d + "\n").size() <= 64);
        });
        assertEquals(List.of(), scan(""));
        assertEquals(List.of(), scan("driver"));
    }
}
