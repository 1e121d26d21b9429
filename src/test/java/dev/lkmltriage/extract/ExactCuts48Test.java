package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Session 47 (speed48): exact cuts held to the code they replace. {@link LineMatches} gives the matches of a
 * line-anchored pattern as the plain {@code find()} over the whole text does, trying only the lines with its literal.
 */
class ExactCuts48Test {
    /** Each match as start, end and group 1, from the plain matcher. */
    private static List<String> plain(Pattern p, String text) {
        List<String> out = new ArrayList<>();
        Matcher m = p.matcher(text);
        while (m.find()) {
            out.add(m.start() + "-" + m.end() + ":" + m.group(1));
        }
        return out;
    }

    private static List<String> cut(Pattern p, String text, String literal) {
        List<String> out = new ArrayList<>();
        LineMatches m = new LineMatches(p, text, literal);
        while (m.find()) {
            out.add(m.start() + "-" + m.end() + ":" + m.group(1));
        }
        assertFalse(m.find(), "stays done");
        return out;
    }

    private static final String[] KCONFIG_PIECES = {"drivers/", "sound/", "pci/", "controller/", "dwc/", "Kconfig",
        "Kconfig", " | 2 +", " |  14 ", " b/", "diff --git a/", "> ", ">", ">>", "\n", "\n", "\r", "\r\n", "\u0085",
        "\u2028", "\u2029", " ", "\t", "x", "_", "-", ".", "/", "1", "|", "a/", "\u00e9", "\u4e2d"};

    private static final String[] LINE_HEADS = {"", " ", "> ", "> > ", ">>", "\t", "diff --git a/", "x ", "\n"};
    private static final String[] LINE_TAILS = {" | 2 +", "  |  14 ", " b/", " |", " ", "\t| 1", "", "| 3"};

    /** Random texts of the pieces a diffstat's Kconfig line is made of, line ends of every kind between them. */
    @Test
    void theKconfigFileSearchFindsWhatThePlainFindFinds() {
        Random r = new Random(4748);
        int withMatch = 0;
        for (int round = 0; round < 40_000; round++) {
            StringBuilder b = new StringBuilder();
            int pieces = r.nextInt(40);
            for (int i = 0; i < pieces; i++) {
                if (r.nextInt(4) == 0) {
                    // a line shaped like a diffstat's or a diff header's, often whole, sometimes broken by a piece
                    b.append(LINE_HEADS[r.nextInt(LINE_HEADS.length)]).append(r.nextBoolean() ? "drivers/" : "sound/")
                            .append("frob/").append(r.nextBoolean() ? "" : "pci-x.y/").append("Kconfig")
                            .append(LINE_TAILS[r.nextInt(LINE_TAILS.length)]);
                }
                b.append(KCONFIG_PIECES[r.nextInt(KCONFIG_PIECES.length)]);
            }
            String text = b.toString();
            List<String> want = plain(DriverExtractor.KCONFIG_FILE, text);
            withMatch += want.isEmpty() ? 0 : 1;
            assertEquals(want, cut(DriverExtractor.KCONFIG_FILE, text, "Kconfig"), text);
        }
        assertTrue(withMatch > 200, "the draw makes matches: " + withMatch);
    }

    @Test
    void kconfigLinesAsMailWritesThem() {
        String text = "Hi,\n\nthe patch below touches the frob Kconfig.\n---\n"
                + " drivers/pci/controller/dwc/Kconfig | 10 ++++\n"
                + " drivers/pci/controller/dwc/Makefile | 1 +\n"
                + "> > sound/soc/frob/Kconfig  |  2 +-\r\n"
                + "diff --git a/drivers/misc/frob/Kconfig b/drivers/misc/frob/Kconfig\n"
                + "drivers/pci/Kconfig | 1 +\n" // a subsystem's own directory: no two parts, no match
                + "\u2028  drivers/net/frob/Kconfig\t| 3 ++-";
        List<String> want = plain(DriverExtractor.KCONFIG_FILE, text);
        assertEquals(4, want.size(), want.toString());
        assertEquals(want, cut(DriverExtractor.KCONFIG_FILE, text, "Kconfig"));
    }

