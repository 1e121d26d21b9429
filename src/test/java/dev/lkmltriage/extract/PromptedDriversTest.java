package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.lkmltriage.testkit.TimeBudget;
import java.io.IOException;
import java.io.StringReader;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The driver extractor reading menuconfig prompts ({@link DriverPrompts}) in a message, with its near misses. */
class PromptedDriversTest {
    private static final String HAND = "pci-quux6\tdrivers/pci/controller/dwc/pci-quux6.c\t\tquux\t\n";
    private static final String KERNEL = String.join("\n",
            "pci-quux6\tdrivers/pci/controller/dwc/pci-quux6.c\t\tquux6q-pcie\t",
            "pci-zegra\tdrivers/pci/controller/pci-zegra.c\t\t\t",
            "reset-quux7\tdrivers/reset/reset-quux7.c\t\t\t",
            "");

    private final DriverExtractor extractor;

    PromptedDriversTest() throws IOException {
        extractor = new DriverExtractor(DriverTable.merge(DriverTable.rows(new StringReader(HAND)),
                DriverTable.rows(new StringReader(KERNEL))),
                DriverPrompts.read(new StringReader(DriverPromptsTest.TABLE)));
    }

    private List<String> drivers(String subject, String body) {
        return extractor.extract(HwMails.mail(subject, body), List.of());
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', nullValues = "NULL", value = {
        "The q.UX7 reset driver now builds as a module.; reset-quux7",
        "> The qUX6 PCIe driver has its own copy of this.; pci-quux6",
        "Both the q.UX6 PCIe driver and the Zegra PCIe driver do this.; pci-quux6,pci-zegra",
        // near misses: a board or SoC named without "driver"; the generic PCI driver; a driver drivers lack
        "I see this on a q.UX6 board with the Zegra PCIe bridge.; ",
        "The PCI driver core handles it.; ",
        "The q.UX6 PCIe drivers are all alike.; ",
        "The Widget Blinker USB driver blinks.; ",
        "The Zegra xHCI driver handles it.; ",
    })
    void bodies(String body, String want) {
        assertEquals(want == null ? List.of() : List.of(want.split(",")), drivers("Re: a question", body));
    }

    @Test
    void aFamilyTagKeepsItsDriverBesideAPromptedOne() {
        // "PCI: quux:" names pci-quux6 by alias; reset-quux7 holds "quux" but is named by its prompt, not by a path
        assertEquals(List.of("pci-quux6", "reset-quux7"), drivers("[PATCH] PCI: quux: Select RESET_QUUX7",
                "The q.UX7 reset driver now builds as a module."));
    }

    @Test
    void hostileBody() {
        String body = ("the q.UX6 PCIe driver driver driver " + "x".repeat(1000) + "\n").repeat(2000)
                + " driver".repeat(200_000);
        assertTimeoutPreemptively(TimeBudget.seconds(10),
                () -> assertEquals(List.of("pci-quux6"), drivers("Re: a question", body)));
    }
}
