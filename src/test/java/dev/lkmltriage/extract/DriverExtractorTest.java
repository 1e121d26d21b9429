package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeout;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Golden table for driver names: subject, body line → expected drivers ('|'-separated, empty for none). */
class DriverExtractorTest {
    private final DriverExtractor extractor = new DriverExtractor(HwMails.withoutIds());

    private List<String> run(String subject, String body) {
        return extractor.extract(HwMails.mail(subject, body), List.of());
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', nullValues = "NULL", value = {
        "; \tKernel driver in use: r8169; r8169",
        "; Kernel driver in use: hswep_uncore; hswep_uncore",
        "; r8169 0000:02:00.0: eth0: link up; r8169",
        "; [    3.123456] igb 0000:03:00.0: added PHC on eth1; igb",
        "; e1000e: Intel(R) PRO/1000 Network Driver - 3.2.6-k; e1000e",
        "; [    1.5] pci 0000:00:1c.0: [8086:2940] type 01 class 0x060400;",
        "; pcieport 0000:00:1c.0: AER: Corrected error received: 0000:00:1c.0;",
        "[PATCH] r8169: fix NAPI handling; ; r8169",
        "[PATCH net-next v2 3/5] net: r8169: add 8125 support; ; r8169",
        "Re: [PATCH v3] PCI: hv: Fix a timing issue; ; pci-hyperv",
        "[PATCH] PCI: vmd: Support the VMD function 8086:9B2F; ; vmd",
        "[PATCH] PCI: dwc: Fix MSI page leakage; ;",
        "[PATCH] PCI: Add quirk for Realtek bridge; ;",
        "; --- a/drivers/net/ethernet/realtek/r8169_main.c; r8169",
        "; see drivers/net/r8169.c line 2000; r8169",
        "; drivers/pci/controller/dwc/pcie-qcom.c | 12 ++++; pcie-qcom",
        "; drivers/pci/quirks.c | 3 +;",
        "; the r8169 driver drops packets; r8169",
        "; the ahci driver times out; ahci",
        "; AHCI mode is set in the BIOS;",
        "; Modules linked in: r8169 e1000e igb nvme ahci;",
        "; the ice driver hangs; ice",
        "; put some ice on it;",
        "; iwlwifi 0000:3a:00.0: Microcode SW error detected; iwlwifi",
        "; pcie-mediatek 1a140000.pcie: Port0 link down; pcie-mediatek",
        "; mydrv 0000:01:00.0: probe failed; mydrv",
        "; Note: this is not a driver;",
        // session 13 (misc2): the word right after "module" is a module ("loading module X" in a bug form's summary)
        "; i2c timeout loading module ddbridge after the upgrade; ddbridge",
        "; the kernel module ddbridge fails to load; ddbridge",
        "; the ddbridge card is in the module bay;",
        "; the module parameter is ignored;",
        "; loading modules ddbridge;",
        "; add a new module option to disable it;",
        "; the vfio module option is ignored;",
        "; Fixes: 6dccd16b7c27 (\"r8169: merge with version 6.001.00\"); r8169",
    })
    void golden(String subject, String body, String expected) {
        List<String> want = expected == null ? List.of() : List.of(expected.split("\\|"));
        assertEquals(want, run(subject == null ? "" : subject, body == null ? "" : body), body);
    }

    // session 26 (drivers30): a machine's start-up log names every device's driver; only those it shows in trouble
    @Test
    void manyDriverLogKeepsOnlyTheFailingDevicesDriver() {
        String log = "Booting shows this:\n"
                + "[    9.80] i915 0000:00:02.0: fb0: inteldrmfb frame buffer device\n"
                + "[   25.01] thunderbolt 0000:06:00.0: PME# enabled\n"
                + "[  144.86] e1000e 0000:00:1f.6 eth0: NIC Link is Down\n"
                + "[  189.12] nouveau 0000:01:00.0: disp ctor failed, -12\n";
        assertEquals(List.of("nouveau"), run("", log));
    }

    @Test
    void twoDriverBlockWithOneFailingKeepsThatOne() {
        String log = "[  144.7] e1000e 0000:00:1f.6 eth0: NIC Link is Down\n"
                + "[  188.7] nouveau 0000:01:00.0: disp ctor failed, -12\n";
        assertEquals(List.of("nouveau"), run("", log));
    }

    @Test
    void manyDriverLogWithNoFailureNamesNone() {
        String log = "  thunderbolt 0000:03:00.0: restoring config space at offset 0x14\n"
                + "  ...\n"
                + "  xhci_hcd 0000:37:00.0: PME# disabled\n"
                + "  snd_hda_intel 0000:00:1f.3: PME# enabled\n";
        assertEquals(List.of(), run("", log));
    }

    @Test
    void deviceWhoseEventThePortReportsAsSpuriousIsAtIssue() {
        String log = "[ 12.3] xhci_hcd 0000:01:00.2: PME# enabled\n"
                + "[ 25.6] thunderbolt 0000:06:00.0: PME# enabled\n"
                + "[179.6] mydevgpu 0000:01:00.3: PME# disabled\n"
                + "[179.6] pcieport 0000:00:01.0: PME: Spurious native interrupt!\n"
                + "[192.3] snd_hda_intel 0000:00:1f.3: PME# enabled\n";
        assertEquals(List.of("mydevgpu"), run("", log));
    }

    @Test
    void deviceTheCorePrefixReportsFailingIsAtIssue() {
        String log = "[ 1.1] ahci 0000:00:17.0: AHCI 0001.0301 32 slots 4 ports\n"
                + "[ 1.2] r8169 0000:02:00.0: eth0: link up\n"
                + "[ 1.3] i915 0000:00:02.0: fb0: inteldrmfb frame buffer device\n"
                + "[ 2.0] pci 0000:02:00.0: can't change power state from D3cold to D0\n";
        assertEquals(List.of("r8169"), run("", log));
    }

    @Test
    void oneDriverSnippetStillNamesIt() {
        // a snippet of one device's lines is shown for that device, failing or not
        assertEquals(List.of("thunderbolt"), run("", "> [ 11.2] thunderbolt 0000:06:00.0: PME# enabled\n"
                + "> [ 11.3] thunderbolt 0000:06:00.0: PME# disabled\n"));
    }

    @Test
    void separateSnippetsAreJudgedApart() {
        String text = "[ 11.2] mydevgpu 0000:01:00.3: PME# enabled\n\nand later the whole boot:\n\n"
                + "[ 25.0] thunderbolt 0000:06:00.0: PME# enabled\n"
                + "[ 26.0] i915 0000:00:02.0: fb0: inteldrmfb frame buffer device\n";
        assertEquals(List.of("mydevgpu"), run("", text));
    }

    @Test
    void bystanderNamedInProseIsStillNamed() {
        String text = "The r8169 driver drops the link after resume:\n\n"
                + "[ 25.0] thunderbolt 0000:06:00.0: PME# enabled\n"
                + "[ 25.5] r8169 0000:02:00.0: eth0: link up\n"
                + "[ 26.0] i915 0000:00:02.0: fb0: inteldrmfb frame buffer device\n";
        assertEquals(List.of("r8169"), run("", text));
    }

    @Test
    void changedWordsAreNoFailure() {
        // "power state changed" holds "hang", "default" holds "fault": neither is a failure
        assertTrue(!LogBystanders.failing("power state changed by ACPI to D3cold", 0, 37));
        assertTrue(!LogBystanders.failing("using default settings", 0, 22));
        assertTrue(LogBystanders.failing("Unhandled fault: imprecise external abort", 0, 41));
        assertTrue(LogBystanders.failing("probe of 0000:01:00.0 failed with error -12", 0, 43));
    }

    @Test
    void hostileLogFinishesInLinearTime() {
        String line = "[ 1.0] i915 0000:00:02.0: fb0: inteldrmfb frame buffer device\n"
                + "[ 1.1] thunderbolt 0000:06:00.0: PME# enabled\n";
        String log = line.repeat(50_000) + "x".repeat(1_000_000) + "\n";
        assertTimeout(TimeBudget.seconds(10), () -> assertEquals(List.of(), run("", log)));
    }

    @Test
    void moduleListContinuationIsNotEvidence() {
        String oops = "[  12.1] Modules linked in: xt_conntrack nf_nat\n[  12.1]  r8169 e1000e mii\n"
                + "[  12.2] CPU: 0 PID: 1 Comm: swapper\n";
        assertEquals(List.of(), run("", oops));
    }

    @Test
    void quotedModuleListIsNotEvidenceEither() {
        assertEquals(List.of(), run("", "> Modules linked in: r8169 igb\n> tg3 bnx2\n"));
    }

    @Test
    void deviceIdGivesTheDriverOnlyWhenItIsTheOnlyOne() {
        HardwareFact realtek = new HardwareFact("pci", "10ec:8168", null, null, null, null, "lspci-nn", false, 0, 1);
        HardwareFact intel = new HardwareFact("pci", "8086:1539", null, null, null, null, "lspci-nn", false, 0, 1);
        HardwareFact bridge = new HardwareFact("pci", "8086:2940", null, null, null, null, "lspci-nn", false, 0, 1);
        assertEquals(List.of("r8169"), extractor.extract(HwMails.mail("no names here"), List.of(realtek)));
        assertEquals(List.of(), extractor.extract(HwMails.mail("no names here"), List.of(realtek, intel)));
        // since session 28 (drivers34) any second device of the message's own, even one no driver binds, leaves
        // the id naming none: which of the two is at issue the text does not say
        assertEquals(List.of(), extractor.extract(HwMails.mail("no names here"), List.of(realtek, bridge)));
    }

    @Test
    void seed003() throws Exception {
        assertEquals(List.of("r8169"), extractor.extract(HwMails.seed("003_"), List.of()));
    }

    @Test
    void seed000() throws Exception {
        assertEquals(List.of("r8169"), extractor.extract(HwMails.seed("000_"), List.of()));
    }

    @Test
    void hostileInputFinishesInLinearTime() {
        String longLine = "r8169 ".repeat(2_000_000);
        String hex = "0".repeat(1_000_000);
        String nested = ">".repeat(100_000) + " Kernel driver in use: r8169\n";
        assertTimeout(TimeBudget.seconds(20), () -> {
            assertEquals(List.of("r8169"), run("", longLine));
            assertEquals(List.of(), run("", hex));
            assertEquals(List.of("r8169"), run("", nested));
            assertTrue(run("", "Modules linked in:\n".repeat(200_000)).isEmpty());
            run("[".repeat(100_000) + ": " + "a: ".repeat(100_000), "drivers/" + "a/".repeat(1_000_000));
        });
    }
}
