package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.facts;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.lkmltriage.TestData;
import dev.lkmltriage.testkit.TimeBudget;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The general rules added in session 7 from the fifth development slice of real mail and the fourth held-out
 * slice's recorded misses (docs/extraction-eval.md). Every fixture is invented here, in the style of list mail; each
 * rule has a positive case and a near miss it must leave alone.
 */
class RealMailRules7Test {
    private static String commits(Facts f) {
        return f.commits().stream().map(c -> c.hash() + "=" + c.role()).sorted().collect(Collectors.joining(" "));
    }

    private static String kernels(Facts f) {
        return f.kernels().stream().map(KernelFact::version).sorted().collect(Collectors.joining(" "));
    }

    private static String configs(Facts f) {
        return f.configs().stream().map(c -> c.option() + "=" + c.value()).sorted().collect(Collectors.joining(" "));
    }

    private static String drivers(Facts f) {
        return f.drivers().stream().sorted().collect(Collectors.joining(" "));
    }

    @Test
    void aFixesTagThatSaysCommitStillNamesTheCulprit() {
        assertEquals("5a1c3e9b7d20=culprit", commits(facts("[PATCH] PCI: foo: Restore the link after reset",
                "The link stays down after a reset.\n\nFixes: commit 5a1c3e9b7d20 (\"PCI: foo: Reset the port\")\n"
                + "Signed-off-by: Ann Example <ann@example.org>\n")));
        // near miss: prose that fixes something "from commit X" is a reference, as before
        assertEquals("5a1c3e9b7d20=reference", commits(facts("Re: [PATCH] PCI: foo: Restore the link",
                "This also fixes the leak from commit 5a1c3e9b7d20 in the error path.\n")));
    }

    @Test
    void aPullRequestsTipIsAReferenceLikeItsBase() {
        assertEquals("3c9e0a7b21d4f58e6a0b9c8d7e6f5a4b3c2d1e0f=reference 9f1b2d3c4e5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c=reference",
                commits(facts("[GIT PULL] foo fixes for v5.9",
                        "The following changes since commit 9f1b2d3c4e5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c:\n\n"
                        + "  Linux 5.9-rc3 (Sun Aug 30 16:01:54 2020 -0700)\n\n"
                        + "are available in the Git repository at:\n\n"
                        + "  git://git.example.org/foo.git tags/foo-v5.9-fixes\n\n"
                        + "for you to fetch changes up to 3c9e0a7b21d4f58e6a0b9c8d7e6f5a4b3c2d1e0f:\n\n"
                        + "  foo: Fix the reset path (2020-09-03 10:00:00 -0500)\n")));
        // near miss: "up to" before a count is no commit
        assertEquals("", commits(facts("Re: foo: queue depth",
                "The queue changes up to 1234567 packets a second under load.\n")));
    }

    @Test
    void aNumberNamedAsASectionIsNoKernelLaterInTheMessage() {
        assertEquals("", kernels(facts("Re: [PATCH] PCI: Wait for the link before config reads",
                "We cite sec 4.2.6 for the delay.\n\n"
                + "But 4.2.6 only says what happens after a reset of the port.\n")));
        // near miss: a kernel with the same digits and no section named stays a kernel
        assertEquals("4.2.6", kernels(facts("Re: link delay", "I see the same delay with kernel 4.2.6 here.\n")));
    }

    @Test
    void anOptionInAConditionIsNamedNotSet() {
        assertEquals("CONFIG_FOO_STATS=null", configs(facts("[PATCH] foo: count drops",
                "The counters grow without bound when CONFIG_FOO_STATS is enabled, so reset them on read.\n")));
        // near miss: a reporter who has the option enabled states a setting
        assertEquals("CONFIG_FOO_STATS=y", configs(facts("foo: counters overflow",
                "My config has CONFIG_FOO_STATS enabled and the counters overflow after a day.\n")));
    }

