package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTimeout;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Session 35 (drivers41), two classes an archive sample read before the extractor's output showed: a hit of grep -r
 * without -n ("path:<tab>line of code"), which lists files as examples of a pattern and names no driver, as a
 * numbered hit did not before; and a call trace's frame in a module the tables know ("tegra_pcie_dw_probe+0x5e8/0xb50
 * [pcie_tegra194]"), which names it. Mail written for the test.
 */
class RealMailRulesDrivers41Test {
    private final DriverExtractor extractor = new DriverExtractor(HwMails.withoutIds());

    private List<String> drivers(String subject, String body) {
        return extractor.extract(HwMails.mail(subject, body), List.of());
    }

    @Test
    void aGrepHitWithoutLineNumbersNamesNoDriver() {
        assertEquals(List.of(), drivers("Re: [PATCH 0/4] Add a constant for the BAR count", String.join("\n",
                "On Mon, A wrote:", "> Use the new constant where the BARs are walked.", "",
                "A few more places loop the old way:", "",
                "drivers/misc/pci_endpoint_test.c:\tfor (bar = BAR_0; bar <= BAR_5; bar++) {",
                "drivers/net/ethernet/intel/e1000/e1000_main.c:\t\tfor (i = BAR_1; i <= BAR_5; i++) {",
                "drivers/pci/controller/pci-tegra.c:static const struct tegra_pcie_soc tegra20_pcie = {",
                "drivers/pci/controller/pci-xgene.c:\t * ready\") instead of 0xFFFFFFFF (\"device does not exist\").",
                "drivers/pci/controller/pci-hyperv.c:\t!pci_read_config_word(pdev,",
                "", "Could you convert them too?", "")));
        // a context line of grep -A, the '-' after the file name read into the path
        assertEquals(List.of(), drivers("Re: [PATCH] PCI: Unify the config offset macros", String.join("\n",
                "The same computation is open-coded here:", "",
                "drivers/pci/controller/vmd.c-\tchar __iomem *addr = vmd->cfgbar +",
                "drivers/pci/controller/vmd.c:\t\t\t((bus->number - vmd->busn_start) << 20) +", "")));
    }

    @Test
    void filesAWriterNamesStayNamed() {
        // a compiler's remark names the file it is about
        assertEquals(List.of("pci-endpoint-test"), drivers("Re: [PATCH] misc: test: Check the IRQ type", String.join("\n",
                "The robot says:", "",
                "drivers/misc/pci_endpoint_test.c: In function 'pci_endpoint_test_probe':",
                "drivers/misc/pci_endpoint_test.c:812:6: warning: unused variable 'irq'", "")));
        // "path:func()" names a function of the file
        assertEquals(List.of("pci-tegra"), drivers("clocks left on after a failed probe", String.join("\n",
                "drivers/pci/controller/pci-tegra.c:tegra_pcie_probe() returns without disabling them.", "")));
        // a subject tag naming the driver keeps its grep hit
        assertEquals(List.of("pci-endpoint-test"), drivers("Re: [PATCH] misc: pci_endpoint_test: Use the new BAR loop",
                "drivers/misc/pci_endpoint_test.c:\tfor (bar = BAR_0; bar <= BAR_5; bar++) {\n"));
    }

    @Test
    void aModuleFrameOfATraceNamesTheModule() {
        assertEquals(List.of("pcie-tegra194"), drivers("Re: [PATCH v2 0/5] PCI: dwc: Rework the MSI set-up",
                String.join("\n", "Unfortunately, this still crashes on my board:", "",
                        "[   11.706288] Call trace:",
                        "[   11.708708]  irq_chip_set_affinity_parent+0x4/0x30",
                        "[   11.822478]  dw_pcie_host_init+0x370/0x4f8",
                        "[   11.826504]  tegra_pcie_dw_probe+0x5e8/0xb50 [pcie_tegra194]",
                        "[   11.832044]  platform_drv_probe+0x50/0xa8", "")));
        assertEquals(List.of("pcie-rockchip-host"), drivers("external abort on a switch", String.join("\n",
                "> [  198.754672] pc : __raw_readl+0x0/0x8 [pcie_rockchip_host]",
                "> [  198.755172] lr : rockchip_pcie_rd_conf+0x140/0x1dc [pcie_rockchip_host]", "")));
        assertEquals(List.of("amdgpu"), drivers("warning at boot", String.join("\n",
                "RIP: 0010:dcn_bw_update_from_pplib+0x174/0x2a0 [amdgpu]", "")));
    }

