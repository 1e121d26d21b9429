package dev.lkmltriage.extract;

import dev.lkmltriage.extract.KernelCandidates.Candidate;
import dev.lkmltriage.extract.VerdictClauses.Word;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.BooleanSupplier;
import java.util.regex.Pattern;

/**
 * Says, per version occurrence, whether the text calls that kernel good or bad. Structural lines first (git bisect
 * start/good/bad, {@code # good: [..] Linux 6.3}, {@code #regzbot introduced: A..B}), then ranges in a sentence
 * that reports a problem ("between A and B", "A..B", "from A to B": A good, B bad), then the cue word nearest to the
 * version in its clause ("works on 6.3.9, broken on 6.4.1"), with negation ("doesn't work" is bad, "no problem"
 * good). "In 2.6.22 it was around 83MB/s" is a weak good: it counts only when the message names a later bad kernel.
 */
final class KernelVerdicts {
    // compiled once: String.split, matches and replaceAll compile their regex on every call
    private static final Pattern SHIP_WORD = Pattern.compile("ships|is|gets|goes|final|release");
    static final int NONE = 0;
    static final int WEAK_GOOD = 1;
    static final int GOOD = 2;
    static final int BAD = 3;
    /**
     * Bad only because someone ran it in a message that names a problem ({@link RanKernels}): printed as bad, but it
     * does not make an older kernel's weak "it was ..." good, since nothing said this one is worse.
     */
    static final int RAN_BAD = 4;
    /**
     * Session 40 (verdict43): a run still to do or asked for ({@link PlannedRuns}: "I will now try 5.4-rc1"): no
     * verdict from this mention, and the trained fallback guesses none for the version.
     */
    static final int PLANNED = 5;

    /** Verdicts are judged for at most this many occurrences; hostile input gets none beyond. */
    static final int MAX_JUDGED = 4000;
    private static final int CLAUSE = 200;

    static final Set<String> BAD_WORDS = Set.of(
            "bad", "broken", "breaks", "broke", "break", "regression", "regressions", "regressed", "regresses",
            "fails", "failed", "fail", "failing", "failure", "failures", "crash", "crashes", "crashed", "crashing",
            "hang", "hangs", "hung", "hanging", "oops", "oopses", "panic", "panics", "panicked", "slow", "slower",
            "slowdown", "dropped", "drops", "worse", "degraded", "degradation", "bug", "buggy", "affected",
            "problem", "problems", "issue", "issues", "lockup", "lockups", "freeze", "freezes", "froze", "unusable",
            "reappears", "reappeared", "reproducible", "reproduces", "reproduced", "present",
            "happens", "occurs", "splat", "bisected", "culprit", "wrong", "stuck",
            "timeout", "timeouts", "corruption", "corrupted", "lost", "missing", "disappeared", "still", "reported",
            "collapsed", "collapses", "halved", "half", "fell", "plummeted", "tanked",
            // session 11: a stalled bus or an interrupt storm is a problem; "can reproduce it with X" is one seen
            "stall", "stalls", "stalled", "storm", "storms", "reproduce",
            // session 27 (verdict27): "the host bridge refuses to come up" is a failure, as "fails to" is
            "refuses", "refused", "refusing");
    static final Set<String> GOOD_WORDS = Set.of(
            "good", "fine", "works", "worked", "working", "work", "ok", "okay", "fixed", "resolved",
            "unaffected", "faster", "better", "normal", "normally", "flawlessly",
            "perfectly", "solved", "cured");
    /** Requests and hypotheticals ("please try 5.4", "should fail like 4.11 does") state no result. */
    static final Set<String> HYPOTHETICAL = Set.of(
            "please", "try", "could", "would", "should", "might", "whether", "maybe", "perhaps", "wonder",
            // session 11: "is supposed to be fixed in 5.8" states an expectation, not a result
            "supposed",
            // session 43 (verdict47): "there is a good chance it will not even boot since around ~v5.3" is a guess
            "chance");
    /** States a kernel should reach: they say nothing said plainly, and "does not boot" is bad. */
    private static final Set<String> BAD_WHEN_NEGATED = Set.of(
            "boot", "boots", "booted", "probe", "probes", "probed", "start", "starts", "load", "loads", "detected",
            "detect", "detects", "recognized", "enumerated", "come", "comes", "resume", "resumes",
            // session 11: what a device stops doing ("stopped responding", "no longer enumerates")
            "respond", "responds", "responding", "enumerate", "enumerates", "enumerating", "booting", "probing",
            "resuming", "suspend", "suspends", "suspending", "wake", "wakes", "waking");
    /**
     * Session 48 (verdict52): a sighting or a symptom that says nothing alone but is good when negated: "(not seen
     * on 5.8 at all)", "never observed with 5.9", "booted 5.10-rc1 and got no warning". Unnegated they stay no cue
     * ("the panic is seen on 5.8" is decided by "panic"; "a warning fix for 5.8" is no run), so only the negated form
     * counts, as {@link #BAD_WHEN_NEGATED} reads a negated state the other way.
     */
    private static final Set<String> GOOD_WHEN_NEGATED = Set.of("seen", "observed", "noticed", "encountered",
            "triggered", "happen", "happening", "occur", "occurring", "warning", "warnings");
    /**
     * "I haven't seen this since 5.4": a version after "since" dates when the sightings ended, not a run without
     * them, so a negated sighting gives it no verdict (the onset readers decide "since" on their own).
     */
    private static boolean afterSince(List<Word> words, Candidate c) {
        Word last = null;
        for (Word w : words) {
            if (w.end() > c.start()) {
                break;
            }
            last = w;
        }
        return last != null && last.text().equals("since");
    }

