package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeout;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Session 45 (drivers52): a driver whose Kconfig entry alone a small patch changes is one the patch is about (the
 * lead's decision on drivers51's TEST 19083), counted as convention 47 counts changed files. An entry counts where
 * the diff shows it (the symbol builds one module whose files lie beside the Kconfig file), or where a diffstat line
 * gives a Kconfig file in a directory of one driver alone. Re-indented or moved entries, core symbols, sweeps across
 * many drivers' entries and patches over eight files name none. Mail written for the test.
 */
class RealMailRulesDrivers52Test {
    private final DriverExtractor extractor = new DriverExtractor(HwMails.withoutIds());

    private List<String> drivers(String subject, String text) {
        return extractor.extract(HwMails.mail(subject, text), List.of());
    }

    private static String patch(String stat, String diff) {
        return "Let the soft RoCE driver build only where it can work.\n\n"
                + "Signed-off-by: Jane Doe <jane@example.org>\n---\n" + stat + "\n" + diff + "-- \n2.29.2\n";
    }

    private static final String RXE_DIFF = """
            diff --git a/drivers/infiniband/sw/rxe/Kconfig b/drivers/infiniband/sw/rxe/Kconfig
            index 1111111..2222222 100644
            --- a/drivers/infiniband/sw/rxe/Kconfig
            +++ b/drivers/infiniband/sw/rxe/Kconfig
            @@ -1,7 +1,7 @@
             # SPDX-License-Identifier: GPL-2.0-only
             config RDMA_RXE
             	tristate "Software RDMA over Ethernet (RoCE) driver"
            -	depends on INET && PCI && INFINIBAND
            +	depends on INET && PCI && INFINIBAND && !HIGHMEM
             	select NET_UDP_TUNNEL
             	select CRYPTO_CRC32
             	help
            """;

    private static final String RXE_STAT = """
             drivers/infiniband/sw/rxe/Kconfig | 2 +-
             1 file changed, 1 insertion(+), 1 deletion(-)
            """;

    @Test
    void aPatchChangingOnlyADriversKconfigEntryNamesIt() {
        assertEquals(List.of("rdma_rxe"), drivers("[PATCH] RDMA: restrict the soft RoCE build", patch(RXE_STAT, RXE_DIFF)));
        // quoted in a reply, and with no diffstat (a reply's own "does this help?" diff)
        String quoted = "On Mon, Jane Doe wrote:\n" + patch(RXE_STAT, RXE_DIFF).replaceAll("(?m)^", "> ")
                + "\nLooks fine to me.\n";
        assertEquals(List.of("rdma_rxe"), drivers("Re: [PATCH] RDMA: restrict the soft RoCE build", quoted));
        assertEquals(List.of("rdma_rxe"), drivers("Re: soft RoCE on 32-bit", "Does this help?\n\n" + RXE_DIFF));
    }

    @Test
    void theHunkHeaderNamesTheEntryItOpensIn() {
        String diff = """
                diff --git a/drivers/infiniband/sw/rxe/Kconfig b/drivers/infiniband/sw/rxe/Kconfig
                --- a/drivers/infiniband/sw/rxe/Kconfig
                +++ b/drivers/infiniband/sw/rxe/Kconfig
                @@ -4,6 +4,7 @@ config RDMA_RXE
                 	depends on INET && PCI && INFINIBAND
                 	select NET_UDP_TUNNEL
                +	depends on !HIGHMEM
                 	help
                """;
        assertEquals("drivers/infiniband/sw/rxe/", KconfigEntries.changed(diff).get(0)[0]);
        assertEquals("RDMA_RXE", KconfigEntries.changed(diff).get(0)[1]);
        assertEquals(List.of("rdma_rxe"), drivers("[PATCH] RDMA/rxe: tighten", patch(RXE_STAT, diff)));
    }

    @Test
    void aQuotedDiffstatOfKconfigFilesInOneDriversDirectoryNamesEach() {
        String reply = """
                On Thu, John Roe wrote:
                > Introduce a symbol for the three software drivers and make them depend on it.
                >
                > ---
                >   drivers/infiniband/Kconfig           | 6 ++++++
                >   drivers/infiniband/sw/rdmavt/Kconfig | 3 ++-
                >   drivers/infiniband/sw/rxe/Kconfig    | 2 +-
                >   drivers/infiniband/sw/siw/Kconfig    | 1 +
                >   4 files changed, 10 insertions(+), 2 deletions(-)

                Isn't the new symbol always true on 64-bit?
                """;
        List<String> got = drivers("Re: [PATCH 1/6] RDMA/sw: depend on the new symbol", reply);
        assertTrue(got.containsAll(List.of("rdmavt", "rdma_rxe", "siw")), got.toString());
    }