    @Test
    void theLeafOfASlashSubjectTagIsADriverWhenItsFileIsTouched() {
        assertEquals("quux-mmu", drivers(facts("[PATCH v2 3/9] iommu/quux-mmu: Add page fault support",
                "Handle page faults from the device.\n\n---\n drivers/iommu/quux/quux-mmu.c | 42 +++++++++++\n"
                + " 1 file changed, 42 insertions(+)\n")));
        // near misses: a leaf that names a part ("driver/core:" with drivers/base/core.c), the same tag without a
        // file of that name, and (session 37, drivers44) a file no table knows right under the subsystem's own
        // directory, which its slash tag calls the subsystem's part ("iommu/io-pgtable-arm:"): every driver module
        // there is one the tables know, read before this rule
        assertEquals("", drivers(facts("[PATCH v2 3/9] iommu/quux-mmu: Add page fault support",
                "Handle page faults from the device.\n\n---\n drivers/iommu/quux-mmu.c | 42 +++++++++++\n"
                + " 1 file changed, 42 insertions(+)\n")));
        assertEquals("", drivers(facts("[PATCH 5/9] driver/core: Use the list helpers",
                "---\n drivers/base/core.c | 4 ++--\n")));
        assertEquals("", drivers(facts("[PATCH v2 3/9] iommu/quux-mmu: Add page fault support",
                "Handle page faults from the device.\n\n---\n drivers/iommu/iommu.c | 4 ++++\n"
                + " 1 file changed, 4 insertions(+)\n")));
    }

    @Test
    void aCoverLetterCreatingOneDriverFileInADirectoryNamesThatDriver() {
        String cover = "This series adds a monitor driver.\n\n"
                + " drivers/hwmon/Kconfig          |  10 +\n drivers/hwmon/Makefile         |   1 +\n"
                + " drivers/hwmon/zeta_monitor.c   | 301 +++++++++++++++\n 3 files changed, 312 insertions(+)\n"
                + " create mode 100644 drivers/hwmon/zeta_monitor.c\n";
        assertEquals("zeta_monitor", drivers(facts("[PATCH 0/2] hwmon: Zeta board monitor", cover)));
        // near misses: a new file whose directory's Makefile is untouched, and two new files of one module
        assertEquals("", drivers(facts("[PATCH 0/2] Zeta helpers",
                cover.replace(" drivers/hwmon/Makefile         |   1 +\n", ""))));
        assertEquals("", drivers(facts("[PATCH 0/2] Zeta helpers",
                cover + " create mode 100644 drivers/hwmon/zeta_regs.c\n")));
        // a file named as a part of a module (its core, its debugfs) is no module
        assertEquals("", drivers(facts("[PATCH 3/5] dmaengine: zeta: Add debugfs support",
                " drivers/dma/zeta/Makefile | 1 +\n create mode 100644 drivers/dma/zeta/zeta-v1-debugfs.c\n")));
        // a new file of a driver the table knows by its path is part of that driver
        assertEquals("pciehp", drivers(facts("[PATCH] PCI: pciehp: Add an emulation mode",
                " drivers/pci/hotplug/Makefile | 2 +\n create mode 100644 drivers/pci/hotplug/pciehp_fake.c\n")));
        // the PCI core is no driver
        assertEquals("", drivers(facts("[PATCH 0/2] PCI: new helper",
                " drivers/pci/Makefile | 1 +\n create mode 100644 drivers/pci/doe-helper.c\n")));
    }