    /** "stopped working", "ceased to respond": the state after the word is lost, as a negation says. */
    private static final Set<String> CESSATION = Set.of("stopped", "stops", "ceased", "ceases", "quit");
    /** "If v5.4 fails, ...", "unless 5.10 works": a condition before the version states no result. */
    static final Set<String> CONDITION = Set.of("if", "unless");
    /** "is confirmed to work", "seems to work": "to work" after these is a result, not a purpose. */
    private static final Set<String> RESULT_BEFORE_TO = Set.of(
            "confirmed", "seems", "seem", "seemed", "appears", "appear", "appeared", "proven", "proved", "known",
            "found", "continues", "continued", "happens", "happened", "reported", "verified", "shown",
            // session 11: "this used to work in 5.8" is a past result
            "used");
    /** "I'm testing with v5.5.0-rc1", "currently running 5.4": the kernel a report is written against. */
    private static final Set<String> TESTING = Set.of("testing", "running", "using", "booting", "trying", "on");
    private static final Set<String> MACHINES = Set.of("system", "machine", "box", "laptop", "server", "board",
            "setup", "host", "desktop", "computer", "pc", "workstation");
    private static final Set<String> NOW = Set.of("i'm", "im", "we're", "currently", "now", "am", "are");
    private static final Set<String> CONNECT = Set.of("..", "...", "and", "to", "->", "=>", "-", "through", "until");

    private final VersionsText t;
    private final VerdictClauses clauses;
    private final ComparedVerdicts comparisons;

    /**
     * Whether the message names a problem. Session 40 (verdict43): the whole message, not only this text: a reply's
     * "Re: frob hangs on resume" over "I'm running 5.9.0", or a subject's kernel over a body that names the problem.
     */
    private final BooleanSupplier problem;

    KernelVerdicts(VersionsText t) {
        this(t, () -> ProblemWords.in(t.text));
    }

    KernelVerdicts(VersionsText t, BooleanSupplier problem) {
        this.t = t;
        this.clauses = new VerdictClauses(t);
        this.comparisons = new ComparedVerdicts(t, clauses);
        this.problem = problem;
    }

