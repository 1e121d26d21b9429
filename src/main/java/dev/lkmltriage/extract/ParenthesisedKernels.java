package dev.lkmltriage.extract;

import dev.lkmltriage.extract.KernelCandidates.Candidate;
import dev.lkmltriage.extract.VerdictClauses.Word;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Kernels named together in one aside share its state (session 17): "after Fedora upgraded to the 5.7 kernel (now
 * on 5.7.8): there are AER errors", "guest on 5.3-rc7 (also tested on 5.1.16)", "tried several other versions
 * (crashkernel 4.4, running kernel from 4.0 to linux master) with the same result". The aside is a parenthesis and
 * the kernel right before it (fillers such as "kernel" between); when a member is judged bad by its own occurrence
 * and none good, a member left without a verdict was run with the same result: bad, run-only
 * ({@link KernelVerdicts#RAN_BAD}), so it joins a regression stated otherwise but states none.
 *
 * <p>Not an aside of one state: a parenthesis holding a working or problem word of its own, a negation, a question,
 * or anything that sets a version apart for {@link ProblemSentences} (a fix, a commit, a target, an order word:
 * "5.10 (fixed in 5.11)", "5.9 (5.8 was fine)", "5.10 (from 5.9)"); "from" passes only as a range's start inside the
 * parenthesis ("from 4.0 to linux master"). Parentheses longer than {@value #MAX} characters are not read.
 */
final class ParenthesisedKernels {
    static final int MAX = 120;
    /** How far before its "(" the kernel right before a parenthesis may end ({@link #openingAfter}). */
    private static final int REACH_BEFORE = 20;
    /** Words between the kernel before the parenthesis and the parenthesis. */
    private static final Set<String> FILLER = Set.of("kernel", "kernels", "linux", "release", "build");
    private static final Set<String> APART = Set.of("unlike", "vs", "versus", "except", "instead", "e.g", "eg",
            "example", "i.e", "ie", "see", "aka", "called", "named", "renamed", "now-fixed", "was", "were");

    private ParenthesisedKernels() {
    }

    static void judge(VersionsText t, VerdictClauses clauses, List<Candidate> cs, int n, int[] out) {
        for (int k = 0; k < n; k++) {
            if (out[k] != KernelVerdicts.NONE || !ProblemSentences.open(t, cs.get(k), KernelVerdicts.NONE)) {
                continue;
            }
            int[] span = parenthesis(t, cs.get(k));
            if (span == null) {
                continue;
            }
            List<Integer> group = members(t, cs, n, k, span);
            if (group.contains(k) && plain(t, clauses, cs, group, span) && sharedBad(cs, group, k, out)) {
                out[k] = KernelVerdicts.RAN_BAD;
            }
        }
    }

    /**
     * The parenthesis {@code c} stands in, or the one that opens right after it ("5.3-rc7 (also ...)"), as
     * {open, close} offsets of its brackets; null when there is none within reach.
     */
    private static int[] parenthesis(VersionsText t, Candidate c) {
        int open = -1;
        for (int k = c.start() - 1; k >= Math.max(0, c.start() - MAX); k--) {
            char ch = t.text.charAt(k);
            if (ch == ')' || ch == '\n' && k > 0 && t.text.charAt(k - 1) == '\n') {
                break;
            }
            if (ch == '(') {
                open = k;
                break;
            }
        }
        if (open < 0) {
            open = openingAfter(t, c.end());
        }
        if (open < 0) {
            return null;
        }
        for (int k = open + 1; k < Math.min(t.text.length(), open + MAX); k++) {
            char ch = t.text.charAt(k);
            if (ch == '(' || ch == '\n' && k + 1 < t.text.length() && t.text.charAt(k + 1) == '\n') {
                return null;
            }
            if (ch == ')') {
                return new int[] {open, k};
            }
        }
        return null;
    }

    /** The offset of a "(" right after {@code end}, only blanks and fillers between, or -1. */
    private static int openingAfter(VersionsText t, int end) {
        int k = end;
        int limit = Math.min(t.text.length(), end + REACH_BEFORE);
        while (k < limit) {
            char ch = t.text.charAt(k);
            if (ch == '(') {
                return k;
            }
            if (Character.isLetter(ch)) {
                int s = k;
                while (k < limit && Character.isLetter(t.text.charAt(k))) {
                    k++;
                }
                if (!FILLER.contains(t.text.substring(s, k).toLowerCase(java.util.Locale.ROOT))) {
                    return -1;
                }
            } else if (ch == ' ' || ch == '\t') {
                k++;
            } else {
                return -1;
            }
        }
        return -1;
    }

    /**
     * The candidates inside the parenthesis, and the one right before it. Candidates come in text order and
     * candidate {@code k} is in or right before the parenthesis, so the walk starts at the first candidate ending
     * within reach of the opening bracket: a message of many parenthesised kernels stays linear.
     */
    private static List<Integer> members(VersionsText t, List<Candidate> cs, int n, int k, int[] span) {
        List<Integer> out = new ArrayList<>();
        int first = k;
        while (first > 0 && cs.get(first - 1).end() > span[0] - REACH_BEFORE) {
            first--;
        }
        for (int j = first; j < n; j++) {
            Candidate o = cs.get(j);
            if (o.start() > span[0] && o.end() <= span[1]
                    || o.end() <= span[0] && openingAfter(t, o.end()) == span[0]) {
                out.add(j);
            }
            if (o.start() > span[1]) {
                break;
            }
        }
        return out;
    }

    /** Whether the parenthesis says nothing that sets its kernels apart or judges them on its own. */
    private static boolean plain(VersionsText t, VerdictClauses clauses, List<Candidate> cs, List<Integer> group,
            int[] span) {
        if (group.size() < 2) {
            return false;
        }
        List<Word> words = clauses.words(span[0] + 1, span[1]);
        for (int i = 0; i < words.size(); i++) {
            Word w = words.get(i);
            if (inVersion(cs, group, w)) {
                continue;
            }
            String s = w.text();
            boolean rangeStart = s.equals("from") && followedByTo(words, i);
            if (ProblemSentences.blocks(s) && !rangeStart || APART.contains(s) || s.endsWith("?")
                    || KernelVerdicts.polarity(s) != KernelVerdicts.NONE || ProblemSentences.symptom(s)
                    || KernelVerdicts.badWhenNegated(s) || VerdictClauses.NEGATORS.contains(s) || s.endsWith("n't")) {
                return false;
            }
        }
        String inside = t.text.substring(span[0], span[1] + 1);
        return inside.indexOf('?') < 0 && (span[1] + 1 >= t.text.length() || t.text.charAt(span[1] + 1) != '?');
    }

    private static boolean followedByTo(List<Word> words, int i) {
        for (int j = i + 1; j < words.size() && j <= i + 4; j++) {
            if (words.get(j).text().equals("to")) {
                return true;
            }
        }
        return false;
    }

    private static boolean inVersion(List<Candidate> cs, List<Integer> group, Word w) {
        for (int j : group) {
            if (w.start() < cs.get(j).end() && w.end() > cs.get(j).start()) {
                return true;
            }
        }
        return false;
    }

    /** Whether another member is bad by its own occurrence and none is good. */
    private static boolean sharedBad(List<Candidate> cs, List<Integer> group, int k, int[] out) {
        boolean bad = false;
        for (int j : group) {
            if (j == k || cs.get(j).version().equals(cs.get(k).version())) {
                continue;
            }
            if (out[j] == KernelVerdicts.GOOD || out[j] == KernelVerdicts.WEAK_GOOD) {
                return false;
            }
            bad |= out[j] == KernelVerdicts.BAD || out[j] == KernelVerdicts.RAN_BAD;
        }
        return bad;
    }
}
