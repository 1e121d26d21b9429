package dev.lkmltriage.extract;

import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.OwnPastes;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/**
 * A message's unquoted text as {@link KindClassifier} reads it: every line of the first 256 KiB that is neither in a
 * quote span nor starts with '>' (but for a thread opener that quotes nobody, {@link OwnPastes#quotesNobody}), each
 * ended by '\n', lowercased with {@code toLowerCase(Locale.ROOT)}; and whether that text (before lowercasing) holds
 * a diff.
 *
 * <p>Why a class: the classifier used to build the own text with a {@code StringBuilder}, copy it into a String and
 * copy that again to lowercase it (three copies and a table lookup per character, about 3 % of all extraction on the
 * synthetic corpus). {@link #of} writes the lowercase form in one pass, straight from the message's characters, and
 * answers the diff question from the lines it walks. While every character is Latin-1 it writes bytes, since
 * {@code String.toLowerCase(Locale.ROOT)} maps each such character on its own through {@link Character#toLowerCase(char)}
 * (so the length cannot change); from the first character above U+00FF on it writes chars, each mapped on its own as
 * {@code String.toLowerCase} maps all but a few ({@link #lowerAboveLatin1}; session 46, speed47: a fifth of this
 * class's time on real mail was the old path re-reading such messages). Those few (a dotted capital I that lowercases
 * to two characters, a sigma whose form depends on its neighbours, surrogates) send the message to {@link #slow}, the
 * old path, kept as it was. {@code OwnTextTest} and {@code ExactCuts47Test} hold the two to each other on random
 * text.
 *
 * @param lower the own text, lowercased
 * @param diff whether the own text holds a diff: a line starting with {@code diff --git }, or a later line starting
 *     with {@code --- a/} and a later one with {@code +++ b/}
 */
record OwnText(String lower, boolean diff) {
    static final int LIMIT = 256 * 1024;

    /** {@link Character#toLowerCase(char)} of each Latin-1 character, which stays Latin-1: one load, no branch. */
    private static final byte[] LOWER = new byte[256];

    static {
        for (char c = 0; c < 256; c++) {
            LOWER[c] = (byte) Character.toLowerCase(c);
        }
    }

    static OwnText of(Mail mail) {
        VersionsText t = VersionsText.of(mail);
        String text = mail.text();
        char[] chars = t.chars;
        int limit = Math.min(text.length(), LIMIT);
        // each own line adds its characters and one '\n': at most the limit plus the last line's '\n'
        byte[] out = new byte[limit + 1];
        // null while every character written is Latin-1; then the chars written, the bytes copied into it
        char[] wide = null;
        int n = 0;
        // an opener that quotes nobody: its '>' lines are its own pasted output (convention 72)
        boolean ownMarks = OwnPastes.quotesNobody(mail);
        boolean first = true;
        boolean diffGit = false;
        boolean removed = false;
        boolean added = false;
        // the lines MessageLines found for the other stages (session 45, speed46): the newline ending the line that
        // starts at k is the next line's start less one, or the text's last character; null for a text too long
        MessageLines lines = MessageLines.of(mail);
        int lastNewline = text.isEmpty() || text.charAt(text.length() - 1) != '\n' ? -1 : text.length() - 1;
        int line = 0;
        int k = 0;
        while (k < limit) {
            int nl;
            if (lines == null) {
                nl = text.indexOf('\n', k);
            } else {
                nl = ++line < lines.count ? lines.start[line] - 1 : lastNewline;
            }
            int end = nl < 0 || nl > limit ? limit : nl;
            if (!t.quoted(k) && (ownMarks || !(k < end && chars[k] == '>'))) {
                // the own text's "\ndiff --git " or its start; "\n--- a/" and "\n+++ b/" after its first line
                diffGit |= startsWith(chars, k, end, "diff --git ");
                if (!first) {
                    removed |= startsWith(chars, k, end, "--- a/");
                    added |= startsWith(chars, k, end, "+++ b/");
                }
                first = false;
                int i = k;
                if (wide == null) {
                    // two loops, Latin-1 then wide (session 48, speed49): the first asks nothing but the character's
                    // range, where one loop asked for every character whether the chars had been widened yet
                    for (char c; i < end && (c = chars[i]) <= 0xff; i++) {
                        out[n++] = LOWER[c];
                    }
                    if (i < end) {
                        // the first character above U+00FF: the rest is written as chars (session 46, speed47)
                        wide = widen(out, n);
                    }
                }
                for (; i < end; i++) {
                    char c = chars[i];
                    int lower = c <= 0xff ? LOWER[c] & 0xff : lowerAboveLatin1(c);
                    if (lower < 0) {
                        return slow(mail);
                    }
                    wide[n++] = (char) lower;
                }
                if (wide == null) {
                    out[n++] = '\n';
                } else {
                    wide[n++] = '\n';
                }
            }
            k = end + 1;
        }
        String lower = wide == null ? new String(out, 0, n, StandardCharsets.ISO_8859_1) : new String(wide, 0, n);
        return new OwnText(lower, diffGit || (removed && added));
    }

    /** The Latin-1 characters written so far, as chars, in an array as long as the byte one. */
    private static char[] widen(byte[] out, int n) {
        char[] wide = new char[out.length];
        for (int i = 0; i < n; i++) {
            wide[i] = (char) (out[i] & 0xff);
        }
        return wide;
    }

    /**
     * {@code toLowerCase(Locale.ROOT)} of a character above U+00FF where {@code String.toLowerCase} maps it on its own
     * ({@link Character#toLowerCase(int)}, one char to one char), or -1 where it does not: a surrogate (read as part
     * of a code point), U+0130 (lowercased to two characters), U+03A3 (final or medial sigma by its neighbours), and a
     * mapping out of the BMP. These send the message to {@link #slow}, as any character above U+00FF did before.
     */
    static int lowerAboveLatin1(char c) {
        if (Character.isSurrogate(c) || c == '\u0130' || c == '\u03a3') {
            return -1;
        }
        int lower = Character.toLowerCase((int) c);
        return Character.isBmpCodePoint(lower) ? lower : -1;
    }

    private static boolean startsWith(char[] chars, int from, int to, String prefix) {
        if (to - from < prefix.length()) {
            return false;
        }
        for (int j = 0; j < prefix.length(); j++) {
            if (chars[from + j] != prefix.charAt(j)) {
                return false;
            }
        }
        return true;
    }

    /** The old path, for any text: the own text built as a String, then lowercased; the diff found in it. */
    static OwnText slow(Mail mail) {
        String own = ownText(mail);
        return new OwnText(own.toLowerCase(Locale.ROOT), hasOwnDiff(own));
    }

    /** The message's unquoted text: quoted lines dropped, bounded to the first 256 KiB. */
    private static String ownText(Mail mail) {
        VersionsText t = VersionsText.of(mail);
        String text = mail.text();
        int limit = Math.min(text.length(), LIMIT);
        StringBuilder b = new StringBuilder(Math.min(limit, 64 * 1024));
        boolean ownMarks = OwnPastes.quotesNobody(mail);
        int k = 0;
        while (k < limit) {
            int nl = text.indexOf('\n', k);
            int end = nl < 0 || nl > limit ? limit : nl;
            if (!t.quoted(k) && (ownMarks || !(k < end && text.charAt(k) == '>'))) {
                b.append(text, k, end).append('\n');
            }
            k = end + 1;
        }
        return b.toString();
    }

    private static boolean hasOwnDiff(String own) {
        return own.contains("\ndiff --git ") || own.startsWith("diff --git ")
                || (own.contains("\n--- a/") && own.contains("\n+++ b/"));
    }
}
