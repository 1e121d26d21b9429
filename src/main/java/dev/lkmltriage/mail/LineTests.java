package dev.lkmltriage.mail;

import java.util.Locale;

/** What a single line (with a little lookahead) can be: the vocabulary the span states decide with. */
final class LineTests {
    private static final String[] ATTRIBUTION_WORDS = {"wrote", "writes", "said", "schrieb", "a écrit", "escribió",
        "scripsit", "skrev", "napisał", "kirjoitti", "ha scritto", "escreveu", "geschreven", "пишет", "написал"};
    private static final String[] FOOTER_WORDS = {"unsubscribe", "mailing list", "listinfo", "majordomo",
        "free email", "free e-mail", "email address with", "get your free", "yahoo!", "hotmail", "do you yahoo",
        "faq at", "anti-spam", "mail.yahoo", "sponsored", "click here", "this message was sent", "this email",
        "confidential"};
    /** Links continue a footer but do not open one: a rule above a bug-tracker link is the author's own. */
    private static final String[] LINK_WORDS = {"http://", "https://", "www."};
    private static final String[] DIFF_HEADERS = {"diff ", "index ", "--- ", "+++ ", "new file mode",
        "deleted file mode", "old mode", "new mode", "similarity index", "dissimilarity index", "rename from",
        "rename to", "copy from", "copy to", "Index: ", "=====", "Binary files", "GIT binary patch"};

    private LineTests() {
    }

    /** {@code >} quoting, allowing up to two leading spaces as some clients indent it. */
    static boolean isQuote(BodyLines l, int i) {
        for (int k = 0; k < 3; k++) {
            char c = l.charAt(i, k);
            if (c == '>') {
                return true;
            }
            if (c != ' ') {
                return false;
            }
        }
        return false;
    }

    /**
     * Session 49 (roles52): a box quote's header, "+-- On Fri, 10 Jan 2020, A Writer wrote --+", a mail client's
     * attribution drawn as the top of a box whose quoted lines carry "| " ({@link #isBoxQuote}). A line of rule
     * characters with an attribution word inside, at most 250 characters; an ASCII diagram's "+----+" holds no such
     * word.
     */
    static boolean isBoxHeader(BodyLines l, int i) {
        if (i >= l.count || l.charAt(i, l.leadingWhitespace(i)) != '+') {
            return false;
        }
        String s = l.shortLine(i);
        if (s == null || s.length() > 250) {
            return false;
        }
        String t = s.strip();
        if (t.length() < 12 || !t.startsWith("+-") || !t.endsWith("-+")) {
            return false;
        }
        String low = t.toLowerCase(Locale.ROOT);
        for (String w : ATTRIBUTION_WORDS) {
            if (low.contains(w)) {
                return true;
            }
        }
        return false;
    }

    /** A line of a box quote: "|" in the first column, then a blank, a '>' or nothing. */
    static boolean isBoxQuote(BodyLines l, int i) {
        if (i >= l.count || l.length(i) == 0 || l.charAt(i, 0) != '|') {
            return false;
        }
        if (l.length(i) == 1) {
            return true;
        }
        char c = l.charAt(i, 1);
        return c == ' ' || c == '\t' || c == '>';
    }

    /**
     * How many lines from {@code i} form an attribution ("On ..., X wrote:", "X writes:", "Quoting X:"), 0 when
     * none: it must end in a colon and be followed by quoted text, possibly after one blank line.
     */
    static int attribution(BodyLines l, int i) {
        if (i >= l.count || isQuote(l, i) || l.isBlank(i)) {
            return 0;
        }
        if (!quoteFollows(l, i + 1) && !quoteFollows(l, i + 2)) {
            return 0; // both forms need quoted text after them: most lines end here, before any copy is made
        }
        String a = l.shortLine(i);
        if (a == null || a.length() > 250) {
            return 0;
        }
        if (attributionText(a) && quoteFollows(l, i + 1)) {
            return 1;
        }
        if (i + 1 < l.count && !isQuote(l, i + 1) && !l.isBlank(i + 1)) {
            String b = l.shortLine(i + 1);
            if (b != null && b.length() < 200 && (a.startsWith("On ") || a.startsWith("Am ") || a.startsWith("Le ")
                    || a.startsWith("El ") || a.startsWith("Op ") || a.startsWith("* "))
                    && attributionText(a + " " + b) && quoteFollows(l, i + 2)) {
                return 2;
            }
        }
        return 0;
    }