    @Test
    void framesThatNameNothing() {
        // a stale stack word ("? "), a module the tables do not know, a module list, a frame with words after it
        assertEquals(List.of(), drivers("a lockup", String.join("\n",
                "Call Trace:",
                " ? tegra_pcie_dw_host_init+0x93/0x120 [pcie_tegra194]",
                " vfio_device_fops_unl_ioctl+0x44/0x70 [vfio]",
                " nosuch_probe+0x10/0x20 [nosuchmodule]",
                "Modules linked in: pcie_tegra194 phy_tegra194_p2u",
                " tegra_pcie_dw_probe+0x5e8/0xb50 [pcie_tegra194] and more",
                " tegra_pcie_dw_probe+0x5e8/0xb50[pcie_tegra194]", "")));
        String open = "x+0x1/0x2 [mod";
        assertNull(TraceModules.module(open, open.indexOf("/0x"), 0, open.length()));
        String closed = "x+0x1/0x2 [mod]";
        assertEquals("mod", TraceModules.module(closed, closed.indexOf("/0x"), 0, closed.length()));
    }

    @Test
    void theCodeLineTest() {
        String line = "drivers/a/b.c:\tsz = 1ULL << fls64(sz - 1);";
        assertTrue(GrepListings.codeHit(line, 13, line.length()));
        String remark = "drivers/a/b.c: prints the register number, then keeps going";
        assertFalse(GrepListings.codeHit(remark, 13, remark.length()));
        String call = "drivers/a/b.c:b_probe() leaks it";
        assertFalse(GrepListings.codeHit(call, 13, call.length()));
        String signature = "drivers/a/b.c:b_err_detected(struct pci_dev *pdev, enum pci_channel_state err)";
        assertTrue(GrepListings.codeHit(signature, 13, signature.length()));
        String numbered = "drivers/a/b.c:412:3: error: 'x' undeclared (first use in this function); did you mean";
        assertFalse(GrepListings.codeHit(numbered, 13, numbered.length()));
    }

    @Test
    void hostileInputStaysLinear() {
        assertTimeout(TimeBudget.seconds(20), () -> {
            StringBuilder many = new StringBuilder();
            for (int i = 0; i < 50_000; i++) {
                many.append("drivers/pci/controller/pci-tegra.c:\tx = ").append(i).append(";\n");
                many.append(" f").append(i).append("+0x1/0x2 [pcie_tegra194]\n");
            }
            many.append("drivers/pci/controller/pci-tegra.c:").append(" ".repeat(5_000_000)).append("x\n");
            many.append("drivers/pci/controller/pci-tegra.c:\t").append("a".repeat(5_000_000)).append("(\n");
            many.append("/0x".repeat(3_000_000)).append('\n');
            many.append("+0x1/0x2 [".repeat(1_000_000)).append('\n');
            many.append("f+0x1/0x").append("f".repeat(5_000_000)).append(" [amdgpu]\n");
            many.append("a".repeat(5_000_000)).append("+0x1/0x2 [amdgpu]\n");
            many.append("f+0x1/0x2 [").append("a".repeat(5_000_000)).append("]\n");
            many.append("drivers/pci/controller/pci-tegra.c ".repeat(100_000)).append('\n');
            drivers("[BUG] " + "f+0x1/0x2 [amdgpu] ".repeat(500_000), many.toString());
        });
    }
}
