package dev.lkmltriage.extract;

import dev.lkmltriage.extract.KernelCandidates.Candidate;
import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.Span;
import dev.lkmltriage.mail.SpanKind;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BooleanSupplier;

/**
 * Kernel versions named in a message, one fact per canonical version, with the verdict the text gives it.
 *
 * <p>Versions count only in kernel context (see {@link KernelCandidates}); diffs, signatures and footers yield none.
 * A version that appears only in the subject (a stable review {@code [PATCH 6.1 012/150]}, "regression in 5.11-rc1")
 * gets a fact with the empty range {@code [0, 0)}, since the subject is not part of {@link Mail#text()}.
 *
 * <p>Merging occurrences of one version: an explicit verdict beats the weak "it was ..." one; the author's own
 * unquoted text beats quoted text, and any body text beats the subject (a reply's subject is inherited: "broken from
 * 4.9 onwards" over a quoted report saying 4.9 works); among equals the majority wins, ties going to the first. The
 * fact's raw text and offsets are those of its first unquoted occurrence (else its first). A pasted uname line's build
 * with no verdict takes its judged release's ({@link UnameBuilds}). Thread-safe; never throws.
 */
final class KernelExtractor {
    /** The trained fallback for versions the rules leave without a verdict, or null for rules only. */
    private final VerdictFallback fallback;

    KernelExtractor() {
        this(null);
    }

    KernelExtractor(VerdictFallback fallback) {
        this.fallback = fallback;
    }

    List<KernelFact> extract(Mail mail) {
        return extractKernels(mail).facts();
    }

    /**
     * The kernel facts, and the versions among them that are bad only because someone ran them in a message naming
     * a problem ({@link KernelVerdicts#RAN_BAD}): those join a regression stated otherwise but state none.
     */
    record Kernels(List<KernelFact> facts, Set<String> ranOnly) {
        /** The facts with the run-only verdicts taken away, for deciding whether a regression is stated at all. */
        List<KernelFact> withoutRuns() {
            if (ranOnly.isEmpty()) {
                return facts;
            }
            List<KernelFact> out = new ArrayList<>(facts.size());
            for (KernelFact k : facts) {
                out.add(ranOnly.contains(k.version())
                        ? new KernelFact(k.version(), k.raw(), null, k.quoted(), k.start(), k.end()) : k);
            }
            return out;
        }
    }

    Kernels extractKernels(Mail mail) {
        return extractKernels(mail, null);
    }

    /**
     * As {@link #extractKernels(Mail)}; in a report or reply, with a fallback, the versions the rules leave without a
     * verdict get the fallback's (never replacing a rule's). Those count as run-only ({@link Kernels#ranOnly}): they
     * join a regression the message states otherwise but state none themselves.
     */
    Kernels extractKernels(Mail mail, MessageKind kind) {
        try {
            if (fallback == null || !VerdictFallback.applies(kind)) {
                return run(mail, null);
            }
            List<VerdictFeatures.Mention> mentions = new ArrayList<>();
            Kernels ks = run(mail, mentions);
            return fallback.fill(VersionsText.of(mail), mentions, ks, kind);
        } catch (RuntimeException | StackOverflowError e) {
            // A bug here must cost this message its kernel facts, never the ingest.
            return new Kernels(List.of(), Set.of());
        }
    }

