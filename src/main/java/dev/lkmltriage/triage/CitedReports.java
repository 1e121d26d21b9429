package dev.lkmltriage.triage;

import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The report a posting says it answers, when that report is a message of a lore/lkml archive (session 15): keyed
 * {@code report:<message-id>} like a bug entry, so that two postings answering one report are one bug even when the
 * report itself never reached this list (two covers of one series citing an lkml report, two fixes of different
 * authors closing one report).
 *
 * <p>Read strictly, only where the text presents the URL as the report: a {@code Closes:} trailer; a {@code Link:}
 * trailer on the line right after a {@code Reported-by:} trailer (the kernel's convention for the report a credit
 * names); and prose "reported in/at/on/here &lt;url&gt;" or "reported in [N]" whose numbered reference {@code [N]}
 * is such a URL. A plain {@code Link:} (a patch's own earlier posting, a review), a reference cited as background
 * ("as in [2]", "see [3]") and quoted lines are not read: a series' covers cite related discussions beside the report
 * they fix (the HiSilicon LPC covers cite an open host-bridge question), and feature series' rounds link each other.
 * Only the text before any diff is read; more than {@value PatchVersions#MAX_BUGS} reports in one message name none
 * (the callers' rule for bug entries).
 */
final class CitedReports {
    private static final Pattern TRAILER = Pattern.compile("(?i)^[ \\t]*(Closes|Link|Reported(?:-and-tested)?-by)[ \\t]*:");
    /** "reported in [1]", "reported at: <url>", "Reported by Jane Doe at [2]", "was reported here". */
    private static final Pattern PROSE = Pattern.compile(
            "(?i)\\breported(?:[ \\t]+by[ \\t]+[^\\n\\[<.]{1,60}?)?[ \\t\\n]+(?:in|at|on|here)\\b[ \\t]*:?[ \\t\\n]*"
                    + "(?:\\[(\\d{1,2})\\]|<?(https?://(?:lore|lkml)\\.kernel\\.org/\\S{1,300}))");
    /** A numbered reference line: "[1] https://...", "[1]: https://...". */
    private static final Pattern REFERENCE = Pattern.compile(
            "(?m)^[ \\t]*\\[(\\d{1,2})\\][ \\t]*:?[ \\t]*<?(https?://(?:lore|lkml)\\.kernel\\.org/\\S{1,300})");

    private CitedReports() {
    }

    /** The {@code report:<message-id>} keys {@code text} names before its diff (see the class comment). */
    static Set<String> of(String text) {
        Set<String> out = new LinkedHashSet<>();
        if (text == null || !text.contains(".kernel.org/")) {
            return out;
        }
        String head = unquoted(OwnLines.changelog(text));
        trailers(head, out);
        if (Literals.mayContainAny(head, "reported")) {
            Map<String, String> refs = null;
            Matcher p = PROSE.matcher(head);
            while (p.find() && out.size() <= PatchVersions.MAX_BUGS) {
                String url = p.group(2);
                if (url == null) {
                    if (refs == null) {
                        refs = references(head);
                    }
                    url = refs.get(p.group(1));
                }
                add(url, out);
            }
        }
        return out;
    }

    /** {@code Closes: <url>}, and {@code Link: <url>} on the line after a {@code Reported-by:}. */
    private static void trailers(String head, Set<String> out) {
        boolean afterCredit = false;
        int start = 0;
        while (start < head.length() && out.size() <= PatchVersions.MAX_BUGS) {
            int end = head.indexOf('\n', start);
            if (end < 0) {
                end = head.length();
            }
            String line = end - start < 1000 ? head.substring(start, end) : "";
            Matcher t = line.indexOf(':') >= 0 ? TRAILER.matcher(line) : null;
            boolean credit = false;
            if (t != null && t.find()) {
                String name = t.group(1).toLowerCase(java.util.Locale.ROOT);
                if (name.equals("closes") || (name.equals("link") && afterCredit)) {
                    add(line.substring(t.end()).strip(), out);
                }
                credit = name.startsWith("reported");
            }
            afterCredit = credit;
            start = end + 1;
        }
    }

    private static Map<String, String> references(String head) {
        Map<String, String> out = new HashMap<>();
        Matcher m = REFERENCE.matcher(head);
        while (m.find() && out.size() < ReportFeatures.MAX_KEYS) {
            out.putIfAbsent(m.group(1), m.group(2));
        }
        return out;
    }

    private static void add(String url, Set<String> out) {
        if (url == null) {
            return;
        }
        Matcher m = ReportFeatures.LORE.matcher(url.startsWith("<") ? url.substring(1) : url);
        if (m.lookingAt()) {
            out.add("report:" + ReportFeatures.unescape(m.group(1)));
        }
    }

    /** {@code head} with its quoted lines ('>') blanked, line breaks kept. */
    private static String unquoted(String head) {
        if (head.indexOf('>') < 0) {
            return head;
        }
        StringBuilder b = new StringBuilder(head.length());
        int start = 0;
        while (start <= head.length()) {
            int end = head.indexOf('\n', start);
            if (end < 0) {
                end = head.length();
            }
            if (!head.substring(start, end).stripLeading().startsWith(">")) {
                b.append(head, start, end);
            }
            if (end < head.length()) {
                b.append('\n');
            }
            start = end + 1;
        }
        return b.toString();
    }
}
