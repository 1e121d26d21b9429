package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeout;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Session 17 (drivers18): several drivers one series or pull creates in one directory, and a part of a subsystem's
 * core created beside a new driver. Invented drivers and messages written in the style of real cover letters.
 */
class RealMailRulesDrivers18Test {
    private static final String KERNEL = String.join("\n",
            "snd_zz_intel\tsound/pci/zz/zz_intel.c\t\t\tnoprose",
            "snd_zz_codec\tsound/pci/zz/zz_codec.c\t\t\tnoprose",
            "snd_yy\tsound/pci/yy/yy_main.c\t\t\tnoprose",
            "snd-pcm\tsound/core/pcm.c\t\t\tnoprose",
            "phy-zz-a37-combo\tdrivers/phy/zz/phy-zz-a37-combo.c\t\t\tnoprose",
            "phy-zz-cp9-combo\tdrivers/phy/zz/phy-zz-cp9-combo.c\t\t\tnoprose",
            "pcie-zz-host\tdrivers/pci/controller/pcie-zz-host.c\t\t\tnoprose",
            "pcie-yy-host\tdrivers/pci/controller/pcie-yy-host.c\t\t\tnoprose",
            "hwm5590\tdrivers/hwmon/hwm5590.c\t\t\tnoprose",
            "hwm686\tdrivers/hwmon/hwm686.c\t\t\tnoprose",
            "hwm8231\tdrivers/hwmon/hwm8231.c\t\t\tnoprose",
            "");

    private final DriverCases cases = DriverCases.tables("", KERNEL);

    private static String quotedDiff(String path) {
        return ">> diff --git a/" + path + " b/" + path + "\n>> index 1234567..89abcde 100644\n>> --- a/" + path
                + "\n>> +++ b/" + path + "\n>> @@ -10,6 +10,7 @@\n>> +\tpci_dev_put(pdev);\n";
    }

    private static String diffstat(int files, String... paths) {
        StringBuilder b = new StringBuilder("This fixes the probe with old firmware.\n\n---\n");
        for (String p : paths) {
            b.append(" ").append(p).append(" | 14 +++++++++++---\n");
        }
        return b.append(" ").append(files).append(" files changed, 25 insertions(+), 7 deletions(-)\n").toString();
    }

    @Test
    void aSeriesWhoseSubjectSpellsAPartTheChangedDriversShareNamesThem() {
        String three = diffstat(3, "drivers/phy/zz/phy-zz-a37-combo.c", "drivers/phy/zz/phy-zz-cp9-combo.c",
                "drivers/pci/controller/pcie-zz-host.c");
        assertEquals(List.of("phy-zz-a37-combo", "phy-zz-cp9-combo"),
                cases.drivers("[PATCH 0/2] PCI: zz: Fix combo with old firmware", three));
        assertEquals(List.of("phy-zz-a37-combo", "phy-zz-cp9-combo"),
                cases.drivers("Re: [PATCH 0/2] PCI: zz: Fix combo with old firmware", three.replace("\n ", "\n>  ")));
        // near misses: a conversion's summary names its helper; a tag-like name of one driver among three changed
        // alike; a generic part (host) shared; a documentation patch; a series of more than a few files
        assertEquals(List.of(), cases.drivers("[PATCH 3/9] phy: Change SUCCESS to 0", three));
        assertEquals(List.of(), cases.drivers("[PATCH 16/35] hwmon: (hwm5590) Change SUCCESS to 0", diffstat(3,
                "drivers/hwmon/hwm5590.c", "drivers/hwmon/hwm686.c", "drivers/hwmon/hwm8231.c")));
        assertEquals(List.of(), cases.drivers("[PATCH] PCI: Rework the host bridge setup", diffstat(3,
                "drivers/pci/controller/pcie-zz-host.c", "drivers/pci/controller/pcie-yy-host.c",
                "drivers/hwmon/hwm686.c")));
        assertEquals(List.of(), cases.drivers("[PATCH] docs: Fix combo references", three));
        assertEquals(List.of(), cases.drivers("[PATCH 0/9] PCI: zz: Fix combo with old firmware", three.replace(
                " 3 files changed", " 12 files changed")));
    }

