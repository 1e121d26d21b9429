package dev.lkmltriage.extract;

import java.util.Locale;

/**
 * A message's whole text lowercased ({@code toLowerCase(Locale.ROOT)}), made once per message on this thread: the
 * kernel verdicts, the lone commit subject, the config mentions and the set-apart kernels each asked for the same
 * copy of the same text (together about 6 % of all extraction on the synthetic corpus, session 24). The last text
 * asked is remembered by identity, as {@link VersionsText#of} remembers its message; a String never changes, so the
 * copy handed out is the one {@code toLowerCase} would make.
 */
final class LowerText {
    /** Each stage's bound on the text it lowercases: {@link #prefix} of a longer text is not remembered. */
    static final int PREFIX = 200_000;

    private record Last(String text, String lower) {
    }

    private static final ThreadLocal<Last> LAST = new ThreadLocal<>();

    private LowerText() {
    }

    /** {@code text.toLowerCase(Locale.ROOT)}. */
    static String of(String text) {
        Last last = LAST.get();
        if (last == null || last.text != text) {
            last = new Last(text, text.toLowerCase(Locale.ROOT));
            LAST.set(last);
        }
        return last.lower;
    }

    /**
     * The lowercase of the text's first {@link #PREFIX} characters: {@code text.substring(0, PREFIX)} lowercased
     * when the text is longer (not remembered: the prefix's lowercase may differ from the whole's), else {@link #of}.
     */
    static String prefix(String text) {
        return text.length() > PREFIX ? text.substring(0, PREFIX).toLowerCase(Locale.ROOT) : of(text);
    }
}
