package dev.lkmltriage.digest;

import java.util.regex.Pattern;

/**
 * Makes text from mail safe to put in a header: CR, LF and every other control character become a space, runs of
 * spaces collapse, and the result is capped, so that a subject or name can never end a header and start another.
 * Non-ASCII text is left for the sender to encode (RFC 2047).
 */
public final class HeaderValues {
    /** Longest header value we emit; long subjects are cut (with an ellipsis) rather than folded. */
    public static final int MAX = 200;
    private static final Pattern ADDRESS = Pattern.compile("[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]{1,64}@[A-Za-z0-9.-]{1,190}");
    private static final Pattern MSGID = Pattern.compile("[A-Za-z0-9!#$%&'*+/=?^_`{|}~.@-]{1,250}");

    private HeaderValues() {
    }

    /** A single-line, capped header text. */
    public static String text(String s) {
        String t = PlainText.clean(s).replaceAll(" {2,}", " ").strip();
        if (PlainText.cols(t) > MAX) {
            t = t.substring(0, t.offsetByCodePoints(0, MAX - 1)) + "\u2026";
        }
        return t;
    }

    /** Whether {@code a} is a plain {@code local@domain} address we are willing to put in To: or From:. */
    public static boolean isAddress(String a) {
        return a != null && ADDRESS.matcher(a).matches() && !a.startsWith(".") && !a.contains("..");
    }

    /** Whether {@code id} may be used inside angle brackets as a Message-ID. */
    public static boolean isMessageId(String id) {
        return id != null && MSGID.matcher(id).matches() && id.indexOf('@') > 0;
    }

    /**
     * A checked address: lower-cased, or an exception whose message says what was wrong and how to fix it.
     */
    public static String address(String a) {
        String t = a == null ? "" : a.strip();
        if (!isAddress(t)) {
            throw new IllegalArgumentException("'" + text(t) + "' is not a plain mail address; give one like"
                    + " netdev@vger.kernel.org (no name, no angle brackets, no spaces)");
        }
        return t.toLowerCase(java.util.Locale.ROOT);
    }
}
