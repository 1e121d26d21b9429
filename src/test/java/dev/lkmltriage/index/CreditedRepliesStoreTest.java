package dev.lkmltriage.index;

import static dev.lkmltriage.index.StorePuts.oneRunAndTwo;
import static dev.lkmltriage.index.StorePuts.raw;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.lkmltriage.extract.ExtractSettings;
import dev.lkmltriage.extract.FactExtractor;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 4 for session 17's second-round tie (fixtures invented): a patch answering a series' cover that credits two
 * earlier oops replies in the thread ({@code triage.CreditedReplies}) takes them in when the store is closed and
 * reopened between the replies and the patch, as in one run; the cover stays out either way. A re-titled fix's
 * later posting crediting who answered v1 saying they hit the same problem ({@code CreditedReplies#confirming}) takes
 * in its earlier postings and that answer the same way.
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
                        + "Fixes: 9006c133a422 (\"x86/msi: Use the common MSI domain hooks\")\n"
                        + "Reported-by: Quin Tester <quin@example.com>\nReported-by: Pete Sched <pete@example.net>\n"
                        + "Signed-off-by: Tom Irq <tom@example.org>\n---\n\ndiff --git a/" + MSI + " b/" + MSI
                        + "\nindex 0123456..789abcd 100644\n--- a/" + MSI + "\n+++ b/" + MSI
                        + "\n@@ -309,6 +309,7 @@ static struct msi_domain_ops frob_msi_domain_ops\n context line\n"
                        + "+\t.flags\t\t= MSI_FLAG_USE_DEF_DOM_OPS,\n"));
    }

    @Test
    void theCreditingPatchTakesInTheOopsRepliesAfterAReopenAsInOneRun() throws IOException {
        for (List<String> c : oneRunAndTwo(one, two, EXTRACTOR, earlier(), later(), "fix@x", "q@x", "p@x", "s0@x")) {
            assertNotNull(c.get(0), c.toString());
            assertEquals(c.get(0), c.get(1), c.toString());
            assertEquals(c.get(0), c.get(2), c.toString());
            assertNull(c.get(3), "the cover stays out: " + c);
        }
    }
    private static final String VMD = "drivers/pci/controller/frobvmd.c";

    private static String vmdPatch(String intro, String trailers, String lines) {
        return intro + "\n\n" + trailers + "Signed-off-by: Jon Vmd <jon.vmd@example.com>\n---\n\ndiff --git a/" + VMD
                + " b/" + VMD + "\nindex 0123456..789abcd 100644\n--- a/" + VMD + "\n+++ b/" + VMD
                + "\n@@ -200,6 +200,7 @@ static struct vmd_irq_list *vmd_next_irq(struct vmd_dev *vmd)\n context line\n"
                + lines + "\n";
    }

    private static final String OFFSET = "+\tu8\t\t\tfirst_vec;\n+\tbest = vmd->first_vec + 1;";

    @Test
    void aLaterPostingCreditingWhoHitTheSameProblemTiesThemAfterAReopen() throws IOException {
        String jon = "Jon Vmd <jon.vmd@example.com>";
        List<byte[]> early = List.of(
                raw("v1@x", null, jon, "Fri, 4 Sep 2020 11:13:25 -0600",
                        "[PATCH] PCI: frobvmd: Add AHCI to fast interrupt list",
                        vmdPatch("AHCI behind the bridge gets no interrupts on vector 0.", "",
                                "+\tcase PCI_CLASS_STORAGE_SATA_AHCI:")),
                raw("v3@x", null, jon, "Mon, 14 Sep 2020 13:01:28 -0600",
                        "[PATCH v3] PCI: frobvmd: Offset Client VMD MSI-X vectors",
                        vmdPatch("Vector 0 does not forward remapped MSIs.", "", OFFSET)),
                raw("ans@x", "v1@x", "Jan Laptop <jan@example.org>", "Mon, 19 Oct 2020 17:37:34 +0800",
                        "Re: [PATCH] PCI: frobvmd: Add AHCI to fast interrupt list",
                        "Our laptops hit the same issue, too.\n\nTested-by: Jan Laptop <jan@example.org>\n"));
        List<byte[]> late = List.of(raw("v4@x", null, jon, "Mon, 2 Nov 2020 15:22:23 -0700",
                "[PATCH v4] PCI: frobvmd: Offset Client VMD MSI-X vectors",
                vmdPatch("Vector 0 does not forward remapped MSIs.", "Tested-by: Jan Laptop <jan@example.org>\n",
                        OFFSET)));
        for (List<String> c : oneRunAndTwo(one, two, EXTRACTOR, early, late, "v4@x", "v1@x", "v3@x", "ans@x")) {
            assertNotNull(c.get(0), c.toString());
            assertEquals(List.of(c.get(0), c.get(0), c.get(0)), c.subList(1, 4), c.toString());
        }
    }
}
