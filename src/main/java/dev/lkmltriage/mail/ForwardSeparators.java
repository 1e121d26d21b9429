package dev.lkmltriage.mail;

import java.util.Locale;

/**
 * The forward separators of the list's mail clients (convention 188, session 51, fwd51): mutt's
 * {@code ----- Forwarded message from X -----}, Gmail's {@code ---------- Forwarded message ---------}, Thunderbird's
 * and Evolution's {@code -------- Forwarded Message --------}, their German and French forms, and Apple Mail's
 * {@code Begin forwarded message:}. The text a message forwards under one is the forwarder's own, not quoted: the
 * separator opens no quoted state (unlike Outlook's {@code -----Original Message-----}, a reply's history, which
 * {@link LineTests#isOriginalMessage} still reads as quoted), so the span reader keeps reading prose; lines of the
 * forwarded text that carry their own {@code >} marks stay quoted, and so does a forward inside a {@code >} quote.
 * {@link OwnPastes} asks {@link #anyIn} so that a forward's {@code >} lines are never taken for the forwarder's pastes.
 * A line longer than {@link BodyLines#PREFIX} is no separator; one pass over a text, so linear in its length.
 */
final class ForwardSeparators {
    /** The words between the dashes of a dashed separator, lower-case; "from X" may follow them. */
    private static final String[] DASHED = {"forwarded message", "weitergeleitete nachricht", "message transféré",
        "message transfére", "mensaje reenviado", "messaggio inoltrato"};
    /** The opening words of a separator that ends with a colon. */
    private static final String[] COLONED = {"begin forwarded message", "anfang der weitergeleiteten nachricht",
        "début du message réexpédié"};

    private ForwardSeparators() {
    }

    /** Whether {@code line} (without its newline) is a forward separator standing at quote depth 0. */
    static boolean isSeparator(String line) {
        if (line.length() > BodyLines.PREFIX) {
            return false;
        }
        String t = line.strip().toLowerCase(Locale.ROOT);
        if (t.startsWith("--")) {
            int a = 0;
            while (a < t.length() && t.charAt(a) == '-') {
                a++;
            }
            int b = t.length();
            while (b > a && t.charAt(b - 1) == '-') {
                b--;
            }
            if (t.length() - b < 2) {
                return false; // no closing dashes: a rule cut short or prose
            }
            String inner = t.substring(a, b).strip();
            for (String w : DASHED) {
                if (inner.equals(w) || inner.startsWith(w + " from ") || inner.startsWith(w + " von ")
                        || inner.startsWith(w + " de ")) {
                    return true;
                }
            }
            return false;
        }
        if (!t.endsWith(":")) {
            return false;
        }
        String head = t.substring(0, t.length() - 1).strip();
        for (String w : COLONED) {
            if (head.equals(w)) {
                return true;
            }
        }
        return false;
    }

    /** Whether some line of {@code text} is a forward separator at quote depth 0 ({@link #isSeparator}). */
    static boolean anyIn(String text) {
        int k = 0;
        int n = text.length();
        while (k < n) {
            int nl = text.indexOf('\n', k);
            int end = nl < 0 ? n : nl;
            if (end - k <= BodyLines.PREFIX && isSeparator(text.substring(k, end))) {
                return true;
            }
            k = end + 1;
        }
        return false;
    }
}
