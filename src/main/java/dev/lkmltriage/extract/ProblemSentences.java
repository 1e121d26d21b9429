package dev.lkmltriage.extract;

import dev.lkmltriage.extract.KernelCandidates.Candidate;
import dev.lkmltriage.extract.VerdictClauses.Word;
import dev.lkmltriage.mail.SpanKind;
import dev.lkmltriage.text.Sentences;
import java.util.List;
import java.util.Set;
import java.util.function.BiPredicate;
import java.util.function.BooleanSupplier;

/**
 * A kernel named anywhere in a sentence that states a present problem is a kernel the problem was seen on, when
 * nothing in that sentence sets it apart: "After upgrading to 5.4 on this box, it hangs at boot", "With Linux 5.6.14,
 * running lspci takes minutes and then fails", "on CentOS8 (4.18) the hot-remove fails". The clause rules read only
 * the version's own clause, so a symptom in the next clause of the same sentence escaped them; this stage runs last,
 * only for versions still without a verdict, and reads the whole sentence (bounded, {@value #REACH} characters each
 * way) instead of a cue phrase.
 *
 * <p>A sentence states a present problem when it holds a symptom word ({@link #SYMPTOM}) not negated, or a negated
 * state a kernel should reach ("is not detected", "doesn't boot", "can't work"). It does not count when anything in
 * the sentence could set the version apart from the symptom or make the statement something other than a result:
 * a good word (a contrast), a hypothetical, a condition or a question, a plan, an order word ("before", "older",
 * "than", ...), a patch's or commit's vocabulary (the sentence is about a fix, a culprit or a target release), or
 * another version (the sentence may contrast the two). The verdict is
 * {@link KernelVerdicts#RAN_BAD}: the kernel is printed bad but states no regression by itself.
 */
final class ProblemSentences {
    static final int REACH = 300;

    /** Symptoms: what goes wrong on a kernel. Narrower than the clause cue set: no "issue", "still", "reported". */
    private static final Set<String> SYMPTOM = Set.of(
            "hang", "hangs", "hung", "hanging", "fails", "failed", "fail", "failing", "failure", "failures",
            "crash", "crashes", "crashed", "crashing", "oops", "oopses", "panic", "panics", "panicked", "splat",
            "broken", "breaks", "lockup", "lockups", "freeze", "freezes", "froze", "freezing", "stuck", "timeout",
            "timeouts", "error", "errors", "stall", "stalls", "stalled", "unusable", "corruption", "corrupted",
            "regressed", "deadlock", "deadlocks");
    /** Words that make the sentence something other than a plain statement of what a kernel does now. */
    private static final Set<String> BLOCK = Set.of(
            // hypotheticals, requests, conditions
            "if", "unless", "whether", "would", "could", "should", "might", "may", "maybe", "perhaps", "please",
            "try", "suppose", "supposed", "wonder", "assume", "expect", "expected", "likely", "possibly",
            // plans
            "will", "going", "plan", "planning", "want", "wanted",
            // order and contrast: the version may be the other side
            "before", "older", "newer", "prior", "previous", "previously", "earlier", "later", "until", "last",
            "than", "compared", "vs", "versus", "instead", "except", "unlike", "used", "anymore",
            "from", "between", "back",
            // a fix, a culprit, a target: the sentence is about a change, not this kernel's state
            "fix", "fixes", "fixed", "fixing", "patch", "patches", "patched", "commit", "commits", "revert",
            "reverted", "reverting", "introduced", "introduces", "caused", "causes", "bisect", "bisected",
            "backport", "backported", "stable", "queued", "applied", "apply", "merged", "merge", "pull", "series",
            "cc", "tested-by", "reported-by", "fixes:", "for",
            // a test robot's "[auto build test ERROR on v5.9]": the patch fails to build on that base, the base is fine
            "build", "builds");
    /** Good words that contrast, beyond the clause cue set. */
    private static final Set<String> GOODISH = Set.of("success", "successfully", "succeeds", "passes", "passed");

    private ProblemSentences() {
    }

