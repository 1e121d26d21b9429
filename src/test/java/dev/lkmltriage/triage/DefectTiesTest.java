package dev.lkmltriage.triage;

import static dev.lkmltriage.triage.ReporterTiesTest.mail;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Session 8, from the misses of the unseen new5 check: a Coverity defect id ties a forwarded defect to its fix like
 * a bug entry (not another defect, not a scan's digest of many), and a credit typed "Reported by:" counts like the
 * trailer (not "reported by:" inside a sentence).
 */
class DefectTiesTest {
    private final Clusterer clusterer = new Clusterer(ClusterWeights.load(Path.of("models")));

    private static String patchBody(String intro, String trailers, String added) {
        return PatchText.oneFile(intro, trailers, "drivers/pci/controller/pcie-foo.c", added);
    }

    private static final String DEFECT = """
            Hi Rae,

            Please take a look at this issue reported by Coverity:

            CID 1234567 (#1 of 1): Wrong operator used (CONSTANT_EXPRESSION_RESULT)
            operator_confusion: (port->slot << 3) & 7 is always 0 regardless of the values of its operands.

            Bjorn
            """;

    private static String coverityFix(String trailer) {
        return patchBody("The function number is always 0, so only function 0 gets its credits configured.",
                trailer, "+\tu32 func = PCI_FUNC(port->slot);");
    }

    @Test
    void aFixNamingAForwardedCoverityDefectJoinsItsReport() {
        Clusterer.Placement report = clusterer.place(mail("cid@x", "Bjorn Maint <maint@example.org>",
                "Tue, 27 Oct 2020 16:19:11 +0000", "pcie-foo.c coverity issue #1234567", DEFECT));
        assertNotNull(report);
        Clusterer.Placement fix = clusterer.place(mail("cidfix@x", "Rae Vendor <rae@example.com>",
                "Wed, 4 Nov 2020 07:10:11 +0800", "[PATCH v2] PCI: foo: Configure every function's credits",
                coverityFix("Addresses-Coverity-ID: 1234567 (\"Wrong operator used\")\n")));
        assertNotNull(fix);
        assertEquals(report.clusterId(), fix.clusterId(), fix.reason());
        assertEquals("names coverity:1234567", fix.reason());

        assertNull(clusterer.place(mail("othercid@x", "Rae Vendor <rae@example.com>",
                "Thu, 5 Nov 2020 07:10:11 +0800", "[PATCH] PCI: bar: Check the return of clk_prepare",
                coverityFix("Addresses-Coverity-ID: 1234568 (\"Unchecked return value\")\n"))), "another defect");
    }

    @Test
    void aDigestOfManyDefectsNamesNone() {
        assertEquals(Set.of("coverity:1234567"), CoverityIds.of("CID 1234567 (#1 of 1)", i -> false));
        assertEquals(Set.of("coverity:7654321"),
                CoverityIds.of("Addresses-Coverity-ID: 7654321 (\"Dead code\")", i -> false));
        assertTrue(CoverityIds.of("CID 1 and cid 12345 and a CIDR of 10.0.0.0/8", i -> false).isEmpty(),
                "short ids, lowercase cid, a CIDR");
        assertTrue(CoverityIds.of("> CID 1234567 (#1 of 1)", i -> i == 2).isEmpty(), "quoted");
        assertTrue(CoverityIds.of("CID 1111111\nCID 2222222\nCID 3333333\n", i -> false).isEmpty(), "a digest");
        assertTrue(CoverityIds.of("CID" + " ".repeat(200_000) + "coverity" + "x".repeat(200_000), i -> false)
                .isEmpty(), "pathological input stays quick and names nothing");
    }

    private static final String SEM_REPORT = """
            Hello Ben,

            The patch 0123456789ab: "PCI: Protect bar_reassign_windows() against removal" leads to the following
            static checker warning:

            \tdrivers/pci/setup-bus.c:2158 bar_reassign_windows()
            \twarn: inconsistent returns 'read_sem:&pci_bus_sem'.

            regards,
            dan
            """;

    @Test
    void aCreditTypedWithASpaceCountsAndAReportedByInProseDoesNot() {
        Clusterer.Placement report = clusterer.place(mail("sem@x", "Dan Checker <dan@example.com>",
                "Wed, 4 Sep 2019 13:03:03 +0300",
                "[bug report] PCI: Protect bar_reassign_windows() against removal", SEM_REPORT));
        assertNotNull(report);
        assertNull(clusterer.place(mail("prose@x", "Ben Author <ben@example.org>", "Mon, 23 Sep 2019 10:00:00 +1000",
                "[PATCH] PCI: Protect bar_reassign_windows() against concurrent removal",
                patchBody("This was reported by: Dan Checker <dan@example.com> last week.", "",
                        "+\tdown_read(&pci_bus_sem);"))), "'reported by:' in a sentence is no credit");
        Clusterer.Placement v2 = clusterer.place(mail("semv2@x", "Ben Author <ben@example.org>",
                "Wed, 25 Sep 2019 11:16:55 +1000",
                "[PATCH v2] PCI: Protect bar_reassign_windows() against concurrent removal",
                patchBody("bar_reassign_windows() walks the tree unprotected.", "v2: Fix a missing exit case\n"
                        + "    Reported by: Dan Checker <dan@example.com>\n\n", "+\tup_read(&pci_bus_sem);")));
        assertNotNull(v2);
        assertEquals(report.clusterId(), v2.clusterId(), v2.reason());
    }
}
