package dev.lkmltriage.extract;

import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.Span;
import dev.lkmltriage.mail.SpanKind;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * A regression a message states without reporting it itself: a reply quoting a report ("works on 5.8, broken on
 * 5.9", a quoted bisect's first bad commit, "~933 mbit had become ~40 mbit"), a reply or fix saying "X caused a
 * regression", a thread's "5.10 regression" subject; and in a reply, patch, pull or robot mail the author's own
 * good and bad kernels, drop in figures or blamed commit. It carries where it came from, so that the clusterer,
 * which trusts only a report's own regression, can leave it alone. A commit blamed only by a {@code Fixes:} tag or a
 * revert's "This reverts commit" line names what a patch cures, not a regression, and states none by itself (unless
 * the changelog above the tag says the target broke what worked: {@link BrokenByFixesTarget}); a
 * build robot's status mail ("BUILD REGRESSION", "BUILD SUCCESS") states none either.
 */
final class StatedRegressions {
    private StatedRegressions() {
    }

    /**
     * The regression the message states, or null. In a reply, patch, pull or robot mail the author's own facts count;
     * in a report (which has no regression of its own when this is asked) only its words and quoted facts do.
     */
    static Regression build(Mail mail, MessageKind kind, List<KernelFact> kernels, List<CommitFact> commits,
                            List<ThroughputFact> throughput) {
        if (mail.subject().contains("BUILD REGRESSION") || mail.subject().contains("BUILD SUCCESS")) {
            return null; // a build robot's status mail ("BUILD REGRESSION", "BUILD SUCCESS") reports no regression
        }
        boolean reply = kind == MessageKind.REPLY || mail.subject().regionMatches(true, 0, "re:", 0, 3);
        boolean ownFacts = !RegressionBuilder.mayReport(kind);
        RegressionStatements.Found words = RegressionStatements.find(mail, reply);
        // "2.6.32 is where the problem began", "every kernel >= 2.6.26 fails": a breakage from a kernel on
        OnsetKernels.Found onset = OnsetKernels.of(mail, kernels);
        // "hasn't worked on any of the regular releases after 2.6.32": stated, the kernel a boundary of no side
        BrokenAfterKernel.Found after = BrokenAfterKernel.of(mail, kernels);
        // "Commit X broke resume ...\n\nFixes: X": a changelog saying its Fixes: target broke what worked
        RegressionStatements.Found broke = BrokenByFixesTarget.of(mail);
        Set<String> good = new LinkedHashSet<>();
        Set<String> bad = new LinkedHashSet<>();
        boolean[] ownVerdicts = verdicts(kernels, false, good, bad);
        boolean[] quotedVerdicts = verdicts(kernels, true, good, bad);
        List<ThroughputFact> own = figures(throughput, false);
        List<ThroughputFact> quoted = figures(throughput, true);
        FigurePair ownPair = pair(mail, own, good, bad);
        FigurePair quotedPair = ownPair != null ? null : pair(mail, quoted, good, bad);
        // A reply inherits its thread's "[PATCH]" subject; it carries a patch only when it holds a diff of its own.
        boolean patch = reply ? hasDiff(mail) : RegressionBuilder.isPatch(mail);
        // Under review, code is full of things commits "introduced": there that word blames only beside a problem.
        boolean review = reply && !patch && RegressionBuilder.isPatch(mail);
        String ownBlame = blamed(mail.text(), commits, false, reply, review);
        String quotedBlame = blamed(mail.text(), commits, true, reply, false);

        String evidence = null;
        boolean fromQuote = false;
        if (ownFacts && ownVerdicts[0] && ownVerdicts[1] && worsened(good, bad)) {
            evidence = "verdicts";
        } else if (ownFacts && ownPair != null) {
            evidence = "figures";
        } else if (ownFacts && ownBlame != null && (!patch || reverts(mail.subject()))) {
            // session 31: a revert whose log blames the reverted commit in words ("Commit X turned out causing
            // issues ... unresponsive") states the regression its replies, quoting the log, already do
            evidence = "culprit";
        } else if (words.own() || !onset.own().isEmpty() || after.own() || broke.own()) {
            evidence = "statement";
        } else if (ownFacts && patch && !reply && ownBlame != null && patchBlames(commits, ownBlame)) {
            // session 34 (window36): a fix whose own log blames a commit for a breakage ("Fixes accidental breakage
            // caused by commit X", "Since commit X the offset calculation is wrong") states the regression that its
            // replies, quoting the log, already do; a reply's own diff is a reviewer's sketch, left out
            evidence = "culprit";
        } else if ((ownVerdicts[0] || quotedVerdicts[0]) && (ownVerdicts[1] || quotedVerdicts[1])
                && worsened(good, bad)) {
            evidence = "verdicts"; // a reply's "works here on 5.8" to a quoted "broken since 5.9" too
            fromQuote = true;
        } else if (quotedPair != null) {
            evidence = "figures";
            fromQuote = true;
        } else if (quotedBlame != null) {
            evidence = "culprit";
            fromQuote = true;
        } else if (words.quoted() || !onset.quoted().isEmpty() || after.quoted() || broke.quoted()) {
            evidence = "statement";
            fromQuote = true;
        }
        if (evidence == null) {
            return null;
        }
        bad.addAll(RevertBases.of(mail.text(), kernels, false)); // the window only: no evidence by itself
        bad.addAll(RevertBases.of(mail.text(), kernels, true));
        bad.addAll(onset.own()); // an onset kernel without a verdict of its own joins the bad end
        bad.addAll(onset.quoted());
        RegressionWindow.addSubjectBad(mail.subject(), kernels, good, bad); // the window only: no evidence by itself
        String previous = RegressionWindow.previousRelease(mail.text(), kernels, good, bad);
        if (previous != null) {
            good.add(previous); // the window only: no evidence by itself
        }
        String culprit = culprit(commits, false);
        culprit = culprit != null ? culprit : culprit(commits, true);
        if (culprit != null && PatchSelfBlame.fixesTarget(mail.text(), culprit)
                && PatchSelfBlame.blames(mail, reply)) {
            // session 35 (conventions35): "The bisect is point to this commit", "This is a regression in the $subject
            // patch": the regression is the patch's own, and its Fixes: target is what it cures, not the culprit
            culprit = culpritBesidesFixes(mail.text(), commits);
        }
        FigurePair p = ownPair != null ? ownPair : quotedPair;
        String statedIn = kind == null ? null : kind.label();
        List<String> window = RegressionWindow.goodBefore(good, bad);
        if (p == null || !p.drop()) {
            return new Regression(window, List.copyOf(bad), null, null, null, null, culprit, null,
                    fromQuote, statedIn, evidence);
        }
        double change = Math.round(p.change() * 10) / 10.0;
        return new Regression(window, List.copyOf(bad), RegressionBuilder.metric(p.direction()),
                p.before().bitsPerSecond(), p.after().bitsPerSecond(), change, culprit, null, fromQuote, statedIn,
                evidence);
    }

