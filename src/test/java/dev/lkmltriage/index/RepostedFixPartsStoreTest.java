package dev.lkmltriage.index;

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
 * Issue 4 for the re-posted fix parts of session 15 ({@code triage.RepostedFixParts}; fixtures invented): the fix
 * carried as a part of a series' first round, ingested in one run, still ties its later round's posting ingested
 * after the store was closed and reopened, by title or (reworded) by hunk and {@code Fixes:} commit, as in one run;
 * the series' other parts (a second fix, a feature) still stay out.
 */
class RepostedFixPartsStoreTest {
    private static final FactExtractor EXTRACTOR = new FactExtractor(ExtractSettings.defaults());
    private static final String SRI = "Sri Mannor <sri.mannor@example.com>";
    private static final String FILE = "drivers/pci/controller/pcie-foo.c";
    private static final String FIXES = "Fixes: 0a1b2c3d4e5f (\"PCI: foo: Add PAX support\")\n";

    @TempDir
    Path one;
    @TempDir
    Path two;

    private record Msg(byte[] raw) {
    }

    private static Msg part(String id, String thread, String date, String subject, String body) {
        String raw = "Message-ID: <" + id + ">\nIn-Reply-To: <" + thread + ">\nReferences: <" + thread + ">\nDate: "
                + date + "\nFrom: " + SRI + "\nTo: linux-pci@vger.kernel.org\nSubject: " + subject + "\n\n" + body;
        return new Msg(raw.getBytes(StandardCharsets.UTF_8));
    }

    private static String patch(String intro, String trailers, String lines) {
        long plus = lines.lines().filter(l -> l.startsWith("+")).count();
        long minus = lines.lines().filter(l -> l.startsWith("-")).count();
        return intro + "\n\n" + trailers + "Signed-off-by: Sri Mannor <sri.mannor@example.com>\n---\n " + FILE + " | "
                + (plus + minus) + "\n 1 file changed\n\ndiff --git a/" + FILE + " b/" + FILE
                + "\nindex 0123456..789abcd 100644\n--- a/" + FILE + "\n+++ b/" + FILE + "\n@@ -10,3 +10,"
                + (3 + plus - minus) + " @@ static int foo_pcie_setup(struct foo_pcie *pcie)\n context line\n"
                + lines + "\n";
    }

    private static String arrayFix() {
        return patch("The offset table has fewer entries than the newest revision indexes, so setup reads past it.",
                FIXES, "-static const u16 foo_reg_paxb_v2[FOO_REG_PAXB_V2_MAX] = {\n"
                        + "+static const u16 foo_reg_paxb_v2[FOO_REG_MAX] = {");
    }

    private static String windowFix() {
        return patch("The inbound windows were cleared by the wrong index, so stale mappings stayed.",
                "Fixes: 9f8e7d6c5b4a (\"PCI: foo: Add inbound windows\")\n",
                "-\tfoo_pcie_write_reg(pcie, FOO_IARR0, 0);\n+\tfoo_pcie_write_reg(pcie, FOO_IARR0 + idx, 0);");
    }

    private static String linkInfo() {
        return patch("Print the negotiated link speed and width once the link is up.", "",
                "+\tdev_info(dev, \"link up at speed %u width %u\\n\", speed, width);");
    }

    /** The first round: the array fix, another fix and a feature, each a part of one series thread. */
    private static List<Msg> firstRound() {
        return List.of(
                part("v1-1@x", "v1-0@x", "Thu, 26 Mar 2020 07:07:24 +0000",
                        "[PATCH 1/3] PCI: foo: fix out of bound array access", arrayFix()),
                part("v1-2@x", "v1-0@x", "Thu, 26 Mar 2020 07:07:25 +0000",
                        "[PATCH 2/3] PCI: foo: fix invalidating PAXB address mapping", windowFix()),
                part("v1-3@x", "v1-0@x", "Thu, 26 Mar 2020 07:07:26 +0000",
                        "[PATCH 3/3] PCI: foo: Display PCIe link information", linkInfo()));
    }

    /** The next round, the fix part's title as {@code fixTitle}. */
    private static List<Msg> nextRound(String fixTitle) {
        return List.of(
                part("v2-1@x", "v2-0@x", "Tue, 15 Sep 2020 13:45:41 +0000", fixTitle, arrayFix()),
                part("v2-3@x", "v2-0@x", "Tue, 15 Sep 2020 13:45:43 +0000",
                        "[PATCH v2 3/3] PCI: foo: Display PCIe link information", linkInfo()));
    }

    private static void ingest(Path dir, List<Msg> msgs) throws IOException {
        StorePuts.ingest(dir, EXTRACTOR, msgs.stream().map(Msg::raw).toList());
    }

    private void oneRunAndTwoRunsAgree(String fixTitle) throws IOException {
        List<Msg> all = new ArrayList<>(firstRound());
        all.addAll(nextRound(fixTitle));
        ingest(one, all);
        ingest(two, firstRound());
        ingest(two, nextRound(fixTitle));
        String[] ids = {"v1-1@x", "v2-1@x", "v1-2@x", "v1-3@x", "v2-3@x"};
        List<String> a = StorePuts.clustersOf(one, ids);
        List<String> b = StorePuts.clustersOf(two, ids);
        for (List<String> c : List.of(a, b)) {
            assertNotNull(c.get(0), "the fix part of the first round: " + c);
            assertEquals(c.get(0), c.get(1), "one fix in both rounds: " + c);
            for (int i = 2; i < ids.length; i++) {
                assertNotEquals(c.get(0), c.get(i), ids[i] + " is another change of the series: " + c);
            }
        }
        for (int i = 0; i < ids.length; i++) {
            assertEquals(a.get(i) == null, b.get(i) == null, ids[i] + " placed alike: " + a + " " + b);
        }
    }

    @Test
    void theNextRoundsFixPartTiesTheFirstRoundsAfterAReopen() throws IOException {
        oneRunAndTwoRunsAgree("[PATCH v2 1/3] PCI: foo: fix out of bound array access");
    }

    @Test
    void aRewordedFixPartTiesByItsHunkAfterAReopen() throws IOException {
        oneRunAndTwoRunsAgree("[PATCH v2 1/3] PCI: foo: Fix out-of-bound array accesses");
    }
}