    static void judge(VersionsText t, VerdictClauses clauses, List<Candidate> cs, int n, int[] out) {
        for (int k = 0; k < n; k++) {
            Candidate c = cs.get(k);
            if (!open(t, c, out[k])) {
                continue;
            }
            String[] pre = t.wordsBefore(c.start(), 1);
            if ("after".equals(pre[0])) {
                continue; // "hasn't worked on any release after 2.6.32": the version bounds the bad ones
            }
            int from = sentenceStart(t, clauses, c.start());
            int to = sentenceEnd(t, clauses, c.end());
            if (to < t.text.length() && t.text.charAt(to) == '?') {
                continue;
            }
            if (!alone(cs, n, k, from, to)) {
                continue;
            }
            List<Word> words = clauses.words(from, to);
            // session 37 (verdict39): a parenthesised aside ("(but also going back quite a while)") is no part of
            // whether the sentence says anything of the kernel itself
            if (problem(words, c) || neutral(ParenthesisedAsides.outside(t.text, words, c, from, to), c)
                    && ItsResult.follows(t, clauses, cs, n, k, to)) {
                out[k] = KernelVerdicts.RAN_BAD;
            }
        }
    }

    /**
     * Gives {@code GOOD} to each verdictless kernel that stands alone in a sentence, not a question, of which
     * {@code good} holds, when {@code reportsProblem} says the message names a problem at all (asked last: it is the
     * costly whole-text check). The loop {@link WorkingSentences} and {@link PastAbilities} share.
     */
    static void judgeGood(VersionsText t, VerdictClauses clauses, List<Candidate> cs, int n, int[] out,
            BiPredicate<List<Word>, Candidate> good, BooleanSupplier reportsProblem) {
        for (int k = 0; k < n; k++) {
            Candidate c = cs.get(k);
            if (!open(t, c, out[k])) {
                continue;
            }
            int from = sentenceStart(t, clauses, c.start());
            int to = sentenceEnd(t, clauses, c.end());
            if (to < t.text.length() && t.text.charAt(to) == '?') {
                continue;
            }
            if (alone(cs, n, k, from, to) && good.test(clauses.words(from, to), c) && reportsProblem.getAsBoolean()) {
                out[k] = KernelVerdicts.GOOD;
            }
        }
    }

