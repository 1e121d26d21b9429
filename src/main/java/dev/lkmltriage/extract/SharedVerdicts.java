package dev.lkmltriage.extract;

import dev.lkmltriage.extract.KernelCandidates.Candidate;
import dev.lkmltriage.extract.VerdictClauses.Word;
import java.util.List;
import java.util.Set;

/**
 * Verdicts one version passes to another after each was judged alone (session 9, from real mail):
 *
 * <ul>
 *   <li>versions written as one list share what is said of the list: "hangs in 5.3-rc2 (5.2.5, 5.1.20)",
 *       "5.2.5, 5.1.20 and 5.3-rc2 all hang". Only list punctuation and "and"/"or" may sit between members; a member
 *       keeps its own verdict, and a list whose judged members disagree passes nothing;</li>
 *   <li>"since X I've been seeing these ... I wasn't seeing them in Y": a change that began at X, which the writer
 *       did not see in the older Y, is X bad and Y good even where no problem word is used ("spammy messages").</li>
 * </ul>
 */
final class SharedVerdicts {
    /** Seeing words whose negation, opposite a "since X I've been seeing", marks the kernel before the change. */
    private static final Set<String> SEEING = Set.of("seeing", "see", "saw", "seen", "getting", "get", "got",
            "noticing", "noticed", "having", "had", "hitting", "hit", "experiencing", "observing", "observed");

    /**
     * Session 41 (verdict44): copulas that agree with one version alone. A version followed by one is the subject of
     * its own sentence, not the last member of a list: "read errors on 5.15.12, 5.14 was ok" (5.14 alone was ok).
     */
    static final Set<String> SINGULAR_COPULA = Set.of("is", "was", "seems", "seemed", "looks", "looked",
            "stays", "stayed", "remains", "remained");

    private SharedVerdicts() {
    }

    /** Fills the unjudged members of each list of versions from its judged ones when those agree. */
    static void lists(VersionsText t, List<Candidate> cs, int n, int[] out) {
        int k = 0;
        while (k < n) {
            int end = k;
            boolean closed = false; // session 48 (verdict53): a list already closed by "and"/"or"
            while (end + 1 < n && listGap(t, cs.get(end).end(), cs.get(end + 1).start())
                    && !SINGULAR_COPULA.contains(t.wordAfter(cs.get(end + 1).end()))
                    && !newClause(t, cs.get(end).end(), cs.get(end + 1), closed)) {
                closed |= joined(t, cs.get(end).end(), cs.get(end + 1).start());
                end++;
            }
            if (end > k) {
                share(t, cs, k, end, out);
            }
            k = end + 1;
        }
    }

    private static void share(VersionsText t, List<Candidate> cs, int from, int to, int[] out) {
        int agreed = KernelVerdicts.NONE;
        boolean open = false;
        for (int k = from; k <= to; k++) {
            int v = out[k] == KernelVerdicts.WEAK_GOOD ? KernelVerdicts.NONE : out[k];
            if (v == KernelVerdicts.NONE) {
                open = true;
            } else if (agreed == KernelVerdicts.NONE) {
                agreed = v;
            } else if (agreed != v) {
                return;
            }
        }
        if (!open || agreed == KernelVerdicts.NONE) {
            return;
        }
        for (int k = from; k <= to; k++) {
            if (out[k] == KernelVerdicts.NONE && !doubted(t, cs.get(k))) {
                out[k] = agreed;
            }
        }
    }

    /** Whether the gap before the next version is a joining word: "5.4 and 5.5", "5.4, or 5.5". */
    private static boolean joined(VersionsText t, int prevEnd, int start) {
        String g = t.text.substring(prevEnd, start).strip();
        return g.endsWith("and") || g.endsWith("or");
    }

