package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeout;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Session 16 (drivers17): a bare source file name in prose, a module list after any log prefix, and a driver named
 * as where code was copied from. Invented drivers and messages written in the style of real reports.
 */
class RealMailRulesDrivers17Test {
    private static final String HAND = String.join("\n",
            "r8169\tdrivers/net/ethernet/realtek/r8169_\t\t\t",
            "e1000e\tdrivers/net/ethernet/intel/e1000e/\t\t\t",
            "pci-quux6\tdrivers/pci/controller/dwc/pci-quux6.c\t\tquux6\t",
            "");
    private static final String KERNEL = String.join("\n",
            "pci-quux6\tdrivers/pci/controller/dwc/pci-quux6.c\t\tquux6q-pcie\tnoprose",
            "pci-quux6-ep\tdrivers/pci/controller/dwc/pci-quux6-ep.c\t\t\tnoprose",
            "zmi_core\tdrivers/input/zmi4/zmi_bus.c,drivers/input/zmi4/zmi_driver.c\t\t\tnoprose",
            "zmi_smbus\tdrivers/input/zmi4/zmi_smbus.c\t\t\tnoprose",
            "zz_net\tdrivers/net/zz_net.c\t\t\tnoprose",
            "zz_pci\tdrivers/virtio/zz_pci_common.c,drivers/virtio/zz_pci_modern.c\t\t\tnoprose",
            "mlx9_core\tdrivers/net/ethernet/mlx9/pci_irq.c\t\t\tnoprose",
            "peci-cpux\tdrivers/peci/cpux.c\t\t\tnoprose",
            "qq-one\tdrivers/misc/qq/shared.c\t\t\tnoprose",
            "qq-two\tdrivers/misc/qq2/shared.c\t\t\tnoprose",
            "pci-aa\tdrivers/pci/controller/pci-aa.c\t\t\tnoprose",
            "pci-bb\tdrivers/pci/controller/pci-bb.c\t\t\tnoprose",
            "pci-cc\tdrivers/pci/controller/pci-cc.c\t\t\tnoprose",
            "vpd-sysfs\tdrivers/firmware/google/vpd.c\t\t\tnoprose",
            "zz_pstate\tdrivers/cpufreq/zz_pstate.c\t\t\tnoprose",
            "zzc-core\tdrivers/zzc/zzc-core-base.c,drivers/zzc/zzc-core-smbus.c\t\t\tnoprose",
            "zzq_core\tdrivers/net/ethernet/zzq/main.c\t\t\tnoprose",
            "");

    private final DriverCases cases = DriverCases.tables(HAND, KERNEL);

