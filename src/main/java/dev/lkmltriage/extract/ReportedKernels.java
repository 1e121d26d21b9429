package dev.lkmltriage.extract;

import dev.lkmltriage.extract.KernelCandidates.Candidate;
import dev.lkmltriage.extract.VerdictClauses.Word;
import java.util.List;
import java.util.Set;

/**
 * The kernel a problem report is written against, when no cue word sits next to it: "we run our packet tool 2.3 on a
 * v5.1 kernel", a bug form's "Kernel Version: 5.4-rc2" or "Kernel is 5.3-rc8 on x86_64", "Since 5.9 we keep
 * seeing ...". Each only says where the writer runs; the caller makes it bad only in a message that names a problem.
 * "the box wasn't doing it on 5.2" reads "doing it" as the problem itself, so that the negation makes the kernel good.
 */
final class ReportedKernels {
    private static final Set<String> NOW = Set.of("i'm", "im", "we're", "am", "are", "currently");
    private static final Set<String> RUNNING = Set.of("running", "using", "testing", "booting");
    private static final Set<String> AT = Set.of("with", "on", "kernel", "linux");
    private static final Set<String> MOVE = Set.of("upgrading", "updating", "moving", "switching", "upgraded",
            "updated", "moved", "switched", "going");
    private static final Set<String> SEEING = Set.of("seeing", "getting", "hitting", "having", "noticing",
            "experiencing", "observing");
    private static final String[] FORM = {"kernel version:", "kernel version is", "kernel:", "kernel is",
        "kernel version used:", "running kernel:"};

    private ReportedKernels() {
    }

    /** "I am running DPDK 18.11+SPDK 19.04 with v5.1 kernel": first person, present, then "with/on" the kernel. */
    static boolean runningWith(Candidate c, String[] pre, List<Word> words) {
        boolean at = pre[0] != null && AT.contains(pre[0]) || (pre[0] != null && pre[0].equals("the")
                && "on".equals(pre[1]));
        if (!at) {
            return false;
        }
        for (int k = 1; k < words.size() && words.get(k).end() <= c.start(); k++) {
            if (RUNNING.contains(words.get(k).text()) && NOW.contains(words.get(k - 1).text())) {
                return true;
            }
        }
        return false;
    }

    /** A bug form's line "Kernel Version: 5.1.20, 5.2.5, 5.3-rc1?": every version on it but a doubted one. */
    static boolean reportedAgainst(VersionsText t, Candidate c) {
        // literal check first, without building the line: most versions reaching here sit in prose
        int k0 = t.lineStart(c.start());
        while (k0 < c.start() && " \t>|".indexOf(t.text.charAt(k0)) >= 0) {
            k0++;
        }
        // "The kernel version is 5.4.0." answering "What kernel is this?": the same statement in a sentence
        int article = t.text.regionMatches(true, k0, "the ", 0, 4) ? 4 : t.text.regionMatches(true, k0, "my ", 0, 3)
                ? 3 : t.text.regionMatches(true, k0, "our ", 0, 4) ? 4 : 0;
        k0 += article;
        if (affectedField(t, k0, c)) {
            return true;
        }
        // "Linux kernel version is 4.19.93 and also 4.14.134": the same form with the kernel's name before it
        int linux = t.text.regionMatches(true, k0, "linux kernel", 0, 12) ? 6 : 0;
        k0 += linux;
        article += linux;
        if (!t.text.regionMatches(true, k0, "kernel", 0, 6)
                && !t.text.regionMatches(true, k0, "running kernel", 0, 14)) {
            return false;
        }
        String line = t.lineLower(c.start()).stripLeading();
        if (article > 0 && line.length() >= article) {
            line = line.substring(article);
        }
        boolean form = false;
        for (String f : FORM) {
            form |= line.startsWith(f);
        }
        if (!form) {
            return false;
        }
        int k = c.end();
        while (k < t.text.length() && t.text.charAt(k) == ' ') {
            k++;
        }
        return k >= t.text.length() || t.text.charAt(k) != '?';
    }