    private static boolean quoteFollows(BodyLines l, int next) {
        if (next >= l.count) {
            return false;
        }
        if (isQuote(l, next)) {
            return true;
        }
        return l.isBlank(next) && next + 1 < l.count && isQuote(l, next + 1);
    }

    static boolean attributionText(String line) {
        String s = line.strip();
        if (!s.endsWith(":")) {
            return false;
        }
        String low = s.toLowerCase(Locale.ROOT);
        if (low.startsWith("quoting ") || low.startsWith("citando ") || low.startsWith("zitat von ")) {
            return true;
        }
        for (String w : ATTRIBUTION_WORDS) {
            if (low.contains(w)) {
                return true;
            }
        }
        // mutt: "* John Doe <jdoe@example.org> [2007-08-30 10:00]:"
        return low.startsWith("* ") && low.indexOf('@') > 0 && low.endsWith("]:");
    }

    /**
     * Outlook's marker above an unquoted original: {@code -----Original Message-----} (and its translations), or
     * its underscore rule directly followed by a {@code From:} line. A forward's separator ("---------- Forwarded
     * message ---------") is none since session 51: the text under it is the forwarder's own (convention 188,
     * {@link ForwardSeparators}).
     */
    static boolean isOriginalMessage(BodyLines l, int i) {
        // Both forms start with '-' or '_' after blanks: most lines are ruled out before any copy of them is made.
        char first = l.charAt(i, l.leadingWhitespace(i));
        if (first != '-' && first != '_') {
            return false;
        }
        String s = l.shortLine(i);
        if (s == null || s.length() < 8) {
            return false;
        }
        String t = s.strip().toLowerCase(Locale.ROOT);
        if (t.startsWith("---") && t.endsWith("---")) {
            String inner = t.replace("-", "").strip();
            return inner.equals("original message") || inner.equals("ursprüngliche nachricht")
                    || inner.equals("message d'origine");
        }
        if (t.length() >= 20 && t.chars().allMatch(c -> c == '_') && i + 1 < l.count) {
            String next = l.prefix(i + 1).toLowerCase(Locale.ROOT);
            return next.startsWith("from:") || next.startsWith("von:") || next.startsWith("de :")
                    || next.startsWith("de:");
        }
        return false;
    }

    /** A line of only rule characters: {@code -----}, {@code _____}, {@code =====}. */
    static boolean isRule(BodyLines l, int i) {
        int n = l.length(i);
        if (n == 0 || n > 200 || "-_=~*".indexOf(l.charAt(i, 0)) < 0) {
            return false;
        }
        String s = l.shortLine(i);
        if (s == null || s.isEmpty()) {
            return false;
        }
        char c0 = s.charAt(0);
        if ("-_=~*".indexOf(c0) < 0) {
            return false;
        }
        for (int k = 1; k < s.length(); k++) {
            if (s.charAt(k) != c0) {
                return false;
            }
        }
        return true;
    }

    /** A line that reads like list boilerplate or a free-mail advertisement, or a link inside one. */
    static boolean isFooterish(BodyLines l, int i) {
        return isFooterish(l, i, true);
    }

