package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeout;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Session 23 (prefix23): the hotplug service's dmesg tags ({@code pciehp 0000:00:1c.0: }, {@code pcieport
 * 0000:00:1c.0: pciehp: }) are a port service's prefix, as {@code AER:} is, and name no driver; a patch to its files,
 * its subject tag, its module parameter and prose about it still do. Mail written for the test.
 */
class PortServiceTagsTest {
    private final DriverExtractor extractor = new DriverExtractor(HwMails.withoutIds());

    private List<String> drivers(String subject, String body) {
        return extractor.extract(HwMails.mail(subject, body), List.of());
    }

    @Test
    void hotplugTagsAloneNameNoDriver() {
        String log = "After resume the slot comes back empty:\n"
                + "[  101.220417] pcieport 0000:00:1c.4: pciehp: Slot(8): Link Down\n"
                + "[  101.220433] pcieport 0000:00:1c.4: pciehp: Slot(8): Card not present\n"
                + "[  103.010021] pcieport 0000:00:1c.4: pciehp: Timeout on hotplug command 0x11e1\n";
        assertEquals(List.of(), drivers("Thunderbolt dock lost after suspend", log));
        // an older kernel's service device, a syslog line, a quoted printk format and an irq thread in top
        assertEquals(List.of(), drivers("", "[    2.1] pciehp 0000:00:1c.0:pcie004: Slot #0 AttnBtn- PwrCtrl-\n"
                + "Mar  3 10:01:02 nuc kernel: pciehp 0000:00:1c.0:pcie204: Slot(0-1): Link Up\n"
                + "> KERN_INFO pciehp 0000:03:00.0:pcie24: Slot(1): Attention button pressed\n"
                + "pciehp 0000:00:1d.0: Slot(2): Card present\n"
                + "  132 root     -51   0       0      0      0 S  12.0  0.0   3:11.02 irq/122-pciehp\n"));
    }

    @Test
    void theModuleIsStillNamedBesideItsTags() {
        String tag = "pcieport 0000:00:1c.0: pciehp: Slot(0): Link Up\n";
        // its subject tag, its file in a diffstat, its module parameter, prose about what it does
        assertEquals(List.of("pciehp"), drivers("[PATCH] PCI: pciehp: Ignore a spurious Link Up", tag));
        assertEquals(List.of("pciehp"), drivers("[PATCH] PCI: hotplug: wait longer for the link",
                tag + " drivers/pci/hotplug/pciehp_hpc.c | 12 +++++++-----\n"
                        + " 1 file changed, 7 insertions(+), 5 deletions(-)\n"));
        assertEquals(List.of("pciehp"), drivers("", "Booted with pciehp.pciehp_debug=1:\n" + tag));
        assertEquals(List.of("pciehp"), drivers("", tag + "so the pciehp driver removes the device at once\n"));
        // another driver's prefix on a tagged machine still counts
        assertEquals(List.of("nvme"), drivers("", tag + "nvme 0000:01:00.0: enabling device (0000 -> 0002)\n"));
    }

    @Test
    void readsTheTagsShapeOnly() {
        String line = "pcieport 0000:00:1c.0: pciehp: Slot(0): Link Up";
        int at = line.indexOf("pciehp");
        assertTrue(PortServiceTags.tag(line, 0, at, at + 6, line.length()));
        // no colon after the word, no address before it, a word run into the port's name
        String prose = "pcieport 0000:00:1c.0: pciehp reports the link";
        assertFalse(PortServiceTags.tag(prose, 0, at, at + 6, prose.length()));
        String noPort = "port 0000:00:1c.0: pciehp: Slot(0)";
        int p = noPort.indexOf("pciehp");
        assertFalse(PortServiceTags.tag(noPort, 0, p, p + 6, noPort.length()));
        String joined = "xpcieport 0000:00:1c.0: pciehp: up";
        int j = joined.indexOf("pciehp");
        assertFalse(PortServiceTags.tag(joined, 0, j, j + 6, joined.length()));
        // a service's device cut short at the end of the text
        for (String cut : List.of("pciehp 0000:00:1c.0:pcie", "pciehp 0000:00:1c", "pciehp 0000:00:1c.0",
                "pciehp 0000:00:1c.0:pcie004")) {
            assertFalse(PortServiceTags.tag(cut, 0, 0, 6, cut.length()), cut);
        }
    }

    @Test
    void hostileInputEndsQuickly() {
        String many = "pcieport 0000:00:1c.0: pciehp: ".repeat(100_000);
        String devices = "pciehp 0000:00:1c.0:pcie" + "0".repeat(200_000) + ": x\n";
        String cut = "pcieport 0000:00:1c.0: pciehp";
        assertTimeout(TimeBudget.seconds(20), () -> {
            assertEquals(List.of(), drivers("", many));
            assertEquals(List.of(), drivers("", "pciehp 0000:00:1c.0: ".repeat(100_000)));
            // more digits than a service's number has: no tag, so the bare name is read as prose
            assertEquals(List.of("pciehp"), drivers("", devices));
            assertEquals(List.of(), drivers("", cut + ":"));
        });
    }
}
