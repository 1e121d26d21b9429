package dev.lkmltriage.extract;

import java.util.Locale;

/**
 * Whether a message says anything is wrong at all: one of {@link #WORDS} at a word's start, in any case, within its
 * first {@link #LIMIT} characters ({@link KernelVerdicts}' "reports a problem", asked once per message).
 *
 * <p>Why a class (session 39, speed40): the question used to lowercase the whole text (up to 200,000 characters)
 * and then search it once per word, a full pass per word absent; on prose-heavy mail that was about 1 % of all
 * extraction. {@link #in} walks the text once, comparing each position with the words that start with its
 * lowercase letter, and stops at the first hit (in prose that names a problem, within the first lines). It does so
 * only while every character is Latin-1, where {@code String.toLowerCase(Locale.ROOT)} maps each character on its
 * own through {@link Character#toLowerCase(char)}, so offsets and word starts are those of the lowercase copy; at the
 * first character above U+00FF not yet past a hit (a Kelvin sign lowercases to 'k', a dotted capital I to two
 * characters) it answers by {@link #slow}, the old path, kept as it was. {@code ProblemWordsTest} holds the two to
 * each other on random text.
 */
final class ProblemWords {
    /** Only the text's first this many characters are read. */
    static final int LIMIT = 200_000;

    /** Lowercase ASCII; any one at a word's start says there is a problem. */
    static final String[] WORDS = {"fails", "failed", "failure", "broken", "hang", "crash", "regression",
        "not work", "doesn't work", "no longer", "error", "issue", "problem", "bug", "times out", "timeout", "oops",
        "stuck", "freeze"};

    /** {@link Character#toLowerCase(char)} of each Latin-1 character, which stays Latin-1. */
    private static final char[] LOWER = new char[256];
    /** The words by their first letter: {@code BY_FIRST[c]} lists those starting with {@code c}, or null. */
    private static final String[][] BY_FIRST = new String[128][];

    static {
        for (char c = 0; c < 256; c++) {
            LOWER[c] = Character.toLowerCase(c);
        }
        for (String w : WORDS) {
            String[] had = BY_FIRST[w.charAt(0)];
            String[] now = had == null ? new String[1] : java.util.Arrays.copyOf(had, had.length + 1);
            now[now.length - 1] = w;
            BY_FIRST[w.charAt(0)] = now;
        }
    }

    private ProblemWords() {
    }

    /** Whether {@code text} holds a problem word at a word's start: the same answer as {@link #slow}. */
    static boolean in(String text) {
        int n = Math.min(text.length(), LIMIT);
        for (int k = 0; k < n; k++) {
            char c = text.charAt(k);
            if (c > 0xff) {
                // past here the lowercase copy's offsets may differ from the text's: the old path decides
                return slow(text);
            }
            String[] words = BY_FIRST[LOWER[c] & 0x7f];
            if (words == null || LOWER[c] > 0x7f || (k > 0 && Character.isLetterOrDigit(text.charAt(k - 1)))) {
                continue;
            }
            for (String w : words) {
                if (startsAt(text, k, n, w)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** {@code w} starts at {@code k} in the lowercased text, read within {@code [k, n)} and within Latin-1. */
    private static boolean startsAt(String text, int k, int n, String w) {
        if (n - k < w.length()) {
            return false;
        }
        for (int j = 1; j < w.length(); j++) {
            char c = text.charAt(k + j);
            // a character above U+00FF matches nothing here: the walk reaches it and hands over to the old path
            if (c > 0xff || LOWER[c] != w.charAt(j)) {
                return false;
            }
        }
        return true;
    }

    /** The old path: the first {@link #LIMIT} characters lowercased, then each word searched at a word's start. */
    static boolean slow(String text) {
        String s = text.length() > LIMIT ? text.substring(0, LIMIT) : text;
        s = s.toLowerCase(Locale.ROOT);
        for (String w : WORDS) {
            if (CommitRoles.containsWord(s, w)) {
                return true;
            }
        }
        return false;
    }
}
