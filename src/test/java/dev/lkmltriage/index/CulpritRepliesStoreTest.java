package dev.lkmltriage.index;

import static dev.lkmltriage.index.StorePuts.clustersOf;
import static dev.lkmltriage.index.StorePuts.ingest;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import dev.lkmltriage.extract.ExtractSettings;
import dev.lkmltriage.extract.FactExtractor;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Session 16, second round ({@code triage.CulpritReplies}) across a reopen (fixtures invented): a crash reported in
 * the thread of the patch that caused it, after the store was closed and reopened past the culprit and the fix, is a
 * report as in one run (the culprit's thread was seen), and brings in the fix it links, which names the commit it
 * blames; the culprit's posting stays out.
 */
class CulpritRepliesStoreTest {
    private static final FactExtractor EXTRACTOR = new FactExtractor(ExtractSettings.defaults());
    private static final String AUTHOR = "Ola Brekke <ola.brekke@example.com>";
    private static final String TITLE = "[PATCH 17/19] PCI: frob: Convert to modern host bridge probe";

    @TempDir
    Path one;
    @TempDir
    Path two;

    private static byte[] mail(String id, String parent, String date, String subject, String body) {
        String refs = parent == null ? "" : "In-Reply-To: <" + parent + ">\nReferences: <" + parent + ">\n";
        return ("Message-ID: <" + id + ">\n" + refs + "Date: " + date + "\nFrom: " + AUTHOR
                + "\nTo: linux-pci@vger.kernel.org\nSubject: " + subject + "\n\n" + body)
                .getBytes(StandardCharsets.UTF_8);
    }

    private static List<byte[]> earlier() {
        return List.of(
                mail("conv@x", null, "Wed, 22 Jul 2020 10:25:12 +0000", TITLE, "Use the modern probe functions.\n\n"
                        + "Signed-off-by: Ola <ola.brekke@example.com>\n---\n\ndiff --git a/drivers/pci/controller/"
                        + "pci-frob.c b/drivers/pci/controller/pci-frob.c\n--- a/drivers/pci/controller/pci-frob.c\n"
                        + "+++ b/drivers/pci/controller/pci-frob.c\n@@ -170,7 +170,7 @@\n+\tentry ="
                        + " resource_list_first_type(&bridge->dma_ranges, IORESOURCE_MEM);\n"),
                mail("fix@x", null, "Tue, 4 Aug 2020 12:04:30 +0000", "[PATCH] PCI: frob: Fix crash in frob_setup()",
                        "The old private instance is still allocated, so setup reads uninitialised DMA ranges.\n\n"
                                + "Fixes: 92d69cc62758 (\"PCI: frob: Convert to modern host bridge probe\")\n"
                                + "Signed-off-by: Ola <ola.brekke@example.com>\n---\n\ndiff --git a/drivers/pci/"
                                + "controller/pci-frob.c b/drivers/pci/controller/pci-frob.c\n--- a/drivers/pci/"
                                + "controller/pci-frob.c\n+++ b/drivers/pci/controller/pci-frob.c\n@@ -300,7 +300,6"
                                + " @@\n-\tpriv = devm_kzalloc(dev, sizeof(*priv), GFP_KERNEL);\n"));
    }

    private static List<byte[]> later() {
        return List.of(mail("oops@x", "conv@x", "Tue, 4 Aug 2020 12:12:44 +0000", "Re: " + TITLE,
                "This is now commit 92d69cc6275845a7 (\"PCI: frob: Convert to modern host bridge probe\"), and causes"
                        + " a crash on my board:\n\n    Unable to handle kernel NULL pointer dereference at virtual"
                        + " address 00000008\n    Internal error: Oops: 5 [#1] SMP ARM\n\nI've sent a patch:\n"
                        + "https://lore.kernel.org/r/fix@x\n"));
    }

    @Test
    void theReportBringsInItsFixAfterAReopenAsInOneRun() throws IOException {
        List<byte[]> all = new ArrayList<>(earlier());
        all.addAll(later());
        ingest(one, EXTRACTOR, all);
        ingest(two, EXTRACTOR, earlier());
        ingest(two, EXTRACTOR, later());
        String[] ids = {"oops@x", "fix@x", "conv@x"};
        for (Path dir : List.of(one, two)) {
            List<String> c = clustersOf(dir, ids);
            assertNotNull(c.get(0), dir + ": the reply is a report: " + c);
            assertEquals(c.get(0), c.get(1), dir + ": the fix it links joins it: " + c);
            assertNotEquals(c.get(0), c.get(2), dir + ": the culprit's posting stays out: " + c);
        }
    }
}
