package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeout;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.TestData;
import dev.lkmltriage.testkit.TimeBudget;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Golden table: body → "id/subsystem/revision/source" per fact, space-separated (empty for none). Runs with
 * pci.ids where ../shared has it; rows that need names are in {@link #byName}.
 */
class HardwareExtractorTest {
    private final HardwareExtractor withDb = new HardwareExtractor(HwMails.settings());
    private final HardwareExtractor noDb = new HardwareExtractor(HwMails.withoutIds());

    static String render(List<HardwareFact> facts) {
        return facts.stream().map(f -> f.id() + "/" + f.subsystem() + "/" + f.revision() + "/" + f.source())
                .collect(Collectors.joining(" "));
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        "02:00.0 Ethernet controller [0200]: Realtek Semiconductor Co., Ltd. RTL8111/8168B [10ec:8168] (rev 06)"
            + "; 10ec:8168/null/06/lspci-nn",
        "02:00.0 0200: 10ec:8168 (rev 06); 10ec:8168/null/06/lspci-n",
        "2000:01:00.0 Class 0604: Device 111d:803e (rev 0e); 111d:803e/null/0e/lspci-n",
        "[    0.47] pci 0000:02:00.0: [10ec:8168] type 00 class 0x020000; 10ec:8168/null/null/dmesg",
        "pci 0000:00:00.0: [ffff:ffff] type 7f class 0xffffff; ''",
        "alias:  pci:v000010ECd00008168sv0000147Bsd00001083bc02sc00i00; 10ec:8168/147b:1083/null/modalias",
        "MODALIAS=pci:v00008086d00001539sv*sd*bc*sc*i*; 8086:1539/null/null/modalias",
        "Bus 002 Device 003: ID 0bda:8153 Realtek Semiconductor Corp. RTL8153; 0bda:8153/null/null/lsusb",
        "NVM 0x8000:1234 is installed; ''",
        "firmware version: 0x0001:0002; ''",
        "firmware version 0001:0002; ''",
        "HWaddr 00:1b:21:3a:4f:5e; ''",
        "Date: Wed Sep 26 2007 - 12:57:21 EST; ''",
        "inet6 fe80::21b:21ff:fe3a:4f5e/64; ''",
        "register dump 0x1234:5678 looks odd; ''",
        "reg 1234:5678 reads back wrong; ''",
        "offset 0010:0020 is bad; ''",
        "Capabilities: [dc] Power Management version 2; ''",
        "Memory at fdcff000 (32-bit, non-prefetchable) [size=256]; ''",
        "Add device id for VMD device 8086:9A0B; 8086:9a0b/null/null/text",
        "Thunderbolt 3 Bridge ids 8086:15e7, 8086:15ea, 8086:15ef do this; "
            + "8086:15e7/null/null/text 8086:15ea/null/null/text 8086:15ef/null/null/text",
        "took 1234:5678 seconds; ''",
        "        Subsystem: Dell FCH USB XHCI Controller [1028:087e]; ''",
        "01:00.0 Ethernet controller: Device 1ac1:089a (prog-if ff); 1ac1:089a/null/null/lspci-n",
        "The JHL7540 bridges [8086:15e7, 8086:15ea, 8086:15ef] do not; "
            + "8086:15e7/null/null/text 8086:15ea/null/null/text 8086:15ef/null/null/text",
    })
    void golden(String body, String expected) {
        assertEquals(expected, render(noDb.extract(HwMails.mail(body))), body);
    }

    @Test
    void wrappedIdOnTheNextLine() {
        String text = "00:19.0 Ethernet controller [0200]: Intel Corporation Ethernet Connection (2) I218-V\n"
                + "[8086:15a1] (rev 05)\n\tSubsystem: Dell Device [1028:06de]\n";
        assertEquals("8086:15a1/1028:06de/05/lspci-nn", render(noDb.extract(HwMails.mail(text))));
    }

    @Test
    void subsystemLineBelongsToItsDevice() {
        String text = "01:00.0 Network controller [0280]: Intel Corporation Wireless 8265 / 8275 [8086:24fd] (rev 78)\n"
                + "\tSubsystem: Intel Corporation Dual Band Wireless-AC 8265 [8086:0010]\n"
                + "\tKernel driver in use: iwlwifi\n";
        assertEquals("8086:24fd/8086:0010/78/lspci-nn", render(noDb.extract(HwMails.mail(text))));
    }

    @Test
    void lspciNvSubsystem() {
        String text = "02:00.0 0200: 10ec:8168 (rev 06)\n\tSubsystem: 1462:7a38\n";
        assertEquals("10ec:8168/1462:7a38/06/lspci-n", render(noDb.extract(HwMails.mail(text))));
    }

    /**
     * Session 18's one convention: a bridge keeps its subsystem in the SSVID capability, and lspci prints it there;
     * that line is the bridge's subsystem, as printed (0000:0000 included), as held-out4 and held-out9 label it.
     */
    @Test
    void aBridgesCapabilitySubsystemLineIsItsSubsystem() {
        String text = "00:01.0 0604: 8086:2f02 (rev 02) (prog-if 00 [Normal decode])\n"
                + "\tBus: primary=00, secondary=01, subordinate=01, sec-latency=0\n"
                + "\tCapabilities: [40] Subsystem: 8086:0000\n"
                + "05:00.0 0604: 104c:8231 (rev 03)\n"
                + "\tCapabilities: [80] Subsystem: Device 0000:0000\n";
        assertEquals("8086:2f02/8086:0000/02/lspci-n 104c:8231/0000:0000/03/lspci-n",
                render(noDb.extract(HwMails.mail(text))));
    }

    @Test
    void hexDumpTiedToItsHeaderAndBridgesHaveNoSubsystem() {
        String text = "04:00.0 Ethernet controller: Realtek Semiconductor Co., Ltd. RTL-8110SC/8169SC Gigabit Ethernet"
                + " (rev 10)\n"
                + "00: ec 10 67 81 07 00 b0 02 10 00 00 02 08 20 00 00\n"
                + "10: 01 ae 00 00 00 f0 cf fd 00 00 00 00 00 00 00 00\n"
                + "20: 00 00 00 00 00 00 00 00 00 00 00 00 7b 14 83 10\n"
                + "\n"
                + "00:1c.0 PCI bridge: Intel Corporation Device\n"
                + "00: 86 80 40 29 07 04 10 00 02 00 04 06 10 00 81 00\n"
                + "10: 00 00 00 00 00 00 00 00 00 02 02 00 f0 00 00 20\n"
                + "20: f0 ff 00 00 f1 ff 01 00 00 00 00 00 12 34 56 78\n";
        assertEquals("10ec:8167/147b:1083/10/lspci-x 8086:2940/null/02/lspci-x",
                render(noDb.extract(HwMails.mail(text))));
    }

    @Test
    void oneFactPerDeviceTheRichestAndUnquotedWhenTheAuthorSaysItToo() {
        String text = "> 02:00.0 Ethernet controller [0200]: Realtek [10ec:8168] (rev 06)\n"
                + "> \tSubsystem: Micro-Star [1462:7a38]\n\nI have the same [10ec:8168] here.\n";
        List<HardwareFact> facts = noDb.extract(HwMails.mail(text));
        assertEquals("10ec:8168/1462:7a38/06/lspci-nn", render(facts));
        assertEquals(false, facts.get(0).quoted());
    }

    @Test
    void quotedOnlyIsQuoted() {
        List<HardwareFact> facts = noDb.extract(HwMails.mail("> pci 0000:01:00.0: [1b21:118f] type 00\n"));
        assertTrue(facts.get(0).quoted());
    }

    @Test
    void offsetsPointAtTheId() {
        String text = "hello\n[   61.1] pci 0000:01:00.0: [1ac1:089a] type 00 class 0x0000ff\n";
        HardwareFact f = noDb.extract(HwMails.mail(text)).get(0);
        assertEquals("[1ac1:089a]", text.substring(f.start(), f.end()));
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        "I use the Ethernet controller: Realtek Semiconductor Co., Ltd. RTL-8169 Gigabit Ethernet (rev 10) card"
            + "; 10ec:8169/null/10/name",
        "00:1f.2 SATA controller: Intel Corporation 82801IR/IO/IH (ICH9R/DO/DH) 6 port SATA AHCI Controller (rev 02)"
            + "; 8086:2922/null/02/name",
        "01:00.0 VGA compatible controller: ATI Technologies Inc R580 [Radeon X1900]; ''",
        "01:00.1 Display controller: ATI Technologies Inc Unknown device 7264; 1002:7264/null/null/name",
        "03:00.0 SATA controller: JMicron Technologies, Inc. JMicron 20360/20363 AHCI Controller (rev 02); ''",
        "02:00.0 Ethernet controller: Frobnicator Inc. Widget 9000 (rev 01); ''",
        "Add device id for VMD device 8086:9A0B; 8086:9a0b/null/null/text",
        "device 1234:5678 is odd; ''",
        "(14e4:16b4), plus a card reader as function 1 (14e4:16bc); 14e4:16b4/null/null/text 14e4:16bc/null/null/text",
        "NVM version 8086:1539 here; ''",
        "at 12:57:21 and 1234:5678 and 0001:0002; ''",
    })
    void byName(String body, String expected) {
        TestData.shared("data/pci.ids");
        assertEquals(expected, render(withDb.extract(HwMails.mail(body))), body);
    }

    @Test
    void wrappedNameAsInSeed000() {
        TestData.shared("data/pci.ids");
        String text = "the Ethernet controller: Realtek Semiconductor Co.,\nLtd. RTL-8169 Gigabit Ethernet (rev 10) card";
        List<HardwareFact> f = withDb.extract(HwMails.mail(text));
        assertEquals("10ec:8169/null/10/name", render(f));
        assertEquals("RTL8169 PCI Gigabit Ethernet Controller", f.get(0).deviceName());
        assertEquals("Realtek Semiconductor Co., Ltd.", f.get(0).vendorName());
    }

    @Test
    void namesFromTheDatabaseAndNoneWithout() {
        String text = "02:00.0 0200: 10ec:8168 (rev 06)";
        assertEquals(null, noDb.extract(HwMails.mail(text)).get(0).vendorName());
        TestData.shared("data/pci.ids");
        HardwareFact f = withDb.extract(HwMails.mail(text)).get(0);
        assertEquals("Realtek Semiconductor Co., Ltd.", f.vendorName());
        assertTrue(f.deviceName().contains("8168"), f.deviceName());
        HardwareFact usb = withDb.extract(HwMails.mail("Bus 002 Device 003: ID 0bda:8153 Realtek")).get(0);
        assertEquals("usb", usb.bus());
        assertTrue(usb.vendorName().startsWith("Realtek"), usb.vendorName());
    }

    @Test
    void hostileInputFinishesInLinearTime() {
        List<String> inputs = List.of("[10ec:8168] ".repeat(100_000), "f".repeat(1_000_000),
                "0000:".repeat(1_000_000), ">".repeat(200_000) + " [10ec:8168]\n",
                "00: ec 10 67 81 07 00 b0 02 10 00 00 02 08 20 00 00\n".repeat(50_000),
                "02:00.0 Ethernet controller: Intel Corporation ".repeat(100_000),
                "Ethernet controller: Intel Corporation\n".repeat(50_000),
                "Subsystem: device 1234:5678\n".repeat(50_000), "device 8086:1539 ".repeat(200_000));
        for (String in : inputs) {
            long t0 = System.nanoTime();
            assertTimeout(TimeBudget.seconds(60), () -> withDb.extract(HwMails.mail(in)));
            System.out.printf("hostile %s...: %d chars in %d ms%n", in.substring(0, 12).replace('\n', ' '),
                    in.length(), (System.nanoTime() - t0) / 1_000_000);
        }
    }
}
