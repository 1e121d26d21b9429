package dev.lkmltriage.triage;

import dev.lkmltriage.mail.Mail;
import java.util.LinkedHashSet;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One diagnostic line from report to fix (session 24, class E of the session 22 table): a build report's diagnostic
 * (a compiler or sparse line, modpost, as {@link BuildWarnings} fingerprints them, or Kconfig's
 * {@code WARNING: unmet direct dependencies detected for SYMBOL}) that a later patch's changelog quotes. The keys are
 * hashed under their own "diag|" prefix and kept with a cluster's trace keys ({@link TraceTies}): a report's cluster
 * carries its keys, and a thread-starting lone patch placed nowhere whose changelog quotes one of them joins that
 * cluster while it has no fix, as a patch pasting its report's call trace does. A report standing in for one that never
 * arrived (an orphan reply) quotes it: its quoted lines are read too.
 */
final class Diagnostics {
    /** Kconfig's complaint, the selected symbol naming it (the "Selected by" lines vary by configuration). */
    private static final Pattern UNMET = Pattern.compile(
            "(?m)^[ \\t]*WARNING: unmet direct dependencies detected for (\\w{1,80})");
    private static final Pattern QUOTE_MARKS = Pattern.compile("(?m)^[ \\t]*(?:>[ \\t]?){1,8}");
    private static final int MAX_TEXT = 64 * 1024;

    private Diagnostics() {
    }

    /** The keys of the diagnostics a report states (its own lines; an orphan's quoted lines too). */
    static Set<Long> ofReport(Mail mail, boolean orphan) {
        String text = mail.text();
        if (text == null || !mayHold(text)) {
            return Set.of();
        }
        if (orphan) {
            String plain = QUOTE_MARKS.matcher(head(text)).replaceAll("");
            return keys(BuildWarnings.ofChangelog(plain), plain, false);
        }
        return keys(BuildWarnings.of(mail), head(text), true);
    }

    /** The keys of the diagnostics a patch's changelog (before its diff) quotes, quoted replies' lines left out. */
    static Set<Long> ofChangelog(String text) {
        if (text == null || !mayHold(text)) {
            return Set.of();
        }
        String head = head(OwnLines.changelog(text));
        return keys(BuildWarnings.inChangelog(head), head, true);
    }

    private static boolean mayHold(String text) {
        return text.contains("warning:") || text.contains("error:") || text.contains("] undefined!")
                || text.contains("WARNING: unmet");
    }

    private static String head(String text) {
        return text.length() > MAX_TEXT ? text.substring(0, MAX_TEXT) : text;
    }

    private static Set<Long> keys(Set<String> warnings, String text, boolean skipQuoted) {
        Set<Long> out = new LinkedHashSet<>();
        warnings.forEach(w -> out.add(LogLines.hash("diag|" + w)));
        Matcher m = UNMET.matcher(text);
        while (m.find() && out.size() < BuildWarnings.MAX_WARNINGS) {
            if (!skipQuoted || !quotedAt(text, m.start())) {
                out.add(LogLines.hash("diag|kconfig unmet|" + m.group(1)));
            }
        }
        return out;
    }

    private static boolean quotedAt(String text, int at) {
        int start = text.lastIndexOf('\n', at) + 1;
        while (start < text.length() && (text.charAt(start) == ' ' || text.charAt(start) == '\t')) {
            start++;
        }
        return start < text.length() && text.charAt(start) == '>';
    }
}
