package dev.lkmltriage.mail;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Golden tables for the body splitter: each case is text with a kind letter per line (P prose, A attribution,
 * Q quote, D diff, S signature, F footer) and the lines' expected kinds.
 */
class SpanSplitterTest {

    /** Kinds of each line, as letters, from the spans over {@code text}. */
    static String kinds(String text) {
        List<Span> spans = SpanSplitter.split(text, 0, text.length());
        StringBuilder sb = new StringBuilder();
        int line = 0;
        for (int i = 0; i < text.length(); i++) {
            if (i == 0 || text.charAt(i - 1) == '\n') {
                for (Span s : spans) {
                    if (s.contains(i)) {
                        sb.append(s.kind().name().charAt(0));
                    }
                }
                line++;
            }
        }
        return sb.toString();
    }

    private static void check(String expected, String... lines) {
        String text = String.join("\n", lines) + "\n";
        assertEquals(expected, kinds(text), text);
        partition(text);
    }

    static void partition(String text) {
        int at = 0;
        for (Span s : SpanSplitter.split(text, 0, text.length())) {
            assertEquals(at, s.start());
            at = s.end();
        }
        assertEquals(text.length(), at);
    }

    @Test
    void attributionAndQuotes() {
        check("PAQQQPP",
                "[ Adding relevant Cc:'s ]",
                "On Thu, 30 Aug 2007, n wrote:",
                "> I found a bug",
                ">",
                "> > nested quote",
                "",
                "My answer.");
        check("AAQ",
                "On Tue, Nov 24, 2020 at 03:50:01PM +0530, Vidya Sagar",
                "<vidyas@example.com> wrote:",
                "> Hi");
        check("APQ", "Quoting Bjorn Helgaas (2020-11-24 21:02:28):", "", "> text");
        check("AQ", "John Doe <jd@example.org> writes:", "> text");
        check("AQ", "* Jane <jane@example.org> [2019-05-01 10:00]:", "> text");
        check("AQ", "Am Mo., 3. Feb. 2020 um 10:00 Uhr schrieb Hans <h@example.de>:", "> text");
        check("PP", "Here is the log:", "[ 1.0] pci 0000:00:1c.0: PME# supported");
        check("PQ", "I think he wrote: something.", "> quoted");
    }

    @Test
    void outlookOriginalBelowATopPost() {
        check("PPAQQQQQFF",
                "Same here on 6.4.2.",
                "",
                "-----Original Message-----",
                "From: Ann <ann@example.org>",
                "Sent: Monday, 3 July 2023 10:00",
                "Subject: igb: link flaps",
                "",
                "Since 6.4 the link flaps.",
                "-",
                "To unsubscribe from this list: send the line \"unsubscribe netdev\" in");
        check("PAQQ", "Agreed.", "________________________________", "From: Bob", "text");
        check("PP", "A rule:", "________________________________");
    }

    @Test
    void blankLinesBetweenQuotesStayQuotes() {
        check("QQQPP", "> a", "", "> b", "", "reply");
    }

    @Test
    void diffHunksEndWhereTheCountsSay() {
        check("PPDDDDDDDDDPSS",
                "Fix the thing.",
                "---",
                "diff --git a/drivers/pci/quirks.c b/drivers/pci/quirks.c",
                "index 1234567..89abcde 100644",
                "--- a/drivers/pci/quirks.c",
                "+++ b/drivers/pci/quirks.c",
                "@@ -10,3 +10,3 @@ static void quirk(struct pci_dev *dev)",
                " \tint a;",
                "-\tint b;",
                "+\tint c;",
                "",
                "Thanks",
                "-- ",
                "2.25.1");
    }

    @Test
    void twoFilesAndAHunkCutShortByTheMail() {
        check("DDDDDDDDDDDP",
                "--- a/x.c",
                "+++ b/x.c",
                "@@ -1 +1 @@",
                "-a",
                "+b",
                "diff --git a/y.c b/y.c",
                "--- a/y.c",
                "+++ b/y.c",
                "@@ -1,5 +1,5 @@",
                " ctx",
                "-gone",
                "Sorry, the rest got lost.");
    }

    @Test
    void quotedDiffIsQuote() {
        check("AQQQQ", "On Mon, Bob wrote:", "> diff --git a/x b/x", "> --- a/x", "> +++ b/x", "> @@ -1 +1 @@");
    }

    @Test
    void signatures() {
        check("PSSS", "Thanks", "-- ", "Timo", "http://example.org/~timo");
        check("PSS", "Thanks", "--", "Timo");
        check("PPPPPPPPPPPPPP", "Output:", "--", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12");
        check("PSSAQ", "Top post.", "-- ", "Bob", "On Mon, Jane wrote:", "> original");
    }

    @Test
    void footers() {
        check("PFFFFF",
                "Text.",
                "-",
                "To unsubscribe from this list: send the line \"unsubscribe linux-kernel\" in",
                "the body of a message to majordomo@vger.kernel.org",
                "More majordomo info at  http://vger.kernel.org/majordomo-info.html",
                "Please read the FAQ at  http://www.tux.org/lkml/");
        check("PSSFFFF",
                "Text.",
                "-- ",
                "Jane",
                "_______________________________________________",
                "Linux-nvme mailing list",
                "Linux-nvme@lists.example.org",
                "http://lists.example.org/mailman/listinfo/linux-nvme");
        check("PFFFP",
                "Text.",
                "----------------------------------------------------------------------",
                "Get a free email address with REAL anti-spam protection.",
                "http://www.example.com/tag/1",
                "[ Adding relevant Cc:'s ]");
        check("PPPP",
                "Details:",
                "----------",
                "https://bugzilla.kernel.org/show_bug.cgi?id=12345",
                "has the full dmesg.");
        check("PPPP",
                "iperf says:",
                "------------------------------------------------------------",
                "Client connecting to gw, TCP port 5001",
                "------------------------------------------------------------");
    }

    @Test
    void textWithoutFinalNewlineAndEmptyText() {
        String t = "a\n> b";
        assertEquals("PQ", kinds(t));
        partition(t);
        assertEquals(List.of(), SpanSplitter.split("", 0, 0));
        partition("\n\n\n");
    }

    @Test
    void pathologicalLinesStayLinear() {
        StringBuilder sb = new StringBuilder();
        sb.append("x".repeat(5_000_000)).append('\n');
        for (int i = 0; i < 200_000; i++) {
            sb.append(i % 3 == 0 ? ">\n" : i % 3 == 1 ? "\n" : "-- \n");
        }
        sb.append("@@ -1,999999999 +1,999999999 @@\n".repeat(1000));
        sb.append("On x wrote:\n".repeat(100_000));
        String text = sb.toString();
        long t0 = System.nanoTime();
        List<Span> spans = SpanSplitter.split(text, 0, text.length());
        long ms = (System.nanoTime() - t0) / 1_000_000;
        partition(text);
        assertEquals(true, ms < TimeBudget.seconds(30).toMillis(), "took " + ms + " ms: catastrophic, not linear");
        assertEquals(true, new ArrayList<>(spans).size() > 1);
    }
}
