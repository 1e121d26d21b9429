package dev.lkmltriage.index;

import static dev.lkmltriage.index.StorePuts.clustersOf;
import static dev.lkmltriage.index.StorePuts.ingest;
import static dev.lkmltriage.index.StorePuts.raw;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.lkmltriage.extract.ExtractSettings;
import dev.lkmltriage.extract.FactExtractor;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 4 for session 17's second-round tie (fixtures invented): a patch answering a series' cover that credits two
 * earlier oops replies in the thread ({@code triage.CreditedReplies}) takes them in when the store is closed and
 * reopened between the replies and the patch, as in one run; the cover stays out either way.
 */
class CreditedRepliesStoreTest {
    private static final FactExtractor EXTRACTOR = new FactExtractor(ExtractSettings.defaults());
    private static final String MSI = "arch/x86/kernel/apic/frobmsi.c";
    private static final String COVER = "Re: [patch V2 00/12] x86, genirq: Prepare for frob MSI";

    @TempDir
    Path one;
    @TempDir
    Path two;

    private static String oops(String intro) {
        return intro + "\n\n[    1.830276] BUG: kernel NULL pointer dereference, address: 0000000000000000\n"
                + "[    1.844357] Oops: 0010 [#1] SMP\n[    1.952484] Call Trace:\n"
                + "[    1.955214]  msi_domain_alloc+0x36/0x130\n";
    }

    private static List<byte[]> earlier() {
        return List.of(
                raw("s0@x", null, "Tom Irq <tom@example.org>", "Wed, 26 Aug 2020 13:16:28 +0200",
                        "[patch V2 00/12] x86, genirq: Prepare for frob MSI", "Twelve patches reworking MSI.\n"),
                raw("q@x", "s0@x", "Quin Tester <quin@example.com>", "Fri, 25 Sep 2020 11:29:13 -0400", COVER,
                        oops("Reverting this series fixes a boot crash on our server:")),
                raw("p@x", "q@x", "Pete Sched <pete@example.net>", "Fri, 25 Sep 2020 17:49:37 +0200", COVER,
                        oops("Here it looks like this:")));
    }

    private static List<byte[]> later() {
        return List.of(raw("fix@x", "p@x", "Tom Irq <tom@example.org>", "Sun, 27 Sep 2020 10:46:44 +0200",
                "[PATCH] x86/apic/msi: Unbreak frob MSI",
                "The frob MSI domain lacks the flag that fills in the default ops.\n\n"
                        + "Fixes: 9006c133a422 (\"x86/msi: Use generic MSI domain ops\")\n"
                        + "Reported-by: Quin Tester <quin@example.com>\nReported-by: Pete Sched <pete@example.net>\n"
                        + "Signed-off-by: Tom Irq <tom@example.org>\n---\n\ndiff --git a/" + MSI + " b/" + MSI
                        + "\nindex 0123456..789abcd 100644\n--- a/" + MSI + "\n+++ b/" + MSI
                        + "\n@@ -309,6 +309,7 @@ static struct msi_domain_ops frob_msi_domain_ops\n context line\n"
                        + "+\t.flags\t\t= MSI_FLAG_USE_DEF_DOM_OPS,\n"));
    }

    @Test
    void theCreditingPatchTakesInTheOopsRepliesAfterAReopenAsInOneRun() throws IOException {
        List<byte[]> all = new ArrayList<>(earlier());
        all.addAll(later());
        ingest(one, EXTRACTOR, all);
        ingest(two, EXTRACTOR, earlier());
        ingest(two, EXTRACTOR, later());
        String[] ids = {"fix@x", "q@x", "p@x", "s0@x"};
        for (Path dir : List.of(one, two)) {
            List<String> c = clustersOf(dir, ids);
            assertNotNull(c.get(0), dir + ": " + c);
            assertEquals(c.get(0), c.get(1), dir + ": " + c);
            assertEquals(c.get(0), c.get(2), dir + ": " + c);
            assertNull(c.get(3), dir + ": the cover stays out: " + c);
        }
    }
}
