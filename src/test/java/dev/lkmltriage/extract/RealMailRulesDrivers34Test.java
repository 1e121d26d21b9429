package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeout;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Session 28 (drivers34): a module named bare in prose by a spelling of its own (a '_' or a digit in it), in a
 * sentence about trouble with it or about running it (BareModules); and a device id that names its driver only when
 * it is the one device the message's own text shows. Mail written for the test.
 */
class RealMailRulesDrivers34Test {
    private final DriverCases cases = DriverCases.shipped();

    private List<String> drivers(String body) {
        return cases.drivers("Re: interrupts stop after a while", body);
    }

    @Test
    void aDistinctiveModuleInATroubleOrUseSentenceIsNamed() {
        // a generated module, written as modprobe spells it, after a use word
        assertEquals(List.of("uio_pci_generic"),
                drivers("On this board I use uio_pci_generic and the handler never runs twice.\n"));
        // the '_' spelling with a '-' in it still holds a '_'
        assertEquals(List.of("rtsx_pci_sdmmc"), drivers("We still see the crash with rtsx_pci_sdmmc loaded.\n"));
        // a hand-written noprose row with a digit, a trouble word after or before it
        assertEquals(List.of("ath11k"), drivers("These ath11k problems only show on the new laptops.\n"));
        assertEquals(List.of("ath11k"), drivers("He sees a problem with ath11k on this card since rc3.\n"));
        assertEquals(List.of("ath11k"), drivers("Could you get ath11k working again with one vector?\n"));
        // quoted text counts as own text does, and a possessive stands as the name
        assertEquals(List.of("ath11k"), drivers("> So ath11k's probe fails on resume.\n\nIt does.\n"));
    }

    @Test
    void nearMissesNameNone() {
        // no trouble or use word near it: a comparison, an example list, a model to copy
        assertEquals(List.of(), drivers("Copying what caif_virtio does there would be simplest.\n"));
        assertEquals(List.of(), drivers("Nothing in the tree does that except myri10ge, niu and a few others.\n"));
        // a use word after it: the module using something, not the writer using it
        assertEquals(List.of(), drivers("caif_virtio uses vringh for its rings already.\n"));
        // a word that makes it a modifier of something else
        assertEquals(List.of(), drivers("The virtio_pci transport is broken in that case.\n"));
        assertEquals(List.of(), drivers("Please add both ath11k lists, the problem is theirs.\n"));
        // a string, an address, a URL, a tag or prefix, a function, a C type
        assertEquals(List.of(), drivers("Use \"pmt_telemetry\" everywhere, that name is the problem.\n"));
        assertEquals(List.of(), drivers("Problem reports go to ath11k@lists.example.org these days.\n"));
        assertEquals(List.of(), drivers("The bug is at http://lists.example.org/pipermail/ath11k/2020/0005.html\n"));
        assertEquals(List.of(), drivers("The crash is in uio_pci_generic_irq() on this path.\n"));
        assertEquals(List.of(), drivers("Found a bug: struct cxl_mem *cxlm is never freed.\n"));
        // a log line: dmesg timestamp, syslog time or device address before it
        assertEquals(List.of(), drivers("[    1.4225] regulator: probe of rk808-regulator failed with -22\n"));
        // a mail client's no-break spaces inside the timestamp
        assertEquals(List.of(), drivers("> [\u00a0\u00a01.4225] regulator: probe of rk808-regulator failed\n"));
        assertEquals(List.of(), drivers("Apr  5 21:38:25 host kernel: card rtsx_pci_sdmmc failed to map\n"));
        // lsmod's row, and a module list without its header
        assertEquals(List.of(), drivers("i2c_i801  16384  0 problem\n"));
        assertEquals(List.of(), drivers(
                "problem: snd_hda_codec_hdmi x86_pkg_temp_thermal intel_rapl_msr intel_pch_thermal i2c_i801\n"));
        // the '-' spelling of a '_' module: a framework or device type as often ("using vfio-mdev", "with
        // virtio-net"), as the older bare rule reads only the table's own spelling
        assertEquals(List.of(), drivers("We load it with uio-pci-generic here, nothing else bound.\n"));
        // an alias, a name without '_' or a digit, a letters-only word
        assertEquals(List.of(), drivers("We see a problem with imx6 boards after the change.\n"));
        assertEquals(List.of(), drivers("There is a problem with reset-gpio on this board.\n"));
        assertEquals(List.of(), drivers("There is a problem with generic handling of this.\n"));
    }

    @Test
    void aDeviceIdNamesItsDriverOnlyAsTheMessagesOneDevice() {
        HardwareFact nic = new HardwareFact("pci", "8086:1539", null, null, null, null, "dmesg", false, 0, 1);
        HardwareFact fpga = new HardwareFact("pci", "1556:5555", null, null, null, null, "dmesg", false, 0, 1);
        HardwareFact quoted = new HardwareFact("pci", "1556:5555", null, null, null, null, "dmesg", true, 0, 1);
        assertEquals(List.of("igb"), cases.extractor().extract(HwMails.mail("no names here"), List.of(nic)));
        // a second device of the message's own, even one no driver binds: which is at issue is not said
        assertEquals(List.of(), cases.extractor().extract(HwMails.mail("no names here"), List.of(fpga, nic)));
        // a quoted device is the other writer's: the own one stays alone
        assertEquals(List.of("igb"), cases.extractor().extract(HwMails.mail("no names here"), List.of(quoted, nic)));
    }

    @Test
    void hostileInputFinishesInLinearTime() {
        String many = "a problem with uio_pci_generic ".repeat(400_000);
        String brackets = "[".repeat(500_000) + " ath11k problem\n";
        String noBreak = "x".repeat(1_000_000) + " ath11k problem " + "y".repeat(1_000_000);
        assertTimeout(TimeBudget.seconds(20), () -> {
            assertEquals(List.of(), drivers(many));
            drivers(brackets);
            assertEquals(List.of("ath11k"), drivers(noBreak));
        });
    }
}
