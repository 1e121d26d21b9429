package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Session 44 (speed45): the exact cuts in the regression statement reader and the offered-cure reader, held to the
 * code they replace. {@link LastPhrases} walks a clause once for several phrase lists; {@link
 * RegressionStatements#tidy} fills a char array; {@link RegressionStatements#definite} reads the clause's last words
 * where a regex with a leading {@code .*} tried every split; {@link ReportedRoles#offeredCure} finds its last offer
 * with a {@link LastPhrase}.
 */
class ExactCuts45Test {
    /** Phrase lists in the shape of the regression reader's: mostly blank-led words, one shared prefix, one letter. */
    private static final List<List<String>> LISTS = List.of(
            List.of(" no ", " not ", "n't ", " never ", " would "),
            List.of(" fix", " revert", " sorry "),
            List.of(" notic", " caus", " is a ", " is the ", "]"),
            List.of("x", "a\u0101b", "a\u0001"));
    private static final String[] PHRASE_PIECES = {" no ", " not ", "n't ", "never", " would ", " fix", "fix",
        " revert", " sorry ", " notic", " notice ", " caus", " is a ", " is the ", " is ", "]", "x", "a\u0101b",
        "a\u0101", "a\u0001", "\u00e1", " ", "  ", "n", "o", "t", "a", "\u00e9", "\ud801\udc00"};

    @Test
    void lastPhrasesAnswersWhatEachListsLastPhraseAnswers() {
        LastPhrases all = new LastPhrases(LISTS);
        List<LastPhrase> each = new ArrayList<>();
        LISTS.forEach(l -> each.add(new LastPhrase(l)));
        Random r = new Random(45);
        int[] last = new int[LISTS.size()];
        int[] found = new int[LISTS.size()];
        for (int n = 0; n < 200_000; n++) {
            String hay = ExactCuts41Test.text(r, PHRASE_PIECES, 12);
            int[] expected = new int[LISTS.size()];
            for (int g = 0; g < LISTS.size(); g++) {
                expected[g] = each.get(g).in(hay);
                found[g] += expected[g] >= 0 ? 1 : 0;
            }
            all.in(hay, last);
            assertArrayEquals(expected, last, () -> ExactCuts41Test.escaped(hay));
        }
        for (int g = 0; g < LISTS.size(); g++) {
            assertTrue(found[g] > 10_000 && found[g] < 190_000, "list " + g + " found " + found[g]);
        }
    }

    @Test
    void lastPhrasesByName() {
        LastPhrases all = new LastPhrases(LISTS);
        int[] last = new int[4];
        all.in("it's not a fix, it is a revert", last);
        assertArrayEquals(new int[] {4, 23, 18, 13}, last); // the 'x' of "fix"
        all.in("", last);
        assertArrayEquals(new int[] {-1, -1, -1, -1}, last);
        // a longer array keeps what lies past the lists
        int[] longer = {9, 9, 9, 9, 7};
        all.in("x", longer);
        assertArrayEquals(new int[] {-1, -1, -1, 0, 7}, longer);
    }

    @Test
    void lastPhrasesRefusesWhatItCannotIndex() {
        assertThrows(IllegalArgumentException.class, () -> new LastPhrases(List.of()));
        assertThrows(IllegalArgumentException.class, () -> new LastPhrases(List.of(List.of(" a"), List.of(""))));
        assertThrows(IllegalArgumentException.class, () -> new LastPhrases(List.of(List.of("\u00e9t\u00e9"))));
        assertThrows(IllegalArgumentException.class, () -> new LastPhrases(Collections.nCopies(32, List.of("a"))));
        int[] last = new int[31];
        new LastPhrases(Collections.nCopies(31, List.of("ab"))).in("xaby", last);
        assertEquals(1, last[30]);
    }

    @Test
    void lastPhrasesEndsInTimeOnAHugeText() {
        LastPhrases all = new LastPhrases(LISTS);
        String hay = " nob caux no".repeat(1_000_000);
        int[] last = new int[4];
        assertTimeoutPreemptively(TimeBudget.seconds(10), () -> all.in(hay, last));
        assertEquals(-1, last[1]);
    }

    /** {@link RegressionStatements#tidy} as it stood until session 44. */
    private static String oldTidy(String s) {
        StringBuilder b = new StringBuilder(s.length());
        boolean lineStart = false;
        for (int i = 0; i < s.length(); i++) {
            char c = Character.toLowerCase(s.charAt(i));
            if (c == '\n') {
                lineStart = true;
                c = ' ';
            } else if (lineStart && (c == '>' || c == ' ' || c == '\t' || c == '|')) {
                c = ' ';
            } else {
                lineStart = false;
            }
            if (c == '\t') {
                c = ' ';
            }
            if (c != ' ' || b.length() == 0 || b.charAt(b.length() - 1) != ' ') {
                b.append(c);
            }
        }
        return b.toString();
    }

    /** Line starts with quote marks and pipes, blanks, capitals of every width, and characters that lowercase oddly. */
    private static final String[] TIDY_PIECES = {"A ", "Regression", "REGRESSION", "\n", "\n> ", "\n>> |", "\n\t",
        "\t", "  ", " ", "|", ">", "\r\n", "\u00c9T\u00c9", "\u00df", "\u0130", "\u03a3", "\u212a", "\u2160",
        "\ud801\udc00", "\ud801", "\u00a0", "x", "Z", "@", "[", "`", "{", "\u2003", "\u2028", "\u000b", "\u001c"};

    @Test
    void tidyIsTheOldBuilderWalk() {
        Random r = new Random(4545);
        for (int n = 0; n < 200_000; n++) {
            String s = ExactCuts41Test.text(r, TIDY_PIECES, 14);
            assertEquals(oldTidy(s), RegressionStatements.tidy(s), () -> ExactCuts41Test.escaped(s));
        }
        assertEquals("", RegressionStatements.tidy(""));
        assertEquals(" a regression x", RegressionStatements.tidy("\n> A \t REGRESSION\n| | x"));
        assertEquals("i", RegressionStatements.tidy("\u0130"), "per character, the dotted capital I is a plain i");
    }

    @Test
    void tidyOfARangeIsTheTidiedSubstring() {
        Random r = new Random(4546);
        for (int n = 0; n < 200_000; n++) {
            String s = ExactCuts41Test.text(r, TIDY_PIECES, 14);
            int from = r.nextInt(s.length() + 1);
            int to = from + r.nextInt(s.length() - from + 1);
            String plain = oldTidy(s.substring(from, to));
            assertEquals(plain, RegressionStatements.tidy(s, from, to, false), () -> ExactCuts41Test.escaped(s));
            assertEquals(" " + plain.stripTrailing() + " ", RegressionStatements.tidy(s, from, to, true),
                    () -> "padded [" + from + ", " + to + ") of " + ExactCuts41Test.escaped(s));
        }
        assertEquals("  ", RegressionStatements.tidy("\n\t \u2028", 0, 4, true), "only blanks: the two pads");
        assertEquals(" x ", RegressionStatements.tidy("ax\u2003\u2029b", 1, 4, true), "Unicode blanks stripped");
        assertThrows(IndexOutOfBoundsException.class, () -> RegressionStatements.tidy("abc", 2, 1, false));
        assertThrows(IndexOutOfBoundsException.class, () -> RegressionStatements.tidy("abc", -1, 2, true));
        assertThrows(IndexOutOfBoundsException.class, () -> RegressionStatements.tidy("abc", 0, 4, true));
    }

    @Test
    void tidyEndsInTimeOnAHugeText() {
        String s = "\n> A Regression\t\t".repeat(600_000);
        assertTimeoutPreemptively(TimeBudget.seconds(10), () -> assertEquals(oldTidy(s).length(),
                RegressionStatements.tidy(s).length()));
    }

    /** The regex {@link RegressionStatements#definite} replaced. */
    private static final Pattern OLD_DEFINITE = Pattern.compile(".* (?:the|this|that)(?: [\\w/-]+){0,3} ");

    /** Articles and their near misses, words of the regex's class and outside it, blanks, and line terminators. */
    private static final String[] DEFINITE_PIECES = {" the", " this", " that", "the", "this", "that", " The",
        " thes", " them", " the ", " ", " ", " ", "  ", "x", "pcie", "a/b", "a-b", "a_b", "42", "\u00e9", ".", "(",
        "\t", "\n", "\r", "\u0085", "\u2028", "\u2029", "\u212a", "\u0131"};

    @Test
    void definiteMatchesWhatTheRegexMatched() {
        Random r = new Random(454);
        int matched = 0;
        for (int n = 0; n < 300_000; n++) {
            String s = ExactCuts41Test.text(r, DEFINITE_PIECES, 10);
            boolean old = OLD_DEFINITE.matcher(s).matches();
            assertEquals(old, RegressionStatements.definite(s), () -> ExactCuts41Test.escaped(s));
            matched += old ? 1 : 0;
        }
        assertTrue(matched > 3_000 && matched < 290_000, "matched " + matched);
    }

    @Test
    void definiteByName() {
        assertTrue(RegressionStatements.definite(" the "));
        assertTrue(RegressionStatements.definite(" we saw that the pcie hotplug "));
        assertTrue(RegressionStatements.definite(" this nasty pcie/aer link-down "));
        assertFalse(RegressionStatements.definite(" this nasty pcie aer link-down "), "four words after it");
        assertFalse(RegressionStatements.definite(" the"), "no closing blank");
        assertFalse(RegressionStatements.definite(" the  "), "two blanks");
        assertFalse(RegressionStatements.definite(" the caf\u00e9 "), "a word outside the class");
        assertFalse(RegressionStatements.definite("a\u2028 the "), "the dot takes no line separator");
        assertFalse(RegressionStatements.definite(" the a\u2028 the "), "the match is the whole clause's, from its start");
        assertFalse(RegressionStatements.definite(" The "));
        assertFalse(RegressionStatements.definite(""));
    }

    @Test
    void definiteEndsInTimeOnAHugeClause() {
        String s = " a".repeat(3_000_000) + " ";
        assertTimeoutPreemptively(TimeBudget.seconds(10), () -> assertFalse(RegressionStatements.definite(s)));
    }

    /** The offers and promise {@link ReportedRoles#offeredCure} reads, as they stood in session 44. */
    private static final String[] OLD_OFFERS = {"can you try", "could you try", "would you try", "please try",
        "can you test", "could you test", "please test", "can you give", "could you give"};
    private static final Pattern OLD_PROMISE = Pattern.compile(
            "\\bshould (?:at least |also |hopefully |probably )?(?:fix|help|solve|resolve|cure|get it down|get rid"
                    + "|improve|reduce|make it work|take care of)");

    /** {@link ReportedRoles#offeredCure} as it stood until session 44: the offers' largest {@code lastIndexOf}. */
    private static boolean oldOfferedCure(String text, int start, int end, int nextStart) {
        int token = start;
        while (token > 0 && token > start - 200 && !Character.isWhitespace(text.charAt(token - 1))) {
            token--;
        }
        String pre = CommitRoles.collapsedLower(text, Math.max(0, token - 160), token);
        int offer = -1;
        for (String o : OLD_OFFERS) {
            offer = Math.max(offer, pre.lastIndexOf(o));
        }
        if (offer < 0) {
            return false;
        }
        String gap = pre.substring(offer);
        if (gap.contains(" whether ") || gap.contains(" if ") || gap.contains("revert") || gap.contains(". ")
                || gap.contains("! ")) {
            return false;
        }
        int hi = Math.min(text.length(), Math.min(end + 400, Math.max(end, nextStart)));
        String post = CommitRoles.collapsedLower(text, end, hi);
        return OLD_PROMISE.matcher(post).find() && !post.contains("should not") && !post.contains("shouldn't");
    }

    private static final String[] OFFER_PIECES = {"Can you try ", "could you TRY ", "would you try", "please try",
        "Please test ", "could you give ", "can you give it a go", "can you ", " try ", "whether ", " if ", ". ",
        "revert ", "\n> ", "\n", "  ", "1a2b3c4d5e6f", " ", "it should fix this", "should at least help",
        "should not fix", "that one ", "\u0130", "\u00e9"};

    @Test
    void offeredCureFindsTheLastOfferAsBefore() {
        Random r = new Random(4500);
        int cured = 0;
        for (int n = 0; n < 100_000; n++) {
            String before = ExactCuts41Test.text(r, OFFER_PIECES, 10);
            String after = ExactCuts41Test.text(r, OFFER_PIECES, 6);
            String text = before + "1a2b3c4d5e6f" + after;
            int start = before.length();
            int end = start + 12;
            int next = end + r.nextInt(after.length() + 1);
            boolean old = oldOfferedCure(text, start, end, next);
            assertEquals(old, ReportedRoles.offeredCure(text, start, end, next), () -> ExactCuts41Test.escaped(text));
            cured += old ? 1 : 0;
        }
        assertTrue(cured > 500 && cured < 90_000, "cured " + cured);
    }
    @Test
    void rememberedWindowsAreTheWalksWindows() {
        Random r = new Random(4547);
        String[] pieces = {"This reverts commit ", "1a2b3c4d5e6f", "\n> ", "\n", "  ", "\t", "Caused by ", "\u00c9",
            "\u0130", "\u03a3", "x", ". "};
        for (int n = 0; n < 2_000; n++) {
            String text = ExactCuts41Test.text(r, pieces, 20);
            CommitRoles roles = new CommitRoles(new VersionsText(text, List.of()));
            // few distinct windows, read in a random order, so that most reads repeat one read before and some
            // repeat one already pushed out of the eight kept
            int[][] windows = new int[12][];
            for (int w = 0; w < windows.length; w++) {
                int from = r.nextInt(text.length() + 1);
                windows[w] = new int[] {from, from + r.nextInt(text.length() - from + 1)};
            }
            for (int read = 0; read < 60; read++) {
                int[] w = windows[r.nextInt(windows.length)];
                assertEquals(CommitRoles.collapsedLower(text, w[0], w[1]), roles.window(w[0], w[1]),
                        () -> "[" + w[0] + ", " + w[1] + ") of " + ExactCuts41Test.escaped(text));
            }
        }
        CommitRoles roles = new CommitRoles(new VersionsText("Fixes: ABC", List.of()));
        assertEquals("fixes: abc", roles.window(0, 10));
        assertEquals("", roles.window(0, 0), "an empty window, not the key of an unused slot");
        assertThrows(IndexOutOfBoundsException.class, () -> roles.window(5, 11));
        assertThrows(IndexOutOfBoundsException.class, () -> roles.window(-1, 3));
        assertThrows(IndexOutOfBoundsException.class, () -> roles.window(4, 3));
        assertEquals("abc", roles.window(7, 10));
    }
}
