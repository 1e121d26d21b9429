package dev.lkmltriage.triage;

import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * A report's draft diff (session 17): a reporter who found a workaround pastes it as a diff in the report ("I found
 * this works: diff --git ..."), often mangled by the mail client (a space before each {@code +}); the patch posted
 * later, by the reporter from another address or by someone else, adds the same lines. The lines the draft adds
 * (own text, after a diff header, white space collapsed, at least {@value #MIN_LINE} characters) are kept by the
 * report's cluster among its log-line fingerprints under their own "draft|" hashes, as traces are kept
 * ({@link TraceTies#add}), so the store keeps and restores them ({@link ClusterKeys#logLines}) and
 * {@link ClusterIndex#byLog} finds them. A thread-starting patch placed nowhere whose diff adds at least
 * {@value #MIN_SHARED} of a cluster's rare draft lines (carried by at most {@value TraceTies#RARE_CLUSTERS} clusters)
 * joins it as its fix, when the cluster changed within {@value TraceTies#WINDOW_DAYS} days (a draft and its formal
 * posting come within weeks) and blames no commit the patch does not ({@link TextTies#blamesOther}).
 */
final class DraftDiffs {
    /** Shorter added lines ("}", "return 0;", "break;") are in every diff. */
    static final int MIN_LINE = 16;
    /** One shared line may be a common call; two are one change. */
    static final int MIN_SHARED = 2;
    /** Keys read from one message at most: a draft is short, a whole pasted patch gives its first lines. */
    static final int MAX_KEYS = 32;
    private static final int MAX_LINE = 1000;
    private static final Pattern WHITESPACE = Pattern.compile("\\s+");

    private final ClusterIndex ix;

    DraftDiffs(ClusterIndex ix) {
        this.ix = ix;
    }

    /**
     * The lines a report's own text adds in a pasted diff: {@code +} lines (at most one space before the sign, as a
     * mangling mail client leaves them; not {@code +++}) after a {@code diff --git}, {@code --- a/} or {@code @@}
     * line; quoted lines and lines of {@value #MAX_LINE} characters or more are not read.
     */
    static Set<Long> ofReport(String text) {
        Set<Long> out = new LinkedHashSet<>();
        if (text == null || text.indexOf("\n+") < 0 && text.indexOf("\n +") < 0) {
            return out;
        }
        boolean inDiff = false;
        int start = 0;
        while (start < text.length() && out.size() < MAX_KEYS) {
            int end = text.indexOf('\n', start);
            if (end < 0) {
                end = text.length();
            }
            if (end - start < MAX_LINE) {
                String line = text.substring(start, end);
                String lead = line.stripLeading();
                if (lead.startsWith(">")) {
                    start = end + 1;
                    continue;
                }
                if (lead.startsWith("diff --git ") || lead.startsWith("--- a/") || lead.startsWith("@@ -")) {
                    inDiff = true;
                } else if (inDiff) {
                    String body = line.startsWith(" +") ? line.substring(1) : line;
                    add(out, body);
                }
            }
            start = end + 1;
        }
        return out;
    }

    /** The lines a patch's diff adds (after its first {@code diff --git}), keyed as {@link #ofReport} keys them. */
    static Set<Long> ofPatch(String text) {
        Set<Long> out = new LinkedHashSet<>();
        int diff = OwnLines.diffAt(text);
        if (diff < 0) {
            return out;
        }
        int start = diff + 1;
        while (start < text.length() && out.size() < MAX_KEYS) {
            int end = text.indexOf('\n', start);
            if (end < 0) {
                end = text.length();
            }
            if (end - start < MAX_LINE) {
                add(out, text.substring(start, end));
            }
            start = end + 1;
        }
        return out;
    }

    private static void add(Set<Long> out, String line) {
        if (line.length() < 2 || line.charAt(0) != '+' || line.startsWith("+++")) {
            return;
        }
        String norm = WHITESPACE.matcher(line.substring(1).strip()).replaceAll(" ");
        if (norm.length() >= MIN_LINE) {
            out.add(LogLines.hash("draft|" + norm));
        }
    }

    /**
     * The most recent cluster sharing at least {@value #MIN_SHARED} rare draft lines with a patch's added lines,
     * within the window, blaming no commit the patch does not; or null.
     */
    ClusterState forPatch(Set<Long> added, ReportFeatures f, String at) {
        Map<String, Integer> shared = new HashMap<>();
        for (Long k : added) {
            Deque<String> q = ix.byLog.get(k);
            if (q == null || q.size() > TraceTies.RARE_CLUSTERS) {
                continue;
            }
            for (String id : ClusterIndex.ids(ix.byLog, k)) {
                String resolved = ix.resolve(id);
                if (resolved != null && shared.merge(resolved, 1, Integer::sum) == MIN_SHARED) {
                    ClusterState c = ix.clusters.get(resolved);
                    if (c != null && TraceTies.recent(c.updated, at) && !TextTies.blamesOther(c, f)) {
                        return c;
                    }
                }
            }
        }
        return null;
    }
}
