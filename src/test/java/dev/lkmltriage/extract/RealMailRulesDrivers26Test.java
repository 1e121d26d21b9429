package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeout;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Session 24 (drivers26): a family's shared header ({@code pcie-qq.h} beside {@code pcie-qq-ep.c}) names the driver
 * it is named after, under the few-drivers limits; a cover letter's shortlog tags a part's driver, whose diffstat
 * line then names it however many files the series changes, unless the series is a conversion. Invented drivers and
 * mail written in the style of real series.
 */
class RealMailRulesDrivers26Test {
    /** A host driver written by hand, tagged "qq", whose common code lives in pcie-qq.c. */
    private static final String HAND = "pcie-qq\tdrivers/pci/controller/pcie-qq.c\t\tqq\t\n";
    /** Its endpoint sibling, a network driver with a private header, and a few modules a series may touch. */
    private static final String KERNEL = "pcie-qq-ep\tdrivers/pci/controller/pcie-qq-ep.c\t\t\tnoprose\n"
            + "zzeth\tdrivers/net/ethernet/zz/zzeth.c\t\t\tnoprose\n"
            + "zz_widget\tdrivers/misc/zz_widget.c\t\t\tnoprose\n"
            + "aa_net\tdrivers/net/ethernet/aa/aa_net.c\t\t\tnoprose\n"
            + "bb_net\tdrivers/net/ethernet/bb/bb_net.c\t\t\tnoprose\n";

    private final DriverCases cases = DriverCases.tables(HAND, KERNEL);

    private static String stat(String... lines) {
        StringBuilder b = new StringBuilder("Signed-off-by: A Developer <dev@example.org>\n---\n");
        for (int i = 0; i < lines.length; i += 2) {
            b.append(' ').append(lines[i]).append(" | ").append(lines[i + 1]).append('\n');
        }
        b.append(' ').append(lines.length / 2).append(" files changed, 300 insertions(+), 2 deletions(-)\n");
        return b.toString();
    }

    @Test
    void aFamilysSharedHeaderNamesItsDriver() {
        String body = "Add the endpoint mode of the controller; the register fields go to the common header.\n\n"
                + stat("drivers/pci/controller/pcie-qq-ep.c", "480 ++++++++", "drivers/pci/controller/pcie-qq.h",
                        "6 +") + " create mode 100644 drivers/pci/controller/pcie-qq-ep.c\n";
        assertEquals(Set.of("pcie-qq", "pcie-qq-ep"), cases.sorted("[PATCH v3 5/6] PCI: qq: Add endpoint mode", body));
        // a reply quoting the patch
        String quoted = "On Mon, A Developer wrote:\n" + body.lines().map(l -> "> " + l + "\n")
                .reduce("", String::concat) + "\nReviewed-by: A Reviewer <rev@example.org>\n";
        assertEquals(Set.of("pcie-qq", "pcie-qq-ep"), cases.sorted("RE: [PATCH v3 5/6] PCI: qq: Add endpoint mode",
                quoted));
    }

    @Test
    void aPrivateHeaderOrAHeaderAmongManyDriversNamesNone() {
        // no file of the header's family beside it: a constant moved out of a driver's own header
        assertEquals(Set.of(), cases.sorted("[PATCH 1/8] PCI: Add a constant for the status error bits",
                stat("drivers/net/ethernet/zz/zzeth.h", "6 -----", "include/uapi/linux/pci_regs.h", "4 ++++")));
        // the shared header among more drivers than a few: a conversion, under the few-drivers limits
        assertEquals(Set.of(), cases.sorted("[PATCH] PCI: Unify the config space constants",
                stat("drivers/pci/controller/pcie-qq-ep.c", "4 ++--", "drivers/pci/controller/pcie-qq.h", "4 ++--",
                        "drivers/net/ethernet/aa/aa_net.c", "4 ++--", "drivers/net/ethernet/bb/bb_net.c",
                        "4 ++--")));
        // a header named in prose is no file a patch changes
        assertEquals(Set.of("pcie-qq-ep"), cases.sorted("Question about the endpoint mode",
                "Is drivers/pci/controller/pcie-qq.h meant for drivers/pci/controller/pcie-qq-ep.c too?\n"));
    }

    private static String cover(String shortlog, String... statLines) {
        String[] many = new String[statLines.length + 20];
        System.arraycopy(statLines, 0, many, 0, statLines.length);
        for (int i = 0; i < 10; i++) {
            many[statLines.length + 2 * i] = "arch/arm64/boot/dts/vendor/board" + i + ".dts";
            many[statLines.length + 2 * i + 1] = "12 ++++";
        }
        return "This series adds the widget's firmware interface and its users.\n\n" + shortlog + "\n"
                + stat(many).replace("Signed-off-by: A Developer <dev@example.org>\n---\n", "");
    }