    private static final Pattern REVERT_SUBJECT = Pattern.compile("(?i)(?:^|[\\s\\]:])revert\\b");

    /**
     * A revert's subject ("[PATCH] Revert \"PCI: ...\"", "PCI: tegra: Revert raw_violation_fixup"): its patch undoes a
     * commit, so a culprit its own log blames in words (never its "This reverts commit" line or a {@code Fixes:} tag,
     * which {@link #blamed} passes over) is what broke, not a bug a new fix cures.
     */
    static boolean reverts(String subject) {
        return subject != null && subject.length() < 2000 && REVERT_SUBJECT.matcher(subject).find();
    }

    private static boolean hasDiff(Mail mail) {
        for (Span s : mail.spans()) {
            if (s.kind() == SpanKind.DIFF) {
                return true;
            }
        }
        return false;
    }

    /** Adds the verdicts of own or quoted kernels; returns {any good, any bad} among them. */
    private static boolean[] verdicts(List<KernelFact> kernels, boolean quoted, Set<String> good, Set<String> bad) {
        boolean[] seen = new boolean[2];
        for (KernelFact k : kernels) {
            if (k == null || k.quoted() != quoted || k.version() == null) {
                continue;
            }
            if ("good".equals(k.verdict())) {
                good.add(k.version());
                seen[0] = true;
            } else if ("bad".equals(k.verdict())) {
                bad.add(k.version());
                seen[1] = true;
            }
        }
        return seen;
    }

