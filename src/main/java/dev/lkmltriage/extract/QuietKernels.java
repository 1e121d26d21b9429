package dev.lkmltriage.extract;

import dev.lkmltriage.extract.KernelCandidates.Candidate;
import dev.lkmltriage.extract.VerdictClauses.Word;
import java.util.List;
import java.util.Set;
import java.util.function.BooleanSupplier;

/**
 * Session 37 (verdict40): a kernel a user calls free of the symptom in plain prose is good, in a message that reports a
 * problem. Two shapes, each read from the version onwards in its own clause:
 * <ul>
 * <li>the version as subject of a negated symptom verb with a pronoun object: "5.9.16 does not do it", "v5.10
 * never did this", "5.10.9 doesn't show that", or of a negated symptom verb alone (session 41): "6.2.16 does not
 * flicker", "5.17 never hangs";</li>
 * <li>the system called stable on the version: "on 5.10.16 it is stable", "5.10.9 is rock solid", "with 5.4.80
 * everything is stable" (not "5.4 is stable kernel/tree/release", which names a release line).</li>
 * </ul>
 * Only a version with no verdict yet; nothing before it in the clause but a joining word, nothing hypothetical or
 * conditional in the clause, and no question mark ending it.
 *
 * <p>Session 38 (verdict41), a third shape: the symptom denied by a pronoun with the version as its setting, the
 * version ending the clause: "I don't see it on 5.10.17", "it does not happen with v5.10", "we never hit this under
 * 5.10.17 either" ({@link #unseenOn}).
 */
final class QuietKernels {
    private static final Set<String> LEAD = Set.of("and", "but", "while", "whereas", "however", "the", "linux",
            "kernel", "mainline", "on", "with", "under", "using", "in", "running");
    private static final Set<String> SETTING = Set.of("on", "with", "under", "using", "in", "running");
    private static final Set<String> NOUN_AFTER_VERSION = Set.of("kernel", "itself", "alone", "release");
    private static final Set<String> AUX = Set.of("does", "did", "do");
    private static final Set<String> NEG_AUX = Set.of("doesn't", "didn't", "don't", "never");
    private static final Set<String> SYMPTOM_VERBS = Set.of("do", "does", "did", "show", "shows", "showed",
            "have", "has", "had", "exhibit", "exhibits", "exhibited", "hit", "hits", "trigger", "triggers",
            "triggered", "reproduce", "reproduces", "reproduced");
    private static final Set<String> OBJECTS = Set.of("it", "this", "that", "so", "the", "such", "any");
    private static final Set<String> SUBJECTS = Set.of("it", "it's", "this", "that", "everything", "things",
            "system", "machine", "box", "laptop", "all");
    private static final Set<String> BE = Set.of("is", "was", "seems", "remains", "stays", "runs", "ran", "been",
            "has", "looks", "it's");
    private static final Set<String> DEGREE = Set.of("rock", "completely", "perfectly", "totally", "very", "100",
            "fully", "been");
    private static final Set<String> STABLE = Set.of("stable", "solid");
    /** "5.4 is stable kernel", "is stable tree": a release line, not a state of the user's system. */
    private static final Set<String> LINE_NOUNS = Set.of("kernel", "kernels", "tree", "trees", "release",
            "releases", "branch", "branches", "series", "version", "versions", "update", "updates", "material",
            "candidate", "backport", "backports", "maintainer", "abi", "api", "rc", "and", "enough");
    private static final Set<String> UNSURE = Set.of("if", "unless", "whether", "would", "could", "should",
            "might", "may", "maybe", "perhaps", "please", "try", "will", "expect", "assume", "hope", "supposed",
            "wonder", "not", "isn't", "wasn't", "never", "no", "patch", "patched", "revert", "reverted", "reverting",
            "applied", "with");

    private QuietKernels() {
    }

