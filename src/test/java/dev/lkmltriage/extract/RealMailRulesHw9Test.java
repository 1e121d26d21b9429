package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
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

    private List<String> drivers(String subject, String body) {
        return plain.extract(HwMails.mail(subject, body)).drivers();
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

    // --- drivers ---

    private static final String BOOT_LOG = """
            Here is the full log of the board with the series applied.

            [    0.000000] Booting Linux on physical CPU 0x0000000000 [0x410fd034]
            [    2.101234] e1000e: Intel(R) PRO/1000 Network Driver
            [    2.101240] e1000e: Copyright(c) 1999 - 2015 Intel Corporation.
            [    2.112001] sky2: driver version 1.30
            [    2.130410] ohci-platform: OHCI generic platform driver
            [    3.402188] r8169 0000:01:00.0: enabling device (0000 -> 0003)
            [    3.410001] r8169 0000:01:00.0 eth1: RTL8168e/8111e, 00:11:22:33:44:55, XID 2c2, IRQ 25
            """;

    @Test
    void startUpBannersOfABootLogThatBindsDevicesNameNoDriver() {
        assertEquals(List.of("r8169"), drivers("Re: [PATCH v2 1/3] PCI: widget: Add MSI support", BOOT_LOG));
        // near miss: with no driver bound to a device the banner is all the log says about its driver
        assertEquals(List.of("e1000e"), drivers("e1000e stops after resume",
                "dmesg after resume:\n[    1.2] e1000e: Intel(R) PRO/1000 Network Driver\n"
                + "[    9.9] PM: resume devices took 0.120 seconds\n"));
        // near miss: a line that reports on a device is no banner, bound drivers or not
        assertTrue(drivers("Re: probe failures", BOOT_LOG + "[    3.5] e1000e: probe of 0000:02:00.0 failed with "
                + "error -5\n").contains("e1000e"));
    }

    @Test
    void aPlatformDeviceUnderItsParentAndATimestampThatLostItsBracketStillPrefixALine() {
        // "soc:pcie" is a device-tree node without a unit address; mvebu-pcie is pci-mvebu's registered name
        assertEquals(List.of("pci-mvebu"), drivers("Re: link training fails",
                "[    0.39] mvebu-pcie soc:pcie: PCI host bridge to bus 0000:00\n"));
        assertEquals(List.of("pci-mvebu"), drivers("Re: link training fails",
                "0.396182] mvebu-pcie soc:pcie: PCI host bridge to bus 0000:00\n"));
        // near misses: a SCSI or USB address is no platform device; a decimal that is no dmesg timestamp
        assertEquals(List.of(), drivers("Re: disk", "[    7.1] sdx 2:0:0:0: [sdb] Attached SCSI disk\n"
                + "[    7.2] hubx 4-1:1.0: 4 ports detected\n"));
        assertEquals(List.of(), drivers("Re: link training fails", "0.5] mvebu-pcie soc:pcie: link up\n"));
    }

    @Test
    void numberedGrepHitsNameNoDriver() {
        String grep = "Other controllers do the same:\n\n"
                + "$ git grep -n -A1 FIXUP_CLASS drivers/pci/controller/\n"
                + "drivers/pci/controller/pci-tegra.c:775:DECLARE_PCI_FIXUP_EARLY(0x10de, 0x0bf0, fixup);\n"
                + "drivers/pci/controller/pci-tegra.c-776-DECLARE_PCI_FIXUP_EARLY(0x10de, 0x0bf1, fixup);\n"
                + "drivers/pci/controller/dwc/pcie-qcom.c-1442-DECLARE_PCI_FIXUP_EARLY(0x17cb, 0x0101, x);\n";
        assertEquals(List.of(), drivers("Re: [PATCH] PCI: widget: Use an early fixup", grep));
        // near misses: a compiler's file:line:column names its file; a subject tag still names a listed driver
        assertEquals(List.of("pci-tegra"), drivers("Re: build failure",
                "drivers/pci/controller/pci-tegra.c:775:3: error: expected ';' before '}' token\n"));
        assertEquals(List.of("pci-tegra"), drivers("Re: [PATCH] PCI: tegra: Use an early fixup", grep));
        // near misses: coccinelle's file:line:from-to: and an include chain's "from file:line:" name the file too
        assertEquals(List.of("pci-tegra"), drivers("[PATCH] PCI: fix the PTR_ERR_OR_ZERO cocci warnings",
                "drivers/pci/controller/pci-tegra.c:1365:1-3: WARNING: PTR_ERR_OR_ZERO can be used\n"));
        assertEquals(List.of("pci-tegra"), drivers("[pci:next 1/2] warning: unused variable",
                "In file included from drivers/pci/controller/pci-tegra.c:50:\n"));
    }

    @Test
    void aTreewideConversionsFilesNameNoDriver() {
        String patch = "Use the new helper everywhere.\n---\n"
                + " drivers/net/ethernet/realtek/r8169_main.c | 2 +-\n"
                + " drivers/pci/controller/pci-tegra.c        | 2 +-\n"
                + " 2 files changed, 2 insertions(+), 2 deletions(-)\n";
        assertEquals(List.of(), drivers("[PATCH 03/16] lib,treewide: add a match helper", patch));
        // near miss: the same files under a driver's own tags name those drivers
        assertEquals(List.of("r8169", "pci-tegra"), drivers("[PATCH 03/16] net: add a match helper", patch));
        // near miss: a "treewide" patch that touches one driver alone is that driver's patch
        assertEquals(List.of("pci-tegra"), drivers("[PATCH] irqdomain/treewide: free the node",
                "---\n drivers/pci/controller/pci-tegra.c | 2 +-\n kernel/irq/irqdomain.c | 4 ++--\n"));
    }

    @Test
    void twoNamesJoinedByASlashAreBothNamed() {
        assertEquals(List.of("pci-mvebu", "pci-aardvark"), drivers("Re: link retraining",
                "If A38x/pci-mvebu has the same problem as pci-aardvark, retrain at GEN1.\n"));
        // near miss: the later parts of a path or URL name nothing
        assertEquals(List.of(), drivers("Re: link retraining",
                "See https://example.org/boards/pci-mvebu/notes and ~/src/pci-mvebu/retrain.sh for the bridge.\n"));
    }

    @Test
    void theTegraAliasAndTheTegraFilesAreOneDriver() {
        DriverTable t = DriverTable.load(HwMails.withoutIds());
        DriverTable.Driver byAlias = t.byNameOrAlias("tegra");
        assertEquals("pci-tegra", byAlias.name());
        assertFalse(byAlias.paths().isEmpty(), "the alias row carries the driver's files");
        // near miss: a family member keeps its own row
        assertEquals("pcie-tegra194", t.byNameOrAlias("tegra194").name());
    }
}