    @Test
    void namedDevicesOfAnLspciTreeResolveThroughPciIds() {
        assumeTrue(TestData.sharedOrNull() != null, "pci.ids of ../shared not present");
        HardwareExtractor named = new HardwareExtractor(HwMails.settings());
        String tree = "-[0000:00]-+-00.0  Intel Corporation Device 1234\n"
                + "           +-1c.0-[03]----00.0  Intel Corporation Ethernet Controller X710 for 10GbE SFP+ (rev 02)\n"
                + "           \\-1f.3  Broadcom / LSI SAS3008 PCI-Express Fusion-MPT SAS-3\n";
        assertEquals("1000:0097 8086:1234 8086:1572", named.extract(HwMails.mail(tree)).stream().map(HardwareFact::id)
                .sorted().collect(Collectors.joining(" ")));
        // a name wrapped by the mail client is read whole: the cut "SAS3008 PCI-Express" alone names no device
        assertEquals("1000:0097", named.extract(HwMails.mail("-[0000:00]-+-00.0  Broadcom / LSI SAS3008 PCI-Express\n"
                + "Fusion-MPT SAS-3\n")).stream().map(HardwareFact::id).collect(Collectors.joining(" ")));
        // near miss: "lspci -t" without -v has numbers only, and prose with a dash is no tree
        assertEquals("", named.extract(HwMails.mail("-[0000:00]-+-00.0\n           \\-1f.3\n"
                + "The NIC - 00.0  Intel Corporation Ethernet Controller X710 for 10GbE SFP+ - is gone.\n")).stream()
                .map(HardwareFact::id).collect(Collectors.joining(" ")));
    }

    @Test
    void aBridgeLineWithoutItsSlotResolvesByName() {
        assumeTrue(TestData.sharedOrNull() != null, "pci.ids of ../shared not present");
        HardwareExtractor named = new HardwareExtractor(HwMails.settings());
        assertEquals("8086:3408/null/13", named.extract(HwMails.mail("The port above the card is\n"
                + "PCI bridge: Intel Corporation 5520/5500/X58 I/O Hub PCI Express Root Port 1 (rev 13)\n"))
                .stream().map(h -> h.id() + "/" + h.subsystem() + "/" + h.revision()).collect(Collectors.joining(" ")));
        // near miss: the words "PCI bridge:" in prose name no device
        assertEquals("", named.extract(HwMails.mail("Behind the PCI bridge: a card that never trains its link.\n"))
                .stream().map(HardwareFact::id).collect(Collectors.joining(" ")));
    }

    @Test
    void aVendorsFormerNameFromPciIdsStillNamesIt() throws java.io.IOException {
        String ids = "# nee Old Widget Works, Inc.\n1234  New Widget Holdings\n\t5678  Frobnicator 3000\n"
                + "# now owned by Someone Else\n2345  Gadget Corp\n\t0001  Gizmo\n";
        NameMatcher m = new NameMatcher(IdTable.read(new java.io.ByteArrayInputStream(
                ids.getBytes(java.nio.charset.StandardCharsets.UTF_8))));
        assertEquals("1234:5678", String.valueOf(m.match("Old Widget Works Inc. Frobnicator 3000")));
        assertEquals("1234:5678", String.valueOf(m.match("New Widget Holdings Frobnicator 3000")));
        // near miss: a comment that is no "nee" line gives the vendor no other name
        assertEquals("null", String.valueOf(m.match("Someone Else Gizmo")));
    }

    @Test
    void hostileTreesAndCreatedFilesStayBounded() {
        StringBuilder b = new StringBuilder("-[0000:00]");
        for (int i = 0; i < 200_000; i++) {
            b.append("+-00.0  ");
        }
        b.append('\n');
        for (int i = 0; i < 5_000; i++) {
            b.append(" drivers/d").append(i).append("/Makefile | 1 +\n create mode 100644 drivers/d").append(i)
                    .append("/x").append(i).append(".c\n");
        }
        String body = b.toString();
        Facts f = org.junit.jupiter.api.Assertions.assertTimeoutPreemptively(TimeBudget.seconds(20),
                () -> facts("[PATCH 0/1] many", body));
        org.junit.jupiter.api.Assertions.assertTrue(f.drivers().size() <= 16, f.drivers().toString());
    }
}
