package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeout;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.MailParser;
import dev.lkmltriage.testkit.TimeBudget;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Session 25 (drivers28): a reply's own diff with no diffstat ("does the below fix it?") names the driver whose file
 * its header changes, as a quoted diff's header does; a hand-written alias ("xhci") that the next words say fails
 * names its driver. Mail written for the test.
 */
class RealMailRulesDrivers28Test {
    private final DriverCases cases = DriverCases.shipped();

    private List<String> parsed(String subject, String body) {
        String raw = "From: Tester <t@example.org>\nTo: list@example.org\nSubject: " + subject
                + "\nMessage-ID: <d28@example.org>\nContent-Type: text/plain; charset=utf-8\n\n" + body;
        Mail m = new MailParser().parse(raw.getBytes(StandardCharsets.UTF_8));
        return cases.extractor().extract(m, List.of());
    }

    @Test
    void anOwnDiffWithoutDiffstatNamesItsDriver() {
        String gitDiff = "Could you check whether this helps?\n\n"
                + "diff --git a/sound/pci/hda/hda_intel.c b/sound/pci/hda/hda_intel.c\n"
                + "index 1111111..2222222 100644\n"
                + "--- a/sound/pci/hda/hda_intel.c\n+++ b/sound/pci/hda/hda_intel.c\n"
                + "@@ -10,7 +10,6 @@ static bool foo_present(void)\n \t\t}\n-\t\tput_it(dev);\n \t}\n";
        assertEquals(List.of("snd_hda_intel"), parsed("Re: oops after unplugging a dock", gitDiff));
        // a bare "--- a/" / "+++ b/" pair, as a hand-made delta fix is sent
        String bare = "Hmm, I got that wrong. Incremental fix:\n\n"
                + "--- a/drivers/net/ethernet/intel/e1000e/netdev.c\n"
                + "+++ b/drivers/net/ethernet/intel/e1000e/netdev.c\n"
                + "@@ -20,7 +20,7 @@ static int foo(void)\n-\treturn 1;\n+\treturn 0;\n";
        assertEquals(List.of("e1000e"), parsed("Re: [PATCH] something about link state", bare));
    }

    @Test
    void anOwnDiffOfCoreOrManyDriversNamesNone() {
        // the PCI core's own files are no driver
        String core = "Try this:\n\ndiff --git a/drivers/pci/probe.c b/drivers/pci/probe.c\n"
                + "--- a/drivers/pci/probe.c\n+++ b/drivers/pci/probe.c\n@@ -1,3 +1,3 @@\n-a\n+b\n";
        assertEquals(List.of(), parsed("Re: enumeration hangs", core));
        // a subsystem's file an unknown subject tag spells is no driver of its own
        String tagged = "With this hack the warning shows:\n\n--- a/drivers/acpi/numa.c\n+++ b/drivers/acpi/numa.c\n"
                + "@@ -5,3 +5,3 @@\n-\treturn map(pxm);\n+\treturn -1;\n";
        assertEquals(List.of(), parsed("Re: [PATCH v3] numa: warn when a node is missing", tagged));
        // a diff over more drivers than a few, with no diffstat: a helper converted, about none of them
        StringBuilder many = new StringBuilder("One mega patch like this?\n\n");
        for (String f : new String[] {"drivers/net/ethernet/intel/e1000e/netdev.c", "drivers/net/ethernet/intel/igb/igb_main.c",
                "drivers/net/ethernet/broadcom/tg3.c", "drivers/net/ethernet/realtek/r8169_main.c",
                "drivers/net/ethernet/intel/ixgbe/ixgbe_main.c"}) {
            many.append("diff --git a/").append(f).append(" b/").append(f).append("\n--- a/").append(f)
                    .append("\n+++ b/").append(f).append("\n@@ -1,3 +1,3 @@\n-\tbreak;\n+\t;\n");
        }
        assertEquals(List.of(), parsed("Re: [RFC] remove dead breaks", many.toString()));
    }