    /** The rules' kernels; with {@code mentions} non-null, every body occurrence and its verdict is added to it. */
    static Kernels run(Mail mail, List<VerdictFeatures.Mention> mentions) {
        VersionsText body = VersionsText.of(mail);
        Map<KernelVersion, Merge> merged = new LinkedHashMap<>();
        String subject = mail.subject();
        ProblemParts parts = new ProblemParts(body.text, subject.length() < 2000 ? subject : "");
        collect(body, false, merged, mentions, parts::any);
        if (!subject.isEmpty() && subject.length() < 2000) {
            VersionsText st = new VersionsText(subject, List.of(new Span(0, subject.length(), SpanKind.PROSE)));
            collect(st, true, merged, null, parts::any);
        }
        KernelVersion latestBad = null;
        for (Map.Entry<KernelVersion, Merge> e : merged.entrySet()) {
            if (e.getValue().verdict() == KernelVerdicts.BAD && e.getValue().cuedBad()
                    && (latestBad == null || e.getKey().compareTo(latestBad) > 0)) {
                latestBad = e.getKey();
            }
        }
        List<KernelFact> out = new ArrayList<>(merged.size());
        Set<String> ranOnly = new HashSet<>();
        Map<String, Integer> releases = judgedReleases(merged);
        for (Map.Entry<KernelVersion, Merge> e : merged.entrySet()) {
            Merge m = e.getValue();
            int v = m.verdict();
            if (v == KernelVerdicts.NONE && !releases.isEmpty() && m.end > m.start) {
                // session 17, second round: a pasted uname line's build of a release the message judged (a bad one
                // run-only below: no cue called the build bad)
                v = UnameBuilds.verdict(body, e.getKey(), m.start, releases);
            }
            if (v == KernelVerdicts.BAD && !m.cuedBad()) {
                ranOnly.add(e.getKey().name());
            }
            String verdict = switch (v) {
                case KernelVerdicts.GOOD -> "good";
                case KernelVerdicts.BAD -> "bad";
                case KernelVerdicts.WEAK_GOOD -> latestBad != null && e.getKey().compareTo(latestBad) < 0
                        ? "good" : null;
                default -> null;
            };
            out.add(new KernelFact(e.getKey().name(), m.raw, verdict, m.quoted, m.start, m.end));
        }
        revertBases(mail.text(), out, ranOnly);
        return new Kernels(out, ranOnly);
    }

    /**
     * The kernel a curing revert was applied to ("reverting this commit on top of v5.9-rc3 gets back to a working
     * system") still has the problem the revert cures: bad, but run-only, so it joins a regression the message states
     * otherwise and states none itself (the reverted tree is the one that works).
     */
    private static void revertBases(String text, List<KernelFact> out, Set<String> ranOnly) {
        List<String> bases = new ArrayList<>(RevertBases.of(text, out, false));
        bases.addAll(RevertBases.of(text, out, true));
        if (bases.isEmpty()) {
            return;
        }
        for (int i = 0; i < out.size(); i++) {
            KernelFact k = out.get(i);
            if (k.verdict() == null && bases.contains(k.version())) {
                out.set(i, new KernelFact(k.version(), k.raw(), "bad", k.quoted(), k.start(), k.end()));
                ranOnly.add(k.version());
            }
        }
    }

    /** The x.y releases the message judges good or bad, by name ("4.9" -> GOOD). */
    private static Map<String, Integer> judgedReleases(Map<KernelVersion, Merge> merged) {
        Map<String, Integer> out = new java.util.HashMap<>();
        for (Map.Entry<KernelVersion, Merge> e : merged.entrySet()) {
            int v = e.getValue().verdict();
            KernelVersion k = e.getKey();
            if (k.components() == 2 && !k.isReleaseCandidate() && !k.isNext()
                    && (v == KernelVerdicts.GOOD || v == KernelVerdicts.BAD)) {
                out.put(k.name(), v);
            }
        }
        return out;
    }

    private static void collect(VersionsText t, boolean fromSubject, Map<KernelVersion, Merge> merged,
            List<VerdictFeatures.Mention> mentions, BooleanSupplier problem) {
        List<Candidate> cs = t.kernelCandidates();
        int[] verdicts = new KernelVerdicts(t, problem).judge(cs);
        for (int k = 0; k < cs.size(); k++) {
            if (!t.factsAllowed(cs.get(k).start())) {
                // session 42 (verdict46): a document's line in a diff (or an ABI KernelVersion: line) names its
                // kernel and states no run (conventions 35 and 39)
                verdicts[k] = KernelVerdicts.NONE;
            }
        }
        if (fromSubject) {
            SubjectKernels.share(t, cs, verdicts); // session 16: a problem's subject lists the kernels it was seen on
            SubjectKernels.settingLast(t, cs, verdicts); // session 38 (verdict41): "... abort ... and linux-4.19.25"
        }
        for (int k = 0; k < cs.size(); k++) {
            Candidate c = cs.get(k);
            if (mentions != null) {
                mentions.add(new VerdictFeatures.Mention(c.version(), c.start(), c.end(), verdicts[k]));
            }
            boolean quoted = !fromSubject && t.quoted(c.start());
            Merge m = merged.get(c.version());
            if (m == null) {
                if (fromSubject) {
                    m = new Merge(c.raw(), 0, 0, false);
                } else {
                    m = new Merge(c.raw(), c.start(), c.end(), quoted);
                }
                merged.put(c.version(), m);
            } else if (m.quoted && !quoted && !fromSubject) {
                m.raw = c.raw();
                m.start = c.start();
                m.end = c.end();
                m.quoted = false;
            }
            m.add(verdicts[k], fromSubject ? Merge.SUBJECT : quoted ? Merge.QUOTED : Merge.OWN);
        }
    }