    static void judge(VersionsText t, VerdictClauses clauses, List<Candidate> cs, int n, int[] out,
            BooleanSupplier reportsProblem) {
        for (int k = 0; k < n; k++) {
            if (out[k] != KernelVerdicts.NONE && out[k] != KernelVerdicts.WEAK_GOOD && out[k] != KernelVerdicts.RAN_BAD) {
                continue;
            }
            Candidate c = cs.get(k);
            int from = clauses.clauseStart(c.start());
            int to = clauses.clauseEnd(c.end());
            if (AskedSentences.asked(t.text, c.end())) {
                continue;
            }
            int[] named = namedAside(t, c);
            if (named != null) {
                // session 41 (verdict45): "linux-lts (6.1.30) does not do it": the clause is read around the aside
                List<Word> head = clauses.words(clauses.clauseStart(named[0]), named[0]);
                List<Word> tail = clauses.words(named[1] + 1, Math.min(clauses.clauseEnd(named[1] + 1),
                        named[1] + 121));
                if (packageName(head) && (absent(tail) || stable(tail, 0)) && !AskedSentences.asked(t.text, named[1])
                        && reportsProblem.getAsBoolean()) {
                    out[k] = KernelVerdicts.GOOD;
                }
                continue;
            }
            List<Word> before = clauses.words(from, c.start());
            boolean set = false;
            boolean lead = true;
            for (Word w : before) {
                lead &= LEAD.contains(w.text());
                set |= SETTING.contains(w.text());
            }
            if (!lead) {
                if (unseenOn(before, clauses.words(c.end(), to)) && reportsProblem.getAsBoolean()) {
                    out[k] = KernelVerdicts.GOOD;
                }
                continue;
            }
            List<Word> after = clauses.words(c.end(), Math.min(to, c.end() + 120));
            boolean quiet = set ? stableOn(after) : absent(after) || stable(after, 0);
            if (quiet && reportsProblem.getAsBoolean()) {
                out[k] = KernelVerdicts.GOOD;
            }
        }
    }

    /** Words that may name the kernel a bare parenthesised version belongs to, besides a "linux..." package. */
    private static final Set<String> NAMING = Set.of("the", "my", "our", "lts", "stable", "stock", "distro",
            "vanilla", "previous", "older", "old", "kernel", "and", "but", "while", "whereas", "however");

    /**
     * The brackets of a parenthesis that holds nothing but {@code c} ("linux-lts (6.1.30)"), as {open, close}
     * offsets, or null.
     */
    private static int[] namedAside(VersionsText t, Candidate c) {
        int open = c.start() - 1;
        while (open >= 0 && t.text.charAt(open) == ' ') {
            open--;
        }
        int close = c.end();
        while (close < t.text.length() && t.text.charAt(close) == ' ') {
            close++;
        }
        return open >= 0 && close < t.text.length() && t.text.charAt(open) == '(' && t.text.charAt(close) == ')'
                ? new int[] {open, close} : null;
    }

    /**
     * The clause before a bare parenthesised version names a kernel and nothing else: a package ("linux-lts",
     * "linux-image-amd64") or "kernel", with only naming words beside it ("the LTS kernel (6.1.30)").
     */
    private static boolean packageName(List<Word> w) {
        boolean named = false;
        for (Word x : w) {
            if (x.text().startsWith("linux") || x.text().equals("kernel")) {
                named = true;
            } else if (!NAMING.contains(x.text())) {
                return false;
            }
        }
        return named;
    }

    /** "does not do it", "doesn't show this", "never did this", after an optional "kernel". */
    private static boolean absent(List<Word> w) {
        int i = 0;
        if (i < w.size() && NOUN_AFTER_VERSION.contains(w.get(i).text())) {
            i++;
        }
        if (i < w.size() && AUX.contains(w.get(i).text()) && i + 1 < w.size()
                && w.get(i + 1).text().equals("not")) {
            i += 2;
        } else if (i < w.size() && NEG_AUX.contains(w.get(i).text())) {
            i++;
        } else {
            return false;
        }
        if (i == w.size() && !w.get(i - 1).text().equals("never")
                || i + 1 == w.size() && w.get(i - 1).text().equals("never") && AUX.contains(w.get(i).text())) {
            // session 50 (kernels54): the symptom verb elided, the clause ending at the auxiliary: "v5.11 hangs on
            // resume, 5.10.19 never did", "5.4 doesn't"
            return true;
        }
        // session 41 (verdict44): a symptom verb denied with no object: "6.2.16 does not flicker", "5.17 never
        // hangs", "v6.1 didn't freeze once"; session 42 (verdict46): any user's symptom word, as the contrasts read it
        if (i < w.size() && GoodContrasts.usersSymptom(w.get(i).text())) {
            return !unsure(w, i + 1);
        }
        return i + 1 < w.size() && SYMPTOM_VERBS.contains(w.get(i).text()) && OBJECTS.contains(w.get(i + 1).text())
                && !unsure(w, i + 2);
    }