    /** Another line-anchored pattern and literal: a Makefile's object line. */
    @Test
    void anotherLineAnchoredPatternAgrees() {
        Pattern obj = Pattern.compile("(?m)^[+ ]?obj-\\$\\(CONFIG_[A-Z0-9_]+\\)\\s*\\+= ([a-z0-9_-]+)\\.o");
        String[] pieces = {"obj-", "$(CONFIG_", "FROB", "_PCI", ")", " += ", "+=", "frob", "-pci", ".o", "+", " ",
            "\n", "\r", "\u2029", "x", "obj-$(CONFIG_X) += y.o"};
        Random r = new Random(48);
        int withMatch = 0;
        for (int round = 0; round < 20_000; round++) {
            StringBuilder b = new StringBuilder();
            int n = r.nextInt(30);
            for (int i = 0; i < n; i++) {
                b.append(pieces[r.nextInt(pieces.length)]);
            }
            String text = b.toString();
            List<String> want = plain(obj, text);
            withMatch += want.isEmpty() ? 0 : 1;
            assertEquals(want, cut(obj, text, "obj-"), text);
        }
        assertTrue(withMatch > 200, "the draw makes matches: " + withMatch);
    }

    @Test
    void malformedAndHostileInput() {
        assertEquals(List.of(), cut(DriverExtractor.KCONFIG_FILE, "", "Kconfig"));
        assertEquals(List.of(), cut(DriverExtractor.KCONFIG_FILE, "\n\r\n\u2028", "Kconfig"));
        assertEquals(List.of(), cut(DriverExtractor.KCONFIG_FILE, "Kconfig", "Kconfig"));
        assertThrows(IllegalArgumentException.class, () -> new LineMatches(DriverExtractor.KCONFIG_FILE, "x", ""));
        assertThrows(NullPointerException.class, () -> new LineMatches(DriverExtractor.KCONFIG_FILE, null, "K"));
        // one line of 200,000 literals and a line of many short lines with one each: linear, and as the plain find
        String oneLine = "drivers/a/b/Kconfig".repeat(10_000);
        String manyLines = " drivers/a/b/Kconfig | 1 +\n".repeat(10_000);
        assertTimeoutPreemptively(TimeBudget.seconds(20), () -> {
            assertEquals(plain(DriverExtractor.KCONFIG_FILE, oneLine),
                    cut(DriverExtractor.KCONFIG_FILE, oneLine, "Kconfig"));
            assertEquals(10_000, cut(DriverExtractor.KCONFIG_FILE, manyLines, "Kconfig").size());
        });
    }

    private static final String[] SYMBOL_PIECES = {"CONFIG_", "CONFIG_", "# ", "#", " ", "FOO", "_BAR", "PCI", "1",
        "=y", "=m", "=n", "=\"x y\"", "=\"", " is not set", "=0x1f", "=-12", "a", "_", "*", "(", ")", "\t", "/",
        "\n", "\r", "\u00e9", "# CONFIG_FOO is not set", "CONFIG_CONFIG_"};

    /** Each match as start, end and groups 1-3, from the plain region's find. */
    private static List<String> plainIn(Pattern p, String text, int from, int to) {
        List<String> out = new ArrayList<>();
        Matcher m = p.matcher(text).region(from, to);
        while (m.find()) {
            out.add(m.start() + "-" + m.end() + ":" + m.group(1) + "|" + m.group(2) + "|" + m.group(3));
        }
        return out;
    }

    private static List<String> cutIn(Pattern p, String text, int from, int to) {
        List<String> out = new ArrayList<>();
        LineMatches.InLine in = new LineMatches.InLine(p, text, from, to, "CONFIG_", "# ");
        Matcher m = in.matcher();
        while (in.find()) {
            out.add(m.start() + "-" + m.end() + ":" + m.group(1) + "|" + m.group(2) + "|" + m.group(3));
        }
        assertFalse(in.find(), "stays done");
        return out;
    }

    /**
     * The config symbols of random lines, on regions that end a line (the cut) and regions that end anywhere (the
     * plain fallback), from offset 0 and from inside the text (a line's content after its quote marks).
     */
    @Test
    void theConfigSymbolSearchFindsWhatThePlainRegionFindFinds() {
        Random r = new Random(4847);
        int withMatch = 0;
        for (int round = 0; round < 60_000; round++) {
            StringBuilder b = new StringBuilder();
            int pieces = r.nextInt(24);
            for (int i = 0; i < pieces; i++) {
                b.append(SYMBOL_PIECES[r.nextInt(SYMBOL_PIECES.length)]);
            }
            String text = b.toString();
            int from = text.isEmpty() ? 0 : r.nextInt(text.length() + 1);
            int to;
            if (r.nextBoolean()) {
                // a line's end: the first '\n' or '\r' at or after from, or the text's end
                int nl = from;
                while (nl < text.length() && text.charAt(nl) != '\n' && text.charAt(nl) != '\r') {
                    nl++;
                }
                to = nl;
            } else {
                to = from + r.nextInt(text.length() - from + 1);
            }
            List<String> want = plainIn(ConfigExtractor.SYMBOL, text, from, to);
            withMatch += want.isEmpty() ? 0 : 1;
            assertEquals(want, cutIn(ConfigExtractor.SYMBOL, text, from, to), () -> text + " [" + from + "," + to + ")");
        }
        assertTrue(withMatch > 5000, "the draw makes matches: " + withMatch);
    }