    /**
     * Session 40 (verdict43): whether the body and the subject name a problem, each read once and only when a rule
     * asks ({@link ProblemWords#in}); the body's verdict rules and the subject's both ask of the whole message.
     */
    private static final class ProblemParts {
        private final String body;
        private final String subject;
        private Boolean inBody;
        private Boolean inSubject;

        ProblemParts(String body, String subject) {
            this.body = body;
            this.subject = subject;
        }

        boolean inBody() {
            if (inBody == null) {
                inBody = ProblemWords.in(body);
            }
            return inBody;
        }

        boolean inSubject() {
            if (inSubject == null) {
                // a patch's subject names what it fixes, not a problem the writer's kernel shows
                inSubject = !subject.isEmpty() && !PatchThreads.subject(subject) && ProblemWords.in(subject);
            }
            return inSubject;
        }

        /** Whether the body or the subject names a problem. */
        boolean any() {
            return inBody() || inSubject();
        }
    }

    /** Occurrences of one version seen so far. Confined to one extraction call. */
    private static final class Merge {
        String raw;
        int start;
        int end;
        boolean quoted;
        static final int OWN = 0;
        static final int QUOTED = 1;
        /** Session 17: the subject, inherited by a reply, speaks only where the body gives the version no verdict. */
        static final int SUBJECT = 2;
        /** Counts per verdict, [own / quoted / subject][verdict]; first[] records which came first. */
        private final int[][] counts = new int[3][6];
        private final int[][] first = new int[3][6];
        private int seen;

        Merge(String raw, int start, int end, boolean quoted) {
            this.raw = raw;
            this.start = start;
            this.end = end;
            this.quoted = quoted;
        }

        void add(int verdict, int q) {
            if (counts[q][verdict]++ == 0) {
                first[q][verdict] = ++seen;
            }
        }

        private int firstBad(int q) {
            int a = counts[q][KernelVerdicts.BAD] > 0 ? first[q][KernelVerdicts.BAD] : Integer.MAX_VALUE;
            int r = counts[q][KernelVerdicts.RAN_BAD] > 0 ? first[q][KernelVerdicts.RAN_BAD] : Integer.MAX_VALUE;
            return Math.min(a, r);
        }

        /** Whether a cue, not only a run ({@link KernelVerdicts#RAN_BAD}), called this version bad. */
        boolean cuedBad() {
            return counts[OWN][KernelVerdicts.BAD] + counts[QUOTED][KernelVerdicts.BAD]
                    + counts[SUBJECT][KernelVerdicts.BAD] > 0;
        }

        int verdict() {
            for (int q = 0; q < 3; q++) {
                int g = counts[q][KernelVerdicts.GOOD];
                int b = counts[q][KernelVerdicts.BAD] + counts[q][KernelVerdicts.RAN_BAD];
                if (g > 0 || b > 0) {
                    if (g != b) {
                        return g > b ? KernelVerdicts.GOOD : KernelVerdicts.BAD;
                    }
                    return first[q][KernelVerdicts.GOOD] < firstBad(q) ? KernelVerdicts.GOOD : KernelVerdicts.BAD;
                }
            }
            return counts[OWN][KernelVerdicts.WEAK_GOOD] + counts[QUOTED][KernelVerdicts.WEAK_GOOD]
                    + counts[SUBJECT][KernelVerdicts.WEAK_GOOD] > 0
                    ? KernelVerdicts.WEAK_GOOD : KernelVerdicts.NONE;
        }
    }
}