    @ParameterizedTest
    @CsvSource(delimiter = ';', nullValues = "NULL", value = {
        // a bare file name in prose names its module, either spelling, quoted too
        "; IMHO a less hacky way is the patch to zmi_smbus.c.; zmi_smbus",
        "; > zmi-driver.c does create an input device we could toggle; zmi_core",
        "; Why is this in the core and not pci-quux6-ep.c?; pci-quux6-ep",
        "; With vringh there is no easy way to reach zz_net.c from here.; zz_net",
        "; see line 130 of zz_pci_common.c, it spreads them.; zz_pci",
        "Re: pci-quux6.c coverity issue #1437287; ; pci-quux6",
        "; The zmi-driver.c and zmi_smbus.c callbacks are not wired.; zmi_core|zmi_smbus",
        // near misses: a shared helper's name, a word-like file, a name two modules' files share, a path's tail,
        // a dotted name, no file at all
        "; s390/pci: move everything irq related to pci_irq.c;",
        "; x86, cpu: disable LTO for cpux.c;",
        "; both have a shared.c of their own;",
        "; f0eb77ae6b85 PCI/VPD: Move VPD access code to vpd.c;",
        "; > + * Based on: pci-aa.c, the reference driver;",
        "; > + *   pci-aa.c;",
        "; see ../controller/dwc/pci-quux6-ep.c for that;",
        "; the zz_net.conf file and zz_net.com;",
        "; the zz_net.c.orig left behind;",
        "; the zz_net card was inserted;",
        // listings: grep hits and diffstat lines are left to the path rules; three or more modules are a series' list
        "; zz_net.c:327:\tirq = pci_irq_vector(pdev, 0);;",
        "; This affects pci-aa.c, pci-bb.c and pci-cc.c alike.;",
        "; This affects pci-aa.c and pci-bb.c alike.; pci-aa|pci-bb",
        // a file named as where code was copied from
        "; This helper is copied from zz_net.c, as-is.;",
        "; Code based on pci-quux6-ep.c and the spec.;",
        "; Based on: zz_net.c by its authors;",
        // a model or an example, not the subject
        "; Bail out early, as pci-aa.c does.;",
        "; pci-bb.c also checks the link before touching it.;",
        "; See pci-aa.c for an example of where this is handled.;",
        "; IMHO that is less of a hack than the patch to zmi_smbus.c.; zmi_smbus",
        "; The driver tag is now 'quux' to distinguish it from pci-quux6-ep.c;",
        "; It could be moved to pci-aa.c instead.; pci-aa",
        // in a patch's thread a bare file is a reviewer's comparison; a bug thread whose subject says "patches" is none
        "Re: [PATCH v2 3/3] PCI: frob: Add the Frob RC driver; Please look at how pci-aa.c handles this.;",
        "Re: [RFC PATCH 00/22] Enhance zz to talk to zz; Would zz_net.c work unchanged on top?;",
        "Re: [Bug 4711] Touchpad broken by PCI patches; The patch to zmi_smbus.c helps here.; zmi_smbus",
        // a subsystem's core is no driver, by its bare file or its diff
        "; the host notify irq is set up in zzc-core-base.c;",
        "; > diff --git a/drivers/zzc/zzc-core-base.c b/drivers/zzc/zzc-core-base.c\\n> --- a/drivers/zzc/zzc-core-base.c\\n> +++ b/drivers/zzc/zzc-core-base.c\\n> @@ -1,2 +1,3 @@\\n> +\\tpm_runtime_get_sync(dev);",
        "; > diff --git a/drivers/net/ethernet/zzq/main.c b/drivers/net/ethernet/zzq/main.c\\n> --- a/drivers/net/ethernet/zzq/main.c\\n> +++ b/drivers/net/ethernet/zzq/main.c\\n> @@ -1,2 +1,3 @@\\n> +\\treturn 0; zzq_core",
        // a reply's quoted "delta fix below" diff has no diff --git line: its --- a/ header names the file
        "; > Delta fix below.\\n> \\n> --- a/drivers/cpufreq/zz_pstate.c\\n> +++ b/drivers/cpufreq/zz_pstate.c\\n> @@ -27,7 +27,7 @@\\n> -\\tX86_FEATURE_APERFMPERF\\n> +\\tX86_FEATURE_HWP; zz_pstate",
        "; --- a/drivers/cpufreq/zz_pstate.c;",
        // a quoted diff with no diffstat: the drivers of its headers when few, none of a conversion across many
        "; > --- a/drivers/net/ethernet/realtek/r8169_main.c\\n> +++ b/drivers/net/ethernet/realtek/r8169_main.c\\n> @@ -1,2 +1,2 @@\\n> -\\told\\n> +\\tnew; r8169",
        "; > --- a/drivers/net/ethernet/realtek/r8169_main.c\\n> +++ b/drivers/net/ethernet/realtek/r8169_main.c\\n> @@ -1,2 +1,2 @@\\n> -\\told\\n> +\\tnew\\n> --- a/drivers/net/ethernet/intel/e1000e/netdev.c\\n> +++ b/drivers/net/ethernet/intel/e1000e/netdev.c\\n> @@ -1,2 +1,2 @@\\n> -\\told\\n> +\\tnew\\n> --- a/drivers/pci/controller/dwc/pci-quux6.c\\n> +++ b/drivers/pci/controller/dwc/pci-quux6.c\\n> @@ -1,2 +1,2 @@\\n> -\\told\\n> +\\tnew;",
        // a module list after a printk caller id or a syslog prefix names nothing
        "; [30894.543016][ T2794] Modules linked in: brd ext4 igb e1000e r8169 tg3;",
        "; Apr  4 19:50:38 host kernel: [   74.600271] Modules linked in:\\npci_quux6(+) r8169 e1000e;",
        "; Modules linked in: r8169\\n[    5.1] r8169 0000:01:00.0: eth0: link down; r8169",
        // a driver as the source of copied code, by name
        "; All this seems to be legacy code copied from e1000e.;",
        "; This was borrowed from the r8169 driver.;",
        "; The r8169 driver was copied from elsewhere.; r8169",
        "; e1000e is supported from D0 to D3hot; e1000e",
    })
    void forms(String subject, String body, String expected) {
        List<String> want = expected == null ? List.of() : List.of(expected.split("\\|"));
        String text = body == null ? "" : body.replace("\\n", "\n");
        assertEquals(want, cases.drivers(subject == null ? "" : subject, text), text);
    }

    @Test
    void hostileInputFinishesFast() {
        assertTimeout(TimeBudget.seconds(20), () -> {
            cases.drivers("", "zmi_smbus.c ".repeat(500_000));
            cases.drivers("", ".c".repeat(1_000_000));
            cases.drivers("", ("a".repeat(100_000) + ".c\n").repeat(20));
            cases.drivers("", "copied from ".repeat(300_000) + "e1000e");
            cases.drivers("", ">".repeat(200_000) + " Modules linked in: r8169\n" + "x.c\n".repeat(200_000));
        });
        assertEquals(List.of("zmi_smbus"), cases.drivers("", "zmi_smbus.c ".repeat(50_000)));
    }
}
