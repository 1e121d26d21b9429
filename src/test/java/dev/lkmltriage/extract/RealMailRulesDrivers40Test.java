package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeout;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Session 34 (drivers40): a dmesg line written by a kernel built with CONFIG_PRINTK_CALLER carries the caller's id
 * after its timestamp ("[  170.18][ T1952] nvme 0020:08:00.0: ...", "[ 5.1][ C3] ..."); its device prefix names
 * the driver as the same line without the id does, judged by the same log-block rule. Mail written for the test.
 */
class RealMailRulesDrivers40Test {
    private final DriverExtractor extractor = new DriverExtractor(HwMails.withoutIds());

    private List<String> drivers(String subject, String body) {
        return extractor.extract(HwMails.mail(subject, body), List.of());
    }

    @Test
    void aCallerIdAfterTheTimestampKeepsTheDevicePrefix() {
        assertEquals(List.of("nvme"), drivers("lockdep splat when a drive is hot-added", String.join("\n",
                "Adding a U.2 drive to the slot gives this on my test box:", "",
                "[  212.410233][ T2210] pcieport 0030:01:00.0: pciehp: Slot(2): Card present",
                "[  212.551016][ T2210] nvme 0030:02:00.0: enabling device (0000 -> 0002)",
                "[  212.553870][  T718] WARNING: possible circular locking dependency detected", "",
                "Any idea where to look?")));
        assertEquals(List.of("e1000e"), drivers("link flaps after resume", String.join("\n",
                "[   88.120455][    C2] e1000e 0000:00:1f.6 eno1: NIC Link is Down",
                "[   90.317702][    C2] e1000e 0000:00:1f.6 eno1: NIC Link is Up 1000 Mbps Full Duplex", "",
                "It goes on every few seconds.")));
        // the timestamp's '[' lost to the mail client, the caller id kept
        assertEquals(List.of("ahci"), drivers("disk gone after resume", String.join("\n",
                "41.204113][ T3301] ahci 0000:00:17.0: port does not respond", "")));
    }

    @Test
    void portPrefixesAndManyDriverLogsStayAsWithoutTheId() {
        // a port's and a port service's prefix name nothing
        assertEquals(List.of(), drivers("hotplug event storm", String.join("\n",
                "[   12.004411][ T88] pcieport 0000:00:1c.0: pciehp: Slot(1): Link Up",
                "[   12.004415][ T88] pci 0000:01:00.0: [8086:1234] type 00 class 0x010802", "")));
        // a start-up log of several drivers names only the one shown in trouble
        assertEquals(List.of("iwlwifi"), drivers("wifi firmware crash at boot", String.join("\n",
                "[    2.101010][  T201] snd_hda_intel 0000:00:1f.3: enabling device (0000 -> 0002)",
                "[    2.201010][  T202] i915 0000:00:02.0: vgaarb: deactivate vga console",
                "[    2.301010][  T203] iwlwifi 0000:02:00.0: Microcode SW error detected. Restarting 0x0.",
                "[    2.401010][  T204] xhci_hcd 0000:00:14.0: xHCI Host Controller", "")));
        // no closing bracket, or a letter other than T or C, is no caller id
        assertEquals(List.of(), drivers("odd log", String.join("\n",
                "[   12.004411][ X88] ahci 0000:00:17.0: port does not respond",
                "[   12.004411][ T88 ahci 0000:00:17.0: port does not respond", "")));
    }

    @Test
    void hostileInputStaysLinear() {
        assertTimeout(TimeBudget.seconds(20), () -> {
            StringBuilder many = new StringBuilder();
            for (int i = 0; i < 50_000; i++) {
                many.append("[ ").append(i).append(".000001][ T").append(i % 9999).append("] drv")
                        .append(i % 7).append(" 0000:0").append(i % 10).append(":00.0: probe failed\n");
            }
            many.append("[ 1.0]").append("[ T1]".repeat(2_000_000)).append('\n');
            many.append("[ 1.0][ T").append("1".repeat(5_000_000)).append("] ahci 0000:00:17.0: x\n");
            many.append("[").append(" ".repeat(3_000_000)).append("][ C1] nvme\n");
            drivers("[BUG] " + "[ T1] ".repeat(1_000_000), many.toString());
        });
    }
}
