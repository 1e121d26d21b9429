package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.Random;
import java.util.function.Predicate;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Session 40 (speed41): the exact cuts held to the old code they replace. {@link ProblemWords#in}, now one walk for
 * all text, against the old lowercase copy ({@link OldProblemWords}) on text made mostly of the characters whose
 * lowercase is no plain one-to-one ASCII or Latin-1 map. The literal gates ({@link ClearedSuspects#mayClear}, {@link
 * SeriesCovers#mayAnnounce}) never turning away a text the patterns behind them match, and {@link
 * OnsetKernels}' end-bounded searches answering as the searches over the whole sentence, on random text made of the
 * patterns' own words.
 */
class ExactCuts41Test {
    /** Problem words in several cases and cut short, and characters above U+00FF, paired and lone surrogates. */
    private static final String[] PIECES = {
        "fails", "FAILED", "broKEN", "hang", "Regression", "not work", "Doesn't Work", "no longer", "ERROR",
        "issue", "bug", "times out", "Oops", "stuck", "fail", "brok", "doesn't", "oop", " ", "\n", "'", "x", "1",
        "\u0130", "\u0130SSUE", "\u0130\u0307", "i\u0307", "\u0307", "\u212a", "WOR\u212a", "\u212b", "\u03a3",
        "\u03c3", "\u0131", "\u017f", "\u1e9e", "\u2160", "\u24b6", "\uff21", "\uff42UG", "\u0412", "\u0432",
        "\ud801\udc00", "\ud801", "\udc00", "\ud835\udc00", "\u00e9", "\u00c9", "\u00df", "\u00b5", "\u01c5",
        "\u1f88", "\u2126", "\u00ff", "\u0178"};

    @Test
    void problemWordsAnswerAsTheLowercaseCopyOnAnyCharacters() {
        Random r = new Random(41);
        int yes = 0;
        for (int n = 0; n < 100_000; n++) {
            String text = text(r, PIECES, 9);
            boolean old = OldProblemWords.in(text);
            assertEquals(old, ProblemWords.in(text), () -> "text: " + escaped(text));
            yes += old ? 1 : 0;
        }
        assertTrue(yes > 10_000 && yes < 90_000, "problem texts: " + yes);
    }

    @Test
    void problemWordsReadTheCharactersAsTheCopyHoldsThem() {
        // a capital dotted I lowercases to "i" and a combining dot, no letter: a word right after it starts a word
        assertTrue(ProblemWords.in("\u0130bug"));
        assertTrue(OldProblemWords.in("\u0130bug"));
        // near misses: a plain capital I, a dotless i, and the dot's "i" never read as a word's letter
        assertFalse(ProblemWords.in("Ibug"));
        assertFalse(ProblemWords.in("\u0131bug"));
        assertFalse(ProblemWords.in("\u0130SSUE fa\u0130led"));
        // a Kelvin sign is a 'k'; a fullwidth B is no 'b'; a letter above Latin-1 before a word joins it
        assertTrue(ProblemWords.in("it is bro\u212aen"));
        assertFalse(ProblemWords.in("\uff22UG"));
        assertFalse(ProblemWords.in("\u0412bug \u03a3hang"));
        // a surrogate pair, and a lone surrogate, before a word: no letter in the copy
        assertTrue(ProblemWords.in("\ud801\udc00bug"));
        assertTrue(ProblemWords.in("\udc00hang"));
        // the limit cuts a pair in two: as the copy, whose last character is then a lone high surrogate
        String cut = " ".repeat(ProblemWords.LIMIT - 5) + "hang\ud801\udc00";
        assertEquals(OldProblemWords.in(cut), ProblemWords.in(cut));
        assertTrue(ProblemWords.in(cut));
    }

    @Test
    void problemWordsEndFastOnTextAboveLatin1() {
        String greek = "\u03a3\u0130 \u212a\u00e9 \ud801\udc00 ".repeat(1_500_000);
        String near = "fa\u0130l doesn't wor\u212b no longe\u0130 b\u0130g ".repeat(300_000);
        assertTimeoutPreemptively(TimeBudget.seconds(10), () -> {
            assertFalse(ProblemWords.in(greek));
            assertFalse(ProblemWords.in(near));
        });
    }

    /** Random text of {@code parts} pieces at most (ExactCuts42Test draws its texts with it too). */
    static String text(Random r, String[] pieces, int parts) {
        StringBuilder b = new StringBuilder();
        int n = r.nextInt(parts + 1);
        for (int p = 0; p < n; p++) {
            b.append(pieces[r.nextInt(pieces.length)]);
        }
        return b.toString();
    }

    @Test
    void clearingGateTurnsAwayNoClearing() {
        // whole clearings, their parts, and what doubts or asks: about one text in ten clears
        String[] pieces = {"the problem seems to pre-date this commit", "this bug predates it", "the hang pre-dated ",
            "this commit seems unrelated", "that patch is not the culprit", "it's not to blame", "it isn't related",
            "the change is innocent", "this commit is not the cause", "reverting it didn't help",
            "reverted that patch", " makes no difference", "the problem ", "seems to ", "pre-date ", "this commit",
            "that patch", "it", "'s", " is ", " was ", "not ", "unrelated", "innocent", "the culprit", "to blame",
            " isn't ", "related", "reverting ", " didn't help", ". ", ". ", "? ", " ", "if ", "x", "i don't think ",
            "clearly "};
        Random r = new Random(411);
        int cleared = 0;
        for (int n = 0; n < 200_000; n++) {
            String f = text(r, pieces, 8);
            boolean old = !f.isEmpty() && ClearedSuspects.anyClears(f);
            assertEquals(old, ClearedSuspects.clears(f), () -> "following: " + f);
            cleared += old ? 1 : 0;
        }
        assertTrue(cleared > 5_000 && cleared < 100_000, "clearings: " + cleared);
        assertTrue(ClearedSuspects.clears("the fault is elsewhere. this commit is not to blame."));
        assertFalse(ClearedSuspects.clears("this commit is not the problem."));
    }

    @Test
    void announcementGateTurnsAwayNoAnnouncement() {
        String[] pieces = {"this ", "the following ", "below is a ", "here is a ", "here's a ", "small ", "new ",
            "v2 ", "v123 ", "patch ", "patch", "series", "patchset", "set of patches", "x", ".", "\n", " ", "s"};
        Random r = new Random(412);
        int announced = 0;
        for (int n = 0; n < 200_000; n++) {
            String o = text(r, pieces, 6);
            boolean old = SeriesCovers.ANNOUNCES.matcher(o).find();
            assertTrue(!old || SeriesCovers.mayAnnounce(o), () -> "opening: " + o);
            announced += old ? 1 : 0;
        }
        assertTrue(announced > 5_000, "announcements: " + announced);
    }

    @Test
    void onsetMarksFoundFromTheEndAsOverTheWholeSentence() {
        String[] pieces = {"since", "starting with", "starting at", "beginning from", ">=", "\u2265", "every",
            "all", "any", "kernels", "versions", "releases", "release", "after", "from", "the", "linux", "kernel",
            "version", " ", " ", " ", "x", "\n", "\r\n", "\u2028", "it broke ", "a".repeat(30), "-", "_"};
        String[] afters = {".x", ".y", " and later", " or newer", " onwards", " on", " and up", " is where the problem"
            + " began", " was the first bad kernel", " ", "x", "\n", " is", " and"};
        Random r = new Random(413);
        int[] hits = new int[3];
        for (int n = 0; n < 200_000; n++) {
            String before = text(r, pieces, 12);
            String after = text(r, afters, 3);
            hits[0] += same(OnsetKernels.BEFORE, before, s -> OnsetKernels.endsWith(OnsetKernels.BEFORE, s)) ? 1 : 0;
            hits[1] += same(OnsetKernels.FROM_BEFORE, before, s -> OnsetKernels.endsWith(OnsetKernels.FROM_BEFORE, s))
                    ? 1 : 0;
            hits[2] += same(OnsetKernels.AFTER, after, s -> OnsetKernels.AFTER.matcher(s).lookingAt()) ? 1 : 0;
            same(OnsetKernels.FROM_AFTER, after, s -> OnsetKernels.FROM_AFTER.matcher(s).lookingAt());
        }
        for (int h : hits) {
            assertTrue(h > 2_000 && h < 198_000, "marks found: " + h);
        }
        // far into a long sentence: a word glued to the mark is none, a mark at the end with the longest tail is
        assertFalse(OnsetKernels.endsWith(OnsetKernels.BEFORE, "x".repeat(200) + "since"));
        assertTrue(OnsetKernels.endsWith(OnsetKernels.BEFORE, "x".repeat(200) + " since "));
        assertTrue(OnsetKernels.endsWith(OnsetKernels.BEFORE, "x".repeat(200) + " all releases starting with the"
                + " version \r\n"));
    }

    /** The pattern's search over all of {@code s} and {@code cut} agree; whether they found a mark. */
    private static boolean same(Pattern p, String s, Predicate<String> cut) {
        boolean old = p.matcher(s).find();
        assertEquals(old, cut.test(s), () -> p.pattern() + " on: " + escaped(s));
        return old;
    }

    static String escaped(String s) {
        StringBuilder b = new StringBuilder();
        s.chars().forEach(c -> b.append(c < 0x80 ? String.valueOf((char) c) : String.format("\\u%04x", c)));
        return b.toString();
    }
}