    @Test
    void aCoverNamesTheDriversItsPartsTag() {
        String shortlog = "A Developer (3):\n  dt-bindings: misc: Add the widget firmware\n"
                + "  misc: zz_widget: Add the firmware interface\n  arm64: dts: Enable the widget\n";
        assertEquals(Set.of("zz_widget"), cases.sorted("[PATCH v2 0/3] Widget firmware interface",
                cover(shortlog, "drivers/misc/zz_widget.c", "61 +++++++")));
        // a part reverting an earlier one is for the same driver
        String revert = "A Developer (2):\n  Revert \"misc: zz_widget: Add the old interface\"\n"
                + "  arm64: dts: Enable the widget\n";
        assertEquals(Set.of("zz_widget"), cases.sorted("[PATCH v4 0/2] Widget firmware rework",
                cover(revert, "drivers/misc/zz_widget.c", "61 ------")));
        // quoted in a reply
        String quoted = cover(shortlog, "drivers/misc/zz_widget.c", "61 +++++++").lines()
                .map(l -> "> " + l + "\n").reduce("", String::concat);
        assertEquals(Set.of("zz_widget"), cases.sorted("Re: [PATCH v2 0/3] Widget firmware interface",
                "On Tue, A Developer wrote:\n" + quoted + "\nThe series looks fine to me.\n"));
    }

    @Test
    void nearMissesOfTheShortlogNameNone() {
        // a driver its part tags whose file changes by a line or two: a near miss here until session 41, now named
        // as conventions 13 and 42 read a cover's titles (held-out15's 10481 labels its two-line
        // "misc: pci_endpoint_test:" line; drivers48)
        String shortlog = "A Developer (2):\n  misc: zz_widget: Add a compatible\n  arm64: dts: Enable the widget\n";
        assertEquals(Set.of("zz_widget"), cases.sorted("[PATCH 0/2] Widget on a new board",
                cover(shortlog, "drivers/misc/zz_widget.c", "1 +")));
        // titles listed with no author line above them are no shortlog
        String listed = "  misc: zz_widget: Add the firmware interface\n  arm64: dts: Enable the widget\n";
        assertEquals(Set.of(), cases.sorted("[PATCH 0/2] Widget firmware interface",
                cover(listed, "drivers/misc/zz_widget.c", "61 +++++++")));
        // a helper carried across drivers: one summary under several tags, or a "use X" part
        String conversion = "A Developer (3):\n  PCI: Add pci_get_thing()\n"
                + "  net: aa_net: Read the serial with a helper\n  net: bb_net: Read the serial with a helper\n";
        assertEquals(Set.of(), cases.sorted("[PATCH 0/3] PCI: Add a helper to read the serial",
                cover(conversion, "drivers/net/ethernet/aa/aa_net.c", "16 +++---",
                        "drivers/net/ethernet/bb/bb_net.c", "14 +++---")));
        String uses = "A Developer (2):\n  PCI: Add pci_get_thing()\n  net: aa_net: use pci_get_thing\n";
        assertEquals(Set.of(), cases.sorted("[PATCH 0/2] PCI: Add a helper to read the serial",
                cover(uses, "drivers/net/ethernet/aa/aa_net.c", "16 +++---")));
    }

    @Test
    void authorLines() {
        String t = "A Developer (12):";
        assertTrue(ShortlogTags.authorLine(t, 0, t.length()));
        for (String no : new String[] {"A Developer (12)", "See (1234):", "f(1):", "(3):", "A Developer ():"}) {
            assertFalse(ShortlogTags.authorLine(no, 0, no.length()), no);
        }
        assertEquals(Set.of("misc", "zz_widget"), ShortlogTags.read("X Y (1):\n  misc: zz-widget: Add it\n"));
        assertEquals(Set.of(), ShortlogTags.read(""));
        assertEquals(Set.of(), ShortlogTags.read("):\n(1):\n"));
    }

    @Test
    void hostileShortlogsStayLinear() {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < 100_000; i++) {
            b.append("Dev ").append(i % 10).append(" (1):\n  misc: zz_widget: ").append(":".repeat(i % 50))
                    .append("\n");
        }
        b.append("x".repeat(200_000)).append(" (7):");
        String text = b.toString();
        assertTimeout(TimeBudget.seconds(20), () -> {
            ShortlogTags.read(text);
            cases.sorted("[PATCH 0/9] Widget", text);
        });
    }
}