    /** "is stable", "is rock solid", "has been completely stable", from {@code i}, not "is stable kernel". */
    private static boolean stable(List<Word> w, int i) {
        if (i < w.size() && NOUN_AFTER_VERSION.contains(w.get(i).text())) {
            i++;
        }
        if (i >= w.size() || !BE.contains(w.get(i).text())) {
            return false;
        }
        i++;
        while (i < w.size() && DEGREE.contains(w.get(i).text())) {
            i++;
        }
        if (i >= w.size() || !STABLE.contains(w.get(i).text())) {
            return false;
        }
        return !(i + 1 < w.size() && LINE_NOUNS.contains(w.get(i + 1).text())) && !unsure(w, i + 1);
    }

    /** "on 5.10.16 it is stable", "with 5.4.80 the machine is rock solid". */
    private static boolean stableOn(List<Word> w) {
        int i = 0;
        if (i < w.size() && NOUN_AFTER_VERSION.contains(w.get(i).text())) {
            i++;
        }
        if (i < w.size() && w.get(i).text().equals("the")) {
            i++;
        }
        if (i >= w.size() || !SUBJECTS.contains(w.get(i).text())) {
            return false;
        }
        return w.get(i).text().equals("it's") ? stable(w, i) : stable(w, i + 1);
    }

    private static final Set<String> OPENERS = Set.of("and", "but", "so", "now", "however", "also", "here");
    private static final Set<String> PRONOUNS = Set.of("i", "we", "it", "this", "that");
    private static final Set<String> NEGATED = Set.of("don't", "doesn't", "didn't", "can't", "cannot", "couldn't",
            "never");
    private static final Set<String> NEGATABLE = Set.of("do", "does", "did", "can", "could");
    private static final Set<String> UNSEEN_VERBS = Set.of("see", "saw", "seen", "get", "got", "hit", "happen",
            "happens", "happened", "occur", "occurs", "occurred", "reproduce", "trigger", "notice", "noticed",
            "observe", "observed", "experience", "experienced", "have", "had");
    /** Not "them": "I don't see them in v5.4-rc1" asks after patches, not a symptom. */
    private static final Set<String> UNSEEN_OBJECTS = Set.of("it", "this", "that", "the", "problem", "issue", "any", "such", "bug", "symptom", "symptoms", "error", "errors", "warning", "warnings", "hang",
            "hangs", "crash", "crashes");
    private static final Set<String> HAPPENING = Set.of("happen", "happens", "happened", "occur", "occurs",
            "occurred");
    private static final Set<String> SETTING_ARTICLES = Set.of("the", "linux", "kernel", "mainline", "vanilla",
            "stock", "plain");
    private static final Set<String> TAIL = Set.of("kernel", "anymore", "either", "at", "all", "though", "here",
            "too");

    /**
     * "I don't see it on 5.10.17", "it does not happen with v5.10", "we never hit this under 5.10.17 either": the
     * clause is exactly [opener] pronoun, negation, a seeing or happening verb, at most three object words, a setting
     * preposition and the version, with nothing after it but "kernel", "either", "anymore" or "at all".
     */
    static boolean unseenOn(List<Word> before, List<Word> after) {
        int i = 0;
        int n = before.size();
        if (i < n && OPENERS.contains(before.get(i).text())) {
            i++;
        }
        if (i >= n || !PRONOUNS.contains(before.get(i).text())) {
            return false;
        }
        i++;
        if (i < n && NEGATED.contains(before.get(i).text())) {
            i++;
        } else if (i + 1 < n && NEGATABLE.contains(before.get(i).text()) && before.get(i + 1).text().equals("not")) {
            i += 2;
        } else {
            return false;
        }
        if (i >= n || !UNSEEN_VERBS.contains(before.get(i).text())) {
            return false;
        }
        boolean happening = HAPPENING.contains(before.get(i).text());
        i++;
        for (int o = 0; o < 3 && i < n && UNSEEN_OBJECTS.contains(before.get(i).text()); o++) {
            i++;
        }
        if (i >= n || !SETTING.contains(before.get(i).text())
                || (before.get(i).text().equals("in") && !happening)) {
            return false; // "I don't see it in 5.10": not merged there, no run
        }
        i++;
        while (i < n && SETTING_ARTICLES.contains(before.get(i).text())) {
            i++;
        }
        if (i != n) {
            return false;
        }
        for (Word w : after) {
            if (!TAIL.contains(w.text())) {
                return false;
            }
        }
        return true;
    }

    private static boolean unsure(List<Word> w, int from) {
        for (int i = from; i < w.size(); i++) {
            if (UNSURE.contains(w.get(i).text())) {
                return true;
            }
        }
        return false;
    }
}
