package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.testkit.TimeBudget;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Session 48 (speed49): exact cuts held to the code they replace. {@link DescribedDrivers} asks each head of a text
 * once through a {@link Needle} ({@link DescribedDrivers.Heads}) instead of walking every line for each head;
 * {@link IperfScanner#banner(String, int, int)} compares a line only with the banners its first letter can open;
 * {@link OwnText#of} writes a Latin-1 run in a loop of its own.
 */
class ExactCuts49Test {
    private static DescribedDrivers reader;

    @BeforeAll
    static void load() {
        reader = new DescribedDrivers(DriverTable.load(HwMails.withoutIds()),
                ModelFiles.load(HwMails.withoutIds(), DriverExtractor.PROMPTS_FILE, DriverPrompts::read,
                        DriverPrompts.EMPTY));
    }

    /** Pieces of prose around the four heads, with near misses ("drivers", "driver-specific", no blank before). */
    private static final String[] PIECES = {
        "the", " ", "  ", "\t", "an ", "this ", "The ", "AMD IOMMU", " driver", " drivers", " driver.", " driver-",
        " driver_x", "driver", " implementation", " implementations", " frontend", " front-end", " front-endx",
        "Xen PCI", " endpoint test", " Intel PMT telemetry", "stm32 remoteproc", " DesignWare eDMA", " of ", " for ",
        "(", ")", ",", ".", "e.g.", " out-of-tree", " pci-endpoint-test", " \u0416", "\u00e9", "x", "\r", "\n",
        " drive", " driv", " d", " f", " i"};

    private static String randomText(Random r) {
        StringBuilder b = new StringBuilder();
        int parts = r.nextInt(40);
        for (int p = 0; p < parts; p++) {
            b.append(PIECES[r.nextInt(PIECES.length)]);
        }
        return b.toString();
    }

    /** The text's line ranges, as a line walk hands them to the reader: forward, each once. */
    private static List<int[]> lines(String text) {
        List<int[]> out = new ArrayList<>();
        int k = 0;
        while (k <= text.length()) {
            int nl = text.indexOf('\n', k);
            int end = nl < 0 ? text.length() : nl;
            out.add(new int[] {k, end});
            k = end + 1;
        }
        return out;
    }

    @Test
    void headsAnswerAsTheWalkLineByLine() {
        Random r = new Random(48);
        int named = 0;
        for (int n = 0; n < 40_000; n++) {
            String text = randomText(r);
            DescribedDrivers.Heads heads = new DescribedDrivers.Heads(text);
            for (int[] l : lines(text)) {
                Set<String> walk = new LinkedHashSet<>();
                Set<String> cut = new LinkedHashSet<>();
                reader.scan(text, l[0], l[1], walk);
                reader.scan(text, l[0], l[1], cut, heads);
                assertEquals(List.copyOf(walk), List.copyOf(cut), text);
                named += walk.size();
            }
        }
        // the readings are exercised, not only the empty answer
        assertTrue(named > 100, "names read: " + named);
    }

    @Test
    void headsAnswerAsTheWalkOnAnyRangeInAnyOrder() {
        Random r = new Random(49);
        for (int n = 0; n < 20_000; n++) {
            String text = randomText(r);
            DescribedDrivers.Heads heads = new DescribedDrivers.Heads(text);
            for (int q = 0; q < 6; q++) {
                // backwards, overlapping, past either end, empty and reversed ranges
                int from = r.nextInt(text.length() + 6) - 3;
                int to = r.nextInt(text.length() + 6) - 3;
                Set<String> walk = new LinkedHashSet<>();
                Set<String> cut = new LinkedHashSet<>();
                reader.scan(text, from, to, walk);
                reader.scan(text, from, to, cut, heads);
                assertEquals(List.copyOf(walk), List.copyOf(cut), () -> text + " " + from + ".." + to);
            }
        }
    }

    @Test
    void headsOfAnotherTextAreNotAsked() {
        String text = "I loaded the endpoint test driver on the host side.";
        // an equal text that is another object: the walk answers, as without heads
        String other = new String("I loaded the endpoint test driver on the host side.".toCharArray());
        DescribedDrivers.Heads heads = new DescribedDrivers.Heads(other);
        Set<String> out = new LinkedHashSet<>();
        reader.scan(text, 0, text.length(), out, heads);
        assertEquals(Set.of("pci-endpoint-test"), out);
        Set<String> none = new LinkedHashSet<>();
        DescribedDrivers.Heads shorter = new DescribedDrivers.Heads("");
        reader.scan(text, 0, text.length(), none, shorter);
        assertEquals(Set.of("pci-endpoint-test"), none);
    }

    @Test
    void hostileLinesStayLinear() {
        // a line of 200,000 blanks, another of 20,000 heads: the needles answer each in one search
        String blanks = " ".repeat(200_000) + "\n" + " driver".repeat(20_000);
        assertTimeoutPreemptively(TimeBudget.seconds(20), () -> {
            DescribedDrivers.Heads heads = new DescribedDrivers.Heads(blanks);
            for (int[] l : lines(blanks)) {
                Set<String> out = new LinkedHashSet<>();
                reader.scan(blanks, l[0], l[1], out, heads);
                assertTrue(out.isEmpty());
            }
        });
    }

    /** The banner test as it was: the first letter's five, then all six banners compared. */
    private static boolean oldBanner(String s, int from, int to) {
        if (from >= to) {
            return false;
        }
        char c = Character.toLowerCase(s.charAt(from));
        if (c != 'c' && c != 's' && c != 'a' && c != 'r' && c != 'i') {
            return false;
        }
        for (String b : IperfScanner.BANNERS) {
            if (s.regionMatches(true, from, b, 0, b.length())) {
                return true;
            }
        }
        return false;
    }

    @Test
    void everyCharOpeningABannerAnswersAsAllSixCompared() {
        // every char in front of each banner's rest, and alone: İ (U+0130), the Kelvin sign, ſ (U+017F) included
        for (int code = 0; code <= 0xffff; code++) {
            char ch = (char) code;
            for (String b : IperfScanner.BANNERS) {
                String line = ch + b.substring(1);
                assertEquals(oldBanner(line, 0, line.length()), IperfScanner.banner(line, 0, line.length()),
                        () -> "U+" + Integer.toHexString(ch) + " " + b);
                String upper = ch + b.substring(1).toUpperCase(java.util.Locale.ROOT);
                assertEquals(oldBanner(upper, 0, upper.length()), IperfScanner.banner(upper, 0, upper.length()),
                        upper);
            }
            String alone = String.valueOf(ch);
            assertEquals(oldBanner(alone, 0, 1), IperfScanner.banner(alone, 0, 1));
        }
        assertTrue(IperfScanner.banner("\u0130perf Done", 0, 11));
        assertTrue(IperfScanner.banner("Client connecting to 10.0.0.1", 0, 30));
        assertFalse(IperfScanner.banner("\u017ferver listening on 5201", 0, 24));
    }

    @Test
    void randomLinesAnswerAsAllSixCompared() {
        Random r = new Random(50);
        String[] pieces = {"client ", "Client", "CONNECTING", " connecting", "to", " to", "server", " listening",
            " on", "accepted", " connection", " from", "reverse", " mode", "iperf", " done", "Iperf", "x", " ",
            "\u0130", "\u017f", "\u212a", "-", "[  5]"};
        for (int n = 0; n < 200_000; n++) {
            StringBuilder b = new StringBuilder();
            int parts = r.nextInt(6);
            for (int p = 0; p < parts; p++) {
                b.append(pieces[r.nextInt(pieces.length)]);
            }
            String s = b.toString();
            int from = s.isEmpty() ? 0 : r.nextInt(s.length() + 1);
            // a line's end is at most the text's, as FigureLines gives it
            int to = from + r.nextInt(s.length() - from + 1);
            assertEquals(oldBanner(s, from, to), IperfScanner.banner(s, from, to), () -> s + " " + from + ".." + to);
        }
        // malformed: an empty or reversed range
        assertFalse(IperfScanner.banner("iperf done", 3, 3));
        assertFalse(IperfScanner.banner("iperf done", 5, 2));
    }

    /** Latin-1 runs, wide characters and quoted lines in every order: the two loops against the old path. */
    @Test
    void ownTextTwoLoopsAreTheOldPath() {
        String[] pieces = {"Own ", "TEXT", "\u00c9\u00e0\u00ff", "\u00df", "\u0416\u0436", "\u212a", "\u0130",
            "\u03a3", "\ud801\udc00", "\n", "\n> quoted \u0416\n", "\r\n", "diff --git a/x b/x\n", "--- a/x\n",
            "+++ b/x\n", "Signed-off-by: A <a@x>\n", ">", " ", ""};
        Random r = new Random(51);
        for (int n = 0; n < 30_000; n++) {
            StringBuilder b = new StringBuilder();
            int parts = r.nextInt(16);
            for (int p = 0; p < parts; p++) {
                b.append(pieces[r.nextInt(pieces.length)]);
            }
            Mail m = VersionsMails.mail("s", b.toString());
            assertEquals(OwnText.slow(m), OwnText.of(m), () -> "text: " + b);
        }
    }
}
