package dev.lkmltriage.extract;

import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.OwnPastes;
import java.nio.charset.StandardCharsets;

/**
 * What {@link KindClassifier} asks of a message's lowercase own text ({@link OwnText}), answered without building it
 * where the question allows (session 49, speed50).
 *
 * <p>Why: the classifier lowercased every message's own text (a copy of the whole text for a patch, whose lines are
 * all its own; about 4 % of the extraction on real mail), but a reply or a patch subject, most messages, is decided
 * by three questions only: whether its first own lines declare a bot ({@link BotMail#declares}, which reads the first
 * {@link BotMail#READS} characters), whether it holds a pull request's "the following changes since commit" and
 * whether a diff of its own is signed off. {@link #opening} lowercases only the opening; {@link #contains} finds a
 * literal's candidates with {@link String#indexOf(int, int)} (the JDK's vectorised scan) on one of its letters in
 * either case and compares the rest as {@code toLowerCase} would map it; {@link #diff} walks the own lines' starts.
 * Any other question ({@link #lower}) builds the whole as before, and once built it answers every question.
 *
 * <p>Exact by construction: a {@link Literal} is lowercase ASCII without a line break and does not end in 'i', so a
 * match in the lowercased own text lies in one own line and comes from as many characters of that line, each of
 * which lowercases to the literal's character on its own ({@code String.toLowerCase} maps every character so but
 * U+0130, whose two characters "i\u0307" could only end a match, and the final sigma, never ASCII); the anchor is a
 * letter whose only characters lowering to it are its two ASCII cases (not 'i', which U+0130 maps to, nor 'k', which
 * the Kelvin sign maps to) or a character that no other lowers to. {@code OwnQuestionsTest} holds every answer to
 * {@link OwnText#slow}'s on random and hostile mail.
 */
final class OwnQuestions {
    /** A lowercase ASCII literal asked of the own text, with the index of the character its search anchors on. */
    static final class Literal {
        final String text;
        final int anchor;

        Literal(String text, int anchor) {
            if (text.isEmpty() || anchor < 0 || anchor >= text.length() || text.charAt(text.length() - 1) == 'i') {
                throw new IllegalArgumentException(text);
            }
            for (int j = 0; j < text.length(); j++) {
                char c = text.charAt(j);
                if (c >= 0x80 || c == '\n' || (c >= 'A' && c <= 'Z')) {
                    throw new IllegalArgumentException(text);
                }
            }
            char a = text.charAt(anchor);
            if (a == 'i' || a == 'k') {
                throw new IllegalArgumentException(text);
            }
            this.text = text;
            this.anchor = anchor;
        }
    }

    private final Mail mail;
    private OwnText full;
    /** -1 not asked yet, else 0 or 1. */
    private int ownMarks = -1;

    OwnQuestions(Mail mail) {
        this.mail = mail;
    }

    /** {@code OwnText.of(mail).lower()}, built on the first call. */
    String lower() {
        return full().lower();
    }

    private OwnText full() {
        if (full == null) {
            full = OwnText.of(mail);
        }
        return full;
    }

    private boolean ownMarks() {
        if (ownMarks < 0) {
            ownMarks = OwnPastes.quotesNobody(mail) ? 1 : 0;
        }
        return ownMarks == 1;
    }

    /** Whether the own line starting at {@code k} (not empty, inside the limit) is read as own, as OwnText reads it. */
    private boolean own(VersionsText t, String text, int k) {
        return !t.quoted(k) && (text.charAt(k) != '>' || ownMarks());
    }

    /**
     * The lowercase own text's first {@link BotMail#READS} characters or more (all of it when shorter), what
     * {@link BotMail#declares} reads: the same answer as on the whole.
     */
    String opening() {
        if (full != null) {
            return full.lower();
        }
        String text = mail.text();
        VersionsText t = VersionsText.of(mail);
        int limit = Math.min(text.length(), OwnText.LIMIT);
        int want = BotMail.READS;
        byte[] out = new byte[Math.min(limit + 1, want + 1)];
        int n = 0;
        int k = 0;
        while (k < limit && n < want) {
            int nl = text.indexOf('\n', k);
            int end = nl < 0 || nl > limit ? limit : nl;
            if (k < end ? own(t, text, k) : !t.quoted(k)) {
                for (int i = k; i < end && n < want; i++) {
                    char c = text.charAt(i);
                    if (c > 0xff) {
                        // a wide character: OwnText's own paths decide how it lowercases
                        return full().lower();
                    }
                    out[n++] = (byte) Character.toLowerCase(c);
                }
                if (n < want) {
                    out[n++] = '\n';
                }
            }
            k = end + 1;
        }
        return new String(out, 0, n, StandardCharsets.ISO_8859_1);
    }