    @Test
    void configLinesAsMailWritesThem() {
        String[] lines = {"# CONFIG_PCIE_FROB is not set", "CONFIG_PCIE_FROB=y CONFIG_PCIE_FROB_DEBUG=m",
            "  with CONFIG_X86_64=y and #CONFIG_Y=n (CONFIG_Z_*)", "CONFIG_FROB_MODE=\"fast\" and CONFIG_A=0x10",
            "xCONFIG_NOT=y CONFIG_", "> # CONFIG_QUOTED is not set"};
        for (String line : lines) {
            String text = "head\n" + line + "\r\nnext CONFIG_AFTER=y\n";
            int from = 5;
            int to = 5 + line.length();
            assertEquals(plainIn(ConfigExtractor.SYMBOL, text, from, to),
                    cutIn(ConfigExtractor.SYMBOL, text, from, to), line);
            // a region inside the line, on the character after it a letter: the plain find, as before
            assertEquals(plainIn(ConfigExtractor.SYMBOL, text, from + 2, to - 1),
                    cutIn(ConfigExtractor.SYMBOL, text, from + 2, to - 1), line);
        }
        assertThrows(IllegalArgumentException.class,
                () -> new LineMatches.InLine(ConfigExtractor.SYMBOL, "CONFIG_X", 3, 2, "CONFIG_", "# "));
        assertThrows(IllegalArgumentException.class,
                () -> new LineMatches.InLine(ConfigExtractor.SYMBOL, "CONFIG_X", 0, 9, "CONFIG_", "# "));
        assertThrows(IllegalArgumentException.class,
                () -> new LineMatches.InLine(ConfigExtractor.SYMBOL, "CONFIG_X", 0, 8, "", "# "));
        String many = "CONFIG_A=y ".repeat(20_000);
        assertTimeoutPreemptively(TimeBudget.seconds(20), () -> assertEquals(
                plainIn(ConfigExtractor.SYMBOL, many, 0, many.length()),
                cutIn(ConfigExtractor.SYMBOL, many, 0, many.length())));
    }

    private static final String[] ONSET_PIECES = {"the bug ", "this ", "it ", "that ", "regression ", "was ",
        "first ", "only ", "introduced ", "appeared ", "started ", "showed up ", "in", "with", "on", " ", "the ",
        "linux", "kernel", "version", "release", "\n", "\r", "\r\n", "\u2028", "\u0085", "x", "-", "not ", "in ",
        "started in the kernel ", "problem was introduced in"};

    /**
     * {@link OnsetPhrases#mayEndPhrase} is true wherever the phrase's pattern finds a match (so {@code marks}, which
     * asks it first, answers as before), and false on most texts.
     */
    @Test
    void theOnsetPrecheckHoldsWhereverThePhraseMatches() {
        Random r = new Random(4849);
        int matched = 0;
        int refused = 0;
        for (int round = 0; round < 200_000; round++) {
            StringBuilder b = new StringBuilder();
            int pieces = r.nextInt(10);
            for (int i = 0; i < pieces; i++) {
                b.append(ONSET_PIECES[r.nextInt(ONSET_PIECES.length)]);
            }
            String text = b.toString();
            boolean finds = OnsetPhrases.PHRASE.matcher(text).find();
            boolean may = OnsetPhrases.mayEndPhrase(text);
            if (finds) {
                matched++;
                assertTrue(may, text);
            } else if (!may) {
                refused++;
            }
        }
        assertTrue(matched > 2000, "the draw makes matches: " + matched);
        assertTrue(refused > 50_000, "and texts the test refuses: " + refused);
        assertTrue(OnsetPhrases.mayEndPhrase("this bug was introduced in \r\n"));
        assertTrue(OnsetPhrases.mayEndPhrase("it started with the kernel\u2029"));
        assertFalse(OnsetPhrases.mayEndPhrase("it started in 5.4"));
        assertFalse(OnsetPhrases.mayEndPhrase(""));
        assertFalse(OnsetPhrases.mayEndPhrase("\n"));
        assertFalse(OnsetPhrases.mayEndPhrase("in\n\n"));
    }
}
