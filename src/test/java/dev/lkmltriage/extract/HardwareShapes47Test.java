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
 * Session 46 (misc47): ids a subject writes, and a bridge's Subsystem capability in an lspci test file a patch adds.
 * Texts are written for the tests, in the shape of list mail.
 */
class HardwareShapes47Test {
    private final HardwareExtractor withDb = new HardwareExtractor(HwMails.settings());
    private final HardwareExtractor noDb = new HardwareExtractor(HwMails.withoutIds());

    private static String render(List<HardwareFact> facts) {
        return facts.stream().map(f -> f.id() + "/" + f.subsystem() + "/" + f.revision() + "/" + f.quoted())
                .collect(Collectors.joining(" "));
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        // a patch adding one device id writes the id only in its title; the body's define is code
        "[PATCH 3/3] PCI: foo: Add device id for the FOO controller 8086:abcd"
            + "; +#define PCI_DEVICE_ID_INTEL_FOO\t0xabcd; 8086:abcd/null/null/false",
        // an inherited subject's id is the writer's own where the body does not write it
        "Re: [PATCH 3/3] PCI: foo: Add device id for the FOO controller 8086:abcd; Looks fine to me.;"
            + " 8086:abcd/null/null/false",
        // shapes that are no ids: a time, a version, a register
        "[PATCH] foo: fix a race seen at 12:34:56; Nothing here.; ''",
        "Re: firmware version 0001:0002 breaks resume; Nothing here.; ''",
        "[PATCH] PCI: set register 0004:0010 early; Nothing here.; ''",
    })
    void subjectIds(String subject, String body, String expected) {
        assertEquals(expected, render(noDb.extract(HwMails.mail(subject, body.replace("\\n", "\n")))), subject);
    }

    @Test
    void theBodyDecidesWhereItWritesTheSameId() {
        // quoted only in the body: the fact is quoted, as an inherited subject's kernels are (convention 100)
        assertEquals("1234:5678/null/null/true", render(noDb.extract(HwMails.mail(
                "Re: [PATCH] PCI: quirk for the bridge 1234:5678", "> The bridge 1234:5678 hangs on resume.\nApplied.\n"))));
        // the body's sighting keeps what it says (a revision)
        assertEquals("1234:5678/null/03/false", render(noDb.extract(HwMails.mail(
                "Re: [PATCH] PCI: quirk for the bridge 1234:5678", "02:00.0 0604: 1234:5678 (rev 03)\n"))));
    }

    @Test
    void aKnownDeviceInASubjectNeedsNoDeviceWord() {
        TestData.shared("data/pci.ids");
        assertEquals("8086:15be/null/null/false",
                render(withDb.extract(HwMails.mail("Re: RX CRC errors on I219-V (6) 8086:15be", "Still there."))));
    }

    @Test
    void malformedSubjectsGiveNothingAndEndFast() {
        assertEquals("", render(noDb.extract(HwMails.mail(null, "text"))));
        assertEquals("", render(noDb.extract(HwMails.mail("", "text"))));
        assertEquals("", render(noDb.extract(HwMails.mail(":", "text"))));
        assertEquals("", render(noDb.extract(HwMails.mail("device 8086:", "text"))));
        String huge = "device 8086:abcd ".repeat(1000);
        assertEquals("", render(noDb.extract(HwMails.mail(huge, "text"))), "a subject past 2000 chars is no title");
        String colons = "device ".concat(":".repeat(1999));
        assertTimeout(TimeBudget.seconds(10), () -> noDb.extract(HwMails.mail(colons, "text")));
    }

    private static final String TEST_FILE = "lspci: decode the new capability\n\nSigned-off-by: A <a@example.org>\n"
            + "---\ndiff --git a/tests/cap-new b/tests/cap-new\nnew file mode 100644\n--- /dev/null\n"
            + "+++ b/tests/cap-new\n@@ -0,0 +1,9 @@\n"
            + "+00:1c.0 PCI bridge: Frob Corp. Device 1234 (rev f1) (prog-if 00 [Normal decode])\n"
            + "+\tFlags: bus master, fast devsel, latency 0, IRQ 122\n"
            + "+\tCapabilities: [90] Subsystem: Device 2222:1111\n"
            + "+\tCapabilities: [a0] Power Management version 3\n"
            + "+00: 86 80 34 12 07 04 10 00 f1 00 04 06 00 00 81 00\n"
            + "+\n"
            + "+01:00.0 Non-Volatile memory controller: Frob Corp. Device 5678 (rev 02)\n"
            + "+\tCapabilities: [90] MSI: Enable+ Count=1/8 Maskable- 64bit+\n"
            + "+00: 86 80 78 56 06 04 10 00 02 00 08 01 00 00 00 00\n";

    @Test
    void aBridgesSubsystemCapabilityInATestFile() {
        List<HardwareFact> f = noDb.extract(HwMails.withDiff("[PATCH] lspci: decode the new capability", TEST_FILE));
        assertEquals("8086:1234/2222:1111/f1/false 8086:5678/null/02/false", render(f));
    }

    @Test
    void aSubsystemWordInCodeOrAnOddLabelAttachesNothing() {
        String code = TEST_FILE.replace("+\tCapabilities: [90] Subsystem: Device 2222:1111\n",
                "+\tprintf(\"Subsystem: %04x:%04x\", a, b); Device 2222:1111\n");
        assertEquals("8086:1234/null/f1/false 8086:5678/null/02/false",
                render(noDb.extract(HwMails.withDiff("[PATCH] lspci", code))));
        String far = TEST_FILE.replace("Capabilities: [90] Subsystem:", "Capabilities: [90] More text Subsystem:");
        assertEquals("8086:1234/null/f1/false 8086:5678/null/02/false",
                render(noDb.extract(HwMails.withDiff("[PATCH] lspci", far))));
        String open = TEST_FILE.replace("Capabilities: [90] Subsystem:", "Capabilities: [90 Subsystem:");
        assertTrue(render(noDb.extract(HwMails.withDiff("[PATCH] lspci", open))).startsWith("8086:1234/null/"));
    }

    /** A bridge's lspci -vxxx block: its Subsystem capability at 0x90 names a vendor two ids share ("Frob"). */
    private static String bridge(String prefix, String capRow) {
        return prefix + "00:1c.0 PCI bridge: Frob Corp. Root Port #1 (rev f1) (prog-if 00 [Normal decode])\n"
                + prefix + "\tCapabilities: [90] Subsystem: Frob Device 225a\n"
                + prefix + "00: 86 80 10 9d 07 04 10 00 f1 00 04 06 00 00 81 00\n"
                + prefix + "10: 00 00 00 00 00 00 00 00 00 02 02 00 d0 d0 00 20\n"
                + prefix + "20: 00 e8 f0 e8 01 70 f1 81 00 00 00 00 00 00 00 00\n"
                + prefix + "30: 00 00 00 00 40 00 00 00 00 00 00 00 ff 01 02 00\n"
                + (capRow == null ? "" : prefix + "90: " + capRow + "\n");
    }

    @Test
    void aBridgesSubsystemFromItsCapabilityInTheDump() {
        String row = "0d a0 00 00 aa 17 5a 22 00 00 00 00 00 00 00 00";
        assertEquals("8086:9d10/17aa:225a/f1/false", render(noDb.extract(HwMails.mail(bridge("", row)))));
        String diff = "lspci: a test\n---\ndiff --git a/tests/x b/tests/x\n--- /dev/null\n+++ b/tests/x\n@@ -0,0 +1,7 @@\n";
        assertEquals("8086:9d10/17aa:225a/f1/false",
                render(noDb.extract(HwMails.withDiff("[PATCH] lspci: a test", diff + bridge("+", row)))));
    }

    @Test
    void noCapabilitySubsystemWithoutItsBytesOrItsId() {
        // the dump cut before the capability, another capability id at the offset, an endpoint's header
        assertEquals("8086:9d10/null/f1/false", render(noDb.extract(HwMails.mail(bridge("", null)))));
        assertEquals("8086:9d10/null/f1/false", render(noDb.extract(HwMails.mail(
                bridge("", "05 a0 00 00 aa 17 5a 22 00 00 00 00 00 00 00 00")))));
        String endpoint = bridge("", "0d a0 00 00 aa 17 5a 22 00 00 00 00 00 00 00 00")
                .replace("f1 00 04 06 00 00 81 00", "f1 00 04 06 00 00 00 00");
        assertEquals("8086:9d10/null/f1/false", render(noDb.extract(HwMails.mail(endpoint))));
        // a malformed offset in the label
        assertEquals("8086:9d10/null/f1/false", render(noDb.extract(HwMails.mail(
                bridge("", "0d a0 00 00 aa 17 5a 22 00 00 00 00 00 00 00 00").replace("[90]", "[9z]")))));
        assertEquals("8086:9d10/null/f1/false", render(noDb.extract(HwMails.mail(
                bridge("", "0d a0 00 00 aa 17 5a 22 00 00 00 00 00 00 00 00").replace("[90]", "[91]")))));
    }
}