    /**
     * Whether a sentence says nothing either way of the kernel it names: no block word, no good word, no question
     * ("I tried my 5.7.11 kernel 6 times."), so that a result in the sentence after it may be this kernel's.
     */
    static boolean neutral(List<Word> words, Candidate c) {
        for (Word w : words) {
            String s = w.text();
            if (w.end() > c.start() && w.start() < c.end()) {
                continue;
            }
            if (BLOCK.contains(s) || GOODISH.contains(s) || s.endsWith("?")
                    || KernelVerdicts.polarity(s) != KernelVerdicts.NONE) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether the sentence names no other version: "ran 4.19 happily and now with 5.4 it hangs" contrasts the two,
     * even when the rules already call the other one bad, so a second version always leaves this one alone.
     */
    static boolean alone(List<Candidate> cs, int n, int k, int from, int to) {
        for (int j = Math.max(0, k - 20); j < Math.min(n, k + 20); j++) {
            Candidate o = cs.get(j);
            if (j != k && o.start() < to && o.end() > from && !o.version().equals(cs.get(k).version())) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether a per-sentence reading may judge kernel {@code c}: it has no verdict yet, it sits in prose or a quote,
     * and it is no part of a path or a link (".../linux/v5.8-rc1/source/..."), not a kernel someone ran. Shared by
     * this reading and its working-side twin ({@link WorkingSentences}).
     */
    static boolean open(VersionsText t, Candidate c, int verdict) {
        SpanKind kind = t.kindAt(c.start());
        return verdict == KernelVerdicts.NONE && (kind == SpanKind.PROSE || kind == SpanKind.QUOTE)
                && !inPath(t, c.start());
    }

    /** Whether the token holding {@code start} has a slash before it (a link or a path), looking back 200 chars. */
    static boolean inPath(VersionsText t, int start) {
        for (int k = start - 1; k >= Math.max(0, start - 200); k--) {
            char ch = t.text.charAt(k);
            if (Character.isWhitespace(ch)) {
                return false;
            }
            if (ch == '/') {
                return true;
            }
        }
        return false;
    }

    /** Whether {@code s} sets a version apart from a sentence's result (shared with {@link WorkingSentences}). */
    static boolean blocks(String s) {
        return BLOCK.contains(s);
    }

    static boolean symptom(String s) {
        return SYMPTOM.contains(s);
    }

    static boolean problem(List<Word> words, Candidate c) {
        boolean symptom = false;
        for (Word w : words) {
            String s = w.text();
            if (w.end() > c.start() && w.start() < c.end()) {
                continue;
            }
            if (BLOCK.contains(s) && !loose(words, w, c) || GOODISH.contains(s) || s.endsWith("?")) {
                return false;
            }
            boolean neg = VerdictClauses.negated(words, w) || nobody(words, w);
            if (KernelVerdicts.polarity(s) == KernelVerdicts.GOOD) {
                if (!neg) {
                    return false;
                }
                symptom = true; // "doesn't work", "not fine"
            } else if (SYMPTOM.contains(s)) {
                if (neg && symptom && LOG_DETAIL.contains(s)) {
                    continue; // "it hangs during boot, without any error in dmesg": what the log lacks, told after
                }
                if (neg) {
                    return false; // "doesn't hang": a good result, or a near miss
                }
                symptom = true;
            } else if (KernelVerdicts.badWhenNegated(s) && neg) {
                symptom = true;
            }
        }
        return symptom;
    }

    /**
     * Whether a pronoun of nobody stands within four words before {@code w}: "nobody complained about an error" states
     * no error, as "not" would; kept here, not among the clause negators, whose other readers did not ask for it.
     */
    private static boolean nobody(List<Word> words, Word w) {
        return VerdictClauses.fourBefore(words, w, NOBODY::contains);
    }

    private static final Set<String> NOBODY = Set.of("nobody", "noone", "nothing", "none");

    /** Symptoms a log shows or lacks: negated after a stated symptom they tell what the log lacks, no good result. */
    private static final Set<String> LOG_DETAIL = Set.of("error", "errors");

    /**
     * Whether a block word sets nothing apart where it stands: "for" after the kernel ("it keeps waiting for nothing
     * for a couple of minutes") is no target, which stands before its release ("queued for 5.8"); "than" written for
     * "then" ({@link #thenMisspelt}) compares nothing.
     */
    private static boolean loose(List<Word> words, Word w, Candidate c) {
        return "for".equals(w.text()) && w.start() >= c.end() || thenMisspelt(words, w);
    }

    /**
     * Whether {@code w} is "than" written for "then" after "and" ("keeps waiting and than drops to dracut"): no
     * comparison stands there, so it sets no version apart.
     */
    private static boolean thenMisspelt(List<Word> words, Word w) {
        if (!"than".equals(w.text())) {
            return false;
        }
        int k = VerdictClauses.indexOf(words, w);
        return k > 0 && "and".equals(words.get(k - 1).text());
    }

    /** Start of the sentence holding {@code offset}: after . ! ? followed by a blank, a colon's, or a hard break. */
    static int sentenceStart(VersionsText t, VerdictClauses clauses, int offset) {
        return Sentences.start(offset, REACH, i -> ends(t, clauses, i));
    }

    static int sentenceEnd(VersionsText t, VerdictClauses clauses, int offset) {
        int hi = (int) Math.max(offset, Math.min(t.text.length(), (long) offset + REACH)); // past the text: offset
        return Sentences.end(t.text, offset, hi, MARKS, Sentences.After.BLANK_OR_TEXT_END,
                i -> t.text.charAt(i) == '\n' && clauses.hardBreakBefore(i));
    }

    /**
     * Whether a sentence ends at {@code i}: a mark (. ! ? : ;) before white space or the text's end, or a hard line
     * break. (A start is looked for from a candidate's start, never from the text's end.)
     */
    private static final long MARKS = Sentences.marks(".!?:;");

    private static boolean ends(VersionsText t, VerdictClauses clauses, int i) {
        char c = t.text.charAt(i);
        if ((c == '.' || c == '!' || c == '?' || c == ':' || c == ';')
                && (i + 1 == t.text.length() || Character.isWhitespace(t.text.charAt(i + 1)))) {
            return true;
        }
        return c == '\n' && clauses.hardBreakBefore(i);
    }
}