    @Test
    void anAliasSaidToFailNamesItsDriver() {
        assertEquals(List.of("xhci_hcd"), cases.drivers("Laptop X12 xhci fails after resume", "Any ideas?\n"));
        assertEquals(List.of("xhci_hcd"), cases.drivers("Re: MSI vector for xhci still lost after hotplug", ""));
        assertEquals(List.of("xhci_hcd"), cases.drivers("", "I think xhci doesn't handle bounce buffers well.\n"));
        assertEquals(List.of("xhci_hcd"), cases.drivers("", "> Then this time xhci interrupts stopped again.\n"));
        assertEquals(List.of("xhci_hcd"), cases.drivers("", "Load the bus, then watch xhci lose its interrupt.\n"));
        assertEquals(List.of("pci-mvebu"), cases.drivers("", "With that applied mvebu is broken on my board.\n"));
        assertEquals(List.of("xhci_hcd"), cases.drivers("", "(xhci does not resume from D3 here)\n"));
    }

    @Test
    void nearMissesNameNothing() {
        // the controller class, capitalised, is no driver
        assertEquals(List.of(), cases.drivers("Re: XHCI fails after resume", "The xHCI controller fails too.\n"));
        // a hypothetical, a driver spared a change, a bare mention, a word that is not a failure
        assertEquals(List.of(), cases.drivers("", "If xhci fails here we retry.\n"));
        assertEquals(List.of(), cases.drivers("", "IIUC, mvebu doesn't need this change.\n"));
        assertEquals(List.of(), cases.drivers("", "mlx5 doesn't support it either.\n"));
        assertEquals(List.of(), cases.drivers("", "The same happens with xhci and ehci.\n"));
        assertEquals(List.of(), cases.drivers("", "I added xhci support to the board's DT.\n"));
        // a path, a field or a part of a longer name
        assertEquals(List.of(), cases.drivers("", "foo/xhci fails; hcd.xhci fails; my-xhci fails\n"));
        // a generated module's bare name is not read here
        assertEquals(List.of(), cases.drivers("", "dsa fails to probe.\n"));
    }

    @Test
    void readsOnlyTheFailureWords() {
        assertTrue(FailingAliases.fails(" still lost on rc6", 0, 18));
        assertTrue(FailingAliases.fails(" is broken", 0, 10));
        assertTrue(FailingAliases.fails(" did not probe", 0, 14));
        assertFalse(FailingAliases.fails(" did not need", 0, 13));
        assertFalse(FailingAliases.fails(" works", 0, 6));
        assertFalse(FailingAliases.fails("", 0, 0));
        assertFalse(FailingAliases.fails(" interrupts", 0, 11));
    }

    @Test
    void theEdmaCoreModuleIsNamedByItsFilesNotByItsDirectoryTag() {
        // the core's own files (a module with no driver struct, which the generated table drops)
        assertEquals(List.of("dw-edma"), cases.drivers("[PATCH 2/3] dmaengine: dw-edma: Add a debugfs entry",
                " drivers/dma/dw-edma/dw-edma-v0-debugfs.c | 40 ++++++++\n"
                + " drivers/dma/dw-edma/dw-edma-core.c | 12 +++--\n"
                + " 2 files changed, 48 insertions(+), 4 deletions(-)\n"));
        // the directory's tag on a patch that changes only the PCI glue: the glue's patch
        assertEquals(List.of("dw-edma-pcie"), cases.drivers("[PATCH 4/9] dmaengine: dw-edma: Use the new IRQ flags",
                " drivers/dma/dw-edma/dw-edma-pcie.c | 2 +-\n 1 file changed, 1 insertion(+), 1 deletion(-)\n"));
        // a bare name in prose is the directory's as often: "noprose"
        assertEquals(List.of(), cases.drivers("", "I am extending dw-edma to run on the endpoint side.\n"));
    }

    @Test
    void hostileInputEndsQuickly() {
        String words = "xhci interrupts still ".repeat(200_000);
        String diffs = "--- a/drivers/x/" + "y".repeat(300_000) + ".c\n";
        assertTimeout(TimeBudget.seconds(20), () -> {
            assertEquals(List.of(), cases.drivers(words, words));
            assertEquals(List.of(), parsed("Re: x", diffs));
        });
    }
}
