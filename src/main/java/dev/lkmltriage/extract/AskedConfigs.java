package dev.lkmltriage.extract;

import java.util.Set;

/**
 * Session 31 (hwcfg32): a config option named in a yes/no question to the reader about what the reader built: "Did
 * you enable CONFIG_SND_HDA_HDMI?", "Do you have CONFIG_XEN enabled?", "Have you disabled CONFIG_X?". The state word
 * is the writer's question, not a setting anyone stated, so it gives no value (held-out29's label). A request to
 * build or test with a setting ("Can you try turning off CONFIG_PCIEASPM?", "Please enable CONFIG_X") states the
 * setting the test is to have, as the labels read it, and is not a question of this kind; nor is a value written out
 * ("Do you build with CONFIG_X=y?" keeps y: the caller asks only for a state read from words).
 */
final class AskedConfigs {
    /** The auxiliaries that open a yes/no question about a state. */
    private static final Set<String> OPENERS = Set.of("did", "do", "does", "have", "has", "is", "are", "was", "were");
    private static final Set<String> READER = Set.of("you", "your");
    /** How far a sentence is followed on the name's line, each way: a line's width. */
    private static final int REACH = 160;

    private AskedConfigs() {
    }

    /**
     * Whether the name at {@code at} stands in a sentence, on its line {@code [lineStart, lineEnd)}, that opens with
     * an auxiliary and "you"/"your" and ends with a question mark.
     */
    static boolean ofReader(String text, int lineStart, int lineEnd, int at) {
        int from = Math.max(lineStart, at - REACH);
        int begin = from;
        // not text.Sentences.stopBefore: ':' and ';' end a sentence here too, and the line bounds the walk
        for (int k = at - 1; k > from; k--) {
            char ch = text.charAt(k - 1);
            if ((ch == '.' || ch == '?' || ch == '!' || ch == ':' || ch == ';') && Character.isWhitespace(text.charAt(k))) {
                begin = k;
                break;
            }
        }
        int to = Math.min(lineEnd, at + REACH);
        boolean asked = false;
        for (int k = at; k < to; k++) {
            char ch = text.charAt(k);
            if (ch == '?') {
                asked = true;
                break;
            }
            if ((ch == '.' || ch == '!' || ch == ';') && (k + 1 >= to || Character.isWhitespace(text.charAt(k + 1)))) {
                break;
            }
        }
        if (!asked) {
            return false;
        }
        int w1 = skipBlanks(text, begin, at);
        int e1 = wordEnd(text, w1, at);
        int w2 = skipBlanks(text, e1, at);
        int e2 = wordEnd(text, w2, at);
        return e1 > w1 && e2 > w2 && OPENERS.contains(lower(text, w1, e1)) && READER.contains(lower(text, w2, e2));
    }

    private static int skipBlanks(String text, int i, int to) {
        while (i < to && !Character.isLetter(text.charAt(i))) {
            i++;
        }
        return i;
    }

    private static int wordEnd(String text, int i, int to) {
        int k = i;
        while (k < to && k - i < 12 && Character.isLetter(text.charAt(k))) {
            k++;
        }
        return k < to && Character.isLetter(text.charAt(k)) ? i : k;
    }

    private static String lower(String text, int from, int to) {
        return text.substring(from, to).toLowerCase(java.util.Locale.ROOT);
    }
}
