package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.lkmltriage.testkit.TimeBudget;
import java.io.IOException;
import java.io.StringReader;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Drivers named by their menuconfig prompt ("the iMX6 PCIe driver"): the prompts are written here in the kernel's
 * style for invented and real-looking drivers; each form has its near misses.
 */
class DriverPromptsTest {
    static final String TABLE = String.join("\n",
            "# header",
            "pci-quux6\tPCI_QUUX6\tFrobcorp q.UX6/7/8 PCIe controller",
            "pci-zegra\tPCI_ZEGRA\tFrobcorp Zegra PCIe controller",
            "pcie-zegra194\tPCIE_ZEGRA194_HOST\tFrobcorp Zegra194 (and later) PCIe controller - Host Mode",
            "reset-quux7\tRESET_QUUX7\tq.UX7/8 Reset Driver",
            "pcie-rkar-host\tPCIE_RKAR_HOST\tGizmo R-Kar PCIe host controller",
            "pcie-rkar-ep\tPCIE_RKAR_EP\tGizmo R-Kar PCIe endpoint controller",
            "gizmo-a\tGIZMO_A\tGizmo Alpha UART",
            "gizmo-b\tGIZMO_B\tGizmo Beta UART",
            "xhci-plat-hcd\tUSB_XHCI_PLATFORM\tGeneric xHCI driver for a platform device",
            "xhci-zegra\tUSB_XHCI_ZEGRA\txHCI support for Frobcorp Zegra SoCs",
            "gpio-frob\tGPIO_FROB\tFrobcorp GPIO support",
            "frob-wdt\tFROB_WDT\tFrobcorp watchdog",
            "twin-a\tTWIN_A\tWidget Blinker USB",
            "enet-pf\tENET_PF\tENET PF driver",
            "twin-b\tTWIN_B\tWidget Blinker USB support",
            "");

    private final DriverPrompts prompts = DriverPrompts.read(new StringReader(TABLE));

    DriverPromptsTest() throws IOException {
    }

    private String named(String phrase) {
        int at = phrase.indexOf(" driver");
        return prompts.named(phrase, 0, at + 1);
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', nullValues = "NULL", value = {
        "This is what the qUX6 PCIe driver does.; pci-quux6",
        "This is what the q.UX6 PCIe driver does.; pci-quux6",
        "the q.UX8 PCIe host driver; pci-quux6",
        "the Frobcorp q.UX7 PCIe controller driver; pci-quux6",
        "the Zegra PCIe driver; pci-zegra",
        "the Zegra194 PCIe driver; pcie-zegra194",
        "the q.UX7 reset driver; reset-quux7",
        "the R-Kar PCIe driver; pcie-rkar-host",
        "the RKar PCIe endpoint driver; pcie-rkar-ep",
        "the Zegra xHCI driver; xhci-zegra",
        // near misses: no distinctive word, a board named without its kind, the vendor alone, an unknown word
        // between, two modules' prompts, a generic prompt that collapses to a kind word
        "the PCIe driver; NULL",
        "the PCI driver; NULL",
        "the Zegra driver; NULL",
        "the Frobcorp driver; NULL",
        "the Frobcorp PCIe driver; NULL",
        // a kind word is needed besides the name: "the PF driver" of an "ENETC PF driver" prompt names nothing
        "the PF driver; NULL",
        "the Widget PF driver; NULL",
        "the Zegra PCIe ntb driver; NULL",
        "the Widget Blinker USB driver; NULL",
        "the xHCI driver; NULL",
        "the q.UX6 driver; NULL",
        // the phrase stops at a preposition or punctuation: a driver "for" a chip names nothing by the chip
        "the PCIe driver for the Zegra; NULL",
        "(Zegra) PCIe driver; NULL",
        "Zegra, PCIe driver; NULL",
        "Zegra PCIe-driver; NULL",
    })
    void phrases(String phrase, String want) {
        assertEquals(want, named(phrase));
    }

    @Test
    void namesTheTablesKnowAreLeftToThem() {
        String phrase = "the Zegra PCIe driver";
        assertEquals("pci-zegra", prompts.named(phrase, 0, phrase.indexOf("driver"), w -> false));
        assertNull(prompts.named(phrase, 0, phrase.indexOf("driver"), w -> w.equals("zegra")));
    }

    @Test
    void slotsFromPrompt() {
        assertEquals(List.of(Set.of("frobcorp"), Set.of("qux6", "qux7", "qux8"), Set.of("pcie")),
                DriverPrompts.slots("Frobcorp q.UX6/7/8 PCIe controller"));
        assertEquals(List.of(Set.of("frobcorp"), Set.of("zegra194"), Set.of("pcie")),
                DriverPrompts.slots("Frobcorp Zegra194 (and later) PCIe controller - Host Mode"));
        assertEquals(List.of(Set.of("pci", "pcie")), DriverPrompts.slots("PCI/PCIe support"));
    }

    @Test
    void onlyFromTheWordsBeforeDriverInTheLine() {
        String text = "Zegra PCIe\nthe driver";
        assertNull(prompts.named(text, text.indexOf('\n') + 1, text.indexOf("driver")));
    }

    @Test
    void emptyAndBadTables() throws IOException {
        assertNull(DriverPrompts.EMPTY.named("the Zegra PCIe driver", 0, 16));
        assertNull(DriverPrompts.read(new StringReader("# nothing\n")).named("the Zegra PCIe driver", 0, 16));
        assertThrows(IOException.class, () -> DriverPrompts.read(new StringReader("pci-zegra\tPCI_ZEGRA\n")));
    }

    @Test
    void hostileLinesStayLinear() {
        String longWord = "Zegra".repeat(200_000) + " PCIe driver";
        String many = "Zegra PCIe ".repeat(100_000) + "driver";
        String dots = ".".repeat(500_000) + " driver";
        assertTimeoutPreemptively(TimeBudget.seconds(5), () -> {
            assertNull(named(longWord));
            assertNull(named(many));
            assertNull(named(dots));
        });
    }
}
