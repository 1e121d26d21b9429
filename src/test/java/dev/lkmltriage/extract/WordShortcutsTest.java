package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Session 24's copy-free word checks (perf25) answer exactly as the copies they replaced, on random and hostile
 * text: {@link DriverPrompts#named} with and without its early end, {@link DriverPrompts#normal} against the old
 * builder, {@link DriverExtractor#driverKind} against the lowercase copy's set look-up, and
 * {@link OtherIssueKernels#cues} against the old walk that copied every word.
 */
class WordShortcutsTest {
    /** Words of every class the walks tell apart, in several cases, with non-ASCII letters that lowercase oddly. */
    private static final String[] VOCAB = {"the", "a", "an", "The", "same", "driver", "drivers", "Driver", "DRIVER",
        "pci", "PCIe", "pcie", "host", "Host", "controller", "CONTROLLER", "network", "ethernet", "nic", "NIC", "wifi",
        "usb", "USB", "storage", "gpu", "graphics", "platform", "port", "bridge", "hub", "chip", "support", "Zegra",
        "zegra", "Zegra194", "q.UX6", "qUX6", "q.UX6/7", "R-Kar", "r-kar", "Frobcorp", "reset", "Reset", "UART",
        "Gizmo", "Alpha", "xHCI", "GPIO", "watchdog", "Widget", "Blinker", "ENET", "PF", "issue", "issues", "problem",
        "bug", "Bugs", "crash", "warnings", "another", "Another", "different", "separate", "unrelated", "new", "New",
        "not", "no", "isn't", "one", "some", "different from", "unrelated to", "independent of", "5.4", "v5.6-rc1",
        "\u212Aelvin", "NI\u212A", "\u0130SSUE", "P\u0130CI", "\u00C9THERNET", "\u00e9t\u00e9", "na\u00efve",
        "\u03a3\u03a3", "ho\u017Ft", "u\u017Fb", "x", "I", "_", "-", "'", "a'b", "controllerx", "pcie_port"};
    private static final String[] GAPS = {" ", " ", " ", "  ", ", ", ". ", "; ", "\n", "/", "(", ") ", "\t", "'",
        "", "-", ":"};

    private static String randomText(Random r, int words) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < words; i++) {
            b.append(VOCAB[r.nextInt(VOCAB.length)]).append(GAPS[r.nextInt(GAPS.length)]);
        }
        return b.toString();
    }

    @Test
    void namedEndsEarlyWithTheSameAnswers() throws IOException {
        DriverPrompts prompts = DriverPrompts.read(new StringReader(DriverPromptsTest.TABLE));
        Random r = new Random(24);
        int found = 0;
        for (int t = 0; t < 20000; t++) {
            String phrase = r.nextBoolean() ? randomText(r, 1 + r.nextInt(9)) : promptPhrase(r);
            String text = phrase + (r.nextBoolean() ? " driver" : " driver for it");
            java.util.function.Predicate<String> known = r.nextInt(4) == 0 ? w -> w.equals("zegra") : w -> false;
            for (int at = text.indexOf(" driver"); at >= 0; at = text.indexOf(" driver", at + 1)) {
                int lineStart = r.nextInt(4) == 0 ? Math.min(at, r.nextInt(text.length())) : 0;
                String fast = prompts.named(text, lineStart, at + 1, known, true);
                assertEquals(prompts.named(text, lineStart, at + 1, known, false), fast, text);
                found += fast == null ? 0 : 1;
            }
        }
        // the phrases hit prompts too, not only misses
        assertTrue(found > 50, "found " + found);
        // near misses of the shortcut: an unknown word before a filling phrase ends it; one after it does not count
        String unknownInside = "the Zegra PCIe blorp driver";
        assertEquals(null, prompts.named(unknownInside, 0, unknownInside.indexOf(" driver") + 1));
        String unknownBefore = "blorp: the Zegra PCIe driver";
        assertEquals("pci-zegra", prompts.named(unknownBefore, 0, unknownBefore.indexOf(" driver") + 1));
    }

    private static final String[] PROMPT_WORDS = {"Zegra", "Zegra194", "PCIe", "q.UX6", "q.UX8", "qUX6", "R-Kar",
        "host", "Frobcorp", "reset", "q.UX7", "endpoint", "Gizmo", "Alpha", "UART", "controller", "xHCI", "GPIO",
        "blorp", "ENET", "PF"};

    /** "the Zegra PCIe", "Frobcorp q.UX7 PCIe controller": words of the test table's prompts, now and then another. */
    private static String promptPhrase(Random r) {
        StringBuilder b = new StringBuilder(r.nextBoolean() ? "the" : "see:");
        for (int i = 1 + r.nextInt(4); i > 0; i--) {
            b.append(' ').append(PROMPT_WORDS[r.nextInt(PROMPT_WORDS.length)]);
        }
        return b.toString();
    }

    /** The old {@code normal}: the lowercase copy rebuilt from the characters it keeps. */
    private static String oldNormal(String word, java.util.function.Predicate<String> generic) {
        String lower = word.toLowerCase(Locale.ROOT);
        if (generic.test(lower)) {
            return "";
        }
        StringBuilder b = new StringBuilder(lower.length());
        for (int i = 0; i < lower.length(); i++) {
            char c = lower.charAt(i);
            if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_') {
                b.append(c);
            }
        }
        String w = b.toString();
        return generic.test(w) ? "" : w;
    }

    @Test
    void normalAsTheOldBuilder() {
        java.util.function.Predicate<String> generic = DriverPrompts.GENERIC::contains;
        Random r = new Random(7);
        for (String w : VOCAB) {
            assertEquals(oldNormal(w, generic), DriverPrompts.normal(w), w);
        }
        for (int t = 0; t < 20000; t++) {
            String w = randomText(r, 1 + r.nextInt(2)).strip();
            assertEquals(oldNormal(w, generic), DriverPrompts.normal(w), w);
        }
        assertEquals("imx6", DriverPrompts.normal("i.MX6"));
        assertEquals("rcar", DriverPrompts.normal("R-Car"));
        assertEquals("", DriverPrompts.normal("Controller"));
        assertEquals("zegra194", DriverPrompts.normal("Zegra194"));
    }

    @Test
    void driverKindAsTheLowercaseCopy() {
        Random r = new Random(11);
        List<String> words = new ArrayList<>(List.of(VOCAB));
        for (String k : DriverExtractor.DRIVER_KIND) {
            words.add(k);
            words.add(k.toUpperCase(Locale.ROOT));
            words.add(k.substring(0, 1).toUpperCase(Locale.ROOT) + k.substring(1));
            words.add(k + "s");
            words.add(k.substring(1));
            // a Kelvin sign or a long s stands for k / s only once lowercased (K) or not at all (s)
            words.add(k.replace('k', '\u212A'));
            words.add(k.replace('s', '\u017F'));
            words.add(k.replace('i', '\u0130'));
        }
        for (int t = 0; t < 5000; t++) {
            words.add(randomText(r, 1).strip());
        }
        int hits = 0;
        for (String w : words) {
            String text = "x " + w + " y";
            boolean old = DriverExtractor.DRIVER_KIND.contains(w.toLowerCase(Locale.ROOT));
            assertEquals(old, DriverExtractor.driverKind(text, 2, 2 + w.length()), w);
            hits += old ? 1 : 0;
        }
        assertTrue(hits > 40);
        // the Kelvin sign lowercases to 'k': "networK" is "network" once copied, and so without the copy
        assertTrue(DriverExtractor.driverKind("the networ\u212A driver", 4, 11));
        assertFalse(DriverExtractor.driverKind("the nics driver", 4, 8));
    }

    /** The old walk: every word copied, then looked up in the sets. */
    private static List<Integer> oldCues(String s) {
        List<Integer> out = new ArrayList<>();
        String w1 = null;
        String w2 = null;
        int k = 0;
        int n = s.length();
        int tried = 0;
        while (k < n && out.size() <= OtherIssueKernels.MAX_CUES && tried <= 4 * OtherIssueKernels.MAX_CUES) {
            if (!Character.isLetter(s.charAt(k))) {
                k++;
                continue;
            }
            int start = k;
            while (k < n && (Character.isLetter(s.charAt(k)) || s.charAt(k) == '\'')) {
                k++;
            }
            String w = s.substring(start, Math.min(k, start + 20));
            if (OtherIssueKernels.NOUNS.contains(w) && w1 != null && (OtherIssueKernels.APART.contains(w1)
                    || w1.equals("new"))) {
                tried++;
                if (OtherIssueKernels.setsApart(s, start, w1, w2)) {
                    out.add(start);
                }
            }
            w2 = w1;
            w1 = w;
        }
        return out;
    }

    @Test
    void cuesAsTheCopyingWalk() {
        Random r = new Random(3);
        int found = 0;
        for (int t = 0; t < 5000; t++) {
            String s = randomText(r, 1 + r.nextInt(200));
            if (r.nextBoolean()) {
                s = s.toLowerCase(Locale.ROOT);
            }
            List<Integer> old = oldCues(s);
            assertEquals(old, OtherIssueKernels.cues(s), s);
            found += old.size();
        }
        assertTrue(found > 100, "found " + found);
        // hostile: a word longer than the 20 characters a word is cut to, many cues past the caps
        String longWord = "another" + "x".repeat(30) + " issue, a new " + "issue".repeat(10) + " issue";
        assertEquals(oldCues(longWord), OtherIssueKernels.cues(longWord));
        String many = "another issue; a different problem not related to it. ".repeat(300);
        assertEquals(oldCues(many), OtherIssueKernels.cues(many));
        assertEquals(List.of(8), OtherIssueKernels.cues("another bug on 5.4"));
        assertEquals(List.of(), OtherIssueKernels.cues("not another bug on 5.4"));
    }
}
