package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeout;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Session 38 (drivers45): modules the generated tables miss because they register no driver structure (NTB clients,
 * hardware RNGs found with pci_get_device(), the RPA DLPAR module), the fsl-mc bus driver by its own name, and a
 * distinctive module name written bare in a subject's summary ({@link SummaryModules}). Mail written for the test.
 */
class RealMailRulesDrivers45Test {
    private final DriverExtractor extractor = new DriverExtractor(HwMails.withoutIds());
    private final DriverTable table = DriverTable.load(HwMails.withoutIds());

    private List<String> drivers(String subject, String text) {
        return extractor.extract(HwMails.mail(subject, text), List.of());
    }

    @Test
    void aModuleNamedBareInTheSummaryIsTheSubject() {
        assertEquals(List.of("ntb_transport"), drivers("Re: [PATCH v3 0/6] Use doorbell-free interrupts in ntb_transport",
                "On Mon, Ann Writer wrote:\n> The series lets the transport signal its peer through a memory window.\n\n"
                        + "Queued for the next window.\n"));
        // the other spelling of a joined name, as modprobe takes either
        assertEquals(List.of("amd-rng"), drivers("[PATCH] hwrng: quiet amd_rng when the bridge is missing",
                "Nothing to add.\n"));
    }

    @Test
    void nearMissesInTheSummaryNameNothing() {
        // a file, a call, an option, a property of a binding, a documentation patch, a capitalised word
        // (a file's name in a subject is read by the older file rules; this rule leaves it)
        assertEquals(List.of(), SummaryModules.scan("trim ntb_transport.c includes", table, Set.of()));
        assertEquals(List.of(), drivers("[PATCH] NTB: call ntb_transport() once", "Tidy only.\n"));
        assertEquals(List.of(), drivers("[PATCH] NTB: set ntb_transport=1 by default", "Tidy only.\n"));
        assertEquals(List.of(), drivers("[PATCH] dt-bindings: frob: Document the ntb_transport property",
                "Tidy only.\n"));
        assertEquals(List.of(), drivers("[PATCH] Documentation: describe the ntb_tool client", "Words only.\n"));
        assertEquals(List.of(), drivers("[PATCH] NTB: rework Ntb_Transport docs", "Tidy only.\n"));
        assertEquals(List.of(), drivers("[PATCH 5/5] NTB: Describe the ntb_transport client in the documentation",
                "Words only.\n"));
        assertEquals(List.of(), drivers("[RFC 2/4] ACPI/IORT: Support the ntb_transport node", "Tables only.\n"));
        // a plain word that happens to be a module's name is no title's module
        assertEquals(List.of(), drivers("[PATCH] PCI: Add a quirk for the broken bridge", "Tidy only.\n"));
    }

    @Test
    void missingModulesAreNamedByTheirFiles() {
        assertEquals(List.of("ntb_hw_switchtec"), drivers("[PATCH] NTB: Fix the doorbell mask on re-init",
                "Clear the mask before the link comes back.\n---\n"
                        + " drivers/ntb/hw/mscc/ntb_hw_switchtec.c | 4 ++--\n 1 file changed, 2 insertions(+), 2 deletions(-)\n"));
        assertEquals(List.of("rpadlpar_io"), drivers("[PATCH] PCI: rpadlpar: Drop a stale check",
                "The slot lookup already fails for us.\n---\n"
                        + " drivers/pci/hotplug/rpadlpar_core.c | 3 ---\n 1 file changed, 3 deletions(-)\n"));
        assertEquals(List.of("intel-rng"), drivers("[PATCH] hwrng: intel: Use the returned status",
                "Read the status the config read gives.\n---\n"
                        + " drivers/char/hw_random/intel-rng.c | 6 +++---\n 1 file changed, 3 insertions(+), 3 deletions(-)\n"));
    }

    @Test
    void theFslMcBusDriverByItsOwnName() {
        assertEquals(List.of("mc-bus-driver"), drivers("Re: [PATCH 3/3] bus: fsl-mc: Read the MSI parent from ACPI",
                "On Fri, Ann Writer wrote:\n> Teach the fsl-mc driver where its MSI parent sits.\n\nLooks fine.\n"));
        // the word alone in prose, without the tag or "driver", is the bus, not its module
        assertEquals(List.of(), drivers("Re: question about DPAA2",
                "Is the fsl-mc bus probed before the MSI domain?\n"));
    }

    @Test
    void hostileSummariesStayLinear() {
        StringBuilder glued = new StringBuilder();
        StringBuilder near = new StringBuilder();
        for (int i = 0; i < 100_000; i++) {
            glued.append("ntb_transport");
            near.append("ntb_transport.c ");
        }
        String g = glued.toString();
        String n = near.toString();
        assertTimeout(TimeBudget.seconds(10), () -> {
            assertEquals(List.of(), SummaryModules.scan(g, table, Set.of()));
            assertEquals(List.of(), SummaryModules.scan(n, table, Set.of()));
            assertEquals(List.of(), SummaryModules.scan(g.substring(0, 390), table, Set.of()));
            assertTrue(drivers("[PATCH] " + g, "x\n").size() <= 64);
            assertTrue(drivers("[PATCH] " + n.substring(0, 300) + " in ntb_transport", n.substring(0, 400_000))
                    .size() <= 64);
        });
        assertEquals(List.of(), SummaryModules.scan(null, table, Set.of()));
        assertEquals(List.of(), SummaryModules.scan("", table, Set.of()));
    }
}