    int[] judge(List<Candidate> cs) {
        int[] out = new int[cs.size()];
        int n = Math.min(cs.size(), MAX_JUDGED);
        for (int k = 0; k < n; k++) {
            out[k] = StructuralVerdicts.judge(t, cs.get(k));
        }
        for (int k = 0; k + 1 < n; k++) {
            KernelTransitions.judge(t, cs, k, out);
        }
        for (int k = 0; k + 1 < n; k++) {
            ranged(cs, k, out);
        }
        for (int k = 0; k < n; k++) {
            if (out[k] == NONE) {
                out[k] = prose(cs.get(k), k + 1 < n ? cs.get(k + 1) : null);
            }
        }
        NarrativeTurns.overturn(t, clauses, cs, n, out);
        NarrativeTurns.concede(t, clauses, cs, n, out);
        SharedVerdicts.sinceContrast(t, clauses, cs, n, out);
        FrontedPhrases.judge(t, clauses, cs, n, out);
        ContrastPairs.judge(t, clauses, cs, n, out); // session 16: "with 5.8 it trains at gen3, with 5.9 it hangs"
        SharedVerdicts.lists(t, cs, n, out);
        KernelFigures.judge(t, cs, n, out);
        ProblemSentences.judge(t, clauses, cs, n, out);
        ShownLogs.judge(t, clauses, cs, n, out); // session 28: "On next-20201026 I see this during boot:" over a log
        EvenOnThat.judge(t, clauses, cs, n, out); // session 17: "back to 4.12, and even on that the cards fail"
        // session 30: "this bug was introduced in v5.9", "it only showed up in 5.6-rc1"
        OnsetPhrases.judge(t, clauses, cs, n, out, this::reportsProblem);
        NextSentenceOnsets.judge(t, clauses, cs, n, out); // session 44 (verdict48): "added X in 4.8. It's been a problem since then"
        // session 14: the twin of the problem sentence; a good verdict needs a problem to be good against
        WorkingSentences.judge(t, clauses, cs, n, out, this::reportsProblem);
        PastAbilities.judge(t, clauses, cs, n, out, this::reportsProblem); // session 25: "Previously (under X) we were able to"
        AsItDid.judge(t, cs, n, out, this::reportsProblem); // session 26: "it all works as it did on 5.4"
        QuietKernels.judge(t, clauses, cs, n, out, this::reportsProblem); // session 37 (verdict40): "5.9.16 does not do it"
        SinceOnsets.judge(t, clauses, cs, n, out, this::reportsProblem); // session 37 (verdict40): "since 5.11.1 it freezes"
        ReturnedKernels.judge(t, clauses, cs, n, out, this::reportsProblem); // session 38 (verdict41): "going back to 5.15 fixes it"
        // session 33 (verdict35): "On a <machine> with <distro> and Linux 5.7.6, there are two delays of 100 ms"
        SettingSentences.judge(t, clauses, cs, n, out, this::reportsProblem);
        ParenthesisedKernels.judge(t, clauses, cs, n, out); // session 17: "the 5.7 kernel (now on 5.7.8)"
        RetestPlans.withdraw(t, clauses, cs, n, out); // session 23: "will retest the 5.3 kernel to see if"
        // session 32 (verdict34): "I'm fine with v5.2-rc1", "will not land before v5.8", "I assume v5.7 works"
        TargetedReleases.withdraw(t, clauses, cs, n, out);
        // session 34 (verdict36): "the branch is based on v5.6-rc1", "v4: Rebase to 5.9 kernel", a robot's tree list
        PatchBases.withdraw(t, clauses, cs, n, out);
        PatchedRuns.withdraw(t, clauses, cs, n, out); // session 34 (patched38): "this patch applied to 5.4.52 fixes it"
        // session 36 (verdict38): "Run tested the patch with 5.9.1 and it seems fixing the issue", "the issue happens
        // after we backport some ... patches to 5.3 kernel": the outcome is the patch's, bad withdrawn too
        PatchedOutcomes.withdraw(t, clauses, cs, n, out);
        // session 46 (verdict50): "tried a compile on 4.19.80, here is the output of the failure": a build, no run
        FailedBuildRuns.withdraw(t, clauses, cs, n, out);
        OwnModuleBuilds.withdraw(t, cs, n, out); // session 48 (verdict52): "breaks compilation of our AER module"
        // session 35 (verdict37): "it worked in v5.4 ... Possibly the apparent regression was really a .config change"
        WithdrawnGoods.withdraw(t, clauses, cs, n, out);
        PolarQuestions.withdraw(t, cs, n, out); // session 38 (verdict41): "Is 5.10 affected?", "Has it been fixed in 6.3?"
        // session 41 (verdict44): "on 6.3.2 the panel stays black. 6.2.15 is good", "errors on 5.15.12, 5.14 was ok"
        GoodContrasts.judge(t, clauses, cs, n, out);
        PlannedRuns.mark(t, cs, n, out); // session 40 (verdict43): "I will now try 5.4-rc1", "I'll go back to 5.8"
        WorkaroundRuns.withdraw(t, cs, n, out); // session 46 (verdict50): "working with X but ASPM turned off"
        PartialSuccesses.withdraw(t, clauses, cs, n, out); // session 48 (verdict52): "5.9 works to an extent"
        return out;
    }

