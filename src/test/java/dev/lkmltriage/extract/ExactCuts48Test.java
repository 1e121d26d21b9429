package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
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
        assertTimeoutPreemptively(Duration.ofSeconds(20), () -> {
            assertEquals(plain(DriverExtractor.KCONFIG_FILE, oneLine),
                    cut(DriverExtractor.KCONFIG_FILE, oneLine, "Kconfig"));
            assertEquals(10_000, cut(DriverExtractor.KCONFIG_FILE, manyLines, "Kconfig").size());
        });
    }
}
