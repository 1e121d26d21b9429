package dev.lkmltriage.git;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * How relevant a commit in the window is to a report: the share of its changed files that are the driver's (a
 * driver-only change over a tree-wide sweep), the words its message shares with the report, and whether it calls
 * itself a revert or a fix of earlier work (churn in the driver inside the window, where regressions tend to sit).
 * Inferred scores stay below 0.5 so an explicit bisect (0.5 and up) always ranks first.
 */
final class SuspectRanker {
    static final double MAX = 0.45;
    private static final Pattern CHURN = Pattern.compile("(?i)\\b(revert|reverts|fix|fixes|regression|workaround)\\b");
    private static final Set<String> STOP = Set.of("the", "and", "for", "with", "from", "this", "that", "when", "not",
            "are", "was", "has", "have", "but", "into", "net", "signed", "off", "reviewed", "acked", "tested", "cc",
            "link", "https", "http", "org", "com", "kernel", "git", "commit", "patch", "driver", "drivers", "between",
            "since");

    /** A ranked commit. */
    record Ranked(String hash, double score, String reason) {
    }

    private SuspectRanker() {
    }

    static Ranked rank(WindowWalk.Touching c, int totalFiles, Set<String> reportWords, String window) {
        double path = totalFiles <= 0 ? 1 : Math.min(1, (double) c.files().size() / totalFiles);
        Set<String> shared = new LinkedHashSet<>(words(c.message()));
        shared.retainAll(reportWords);
        double words = Math.min(1, shared.size() / 3.0);
        boolean churn = CHURN.matcher(c.subject()).find();
        double score = MAX * (0.5 * path + 0.4 * words + 0.1 * (churn ? 1 : 0));
        StringBuilder why = new StringBuilder("touches ").append(String.join(", ", c.files().subList(0,
                Math.min(3, c.files().size()))));
        if (c.files().size() > 3) {
            why.append(" (+").append(c.files().size() - 3).append(")");
        }
        if (totalFiles > c.files().size()) {
            why.append(" among ").append(totalFiles).append(" changed files");
        }
        if (!shared.isEmpty()) {
            why.append("; shares words: ").append(String.join(", ", List.copyOf(shared).subList(0,
                    Math.min(5, shared.size()))));
        }
        if (churn) {
            why.append("; a revert/fix in the driver");
        }
        why.append("; in ").append(window).append(": ").append(c.subject());
        String reason = why.length() > 300 ? why.substring(0, 300) : why.toString();
        return new Ranked(c.hash(), Math.round(score * 1000) / 1000.0, reason);
    }

    static Set<String> words(String text) {
        Set<String> out = new LinkedHashSet<>();
        if (text == null) {
            return out;
        }
        String t = text.length() > 8000 ? text.substring(0, 8000) : text;
        for (String w : t.toLowerCase(Locale.ROOT).split("[^a-z0-9_]+")) {
            if (w.length() > 2 && !STOP.contains(w) && !w.matches("\\d+") && out.size() < 2000) {
                out.add(w);
            }
        }
        return out;
    }
}
