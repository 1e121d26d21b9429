package dev.lkmltriage.extract;

import dev.lkmltriage.extract.KernelCandidates.Candidate;
import dev.lkmltriage.extract.VerdictClauses.Word;
import dev.lkmltriage.mail.Mail;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * A reading of the whole message, not of a sentence: a report, or a reply in a thread that is no patch's, which
 * establishes a problem somewhere and names exactly one kernel, names the kernel the problem was seen on. "The
 * kernel version is 5.4, centos release 7.6." and, three paragraphs on, "the link fails to train"; "This is happening
 * on CentOS8 (4.18) with SPDK"; "You're running 5.8.11+, and you get ~40 Mbit/s": the writer states a setup with no
 * result word beside it, and the result stands elsewhere. The sentence readings cannot join the two; with a single
 * kernel in the message there is nothing else the problem could have been seen on.
 *
 * <p>The verdict is run-only ({@link KernelVerdicts#RAN_BAD}): printed bad, but it states no regression by itself.
 * Strong guards, since one kernel is also what a maintainer's reply names when it says where a fix will land: every
 * occurrence of the kernel must stand in a plain sentence (none of the words that set a version apart for
 * {@link ProblemSentences}: fix, commit, patch, stable, "for", order words, conditions, plans; no base or target
 * word such as "based", "into", "rebase"; no question; no path or link); a kernel named only in the subject is the
 * thread's name and is left alone; the message must state a problem in a word that says something went wrong (not
 * "issue" or "bug", which patch talk uses of what it fixes).
 */
final class SoleKernels {
    /** Occurrences of the one kernel read at most; a message naming it more often is left alone. */
    private static final int MAX_OCCURRENCES = 20;
    /** Only the first part of a huge message is searched for a problem word. */
    private static final int PROBLEM_REACH = 200_000;

    /** Words saying that something went wrong; narrower than {@code KernelVerdicts.reportsProblem}. */
    private static final String[] PROBLEM = {"fails", "failed", "failure", "fail", "broken", "hang", "hangs",
        "hung", "crash", "crashes", "crashed", "regression", "not work", "doesn't work", "does not work",
        "no longer", "error", "errors", "oops", "stuck", "freeze", "freezes", "deadlock", "timeout", "times out",
        "timed out", "panic", "lockup", "stopped working", "not detected", "unusable"};
    /** A base or a target of a patch: the kernel is where code goes or comes from, not where it ran. */
    private static final Set<String> BASE = Set.of("into", "onto", "rebase", "rebased", "based", "against", "top",
            "upstream", "mainline", "released", "tree", "branch", "tag", "tagged",
            "window", "rc", "cycle", "changelog", "git", "kernel.org");

    /**
     * A setup in the past tense may be someone else's or an earlier one ("Bob was running v5.1"); a comparison or a
     * result said without a cue word ("the same result as with 5.4.2", "the hang is gone") is a sentence's reading.
     */
    private static final Set<String> PAST_OR_RESULT = Set.of("was", "were", "had", "same", "similar", "gone",
            "result", "results");

    /** Words between a preposition and the version it governs ("in Linux 5.5", "since kernel v5.4"). */
    private static final Set<String> FILLER = Set.of("linux", "kernel", "kernels", "the", "mainline", "version");

    private SoleKernels() {
    }

    /**
     * The kernels with the sole kernel's verdict filled in when the message reads so, else {@code ks} unchanged.
     * Never throws: a bug here costs the reading, not the message.
     */
    static KernelExtractor.Kernels judge(Mail mail, MessageKind kind, KernelExtractor.Kernels ks) {
        try {
            if (ks.facts().size() != 1 || ks.facts().get(0).verdict() != null) {
                return ks;
            }
            if (kind != MessageKind.REPORT && kind != MessageKind.REPLY || PatchThreads.subject(mail.subject())) {
                return ks;
            }
            KernelFact f = ks.facts().get(0);
            VersionsText t = VersionsText.of(mail);
            if (!plainEverywhere(t, f.version()) || !problemStated(t.text)) {
                return ks;
            }
            Set<String> ran = new HashSet<>(ks.ranOnly());
            ran.add(f.version());
            return new KernelExtractor.Kernels(
                    List.of(new KernelFact(f.version(), f.raw(), "bad", f.quoted(), f.start(), f.end())), ran);
        } catch (RuntimeException | StackOverflowError e) {
            return ks;
        }
    }

    /** Whether the kernel occurs in the body, at most {@value #MAX_OCCURRENCES} times, each in a plain sentence. */
    static boolean plainEverywhere(VersionsText t, String version) {
        // the kernel stage found them in this same text (VersionsText.of is per message): no second scan
        List<Candidate> cs = t.kernelCandidates();
        VerdictClauses clauses = new VerdictClauses(t);
        int seen = 0;
        for (Candidate c : cs) {
            if (!c.version().name().equals(version)) {
                continue;
            }
            if (++seen > MAX_OCCURRENCES || !plain(t, clauses, c)) {
                return false;
            }
        }
        return seen > 0;
    }

    private static boolean plain(VersionsText t, VerdictClauses clauses, Candidate c) {
        if (!ProblemSentences.open(t, c, KernelVerdicts.NONE) || PlannedRuns.planned(t, c)) {
            // session 40 (verdict43): "I'll test 5.10 tomorrow" names a run still to do, no setup
            return false;
        }
        int from = ProblemSentences.sentenceStart(t, clauses, c.start());
        int to = ProblemSentences.sentenceEnd(t, clauses, c.end());
        if (to < t.text.length() && t.text.charAt(to) == '?') {
            return false;
        }
        if (to + 1 < t.text.length() && t.text.charAt(to) == ':') {
            // "Kernel 5.9.1: the driver was reworked and the hang is gone": a label's content follows its colon
            to = ProblemSentences.sentenceEnd(t, clauses, to + 1);
        }
        String[] pre = t.wordsBefore(c.start(), 3);
        int k = 0;
        while (k < 2 && pre[k] != null && FILLER.contains(pre[k])) {
            k++;
        }
        if ("after".equals(pre[k]) || "since".equals(pre[k]) || "in".equals(pre[k])) {
            // "In Linux 5.5 I switched ARM to ...": where a change landed as often as where something ran;
            // "since"/"after" bound other kernels
            return false;
        }
        for (Word w : clauses.words(from, to)) {
            String s = w.text();
            if (w.end() > c.start() && w.start() < c.end()) {
                continue;
            }
            if (ProblemSentences.blocks(s) || BASE.contains(s) || PAST_OR_RESULT.contains(s) || s.endsWith("?")) {
                return false;
            }
            if (KernelVerdicts.polarity(s) != KernelVerdicts.NONE || ProblemSentences.symptom(s)
                    || KernelVerdicts.badWhenNegated(s)) {
                // a result word in the kernel's own sentence ("the box doesn't hang", "trying to get it working"):
                // the sentence readings own it; this reading is for a setup stated with no result
                return false;
            }
        }
        return true;
    }

    /** Whether the message (its first {@value #PROBLEM_REACH} characters) has a word saying something went wrong. */
    static boolean problemStated(String text) {
        String s = (text.length() > PROBLEM_REACH ? text.substring(0, PROBLEM_REACH) : text).toLowerCase(Locale.ROOT);
        for (String w : PROBLEM) {
            if (CommitRoles.containsWord(s, w)) {
                return true;
            }
        }
        return false;
    }
}
