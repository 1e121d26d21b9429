package dev.lkmltriage.index;

import static dev.lkmltriage.index.StorePuts.clustersOf;
import static dev.lkmltriage.index.StorePuts.ingest;
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
 * Issue 4 for session 16's ties (fixtures invented): another author's fix part of the same bug
 * ({@code triage.OtherAuthorsFixParts}) and an earlier revert of the commit a later fix fixes
 * ({@code triage.EarlierReverts}) tie the same when the store is closed and reopened between the earlier message
 * and the later one as in one run; what stays apart in one run (a sibling part, a revert's series sibling) stays apart.
 */
class FixesByOthersStoreTest {
    private static final FactExtractor EXTRACTOR = new FactExtractor(ExtractSettings.defaults());
    private static final String TOOL = "tools/foo/footest.c";

    @TempDir
    Path one;
    @TempDir
    Path two;

    private static byte[] mail(String id, String parent, String from, String date, String subject, String body) {
        return StorePuts.raw(id, parent, from, date, subject, body);
    }

    private static String diff(String path, String context, String lines) {
        return "diff --git a/" + path + " b/" + path + "\nindex 0123456..789abcd 100644\n--- a/" + path + "\n+++ b/"
                + path + "\n@@ -40,7 +40,7 @@ " + context + "\n context line\n" + lines + "\n";
    }

    private static String buildFix(String blamed, int line) {
        return "footest.c:" + line + ":9: error: void value not ignored as it ought to be\n\nFixes: " + blamed
                + " (\"tools: foo: Exit with the result\")\nSigned-off-by: A <a@example.org>\n---\n\n"
                + diff(TOOL, "struct foo_test {", "-static void run_case(struct foo_test *test)\n"
                + "+static int run_case(struct foo_test *test)");
    }

    private static String warningFix() {
        return "footest.c:203:4: warning: too many arguments for format\n\nFixes: 1122334455aa (\"tools: foo: Add -h"
                + "\")\nSigned-off-by: A <a@example.org>\n---\n\n" + diff(TOOL, "int main(int argc, char **argv)",
                "-\t\"\\t-s <size>\\t\\tSize of buffer {default: 100KB}\\n\",\n"
                        + "+\t\"\\t-s <size>\\t\\tSize of buffer {default: 100KB}\\n\"");
    }

    private static final String ANN = "Ann Writer <ann.writer@example.com>";
    private static final String BEN = "Ben Other <ben.other@example.org>";
    private static final String MO = "Mo Maintainer <mo@example.org>";
    private static final String KAI = "Kai Author <kai.author@example.com>";
    private static final String MAKE = "drivers/pci/pcie/Makefile";

    private static List<byte[]> earlier() {
        return List.of(
                mail("a0@x", null, ANN, "Thu, 23 May 2019 20:14:22 +0000", "[PATCH 0/2] tools: foo: Fix the build",
                        "Two fixes.\n"),
                mail("a1@x", "a0@x", ANN, "Thu, 23 May 2019 20:14:23 +0000",
                        "[PATCH 1/2] tools: foo: Fix broken footest compilation", buildFix("aa11bb22cc33", 232)),
                mail("a2@x", "a0@x", ANN, "Thu, 23 May 2019 20:14:24 +0000",
                        "[PATCH 2/2] tools: foo: Fix compiler warning in footest", warningFix()),
                mail("s0@x", null, MO, "Mon, 29 Apr 2019 18:56:10 +0000", "[PATCH 0/2] PCI/LINK: Rework it",
                        "Revert it, then add it back.\n"),
                mail("s1@x", "s0@x", MO, "Mon, 29 Apr 2019 18:56:11 +0000",
                        "[PATCH 1/2] Revert \"PCI/LINK: Report link changes\"",
                        "This reverts commit e1d2c3b4a5f6a7b8.\n\nSigned-off-by: Mo <mo@example.org>\n---\n\n"
                                + diff(MAKE, "", "-obj-y += foo_notify.o")),
                mail("s2@x", "s0@x", MO, "Mon, 29 Apr 2019 18:56:12 +0000",
                        "[PATCH 2/2] PCI/LINK: Add it back behind a switch",
                        "Add it back.\n\nSigned-off-by: Mo <mo@example.org>\n---\n\n"
                                + diff(MAKE, "", "+obj-$(CONFIG_FOO) += foo_notify.o")));
    }

    private static String option() {
        return "An option, off by default.\n\nFixes: e1d2c3b4a5f6 (\"PCI/LINK: Report link changes\")\n"
                + "Signed-off-by: Kai <kai.author@example.com>\n---\n\n"
                + diff(MAKE, "", "-obj-y += foo_notify.o\n+obj-$(CONFIG_FOO_NOTIFY) += foo_notify.o");
    }

    private static List<byte[]> later() {
        return List.of(
                mail("b1@x", null, BEN, "Fri, 28 Jun 2019 13:12:17 +0000", "[PATCH v1 1/2] tools: foo: Fix compilation error",
                        buildFix("dd44ee55ff66", 221)),
                mail("b2@x", "b1@x", BEN, "Fri, 28 Jun 2019 13:12:18 +0000",
                        "[PATCH v1 2/2] tools: foo: Fix a typo in usage messages", warningFix()),
                mail("k1@x", null, KAI, "Wed, 1 May 2019 13:22:48 +0000",
                        "[PATCH] PCI/LINK: Add a build switch (off by default)", option()),
                mail("k2@x", null, KAI, "Wed, 1 May 2019 14:29:42 +0000",
                        "[PATCHv2] PCI/LINK: Add a build switch (off by default)", option()));
    }

    @Test
    void theLaterFixesTieTheEarlierOnesAfterAReopenAsInOneRun() throws IOException {
        List<byte[]> all = new ArrayList<>(earlier());
        all.addAll(later());
        ingest(one, EXTRACTOR, all);
        ingest(two, EXTRACTOR, earlier());
        ingest(two, EXTRACTOR, later());
        String[] ids = {"a1@x", "b1@x", "a2@x", "b2@x", "s1@x", "k2@x", "s0@x", "s2@x"};
        for (Path dir : List.of(one, two)) {
            List<String> c = clustersOf(dir, ids);
            assertNotNull(c.get(0), dir + ": " + c);
            assertEquals(c.get(0), c.get(1), "one build error, two authors: " + c);
            assertNotNull(c.get(2), dir + ": " + c);
            assertEquals(c.get(2), c.get(3), "one warning, two authors: " + c);
            assertNotEquals(c.get(0), c.get(2), "two bugs: " + c);
            assertNotNull(c.get(4), "the revert: " + c);
            assertEquals(c.get(4), c.get(5), "the revert joins the later fix of its commit: " + c);
            assertNotEquals(c.get(4), c.get(6), "its cover stays out: " + c);
            assertNotEquals(c.get(4), c.get(7), "its sibling stays out: " + c);
        }
        assertEquals(clustersOf(one, ids).stream().map(c -> c == null).toList(),
                clustersOf(two, ids).stream().map(c -> c == null).toList());
    }
}