    /**
     * A bug form's field of affected kernels: "Other affected Debian kernel version: 5.6.14+2~bpo10+1", "Affected
     * kernel versions: 5.4, 5.5", "Affected Ubuntu kernels: ...". The field's name says the version has the problem,
     * as "Kernel Version:" does; the line must open with it and the version must sit after its colon ("the affected
     * kernel is not 5.4: ..." or a sentence that merely contains the words is no field).
     */
    private static boolean affectedField(VersionsText t, int k0, Candidate c) {
        int k = k0;
        if (t.text.regionMatches(true, k, "other ", 0, 6)) {
            k += 6;
        }
        if (!t.text.regionMatches(true, k, "affected ", 0, 9)) {
            return false;
        }
        k += 9;
        // one optional word naming whose kernels they are (a distribution: Debian, Ubuntu, Fedora, ...)
        int word = k;
        while (word < c.start() && Character.isLetter(t.text.charAt(word))) {
            word++;
        }
        if (word > k && word < c.start() && t.text.charAt(word) == ' '
                && !t.text.regionMatches(true, k, "kernel", 0, 6) && !t.text.regionMatches(true, k, "version", 0, 7)) {
            k = word + 1;
        }
        int after = -1;
        for (String f : AFFECTED) {
            if (t.text.regionMatches(true, k, f, 0, f.length())) {
                after = k + f.length();
                break;
            }
        }
        if (after < 0 || after > c.start()) {
            return false;
        }
        // the version on the field's own line (its value list), not on a line after it
        for (int i = after; i < c.start(); i++) {
            char ch = t.text.charAt(i);
            if (ch == '\n') {
                return false;
            }
        }
        int e = c.end();
        while (e < t.text.length() && t.text.charAt(e) == ' ') {
            e++;
        }
        return e >= t.text.length() || t.text.charAt(e) != '?';
    }

    private static final String[] AFFECTED = {"kernel versions:", "kernel version:", "kernels:", "versions:",
        "version:"};

    /** "Since 5.9 I've been seeing lots of these", "since upgrading to 5.10 we are getting timeouts". */
    static boolean sinceSeeing(Candidate c, String[] pre, List<Word> words) {
        boolean since = "since".equals(pre[0])
                || ("to".equals(pre[0]) && pre[1] != null && MOVE.contains(pre[1]) && "since".equals(pre[2]));
        if (!since) {
            return false;
        }
        for (Word w : words) {
            if (w.start() >= c.end() && SEEING.contains(w.text())) {
                return true;
            }
        }
        return false;
    }

    /** Session 27: a seeing verb before "since" ("I see this since 5.8", "we've been getting these since 5.10"). */
    private static final Set<String> SEEING_BEFORE = Set.of("seeing", "getting", "hitting", "having", "noticing",
            "experiencing", "observing", "see", "seen", "get", "got", "hit", "notice", "noticed", "experience",
            "experienced", "observe", "observed");
    private static final Set<String> OCCURRING = Set.of("happening", "occurring", "appearing", "happen", "occur",
            "appear");
    private static final Set<String> ONSET = Set.of("started", "starts", "began", "begins", "start");
    private static final Set<String> ONSET_AT = Set.of("with", "in", "on", "since", "after", "from");
    private static final Set<String> ONSET_FILLER = Set.of("the", "kernel", "linux", "v", "version");

    /**
     * Session 27 (verdict27): "I see this since 5.8", "we have been getting these timeouts since 5.10": a seeing
     * verb at most three words before "since" right before the version, nothing negated in the clause, no question.
     */
    static boolean seeingSince(Candidate c, String[] pre, List<Word> words) {
        if (!"since".equals(pre[0])) {
            return false;
        }
        int since = -1;
        for (int k = 0; k < words.size(); k++) {
            if (words.get(k).end() <= c.start() && words.get(k).text().equals("since")) {
                since = k;
            }
            if (VerdictClauses.NEGATORS.contains(words.get(k).text()) || words.get(k).text().endsWith("n't")) {
                return false;
            }
        }
        for (int k = Math.max(0, since - 4); since > 0 && k < since; k++) {
            if (SEEING_BEFORE.contains(words.get(k).text())) {
                return true;
            }
        }
        return false;
    }

    /**
     * Session 27 (verdict27): "this started happening with 5.10-rc1", "the errors began appearing in 5.9": a verb of
     * onset, a verb of occurring, a preposition and at most one filler right before the version.
     */
    static boolean startedHappening(String[] pre) {
        int p = pre[0] != null && ONSET_FILLER.contains(pre[0]) ? 1 : 0;
        if (p + 2 >= pre.length || pre[p] == null || !ONSET_AT.contains(pre[p])) {
            return false;
        }
        String verb = pre[p + 1];
        String onset = pre[p + 2];
        if ("to".equals(onset) && p + 3 < pre.length) {
            onset = pre[p + 3]; // "started to happen with"
        }
        return verb != null && OCCURRING.contains(verb) && onset != null && ONSET.contains(onset);
    }

    /** "doing it", "doing this" in a report: the problem itself ("the box wasn't doing it on 5.2"). */
    static boolean doingIt(List<Word> words, int k) {
        if (!words.get(k).text().equals("doing") || k + 1 >= words.size()) {
            return false;
        }
        String next = words.get(k + 1).text();
        return next.equals("it") || next.equals("this") || next.equals("that");
    }
}
