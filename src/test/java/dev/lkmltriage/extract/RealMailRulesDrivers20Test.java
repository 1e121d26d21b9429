package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeout;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Session 19 (drivers20): a reply quoting the diffstat of a patch over many drivers (a constant converted across the
 * host drivers) names none of them by their files; a reply quoting a series over a few names them, and a driver a
 * tag of its own singles out (a quoted shortlog's part) is named among many. Invented drivers and messages written in
 * the style of real reviews.
 */
class RealMailRulesDrivers20Test {
    private static final String HAND = String.join("\n",
            "pcie-aa\tdrivers/pci/controller/pcie-aa.c\t\taa\t",
            "pcie-bb\tdrivers/pci/controller/pcie-bb.c\t\tbbx\t",
            "pci-cc\tdrivers/pci/controller/pci-cc.c\t\tcc\t",
            "pcie-dd\tdrivers/pci/controller/dwc/pcie-dd.c\t\tdd\t",
            "pcie-ee\tdrivers/pci/controller/pcie-ee.c\t\t\t",
            "uhci_zz\tdrivers/usb/host/uhci-zz.c\t\t\t",
            "");

    private final DriverCases cases = DriverCases.table(HAND);

    private static String quotedStat(String... files) {
        StringBuilder b = new StringBuilder("On Thu, Oct 1, 2020 at 5:02 PM A Developer wrote:\n"
                + "> Move the drivers to the shared ECAM shift definitions.\n>\n> ---\n");
        for (String f : files) {
            b.append(">  drivers/").append(f).append(" |  9 ++++-----\n");
        }
        return b.append(">  include/linux/pci-ecam.h | 12 ++++++++++\n\nLooks good to me.\n").toString();
    }

    @Test
    void aReplyQuotingAConversionOverManyDriversNamesNone() {
        String subject = "Re: [PATCH v3] PCI: Unify ECAM constants in native host drivers";
        assertEquals(List.of(),
                cases.drivers(subject, quotedStat("pci/controller/pcie-aa.c", "pci/controller/pcie-bb.c",
                        "pci/controller/pci-cc.c", "pci/controller/dwc/pcie-dd.c", "pci/controller/pcie-ee.c")));
        // one line or two changed each: the same
        assertEquals(List.of(),
                cases.drivers(subject, quotedStat("pci/controller/pcie-aa.c", "pci/controller/pcie-bb.c",
                        "pci/controller/pci-cc.c", "pci/controller/dwc/pcie-dd.c").replace("9 ++++-----", "2 +-")));
    }

    @Test
    void aReplyQuotingASeriesOverAFewDriversKeepsThem() {
        // a SoC's support added to its controller and a USB host driver: three or fewer are what it is about
        assertEquals(List.of("pcie-aa", "uhci_zz"), cases.drivers("Re: [PATCH 0/4] Add PCIe support for the AA9 SoC",
                quotedStat("pci/controller/pcie-aa.c", "usb/host/uhci-zz.c")));
        assertEquals(List.of("pcie-aa", "pcie-bb", "pci-cc"), cases.drivers("Re: [PATCH 0/5] Add AA9 support",
                quotedStat("pci/controller/pcie-aa.c", "pci/controller/pcie-bb.c", "pci/controller/pci-cc.c")));
        // the mail's own diffstat (the patch itself) is not a quote: its drivers are named as before
        assertEquals(List.of("pcie-aa", "pcie-bb", "pci-cc", "pcie-dd"), cases.drivers("[PATCH] PCI: Tidy checks",
                quotedStat("pci/controller/pcie-aa.c", "pci/controller/pcie-bb.c", "pci/controller/pci-cc.c",
                        "pci/controller/dwc/pcie-dd.c").replace("\n> ", "\n ").replace("\n>", "\n")));
    }

    @Test
    void aDriverSinglesItselfOutByATagAmongMany() {
        String stat = quotedStat("pci/controller/pcie-aa.c", "pci/controller/pcie-bb.c", "pci/controller/pci-cc.c",
                "usb/host/uhci-zz.c");
        // the subject's tag, and a quoted shortlog's part with its own tag (file stem, alias)
        assertEquals(List.of("pci-cc"), cases.drivers("Re: [PATCH v2 3/7] PCI: cc: Use the shared ECAM shift", stat));
        assertEquals(List.of("pcie-bb", "uhci_zz"), cases.drivers("Re: [PATCH 0/7] Rework the AA9 reset handling",
                stat.replace("> ---\n", "> A Developer (7):\n>   PCI: bbx: Drop the firmware wait\n"
                        + ">   usb: uhci-zz: Add a reset controller\n> ---\n")));
        // a name that is no tag ("bbx:" inside a word) singles nothing out
        assertEquals(List.of(), cases.drivers("Re: [PATCH 0/7] Rework the AA9 reset handling",
                stat.replace("> ---\n", "> The xbbx: field is left as it was.\n> ---\n")));
    }

    @Test
    void hostileQuotedListsOfManyDriversFinishFastAndStayBounded() {
        assertTimeout(TimeBudget.seconds(20), () -> {
            StringBuilder b = new StringBuilder();
            String[] names = {"pcie-aa", "pcie-bb", "pci-cc", "pcie-ee"};
            for (int i = 0; i < 100_000; i++) {
                b.append(">  drivers/pci/controller/").append(names[i % 4]).append(".c | 3 ++-\n");
            }
            b.append("aa: bb: cc: ".repeat(20_000)).append('\n');
            List<String> found = cases.drivers("Re: [PATCH] PCI: Unify constants", b.toString());
            assertTrue(found.size() <= 64, found.toString());
            // a prose list of 100,000 driver names
            List<String> prose = cases.drivers("Re: [PATCH] PCI: Unify constants",
                    "pcie-aa, pcie-bb, pci-cc and pcie-ee, ".repeat(25_000) + "\n");
            assertTrue(prose.size() <= 64, prose.toString());
        });
    }
}
