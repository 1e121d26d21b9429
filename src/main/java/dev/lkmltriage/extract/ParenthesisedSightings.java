package dev.lkmltriage.extract;

import dev.lkmltriage.extract.KernelCandidates.Candidate;
import java.util.Set;

/**
 * Session 47 (verdict51): a failure sentence's parenthesised circumstance names the kernel the failure was seen on,
 * with no subject: "commit X introduced a panic on hotplug (hit after just two hotplugs under stable 5.9-rc2)",
 * "the port stops training (seen on v5.8 and later)". The version is bad, run-only (the caller gives it only where
 * no cue word in the clause decided and the message names a problem).
 *
 * <p>Shape: an opening parenthesis at most 120 characters before the version, no closing one between, and a closing
 * one at most 40 characters after it; the parenthesis opens with a sighting participle (hit, seen, observed,
 * triggered, reproduced, noticed, found, happens, occurs ...); the version follows a preposition (under, on, with,
 * in) after at most three filler words ("stable", "kernel", "the"); no negator or condition inside; and the text
 * before the parenthesis, back to the sentence's start and at most 200 characters, holds a problem word of
 * {@link KernelVerdicts#BAD_WORDS}. Not "(tested on 5.8)": a test run is no sighting of the failure. Constant work.
 */
final class ParenthesisedSightings {
    private static final Set<String> SIGHTED = Set.of("hit", "seen", "observed", "triggered", "reproduced",
            "noticed", "found", "happens", "happened", "occurs", "occurred", "encountered", "spotted", "caught");
    private static final Set<String> PREP = Set.of("under", "on", "with", "in");
    private static final Set<String> FILLER = Set.of("the", "a", "kernel", "linux", "latest", "mainline", "stable",
            "vanilla", "upstream", "current", "plain", "our", "my");
    private static final Set<String> CONDITION = Set.of("if", "when", "unless", "whether", "should", "would",
            "might", "could", "expect");
    private static final int WORDS = 24;

    private ParenthesisedSightings() {
    }

    /** Whether {@code c} is the kernel a parenthesised sighting after a failure sentence names. */
    static boolean seen(VersionsText t, Candidate c) {
        int open = openBefore(t.text, c.start(), 120, false);
        if (open < 0 || !closesSoon(t.text, c.end())) {
            return false;
        }
        String[] w = new String[WORDS];
        int[] at = new int[WORDS];
        int inside = inside(at, RanKernels.wordsBefore(t, c.start(), w, at), open);
        if (inside == 0) {
            return distroAfterSighting(t, c, open);
        }
        if (!SIGHTED.contains(w[inside - 1])) {
            return kernelAfterSighting(t, w, inside, open);
        }
        for (int j = 0; j < inside; j++) {
            if (CONDITION.contains(w[j]) || VerdictClauses.NEGATORS.contains(w[j]) || w[j].endsWith("n't")) {
                return false;
            }
        }
        int i = RanKernels.skipped(w, inside, 3, FILLER);
        if (i >= inside || !PREP.contains(w[i])) {
            return false;
        }
        return failureBefore(t, open);
    }

    /**
     * Session 48 (verdict52): "The issue is reproducible on Ubuntu 19.10 (with kernel version 5.3.0-19-generic)": a
     * parenthesis that only names the kernel ("with kernel version", "kernel", "running linux") right after a
     * predicate of sighting or failure ("reproducible on", "happens on", "crashes on"), in the words just before the
     * parenthesis, with no negator, condition, working or cure word there. The parenthesis says which kernel the
     * machine of the sighting ran; "fixed in Ubuntu (kernel 5.3.0-20)" has no sighting predicate and stays none.
     */
    private static boolean kernelAfterSighting(VersionsText t, String[] w, int inside, int open) {
        return namesOnlyTheKernel(w, inside) && sightingBefore(t, open);
    }

    /**
     * The words just before the parenthesis at {@code open} hold a sighting or failure predicate and no negator,
     * condition, working or cure word.
     */
    private static boolean sightingBefore(VersionsText t, int open) {
        String[] b = new String[BEFORE];
        int n = predicateWords(t, open, b);
        boolean sighting = false;
        for (int j = 0; j < n; j++) {
            if (CONDITION.contains(b[j]) || VerdictClauses.NEGATORS.contains(b[j]) || b[j].endsWith("n't")
                    || KernelVerdicts.GOOD_WORDS.contains(b[j])) {
                return false;
            }
            sighting |= PREDICATE.contains(b[j]);
        }
        return sighting;
    }