    /** "between A and B", "A..B", "from A to B" in a sentence reporting a problem: A good, B bad. */
    private void ranged(List<Candidate> cs, int k, int[] out) {
        Candidate a = cs.get(k);
        Candidate b = cs.get(k + 1);
        if (b.start() - a.end() > 12 || a.version().compareTo(b.version()) >= 0) {
            return;
        }
        String gap = t.text.substring(a.end(), b.start()).strip().toLowerCase(Locale.ROOT);
        if (!CONNECT.contains(gap)) {
            return;
        }
        String[] pre = t.wordsBefore(a.start(), 1);
        boolean framed = gap.startsWith(".") || gap.equals("->") || gap.equals("=>")
                || (pre[0] != null && (pre[0].equals("between") || pre[0].equals("from")));
        if (!framed) {
            return;
        }
        List<Word> words = clauses.words(clauses.clauseStart(a.start()), clauses.clauseEnd(b.end()));
        boolean problem = false;
        for (Word w : words) {
            if ((BAD_WORDS.contains(w.text()) || w.text().equals("introduced") || w.text().startsWith("bisect"))
                    && !VerdictClauses.negated(words, w)) {
                problem = true;
            }
        }
        if (problem || out[k] == GOOD || out[k + 1] == BAD) {
            if (out[k] == NONE) {
                out[k] = GOOD;
            }
            if (out[k + 1] == NONE) {
                out[k + 1] = BAD;
            }
        }
    }

    /** Words before a version that make it a target or a baseline rather than a kernel someone tested. */
    static final Set<String> TARGET = Set.of(
            "for", "into", "until", "till", "postpone", "postponed", "target", "targeting", "queued", "queue",
            "applied", "merge", "merged", "pull", "defer", "deferred", "push", "pushed", "land", "landed", "make",
            // "support was just added in v5.4-rc1": where a feature arrived, not a kernel someone tested
            "added");
    private static final Set<String> BASELINE = Set.of("compared", "relative", "downgrade", "downgrading",
            "downgraded", "revert", "reverting");

    /**
     * Session 41 (verdict44): whether the cue {@code w} after {@code c} belongs to the next version instead, whose
     * singular copula links it to the cue ("read errors on 5.15.12, 5.14 was ok": "ok" is 5.14's, not 5.15.12's).
     */
    private boolean ownedByNext(Candidate c, Candidate next, Word w) {
        if (next == null || next.start() < c.end() || next.end() > w.start()) {
            return false;
        }
        List<Word> between = clauses.words(next.end(), w.start());
        return between.size() == 1 && SharedVerdicts.SINGULAR_COPULA.contains(between.get(0).text());
    }