    /**
     * Some good kernel is older than some bad one: a regression. Only newer kernels good ("reported on v5.2-rc4 ...
     * not something we broke in v5.3") is a fix, or no change, and states none.
     */
    private static boolean worsened(Set<String> good, Set<String> bad) {
        for (String g : good) {
            KernelVersion gv = KernelVersion.tryParse(g).orElse(null);
            for (String b : bad) {
                KernelVersion bv = KernelVersion.tryParse(b).orElse(null);
                if (gv != null && bv != null && gv.compareTo(bv) < 0) {
                    return true;
                }
            }
        }
        return false;
    }

    private static List<ThroughputFact> figures(List<ThroughputFact> throughput, boolean quoted) {
        List<ThroughputFact> out = new ArrayList<>();
        for (ThroughputFact f : throughput) {
            if (f != null && f.quoted() == quoted && Double.isFinite(f.bitsPerSecond()) && f.start() < f.end()) {
                out.add(f);
            }
        }
        return out;
    }

    /** A stated drop, else figures on a good and on a bad kernel that dropped. */
    private static FigurePair pair(Mail mail, List<ThroughputFact> figures, Set<String> good, Set<String> bad) {
        FigurePair p = RegressionBuilder.statedDrop(mail.text(), figures);
        if (p == null) {
            p = RegressionBuilder.kernelPair(figures, good, bad);
        }
        return p != null && p.drop() ? p : null;
    }

    /** Evidence words that blame a commit for a regression: a bisect, "caused by", a revert that cures. */
    private static final List<String> BLAME = List.of("bisect", "first bad", "introduced", "caused", "causes",
            "broke", "regress", "culprit", "revert", "failure-inducing");

    /**
     * A culprit blamed by a bisect or by words ("introduced by", "reverting it fixes"), own or quoted; not a Fixes:
     * tag, a revert's own "This reverts commit" line, or "Fix X" (a bug, not necessarily a regression). In a review
     * reply ({@code review}) "introduced" blames only with a problem word in the evidence.
     */
    private static String blamed(String text, List<CommitFact> commits, boolean quoted, boolean reply,
                                  boolean review) {
        for (CommitFact c : commits) {
            // a reply's subject is the thread's: a commit blamed only there counts as quoted, like its statement
            boolean inQuote = c != null && (c.quoted() || (reply && c.start() == 0 && c.end() == 0));
            if (c == null || inQuote != quoted || !"culprit".equals(c.role()) || c.hash() == null) {
                continue;
            }
            String e = c.evidence() == null ? "" : c.evidence().toLowerCase(Locale.ROOT);
            if (e.startsWith("fixes:") || e.startsWith("this reverts commit")) {
                continue;
            }
            if (SymptomReverts.isAdvice(e)) {
                continue; // session 43 (roles46): "In case there are these warnings: ... Try reverting this commit:"
            }
            if (SymptomReverts.describesKnown(e)) {
                continue; // session 44 (roles47): "The problem which reverting X helps has these errors:"
            }
            if (jointCure(e)) {
                continue; // "applying the patch and reverting X worked": X is not shown to cause the problem
            }
            if (sharedBlame(commits, c)) {
                continue; // session 42 (roles45): "After commit X and commit Y, ... leads to failure": no one culprit
            }
            for (String w : BLAME) {
                if (e.contains(w) && (!review || !w.equals("introduced") || namesProblem(e))) {
                    return c.hash();
                }
            }
            if (effect(e)) {
                return c.hash(); // blamed by its effect: "Commit X (...) results in a kernel panic"
            }
            if (since(e, c.hash())) {
                return c.hash(); // "since commit X, suspend no longer works": its role read the problem already
            }
            if (SubjectCulprits.titleBlamed(e) != null) {
                return c.hash(); // a report's title: "\"X\" makes NVMe config space not accessible after S3"
            }
            if (GoodBeforeChanges.blamesBack(e)) {
                return c.hash(); // session 42 (roles45), convention (69): "before your change was merged, ... was safe"
            }
            if (SentenceBlame.blames(text, c)) {
                return c.hash(); // session 29: "I reverted the patch X \"...\" and tests began to pass again"
            }
        }
        return null;
    }

