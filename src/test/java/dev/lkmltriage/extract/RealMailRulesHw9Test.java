package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.lkmltriage.TestData;
import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.SpanKind;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The general rules for hardware and drivers added in session 9 from the dev7hw slice of real mail and the older
 * slices' misses (docs/extraction-eval.md, "Session 9: hardware and drivers"). Every fixture is invented here, in the
 * style of list mail (made-up names, addresses and register values); each rule has a positive case and a near miss
 * it must leave alone.
 */
class RealMailRulesHw9Test {
    private final FactExtractor plain = new FactExtractor(HwMails.withoutIds());

    private static String hw(List<HardwareFact> facts) {
        return facts.stream().map(f -> f.id() + "/" + f.subsystem() + "/" + f.revision() + (f.quoted() ? "/q" : ""))
                .collect(Collectors.joining(" "));
    }

    // --- hardware: lspci output a diff adds or keeps ---

    private static final String TEST_FILE_PATCH = """
            Decode the new capability and add a test file for it.

            Signed-off-by: Jane Roe <jane.roe@example.org>
            ---
             tests/cap-widget | 9 +++++++++
             1 file changed, 9 insertions(+)

            diff --git a/tests/cap-widget b/tests/cap-widget
            new file mode 100644
            index 0000000..4b1d2c3
            --- /dev/null
            +++ b/tests/cap-widget
            @@ -0,0 +1,9 @@
            +3a:00.1 Class 1180: Device 1234:4321 (rev 02)
            +        Subsystem: Device 1234:0042
            +        Control: I/O- Mem+ BusMaster+ SpecCycle- MemWINV- VGASnoop-
            +        Capabilities: [40] Express (v2) Endpoint, MSI 00
            +00: 34 12 21 43 06 04 10 00 02 00 80 11 00 00 00 00
            +10: 00 00 a0 fc 00 00 00 00 00 00 00 00 00 00 00 00
            +20: 00 00 00 00 00 00 00 00 00 00 00 00 34 12 42 00
            +30: 00 00 00 00 40 00 00 00 00 00 00 00 ff 01 00 00
            +
            """;

    @Test
    void anLspciSampleAPatchAddsIsLspciOutput() {
        Mail m = FiguresMails.withTail(TEST_FILE_PATCH, "diff --git a/tests/cap-widget b/tests/cap-widget",
                SpanKind.DIFF);
        assertEquals("1234:4321/1234:0042/02", hw(plain.extract(m).hardware()));
        // near miss: the same sample removed by the diff, or written into a C comment, names no device
        String removed = TEST_FILE_PATCH.replace("\n+", "\n-").replace("-++ b/", "+++ b/");
        assertEquals("", hw(plain.extract(FiguresMails.withTail(removed,
                "diff --git a/tests/cap-widget b/tests/cap-widget", SpanKind.DIFF)).hardware()));
        String comment = TEST_FILE_PATCH.replace("+3a:00.1", "+ * 3a:00.1").replace("\n+00:", "\n+ * 00:")
                .replace("\n+20:", "\n+ * 20:");
        assertEquals("", hw(plain.extract(FiguresMails.withTail(comment,
                "diff --git a/tests/cap-widget b/tests/cap-widget", SpanKind.DIFF)).hardware()));
    }

    @Test
    void aHandEditedTestFileIsNamedByItsHeaderWhereItsDumpDisagrees() {
        String edited = TEST_FILE_PATCH.replace("+00: 34 12 21 43", "+00: 34 12 21 53");
        Mail m = FiguresMails.withTail(edited, "diff --git a/tests/cap-widget b/tests/cap-widget", SpanKind.DIFF);
        assertEquals("1234:4321/1234:0042/02", hw(plain.extract(m).hardware()));
        // near miss: outside a diff an lspci listing and a dump that disagree are both kept, as before
        String listing = "01:00.0 Class 1180: Device 1234:4321 (rev 02)\n"
                + "00: 34 12 21 53 06 04 10 00 02 00 80 11 00 00 00 00\n";
        assertEquals(2, plain.extract(HwMails.mail(listing)).hardware().size());
    }

    // --- hardware: names pci.ids spells exactly once ---

    @Test
    void aNameOnePciIdsDeviceSpellsExactlyResolvesThoughLongerSiblingsScoreClose() {
        assumeTrue(TestData.sharedOrNull() != null, "pci.ids of ../shared not present");
        HardwareExtractor named = new HardwareExtractor(HwMails.settings());
        assertEquals("8086:1521/null/01", hw(named.extract(HwMails.mail(
                "05:00.0 Ethernet controller: Intel Corporation I350 Gigabit Network Connection (rev 01)\n"))));
        // near miss: a name three devices carry exactly (1533, 1538, 157b) stays unresolved
        assertEquals("", hw(named.extract(HwMails.mail(
                "06:00.0 Ethernet controller: Intel Corporation I210 Gigabit Network Connection (rev 03)\n"))));
    }

    @Test
    void aSubsystemVendorNameTwoIdsShareIsDecidedByTheDevicesOwnVendor() {
        assumeTrue(TestData.sharedOrNull() != null, "pci.ids of ../shared not present");
        HardwareExtractor named = new HardwareExtractor(HwMails.settings());
        // "Marvell Technology Group Ltd." is the name of both 11ab and 1b4b in pci.ids
        assertEquals("1b4b:9999/1b4b:0b0b/11", hw(named.extract(HwMails.mail(
                "03:00.0 SATA controller [0106]: Marvell Technology Group Ltd. Device [1b4b:9999] (rev 11)\n"
                + "\tSubsystem: Marvell Technology Group Ltd. Device 0b0b\n"))));
        // near miss: a board maker's card of another vendor's chip gives no subsystem vendor to prefer
        assertEquals("1234:4321/null/11", hw(named.extract(HwMails.mail(
                "03:00.0 SATA controller [0106]: Device [1234:4321] (rev 11)\n"
                + "\tSubsystem: Marvell Technology Group Ltd. Device 0b0b\n"))));
    }
}
