package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTimeout;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.testkit.TimeBudget;
import java.io.StringReader;
import java.time.OffsetDateTime;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Session 37 (drivers44): a driver split in two. Before the R-Car PCIe host/common split (Linux 5.8) "PCI: rcar:"
 * names pcie-rcar, the host driver's module then; from the day the split reached mainline it names pcie-rcar-host,
 * and pcie-rcar.c is the part host and endpoint share. A message that writes the old file's name (a backport to an
 * older stable tree, a patch to the shared file) keeps the old module. Mail written for the test.
 */
class RealMailRulesDrivers44Test {
    private final DriverExtractor extractor = new DriverExtractor(HwMails.withoutIds());

    private static Mail dated(String subject, String text, String date) {
        Mail m = HwMails.mail(subject, text);
        return new Mail(m.messageId(), false, m.subject(), m.from(), date == null ? null : OffsetDateTime.parse(date),
                null, null, List.of(), List.of(), m.text(), m.parts(), m.spans(), List.of(), "0");
    }

    private List<String> drivers(String subject, String text, String date) {
        return extractor.extract(dated(subject, text, date), List.of());
    }

    private static String hostPatch(String quote) {
        return quote + "Let the abort hook finish the L1 entry the controller leaves half done.\n" + quote + "\n"
                + quote + "Signed-off-by: Ann Writer <ann@example.org>\n" + quote + "---\n"
                + quote + " drivers/pci/controller/pcie-rcar-host.c | 41 +++++++++++++++++++++++++++\n"
                + quote + " drivers/pci/controller/pcie-rcar.h      |  5 ++++\n"
                + quote + " 2 files changed, 46 insertions(+)\n";
    }

    @Test
    void afterTheSplitTheTagNamesTheHostModule() {
        // a reply quoting only the patch's words: the subject's tag alone names the driver
        assertEquals(List.of("pcie-rcar-host"), drivers("Re: [PATCH] PCI: rcar: Add an L1 fix-up to the abort hook",
                "On Tue, Ann Writer wrote:\n> Let the abort hook finish the L1 entry.\n\nWhich boards need this?\n",
                "2020-10-02T10:00:00+02:00"));
        // the patch itself: its host file and the tag give one driver, not the old module beside it
        assertEquals(List.of("pcie-rcar-host"), drivers("[PATCH v2] PCI: rcar: Add an L1 fix-up to the abort hook",
                hostPatch(""), "2020-09-26T08:00:00Z"));
        assertEquals(List.of("pcie-rcar-host"), drivers("Re: [PATCH v2] PCI: rcar: Add an L1 fix-up to the abort hook",
                "On Sat, Ann Writer wrote:\n" + hostPatch("> ") + "\nApplied to pci/rcar.\n", "2020-11-19T12:00:00Z"));
    }

    @Test
    void beforeTheSplitTheTagNamesTheOldModule() {
        assertEquals(List.of("pcie-rcar"), drivers("[PATCH] PCI: rcar: Fix a runtime PM imbalance on error",
                "Drop the reference pm_runtime_get_sync() took when it fails.\n", "2020-05-20T09:00:00Z"));
        // the day before the split's day, in any offset
        assertEquals(List.of("pcie-rcar"), drivers("[PATCH] PCI: rcar: Fix a runtime PM imbalance on error",
                "Drop the reference.\n", "2020-06-13T23:59:00-07:00"));
        // no date: as before
        assertEquals(List.of("pcie-rcar"), drivers("[PATCH] PCI: rcar: Fix a runtime PM imbalance on error",
                "Drop the reference.\n", null));
    }

    @Test
    void theOldFileKeepsTheOldModule() {
        // a stable backport after the split's day changes pcie-rcar.c of an older tree: the host module then
        String backport = "[ Upstream commit 0123456789ab ]\n\nProgram the outbound windows in order.\n---\n"
                + " drivers/pci/controller/pcie-rcar.c | 6 +++---\n 1 file changed, 3 insertions(+), 3 deletions(-)\n";
        assertEquals(List.of("pcie-rcar"), drivers("[PATCH AUTOSEL 5.4 12/99] PCI: rcar: Fix outbound windows",
                backport, "2020-06-17T16:00:00Z"));
        // a file named in prose counts as well
        assertEquals(List.of("pcie-rcar"), drivers("Re: [PATCH] PCI: rcar: Fix outbound windows",
                "This is the 5.4 copy, so the change goes to pcie-rcar.c there.\n", "2020-07-01T00:00:00Z"));
        // another file whose name ends alike is not the old file
        assertEquals(List.of("pcie-rcar-host"), drivers("Re: [PATCH] PCI: rcar: Fix outbound windows",
                "Compare xpcie-rcar.c in the vendor tree.\n", "2020-07-01T00:00:00Z"));
    }

