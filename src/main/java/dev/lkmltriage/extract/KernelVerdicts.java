package dev.lkmltriage.extract;

import dev.lkmltriage.extract.KernelCandidates.Candidate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Says, per version occurrence, whether the text calls that kernel good or bad. Structural lines first (git bisect
 * start/good/bad, {@code # good: [..] Linux 6.3}, {@code #regzbot introduced: A..B}), then ranges in a sentence
 * that reports a problem ("between A and B", "A..B", "from A to B": A good, B bad), then the cue word nearest to the
 * version in its clause ("works on 6.3.9, broken on 6.4.1"), with negation ("doesn't work" is bad, "no problem"
 * good). "In 2.6.22 it was around 83MB/s" is a weak good: it counts only when the message names a later bad kernel.
 */
final class KernelVerdicts {
    static final int NONE = 0;
    static final int WEAK_GOOD = 1;
    static final int GOOD = 2;
    static final int BAD = 3;

    /** Verdicts are judged for at most this many occurrences; hostile input gets none beyond. */
    static final int MAX_JUDGED = 4000;
    private static final int CLAUSE = 200;

    private static final Set<String> BAD_WORDS = Set.of(
            "bad", "broken", "breaks", "broke", "break", "regression", "regressions", "regressed", "regresses",
            "fails", "failed", "fail", "failing", "failure", "failures", "crash", "crashes", "crashed", "crashing",
            "hang", "hangs", "hung", "hanging", "oops", "oopses", "panic", "panics", "panicked", "slow", "slower",
            "slowdown", "dropped", "drops", "worse", "degraded", "degradation", "bug", "buggy", "affected",
            "problem", "problems", "issue", "issues", "lockup", "lockups", "freeze", "freezes", "froze", "unusable",
            "reappears", "reappeared", "reproducible", "reproduces", "reproduced", "present",
            "happens", "occurs", "splat", "bisected", "culprit", "wrong", "stuck",
            "timeout", "timeouts", "corruption", "corrupted", "lost", "missing", "disappeared", "still", "reported",
            "collapsed", "collapses", "halved", "half", "fell", "plummeted", "tanked");
    private static final Set<String> GOOD_WORDS = Set.of(
            "good", "fine", "works", "worked", "working", "work", "ok", "okay", "fixed", "resolved",
            "unaffected", "faster", "better", "normal", "normally", "flawlessly",
            "perfectly", "solved", "cured");
    private static final Set<String> NEGATORS = Set.of(
            "not", "no", "never", "without", "doesn't", "don't", "didn't", "isn't", "wasn't", "aren't", "weren't",
            "can't", "cannot", "couldn't", "won't", "hasn't", "haven't", "nor", "neither", "longer");
    /** Requests and hypotheticals ("please try 5.4", "should fail like 4.11 does") state no result. */
    private static final Set<String> HYPOTHETICAL = Set.of(
            "please", "try", "could", "would", "should", "might", "whether", "maybe", "perhaps", "wonder");
    /** States a kernel should reach: they say nothing said plainly, and "does not boot" is bad. */
    private static final Set<String> BAD_WHEN_NEGATED = Set.of(
            "boot", "boots", "booted", "probe", "probes", "probed", "start", "starts", "load", "loads", "detected",
            "detect", "detects", "recognized", "enumerated", "come", "comes", "resume", "resumes");
    /** "is confirmed to work", "seems to work": "to work" after these is a result, not a purpose. */
    private static final Set<String> RESULT_BEFORE_TO = Set.of(
            "confirmed", "seems", "seem", "seemed", "appears", "appear", "appeared", "proven", "proved", "known",
            "found", "continues", "continued", "happens", "happened", "reported", "verified", "shown");
    /** "I'm testing with v5.5.0-rc1", "currently running 5.4": the kernel a report is written against. */
    private static final Set<String> TESTING = Set.of("testing", "running", "using", "booting", "trying", "on");
    private static final Set<String> NOW = Set.of("i'm", "im", "we're", "currently", "now", "am", "are");
    private static final Set<String> CONNECT = Set.of("..", "...", "and", "to", "->", "=>", "-", "through", "until");

    private final VersionsText t;

    KernelVerdicts(VersionsText t) {
        this.t = t;
    }

    int[] judge(List<Candidate> cs) {
        int[] out = new int[cs.size()];
        int n = Math.min(cs.size(), MAX_JUDGED);
        for (int k = 0; k < n; k++) {
            out[k] = structural(cs.get(k));
        }
        for (int k = 0; k + 1 < n; k++) {
            KernelTransitions.judge(t, cs, k, out);
        }
        for (int k = 0; k + 1 < n; k++) {
            ranged(cs, k, out);
        }
        for (int k = 0; k < n; k++) {
            if (out[k] == NONE) {
                out[k] = prose(cs.get(k));
            }
        }
        KernelFigures.judge(t, cs, n, out);
        return out;
    }

    private int structural(Candidate c) {
        int mark = labelAfter(c.end());
        if (mark != NONE) {
            return mark;
        }
        String line = t.lineLower(c.start());
        int ls = t.lineStart(c.start());
        String before = t.text.substring(ls, c.start()).toLowerCase(Locale.ROOT);
        if (line.startsWith("# good:")) {
            return GOOD;
        }
        if (line.startsWith("# bad:") || line.startsWith("# first bad commit")) {
            return BAD;
        }
        int b = before.lastIndexOf("git bisect ");
        if (b >= 0) {
            String rest = before.substring(b + "git bisect ".length());
            if (rest.startsWith("good")) {
                return GOOD;
            }
            if (rest.startsWith("bad")) {
                return BAD;
            }
            if (rest.startsWith("start")) {
                int args = 0;
                // "git bisect start BAD GOOD..." with the arguments often shell-quoted ('v6.4' 'v6.3'): a lone
                // quote before this version is not an argument of its own.
                for (String a : rest.substring(5).trim().split("\\s+")) {
                    if (a.equals("--")) {
                        return NONE;
                    }
                    if (!a.startsWith("-") && a.chars().anyMatch(Character::isLetterOrDigit)) {
                        args++;
                    }
                }
                return args == 0 ? BAD : GOOD;
            }
            return NONE;
        }
        if (before.contains("#regzbot")) {
            if (!before.contains("introduced")) {
                return NONE;
            }
            boolean rangeStart = t.text.startsWith("..", c.end());
            return rangeStart ? GOOD : BAD;
        }
        return NONE;
    }

    /** "v6.3 (good)", "3.13 (bad)": the writer labels the version outright, also inside a request to bisect. */
    private int labelAfter(int end) {
        int k = end;
        while (k < t.text.length() && k - end < 3 && t.text.charAt(k) == ' ') {
            k++;
        }
        if (t.text.regionMatches(true, k, "(good)", 0, 6)) {
            return GOOD;
        }
        if (t.text.regionMatches(true, k, "(bad)", 0, 5)) {
            return BAD;
        }
        return NONE;
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
        List<Word> words = words(clauseStart(a.start()), clauseEnd(b.end()));
        boolean problem = false;
        for (Word w : words) {
            if ((BAD_WORDS.contains(w.text) || w.text.equals("introduced") || w.text.startsWith("bisect"))
                    && !negated(words, w)) {
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
    private static final Set<String> TARGET = Set.of(
            "for", "into", "until", "till", "postpone", "postponed", "target", "targeting", "queued", "queue",
            "applied", "merge", "merged", "pull", "defer", "deferred", "push", "pushed", "land", "landed", "make");
    private static final Set<String> BASELINE = Set.of("compared", "relative", "downgrade", "downgrading",
            "downgraded", "revert", "reverting");

    private int prose(Candidate c) {
        String[] pre = t.wordsBefore(c.start(), 3);
        if (pre[0] != null && (TARGET.contains(pre[0]) || (pre[0].equals("in") && pre[1] != null
                && TARGET.contains(pre[1])) || (pre[0].equals("to") && pre[1] != null && TARGET.contains(pre[1]))
                || (pre[0].equals("before") && t.wordAfter(c.end()).matches("ships|is|gets|goes|final|release")))) {
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
        List<Word> words = words(clauseStart(c.start()), clauseEnd(c.end()));
        int compared = compared(c, pre, words);
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
            if (HYPOTHETICAL.contains(words.get(k).text)) {
                return NONE;
            }
        }
        for (int k = 0; k < words.size(); k++) {
            Word w = words.get(k);
            if (w.end > c.start() && w.start < c.end()) {
                continue;
            }
            int polarity = GOOD_WORDS.contains(w.text) ? GOOD : BAD_WORDS.contains(w.text) ? BAD
                    : w.text.equals("only") && figureFollows(words, k) ? BAD
                    : w.text.equals("down") && fallsTo(words, k) ? BAD
                    : BAD_WHEN_NEGATED.contains(w.text) && negated(words, w) ? GOOD : NONE;
            boolean purpose = k > 0 && words.get(k - 1).text.equals("to")
                    && !(k > 1 && RESULT_BEFORE_TO.contains(words.get(k - 2).text));
            if (polarity == NONE || (purpose && !negated(words, w))) {
                // "to work with v5.3-rc1" states a purpose, not a result; "can't get it to work" is one.
                continue;
            }
            if (w.text.equals("still") && c.start() < w.start) {
                continue;
            }
            if (negated(words, w)) {
                polarity = polarity == GOOD ? BAD : GOOD;
            }
            int d = w.end <= c.start() ? c.start() - w.end : w.start - c.end();
            if (d < bestDistance) {
                bestDistance = d;
                best = polarity;
            }
        }
        if (best == NONE) {
            best = elliptic(c);
        }
        if (best == NONE && testingNow(pre) && reportsProblem()) {
            return BAD;
        }
        if (best == NONE && (pastState(c, pre) || baseline(c, pre))) {
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
            if (w.text.startsWith("revert")) {
                return true;
            }
        }
        return false;
    }

    /** "I'm testing with v5.5.0-rc1", "currently running on 5.4", "I am using 5.10": present tense, first person. */
    private static boolean testingNow(String[] pre) {
        int k = "with".equals(pre[0]) || "on".equals(pre[0]) ? 1 : 0;
        if (k >= pre.length || pre[k] == null || !TESTING.contains(pre[k]) || pre[k].equals("on")) {
            return false;
        }
        return k + 1 < pre.length && pre[k + 1] != null && NOW.contains(pre[k + 1]);
    }

    private Boolean problem;

    /** Whether the message says anything is wrong at all (computed once per text). */
    private boolean reportsProblem() {
        if (problem == null) {
            String s = t.text.length() > 200_000 ? t.text.substring(0, 200_000) : t.text;
            s = s.toLowerCase(Locale.ROOT);
            boolean p = false;
            for (String w : new String[] {"fails", "failed", "failure", "broken", "hang", "crash", "regression",
                "not work", "doesn't work", "no longer", "error", "issue", "problem"}) {
                p |= CommitRoles.containsWord(s, w);
            }
            problem = p;
        }
        return problem;
    }

    /**
     * "only 380 Mbit/s", "only receives at about 310 Mbit/s": "only" a few words before a figure with a rate or size
     * unit reports a shortfall; "only tested 5.10 on 2 boxes" has no unit and says nothing.
     */
    private static boolean figureFollows(List<Word> words, int k) {
        for (int j = k + 1; j < Math.min(words.size() - 1, k + 5); j++) {
            String w = words.get(j).text;
            if (!w.isEmpty() && Character.isDigit(w.charAt(0)) && unit(words.get(j + 1).text)) {
                return true;
            }
        }
        return false;
    }

    /** "down to a third", "down by 60%" report a fall; "stepped down", "tracking down", "shut down" do not. */
    private static boolean fallsTo(List<Word> words, int k) {
        if (k + 1 >= words.size() || !(words.get(k + 1).text.equals("to") || words.get(k + 1).text.equals("by"))) {
            return false;
        }
        if (k == 0) {
            return true;
        }
        String p = words.get(k - 1).text;
        return !(p.endsWith("ed") || p.endsWith("ing") || p.equals("it") || p.equals("this") || p.equals("that")
                || p.equals("them") || p.equals("step") || p.equals("narrow") || p.equals("track"));
    }

    private static boolean unit(String w) {
        String u = w.startsWith("mi") || w.startsWith("gi") || w.startsWith("ki") ? w.charAt(0) + w.substring(2) : w;
        return u.length() >= 2 && "kmgt".indexOf(u.charAt(0)) >= 0 && (u.startsWith("b", 1) || u.startsWith("bit", 1)
                || u.startsWith("byte", 1)) || u.equals("percent");
    }

    private static final Set<String> PAST_RESULT = Set.of("gave", "gives", "managed", "manages", "did", "does", "was",
            "got", "had", "reached", "reaches", "ran", "runs", "used", "gets");
    private static final Set<String> EARLIER = Set.of("older", "previous", "old", "last", "earlier");

    /**
     * A kernel named as the point of comparison: "where 2.6.22 gave 83MB/s", "same as 5.12 used to do", "booting the
     * previous 6.3.12", "went back to 5.4.96". Like the past state, good only if the message names a later bad one.
     */
    private boolean baseline(Candidate c, String[] pre) {
        if (pre[0] == null) {
            return false;
        }
        String after = t.wordAfter(c.end());
        if ((pre[0].equals("where") || pre[0].equals("whereas") || (pre[0].equals("as") && "same".equals(pre[1])))
                && PAST_RESULT.contains(after)) {
            return true;
        }
        if (EARLIER.contains(pre[0]) || (pre[1] != null && EARLIER.contains(pre[1]) && pre[0].equals("kernel"))) {
            return true;
        }
        return (pre[0].equals("to") || pre[0].equals("into")) && "back".equals(pre[1]);
    }

    private static final Set<String> AT = Set.of("with", "on", "in", "under");

    /**
     * The kernel a comparison is measured against: "half as fast as with 6.7.9", "slower than 5.4" make it good,
     * "faster than 5.4" bad: the opposite of the cue before "as"/"than". "Same as 2.6.22 did" shares the state of
     * the clause before it ("sends at 82MB/s again, same as 2.6.22 did" is good).
     */
    private int compared(Candidate c, String[] pre, List<Word> words) {
        int at = pre[0] != null && AT.contains(pre[0]) ? 1 : 0;
        String anchor = pre[at];
        if (anchor == null || !(anchor.equals("than") || anchor.equals("as"))) {
            return NONE;
        }
        if (anchor.equals("as") && "same".equals(pre[at + 1])) {
            int here = clauseStart(c.start());
            List<Word> prev = here == 0 ? List.of() : words(clauseStart(here - 1), here);
            for (int k = prev.size() - 1; k >= 0; k--) {
                Word w = prev.get(k);
                int p = polarity(w.text);
                if (p != NONE || w.text.equals("again")) {
                    p = w.text.equals("again") ? GOOD : p;
                    return negated(prev, w) ? (p == GOOD ? BAD : GOOD) : p;
                }
            }
            return NONE;
        }
        boolean passed = false;
        for (int k = words.size() - 1; k >= 0; k--) {
            Word w = words.get(k);
            if (w.end > c.start()) {
                continue;
            }
            if (!passed) {
                passed = w.text.equals(anchor);
                continue;
            }
            int p = polarity(w.text);
            if (p == NONE && (w.text.equals("faster") || w.text.equals("better") || w.text.equals("higher"))) {
                p = GOOD;
            }
            if (p != NONE) {
                if (negated(words, w)) {
                    p = p == GOOD ? BAD : GOOD;
                }
                return p == GOOD ? BAD : GOOD;
            }
        }
        return NONE;
    }

    private static int polarity(String w) {
        return GOOD_WORDS.contains(w) ? GOOD : BAD_WORDS.contains(w) ? BAD : NONE;
    }

    /** "5.8.18 is fine, 5.9.1 is not": a bare negated copula takes the opposite of the clause before it. */
    private int elliptic(Candidate c) {
        int end = Math.min(t.text.length(), c.end() + 16);
        String after = t.text.substring(c.end(), end).toLowerCase(Locale.ROOT);
        int cut = 0;
        for (String e : new String[] {" is not", " isn't", " does not", " doesn't", " did not", " didn't",
                " was not", " wasn't"}) {
            if (after.startsWith(e)) {
                cut = e.length();
            }
        }
        if (cut == 0 || c.end() + cut < t.text.length() && Character.isLetterOrDigit(t.text.charAt(c.end() + cut))
                || c.end() + cut + 1 < t.text.length() && t.text.charAt(c.end() + cut) == ' '
                && Character.isLetter(t.text.charAt(c.end() + cut + 1))) {
            return NONE;
        }
        int here = clauseStart(c.start());
        if (here == 0) {
            return NONE;
        }
        List<Word> prev = words(clauseStart(here - 1), here);
        for (int k = prev.size() - 1; k >= 0; k--) {
            Word w = prev.get(k);
            if (GOOD_WORDS.contains(w.text) && !negated(prev, w)) {
                return BAD;
            }
            if (BAD_WORDS.contains(w.text) && !negated(prev, w)) {
                return GOOD;
            }
        }
        return NONE;
    }

    /** "In 2.6.22 it was around 83MB/s": a past state, good only if the message names a later bad kernel. */
    private boolean pastState(Candidate c, String[] pre) {
        if (pre[0] == null || !(pre[0].equals("in") || pre[0].equals("on") || pre[0].equals("with"))) {
            return false;
        }
        int to = Math.min(t.text.length(), c.end() + 40);
        String after = t.text.substring(c.end(), to).toLowerCase(Locale.ROOT);
        return after.startsWith(" it was") || after.startsWith(" it used to") || after.startsWith(" we had")
                || after.startsWith(" i had") || after.startsWith(" i got") || after.startsWith(" it got");
    }

    private static boolean negated(List<Word> words, Word cue) {
        int k = words.indexOf(cue);
        for (int j = Math.max(0, k - 4); j < k; j++) {
            if (NEGATORS.contains(words.get(j).text) || words.get(j).text.endsWith("n't")) {
                return true;
            }
        }
        return false;
    }

    /** Start of the clause holding {@code offset}: a sentence end, ; , or "but"/"while", a blank or short line. */
    private int clauseStart(int offset) {
        int limit = Math.max(0, offset - CLAUSE);
        int k = offset;
        while (k > limit) {
            char c = t.text.charAt(k - 1);
            if (c == ';' || c == ',' || c == '!' || c == '?' || c == '(' || c == ')') {
                return k;
            }
            if ((c == '.' || c == ':') && k < t.text.length() && Character.isWhitespace(t.text.charAt(k))) {
                return k;
            }
            if (c == '\n' && hardBreakBefore(k - 1)) {
                return k;
            }
            if (c == ' ' && (wordAt(k, "but ") || wordAt(k, "while ") || wordAt(k, "whereas ")
                    || wordAt(k, "however "))) {
                return k;
            }
            k--;
        }
        return k;
    }

    private int clauseEnd(int offset) {
        int limit = Math.min(t.text.length(), offset + CLAUSE);
        int k = offset;
        while (k < limit) {
            char c = t.text.charAt(k);
            if (c == ';' || c == ',' || c == '!' || c == '?' || c == '(' || c == ')') {
                return k;
            }
            if ((c == '.' || c == ':') && (k + 1 == t.text.length() || Character.isWhitespace(t.text.charAt(k + 1)))) {
                return k;
            }
            if (c == '\n' && hardBreakBefore(k)) {
                return k;
            }
            if (c == ' ' && (wordAt(k + 1, "but ") || wordAt(k + 1, "while ") || wordAt(k + 1, "whereas ")
                    || wordAt(k + 1, "however "))) {
                return k;
            }
            k++;
        }
        return k;
    }

    private boolean wordAt(int k, String w) {
        return t.text.regionMatches(true, k, w, 0, w.length());
    }

    /**
     * True when the newline at {@code nl} ends a unit rather than wrapping prose: the line it ends is short (a heading
     * like "2.6.23-rc8 without changes") or the next line is blank or starts like pasted output.
     */
    private boolean hardBreakBefore(int nl) {
        int ls = t.lineStart(nl);
        String line = VersionsText.stripQuote(t.text.substring(ls, nl));
        if (line.length() < 50) {
            return true;
        }
        int next = nl + 1;
        while (next < t.text.length() && (t.text.charAt(next) == '>' || t.text.charAt(next) == ' ')) {
            next++;
        }
        return next >= t.text.length() || !Character.isLetter(t.text.charAt(next));
    }

    private record Word(String text, int start, int end) {
    }

    private List<Word> words(int from, int to) {
        List<Word> out = new ArrayList<>();
        int k = from;
        while (k < to) {
            while (k < to && !isWordChar(t.text.charAt(k))) {
                k++;
            }
            int s = k;
            while (k < to && isWordChar(t.text.charAt(k))) {
                k++;
            }
            int e = k;
            while (e > s && (t.text.charAt(e - 1) == '.' || t.text.charAt(e - 1) == '-')) {
                e--;
            }
            if (e > s) {
                out.add(new Word(t.text.substring(s, e).toLowerCase(Locale.ROOT).replace('\u2019', '\''), s, e));
            }
        }
        return out;
    }

    private static boolean isWordChar(char c) {
        return Character.isLetterOrDigit(c) || c == '\'' || c == '\u2019' || c == '.' || c == '-';
    }
}
