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

/**
 * Kernel versions named in a message, one fact per canonical version, with the verdict the text gives it.
 *
 * <p>Versions count only in kernel context (see {@link KernelCandidates}); diffs, signatures and footers yield none.
 * A version that appears only in the subject (a stable review {@code [PATCH 6.1 012/150]}, "regression in 5.11-rc1")
 * gets a fact with the empty range {@code [0, 0)}, since the subject is not part of {@link Mail#text()}.
 *
 * <p>Merging occurrences of one version: an explicit verdict beats the weak "it was ..." one; the author's own
 * unquoted text beats quoted text; among equals the majority wins, ties going to the first. The fact's raw text and
 * offsets are those of its first unquoted occurrence (else its first). Thread-safe; never throws.
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
        collect(body, false, merged, mentions);
        String subject = mail.subject();
        if (!subject.isEmpty() && subject.length() < 2000) {
            VersionsText st = new VersionsText(subject, List.of(new Span(0, subject.length(), SpanKind.PROSE)));
            collect(st, true, merged, null);
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
        for (Map.Entry<KernelVersion, Merge> e : merged.entrySet()) {
            Merge m = e.getValue();
            int v = m.verdict();
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
        return new Kernels(out, ranOnly);
    }

    private static void collect(VersionsText t, boolean fromSubject, Map<KernelVersion, Merge> merged,
            List<VerdictFeatures.Mention> mentions) {
        List<Candidate> cs = t.kernelCandidates();
        int[] verdicts = new KernelVerdicts(t).judge(cs);
        if (fromSubject) {
            SubjectKernels.share(t, cs, verdicts); // session 16: a problem's subject lists the kernels it was seen on
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
            m.add(verdicts[k], quoted);
        }
    }

    /** Occurrences of one version seen so far. Confined to one extraction call. */
    private static final class Merge {
        String raw;
        int start;
        int end;
        boolean quoted;
        /** Counts per verdict, [unquoted][verdict] and [quoted][verdict]; first[] records which came first. */
        private final int[][] counts = new int[2][5];
        private final int[][] first = new int[2][5];
        private int seen;

        Merge(String raw, int start, int end, boolean quoted) {
            this.raw = raw;
            this.start = start;
            this.end = end;
            this.quoted = quoted;
        }

        void add(int verdict, boolean inQuote) {
            int q = inQuote ? 1 : 0;
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
            return counts[0][KernelVerdicts.BAD] + counts[1][KernelVerdicts.BAD] > 0;
        }

        int verdict() {
            for (int q = 0; q < 2; q++) {
                int g = counts[q][KernelVerdicts.GOOD];
                int b = counts[q][KernelVerdicts.BAD] + counts[q][KernelVerdicts.RAN_BAD];
                if (g > 0 || b > 0) {
                    if (g != b) {
                        return g > b ? KernelVerdicts.GOOD : KernelVerdicts.BAD;
                    }
                    return first[q][KernelVerdicts.GOOD] < firstBad(q) ? KernelVerdicts.GOOD : KernelVerdicts.BAD;
                }
            }
            return counts[0][KernelVerdicts.WEAK_GOOD] + counts[1][KernelVerdicts.WEAK_GOOD] > 0
                    ? KernelVerdicts.WEAK_GOOD : KernelVerdicts.NONE;
        }
    }
}
