package dev.lkmltriage.extract;

/**
 * Whether a message says anything is wrong at all: one of {@link #WORDS} at a word's start, in any case, within its
 * first {@link #LIMIT} characters ({@link KernelVerdicts}' "reports a problem", asked once per message). The answer
 * is that of lowercasing those characters with {@code String.toLowerCase(Locale.ROOT)} and asking {@link
 * CommitRoles#containsWord} for each word, which this class did until session 39.
 *
 * <p>Why a walk (session 39, speed40; one path since session 40, speed41): the lowercase copy and a search per word
 * was about 1 % of all extraction on prose-heavy mail. {@link #in} walks the text once, stopping at the first hit,
 * and reads each character as the lowercase copy holds it ({@link #lower}): {@code String.toLowerCase(Locale.ROOT)}
 * maps every character on its own through {@link Character#toLowerCase(int)} except two (checked over all of
 * Unicode): a capital dotted I (U+0130) becomes two characters, "i" and a combining dot (U+0307), and a capital
 * sigma becomes a final or a plain small sigma by its context. Neither changes an answer read one character at a
 * time: every word is ASCII and none ends in "i", so the "i" of U+0130 is never part of a match (the combining dot
 * after it is no word's next character) and only its dot is the character a following
 * word's start sees; both sigmas are letters and no word's. Surrogates lowercase to surrogates, which are no
 * letters or digits and no word's. So an offset of the text stands for the same character of the copy, shifted
 * by the dotted I's before it, which no word start or match reads. Session 39 walked this way only while the text
 * was Latin-1 and handed the rest to the old copy; {@code ExactCuts41Test} holds the one walk to that copy.
 */
final class ProblemWords {
    /** Only the text's first this many characters are read. */
    static final int LIMIT = 200_000;

    /** Lowercase ASCII; any one at a word's start says there is a problem. */
    static final String[] WORDS = {"fails", "failed", "failure", "broken", "hang", "crash", "regression",
        "not work", "doesn't work", "no longer", "error", "issue", "problem", "bug", "times out", "timeout", "oops",
        "stuck", "freeze",
        // session 41 (verdict44): what a user sees go wrong, in plain report prose ("the screen stays black",
        // "the disks drop out", "the Wi-Fi is gone after resume", "the backlight flickers")
        "disappear", "vanish", "flicker", "stays black", "stay black", "stays blank", "stay blank", "remains black",
        "remains blank", "turns dark", "goes dark", "goes black", "black screen", "blank screen", "is gone",
        "are gone", "drop out", "drops out", "no sound", "loses the connection", "loses connection", "unusable"};

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

    /** Whether {@code text} holds a problem word at a word's start, in any case, within its first {@link #LIMIT}. */
    static boolean in(String text) {
        int n = Math.min(text.length(), LIMIT);
        for (int k = 0; k < n; k++) {
            char c = lower(text.charAt(k));
            String[] words = c < 0x80 ? BY_FIRST[c] : null;
            if (words == null || (k > 0 && Character.isLetterOrDigit(lower(text.charAt(k - 1))))) {
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

    /** {@code w} starts at {@code k} in the lowercased text, read within {@code [k, n)}. */
    private static boolean startsAt(String text, int k, int n, String w) {
        if (n - k < w.length()) {
            return false;
        }
        for (int j = 1; j < w.length(); j++) {
            if (lower(text.charAt(k + j)) != w.charAt(j)) {
                return false;
            }
        }
        return true;
    }

    /**
     * The character the lowercase copy holds for {@code c}, as far as a word or a word's start can tell: a capital
     * dotted I stands for its combining dot, the last of the two characters it becomes (its "i" is never read).
     */
    private static char lower(char c) {
        return c < 0x100 ? LOWER[c] : c == '\u0130' ? '\u0307' : Character.toLowerCase(c);
    }
}
