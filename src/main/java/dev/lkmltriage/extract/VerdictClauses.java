package dev.lkmltriage.extract;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The clause around a version occurrence and its words, for the verdict rules: a clause ends at a sentence end,
 * ; , ! ? ( ), "but"/"while"/"whereas"/"however", or a hard line break (a short line, or a next line that starts like
 * pasted output), and never reaches further than {@value #CLAUSE} characters, so every question stays bounded.
 */
final class VerdictClauses {
    private static final int CLAUSE = 200;

    static final Set<String> NEGATORS = Set.of(
            "not", "no", "never", "without", "doesn't", "don't", "didn't", "isn't", "wasn't", "aren't", "weren't",
            "can't", "cannot", "couldn't", "won't", "hasn't", "haven't", "nor", "neither", "longer");

    /** A word of a clause, lower-cased, with its offsets in the text. */
    record Word(String text, int start, int end) {
    }

    private final VersionsText t;

    VerdictClauses(VersionsText t) {
        this.t = t;
    }

    /** Whether one of the four words before {@code cue} negates it ("doesn't work", "no longer boots"). */
    static boolean negated(List<Word> words, Word cue) {
        return fourBefore(words, cue, w -> NEGATORS.contains(w) || w.endsWith("n't"));
    }

    /** Whether any of {@code words} is one of {@code set}. */
    static boolean any(List<Word> words, Set<String> set) {
        for (Word w : words) {
            if (set.contains(w.text)) {
                return true;
            }
        }
        return false;
    }

    /** Whether one of the four words before {@code cue} passes {@code test}. */
    static boolean fourBefore(List<Word> words, Word cue, java.util.function.Predicate<String> test) {
        int k = indexOf(words, cue);
        for (int j = Math.max(0, k - 4); j < k; j++) {
            if (test.test(words.get(j).text)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Where {@code cue} sits in {@code words}, found by its start offset ({@link #words} lists them in text order, no
     * two at one offset), or -1: a linear {@code indexOf} per cue made every reader's walk over a sentence quadratic
     * in its words.
     */
    static int indexOf(List<Word> words, Word cue) {
        int lo = 0;
        int hi = words.size() - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            int s = words.get(mid).start;
            if (s < cue.start) {
                lo = mid + 1;
            } else if (s > cue.start) {
                hi = mid - 1;
            } else {
                return words.get(mid).equals(cue) ? mid : -1;
            }
        }
        return -1;
    }

    /** Start of the clause holding {@code offset}: a sentence end, ; , or "but"/"while", a blank or short line. */
    int clauseStart(int offset) {
        int limit = Math.max(0, offset - CLAUSE);
        int k = offset;
        while (k > limit) {
            char c = t.text.charAt(k - 1);
            if (c == ';' || c == ',' || c == '!' || c == '?' || c == '(' || c == ')') {
                return k;
            }
            if ((c == '.' || c == ':') && k < t.text.length() && Character.isWhitespace(t.text.charAt(k))) {
                return k;
            }
            if (c == '\n' && hardBreakBefore(k - 1)) {
                return k;
            }
            if (c == ' ' && (wordAt(k, "but ") || wordAt(k, "while ") || wordAt(k, "whereas ")
                    || wordAt(k, "however "))) {
                return k;
            }
            k--;
        }
        return k;
    }

    int clauseEnd(int offset) {
        int limit = Math.min(t.text.length(), offset + CLAUSE);
        int k = offset;
        while (k < limit) {
            char c = t.text.charAt(k);
            if (c == ';' || c == ',' || c == '!' || c == '?' || c == '(' || c == ')') {
                return k;
            }
            if ((c == '.' || c == ':') && (k + 1 == t.text.length() || Character.isWhitespace(t.text.charAt(k + 1)))) {
                return k;
            }
            if (c == '\n' && hardBreakBefore(k)) {
                return k;
            }
            if (c == ' ' && (wordAt(k + 1, "but ") || wordAt(k + 1, "while ") || wordAt(k + 1, "whereas ")
                    || wordAt(k + 1, "however "))) {
                return k;
            }
            k++;
        }
        return k;
    }

    private boolean wordAt(int k, String w) {
        return t.text.regionMatches(true, k, w, 0, w.length());
    }

    /**
     * True when the newline at {@code nl} ends a unit rather than wrapping prose: the line it ends is short (a heading
     * like "2.6.23-rc8 without changes") or the next line is blank or starts like pasted output.
     */
    boolean hardBreakBefore(int nl) {
        int ls = t.lineStart(nl);
        String line = VersionsText.stripQuote(t.text.substring(ls, nl));
        if (line.length() < 50) {
            return true;
        }
        int next = nl + 1;
        while (next < t.text.length() && (t.text.charAt(next) == '>' || t.text.charAt(next) == ' ')) {
            next++;
        }
        if (next < t.text.length() && Character.isDigit(t.text.charAt(next)) && WRAP_WORDS.contains(lastWord(line))) {
            // session 42 (verdict46): "... the panel stays black on" / "5.15.12, 5.14 was ok": a long line that
            // ends in a preposition or an article wrapped before the version it governs
            return false;
        }
        return next >= t.text.length() || !Character.isLetter(t.text.charAt(next));
    }

    /** Words no unit ends with: a long line ending in one was wrapped by the mail client. */
    private static final Set<String> WRAP_WORDS = Set.of("on", "with", "since", "to", "from", "in", "under", "into",
            "onto", "of", "between", "after", "before", "than", "the", "a", "and", "or", "running", "using", "booting");

    /** The last word of {@code line}, lowercase ("" when it ends in no letter). */
    private static String lastWord(String line) {
        int e = line.length();
        while (e > 0 && line.charAt(e - 1) == ' ') {
            e--;
        }
        int s = e;
        while (s > 0 && Character.isLetter(line.charAt(s - 1)) && e - s < 16) {
            s--;
        }
        return line.substring(s, e).toLowerCase(Locale.ROOT);
    }

    /** The words between two offsets, lower-cased, trailing dots and dashes cut. */
    List<Word> words(int from, int to) {
        List<Word> out = new ArrayList<>();
        int k = from;
        while (k < to) {
            while (k < to && !isWordChar(t.text.charAt(k))) {
                k++;
            }
            int s = k;
            // session 41 (speed42): whether the word holds only characters that lowercasing and the quote's
            // replacement leave as they are (a-z, digits, ' . -), found in the walk: such a word (most of prose) is
            // its substring, with no scan by toLowerCase and replace to find nothing to change
            boolean plain = true;
            for (char c; k < to && isWordChar(c = t.text.charAt(k)); k++) {
                plain &= c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '\'' || c == '.' || c == '-';
            }
            int e = k;
            while (e > s && (t.text.charAt(e - 1) == '.' || t.text.charAt(e - 1) == '-')) {
                e--;
            }
            if (e > s) {
                String word = t.text.substring(s, e);
                out.add(new Word(plain ? word : word.toLowerCase(Locale.ROOT).replace('\u2019', '\''), s, e));
            }
        }
        return out;
    }

    private static boolean isWordChar(char c) {
        return Character.isLetterOrDigit(c) || c == '\'' || c == '\u2019' || c == '.' || c == '-';
    }
}