    /**
     * Two literals, one of which every declaration of {@link BotMail} holds ("my bot found ", "my bot has found ": "my
     * bot "; the five "... is an automated e-mail", "... is an automatically generated email": "an automat").
     */
    static final Literal MY_BOT = new Literal("my bot ", 3);
    static final Literal AN_AUTOMAT = new Literal("an automat", 7);

    /**
     * {@code BotMail.declares(opening())} (session 50, speed51): a declaration lies in the own text's opening, so the
     * own text holds {@link #MY_BOT} or {@link #AN_AUTOMAT} wherever it does; asked first with {@link #contains}
     * (four vectorised scans of the text for 'b', 'B', 'm', 'M'), they spare all but a few messages the opening's walk,
     * which in a reply under a long quote went line by line through the quote to gather its own characters.
     */
    boolean declaresBot() {
        if (full == null && !contains(MY_BOT) && !contains(AN_AUTOMAT)) {
            return false;
        }
        return BotMail.declares(opening());
    }

    /** {@code OwnText.of(mail).lower().contains(literal.text)}. */
    boolean contains(Literal literal) {
        if (full != null) {
            return full.lower().contains(literal.text);
        }
        char lower = literal.text.charAt(literal.anchor);
        char upper = lower >= 'a' && lower <= 'z' ? (char) (lower - 0x20) : lower;
        // a yes or no: the candidates on either case of the anchor may be asked in turn
        return anyOwnMatch(literal, lower) || (upper != lower && anyOwnMatch(literal, upper));
    }

    /** Whether a match of the literal whose anchor is the character {@code anchor} lies in an own line. */
    private boolean anyOwnMatch(Literal literal, char anchor) {
        String s = literal.text;
        String text = mail.text();
        int limit = Math.min(text.length(), OwnText.LIMIT);
        int a = literal.anchor;
        VersionsText t = null;
        // candidates ascend: once one ends past the limit, so do all later ones
        for (int i = text.indexOf(anchor, a); i >= 0 && i - a + s.length() <= limit; i = text.indexOf(anchor, i + 1)) {
            int p = i - a;
            if (matches(text, p, s)) {
                // no character of the match is a line break: it lies in the line holding p
                if (t == null) {
                    t = VersionsText.of(mail);
                }
                if (own(t, text, text.lastIndexOf('\n', p) + 1)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Whether the characters at {@code p} lowercase one by one to {@code s}, as the own text's lowercasing maps them. */
    static boolean matches(String text, int p, String s) {
        for (int j = 0; j < s.length(); j++) {
            char c = text.charAt(p + j);
            char x = s.charAt(j);
            if (c != x && (c == '\u0130' || Character.toLowerCase((int) c) != x)) {
                return false;
            }
        }
        return true;
    }

    /** {@code OwnText.of(mail).diff()}: an own line opening with "diff --git ", or later own lines "--- a/", "+++ b/". */
    boolean diff() {
        if (full != null) {
            return full.diff();
        }
        String text = mail.text();
        VersionsText t = VersionsText.of(mail);
        int limit = Math.min(text.length(), OwnText.LIMIT);
        boolean first = true;
        boolean removed = false;
        boolean added = false;
        int k = 0;
        while (k < limit) {
            int nl = text.indexOf('\n', k);
            int end = nl < 0 || nl > limit ? limit : nl;
            if (k < end ? own(t, text, k) : !t.quoted(k)) {
                if (startsWith(text, k, end, "diff --git ")) {
                    return true;
                }
                if (!first) {
                    removed |= startsWith(text, k, end, "--- a/");
                    added |= startsWith(text, k, end, "+++ b/");
                    if (removed && added) {
                        return true;
                    }
                }
                first = false;
            }
            k = end + 1;
        }
        return false;
    }

    private static boolean startsWith(String text, int from, int to, String prefix) {
        return to - from >= prefix.length() && text.startsWith(prefix, from);
    }
}
