package dev.lkmltriage.extract;

import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Session 41 (configs41): the options a request sets, convention 61 ("a how-to's requests set what they ask") and
 * convention 11 (a request to build with an option names it with the value asked), read as general shapes:
 * <ul>
 * <li>a request sentence whose object is the list that follows: "make sure these config options are set to "=y" in
 * the .config file:" over lines that hold one {@code CONFIG_X} each ({@link #listHeader}, {@link #listItem});</li>
 * <li>an imperative that opens its sentence: "Enable CONFIG_ZZ_DMA if your controller has one", "Also set
 * CONFIG_ZZ_ON." ({@link #imperative}), in a document's diff lines too, where other values are dropped (a document
 * describes, it builds nothing: convention 18);</li>
 * <li>a requirement: "CONFIG_ZZ_ENDIAN must be set at compile time" ({@link #required});</li>
 * <li>the options coordinated with one a verb sets: "Please enable CONFIG_A and CONFIG_B", "Unset CONFIG_A and
 * CONFIG_B" ({@link #coordinated}).</li>
 * </ul>
 * Pure, never throws, linear in the line (each check reads a bounded window).
 */
final class RequestedOptions {
    private RequestedOptions() {
    }

    /** The value the header asks for: {@code "=y"}, "set to y", "enabled", "built-in", "as modules", "disabled". */
    private static final Pattern VALUE = Pattern.compile("(?<![A-Za-z0-9_])(?:=[\"'`]?([ymn])(?![A-Za-z0-9_])"
            + "|(?i:to|as)[ \\t][\"'`]?([ymn])[\"'`]?(?![A-Za-z0-9_])"
            + "|(?i:(enabled|built-in|builtin|turned on)|as (?:a )?(modules?)|(disabled|not set|turned off))"
            + "(?![A-Za-z]))");
    /** Lines a header may span: its sentence wraps once at most in real mail. */
    private static final int HEADER_WINDOW = 400;

    /**
     * The value a list header asks for, or null: the line's content ends with a colon, and the line with the one
     * before it ({@code [prevBody, prevEnd)}, -1 for none) holds a request word and a value ("After `make menuconfig`,
     * make sure these config options are set to "=y" in the / .config file:"). A header naming no value ("the configs
     * needed to reproduce them:") opens no list.
     */
    static String listHeader(String text, int prevBody, int prevEnd, int body, int end) {
        int e = end;
        while (e > body && (text.charAt(e - 1) == ' ' || text.charAt(e - 1) == '\t')) {
            e--;
        }
        if (e <= body || text.charAt(e - 1) != ':' || e - body > HEADER_WINDOW) {
            return null;
        }
        // Session 42 (speed43): the request word first, the value only where one stands (most lines ending in a
        // colon are attributions and labels that ask nothing); the same answer as reading the value first, as both
        // searches are pure and the line before is read for either only when the line lacks it
        boolean before = prevBody >= 0 && prevEnd - prevBody <= HEADER_WINDOW;
        if (!asks(text, body, e) && !(before && asks(text, prevBody, prevEnd))) {
            return null;
        }
        String value = valueIn(text, body, e);
        return value == null && before ? valueIn(text, prevBody, prevEnd) : value;
    }

    /**
     * A request word of a list's header in {@code [from, to)}: what the regex {@code (?<![A-Za-z])(?i:make sure|
     * ensure|please|must|need|needs|enable|disable|set|turn)(?![A-Za-z])} finds in that region, as one walk over the
     * region's runs of ASCII letters (session 43, speed44: the regex tried its ten words at every offset of every
     * line ending in a colon). The region's bounds are opaque, as the matcher's are by default: a run starts at
     * {@code from} and ends at {@code to} whatever stands beyond. A word matches only a whole run (the look-arounds
     * refuse an ASCII letter either side, and (?i) without UNICODE_CASE folds ASCII only), "make sure" two runs with
     * one blank between.
     */
    static boolean asks(String text, int from, int to) {
        int k = from;
        while (k < to) {
            if (!asciiLetter(text.charAt(k))) {
                k++;
                continue;
            }
            int e = runEnd(text, k, to);
            if (askWord(text, k, e)) {
                return true;
            }
            if (e - k == 4 && text.regionMatches(true, k, "make", 0, 4) && e < to && text.charAt(e) == ' ') {
                int sure = runEnd(text, e + 1, to);
                if (sure - (e + 1) == 4 && text.regionMatches(true, e + 1, "sure", 0, 4)) {
                    return true;
                }
            }
            k = e;
        }
        return false;
    }

    /** The one-run request words of {@link #asks}. */
    private static final List<String> ASK_WORDS = List.of("ensure", "please", "must", "need", "needs", "enable",
            "disable", "set", "turn");

    /** The ASCII letters {@code [from, to)} are one of {@link #ASK_WORDS}, ASCII case folded. */
    private static boolean askWord(String text, int from, int to) {
        for (String w : ASK_WORDS) {
            if (w.length() == to - from && text.regionMatches(true, from, w, 0, w.length())) {
                return true;
            }
        }
        return false;
    }

    /** The end of the run of ASCII letters from {@code k}, at most {@code to}. */
    private static int runEnd(String text, int k, int to) {
        int e = k;
        while (e < to && asciiLetter(text.charAt(e))) {
            e++;
        }
        return e;
    }

    private static boolean asciiLetter(char c) {
        return (char) ((c | 0x20) - 'a') < 26;
    }

    /** The value a header's words in {@code [from, to)} ask for, or null. */
    static String valueIn(String text, int from, int to) {
        Matcher m = VALUE.matcher(text).region(from, to);
        if (!m.find()) {
            return null;
        }
        if (m.group(1) != null || m.group(2) != null) {
            return (m.group(1) != null ? m.group(1) : m.group(2)).toLowerCase(Locale.ROOT);
        }
        return m.group(3) != null ? "y" : m.group(4) != null ? "m" : "n";
    }

    /** A list line: after quote, diff and indentation marks, one {@code CONFIG_X} and nothing else. */
    private static final Pattern ITEM = Pattern.compile("[>+ \\t]*(CONFIG_[A-Z0-9][A-Z0-9_]{0,80})[ \\t]*");

    /** The option a list line names, with the header's value; null if the line is no list item. */
    static ConfigFact listItem(String text, int start, int end, String value, boolean quoted) {
        if (end - start > 200) {
            return null;
        }
        Matcher m = ITEM.matcher(text).region(start, end);
        return m.matches() ? new ConfigFact(m.group(1), value, quoted, m.start(1), m.end(1)) : null;
    }

    /** The line holds only quote and diff marks: an empty line of a quoted or diffed document. */
    static boolean marksOnly(String text, int start, int end) {
        for (int i = start; i < end; i++) {
            if (" \t>+".indexOf(text.charAt(i)) < 0) {
                return false;
            }
        }
        return true;
    }

    /** An imperative verb of setting with the value it asks, right before the name. */
    private static final Pattern VERB = Pattern.compile(
            "(?i:(enable|turn on|set)|(disable|turn off|unset))[ \\t]{1,3}"
            // Session 46 (configs46): "Set config option CONFIG_X=y and build kernel", "Enable the kernel option X"
            + "(?:(?i:the)[ \\t]{1,3})?(?:(?i:kernel|k?config(?:uration)?)[ \\t]{1,3}(?i:options?|symbols?)[ \\t]{1,3})?$");
    /**
     * Session 43 (configs43): advice to the reader whose second verb sets the option: "You can pull that and just
     * turn on CONFIG_X" asks for it as an imperative does (convention 11). The sentence opens with "You can" (could,
     * should, need to, may) and its first clause ends in "and", "just" or "simply" optional before the verb.
     */
    private static final Pattern ADVISED = Pattern.compile("(?:^|[.:!?][ \\t]{1,3})(?i:you)[ \\t]{1,3}"
            + "(?i:can|could|should|may|need[ \\t]to)[ \\t][^.:!?;\\n]{1,80}[ \\t](?i:and)[ \\t]{1,3}"
            + "(?:(?i:just|simply)[ \\t]{1,3})?$");
    private static boolean advised(String text, int lineBody, int at) {
        int from = Math.max(lineBody, at - 120);
        // "^" is the line's start only: a window cut inside a sentence opens none
        return ADVISED.matcher(text).region(from, at).useAnchoringBounds(from == lineBody).find();
    }

    /** What may stand before the imperative in its sentence: "Also", "Please", "Then", "And". */
    private static final Pattern OPENER = Pattern.compile("(?i:also|please|then|and|so)[ \\t,]{1,3}$");

    /**
     * "Enable CONFIG_X", "Also set CONFIG_X", "Unset CONFIG_X": the value an imperative that opens its sentence asks
     * for (the line's start after its marks, or a sentence break before it), or null. "when enabling CONFIG_X",
     * "the patch will enable CONFIG_X" open no sentence and ask nothing.
     */
    static String imperative(String text, int lineBody, int at) {
        int from = Math.max(lineBody, at - 40);
        Matcher v = VERB.matcher(text).region(from, at);
        if (!v.find()) {
            return null;
        }
        int k = v.start();
        Matcher o = OPENER.matcher(text).region(Math.max(lineBody, k - 12), k);
        if (o.find()) {
            k = o.start();
        }
        if (k > lineBody && Character.isLetterOrDigit(text.charAt(k - 1))) {
            return null; // "unset" read as "set", "reset CONFIG_X": a longer word
        }
        int j = k;
        while (j > lineBody && " \t+>".indexOf(text.charAt(j - 1)) >= 0) {
            j--;
        }
        if (j > lineBody && ".:!".indexOf(text.charAt(j - 1)) < 0
                && !advised(text, lineBody, k)) {
            return null;
        }
        return v.group(1) != null ? "y" : "n";
    }

    /** A line that opens with a {@code CONFIG_X}: the name a verb ending the line before may ask for. */
    private static final Pattern OPENS_WITH = Pattern.compile("(CONFIG_[A-Z0-9][A-Z0-9_]{0,80})(?![A-Za-z0-9_=])");

    /**
     * "(...) Also set / CONFIG_X.": an imperative the mail client wrapped, its verb ending the line before
     * ({@code [prevBody, prevEnd)}, -1 for none) and the name opening this line; null otherwise.
     */
    static ConfigFact wrappedImperative(String text, int prevBody, int prevEnd, int body, int end, boolean quoted) {
        if (prevBody < 0 || prevEnd - prevBody > HEADER_WINDOW || !verbMayEnd(text, prevBody, prevEnd)
                || !text.startsWith("CONFIG_", body)) {
            return null;
        }
        Matcher m = OPENS_WITH.matcher(text).region(body, end);
        if (!m.lookingAt()) {
            return null;
        }
        String line = text.substring(prevBody, prevEnd).stripTrailing() + " ";
        String value = imperative(line, 0, line.length());
        return value == null ? null : new ConfigFact(m.group(1), value, quoted, m.start(1), m.end(1));
    }

    /**
     * Whether {@link #VERB} may match at the end of {@code [from, to)} with its trailing whitespace stripped (as {@link
     * String#stripTrailing} strips it) and one blank put after it, as {@link #wrappedImperative} asks: the match ends
     * in that blank after a verb, "the", "option(s)" or "symbol(s)", so the last character kept is one of their last
     * letters, e, n, t, f, s or l in either ASCII case ((?i) folds ASCII only). Session 50 (speed51): a .config or a
     * listing of CONFIG_X=y lines made every line copy the one before and search it (1.7 % of the extraction).
     */
    static boolean verbMayEnd(String text, int from, int to) {
        int e = to;
        // a BMP character is whitespace as its code point is; a surrogate never is, paired or not
        while (e > from && Character.isWhitespace(text.charAt(e - 1))) {
            e--;
        }
        return e > from && "eEnNtTfFsSlL".indexOf(text.charAt(e - 1)) >= 0;
    }

    /** "must be set", "must be enabled" right after the name: a requirement the reader is to meet. */
    private static final Pattern REQUIRED = Pattern.compile("\\G[ \\t]{1,3}(?i:must)[ \\t]{1,3}(?i:be)[ \\t]{1,3}"
            + "(?i:set|enabled|turned on|selected)(?![A-Za-z])(?![ \\t]{1,3}(?i:by default))");

    /** "CONFIG_X must be set": y; false where no requirement follows the name ending at {@code at}. */
    static boolean required(String text, int at, int lineEnd) {
        return REQUIRED.matcher(text).region(at, lineEnd).lookingAt();
    }

    /** Only a coordinator between two names: ", ", " and ", ", and ". */
    private static final Pattern AND = Pattern.compile("[ \\t]{0,3}(?:,[ \\t]{0,3}(?:and[ \\t]{1,3})?|and[ \\t]{1,3})");

    /**
     * The name starting at {@code at} is coordinated with the one that ends at {@code prevEnd} ("enable CONFIG_A and
     * CONFIG_B", "CONFIG_A, CONFIG_B"): it shares the verb that set the first.
     */
    static boolean coordinated(String text, int prevEnd, int at) {
        return prevEnd >= 0 && at - prevEnd <= 12 && AND.matcher(text).region(prevEnd, at).matches();
    }
}
