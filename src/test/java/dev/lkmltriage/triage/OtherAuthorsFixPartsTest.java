package dev.lkmltriage.triage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.report.Report;
import dev.lkmltriage.testkit.TimeBudget;
import java.nio.file.Path;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Session 16 (fixtures invented, in the shape of two people fixing one tool's build twice): each posts a two-part
 * series, part 1 a build error (quoting the compiler's error, blaming different commits, removing the same line),
 * part 2 a format warning (the same {@code Fixes:} commit and the same changed line). Each part ties the other
 * author's matching part, never its own sibling ({@link OtherAuthorsFixParts}). Near misses: a fix of the same
 * function without a diagnostic (a descriptor leak), the diagnostic without a shared removed line, a shared removed
 * line without the diagnostic, a lone patch, a feature part.
 */
class OtherAuthorsFixPartsTest {
    private final Clusterer clusterer = new Clusterer(ClusterWeights.load(Path.of("models")));

    private static final String ANN = "Ann Writer <ann.writer@example.com>";
    private static final String BEN = "Ben Other <ben.other@example.org>";
    private static final String FILE = "tools/foo/footest.c";

    private static Report mail(String id, String thread, String from, String date, String subject, String body) {
        return PatchText.mail(id, thread, from, date, subject, body);
    }

    /** A one-file diff with a function context on its hunk. */
    private static String patch(String changelog, String lines, String context) {
        return changelog + "\nSigned-off-by: Someone <someone@example.org>\n---\n " + FILE + " | 2 +-\n\n"
                + "diff --git a/" + FILE + " b/" + FILE + "\nindex 0123456..789abcd 100644\n--- a/" + FILE
                + "\n+++ b/" + FILE + "\n@@ -40,7 +40,7 @@ " + context + "\n context line\n" + lines + "\n";
    }

    private static String buildFix(String blamed, int line, String ret) {
        return patch("The tool no longer builds since " + blamed + ":\n\n"
                + "footest.c:" + line + ":9: error: void value not ignored as it ought to be\n"
                + "  return run_case(test);\n\nMake run_case() return the result.\n\nFixes: " + blamed
                + " (\"tools: foo: Exit with the test's result\")\n",
                "-static void run_case(struct foo_test *test)\n+static int run_case(struct foo_test *test)\n"
                        + " {\n-\t\treturn;\n+\t\treturn " + ret + ";", "struct foo_test {");
    }

    private static String warningFix(String intro) {
        return patch(intro + "\n\nfootest.c:203:4: warning: too many arguments for format [-Wformat-extra-args]\n\n"
                + "Fixes: 1122334455aa (\"tools: foo: Add -h to the options\")\n",
                "-\t\t\t\"\\t-s <size>\\t\\tSize of buffer {default: 100KB}\\n\",\n"
                        + "+\t\t\t\"\\t-s <size>\\t\\tSize of buffer {default: 100KB}\\n\"",
                "int main(int argc, char **argv)");
    }

    /** Ann's series: a cover and two parts answering it. */
    private void annSeries() {
        assertNull(clusterer.place(mail("a0@x", null, ANN, "Thu, 23 May 2019 20:14:22 +0000",
                "[PATCH 0/2] tools: foo: Fix broken footest build", "Two build fixes.\n")));
        clusterer.place(mail("a1@x", "a0@x", ANN, "Thu, 23 May 2019 20:14:23 +0000",
                "[PATCH 1/2] tools: foo: Fix broken footest compilation", buildFix("aa11bb22cc33", 232, "-ENODEV")));
        clusterer.place(mail("a2@x", "a0@x", ANN, "Thu, 23 May 2019 20:14:24 +0000",
                "[PATCH 2/2] tools: foo: Fix compiler warning in footest",
                warningFix("Fix the following warning:")));
    }

    @Test
    void twoAuthorsFixPartsOfOneBugTieAndTheirSiblingsStayApart() {
        annSeries();
        // A month later Ben posts his own pair: part 1 starts the thread, part 2 answers it.
        Clusterer.Placement b1 = clusterer.place(mail("b1@x", null, BEN, "Fri, 28 Jun 2019 13:12:17 +0000",
                "[PATCH v1 1/2] tools: foo: Fix compilation error", buildFix("dd44ee55ff66", 221, "fd")));
        assertNotNull(b1, "the same error quoted, the same line removed");
        assertTrue(b1.reason().contains("fix part a1@x"), b1.reason());
        Clusterer.Placement b2 = clusterer.place(mail("b2@x", "b1@x", BEN, "Fri, 28 Jun 2019 13:12:18 +0000",
                "[PATCH v1 2/2] tools: foo: Fix a typo in usage messages",
                warningFix("The commit adding -h left a trailing comma.")));
        assertNotNull(b2, "the same Fixes: commit and the same changed line");
        assertTrue(b2.reason().contains("fix part a2@x"), b2.reason());
        assertNotEquals(b1.clusterId(), b2.clusterId(), "two bugs, though b2 answers b1 in one thread");
        assertEquals(b1.clusterId(), clusterer.clusterOf("a1@x"));
        assertEquals(b2.clusterId(), clusterer.clusterOf("a2@x"));
        assertEquals(Set.of("a1@x", "a2@x"), clusterer.drainLinked().keySet());
        assertNull(clusterer.clusterOf("a0@x"), "the cover comes with neither");
    }

    @Test
    void theSameFunctionWithoutTheDiagnosticOrTheLineTiesNothing() {
        annSeries();
        // A descriptor leak fixed in the same function, no diagnostic, another line.
        assertNull(clusterer.place(mail("c1@x", null, BEN, "Fri, 25 Oct 2019 01:35:55 +0000",
                "[PATCH 1/2] tools: foo: Fix fd leakage", patch("Close the device when the test ends.\n",
                        "-\tfflush(stdout);\n+\tclose(fd);\n+\tfflush(stdout);", "struct foo_test {"))));
        // The error quoted, but the fix removes none of the lines the earlier one removed.
        assertNull(clusterer.place(mail("c2@x", null, BEN, "Sat, 26 Oct 2019 01:35:55 +0000",
                "[PATCH 1/2] tools: foo: Fix build of run_case",
                patch("footest.c:232:9: error: void value not ignored as it ought to be\n",
                        "-\treturn run_case(test);\n+\trun_case(test);\n+\treturn 0;",
                        "int main(int argc, char **argv)"))));
        // The same line removed, with no diagnostic and another commit: a change of the same code.
        assertNull(clusterer.place(mail("c3@x", null, BEN, "Sun, 27 Oct 2019 01:35:55 +0000",
                "[PATCH 1/2] tools: foo: Fix the result of run_case",
                patch("Report the result to the caller.\n\nFixes: 99aa88bb77cc (\"tools: foo: Add run_case\")\n",
                        "-static void run_case(struct foo_test *test)\n+static long run_case(struct foo_test *test)",
                        "struct foo_test {"))));
        // A lone patch and a feature part quoting the error and removing the line are no fix parts.
        assertNull(new OtherAuthorsFixParts().earlier(mail("c4@x", null, BEN, "Mon, 28 Oct 2019 01:35:55 +0000",
                "[PATCH] tools: foo: Fix compilation error", buildFix("dd44ee55ff66", 221, "fd")).mail(),
                "c4@x", "c4@x"));
        assertNull(clusterer.place(mail("c5@x", null, BEN, "Tue, 29 Oct 2019 01:35:55 +0000",
                "[PATCH 1/2] tools: foo: Return the result from run_case", buildFix("dd44ee55ff66", 221, "fd"))));
        assertTrue(clusterer.drainLinked().isEmpty());
    }

    @Test
    void theSameSenderOrTheSameThreadIsNotAnotherAuthor() {
        OtherAuthorsFixParts parts = new OtherAuthorsFixParts();
        parts.remember("a1@x", "a0@x", "[PATCH 1/2] tools: foo: Fix broken footest compilation", ANN,
                buildFix("aa11bb22cc33", 232, "-ENODEV"));
        assertNull(parts.earlier(mail("a9@x", "a8@x", ANN, "Fri, 28 Jun 2019 13:12:17 +0000",
                "[PATCH 1/2] tools: foo: Fix compilation error", buildFix("dd44ee55ff66", 221, "fd")).mail(),
                "a8@x", "a9@x"), "the same sender: RepostedFixParts' case");
        assertNull(parts.earlier(mail("b1@x", "a0@x", BEN, "Fri, 28 Jun 2019 13:12:17 +0000",
                "[PATCH 1/2] tools: foo: Fix compilation error", buildFix("dd44ee55ff66", 221, "fd")).mail(),
                "a0@x", "b1@x"), "the same thread");
        assertEquals("a1@x", parts.earlier(mail("b1@x", null, BEN, "Fri, 28 Jun 2019 13:12:17 +0000",
                "[PATCH 1/2] tools: foo: Fix compilation error", buildFix("dd44ee55ff66", 221, "fd")).mail(),
                "b1@x", "b1@x"));
    }

    @Test
    void restoredPartsTieAsRememberedOnes() {
        clusterer.restoreFixPart("a1@x", "a0@x", "[PATCH 1/2] tools: foo: Fix broken footest compilation", ANN,
                buildFix("aa11bb22cc33", 232, "-ENODEV"));
        clusterer.restoreFixPart("a2@x", "a0@x", "[PATCH 2/2] tools: foo: Fix compiler warning in footest", ANN,
                warningFix("Fix the following warning:"));
        clusterer.restoreFixPart("n1@x", "n1@x", "[PATCH 1/2] tools: foo: Fix it", ANN, null);
        Clusterer.Placement b2 = clusterer.place(mail("b2@x", "b1@x", BEN, "Fri, 28 Jun 2019 13:12:18 +0000",
                "[PATCH v1 2/2] tools: foo: Fix a typo in usage messages", warningFix("A trailing comma.")));
        assertNotNull(b2);
        assertEquals(Set.of("a2@x"), clusterer.drainLinked().keySet());
    }

    @Test
    void hostileTextStaysLinear() {
        String huge = buildFix("aa11bb22cc33", 232, "-ENODEV")
                + ("-\t" + "x".repeat(5_000) + "\n+\t" + "y".repeat(50) + "\n").repeat(400)
                + "footest.c:1:1: error: " + "z".repeat(100_000) + "\n";
        String manyErrors = ("footest.c:1:1: error: void value not ignored as it ought to be\n").repeat(20_000)
                + buildFix("aa11bb22cc33", 232, "-ENODEV");
        java.util.List<Report> parts = new java.util.ArrayList<>();
        for (int i = 0; i < 2_000; i++) {
            parts.add(mail("h" + i + "@x", "t" + i + "@x", "P" + i + " <p" + i + "@example.org>",
                    "Thu, 23 May 2019 20:14:23 +0000", "[PATCH 1/2] tools: foo: Fix broken footest compilation",
                    i % 500 == 0 ? huge : i % 500 == 1 ? manyErrors : buildFix("aa11bb22cc33", 232, "-ENODEV")));
        }
        // session 36: the test took 1.4 s of its old 10 s budget in a full run, under a tenfold margin, so a machine
        // five times slower could fail it; a quadratic walk on these megabyte inputs takes hours, and still fails.
        assertTimeoutPreemptively(TimeBudget.seconds(30), () -> {
            OtherAuthorsFixParts others = new OtherAuthorsFixParts();
            for (Report r : parts) {
                others.earlier(r.mail(), r.threadId(), r.messageId());
                others.remember(r.messageId(), r.threadId(), r.mail().subject(), r.mail().from(), r.mail().text());
            }
            assertTrue(OtherAuthorsFixParts.removed("diff --git a/x b/x\n" + "-".repeat(2_000_000)).isEmpty());
            assertTrue(BuildWarnings.ofChangelog(": error:".repeat(200_000)).isEmpty());
        });
    }
}