    private int prose(Candidate c, Candidate next) {
        String[] pre = t.wordsBefore(c.start(), 3);
        // session 16: "worked fine until 5.4.12 came along", "all was good with 5.9 until I suspended the box"
        // the clause's words, walked once: the turn reads them here and the cue rules below (session 41, speed42: they
        // walked the same clause again; UntilTurns only reads the list)
        List<Word> words = clauses.words(clauses.clauseStart(c.start()), clauses.clauseEnd(c.end()));
        int turn = UntilTurns.judge(words, c);
        if (turn != NONE) {
            return turn;
        }
        int attribute = ParenthesisedStates.judge(t, c); // session 16: "the ancient (and working) 2.6 kernel"
        if (attribute != NONE) {
            return attribute;
        }
        if (pre[0] != null && (TARGET.contains(pre[0]) || (pre[0].equals("in") && pre[1] != null
                && TARGET.contains(pre[1])) || (pre[0].equals("to") && pre[1] != null && TARGET.contains(pre[1]))
                || (pre[0].equals("before") && SHIP_WORD.matcher(t.wordAfter(c.end())).matches()))) {
            return NONE;
        }
        if (pre[0] != null && pre[1] != null && pre[0].equals("from") && (pre[1].equals("far")
                || pre[1].equals("away"))) {
            // session 50 (kernels54): "the driver is still far from 5.9 quality": a distance, no run of 5.9
            return NONE;
        }
        if (pre[0] != null && (pre[0].equals("branch") || pre[0].equals("branches"))) {
            // "a git bisect ... on branch v4.19.y identified as first bad commit": the tree the bisect ran in, not
            // a kernel the problem was seen on (the bisect's result is the commit's)
            return NONE;
        }
        if (pre[0] != null && pre[1] != null && pre[2] != null && pre[0].equals("in") && pre[1].equals("is")
                && (pre[2].equals("fix") || pre[2].equals("fixed"))) {
            // "The fix is in 6.2.8": a release that carries the fix is good.
            return GOOD;
        }
        if (pre[0] != null && pre[1] != null && ((pre[0].equals("from") && pre[1].startsWith("regress"))
                || (pre[0].equals("to") && BASELINE.contains(pre[1])))) {
            return GOOD;
        }
        if (pre[0] != null && (pre[0].equals("in") || pre[0].equals("into") || pre[0].equals("to")
                || pre[0].equals("for")) && ((pre[1] != null && TARGET.contains(pre[1]))
                || (pre[2] != null && (TARGET.contains(pre[2]) || pre[2].equals("get"))))) {
            return NONE;
        }
        int base = PassingBases.judge(t, clauses, c, pre); // session 17: "crash on that branch where base X passes"
        if (base != NONE) {
            return base;
        }
        int compared = comparisons.compared(c, pre, words);
        if (compared != NONE) {
            return compared;
        }
        if (onTopOfRevert(pre, words)) {
            // the revert's result ("gets back to a working system") is the revert's, not this kernel's: the corpus
            // and the real labels disagree on calling the base bad, so it gets no verdict rather than a wrong "good"
            return NONE;
        }
        int best = NONE;
        int bestDistance = Integer.MAX_VALUE;
        for (int k = 0; k < words.size(); k++) {
            if (HYPOTHETICAL.contains(words.get(k).text()) && !reportingFrame(words, k, c)
                    || CONDITION.contains(words.get(k).text()) && words.get(k).end() <= c.start()
                    || deniedInference(words, k, c)) {
                return NONE;
            }
        }
        if (DeniedPresence.denied(words, c)) {
            return GOOD; // session 51 (verdict53): "the problem is not in the 5.5 or older kernels"
        }
        for (int k = 0; k < words.size(); k++) {
            Word w = words.get(k);
            if (w.end() > c.start() && w.start() < c.end() || ownedByNext(c, next, w)) {
                continue;
            }
            int polarity = GOOD_WORDS.contains(w.text()) ? GOOD : BAD_WORDS.contains(w.text()) ? BAD
                    : w.text().equals("only") && ComparedVerdicts.figureFollows(words, k) ? BAD
                    : w.text().equals("down") && ComparedVerdicts.fallsTo(words, k) ? BAD
                    : ReportedKernels.doingIt(words, k) ? BAD
                    : BAD_WHEN_NEGATED.contains(w.text()) && (VerdictClauses.negated(words, w) || ceased(words, k))
                    ? GOOD
                    // negated below, so bad here reads good: "not seen on 5.8", "got no warning"
                    : GOOD_WHEN_NEGATED.contains(w.text()) && VerdictClauses.negated(words, w)
                            && !afterSince(words, c) ? BAD
                    : FOUND_BY_KERNEL.contains(w.text()) && kernelFailsToFind(words, k, c) ? GOOD : NONE;
            boolean purpose = k > 0 && words.get(k - 1).text().equals("to")
                    && !(k > 1 && RESULT_BEFORE_TO.contains(words.get(k - 2).text()));
            if (polarity == BAD && closingReport(words, k)) {
                // "before closing the issue": the report's name, not a problem seen on this kernel
                continue;
            }
            if (polarity == NONE || (purpose && !VerdictClauses.negated(words, w) && !ceased(words, k))) {
                // "to work with v5.3-rc1" states a purpose, not a result; "can't get it to work" is one.
                continue;
            }
            if (w.text().equals("still") && (c.start() < w.start() || stillABase(words, k) || stillHeld(words, k, c)
                    || stillStaying(words, k, c))) {
                continue;
            }
            if (VerdictClauses.negated(words, w) != ceased(words, k)) {
                polarity = polarity == GOOD ? BAD : GOOD;
            }
            int d = w.end() <= c.start() ? c.start() - w.end() : w.start() - c.end();
            if (d < bestDistance) {
                bestDistance = d;
                best = polarity;
            }
        }
        if (best == NONE) {
            best = comparisons.elliptic(c);
        }
        if (best == NONE) {
            best = ButNotPairs.judge(t, clauses, c); // session 27: "works with 5.9 but not with 5.10-rc1"
        }
        // session 41 (speed42): each rule of this block used to end "&& reportsProblem()", and the second asked it
        // first whenever best was NONE; asked once up front (remembered per message), a message that names no
        // problem skips all their word walks. Every test here is pure, so the order changes no answer
        // session 48 (verdict53): "the panic is not reproducible on Ubuntu (with kernel version 5.3.0-19)": the
        // denied sighting names its own problem, so it needs no other
        if (best == NONE && ParenthesisedSightings.denied(t, c)) {
            return GOOD;
        }
        if (best == NONE && reportsProblem()) {
            if (testingNow(pre) || ReportedKernels.runningWith(c, pre, words)
                    || ReportedKernels.reportedAgainst(t, c) || ReportedKernels.sinceSeeing(c, pre, words)
                    || (ReportedKernels.seeingSince(c, pre, words)
                    || ReportedKernels.startedHappening(t.wordsBefore(c.start(), 5)))
                            && !AskedSentences.asked(t.text, c.end())) {
                return BAD;
            }
            if (sameCue() && SameResults.after(t, clauses, c)) {
                // "- Ubuntu kernel 5.3.0-26, same symptoms": bad like the report's kernel, no regression of its own
                return RAN_BAD;
            }
            if (RanKernels.ranOn(t, c)) {
                return RAN_BAD;
            }
            // session 39 (verdict42): "an x86 system ... running Linux kernel v4.14", "the v5.2 kernel I'm running",
            // "see syslog from linux-5.6.0": the kernel the report's machine or log ran
            if (RunSettings.ranOn(t, c)) {
                return RAN_BAD;
            }
            // session 40 (verdict43): "i think i found this in 5.3.8 kernel", "we hit the same issue on 5.10-rc2"
            if (SeenOn.seen(t, c)) {
                return RAN_BAD;
            }
            // session 47 (verdict51): "introduced panic issue ... (hit after just 2 hotplugs under stable 5.9-RC2)"
            if (ParenthesisedSightings.seen(t, c)) {
                return RAN_BAD;
            }
        }
        if (best == NONE && (comparisons.pastState(c, pre) || comparisons.baseline(c, pre))) {
            return WEAK_GOOD;
        }
        return best;
    }