    @Test
    void aPatchTagWithItsRoundJoinedStillMarksAPatchThread() {
        assertTrue(PatchThreads.tagged("RE: [EXT] Re: [PATCHv5 1/2] PCI: zz: Add the bar_fixed_64bit property"));
        assertTrue(PatchThreads.tagged("[PATCHv10 04/13] PCI: zz: Modularize the driver"));
        assertTrue(PatchThreads.tagged("[RFC PATCH v2 0/3] zz"));
        // near misses: a word that merely starts with PATCH, a bracket without a tag, no bracket
        assertEquals(false, PatchThreads.tagged("[PATCHES] are welcome"));
        assertEquals(false, PatchThreads.tagged("[Bug 4711] Touchpad broken by PCI patches"));
        assertEquals(false, PatchThreads.tagged("PATCHv5 applied, thanks"));
        assertTimeout(TimeBudget.seconds(20), () -> PatchThreads.tagged("[PATCHv".repeat(100_000)));
    }

    @Test
    void subjectComponentsStayBounded() {
        assertTimeout(TimeBudget.seconds(20), () -> {
            String hostile = "combo".repeat(80) + " combo-".repeat(10);
            assertEquals(false, SubjectComponents.spells(hostile, "phy-zz-a37-combo"));
            assertEquals(false, SubjectComponents.spells("x".repeat(1_000_000), "phy-zz-a37-combo"));
            assertEquals(false, SubjectComponents.spells(null, "phy-zz-a37-combo"));
            assertEquals(true, SubjectComponents.spells("Fix combo, again", "phy-zz-a37-combo"));
            assertEquals(false, SubjectComponents.spells("Fix combos", "phy-zz-a37-combo"));
        });
    }

    @Test
    void aQuotedDiffOfASoundDriverNamesIt() {
        String reply = "> Could you try the patch below?\n>\n" + quotedDiff("sound/pci/zz/zz_intel.c")
                + "\nWith it applied the oops is gone.\n";
        assertEquals(List.of("snd_zz_intel"), cases.drivers("Re: Linux v9.9 serious PCI bug", reply));
        // near misses: a sound subsystem's core file, and a quoted conversion across three sound drivers
        assertEquals(List.of(), cases.drivers("Re: bug", quotedDiff("sound/core/pcm.c")));
        assertEquals(List.of(), cases.drivers("Re: bug", quotedDiff("sound/pci/zz/zz_intel.c")
                + quotedDiff("sound/pci/zz/zz_codec.c") + quotedDiff("sound/pci/yy/yy_main.c")));
        // prose naming a path under another directory is no diff header
        assertEquals(List.of(),
                cases.drivers("Re: bug", "In the file source/sound/pci/zz/zz_intel.c, it cannot call\n"));
    }
    private static List<String> created(String text) {
        return NewDriverFiles.find(text, p -> false);
    }

    /** A cover letter's diffstat creating {@code files} in {@code dir}, with its Makefile and Kconfig lines. */
    private static String cover(String dir, int makefile, int kconfig, String... files) {
        StringBuilder b = new StringBuilder("This series adds the frob client drivers.\n\n");
        if (kconfig > 0) {
            b.append(" ").append(dir).append("/Kconfig        |  ").append(kconfig).append(" +\n");
        }
        if (makefile > 0) {
            b.append(" ").append(dir).append("/Makefile       |   ").append(makefile).append(" +\n");
        }
        for (String f : files) {
            b.append(" ").append(dir).append('/').append(f).append("   | 400 ++++++++++\n");
        }
        b.append(" 9 files changed, 1600 insertions(+)\n");
        for (String f : files) {
            b.append(" create mode 100644 ").append(dir).append('/').append(f).append('\n');
        }
        return b.toString();
    }

