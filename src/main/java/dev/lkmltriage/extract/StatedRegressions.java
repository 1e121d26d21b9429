package dev.lkmltriage.extract;

import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.Span;
import dev.lkmltriage.mail.SpanKind;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * A regression a message states without reporting it itself: a reply quoting a report ("works on 5.8, broken on
 * 5.9", a quoted bisect's first bad commit, "~933 mbit had become ~40 mbit"), a reply or fix saying "X caused a
 * regression", a thread's "5.10 regression" subject; and in a reply, patch, pull or robot mail the author's own
 * good and bad kernels, drop in figures or blamed commit. It carries where it came from, so that the clusterer,
 * which trusts only a report's own regression, can leave it alone. A commit blamed only by a {@code Fixes:} tag or a
 * revert's "This reverts commit" line names what a patch cures, not a regression, and states none by itself; a
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
        String ownBlame = blamed(commits, false, reply, review);
        String quotedBlame = blamed(commits, true, reply, false);

        String evidence = null;
        boolean fromQuote = false;
        if (ownFacts && ownVerdicts[0] && ownVerdicts[1] && worsened(good, bad)) {
            evidence = "verdicts";
        } else if (ownFacts && ownPair != null) {
            evidence = "figures";
        } else if (ownFacts && ownBlame != null && !patch) {
            evidence = "culprit";
        } else if (words.own()) {
            evidence = "statement";
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
        } else if (words.quoted()) {
            evidence = "statement";
            fromQuote = true;
        }
        if (evidence == null) {
            return null;
        }
        bad.addAll(RevertBases.of(mail.text(), kernels, false)); // the window only: no evidence by itself
        bad.addAll(RevertBases.of(mail.text(), kernels, true));
        RegressionWindow.addSubjectBad(mail.subject(), kernels, good, bad); // the window only: no evidence by itself
        String culprit = culprit(commits, false);
        culprit = culprit != null ? culprit : culprit(commits, true);
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
    private static String blamed(List<CommitFact> commits, boolean quoted, boolean reply, boolean review) {
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
            for (String w : BLAME) {
                if (e.contains(w) && (!review || !w.equals("introduced") || namesProblem(e))) {
                    return c.hash();
                }
            }
        }
        return null;
    }

    /** Words that make "introduced by X" blame in a review thread: "introduced a panic", not "a helper". */
    private static final List<String> PROBLEMS = List.of("problem", "issue", "bug", "panic", "crash", "hang",
            "fail", "warning", "leak", "deadlock", "oops", "slow", "error", "break");

    /** A problem word at a word's start ("hangs", "failure"; not the "hang" inside "change"). */
    private static boolean namesProblem(String evidence) {
        for (String w : PROBLEMS) {
            for (int at = evidence.indexOf(w); at >= 0; at = evidence.indexOf(w, at + 1)) {
                if (at == 0 || !Character.isLetter(evidence.charAt(at - 1))) {
                    return true;
                }
            }
        }
        return false;
    }

    private static String culprit(List<CommitFact> commits, boolean quoted) {
        for (CommitFact c : commits) {
            if (c != null && c.quoted() == quoted && "culprit".equals(c.role()) && c.hash() != null) {
                return c.hash();
            }
        }
        return null;
    }
}