    /**
     * Session 48 (verdict53): where a list gap opens a new clause instead of adding a member. After "X and Y" the
     * list is closed, so a bare comma starts another clause ("resets on 5.4.2 and 5.5.1, 4.19.88 unaffected"); a
     * parenthesis whose version is followed by its own words before the ")" is an aside with its own predicate
     * ("resets on 5.4.2 (4.19 works)"), not a second member ("5.4 (5.4.2)", "5.4 (and 5.5)" stay lists).
     */
    private static boolean newClause(VersionsText t, int prevEnd, Candidate next, boolean closed) {
        String g = t.text.substring(prevEnd, next.start()).strip();
        if (closed && g.equals(",")) {
            return true;
        }
        if (g.indexOf('(') < 0) {
            return false;
        }
        int k = next.end();
        int len = t.text.length();
        while (k < len && t.text.charAt(k) == ' ') {
            k++;
        }
        if (k >= len || ",)/;".indexOf(t.text.charAt(k)) >= 0) {
            return false;
        }
        String w = t.wordAfter(next.end());
        return !w.isEmpty() && !"and".equals(w) && !"or".equals(w);
    }

    /** "5.1.20, 5.2.5, 5.3-rc1?": the writer doubts the last one. */
    private static boolean doubted(VersionsText t, Candidate c) {
        int k = c.end();
        while (k < t.text.length() && k < c.end() + 3 && t.text.charAt(k) == ' ') {
            k++;
        }
        return k < t.text.length() && t.text.charAt(k) == '?';
    }

    /** Only list punctuation and joining words between two versions, on one line: " (", ", ", " and ", "/". */
    static boolean listGap(VersionsText t, int prevEnd, int start) {
        if (start - prevEnd > 8 || start < prevEnd) {
            return false;
        }
        String gap = t.text.substring(prevEnd, start);
        if (gap.indexOf('\n') >= 0) {
            return false;
        }
        String g = gap.strip();
        if (g.equals("and") || g.equals("or") || g.equals(", and") || g.equals(", or")) {
            return true;
        }
        if (g.isEmpty() && !gap.isEmpty()) {
            return false; // "5.4 5.5": a table row, not a written list
        }
        for (int i = 0; i < g.length(); i++) {
            if (",(/&".indexOf(g.charAt(i)) < 0 && !Character.isWhitespace(g.charAt(i))) {
                return false;
            }
        }
        return !g.isEmpty();
    }

    /** "Since X I've been seeing ..." opposite "I wasn't seeing these in Y" (Y older): X bad, Y good. */
    static void sinceContrast(VersionsText t, VerdictClauses clauses, List<Candidate> cs, int n, int[] out) {
        if (n < 2 || t.text.indexOf("ince") < 0) {
            return; // one literal search: most messages never say "since"
        }
        for (int x = 0; x < n; x++) {
            if (out[x] != KernelVerdicts.NONE) {
                continue;
            }
            Candidate cx = cs.get(x);
            String[] pre = t.wordsBefore(cx.start(), 3);
            if (!"since".equals(pre[0]) && !"since".equals(pre[2])) {
                continue; // "since X" or "since upgrading to X" only; no clause is built for other versions
            }
            List<Word> words = clauses.words(clauses.clauseStart(cx.start()), clauses.clauseEnd(cx.end()));
            if (!ReportedKernels.sinceSeeing(cx, pre, words)) {
                continue;
            }
            for (int y = 0; y < n; y++) {
                Candidate cy = cs.get(y);
                if (y == x || out[y] != KernelVerdicts.NONE || cy.version().compareTo(cx.version()) >= 0
                        || t.quoted(cy.start()) != t.quoted(cx.start())) {
                    continue;
                }
                if (notSeenIn(t, clauses, cy)) {
                    out[x] = KernelVerdicts.BAD;
                    out[y] = KernelVerdicts.GOOD;
                    break;
                }
            }
        }
    }

    /** "I wasn't seeing these messages in 5.8", "didn't get them with 5.8": a negated seeing word, Y after "in/on/with". */
    private static boolean notSeenIn(VersionsText t, VerdictClauses clauses, Candidate c) {
        String[] pre = t.wordsBefore(c.start(), 1);
        if (pre[0] == null || !(pre[0].equals("in") || pre[0].equals("on") || pre[0].equals("with"))) {
            return false;
        }
        List<Word> words = clauses.words(clauses.clauseStart(c.start()), clauses.clauseEnd(c.end()));
        for (Word w : words) {
            if (w.end() <= c.start() && SEEING.contains(w.text()) && VerdictClauses.negated(words, w)) {
                return true;
            }
        }
        return false;
    }
}