    /** As {@link #isFooterish(BodyLines, int)}, links counting only when {@code links} is set. */
    static boolean isFooterish(BodyLines l, int i, boolean links) {
        if (i >= l.count || l.isBlank(i) || isQuote(l, i) || l.length(i) > 200) {
            return false;
        }
        String low = l.prefix(i).toLowerCase(Locale.ROOT).strip();
        for (String w : FOOTER_WORDS) {
            if (low.contains(w)) {
                return true;
            }
        }
        if (links) {
            for (String w : LINK_WORDS) {
                if (low.contains(w)) {
                    return true;
                }
            }
        }
        // the list address line of a mailman footer
        return low.indexOf(' ') < 0 && low.indexOf('@') > 0 && low.matches("[a-z0-9._+-]++@[a-z0-9.-]++");
    }

    /** The majordomo and mailman openers that start a footer without a rule above them. */
    static boolean isStrongFooter(BodyLines l, int i) {
        if (i >= l.count || l.length(i) > 200) {
            return false;
        }
        // Each opener needs 't' or '_' first or "mailing list" in the line: tested in place before the line is
        // copied and lower-cased (no other character lower-cases to an ASCII one of these, LineTestsShortcutTest).
        char first = l.charAt(i, 0);
        if (first != 't' && first != 'T' && first != '_' && !l.containsIgnoreCase(i, "mailing list")) {
            return false;
        }
        String low = l.prefix(i).toLowerCase(Locale.ROOT);
        return low.startsWith("to unsubscribe from this list") || low.startsWith("to unsubscribe, send")
                || (low.contains("mailing list") && i + 1 < l.count && isFooterish(l, i + 1)
                && l.prefix(i + 1).toLowerCase(Locale.ROOT).contains("@"))
                || low.startsWith("_______________________________________________") && i + 1 < l.count
                && l.prefix(i + 1).toLowerCase(Locale.ROOT).contains("mailing list");
    }

    /** A line that opens a unified diff. */
    static boolean isDiffStart(BodyLines l, int i) {
        if (l.startsWith(i, "diff --git ") || (l.startsWith(i, "diff -") && l.length(i) > 6)) {
            return true;
        }
        if (l.startsWith(i, "Index: ") && i + 1 < l.count && l.startsWith(i + 1, "====")) {
            return true;
        }
        if (l.startsWith(i, "--- ") && i + 1 < l.count && l.startsWith(i + 1, "+++ ")) {
            return true;
        }
        return hunkHeader(l, i) != null;
    }

    static boolean isDiffHeader(BodyLines l, int i) {
        for (String h : DIFF_HEADERS) {
            if (l.startsWith(i, h)) {
                return true;
            }
        }
        return false;
    }

    /** The old and new line counts of a {@code @@ -a,b +c,d @@} line, or null. */
    static int[] hunkHeader(BodyLines l, int i) {
        if (!l.startsWith(i, "@@ -")) {
            return null;
        }
        String s = l.prefix(i);
        int k = 4;
        int[] out = new int[2];
        for (int part = 0; part < 2; part++) {
            int[] r = range(s, k);
            if (r == null) {
                return null;
            }
            out[part] = r[0];
            k = r[1];
            if (part == 0) {
                if (!s.startsWith(" +", k)) {
                    return null;
                }
                k += 2;
            }
        }
        return s.startsWith(" @@", k) ? out : null;
    }

    /** Parses {@code a[,b]} at {@code k}: {count b (1 when absent), index after}. */
    private static int[] range(String s, int k) {
        int j = k;
        while (j < s.length() && Character.isDigit(s.charAt(j)) && j - k < 10) {
            j++;
        }
        if (j == k) {
            return null;
        }
        int count = 1;
        if (j < s.length() && s.charAt(j) == ',') {
            int c0 = ++j;
            while (j < s.length() && Character.isDigit(s.charAt(j)) && j - c0 < 9) {
                j++;
            }
            if (j == c0) {
                return null;
            }
            count = Integer.parseInt(s.substring(c0, j));
        }
        return new int[] {count, j};
    }

    static boolean isSignatureDelimiter(BodyLines l, int i) {
        return l.length(i) == 3 && l.startsWith(i, "-- ");
    }

    static boolean isBareDashes(BodyLines l, int i) {
        String s = l.shortLine(i);
        return s != null && s.equals("--");
    }
}