    /**
     * Session 50 (kernels54): "This is happening on CentOS8 (4.18) with SPDK": the parenthesis holds the version
     * alone, right after a distribution's name ({@link KernelCandidates#distroParens}), and a sighting or failure
     * predicate stands in the words before it, with no negator, condition, working or cure word: the release the
     * machine of the sighting ran, as {@link #kernelAfterSighting} reads "(with kernel version X)". A bare
     * parenthesised version after anything else ("fixed in 5.4 (5.4.2)") is not read here, nor one whose sentence
     * goes on to name another version.
     */
    private static boolean distroAfterSighting(VersionsText t, Candidate c, int open) {
        return open + 1 == c.start() && KernelCandidates.distroParens(t.text, c.start(), c.end(),
                t.wordsBefore(c.start(), 4)) && !versionLaterInSentence(t.text, c.end()) && sightingBefore(t, open)
                && !cureBefore(t.text, open);
    }

    /** Words of a fix, whose nearness makes "this is happening" the fixed bug's, in a patch's thread. */
    private static final Set<String> CURE = Set.of("fix", "fixes", "fixed", "patch", "patches", "applied");

    /**
     * Whether the 300 characters before {@code open} hold a cure word ("This fixes the error we saw. This is
     * happening on CentOS8 (4.18) as well": the bug the patch fixes, session 16's near miss).
     */
    private static boolean cureBefore(String s, int open) {
        int from = Math.max(0, open - 300);
        int k = from;
        while (k < open) {
            while (k < open && !Character.isLetter(s.charAt(k))) {
                k++;
            }
            int w = k;
            while (k < open && Character.isLetter(s.charAt(k))) {
                k++;
            }
            if (k > w && k - w <= 7 && CURE.contains(s.substring(w, k).toLowerCase(java.util.Locale.ROOT))) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether the sentence goes on, after the parenthesis closing at or after {@code end}, to another version
     * ("... on CentOS8 (4.18), the vendor tree is 4.19.90"): which of the two the sighting was on is then unsaid
     * (session 16's near miss). Reads at most 200 characters.
     */
    private static boolean versionLaterInSentence(String s, int end) {
        int limit = Math.min(s.length(), end + 200);
        for (int k = end + 1; k + 1 < limit; k++) {
            char ch = s.charAt(k);
            if ((ch == '.' || ch == '!' || ch == '?') && Character.isWhitespace(s.charAt(k + 1))
                    || ch == '\n' && s.charAt(k + 1) == '\n') {
                return false;
            }
            if (ch == '.' && k > end + 1 && Character.isDigit(s.charAt(k - 1)) && Character.isDigit(s.charAt(k + 1))) {
                return true;
            }
        }
        return false;
    }

    /**
     * Session 48 (verdict53): the negated twin of {@link #kernelAfterSighting}: "the panic is not reproducible on
     * Ubuntu (with kernel version 5.3.0-19-generic)", "never seen on Fedora (kernel 5.8.4)". A negator within two
     * words before the sighting predicate denies the sighting on the kernel the parenthesis names: good, as "not seen
     * on 5.8" is (verdict52). A condition or a question mark stays none; an unnegated predicate is
     * {@link #seen}'s.
     */
    static boolean denied(VersionsText t, Candidate c) {
        String s = t.text;
        int open = openBefore(s, c.start(), 60, true);
        if (open < 0 || !closesSoon(s, c.end())) {
            return false;
        }
        int close = s.indexOf(')', c.end());
        if (close + 1 < s.length() && s.charAt(close + 1) == '?') {
            return false;
        }
        String[] w = new String[WORDS];
        int[] at = new int[WORDS];
        int inside = inside(at, RanKernels.wordsBefore(t, c.start(), w, at), open);
        if (inside == 0 ? !(open + 1 == c.start() && KernelCandidates.distroParens(s, c.start(), c.end(),
                t.wordsBefore(c.start(), 4))) : !namesOnlyTheKernel(w, inside)) {
            // session 50 (kernels54): or the version alone after a distribution's name, "not happening on CentOS8
            // (4.18)", as distroAfterSighting reads the unnegated one
            return false;
        }
        String[] b = new String[BEFORE];
        int m = predicateWords(t, open, b);
        boolean denied = false;
        for (int j = 0; j < m; j++) {
            if (CONDITION.contains(b[j]) || KernelVerdicts.GOOD_WORDS.contains(b[j])) {
                return false;
            }
            if (DENIED.contains(b[j])) {
                for (int q = j + 1; q < m && q <= j + 2; q++) {
                    denied |= VerdictClauses.NEGATORS.contains(b[q]) || b[q].endsWith("n't");
                }
            }
        }
        return denied;
    }

    /** The predicates of sighting a negator can deny ("not reproducible", "never seen", "can't reproduce it"). */
    private static final Set<String> DENIED = Set.of("reproducible", "reproduced", "reproduce", "seen", "observed",
            "happen", "happens", "happening", "occur", "occurs", "occurring", "present");

    /** The words that open a parenthesis naming only the kernel ("with kernel version", "running linux"). */
    private static final Set<String> NAMING_OPENER = Set.of("with", "using", "running", "kernel", "linux", "on");
    private static final Set<String> NAMING = Set.of("with", "using", "running", "on", "kernel", "linux", "version",
            "the", "a", "stock", "distro", "distribution", "default", "its", "their");
    /** A sighting or failure predicate before such a parenthesis. */
    private static final Set<String> PREDICATE = Set.of("reproducible", "reproduced", "reproduces", "happens",
            "happening", "occurs", "occurring", "seen", "observed", "present", "fails", "failing", "crashes",
            "crashing", "hangs", "hanging", "panics", "freezes", "broken");
    private static final int BEFORE = 12;

    /**
     * The opening parenthesis at most {@code reach} characters before {@code at} with no closing one (nor, when
     * {@code lineOnly}, a line break) between; -1 when there is none.
     */
    private static int openBefore(String s, int at, int reach, boolean lineOnly) {
        for (int k = at - 1; k >= 0 && k >= at - reach; k--) {
            char ch = s.charAt(k);
            if (ch == ')' || (lineOnly && ch == '\n')) {
                return -1;
            }
            if (ch == '(') {
                return k;
            }
        }
        return -1;
    }

    /** How many of the {@code n} words before a version (nearest first, at {@code at}) sit inside the parenthesis. */
    private static int inside(int[] at, int n, int open) {
        int inside = 0;
        while (inside < n && at[inside] > open) {
            inside++;
        }
        return inside;
    }

    /** The {@code inside} words open with a naming word and are all naming words ("with kernel version"). */
    private static boolean namesOnlyTheKernel(String[] w, int inside) {
        if (inside == 0 || !NAMING_OPENER.contains(w[inside - 1])) {
            return false;
        }
        for (int j = 0; j < inside; j++) {
            if (!NAMING.contains(w[j])) {
                return false;
            }
        }
        return true;
    }

    /** The words before the parenthesis at {@code open}, nearest first, within 100 characters; their count. */
    private static int predicateWords(VersionsText t, int open, String[] out) {
        int[] at = new int[out.length];
        int n = RanKernels.wordsBefore(t, open, out, at);
        int within = 0;
        while (within < n && open - at[within] <= 100) {
            within++;
        }
        return within;
    }

    /** A closing parenthesis within 40 characters after {@code end}, no opening one first. */
    private static boolean closesSoon(String s, int end) {
        for (int k = end; k < s.length() && k < end + 40; k++) {
            char ch = s.charAt(k);
            if (ch == ')') {
                return true;
            }
            if (ch == '(') {
                return false;
            }
        }
        return false;
    }

    /** A problem word in the sentence before the parenthesis at {@code open} (at most 200 characters back). */
    private static boolean failureBefore(VersionsText t, int open) {
        String[] w = new String[40];
        int[] at = new int[40];
        int n = RanKernels.wordsBefore(t, open, w, at);
        for (int j = 0; j < n; j++) {
            if (open - at[j] > 200) {
                break;
            }
            if (KernelVerdicts.BAD_WORDS.contains(w[j]) && !w[j].equals("still") && !w[j].equals("reported")) {
                return true;
            }
        }
        return false;
    }
}
