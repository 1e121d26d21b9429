package dev.lkmltriage.index;

import static dev.lkmltriage.index.StorePuts.clustersOf;
import static dev.lkmltriage.index.StorePuts.ingest;
import static dev.lkmltriage.index.StorePuts.raw;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import dev.lkmltriage.extract.ExtractSettings;
import dev.lkmltriage.extract.FactExtractor;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 4 for session 17's tie (fixtures invented): another author's later fix of the same commit crediting the
 * earlier fix's author ({@code triage.OtherPeoplesFixes}) takes in her postings when the store is closed and reopened
 * between them as in one run; her series' sibling part stays apart either way.
 */
class OtherPeoplesFixesStoreTest {
    private static final FactExtractor EXTRACTOR = new FactExtractor(ExtractSettings.defaults());
    private static final String HOST = "drivers/pci/controller/frob/pcie-frob-host.c";
    private static final String C = "Fixes: 1a2b3c4d5e6f (\"PCI: frob: Drop the stored bridge resources\")\n";
    private static final String ANN = "Ann Board <ann.board@example.com>";
    private static final String MO = "Mo Maintainer <mo@example.org>";

    @TempDir
    Path one;
    @TempDir
    Path two;

    private static String patch(String intro, String trailers, String lines) {
        return intro + "\n\n" + trailers + "Signed-off-by: S <s@example.org>\n---\n\ndiff --git a/" + HOST + " b/"
                + HOST + "\nindex 0123456..789abcd 100644\n--- a/" + HOST + "\n+++ b/" + HOST
                + "\n@@ -40,7 +40,7 @@ void frob_setup(struct frob *pp)\n context line\n" + lines + "\n";
    }

    private static List<byte[]> earlier() {
        return List.of(
                raw("ann-v2@x", null, ANN, "Tue, 20 Oct 2020 19:59:31 +0000",
                        "[PATCH V2] PCI: frob: Handle the prefetchable memory range",
                        patch("The second memory range is left unmapped.", C, "+\tfrob_map_pref(pp);")),
                raw("ann-s0@x", null, ANN, "Fri, 23 Oct 2020 19:56:52 +0000",
                        "[PATCH 0/3] Handle the prefetchable memory range", "Three patches.\n"),
                raw("ann-s2@x", "ann-s0@x", ANN, "Fri, 23 Oct 2020 19:56:54 +0000",
                        "[PATCH 2/3] PCI: frob: Program windows larger than 4GB",
                        patch("Allow windows above 4GB.", "", "+\tfrob_write_upper(pp, size);")),
                raw("ann-s3@x", "ann-s0@x", ANN, "Fri, 23 Oct 2020 19:56:55 +0000",
                        "[PATCH 3/3] PCI: frob: Handle the prefetchable memory range",
                        patch("The second memory range is left unmapped.", C, "+\tfrob_map_pref(pp);")));
    }

    private static List<byte[]> later() {
        return List.of(raw("mo@x", null, MO, "Mon, 26 Oct 2020 15:48:52 +0000",
                "[PATCH] PCI: frob: Set up the last memory range again",
                patch("Set up the last range again.", C + "Reported-by: Ann Board <ann.board@example.com>\n",
                        "-\twin = first;\n+\twin = last;")));
    }

    @Test
    void theCreditedFixTakesInTheEarlierPostingsAfterAReopenAsInOneRun() throws IOException {
        List<byte[]> all = new ArrayList<>(earlier());
        all.addAll(later());
        ingest(one, EXTRACTOR, all);
        ingest(two, EXTRACTOR, earlier());
        ingest(two, EXTRACTOR, later());
        String[] ids = {"mo@x", "ann-v2@x", "ann-s3@x", "ann-s2@x"};
        for (Path dir : List.of(one, two)) {
            List<String> c = clustersOf(dir, ids);
            assertNotNull(c.get(0), dir + ": " + c);
            assertEquals(c.get(0), c.get(1), dir + ": " + c);
            assertEquals(c.get(0), c.get(2), dir + ": " + c);
            assertNotEquals(c.get(0), c.get(3), dir + ": the sibling part stays out: " + c);
        }
    }
}
