package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeout;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Session 23 (drivers24): a module parameter set on the kernel command line or by modprobe
 * ({@code snd_hda_intel.power_save=0}) names its module, as {@code modprobe X} does; a built-in's parameter prefix
 * ({@code pcie_aspm.policy=}) is no module of the table and names nothing. Invented drivers and mail written in the
 * style of real suspend and ASPM reports.
 */
class RealMailRulesDrivers24Test {
    /** An invented sound driver, a word-like one flagged noprose, and a generated one with a word for a name. */
    private static final String HAND = "zz_snd_intel\tsound/pci/zz/zz_intel.c\t\tzz-snd-intel\t\n"
            + "zzwidget\tdrivers/misc/zzwidget.c\t\t\tnoprose\n";
    private static final String KERNEL = "fan\tdrivers/acpi/fan.c\t\t\t\n";

    private final DriverCases cases = DriverCases.tables(HAND, KERNEL);

    @Test
    void aModuleParameterNamesItsModule() {
        assertEquals(List.of("zz_snd_intel"), cases.drivers("Re: audio controller dead after suspend",
                "> git bisect points at the runtime PM change.\n> With zz_snd_intel.power_save=0 on the command"
                        + " line it comes back every time.\n\nThanks, that narrows it down.\n"));
        // two in a row; a word-like name and a generated one count too, as modprobe's argument does
        assertEquals(List.of("zzwidget", "fan"), cases.drivers("Boot hangs after resume",
                "It boots with zzwidget.debug=1 fan.mode=2 added.\n"));
        // the other spelling of the module, as modprobe takes it
        assertEquals(List.of("zz_snd_intel"), cases.drivers("Re: no sound after resume",
                "Booting with zz-snd-intel.probe_mask=1 helps.\n"));
    }

    @Test
    void nearMissesNameNothing() {
        // a built-in's parameter prefix, a sysfs path, a parameter named with no value given
        assertEquals(List.of(), cases.drivers("Re: ASPM policy", "Boot with pcie_aspm.policy=performance and see.\n"
                + "See /sys/module/zzwidget/parameters/debug and the zzwidget.debug parameter.\n"));
        // "fan.mode" without '=' is a dotted name, no parameter set
        assertEquals(List.of(), cases.drivers("Re: thermal", "The fan.mode knob is gone in 5.8.\n"));
        // a boot log's kernel command line, wrapped by the mail client, and /proc/cmdline: the machine's set-up
        assertEquals(List.of(), cases.drivers("Re: [PATCH] PCI: zz: Check the link first",
                "[    0.000000] Kernel command line: console=ttyAMA0,9600\nroot=/dev/mmcblk0p2 ro\n"
                        + "nosmp zzwidget.disable_bypass=n\n[    0.000000] Dentry cache hash table\n\n"
                        + "$ cat /proc/cmdline\nBOOT_IMAGE=/vmlinuz root=/dev/sda1 fan.mode=2\n"));
        // after the log goes on, a parameter counts again
        assertEquals(List.of("zzwidget"), cases.drivers("Re: boot hang",
                "[    0.000000] Kernel command line: console=ttyAMA0\n[    0.100000] Memory: 1024000K\n"
                        + "Setting zzwidget.disable_bypass=n helps.\n"));
    }

    @Test
    void theCoreModuleAndTheStagingDriversOfTheShippedTable() {
        DriverTable table = DriverTable.load(HwMails.withoutIds());
        DriverExtractor x = new DriverExtractor(table);
        // "ath11k" is the core module modprobe loads beside ath11k_pci, no alias of it; a word ("ath11k
        // problems", "ath11k@lists..." in MAINTAINERS), so named only in a slot
        assertEquals(List.of("ath11k_pci", "ath11k"), x.extract(HwMails.mail("Re: ENOSPC for the wifi card",
                "> [  812.004211] ath11k_pci 0000:02:00.0: firmware crashed\n\nI did rmmod -f and then\n"
                        + "modprobe ath11k again.\n"), List.of()));
        assertEquals(List.of(), x.extract(HwMails.mail("Re: [PATCH] MAINTAINERS: list remarks",
                "> L:\tath11k@lists.example.org\n> ath11k:generic_nonmember_action = 0\n"), List.of()));
        // the Coral TPU's two staging modules, named together as "the X/Y driver"
        assertEquals(List.of("apex", "gasket"), x.extract(HwMails.mail("Re: TPU module not enumerated",
                "> loading the gasket/apex driver fails:\n\nSame here.\n"), List.of()));
        // the framework's files alone, changed by a conversion across drivers, name neither
        assertEquals(List.of(), x.extract(HwMails.mail("[PATCH 00/26] Add a constant for the BAR count",
                " drivers/staging/gasket/gasket_core.c | 12 +++----\n 1 file changed\n"), List.of()));
    }