    @Test
    void aKconfigInADirectoryNotNamedAfterItsOneListedDriverNamesNothing() {
        // the tables list drivers, not the core code beside them: drivers/acpi/arm64/ holds IORT's core too
        String reply = """
                On Thu, John Roe wrote:
                > ---
                >  drivers/acpi/arm64/Kconfig | 3 ++-
                >  drivers/acpi/arm64/iort.c  | 2 +-
                >  2 files changed, 3 insertions(+), 2 deletions(-)

                Fine by me.
                """;
        assertEquals(List.of(), drivers("Re: [PATCH] ACPI/IORT: tidy the build", reply));
    }

    @Test
    void coreEntriesReindentedOrMovedEntriesAndSweepsNameNothing() {
        // a core's symbol builds no module
        String core = """
                diff --git a/drivers/pci/Kconfig b/drivers/pci/Kconfig
                --- a/drivers/pci/Kconfig
                +++ b/drivers/pci/Kconfig
                @@ -30,7 +30,7 @@ config PCI_MSI
                -	bool "Message Signaled Interrupts (MSI and MSI-X)"
                +	bool "Message Signalled Interrupts (MSI and MSI-X)"
                """;
        assertEquals(List.of(), drivers("[PATCH] PCI: fix a prompt's spelling",
                patch(" drivers/pci/Kconfig | 2 +-\n 1 file changed", core)));
        // an entry re-indented: the same words removed and added
        String indent = """
                diff --git a/drivers/infiniband/sw/rxe/Kconfig b/drivers/infiniband/sw/rxe/Kconfig
                --- a/drivers/infiniband/sw/rxe/Kconfig
                +++ b/drivers/infiniband/sw/rxe/Kconfig
                @@ -1,5 +1,5 @@
                 config RDMA_RXE
                -        tristate "Software RDMA over Ethernet (RoCE) driver"
                +	tristate "Software RDMA over Ethernet (RoCE) driver"
                """;
        assertEquals(List.of(), KconfigEntries.changed(indent));
        // a line added after a "source" line belongs to no entry
        String source = """
                diff --git a/drivers/infiniband/sw/rxe/Kconfig b/drivers/infiniband/sw/rxe/Kconfig
                --- a/drivers/infiniband/sw/rxe/Kconfig
                +++ b/drivers/infiniband/sw/rxe/Kconfig
                @@ -1,5 +1,6 @@ config RDMA_RXE
                 	help
                 	  if you are unsure, say N.
                 source "drivers/infiniband/sw/rxe/more/Kconfig"
                +source "drivers/infiniband/sw/rxe/other/Kconfig"
                """;
        assertEquals(List.of(), KconfigEntries.changed(source));
        // over eight files: convention 47 names none by its files
        assertEquals(List.of(), drivers("[PATCH] RDMA: restrict the build",
                patch(RXE_STAT.replace("1 file changed", "9 files changed"), RXE_DIFF)));
    }

    @Test
    void helpTextStartingWithIfStaysInItsEntry() {
        String diff = """
                diff --git a/drivers/infiniband/sw/rxe/Kconfig b/drivers/infiniband/sw/rxe/Kconfig
                --- a/drivers/infiniband/sw/rxe/Kconfig
                +++ b/drivers/infiniband/sw/rxe/Kconfig
                @@ -1,5 +1,5 @@
                 config RDMA_RXE
                 	help
                 	  if unsure, say N.
                -	  Soft RoCE.
                +	  Soft RoCE over UDP.
                """;
        assertEquals("RDMA_RXE", KconfigEntries.changed(diff).get(0)[1]);
    }

    @Test
    void malformedDiffsNameNothingAndLongOnesStayCheap() {
        assertEquals(List.of(), KconfigEntries.changed(null));
        assertEquals(List.of(), KconfigEntries.changed(""));
        assertEquals(List.of(), KconfigEntries.changed("diff --git a/drivers/x/Kconfig"));
        assertEquals(List.of(), KconfigEntries.changed("diff --git a/drivers/../Kconfig b/x\n@@\n+config \n+\tbool\n"));
        assertEquals(List.of(), KconfigEntries.changed("diff --git a/Documentation/Kconfig b/x\n+config FOO\n"));
        assertEquals(List.of(), KconfigEntries.changed("@@ -1 +1 @@ config RDMA_RXE\n-a\n+b\n"));
        // a lower-case "config" word of prose is no entry
        assertEquals(List.of(), KconfigEntries.changed(
                "diff --git a/drivers/a/b/Kconfig b/drivers/a/b/Kconfig\n@@ -1 +1 @@\n+config the thing\n"));
        String many = "diff --git a/drivers/a/b/Kconfig b/drivers/a/b/Kconfig\n"
                + "+config A_B\n+\tbool \"x\"\n".repeat(20000);
        assertTimeout(TimeBudget.seconds(2), () -> KconfigEntries.changed(many));
        assertTimeout(TimeBudget.seconds(5), () -> drivers("[PATCH] x: y", many));
    }
}