    /**
     * Session 42 (roles45): whether another culprit of the message carries the very sentence that blames {@code c}
     * ("After commit X (...) and commit Y (...), ... this leads to shutdown failure", "Before those patches I don't
     * see the error:" over two ids): the blame is shared, so the regression names no single culprit from it, as
     * {@link AfterCommitStatements} leaves the culprit of such a sentence open. Bounded by the message's commits.
     */
    private static boolean sharedBlame(List<CommitFact> commits, CommitFact c) {
        for (CommitFact o : commits) {
            if (o != null && o != c && o.hash() != null && !o.hash().equals(c.hash()) && "culprit".equals(o.role())
                    && c.evidence().equals(o.evidence())) {
                return true;
            }
        }
        return JointFixesTargets.shared(commits, c); // session 54 (facts54), convention (93): two Fixes: targets
    }

    /** Words that blame a commit in a patch's own log: a breakage it caused, a bisect; not "introduced" alone. */
    private static final List<String> PATCH_BLAME = List.of("bisect", "first bad", "caused", "causes", "broke",
            "regress", "culprit", "failure-inducing");

    /**
     * A patch's own log blames the culprit {@code hash} for a breakage: "caused", "broke", a bisect, a problem named
     * after it ("X unintentionally caused a page fault", "Since commit X the offset calculation is wrong"). Not a
     * {@code Fixes:} tag or a revert line (passed over by {@link #blamed}), not "introduced" (a changelog's history:
     * "X introduced the helper"), not a log that recounts a revert ("was reverted because of two issues it caused":
     * an earlier attempt's story, which the labels leave without a regression), not a hedge ("I think this problem
     * has existed since X").
     */
    static boolean patchBlames(List<CommitFact> commits, String hash) {
        for (CommitFact c : commits) {
            if (c == null || c.quoted() || !"culprit".equals(c.role()) || !hash.equals(c.hash())
                    || c.evidence() == null) {
                continue;
            }
            String e = c.evidence().toLowerCase(Locale.ROOT);
            if (e.startsWith("fixes:") || e.startsWith("this reverts commit") || e.contains("revert")
                    || jointCure(e) || hedged(e) || fromTheStart(e)) {
                continue;
            }
            for (String w : PATCH_BLAME) {
                if (e.contains(w)) {
                    return true;
                }
            }
            if (effect(e) || since(e, c.hash())) {
                return true;
            }
        }
        return false;
    }

    /** "This bug has been present since X was added", "has existed since": it never worked, so no regression. */
    private static final List<String> FROM_THE_START = List.of("present since", "existed since", "exists since",
            "been there since", "was added", "were added");

    private static boolean fromTheStart(String evidence) {
        for (String w : FROM_THE_START) {
            if (evidence.contains(w)) {
                return true;
            }
        }
        return false;
    }

    private static boolean hedged(String evidence) {
        for (String h : HEDGES) {
            if (!h.equals("fix") && evidence.contains(h)) {
                return true; // "fix" is the patch's own business here: "Fixes accidental breakage caused by X"
            }
        }
        return false;
    }

