package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.StringReader;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Drivers known only from the generated kernel table: each form with a positive case and a near miss. The table is
 * written here (invented drivers); the hand-written part is one line.
 */
class GeneratedDriverNamesTest {
    private static final String HAND = "r8169\tdrivers/net/ethernet/realtek/r8169_\t\t\t\n"
            + "pci-quux6\tdrivers/pci/controller/dwc/pci-quux6.c\t\t\t\n";
    private static final String KERNEL = String.join("\n",
            "pci-quux6\tdrivers/pci/controller/dwc/pci-quux6.c\t\tquux6q-pcie\tnoprose",
            "zz_pci_sdmmc\tdrivers/mmc/host/zz_pci_sdmmc.c\t\t\tnoprose",
            "tsi999_mport\tdrivers/rapidio/devices/tsi999.c,drivers/rapidio/devices/tsi999_dma.c\t\ttsi999\tnoprose",
            "fan\tdrivers/acpi/fan_core.c\t\tacpi-fan\tnoprose",
            "blinkq\tdrivers/leds/blinkq/\t\t\tnoprose",
            "");

    private final DriverExtractor extractor;

    GeneratedDriverNamesTest() throws IOException {
        extractor = new DriverExtractor(DriverTable.merge(DriverTable.rows(new StringReader(HAND)),
                DriverTable.rows(new StringReader(KERNEL))));
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', nullValues = "NULL", value = {
        // a registered name as a platform device's dmesg prefix is its module, when the hand-written table knows
        // the module or a subject tag names it; a board's other platform devices in a boot log are no subject
        "; quux6q-pcie 33800000.pcie: Link up, Gen2; pci-quux6",
        "; zz_pci_sdmmc 2190000.usdhc: card inserted;",
        "[PATCH] mmc: zz_pci_sdmmc: Fix a leak; zz_pci_sdmmc 2190000.usdhc: card inserted; zz_pci_sdmmc",
        "; quux7q-pcie 33800000.pcie: Link up, Gen2;",
        // a PCI device's prefix stays as written, as lspci -k's "Kernel driver in use" shows it
        "; quux6q-pcie 0000:00:00.0: Link up, Gen2; quux6q-pcie",
        // "the X driver" with a distinctive name; a word-like generated name never
        "; This is handled by the zz_pci_sdmmc driver already.; zz_pci_sdmmc",
        "; the Tsi999 driver keeps its own copy; tsi999_mport",
        "; the fan driver reads _FST;",
        "; the zz_pci_sdmmc card was inserted; ",
        // a file of a generated module names the module (not the file) when a subject tag names it; a documentation
        // patch that touches the file (a path fixed in a comment) names none. Since session 10 a diffstat or create
        // line of a patch that changes few drivers names them without a tag (RealMailRulesHw10Test)
        "[PATCH] rapidio/tsi999: Fix a leak; --- a/drivers/rapidio/devices/tsi999.c; tsi999_mport",
        "[PATCH] docs: fix stale paths; --- a/drivers/rapidio/devices/tsi999.c;",
        "[PATCH] docs: fix stale paths; drivers/rapidio/devices/tsi999.c   |  2 +-;",
        "; --- a/drivers/rapidio/devices/tsi999.c;",
        "; drivers/rapidio/devices/tsi999.c   |  2 +-; tsi999_mport",
        "; create mode 100644 drivers/rapidio/devices/tsi999.c; tsi999_mport",
        // a writer naming the file in running text names the module
        "; The drivers/rapidio/devices/tsi999.c change missed a terminator.; tsi999_mport",
        "; drivers/rapidio/devices/tsi999.c:412:3: error: implicit declaration; tsi999_mport",
        "; drivers/rapidio/devices/tsi999.c:   bar = pci_iomap(pdev, NUM_BARS - 1, 0);",
        // session 14: grep -r without -n, and a reviewer's list of files each ending in a colon, are listings too;
        // a writer's "path:function()" still names the file
        "; drivers/rapidio/devices/tsi999.c:const static struct tsi_ops tsi_ops = {;",
        "; Callers that ignore the result:  drivers/rapidio/devices/tsi999.c:;",
        "; The call in drivers/rapidio/devices/tsi999.c:tsi_probe() leaks a mapping.; tsi999_mport",
        "[PATCH] leds: blinkq: Fix; drivers/leds/blinkq/blinkq-core.c | 4 ++--; blinkq",
        "[PATCH] PCI: probe: Fix; --- a/drivers/pci/probe.c;",
        // a log prefix of a distinctive module name; a word-like one is no prefix
        "; zz_pci_sdmmc: card removed; zz_pci_sdmmc",
        "; fan: spins up at boot;",
        // subject tags: a distinctive module name counts, a word or a registered name needs the file
        "[PATCH] mmc: zz_pci_sdmmc: Fix a leak; ; zz_pci_sdmmc",
        "[PATCH] ACPI: fan: Fix a leak; ;",
        "[PATCH] rapidio/tsi999: Fix a leak; ;",
        "[PATCH] rapidio/tsi999: Fix a leak; drivers/rapidio/devices/tsi999_dma.c | 2 +-; tsi999_mport",
        // ethtool -i
        "; driver: r8169; r8169",
        "; driver: quux9_new; quux9_new",
        "; driver: fix the probe order;",
    })
    void forms(String subject, String body, String expected) {
        List<String> want = expected == null ? List.of() : List.of(expected.split("\\|"));
        assertEquals(want, extractor.extract(HwMails.mail(subject == null ? "" : subject, body == null ? "" : body),
                List.of()), body);
    }
}
