package dev.lkmltriage.extract;

import dev.lkmltriage.extract.KernelCandidates.Candidate;
import dev.lkmltriage.extract.VerdictClauses.Word;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Session 32 (verdict34): a release named as where a patch goes, not as a kernel someone ran, has no verdict, whatever
 * cue word shares its clause. Patch-thread replies name releases as merge targets and merge points: "I'm fine with
 * v5.2-rc1 as well" (a branch base accepted), "this fix needs to be in v5.3", "we broke during the v5.3 merge
 * window", "will not land before v5.8", "is there an issue merging with 5.4?", "we are missing v5.9"; and as an
 * assumption, "I assume v5.7 works correctly". Read over the whole archive (20,000 linux-pci messages), 25 judged
 * mentions in 8 patch threads carried such a frame and every one was judged wrong; no right verdict had one.
 *
 * <p>The {@link KernelVerdicts#prose} guard already drops a version right after "for", "into" or "merged"; this runs
 * after every rule (a later rule, such as a problem sentence's or a "not broke" negation, judged those mentions) and
 * reads the whole clause before the version, so words between the verb and the version ("needs to be in", "fine with")
 * are seen. A frame is one of:
 * <ul>
 *   <li>a merge verb, then at most two words, then "for"/"before"/"until"/"till" ("will not land before v5.8");</li>
 *   <li>"be"/"go"/"get"/"land" + "in"/"into" after "need(s) to", "should", "must" ("needs to be in v5.3");</li>
 *   <li>"I'm/we're/I am/we are [quite] fine/ok/okay/happy with" (the writer accepts a release; not "works fine
 *   with");</li>
 *   <li>"merge"/"merging [it] with";</li>
 *   <li>"I/we [...] assume/presume/suppose" right before the version (an assumption, not a run);</li>
 *   <li>"we/I are/am missing" right before the version (a missed release);</li>
 *   <li>the version followed by "merge window" or "material".</li>
 * </ul>
 * Not "was introduced in v5.9" nor "first appeared in v5.7-rc2" (a culprit's merge point is where the problem starts),
 * not "before 5.10 ships with regression" (the release that carries the problem). Each judged mention reads at most
 * two clauses of at most 200 characters, and at most {@link KernelVerdicts#MAX_JUDGED} mentions are judged: linear.
 */
final class TargetedReleases {
    private static final Set<String> MERGE_VERBS = Set.of(
            "merge", "merged", "merging", "queue", "queued", "queueing", "apply", "applied", "land", "lands", "landed",
            "landing", "push", "pushed", "send", "sent", "target", "targets", "targeted", "targeting", "slated",
            "scheduled", "planned", "postpone", "postponed", "defer", "deferred");
    private static final Set<String> UNTIL = Set.of("for", "before", "until", "till");
    private static final Set<String> ARRIVE = Set.of("be", "go", "get", "land");
    private static final Set<String> INTO = Set.of("in", "into");
    private static final Set<String> MODAL = Set.of("needs", "need", "should", "must");
    private static final Set<String> ACCEPT = Set.of("fine", "ok", "okay", "happy");
    private static final Set<String> WRITER_IS = Set.of("i'm", "im", "we're");
    private static final Set<String> ASSUME = Set.of("assume", "presume", "suppose");
    private static final Set<String> WRITER = Set.of("i", "we");

    private TargetedReleases() {
    }

    /** Withdraws the verdict of every judged mention the clause frames as a release target or an assumption. */
    static void withdraw(VersionsText t, VerdictClauses clauses, List<Candidate> cs, int n, int[] out) {
        @SuppressWarnings("unchecked")
        Set<Object>[] targets = new Set[1];
        for (int k = 0; k < n; k++) {
            if (out[k] == KernelVerdicts.NONE) {
                continue;
            }
            Candidate c = cs.get(k);
            List<Word> before = clauses.words(clauses.clauseStart(c.start()), c.start());
            List<Word> after = clauses.words(c.end(), clauses.clauseEnd(c.end()));
            if (framedBefore(before) || followedByWindow(after)
                    || acceptedTarget(t, clauses, cs, n, k, before, after, targets)) {
                out[k] = KernelVerdicts.NONE;
            }
        }
    }

    /** Whether the clause's words before the version end in a target or assumption frame; a trailing "the" skipped. */
    static boolean framedBefore(List<Word> words) {
        int m = words.size();
        if (m > 0 && words.get(m - 1).text().equals("the")) {
            m--;
        }
        if (m == 0) {
            return false;
        }
        String last = words.get(m - 1).text();
        if (UNTIL.contains(last)) {
            for (int j = m - 2; j >= Math.max(0, m - 4); j--) {
                if (MERGE_VERBS.contains(words.get(j).text())) {
                    return true; // "will not land before", "was merged for", "queued it for"
                }
            }
        }
        if (INTO.contains(last) && m >= 3 && ARRIVE.contains(words.get(m - 2).text())) {
            int j = words.get(m - 3).text().equals("to") ? m - 4 : m - 3;
            if (j >= 0 && MODAL.contains(words.get(j).text())) {
                return true; // "needs to be in", "should go into"
            }
        }
        if (last.equals("with") && m >= 2) {
            String w = words.get(m - 2).text();
            if (w.equals("merge") || w.equals("merging") || m >= 3 && (words.get(m - 3).text().equals("merge")
                    || words.get(m - 3).text().equals("merging"))) {
                return true; // "merging with", "merge it with"
            }
            if (ACCEPT.contains(w) && (writerIs(words, m - 3) || writerIs(words, m - 4))) {
                return true; // "I'm fine with", "we are quite happy with"; not "works fine with", "it is fine with"
            }
        }
        if (ASSUME.contains(last) || last.equals("that") && m >= 2 && ASSUME.contains(words.get(m - 2).text())) {
            int a = ASSUME.contains(last) ? m - 1 : m - 2;
            // "I assume", "I'd assume", "we would assume"
            return a >= 1 && (WRITER.contains(words.get(a - 1).text()) || words.get(a - 1).text().equals("i'd")
                    || words.get(a - 1).text().equals("we'd") || a >= 2 && WRITER.contains(words.get(a - 2).text()));
        }
        if (last.equals("missing") && m >= 2) {
            return writerIs(words, m - 2); // "we are missing", "I'm missing"
        }
        return false;
    }

    private static final Set<String> ACCEPT_TAIL = Set.of("be", "fine", "ok", "okay", "with", "me", "us", "by",
            "thanks", "too", "as", "well");
    private static final Set<String> ACCEPT_VERB = Set.of("is", "would", "sounds");

    /**
     * Session 45 (verdict49): "v5.4 is fine - thanks." answering "the default target would be v5.4 ... I applied your
     * patch to pci/msi for v5.4": a clause that is only the version and its acceptance ("is fine", "would be ok",
     * "sounds good" is not read: "good" is a verdict word people test with) accepts a merge target where the message
     * (own or quoted) names the same release as one elsewhere: after a target word ("for", "into", "queued", ...),
     * in a target frame ({@link #framedBefore}) or as "the target would be". Without such a mention the words are a
     * test result ("I built it: v5.4 is fine") and keep their verdict. The target mentions are read once a message,
     * at its first accepting clause, whatever the number of accepting clauses: linear.
     */
    static boolean acceptedTarget(VersionsText t, VerdictClauses clauses, List<Candidate> cs, int n, int k,
            List<Word> before, List<Word> after, Set<Object>[] targets) {
        if (before.size() > 1 || after.size() < 2 || after.size() > 5 || !ACCEPT_VERB.contains(after.get(0).text())) {
            return false;
        }
        boolean accepts = false;
        for (int j = 1; j < after.size(); j++) {
            String w = after.get(j).text();
            if (!ACCEPT_TAIL.contains(w)) {
                return false;
            }
            accepts |= ACCEPT.contains(w) && !w.equals("happy");
        }
        if (!accepts) {
            return false;
        }
        if (targets[0] == null) {
            // built at the first accepting clause, once per message: every target mention's version
            Set<Object> found = new HashSet<>();
            for (int j = 0; j < n; j++) {
                Candidate o = cs.get(j);
                String[] pre = t.wordsBefore(o.start(), 3);
                if (pre[0] != null && KernelVerdicts.TARGET.contains(pre[0])
                        || "be".equals(pre[0]) && "would".equals(pre[1]) && "target".equals(pre[2])
                        || framedBefore(clauses.words(clauses.clauseStart(o.start()), o.start()))) {
                    found.add(o.version());
                }
            }
            targets[0] = found;
        }
        return targets[0].contains(cs.get(k).version());
    }

    /** Whether the word at {@code j} ends the writer's "I'm", "we're", "I am" or "we are". */
    private static boolean writerIs(List<Word> words, int j) {
        if (j < 0) {
            return false;
        }
        String w = words.get(j).text();
        if (WRITER_IS.contains(w)) {
            return true;
        }
        return (w.equals("am") || w.equals("are")) && j >= 1 && WRITER.contains(words.get(j - 1).text());
    }

    /** "the v5.3 merge window", "v5.10 material": the release as a development period or a destination. */
    static boolean followedByWindow(List<Word> after) {
        if (after.isEmpty()) {
            return false;
        }
        String w = after.get(0).text();
        return w.equals("material") || w.equals("merge") && after.size() > 1 && after.get(1).text().equals("window");
    }
}