    @Test
    void otherDriversAreUntouched() {
        List<String> got = drivers("[PATCH] PCI: rcar-gen2: Use the modern probe helpers",
                " drivers/pci/controller/pci-rcar-gen2.c | 30 +++++-----\n", "2020-08-04T00:00:00Z");
        assertEquals(List.of("pci-rcar-gen2"), got);
        got = drivers("[PATCH] PCI: tegra: Fix the reference leak", "Put the node.\n", "2020-09-01T00:00:00Z");
        assertEquals(List.of("pci-tegra"), got);
    }

    @Test
    void theTableReadsTheFlag() throws Exception {
        DriverTable t = DriverTable.read(new StringReader("old-drv\tdrivers/x/old-drv.c\t\told\t\n"
                + "new-drv\tdrivers/x/new-drv.c\t\t\tsucceeds=old-drv@2021-03-01\n"
                + "bad-drv\tdrivers/x/bad-drv.c\t\t\tsucceeds=other@March\n"));
        assertEquals("new-drv", t.heir("old-drv").name());
        assertNull(t.heir("new-drv"));
        assertEquals(java.time.LocalDate.of(2021, 3, 1), SplitModules.day(t.heir("old-drv").succeeds()));
        // a malformed day is no split
        assertNull(SplitModules.day(t.heir("other").succeeds()));
        DriverExtractor x = new DriverExtractor(t);
        assertEquals(List.of("new-drv"), x.extract(dated("[PATCH] old: Fix it", "A fix.\n", "2021-03-01T00:00:00Z"),
                List.of()));
        assertEquals(List.of("old-drv"), x.extract(dated("[PATCH] old: Fix it", "A fix.\n", "2021-02-28T00:00:00Z"),
                List.of()));
        Set<String> out = new LinkedHashSet<>(List.of("other"));
        SplitModules.resolve(dated("x", "y", "2022-01-01T00:00:00Z"), t, out);
        assertEquals(Set.of("other"), out);
    }

    private static String onePatch(String file) {
        return "Report the failing range.\n\nSigned-off-by: Ann Writer <ann@example.org>\n---\n " + file
                + " | 4 ++--\n 1 file changed, 2 insertions(+), 2 deletions(-)\n";
    }

    @Test
    void aSubsystemsOwnFileNamedByItsTagIsNoDriver() {
        // the OF core's address.c under "of: address:", the vhost core under "vhost:", an IOMMU library part
        assertEquals(List.of(), drivers("[PATCH 03/11] of: address: Report translation errors",
                onePatch("drivers/of/address.c"), null));
        assertEquals(List.of(), drivers("[PATCH] vhost: Make the feature bits a property",
                onePatch("drivers/vhost/vhost.c"), null));
        assertEquals(List.of(), drivers("[PATCH] iommu/io-pgtable-frob: Move some definitions",
                onePatch("drivers/iommu/io-pgtable-frob.c"), null));
    }

    @Test
    void aDriverFileDeeperDownStillNamesItsDriver() {
        // below a subsystem's directory the tag names the file's own module, as before
        assertEquals(List.of("frobnic_hw_sw"), drivers("[PATCH] frobnic_hw_sw: Drop a redundant step",
                onePatch("drivers/ntb/hw/frob/frobnic_hw_sw.c"), null));
        // right under a subsystem's directory, a tag that is not the subsystem's names the file's module
        assertEquals(List.of("frob-rng"), drivers("[PATCH] frob-rng: Use the device helper",
                onePatch("drivers/char/frob-rng.c"), null));
    }

    @Test
    void hostileInputStaysLinear() {
        // the old file's name glued to a letter 300,000 times (4 MB), and a 4 MB run of near misses
        String glued = "xpcie-rcar.c ".repeat(300_000);
        String near = "pcie-rcar.".repeat(400_000);
        assertTimeout(TimeBudget.seconds(20), () -> {
            assertEquals(List.of("pcie-rcar-host"), drivers("Re: PCI: rcar: noise", glued, "2020-12-01T00:00:00Z"));
            assertTrue(drivers("Re: PCI: rcar: noise", near, "2020-12-01T00:00:00Z").contains("pcie-rcar-host"));
        });
        assertTrue(SplitModules.writes("a/pcie-rcar.c", "pcie-rcar.c"));
        assertTrue(!SplitModules.writes("", "pcie-rcar.c"));
    }
}