    @Test
    void severalNewModulesOfOneDirectoryAreEachNamed() {
        assertEquals(List.of("frob_vnet", "frob_vblk"),
                created(cover("drivers/frob", 2, 18, "frob_vnet.c", "frob_vblk.c")));
        assertEquals(List.of("acme_pmx_class", "acme_pmx_telemetry", "acme_pmx_crashlog"), created(
                cover("drivers/platform/x86", 3, 30, "acme_pmx_class.c", "acme_pmx_telemetry.c",
                        "acme_pmx_crashlog.c")));
        // quoted in a reply, with its header file beside
        String quoted = cover("drivers/frob", 2, 18, "frob_vnet.c", "frob_vblk.c").replace("\n", "\n> ")
                + "create mode 100644 drivers/frob/frob_vblk.h\n";
        assertEquals(List.of("frob_vnet", "frob_vblk"), created("> " + quoted));
    }

    @Test
    void severalNewFilesOfOneModuleOrALibraryNameNone() {
        // one Makefile line for two files: a composite module's
        assertEquals(List.of(), created(cover("drivers/frob", 1, 18, "frob_vnet.c", "frob_vblk.c")));
        // a library's short Kconfig symbols (bool, select), not an entry with a prompt and help for each
        assertEquals(List.of(), created(cover("drivers/iommu", 2, 13, "iommu-shv.c", "io-pgwait.c")));
        // no Kconfig line at all, and no Makefile line
        assertEquals(List.of(), created(cover("drivers/frob", 2, 0, "frob_vnet.c", "frob_vblk.c")));
        assertEquals(List.of(), created(cover("drivers/frob", 0, 18, "frob_vnet.c", "frob_vblk.c")));
        // word-like names are a module's parts (mdev.c, vdev.c of one dma driver), as are parts' names
        assertEquals(List.of(), created(cover("drivers/dma/zdx", 4, 30, "mdev.c", "vdev.c")));
        assertEquals(List.of(), created(cover("drivers/dma/zdx", 4, 30, "zdx-core.c", "zdx-v0-debugfs.c")));
        // more new files than a few is a subsystem's worth of code, not a set of drivers
        assertEquals(List.of(), created(cover("drivers/frob", 5, 60, "frob_a1.c", "frob_b1.c", "frob_c1.c",
                "frob_d1.c", "frob_e1.c")));
        // a Makefile diff adding the files to one module's list decides: they are its parts
        assertEquals(List.of(), created(cover("drivers/frob", 2, 18, "frob_vnet.c", "frob_vblk.c")
                + "+frob_virt-y := frob_vnet.o\n+frob_virt-y += frob_vblk.o\n"));
    }

    @Test
    void aPartOfTheSubsystemsCoreBesideANewDriverIsNotCounted() {
        // rpmsg_cfs.c is the rpmsg core's configfs part; vhost_rpmsg_bus.c the new driver beside it
        assertEquals(List.of("vhost_zmsg_bus"),
                created(cover("drivers/zmsg", 3, 10, "zmsg_cfs.c", "vhost_zmsg_bus.c")));
        // near misses: a part named like the new file beside it may be that module's own (zeta_regs.c of zeta),
        // and a word-like file left alone beside a subsystem part names nothing
        assertEquals(List.of(), created(cover("drivers/hwmon", 1, 10, "zeta_monitor.c", "zeta_regs.c")));
        assertEquals(List.of(), created(cover("drivers/iommu/virtio", 4, 0, "virtio-helpers.c", "topology.c")));
        // a subsystem part alone is no driver
        assertEquals(List.of(), created(cover("drivers/zmsg", 1, 0, "zmsg_cfs.c")));
    }

    @Test
    void hostileCreateListsFinishFastAndStayBounded() {
        StringBuilder b = new StringBuilder(" drivers/frob/Makefile | 9999 +\n drivers/frob/Kconfig | 99999 +\n");
        for (int i = 0; i < 50_000; i++) {
            b.append(" create mode 100644 drivers/frob/frob_x").append(i).append(".c\n");
        }
        String many = b.toString();
        String garbage = " create mode 100644 drivers/".repeat(200_000) + "|".repeat(100_000);
        assertTimeout(TimeBudget.seconds(20), () -> {
            assertTrue(created(many).size() <= 16);
            created(garbage);
            created(" drivers/frob/Makefile |" + " ".repeat(500_000) + "\n create mode 100644 drivers/frob/a_b.c\n"
                    + " create mode 100644 drivers/frob/c_d.c\n");
        });
    }
}
