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
        assertEquals(List.of("r8169"), extractor.extract(HwMails.mail("no names here"), List.of(realtek, bridge)));
        assertEquals(List.of(), extractor.extract(HwMails.mail("no names here"), List.of(realtek, intel)));
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
