package dev.lkmltriage.triage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.report.Report;
import java.nio.file.Path;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Session 25 (cluster42): two people who hit one regression each post a fix naming the culprit in {@code Fixes:}
 * and changing the function the culprit changed, though each writes another line there (one moves a call below the
 * setup it needs, the other fills in the field the call reads). {@link PatchHunks#functions} keys the function with
 * its file and the fixed commit. Sentences and code written here, in the shape of such mail. Near misses: another
 * function of the same file, another fixed commit, no {@code Fixes:}, one sender, six weeks apart, a rework touching
 * many functions, a hunk with no function (a table), hostile input.
 */
class SameFunctionFixesTest {
    private final Clusterer clusterer = new Clusterer(ClusterWeights.load(Path.of("models")));

    private static final String FIXES = "Fixes: 0a1b2c3d4e5f (\"PCI/IOV: Cache the first function's header size\")\n";
    private static final String OTHER = "Fixes: 9f8e7d6c5b4a (\"PCI/IOV: Read the VF header once\")\n";
    private static final String FILE = "drivers/pci/iov.c";
    private static final String ADD_VF = "int vf_attach_function(struct vf_host *host, int index)";
    private static final String REMOVE_VF = "void vf_detach_function(struct vf_host *host, int index)";

    /** A one-hunk diff of {@link #FILE} in function context {@code context} (empty: none) adding {@code added}. */
    private static String diff(String context, int offset, String added) {
        return "---\n " + FILE + " | 1 +\n 1 file changed, 1 insertion(+)\n\n"
                + "diff --git a/" + FILE + " b/" + FILE + "\nindex 1111111..2222222 100644\n--- a/" + FILE
                + "\n+++ b/" + FILE + "\n@@ -" + offset + ",6 +" + offset + ",7 @@"
                + (context.isEmpty() ? "" : " " + context) + "\n \tfn->slot = vf_slot_of(host, index);\n"
                + " \n+" + added + "\n \treturn 0;\n";
    }

    private Clusterer.Placement post(String id, String from, String date, String subject, String trailers,
                                     String diff) {
        Report r = ReporterTiesTest.mail(id, from, date, subject, "Every function after the first now reports the"
                + " short header, because the size is read before the capability is known.\n\n" + trailers
                + "Signed-off-by: " + from + "\n" + diff);
        return clusterer.place(r);
    }

    private Clusterer.Placement first() {
        return post("a@x", "Ann One <ann@example.org>", "Tue, 4 Jun 2019 17:26:42 +0000",
                "[PATCH] PCI/IOV: Fix the VF header size", FIXES,
                diff(ADD_VF, 161, "\tpci_read_vf_common_header(virtfn);"));
    }

    @Test
    void twoAuthorsChangingOneFunctionForOneCulpritAreOneFix() {
        assertNull(first());
        Clusterer.Placement b = post("b@x", "Bo Two <bo@example.com>", "Tue, 11 Jun 2019 23:06:04 +0000",
                "[PATCH 1/1] PCI/IOV: Fix a wrong header size for VF > 0", FIXES,
                diff(ADD_VF, 160, "\tfn->exp_cap = vf_find_cap(fn, VF_CAP_EXPRESS);"));
        assertNotNull(b, "a second author's fix of the same commit in the same function");
        assertTrue(b.reason().contains("same hunk or function"), b.reason());
        assertEquals(Set.of("a@x"), clusterer.drainLinked().keySet());
    }

    @Test
    void anotherFunctionOfTheSameFileIsAnotherFix() {
        assertNull(first());
        assertNull(post("b@x", "Bo Two <bo@example.com>", "Tue, 11 Jun 2019 23:06:04 +0000",
                "[PATCH] PCI/IOV: Fix a leak when a VF goes away", FIXES,
                diff(REMOVE_VF, 220, "\tpci_release_vf_header(virtfn);")), "another function");
    }

    @Test
    void anotherCulpritOrNoneTiesNothing() {
        assertNull(first());
        assertNull(post("b@x", "Bo Two <bo@example.com>", "Tue, 11 Jun 2019 23:06:04 +0000",
                "[PATCH] PCI/IOV: Fix a wrong header size for VF > 0", OTHER,
                diff(ADD_VF, 160, "\tfn->exp_cap = vf_find_cap(fn, VF_CAP_EXPRESS);")),
                "another fixed commit");
        assertNull(post("c@x", "Cy Three <cy@example.net>", "Wed, 12 Jun 2019 08:00:00 +0000",
                "[PATCH] PCI/IOV: Fix the header size of later VFs", "",
                diff(ADD_VF, 162, "\tset_vf_port_type(virtfn);")), "no Fixes: at all");
    }

    @Test
    void oneSendersSecondFixIsNotThisTie() {
        assertNull(first());
        Clusterer.Placement own = post("b@x", "Ann One <ann@example.org>", "Thu, 6 Jun 2019 10:00:00 +0000",
                "[PATCH] PCI/IOV: Set up the capability before reading the size", FIXES,
                diff(ADD_VF, 160, "\tfn->exp_cap = vf_find_cap(fn, VF_CAP_EXPRESS);"));
        // One sender's second fix of one commit is the own-postings rule's to tie (it does), never this one's.
        assertTrue(own == null || !own.reason().contains("same hunk or function"), own.reason());
    }

    @Test
    void sixWeeksApartIsNotThisTie() {
        assertNull(first());
        assertNull(post("c@x", "Cy Three <cy@example.net>", "Tue, 16 Jul 2019 10:00:00 +0000",
                "[PATCH] PCI/IOV: Fix a wrong header size for VF > 0", FIXES,
                diff(ADD_VF, 163, "\tpci_setup_vf_caps(virtfn);")), "six weeks later");
    }

    @Test
    void aHunkWithNoFunctionAndAWideReworkHaveNoFunctionKey() {
        String table = diff("static const struct pci_device_id vf_quirks[] = {", 40, "\t{ PCI_VDEVICE(INTEL, 0x1234) },");
        assertTrue(PatchHunks.functions(FIXES + table).isEmpty(), "a table is no function");
        StringBuilder wide = new StringBuilder(FIXES);
        for (int i = 0; i < 5; i++) {
            wide.append(diff("static int vf_step" + i + "(struct pci_dev *dev)", 100 + 20 * i, "\tstep(" + i + ");"));
        }
        assertTrue(PatchHunks.functions(wide.toString()).isEmpty(), "five functions: a rework");
        assertEquals(1, PatchHunks.functions(FIXES + diff(ADD_VF, 161, "\tx();")).size());
        assertTrue(PatchHunks.functions(diff(ADD_VF, 161, "\tx();")).isEmpty(), "no Fixes: no key");
        assertTrue(PatchHunks.functions(null).isEmpty());
    }

    @Test
    void theFunctionKeysSurviveARestore() {
        assertNull(first());
        PatchKeys keys = clusterer.unplacedKeysOf("a@x");
        assertNotNull(keys);
        Clusterer next = new Clusterer(ClusterWeights.load(Path.of("models")));
        next.restoreUnplacedPatch("a@x", "a@x", keys);
        Clusterer.Placement b = next.place(ReporterTiesTest.mail("b@x", "Bo Two <bo@example.com>",
                "Tue, 11 Jun 2019 23:06:04 +0000", "[PATCH 1/1] PCI/IOV: Fix a wrong header size for VF > 0",
                "The size is wrong.\n\n" + FIXES + "Signed-off-by: Bo Two <bo@example.com>\n"
                        + diff(ADD_VF, 160, "\tfn->exp_cap = vf_find_cap(fn, VF_CAP_EXPRESS);")));
        assertNotNull(b, "the restored patch's function key finds the second author's fix");
        assertEquals(Set.of("a@x"), next.drainLinked().keySet());
    }

    @Test
    void hugeAndHostileDiffsStayWithinBudget() {
        StringBuilder big = new StringBuilder(FIXES);
        big.append("diff --git a/").append(FILE).append(" b/").append(FILE).append("\n@@ -1,1 +1,1 @@ ")
                .append("x".repeat(1_000_000)).append("(\n");
        for (int i = 0; i < 20_000; i++) {
            big.append("@@ -").append(i).append(",1 +").append(i).append(",1 @@ static void f(void)\n+line ").append(i)
                    .append('\n');
        }
        long start = System.nanoTime();
        Set<Long> keys = PatchHunks.functions(big.toString());
        long ms = (System.nanoTime() - start) / 1_000_000;
        assertEquals(1, keys.size(), "one function context repeated is one function; the 1 MB line is skipped");
        assertTrue(ms < 2_000, ms + " ms");
    }
}
