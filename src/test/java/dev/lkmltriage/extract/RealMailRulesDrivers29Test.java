package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeout;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Session 25 (drivers29): a family tag ("PCI: ww:") over a patch that changes one glue member's own file alone
 * (pcie-ww-bus.c, pcie-ww-ep.c, a binding its member registers) names that member, not the family's core module
 * the tag stands for. The core stays where its own file is changed too, and where the member is a later split of a
 * hand-written row's directory. Invented drivers and mail.
 */
class RealMailRulesDrivers29Test {
    /** A family core written by hand and tagged "ww"; a second family whose row covers its whole directory. */
    private static final String HAND = "pcie-ww\tdrivers/pci/controller/pcie-ww.c\t\tww\t\n"
            + "pcie-vv\tdrivers/pci/controller/vv/,drivers/pci/controller/pcie-vv.c\t\tvv\t\n"
            + "qqnet\tdrivers/net/ethernet/qq/\t\tqq\t\n"
            + "pci-fam-a\tdrivers/pci/controller/fam/pci-fam-a.c\t\t\t\n";
    /** The core's glue and endpoint members, known from the kernel table only, and a split of the vv directory. */
    private static final String KERNEL = "pcie-ww-bus\tdrivers/pci/controller/pcie-ww-bus.c\t\t\tnoprose\n"
            + "pcie-ww-ep\tdrivers/pci/controller/pcie-ww-ep.c\t\t\tnoprose\n"
            + "pcie-vv-plat\tdrivers/pci/controller/vv/pcie-vv-plat.c\t\t\tnoprose\n"
            + "zz_widget\tdrivers/misc/zz_widget.c\t\t\tnoprose\n";

    private final DriverCases cases = DriverCases.tables(HAND, KERNEL);

    private static String patch(String... statLines) {
        StringBuilder b = new StringBuilder("The bus glue can use the helper macro and drop its own init and exit.\n\n"
                + "Signed-off-by: A Developer <dev@example.org>\n---\n");
        int insertions = 0;
        for (int i = 0; i < statLines.length; i += 2) {
            b.append(' ').append(statLines[i]).append(" | ").append(statLines[i + 1]).append('\n');
            insertions++;
        }
        b.append(' ').append(statLines.length / 2).append(" files changed, ").append(insertions)
                .append(" insertions(+), 9 deletions(-)\n\n");
        for (int i = 0; i < statLines.length; i += 2) {
            b.append("diff --git a/").append(statLines[i]).append(" b/").append(statLines[i]).append('\n')
                    .append("--- a/").append(statLines[i]).append("\n+++ b/").append(statLines[i]).append('\n')
                    .append("@@ -10,9 +10,2 @@\n-static int __init glue_init(void)\n+module_glue_driver(x);\n");
        }
        return b.toString();
    }

    @Test
    void aFamilyTagOverOneMembersGlueNamesThatMember() {
        assertEquals(Set.of("pcie-ww-bus"), cases.sorted("[PATCH -next] PCI: ww: Use the module helper macro",
                patch("drivers/pci/controller/pcie-ww-bus.c", "13 +-----")));
        assertEquals(Set.of("pcie-ww-ep"), cases.sorted("[PATCH 3/5] PCI: ww: Handle an optional PHY in endpoint mode",
                patch("drivers/pci/controller/pcie-ww-ep.c", "9 ++++--")));
        // a core file of the subsystem beside the member's (quirks moved into the glue) changes nothing
        assertEquals(Set.of("pcie-ww-bus"), cases.sorted("[PATCH] PCI: ww: Move the quirks into the glue driver",
                patch("drivers/pci/controller/pcie-ww-bus.c", "24 ++++++", "drivers/pci/quirks.c", "26 ------")));
        // a review quoting the patch reads alike
        String quoted = "On Tue, A Developer wrote:\n" + patch("drivers/pci/controller/pcie-ww-bus.c", "13 +-----")
                .lines().map(l -> "> " + l + "\n").reduce("", String::concat) + "\nLooks fine to me.\n";
        assertEquals(Set.of("pcie-ww-bus"), cases.sorted("Re: [PATCH -next] PCI: ww: Use the module helper macro",
                quoted));
    }

