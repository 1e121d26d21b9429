package dev.lkmltriage.extract;

import dev.lkmltriage.extract.CommitCandidates.Candidate;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Finds the subject a message gives for a commit: {@code X ("subject")}, a bisect log's {@code [X] subject}, the
 * indented first line of {@code git log}/{@code git show} output after {@code commit X}, the mail's own
 * {@code Revert "subject"} for {@code This reverts commit X}, and a lone {@code (commit: "subject")} line.
 */
final class CommitSubjects {
    // compiled once: String.split, matches and replaceAll compile their regex on every call
    private static final Pattern BLANKS = Pattern.compile("\\s+");
    private static final int MAX_SUBJECT = 300;

    private final VersionsText t;
    private final String mailSubject;

    CommitSubjects(VersionsText t, String mailSubject) {
        this.t = t;
        this.mailSubject = mailSubject == null ? "" : mailSubject;
    }

    String of(Candidate c) {
        String s = parenthesised(c.end());
        if (s != null) {
            return s;
        }
        String line = t.lineLower(c.start());
        if (line.startsWith("# ") && (line.startsWith("# first bad commit") || line.startsWith("# good:")
                || line.startsWith("# bad:") || line.startsWith("# skip:"))) {
            int close = t.text.indexOf(']', c.end());
            int le = t.lineEnd(c.start());
            if (close >= 0 && close < le) {
                String rest = t.text.substring(close + 1, le).strip();
                return rest.isEmpty() ? null : rest;
            }
        }
        if (line.startsWith("commit ")) {
            s = gitLogSubject(t.lineEnd(c.start()));
            if (s != null) {
                return s;
            }
        }
        String before = t.text.substring(Math.max(0, c.start() - 30), c.start()).toLowerCase(Locale.ROOT);
        // only blanks are collapsed, so a window without "reverts" never ends so (session 39: the regex replace ran
        // for every commit id of prose, about 0.5 % of all extraction on prose-heavy mail)
        if (before.contains("reverts") && BLANKS.matcher(before).replaceAll(" ").endsWith("reverts commit ")) {
            return revertedSubject();
        }
        return null;
    }

    /** A subject in {@code ("...")} right after {@code end}, possibly wrapped over lines. */
    private String parenthesised(int end) {
        int k = end;
        while (k < t.text.length() && k < end + 2 && t.text.charAt(k) == ' ') {
            k++;
        }
        if (k + 1 >= t.text.length() || t.text.charAt(k) != '(') {
            return null;
        }
        char open = t.text.charAt(k + 1);
        if (open != '"' && open != '\u201c') {
            return null;
        }
        char close = open == '"' ? '"' : '\u201d';
        int limit = Math.min(t.text.length() - 1, k + 2 + MAX_SUBJECT);
        for (int j = k + 2; j < limit; j++) {
            if (t.text.charAt(j) == close && t.text.charAt(j + 1) == ')') {
                String s = CommitRoles.collapse(t.text.substring(k + 2, j)).strip();
                return s.isEmpty() ? null : s;
            }
        }
        return null;
    }

    /** After a {@code commit X} line: skip Author/Merge/Date/Commit headers, a blank line, take the indented line. */
    private String gitLogSubject(int lineEnd) {
        int k = lineEnd + 1;
        boolean sawHeader = false;
        for (int n = 0; n < 8 && k < t.text.length(); n++) {
            int le = t.lineEnd(k);
            String raw = t.text.substring(k, le);
            String line = VersionsText.stripQuote(raw);
            String lower = line.toLowerCase(Locale.ROOT);
            if (lower.startsWith("author:") || lower.startsWith("merge:") || lower.startsWith("date:")
                    || lower.startsWith("commit:") || lower.startsWith("authordate:")
                    || lower.startsWith("commitdate:")) {
                sawHeader = true;
            } else if (line.isBlank()) {
                if (!sawHeader) {
                    return null;
                }
            } else {
                return sawHeader ? line.strip() : null;
            }
            k = le + 1;
        }
        return null;
    }

    /** The subject of a revert patch: {@code [PATCH] Revert "foo: bar"} gives {@code foo: bar}. */
    private String revertedSubject() {
        int r = mailSubject.indexOf("Revert \"");
        if (r < 0) {
            return null;
        }
        int start = r + "Revert \"".length();
        int end = mailSubject.lastIndexOf('"');
        return end > start ? mailSubject.substring(start, end) : null;
    }

    /** Gives the message's one subject-less commit the subject of a lone {@code (commit: "subject")} line. */
    void fillLone(CommitExtractor.Merge m) {
        if (m == null) {
            return;
        }
        String lower = t.text.length() > 200_000 ? t.text.substring(0, 200_000).toLowerCase(Locale.ROOT)
                : t.text.toLowerCase(Locale.ROOT);
        for (String lead : new String[] {"(commit: \"", "(commit \"", "commit: \""}) {
            int at = lower.indexOf(lead);
            if (at >= 0) {
                int from = at + lead.length();
                int end = t.text.indexOf('"', from);
                if (end > from && end - from <= MAX_SUBJECT) {
                    m.subject = CommitRoles.collapse(t.text.substring(from, end)).strip();
                    return;
                }
            }
        }
    }
}