    /**
     * The evidence (lowercase) has "since" governing the culprit's id ("Since commit X (...), resume no longer works",
     * "However, since the commit X merged, ..."). CommitRoles gives a "since" culprit only in a sentence that names a
     * problem, so the problem began with X: a regression, in a reply or a quoted patch as in a report. Not a "since"
     * with other words between it and the id (a clause of reason), nor one after the id.
     */
    static boolean since(String evidence, String hash) {
        int h = hash == null ? -1 : idAt(evidence, hash.toLowerCase(Locale.ROOT));
        if (h < 0) {
            return false;
        }
        int s = evidence.lastIndexOf("since", h);
        return s >= 0 && (s == 0 || !Character.isLetter(evidence.charAt(s - 1)))
                && CommitRoles.governs(evidence.substring(s + 5, h));
    }

    /**
     * Where the evidence spells the commit {@code hash} (lowercase): in full, or abbreviated to 7 or more of its
     * digits (a reply's quoted "since the commit \"cdcb33f98244\" merged" whose culprit carries the full 40-digit id
     * found elsewhere in the message); -1 if nowhere. Reads at most 8 hits of the 7-digit head.
     */
    static int idAt(String evidence, String hash) {
        int full = evidence.indexOf(hash);
        if (full >= 0 || hash.length() < 7) {
            return full;
        }
        String head = hash.substring(0, 7);
        int at = evidence.indexOf(head);
        for (int hits = 0; at >= 0 && hits < 8; hits++) {
            int end = at;
            while (end < evidence.length() && end - at < hash.length()
                    && Character.digit(evidence.charAt(end), 16) >= 0) {
                end++;
            }
            boolean boundedBefore = at == 0 || Character.digit(evidence.charAt(at - 1), 16) < 0;
            boolean boundedAfter = end == evidence.length() || Character.digit(evidence.charAt(end), 16) < 0;
            if (boundedBefore && boundedAfter && hash.startsWith(evidence.substring(at, end))) {
                return at;
            }
            at = evidence.indexOf(head, at + 1);
        }
        return -1;
    }

    /**
     * A revert that cures only together with another change: "Applying the patch and revert patch X worked",
     * "after applying the patch, and reverting commit X, I am able to connect", "with your fix applied and X
     * reverted it boots". The problem is the one the patch fixes; the revert is a second change beside it (in a
     * bring-up thread, a workaround for another issue), so X is not shown to be its cause.
     */
    private static final Pattern JOINT_CURE = Pattern.compile(
            "\\bappl(?:y|ying|ied)\\s+(?:the\\s+|a\\s+|this\\s+|that\\s+|your\\s+|his\\s+|her\\s+)?"
                    + "(?:[\\w-]+\\s+)?(?:patch|fix)\\w*\\b.{0,40}?\\band\\b.{0,20}?\\brevert"
                    + "|\\b(?:patch|fix)\\w*\\s+applied\\b.{0,20}?\\band\\b.{0,60}?\\brevert"
                    + "|\\brevert\\w*\\b.{0,60}?\\band\\s+(?:also\\s+)?appl(?:y|ying|ied)\\s+(?:the\\s+|a\\s+|this\\s+"
                    + "|that\\s+|your\\s+)?(?:[\\w-]+\\s+)?(?:patch|fix)");

    /** The culprit evidence (lowercase) credits a revert only together with applying a patch. */
    static boolean jointCure(String evidence) {
        return evidence.length() < 2000 && evidence.contains("revert") && evidence.contains("appl")
                && JOINT_CURE.matcher(evidence).find();
    }