    @Test
    void theCoreStaysWhereItsOwnFileChangesOrTheMemberIsPartOfItsRow() {
        // the core's own file changed beside the member's: both
        assertEquals(Set.of("pcie-ww", "pcie-ww-bus"), cases.sorted("[PATCH] PCI: ww: Share the link training helper",
                patch("drivers/pci/controller/pcie-ww.c", "30 +++++---", "drivers/pci/controller/pcie-ww-bus.c",
                        "4 +-")));
        // the core's file alone
        assertEquals(Set.of("pcie-ww"), cases.sorted("[PATCH] PCI: ww: Fix the link training timeout",
                patch("drivers/pci/controller/pcie-ww.c", "6 +++---")));
        // a member whose file lies in the directory the core's hand row covers is a part of it, not a sibling
        assertEquals(Set.of("pcie-vv"), cases.sorted("[PATCH] PCI: vv: Check the platform resources",
                patch("drivers/pci/controller/vv/pcie-vv-plat.c", "6 +++---")));
        // a driver of another name the patch changes is no member of the tag's family
        assertEquals(Set.of("pcie-ww", "zz_widget"), cases.sorted("[PATCH] PCI: ww: Export the reset helper",
                patch("drivers/misc/zz_widget.c", "8 +++---")));
        // no patch: a tag alone names the core
        assertEquals(Set.of("pcie-ww"), cases.sorted("Re: [PATCH] PCI: ww: Fix the link training timeout",
                "Does the endpoint glue need this too?\n"));
    }

    private static String cover(String partTitle, String qqLines) {
        return "This series adds the host driver of the ww controller.\n\n"
                + "A Developer (3):\n  dt-bindings: PCI: ww: Add the host binding\n  PCI: ww: Add the host driver\n"
                + "  " + partTitle + "\n\n"
                + " drivers/pci/controller/pcie-ww.c              | 812 +++++++++++++\n"
                + " drivers/net/ethernet/qq/qq_clock.c            |   " + qqLines + "\n"
                + " drivers/pci/controller/fam/pci-fam-a.c        |   4 +-\n"
                + " include/linux/helpers.h                       |  40 ++\n"
                + " Documentation/devicetree/bindings/pci/ww.yaml |  90 ++\n"
                + " arch/arm64/configs/defconfig                  |   1 +\n"
                + " MAINTAINERS                                   |   6 +\n"
                + " drivers/pci/controller/Kconfig                |  10 +\n"
                + " drivers/pci/controller/Makefile               |   1 +\n"
                + " 9 files changed, 960 insertions(+), 4 deletions(-)\n";
    }

    @Test
    void aCoversFewLinesOfADriverNoPartTagsAreABy_product() {
        // another part's helper renamed in a network driver's clock file and a controller driver: about neither
        assertEquals(Set.of("pcie-ww"), cases.sorted("[PATCH v3 0/3] ww PCIe host support",
                cover("linux/helpers.h: Add the 64-bit rounding helpers", "3 +-")));
        // a part tagged by the driver ("net: qq:") or by its directory ("PCI: fam:") is work on it
        assertEquals(Set.of("pcie-ww", "qqnet"), cases.sorted("[PATCH v3 0/3] ww PCIe host support",
                cover("net: qq: Round the clock period with the new helpers", "3 +-")));
        assertEquals(Set.of("pci-fam-a", "pcie-ww"), cases.sorted("[PATCH v3 0/3] ww PCIe host support",
                cover("PCI: fam: Round the window sizes with the new helpers", "3 +-")));
        // more than a few lines of the driver: named by none since convention 42 (session 40, drivers47: a cover's
        // diffstat line no title tags names none, however many lines it changes; CoverTitles)
        assertEquals(Set.of("pcie-ww"), cases.sorted("[PATCH v3 0/3] ww PCIe host support",
                cover("linux/helpers.h: Add the 64-bit rounding helpers", "42 ++++++---")));
    }

    @Test
    void hostileDiffstatsStayLinear() {
        StringBuilder b = new StringBuilder("---\n");
        for (int i = 0; i < 20_000; i++) {
            b.append(" drivers/pci/controller/pcie-ww-bus").append(i % 7).append(".c | 3 +-\n");
        }
        b.append(" 20000 files changed, 1 insertion(+)\n");
        String body = b.toString();
        assertTimeout(TimeBudget.seconds(20), () -> cases.sorted("[PATCH] PCI: ww: " + "x".repeat(50_000), body));
    }
}