    @Test
    void lspciKernelModulesNamesTheModuleOfADeviceNoModuleIsBoundTo() {
        String head = "> 01:00.0 Memory controller: Vendor Device 5555 (rev 01)\n"
                + ">         Subsystem: Vendor Device 0000\n>         Flags: fast devsel, IRQ 255\n";
        // an out-of-tree driver bound by its display name: its module, not "PLDA"
        assertEquals(List.of("zz_plda"), cases.drivers("Re: FPGA endpoint locks up the host",
                head + ">         Kernel driver in use: PLDA PCI\n>         Kernel modules: zz_plda\n\nThanks.\n"));
    }

    @Test
    void lspciKernelModulesNearMisses() {
        String head = "01:00.0 Multimedia controller: Vendor Device 0007\n\tSubsystem: Vendor Device 0001\n";
        // a module bound: the candidates under it are not the driver (vfio-pci holds the card, not its driver)
        assertEquals(List.of("zz_vfio"), cases.drivers("Re: passthrough fails",
                head + "\tKernel driver in use: zz_vfio\n\tKernel modules: zzwidget\n"));
        // no driver bound: a candidate only, as for an idle device of a whole machine's listing
        assertEquals(List.of(), cases.drivers("Re: can't enable device",
                head + "\tKernel modules: zzwidget\n\nThe BAR was not claimed.\n"));
        // under a display name, several candidates, a capitalised or over-long word: none of them
        String plda = "\tKernel driver in use: PLDA PCI\n";
        assertEquals(List.of(), cases.drivers("Re: no driver",
                head + plda + "\tKernel modules: zzfb, zzwidget\n01:00.1 Audio device: Vendor Device 0008\n"
                        + plda + "\tKernel modules: Zzwidget\n01:00.2 Bridge: Vendor Device 0009\n" + plda
                        + "\tKernel modules: " + "z".repeat(41) + "\n"));
    }

    @Test
    void theLspciReadsStayOnTheirLine() {
        String t = "Kernel modules: zz_a\nKernel modules: zz_a, zz_b\nKernel modules: \n";
        assertEquals("zz_a", LspciModules.single(t, 0, t.indexOf('\n')));
        assertEquals(null, LspciModules.single(t, t.indexOf("Kernel", 1), t.indexOf('\n', 22)));
        int last = t.lastIndexOf("Kernel");
        assertEquals(null, LspciModules.single(t, last, t.length() - 1));
        String u = "Kernel driver in use: PLDA PCI\nKernel driver in use: r8169  \n";
        assertTrue(LspciModules.displayName(u, u.indexOf(" PCI"), u.indexOf('\n')));
        assertFalse(LspciModules.displayName(u, u.indexOf("  \n"), u.length() - 1));
    }

    @Test
    void theParameterSlotReadsNoFurtherThanAParameterName() {
        assertTrue(ModuleSlots.parameter("x.a=1", 1, 5));
        assertFalse(ModuleSlots.parameter("x.A=1", 1, 5));
        assertFalse(ModuleSlots.parameter("x.=1", 1, 4));
        assertFalse(ModuleSlots.parameter("x.a", 1, 3));
        assertFalse(ModuleSlots.parameter("x." + "a".repeat(60) + "=1", 1, 64));
    }

    @Test
    void hostileInputIsLinearAndNeverThrows() {
        assertTimeout(TimeBudget.seconds(20), () -> {
            StringBuilder b = new StringBuilder("Subject line\n");
            // 100,000 parameters on one line, one run of 500,000 parameter characters with no '=', dots alone
            for (int i = 0; i < 100_000; i++) {
                b.append("zzwidget.p").append(i).append("= ");
            }
            b.append("\nzz_snd_intel.").append("a".repeat(500_000)).append('\n').append(".".repeat(200_000));
            assertEquals(List.of("zzwidget"), cases.drivers("Re: params", b.toString()));
            assertEquals(List.of(), cases.drivers("Re: params", "zzwidget."));
            StringBuilder l = new StringBuilder();
            for (int i = 0; i < 50_000; i++) {
                l.append("\tKernel driver in use: PLDA PCI\n\tKernel modules: ").append("zz, ".repeat(20))
                        .append('\n');
            }
            l.append("\tKernel modules: ").append("q".repeat(300_000));
            assertEquals(List.of(), cases.drivers("Re: lspci", l.toString()));
        });
    }
}