    /**
     * "reverting this commit on top of v5.9-rc3 gets back to a working system": the cue words describe the
     * reverted kernel, not the one named as its base.
     */
    private static boolean onTopOfRevert(String[] pre, List<Word> words) {
        if (!"of".equals(pre[0]) || !"top".equals(pre[1])) {
            return false;
        }
        for (Word w : words) {
            if (w.text().startsWith("revert")) {
                return true;
            }
        }
        return false;
    }

    /** Verbs of telling: after "I should", "we must" they frame what follows as said, not as supposed. */
    private static final Set<String> TELLING = Set.of("note", "add", "mention", "say", "point", "clarify", "stress",
            "emphasize", "emphasise", "admit", "report", "confess", "repeat", "state", "underline");
    private static final Set<String> TOLD = Set.of("noted", "mentioned", "said", "added", "stated", "stressed",
            "emphasized", "emphasised", "repeated");
    private static final Set<String> REPORTING_MODAL = Set.of("should", "would", "must", "might");
    private static final Set<String> REPORTING_FILLER = Set.of("also", "just", "perhaps", "probably", "like", "to");

    /**
     * Session 45 (verdict49): "Additionally I should note that an unmodified kernel 5.7.7 also works as expected", "we
     * would add that 5.4 boots fine": a first-person modal right before a verb of telling ("note", "add", "mention",
     * "point out", also after "like to"), or "it should be noted that", frames what the writer tells, not a guess or a
     * wish, so the modal is no hypothetical there. Only where the version comes after the verb (the told clause); "I would say 5.4 might work"
     * still has its own "might".
     */
    static boolean reportingFrame(List<Word> words, int k, Candidate c) {
        Word modal = words.get(k);
        if (!REPORTING_MODAL.contains(modal.text()) || k == 0 || modal.end() > c.start()) {
            return false;
        }
        String subject = words.get(k - 1).text();
        if (subject.equals("it") && k + 2 < words.size() && words.get(k + 1).text().equals("be")
                && TOLD.contains(words.get(k + 2).text()) && words.get(k + 2).end() <= c.start()) {
            return true; // "it should be noted that 5.7.7 works"
        }
        if (!subject.equals("i") && !subject.equals("we")) {
            return false;
        }
        for (int j = k + 1; j < words.size() && j <= k + 4 && words.get(j).end() <= c.start(); j++) {
            String w = words.get(j).text();
            if (TELLING.contains(w)) {
                return true;
            }
            if (!REPORTING_FILLER.contains(w)) {
                return false;
            }
        }
        return false;
    }

