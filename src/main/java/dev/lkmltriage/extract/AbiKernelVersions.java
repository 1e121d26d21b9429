package dev.lkmltriage.extract;

import dev.lkmltriage.extract.KernelCandidates.Candidate;
import java.util.Comparator;
import java.util.List;

/**
 * Convention 39 (session 38): an ABI document's {@code KernelVersion:} line names its release without verdict, in a
 * patch's diff as well (convention 35: a document's lines are prose, added, removed or context). The scanner of
 * {@link KernelCandidates} steps over diffs, so this reads the one line shape on its own: a line that holds, after
 * quote markers, blanks and at most one diff mark, {@code KernelVersion:} and then a version token.
 * {@code KernelVersion: 5.8.0} is kept as written (convention 39); a value that is no plausible release
 * ({@code KernelVersion: 0.1}, text) names none.
 */
final class AbiKernelVersions {
    private static final String KEY = "KernelVersion:";
    /** A document holds a few dozen entries; a hostile text of nothing but keys stops here. */
    private static final int MAX_LINES = 256;

    private AbiKernelVersions() {
    }

    /** Adds the release of every such line that {@code out} does not hold yet, and keeps {@code out} in text order. */
    static void addTo(VersionsText t, List<Candidate> out) {
        String s = t.text;
        boolean added = false;
        int seen = 0;
        for (int at = s.indexOf(KEY); at >= 0 && seen < MAX_LINES && out.size() < KernelCandidates.MAX_CANDIDATES;
                at = s.indexOf(KEY, at + KEY.length())) {
            seen++;
            if (!lineOpens(s, t.wholeLineStart(at), at)) {
                continue;
            }
            int start = at + KEY.length();
            while (start < s.length() && (s.charAt(start) == ' ' || s.charAt(start) == '\t')) {
                start++;
            }
            int end = KernelCandidates.tokenEnd(s, start);
            if (end <= start || !Character.isDigit(s.charAt(start)) && s.charAt(start) != 'v') {
                continue;
            }
            String raw = s.substring(start, end);
            KernelVersion v = KernelVersion.tryParse(raw).orElse(null);
            if (v == null || !v.isPlausibleRelease() || holds(out, start)) {
                continue;
            }
            out.add(new Candidate(v, raw, start, end, true));
            added = true;
        }
        if (added) {
            out.sort(Comparator.comparingInt(Candidate::start));
        }
    }

    /** Only quote markers, blanks and at most one diff mark ({@code +}, {@code -}) before the key on its line. */
    private static boolean lineOpens(String s, int lineStart, int key) {
        boolean mark = false;
        for (int k = lineStart; k < key; k++) {
            char c = s.charAt(k);
            if (c == '+' || c == '-') {
                if (mark) {
                    return false;
                }
                mark = true;
            } else if (c != '>' && c != ' ' && c != '\t') {
                return false;
            }
        }
        return true;
    }

    private static boolean holds(List<Candidate> out, int start) {
        for (Candidate c : out) {
            if (c.start() == start) {
                return true;
            }
        }
        return false;
    }
}
