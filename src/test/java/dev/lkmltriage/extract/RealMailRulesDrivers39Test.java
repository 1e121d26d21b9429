package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Session 33 (drivers39): drivers that a series creates under a module name neither generated kernel table holds
 * (never merged, or renamed before the tables' releases), now rows of {@code models/drivers.tsv}: a reply or a later
 * version names them by their files as a generated module is named; a conversion across several of them names none.
 * Mail written for the test.
 */
class RealMailRulesDrivers39Test {
    private final DriverExtractor extractor = new DriverExtractor(HwMails.withoutIds());

    private List<String> drivers(String subject, String body) {
        return extractor.extract(HwMails.mail(subject, body), List.of());
    }

    @Test
    void aReplyQuotingAPreMergeDriversDiffNamesIt() {
        List<String> out = drivers("Re: [PATCH 4/6] PCI: mobiveil: Avoid a stray completion on the endpoint",
                String.join("\n",
                        "On Mon, Jan 6, 2020 a writer wrote:",
                        "> Complete the request with a zero payload instead of an error.",
                        ">",
                        "> Signed-off-by: A <a@b.c>",
                        "> ---",
                        ">  drivers/pci/controller/mobiveil/pcie-layerscape-gen4-ep.c | 9 +++++++++",
                        ">  1 file changed, 9 insertions(+)",
                        ">",
                        "> diff --git a/drivers/pci/controller/mobiveil/pcie-layerscape-gen4-ep.c"
                                + " b/drivers/pci/controller/mobiveil/pcie-layerscape-gen4-ep.c",
                        "",
                        "Does the host side see the same completion after this?", ""));
        assertTrue(out.contains("pcie-layerscape-gen4-ep"), out.toString());
    }

    @Test
    void aCoverCreatingTwoClientDriversNamesBoth() {
        List<String> out = drivers("[RFC PATCH 00/05] NTB: virtio and vhost clients over an endpoint link",
                String.join("\n",
                        "Two NTB clients carry virtio devices across the link.",
                        "",
                        " drivers/ntb/Kconfig      |  20 ++",
                        " drivers/ntb/Makefile     |   2 +",
                        " drivers/ntb/ntb_vhost.c  | 700 +++++++++++++",
                        " drivers/ntb/ntb_virtio.c | 800 ++++++++++++++",
                        " 4 files changed, 1522 insertions(+)",
                        " create mode 100644 drivers/ntb/ntb_vhost.c",
                        " create mode 100644 drivers/ntb/ntb_virtio.c", ""));
        assertTrue(out.contains("ntb_vhost") && out.contains("ntb_virtio"), out.toString());
    }

    @Test
    void aReplyNamingTheNewDriverInAModuleSlotNamesIt() {
        assertEquals(List.of("gpio-asm28xx-18xx"), drivers("Re: [PATCH] gpio: Add a bridge GPIO driver",
                "Then the gpio-asm28xx-18xx driver would have to share the port with pcieport.\n"));
    }

    @Test
    void theDriversOwnTagWrittenWithoutABlankNamesItInItsThread() {
        assertEquals(List.of("gpio-asm28xx-18xx"), drivers("Re: [PATCH] gpio:asm28xx-18xx: new driver",
                "Two drivers claiming one PCI function is the problem here.\n"));
        // the same run-together shape over a port service names nothing
        assertEquals(List.of(), drivers("Re: [PATCH] PCI:AER: Log the header once",
                "One line per error is enough.\n"));
    }

    @Test
    void aConversionAcrossSeveralOfThemNamesNone() {
        List<String> out = drivers("[PATCH] PCI: Rename a config accessor in out-of-tree hosts",
                String.join("\n",
                        "Follow the core's rename in every host still on the list.",
                        "",
                        "Signed-off-by: A <a@b.c>",
                        "---",
                        " drivers/pci/controller/dwc/pcie-sprd.c     | 2 +-",
                        " drivers/pci/controller/dwc/pcie-sunxi.c    | 2 +-",
                        " drivers/pci/controller/pcie-bcm6328.c      | 2 +-",
                        " drivers/pci/controller/pcie-n1sdp.c        | 2 +-",
                        " 4 files changed, 4 insertions(+), 4 deletions(-)", ""));
        assertEquals(List.of(), out);
    }

    @Test
    void aCorePartBuiltTheSameWayNamesNothing() {
        // io-pgfault.c is built by an obj- line of its own too, but it is the IOMMU core's fault queue: no row
        assertEquals(List.of(), drivers("[PATCH v5 03/26] iommu: Flush the fault queue on unbind", String.join("\n",
                "Drain pending faults before the device goes away.",
                "",
                "Signed-off-by: A <a@b.c>",
                "---",
                " drivers/iommu/io-pgfault.c | 12 ++++++++++--",
                " 1 file changed, 10 insertions(+), 2 deletions(-)", "")));
    }
}