    /** What a kernel does to a device: negated with the kernel as subject ("5.9.1 won't find the card"), bad. */
    private static final Set<String> FOUND_BY_KERNEL = Set.of("find", "finds", "see", "sees", "recognise",
            "recognises", "recognize", "recognizes", "initialise", "initialises", "initialize", "initializes");
    /** The words a kernel-subject's negated verb may have between it and the version: auxiliaries and negators. */
    private static final Set<String> SUBJECT_GAP = Set.of("kernel", "won't", "will", "not", "doesn't", "does", "didn't",
            "did", "can't", "cannot", "can", "couldn't", "still", "even", "never", "no", "longer", "simply");

    /**
     * Session 45 (verdict49): "Without this patch, 5.9.1 won't find the eMMC card", "v5.10 does not see the NVMe
     * drive": the kernel is the subject of a negated finding verb, right before it (only auxiliaries and negators
     * between), so it fails to bring up a device. Not where the object is a problem ("5.10 doesn't see the
     * problem"): then nothing failed. The session-44 readers knew "does not detect" ({@code BAD_WHEN_NEGATED}) but read
     * "find" and "see" nowhere, since with a person as subject ("I can't find the cause on 5.4") they say nothing of
     * the kernel; the subject test keeps those out.
     */
    private static boolean kernelFailsToFind(List<Word> words, int k, Candidate c) {
        Word verb = words.get(k);
        if (verb.start() < c.end() || !VerdictClauses.negated(words, verb)) {
            return false;
        }
        int gap = 0;
        for (int j = k - 1; j >= 0 && words.get(j).start() >= c.end(); j--) {
            if (!SUBJECT_GAP.contains(words.get(j).text()) || ++gap > 4) {
                return false;
            }
        }
        if (gap == 0) {
            return false;
        }
        for (int j = k + 1; j < words.size(); j++) {
            if (BAD_WORDS.contains(words.get(j).text())) {
                return false;
            }
        }
        return true;
    }

    /** Words after "still" that make it a patch's base, not a problem that persists ("This is still based on v5.6"). */
    private static final Set<String> BASE_AFTER_STILL = Set.of("based", "applies", "apply", "rebased", "against",
            "atop", "builds", "compiles");

    /** Verbs after "still" that say a kernel is kept at hand ("I still have 2.6.27-11-generic in the boot menu"). */
    private static final Set<String> HELD_AFTER_STILL = Set.of("have", "has", "had", "keep", "keeps", "kept", "got");

    /**
     * "I still have 2.6.27-11-generic from 8.10 in the boot menu", "it still has 5.4 installed" (session 49): the
     * kernel right after "still have" is one kept at hand, which says nothing of the problem; "I still have the
     * problem with 5.4" and "still have it on 5.4" name the problem first and stay bad.
     */
    private static boolean stillHeld(List<Word> words, int k, Candidate c) {
        return k + 1 < words.size() && HELD_AFTER_STILL.contains(words.get(k + 1).text())
                && words.get(k + 1).end() <= c.start()
                && (k + 2 >= words.size() || words.get(k + 2).start() >= c.start());
    }

    /** Words after "still" that say a machine stays on a kernel ("still on 4.18", "still running 4.19"). */
    private static final Set<String> STAY_AFTER_STILL = Set.of("on", "running", "using");
    /** Words that may stand between such a word and the version ("still on the 4.18 kernel", "still on Linux 5.4"). */
    private static final Set<String> STAY_GAP = Set.of("the", "a", "an", "kernel", "linux", "stock", "old", "older",
            "ubuntu", "debian", "fedora", "centos", "rhel", "distro");

