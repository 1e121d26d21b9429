package dev.lkmltriage.triage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The literal pre-test never hides a match of the case-insensitive regex it guards. */
class LiteralsTest {
    @Test
    void findsTheWordInAnyCaseAndLeavesOtherWordsAlone() {
        assertTrue(Literals.mayContain("This is FIXED In 5.4-rc2, thanks", "fixed in "));
        assertTrue(Literals.mayContain("fixed in ", "fixed in "));
        assertFalse(Literals.mayContain("it got fixed\nin 5.4", "fixed in "), "a line break is no space");
        assertFalse(Literals.mayContain("prefixed int", "fixed in "));
        assertFalse(Literals.mayContain("fixe", "fixed in "), "shorter than the word");
        assertTrue(Literals.mayContainAny("Closes: <a@b>", "link:", "closes:"));
        assertFalse(Literals.mayContainAny("Linked to bug 7; closes soon", "link:", "closes:"));
    }

    @Test
    void neverSaysNoWhereTheRegexMatches() {
        Pattern fixedIn = Pattern.compile("(?i)\\bfixed in (v?\\d+\\.\\d+[0-9a-z.-]*)");
        Pattern link = Pattern.compile("(?im)^(?:Link|Closes|References):\\s*<?([^\\s<>/]+@[^\\s<>/]+?)>?/?\\s*$");
        String alphabet = "fFiIxXeEdD nN45.:\n\u00e9\u212alLkKcCoOsSrR@ab";
        String[] words = {"fixed in 4.5", "Link: a@b", "CLOSES: <a@b>", "References:  b@a", "fiXed iN v5.4"};
        Random random = new Random(7);
        int matches = 0;
        for (int n = 0; n < 20_000; n++) {
            StringBuilder b = new StringBuilder();
            int len = random.nextInt(40);
            for (int i = 0; i < len; i++) {
                if (random.nextInt(12) == 0) {
                    b.append(words[random.nextInt(words.length)]);
                } else {
                    b.append(alphabet.charAt(random.nextInt(alphabet.length())));
                }
            }
            String s = b.toString();
            if (fixedIn.matcher(s).find()) {
                matches++;
                assertTrue(Literals.mayContain(s, "fixed in "), s);
            }
            if (link.matcher(s).find()) {
                matches++;
                assertTrue(Literals.mayContainAny(s, "link:", "closes:", "references:"), s);
            }
        }
        assertTrue(matches > 1000, "the random texts exercise both regexes: " + matches);
        assertEquals(false, Literals.mayContain("", "x"));
    }

    /** The shared pass answers as one search per literal did, for every literal of the set, on random texts. */
    @Test
    void sharedPassAnswersAsOneSearchPerLiteral() {
        String[] folded = {"link:", "closes:", "references:", "coverity", "fixed in ", "applied", "queued", "pushed",
            "merged"};
        String[] exact = {"CID", ".kernel.org/", "bugzilla.kernel.org"};
        String alphabet = "aApPlLiIeEdDkKnN: \n\u0000\u001a.cCoOrRvVtTyYsS/qQuUmMgGbBzZ\u00e9\u212a\u0130";
        Random random = new Random(3);
        for (int n = 0; n < 20_000; n++) {
            StringBuilder b = new StringBuilder();
            int len = random.nextInt(50);
            for (int i = 0; i < len; i++) {
                if (random.nextInt(8) == 0) {
                    String w = random.nextBoolean() ? folded[random.nextInt(folded.length)]
                            : exact[random.nextInt(exact.length)];
                    b.append(random.nextBoolean() ? w : w.toUpperCase(java.util.Locale.ROOT));
                } else {
                    b.append(alphabet.charAt(random.nextInt(alphabet.length())));
                }
            }
            String s = b.toString();
            for (String w : folded) {
                assertEquals(oneSearch(s, w), Literals.mayContain(s, w), () -> w + " in " + s);
            }
            for (String w : exact) {
                assertEquals(s.contains(w), Literals.contains(s, w), () -> w + " in " + s);
            }
            // a literal outside the set is searched for on its own, with the same answer
            assertEquals(oneSearch(s, "merge"), Literals.mayContain(s, "merge"));
            assertEquals(s.contains("CI"), Literals.contains(s, "CI"));
        }
    }

    /** The loop the pre-check used before the shared pass: {@code c | 0x20} against each lowercase character. */
    private static boolean oneSearch(String text, String needle) {
        for (int i = 0; i + needle.length() <= text.length(); i++) {
            int j = 0;
            while (j < needle.length() && (text.charAt(i + j) | 0x20) == needle.charAt(j)) {
                j++;
            }
            if (j == needle.length()) {
                return true;
            }
        }
        return false;
    }
}
