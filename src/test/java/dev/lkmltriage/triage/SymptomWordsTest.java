package dev.lkmltriage.triage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** The symptom class read from one pass over the text is the one the word-by-word search gave. */
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
    void sameClassAsSearchingWordByWordOnRandomText() {
        String[] pieces = {"hang", "link", " down", "mb/s", "bug", ":", "time", "d out", "oops", "a", " ", "\u00e9",
            "\u4e2d", "speed", "no ", "aspm", "stal", "l", "null pointer", "freeze", "panic"};
        Random r = new Random(9);
        for (int n = 0; n < 20_000; n++) {
            StringBuilder b = new StringBuilder();
            int len = r.nextInt(12);
            for (int i = 0; i < len; i++) {
                b.append(pieces[r.nextInt(pieces.length)]);
            }
            String s = b.toString();
            assertEquals(wordByWord(s), ReportFeatures.symptomClass(s), s);
        }
    }

    private static String wordByWord(String s) {
        for (String[] c : ReportFeatures.SYMPTOM_CLASSES) {
            for (int i = 1; i < c.length; i++) {
                if (s.contains(c[i])) {
                    return c[0];
                }
            }
        }
        return null;
    }
}