    /**
     * Session 51 (verdict53): "Machines still on 4.18.0-20-generic are fine", "boxes still running 4.19 are
     * unaffected": "still" right before a staying word (on, running, using; not "with" or "in": "Still with 5.4-rc3",
     * "still in 5.10" answer that the problem persists) and the version says the machine has not moved off that
     * kernel, not that a problem persists there, so it is no cue; the clause's other words decide ("still on 4.18
     * hang too" stays bad by "hang"). "still fails on 5.4", "still broken with 5.4" are untouched: there the next word
     * is the problem's.
     */
    private static boolean stillStaying(List<Word> words, int k, Candidate c) {
        if (k + 1 >= words.size() || !STAY_AFTER_STILL.contains(words.get(k + 1).text())
                || words.get(k + 1).end() > c.start()) {
            return false;
        }
        for (int j = k + 2; j < words.size() && words.get(j).start() < c.start(); j++) {
            if (j > k + 3 || !STAY_GAP.contains(words.get(j).text())) {
                return false;
            }
        }
        return true;
    }

    /** "still based on v5.6-rc1", "still applies to 5.4": the patch's base, not a problem that persists on it. */
    private static boolean stillABase(List<Word> words, int k) {
        return k + 1 < words.size() && BASE_AFTER_STILL.contains(words.get(k + 1).text());
    }

    /** "This does not mean 5.5 does not have the problem": a denied inference says nothing of the kernel after it. */
    private static boolean deniedInference(List<Word> words, int k, Candidate c) {
        String w = words.get(k).text();
        return (w.equals("mean") || w.equals("means") || w.equals("imply") || w.equals("implies"))
                && words.get(k).end() <= c.start() && VerdictClauses.negated(words, words.get(k));
    }

    /** "stopped working", "ceased to respond", "stops booting": a cessation word right before the cue (or "to"). */
    private static boolean ceased(List<Word> words, int k) {
        int j = k > 0 && words.get(k - 1).text().equals("to") ? k - 2 : k - 1;
        return j >= 0 && CESSATION.contains(words.get(j).text());
    }

    private static final Set<String> CLOSE = Set.of("close", "closing", "closed", "closes");

    /** "closing the issue", "close the bug": the report as a thing to close, not a problem word. */
    private static boolean closingReport(List<Word> words, int k) {
        String w = words.get(k).text();
        if (!(w.equals("issue") || w.equals("bug") || w.equals("problem") || w.equals("report"))) {
            return false;
        }
        int j = k > 0 && (words.get(k - 1).text().equals("the") || words.get(k - 1).text().equals("this")
                || words.get(k - 1).text().equals("my")) ? k - 2 : k - 1;
        return j >= 0 && CLOSE.contains(words.get(j).text());
    }

    /** "I'm testing with v5.5.0-rc1", "currently running on 5.4", "I am using 5.10": present tense, first person. */
    private static boolean testingNow(String[] pre) {
        if (("using".equals(pre[0]) || "running".equals(pre[0])) && "is".equals(pre[1]) && pre[2] != null
                && MACHINES.contains(pre[2])) {
            return true; // session 38 (verdict41): "My current system is using 4.4.182", in a report
        }
        int k = "with".equals(pre[0]) || "on".equals(pre[0]) ? 1 : 0;
        if (k >= pre.length || pre[k] == null || !TESTING.contains(pre[k]) || pre[k].equals("on")) {
            return false;
        }
        return k + 1 < pre.length && pre[k + 1] != null && NOW.contains(pre[k + 1]);
    }

    private Boolean problemSaid;

    /** Whether the message says anything is wrong at all (computed once per text). */
    private boolean reportsProblem() {
        if (problemSaid == null) {
            problemSaid = problem.getAsBoolean();
        }
        return problemSaid;
    }

    private Boolean same;

    /** A literal pre-check for {@link SameResults}: whether "same", "still" or "no change" and the like occur at all (once per text). */
    private boolean sameCue() {
        if (same == null) {
            String s = t.text;
            same = s.contains("same") || s.contains("Same") || s.contains("still") || s.contains("Still")
                    || s.contains("o change") || s.contains("o difference") || s.contains("o improvement")
                    || s.contains("o luck");
        }
        return same;
    }

    /** Whether a negated {@code w} is bad ("does not boot", "stopped responding"). */
    static boolean badWhenNegated(String w) {
        return BAD_WHEN_NEGATED.contains(w);
    }

    static int polarity(String w) {
        return GOOD_WORDS.contains(w) ? GOOD : BAD_WORDS.contains(w) ? BAD : NONE;
    }
}
