package dev.lkmltriage.triage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.Random;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The symptom class read from one pass over the text is the one a word-by-word search gives. */
class SymptomWordsTest {
    @Test
    void firstClassWinsAndNearMissesGiveNone() {
        assertEquals("throughput", ReportFeatures.symptomClass("iperf shows a hang after the link is down"));
        assertEquals("hang", ReportFeatures.symptomClass("the port hangs; link down"));
        assertEquals("link", ReportFeatures.symptomClass("no link after resume"));
        assertNull(ReportFeatures.symptomClass("lin k dow n, han g, oop s, bug without a colon"));
        assertNull(ReportFeatures.symptomClass("HANG"), "the text is lowercased before it is asked");
    }

    @Test
    void aSymptomWordInsideAnotherWordIsNoSymptom() {
        assertNull(ReportFeatures.symptomClass("this change moves the install path; see the blinking led"));
        assertNull(ReportFeatures.symptomClass("pci: add a debug: print to the slowpath and unlink the node"));
        assertNull(ReportFeatures.symptomClass("fix the linker script\n\nlink: https://lore.kernel.org/r/x@y"),
                "a Link: tag points at a thread; it is no link problem");
    }

    @Test
    void aSymptomWordKeepsItsEndings() {
        assertEquals("hang", ReportFeatures.symptomClass("the box hangs on resume"));
        assertEquals("hang", ReportFeatures.symptomClass("dma stalled after the reset"));
        assertEquals("crash", ReportFeatures.symptomClass("the kernel panicked at boot"));
        assertEquals("throughput", ReportFeatures.symptomClass("copies are much slower since 5.4"));
        assertEquals("throughput", ReportFeatures.symptomClass("a 40% slowdown in fio"));
        assertEquals("throughput", ReportFeatures.symptomClass("only 300mb/s now"), "a digit before a unit is fine");
        assertEquals("link", ReportFeatures.symptomClass("the links flap after aspm_enable"));
    }

    @Test
    void sameClassAsSearchingWordByWordOnRandomText() {
        String[] pieces = {"hang", "link", " down", "mb/s", "bug", ":", "time", "d out", "oops", "a", " ", "\u00e9",
            "\u4e2d", "speed", "no ", "aspm", "stal", "l", "null pointer", "freeze", "panic", "s", "ed", "ing", "er",
            "c", "in", "de", "ked", "ness", "slow", "7"};
        Random r = new Random(9);
        for (int n = 0; n < 40_000; n++) {
            StringBuilder b = new StringBuilder();
            int len = r.nextInt(12);
            for (int i = 0; i < len; i++) {
                b.append(pieces[r.nextInt(pieces.length)]);
            }
            String s = b.toString();
            assertEquals(wordByWord(s), ReportFeatures.symptomClass(s), s);
        }
    }

    /** The same rule as regular expressions, one word at a time. */
    private static String wordByWord(String s) {
        for (String[] c : ReportFeatures.SYMPTOM_CLASSES) {
            for (int i = 1; i < c.length; i++) {
                String w = c[i];
                String after = Character.isLetter(w.charAt(w.length() - 1))
                        ? "(?:(?:s|es|d|ed|ing|ly|down|ness|ked)(?!\\p{L})|(?!\\p{L})" + (w.equals("link") ? "(?!:)" : "") + ")"
                        : "";
                if (Pattern.compile("(?<!\\p{L})" + Pattern.quote(w) + after).matcher(s).find()) {
                    return c[0];
                }
            }
        }
        return null;
    }
}
