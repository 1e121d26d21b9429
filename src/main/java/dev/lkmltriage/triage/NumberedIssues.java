package dev.lkmltriage.triage;

import dev.lkmltriage.text.Bounded;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The links of a patch that numbers the problems it fixes ("1. We depend on hotplug handler ... You can find more
 * details about this issue in following link. <link>", "2. For non-hotplug capable devices ... <links>"), grouped
 * by the numbered item they are cited under. Such a patch fixes more than one problem, and an earlier fix it links
 * under one item is no attempt at the problem of another (session 35: on the linux-pci archive a PCI/ERR rework
 * joined the error-status cluster by its link under item 2, then pulled in another author's DPC hotplug-race series
 * cited under item 1, with its seven postings). Of the archive's nine earlier fixes pulled in by a later fix's link,
 * that one is the only link cited under a numbered item other than the one holding the cluster's own link.
 *
 * <p>An item starts at an unquoted line whose first non-blank characters are a number of one or two digits and
 * "." or ")" and a blank; it runs to the next item. One pass over the lines up to the last link cited.
 */
final class NumberedIssues {
    private NumberedIssues() {
    }

    /**
     * {@code cited}: each link and the position in {@code text} where the author's prose first cites it. The groups
     * of links cited under two or more numbered items, one set per item in text order; empty when fewer than two
     * items cite a link (links before the first item are in no group).
     */
    static List<Set<String>> of(String text, Map<String, Integer> cited) {
        if (text == null || cited.size() < 2) {
            return List.of();
        }
        int last = 0;
        for (int p : cited.values()) {
            last = Math.max(last, p);
        }
        // Item starts in text order, read once up to the last cited link.
        List<Integer> starts = new ArrayList<>();
        int line = 0;
        int end = Math.min(last, text.length());
        while (line <= end) {
            if (isItem(text, line)) {
                starts.add(line);
            }
            int nl = Bounded.indexOf(text, '\n', line, end);
            if (nl < 0) {
                break;
            }
            line = nl + 1;
        }
        if (starts.size() < 2) {
            return List.of();
        }
        Map<Integer, Set<String>> byItem = new LinkedHashMap<>();
        for (Map.Entry<String, Integer> e : cited.entrySet()) {
            int item = itemAt(starts, e.getValue());
            if (item >= 0) {
                byItem.computeIfAbsent(item, k -> new LinkedHashSet<>()).add(e.getKey());
            }
        }
        return byItem.size() < 2 ? List.of() : List.copyOf(byItem.values());
    }

    /** The index of the last item starting at or before {@code pos}, or -1 (binary search: starts are sorted). */
    private static int itemAt(List<Integer> starts, int pos) {
        int lo = 0;
        int hi = starts.size() - 1;
        int found = -1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            if (starts.get(mid) <= pos) {
                found = mid;
                lo = mid + 1;
            } else {
                hi = mid - 1;
            }
        }
        return found;
    }

    /** "1. ", "2) ", " 10. " at the line's start; a quoted line ("> 1. ") is none. */
    private static boolean isItem(String text, int line) {
        int i = line;
        int n = text.length();
        while (i < n && i - line < 8 && (text.charAt(i) == ' ' || text.charAt(i) == '\t')) {
            i++;
        }
        int digits = 0;
        while (i < n && digits < 3 && text.charAt(i) >= '0' && text.charAt(i) <= '9') {
            i++;
            digits++;
        }
        if (digits == 0 || digits > 2 || i + 1 >= n) {
            return false;
        }
        char c = text.charAt(i);
        char after = text.charAt(i + 1);
        return (c == '.' || c == ')') && (after == ' ' || after == '\t');
    }

    /**
     * Whether {@code link}, cited by a fix whose links {@code issues} groups, lies under an item holding no link to
     * {@code members} while another item holds one: an earlier fix of another of its problems.
     */
    static boolean otherIssue(List<Set<String>> issues, String link, Set<String> members) {
        if (issues.isEmpty()) {
            return false;
        }
        boolean joined = false;
        Set<String> own = null;
        for (Set<String> item : issues) {
            boolean holdsMember = false;
            for (String l : item) {
                if (members.contains(l)) {
                    holdsMember = true;
                    break;
                }
            }
            if (item.contains(link)) {
                own = item;
                if (holdsMember) {
                    return false;
                }
            }
            joined |= holdsMember;
        }
        return own != null && joined;
    }
}