    /**
     * Conditions, hedges and cures: an effect said under one of these is a guess ("I guess ... after X"), or the
     * problem is one a commit fixed ("happens only since X has fixed this flag bug"), not blame.
     */
    private static final List<String> HEDGES = List.of(" if ", "whether", "unless", "guess", "maybe", "perhaps",
            "probably", "possibly", "might", "could", "suspect", "wonder", "not sure", "i think", "fix", "resolv",
            "avoid", "prevent", "workaround", "work around",
            // session 46 (roles49): "systems may hang at boot after X" (a short id now read after "after"): a modal
            // effect, as session 45's roles48 reads the same sentence in AfterCommitStatements
            " may ");

    /**
     * A culprit's evidence names a problem outside the commit's own title, with no condition or hedge: "Commit X
     * (\"...\") turned out causing issues", "this issue happens after commit X". Not a title's words ("Prevent VPD
     * access for buggy devices", "Exit with error code when test fails"), not "Fix X if it does not break Y", not
     * "I guess the problem is that ... after X" (a reviewer's guess, asked back), not a bug X fixed.
     */
    static boolean effect(String evidence) {
        for (String h : HEDGES) {
            if (evidence.contains(h)) {
                return false;
            }
        }
        return namesProblem(withoutTitles(evidence));
    }

    /** The evidence without its parenthesised and double-quoted parts (a commit's title), at most 2000 chars. */
    static String withoutTitles(String evidence) {
        StringBuilder b = new StringBuilder(Math.min(evidence.length(), 2000));
        int depth = 0;
        boolean inQuote = false;
        for (int i = 0; i < evidence.length() && i < 2000; i++) {
            char c = evidence.charAt(i);
            if (c == '"' || c == '\u201c' || c == '\u201d') {
                inQuote = !inQuote;
            } else if (c == '(') {
                depth++;
            } else if (c == ')' && depth > 0) {
                depth--;
            } else if (depth == 0 && !inQuote) {
                b.append(c);
            }
        }
        return b.toString();
    }

    /** Words that make "introduced by X" blame in a review thread: "introduced a panic", not "a helper". */
    private static final List<String> PROBLEMS = List.of("problem", "issue", "bug", "panic", "crash", "hang",
            "fail", "warning", "leak", "deadlock", "oops", "slow", "error", "break");

    /** A problem word at a word's start ("hangs", "failure"; not the "hang" inside "change"). */
    static boolean namesProblem(String evidence) {
        for (String w : PROBLEMS) {
            for (int at = evidence.indexOf(w); at >= 0; at = evidence.indexOf(w, at + 1)) {
                if (at == 0 || !Character.isLetter(evidence.charAt(at - 1))) {
                    return true;
                }
            }
        }
        return false;
    }

    /** How many culprits {@link #culpritBesidesFixes} reads, each with one pass over the text: linear in the text. */
    private static final int MAX_FIXES_READS = 16;

    /** The first culprit, own before quoted, that no {@code Fixes:} tag of the text names (of the first few). */
    private static String culpritBesidesFixes(String text, List<CommitFact> commits) {
        int reads = 0;
        for (boolean quoted : new boolean[] {false, true}) {
            for (CommitFact c : commits) {
                if (c != null && c.quoted() == quoted && "culprit".equals(c.role()) && c.hash() != null
                        && (c.evidence() == null || !jointCure(c.evidence().toLowerCase(Locale.ROOT)))) {
                    if (++reads > MAX_FIXES_READS) {
                        return null;
                    }
                    if (!PatchSelfBlame.fixesTarget(text, c.hash())) {
                        return c.hash();
                    }
                }
            }
        }
        return null;
    }

    /**
     * The first culprit commit, own or quoted, not one whose revert cures only beside a patch, nor one whose blame
     * another culprit shares (session 42, roles45: {@link #sharedBlame}).
     */
    static String culprit(List<CommitFact> commits, boolean quoted) {
        for (CommitFact c : commits) {
            if (c != null && c.quoted() == quoted && "culprit".equals(c.role()) && c.hash() != null
                    && (c.evidence() == null || !jointCure(c.evidence().toLowerCase(Locale.ROOT))
                    && !sharedBlame(commits, c))) {
                return c.hash();
            }
        }
        return null;
    }
}
