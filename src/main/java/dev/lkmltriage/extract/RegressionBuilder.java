package dev.lkmltriage.extract;

import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.Span;
import dev.lkmltriage.mail.SpanKind;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The regression a message reports, from the facts the other extractors found, or null when it reports none.
 *
 * <p>A report's own regression comes first: only a report (or a message of unsure kind, {@code other}, since the
 * classifier may have missed a report) reports one, from its author's own facts: facts in quoted text cannot make it,
 * a patch whose only evidence is a {@code Fixes:} tag has none, and bad kernels alone (no good one, no figures, no
 * culprit) state none. This is the regression the clusterer trusts; for a report with bad kernels alone it derives
 * the window itself ({@code triage.Regressions.forClustering}).
 * Every other message, and a report without one, may still state a regression (a reply quoting a bisect, a fix
 * saying its target "caused a regression"): {@link StatedRegressions} gives it, marked with where it came from
 * ({@link Regression#quoted()}, {@link Regression#statedIn()}, {@link Regression#evidence()}). When a
 * regression is reported, it has:
 * <ul>
 *   <li>good/bad: the canonical versions with those verdicts, in text order;</li>
 *   <li>before/after: a stated "from X to Y" drop, else figures of one direction on a good and on a bad kernel (the
 *       reporter's sentences preferred over tool lines), else figures with a config option off and on, where the option
 *       becomes the {@code trigger}, else, without verdicts, figures on exactly two kernels where the newer is slower;
 *       the direction that dropped most gives the metric;</li>
 *   <li>culprit: the first culprit commit, the author's own before a quoted one.</li>
 * </ul>
 * Never throws: a bug yields null.
 */
final class RegressionBuilder {
    // compiled once: String.split, matches and replaceAll compile their regex on every call
    private static final Pattern DECIMAL = Pattern.compile(".*\\d\\.\\d.*");
    private static final Set<String> DROP_WORDS = Set.of("drop", "dropped", "drops", "down", "decrease",
            "decreased", "fell", "falls", "reduced", "degraded", "regress", "regressed", "regression", "slower",
            "lower", "worse", "had become", "went");

    private final BootParams bootParams;

    /** With the boot parameters of the settings' models directory (see {@link BootParams}). */
    RegressionBuilder(ExtractSettings settings) {
        this.bootParams = BootParams.load(settings);
    }

    RegressionBuilder() {
        this.bootParams = BootParams.EMPTY;
    }

    /**
     * The regression a message of the given kind states, with its provenance: a report's own (from {@link
     * #build(Mail, List, List, List, List)}; what the clusterer trusts), else one it states otherwise (see {@link
     * StatedRegressions}), else null.
     */
    Regression build(Mail mail, MessageKind kind, List<KernelFact> kernels, List<CommitFact> commits,
                     List<ThroughputFact> throughput, List<ConfigFact> configs) {
        String statedIn = kind == null ? null : kind.label();
        if (mayReport(kind)) {
            Regression own = build(mail, kernels, commits, throughput, configs);
            // A report's bad kernels alone state no regression (an oops's "Not tainted 5.3.0-rc6+"); the clusterer
            // derives that window itself (triage.Regressions.forClustering), and words may still state one below.
            if (own != null && !badKernelsOnly(own)) {
                String evidence = !own.bad().isEmpty() ? "verdicts" : own.before() != null ? "figures" : "culprit";
                return own.from(false, statedIn, evidence);
            }
        }
        if (mail == null) {
            return null;
        }
        try {
            return StatedRegressions.build(mail, kind, nonNull(kernels), nonNull(commits), nonNull(throughput));
        } catch (RuntimeException | StackOverflowError e) {
            return null;
        }
    }

    /**
     * True when a report's own regression rests on bad kernels alone: no good kernel, no figures, no culprit, no
     * trigger. That is a kernel the report was seen on, not a regression the mail states.
     */
    static boolean badKernelsOnly(Regression r) {
        return r.good().isEmpty() && r.before() == null && r.metric() == null && r.culprit() == null
                && r.trigger() == null;
    }

    /** Reports, and messages whose kind is unknown or unsure; never replies, patches, pulls or robot mail. */
    static boolean mayReport(MessageKind kind) {
        return kind == null || kind == MessageKind.REPORT || kind == MessageKind.OTHER;
    }

    Regression build(Mail mail, List<KernelFact> kernels, List<CommitFact> commits, List<ThroughputFact> throughput,
                     List<ConfigFact> configs) {
        try {
            return buildUnsafe(mail, kernels, commits, throughput, configs);
        } catch (RuntimeException | StackOverflowError e) {
            return null;
        }
    }

    /** {@link #build} without the safety net, for tests and fuzzers. */
    Regression buildUnsafe(Mail mail, List<KernelFact> kernels, List<CommitFact> commits,
                                   List<ThroughputFact> throughput, List<ConfigFact> configs) {
        if (mail == null) {
            return null;
        }
        kernels = nonNull(kernels);
        commits = nonNull(commits);
        throughput = nonNull(throughput);
        configs = nonNull(configs);
        Set<String> good = new LinkedHashSet<>();
        Set<String> bad = new LinkedHashSet<>();
        for (KernelFact k : kernels) {
            if (k != null && !k.quoted() && k.version() != null) {
                if ("good".equals(k.verdict())) {
                    good.add(k.version());
                } else if ("bad".equals(k.verdict())) {
                    bad.add(k.version());
                }
            }
        }
        List<ThroughputFact> own = new ArrayList<>();
        for (ThroughputFact f : throughput) {
            // Subject figures (start == end) have no place in the body, which the pairing below reads around.
            if (f != null && !f.quoted() && Double.isFinite(f.bitsPerSecond()) && f.start() < f.end()) {
                own.add(f);
            }
        }
        String ownCulprit = StatedRegressions.culprit(commits, false);
        // The reporter's own "fell from X to Y" is the headline; kernel-tagged figures come next.
        FigurePair pair = statedDrop(mail.text(), own);
        String trigger = null;
        if (pair == null) {
            pair = kernelPair(own, good, bad);
        }
        if (pair == null && bad.isEmpty()) {
            ConfigStates states = new ConfigStates(mail.text(), configs, bootParams);
            TriggerPair t = triggerPair(own, states);
            if (t != null) {
                pair = t.pair;
                trigger = t.option;
            }
        }
        if (pair == null) {
            pair = versionPair(own);
        }
        boolean reported = !bad.isEmpty() || (pair != null && pair.drop())
                || (ownCulprit != null && !isPatch(mail));
        if (!reported) {
            return null;
        }
        bad.addAll(RevertBases.of(mail.text(), kernels, false)); // the window only: no evidence by itself
        bad.addAll(OnsetKernels.of(mail, kernels).own()); // "every kernel >= 2.6.26 fails": the window only here
        RegressionWindow.addSubjectBad(mail.subject(), kernels, good, bad); // the window only, as above
        String culprit = ownCulprit != null ? ownCulprit : StatedRegressions.culprit(commits, true);
        String previous = culprit == null && (pair == null || !pair.drop()) ? null
                : RegressionWindow.previousRelease(mail.text(), kernels, good, bad);
        if (previous != null) {
            // the window only ("with kernel 5.8 ..." beside a 5.9 regression): bad kernels alone still state none
            good.add(previous);
        }
        if (pair == null || !pair.drop()) {
            return new Regression(RegressionWindow.goodBefore(good, bad), List.copyOf(bad), null, null, null, null,
                    culprit, trigger);
        }
        double change = Math.round(pair.change() * 10) / 10.0;
        return new Regression(RegressionWindow.goodBefore(good, bad), List.copyOf(bad), metric(pair.direction()),
                pair.before().bitsPerSecond(), pair.after().bitsPerSecond(), change, culprit, trigger);
    }

    /** Per direction, a figure on a good kernel and one on a bad kernel; the direction that dropped most. */
    static FigurePair kernelPair(List<ThroughputFact> own, Set<String> good, Set<String> bad) {
        if (good.isEmpty() || bad.isEmpty()) {
            return null;
        }
        // "2.6.22 (and 2.6.23-rc8 with that change reverted)" may make a version both good and bad: its figures
        // cannot be the good side, and are the bad side only when no version is bad alone.
        Set<String> goodOnly = new LinkedHashSet<>(good);
        goodOnly.removeAll(bad);
        Set<String> badOnly = new LinkedHashSet<>(bad);
        badOnly.removeAll(good);
        return kernelPairOf(own, goodOnly, badOnly.isEmpty() ? bad : badOnly);
    }

    private static FigurePair kernelPairOf(List<ThroughputFact> own, Set<String> good, Set<String> bad) {
        FigurePair best = null;
        for (String d : new String[] {"send", "receive", null}) {
            FigurePair p = FigurePair.pick(own,
                    f -> same(f.direction(), d) && f.kernel() != null && good.contains(f.kernel()),
                    f -> same(f.direction(), d) && f.kernel() != null && bad.contains(f.kernel()));
            if (p != null && (best == null || p.change() < best.change())) {
                best = p;
            }
        }
        if (best == null) {
            // Directions stated on one side only: pair across them rather than lose the figures.
            best = FigurePair.pick(own, f -> f.kernel() != null && good.contains(f.kernel()),
                    f -> f.kernel() != null && bad.contains(f.kernel()));
        }
        return best;
    }

    /**
     * Without verdicts: figures of one direction measured on exactly two kernels, the newer one slower ("about
     * 32MB/s where 2.6.22 gave around 83MB/s" on 2.6.23-rc8). Before is the older kernel's figure. A newer kernel that
     * is faster is no regression, and figures on three or more kernels are left to the verdicts.
     */
    private static FigurePair versionPair(List<ThroughputFact> own) {
        FigurePair best = null;
        for (String d : new String[] {"send", "receive", null}) {
            List<String> versions = new ArrayList<>(2);
            boolean tooMany = false;
            for (ThroughputFact f : own) {
                if (same(f.direction(), d) && f.kernel() != null && !versions.contains(f.kernel())) {
                    if (versions.size() == 2) {
                        tooMany = true;
                        break;
                    }
                    versions.add(f.kernel());
                }
            }
            if (tooMany || versions.size() < 2) {
                continue;
            }
            KernelVersion a = KernelVersion.tryParse(versions.get(0)).orElse(null);
            KernelVersion b = KernelVersion.tryParse(versions.get(1)).orElse(null);
            if (a == null || b == null || a.compareTo(b) == 0) {
                continue;
            }
            String older = a.compareTo(b) < 0 ? versions.get(0) : versions.get(1);
            String newer = older.equals(versions.get(0)) ? versions.get(1) : versions.get(0);
            FigurePair p = FigurePair.pick(own, f -> same(f.direction(), d) && older.equals(f.kernel()),
                    f -> same(f.direction(), d) && newer.equals(f.kernel()));
            if (p != null && p.drop() && (best == null || p.change() < best.change())) {
                best = p;
            }
        }
        return best;
    }

    /** "dropped from 900 Mbit/s to 300 Mbit/s", "~933 mbit had become ~40 mbit": two figures and a drop word. */
    static FigurePair statedDrop(String text, List<ThroughputFact> own) {
        for (int i = 0; i + 1 < own.size(); i++) {
            ThroughputFact a = own.get(i);
            ThroughputFact b = own.get(i + 1);
            if (b.start() - a.end() > 24 || b.start() < a.end() || !b.tool().equals("prose")
                    || !a.tool().equals("prose") || b.bitsPerSecond() >= a.bitsPerSecond()) {
                continue;
            }
            String between = text.substring(a.end(), b.start()).toLowerCase(Locale.ROOT).strip();
            boolean linked = between.equals("to") || between.equals("->") || between.equals("=>")
                    || between.equals("\u2192") || between.endsWith(" to") || between.contains("become");
            String before = text.substring(Math.max(0, a.start() - 60), a.start()).toLowerCase(Locale.ROOT);
            if (linked && (containsAny(before, DROP_WORDS) || containsAny(between, DROP_WORDS))) {
                return new FigurePair(a, b);
            }
            // "used to fill the link (9.41 Gbits/sec), now it stays around 6.1 Gbits/sec": the past, then now.
            if (before.contains("used to") && (between.startsWith("now") || between.contains(" now ")
                    || between.contains(",now") || between.endsWith(" now"))) {
                return new FigurePair(a, b);
            }
        }
        return reversedDrop(text, own);
    }

    /** Words between a figure and an earlier, higher one it is compared with: the higher one came first in time. */
    private static final List<String> THEN_WORDS = List.of("instead of", "used to be", "where it used to",
            "down from", "rather than", "compared to", "compared with", "versus", "where it was", "while it was");

    /**
     * "sends at about 940 Mbit/s instead of 2.35 Gbit/s", "roughly 250 Mbit/s where it used to be about 930 Mbit/s":
     * the lower figure now, then the higher one it was, in one clause. Before is the second figure.
     */
    private static FigurePair reversedDrop(String text, List<ThroughputFact> own) {
        for (int i = 0; i + 1 < own.size(); i++) {
            ThroughputFact a = own.get(i);
            ThroughputFact b = own.get(i + 1);
            if (b.start() - a.end() > 40 || b.start() < a.end() || !b.tool().equals("prose")
                    || !a.tool().equals("prose") || a.bitsPerSecond() >= b.bitsPerSecond()) {
                continue;
            }
            String between = text.substring(a.end(), b.start()).toLowerCase(Locale.ROOT).replace('\n', ' ');
            if (between.contains(".") && !DECIMAL.matcher(between).matches()) {
                continue; // a sentence ends between them
            }
            for (String w : THEN_WORDS) {
                if (between.contains(w)) {
                    return new FigurePair(b, a);
                }
            }
        }
        return null;
    }

    private record TriggerPair(FigurePair pair, String option) {
    }

    /**
     * Figures with an option on and with it off; the option is the trigger when turning it one way drops. Options
     * are tried in the order their first stated figure appears; the first that pairs with a drop wins.
     */
    private static TriggerPair triggerPair(List<ThroughputFact> own, ConfigStates states) {
        java.util.Map<String, List<ThroughputFact>> on = new java.util.LinkedHashMap<>();
        java.util.Map<String, List<ThroughputFact>> off = new java.util.LinkedHashMap<>();
        for (ThroughputFact f : own) {
            ConfigStates.State s = states.of(f);
            if (s == null) {
                continue;
            }
            on.computeIfAbsent(s.option(), k -> new ArrayList<>());
            off.computeIfAbsent(s.option(), k -> new ArrayList<>());
            (s.on() ? on : off).get(s.option()).add(f);
        }
        for (String option : on.keySet()) {
            FigurePair p = onOffPair(on.get(option), off.get(option));
            if (p != null) {
                return new TriggerPair(p, option);
            }
        }
        return null;
    }

    private static FigurePair onOffPair(List<ThroughputFact> on, List<ThroughputFact> off) {
        if (on.isEmpty() || off.isEmpty()) {
            return null;
        }
        Set<ThroughputFact> offSet = Collections.newSetFromMap(new IdentityHashMap<>());
        offSet.addAll(off);
        List<ThroughputFact> all = new ArrayList<>(on);
        all.addAll(off);
        all.sort((a, b) -> Integer.compare(a.start(), b.start()));
        FigurePair offToOn = FigurePair.pick(all, offSet::contains, f -> !offSet.contains(f));
        if (offToOn == null) {
            return null;
        }
        FigurePair p = offToOn.drop() ? offToOn : new FigurePair(offToOn.after(), offToOn.before());
        return p.drop() ? p : null;
    }

    static boolean isPatch(Mail mail) {
        String subject = mail.subject().toLowerCase(Locale.ROOT);
        if (subject.contains("[patch") || subject.contains("[rfc") || subject.startsWith("patch")) {
            return true;
        }
        for (Span s : mail.spans()) {
            if (s.kind() == SpanKind.DIFF) {
                return true;
            }
        }
        return false;
    }

    static String metric(String direction) {
        if ("send".equals(direction)) {
            return "send throughput";
        }
        if ("receive".equals(direction)) {
            return "receive throughput";
        }
        return "throughput";
    }

    private static boolean same(String a, String b) {
        return a == null ? b == null : a.equals(b);
    }

    private static boolean containsAny(String hay, Set<String> words) {
        for (String w : words) {
            if (hay.contains(w)) {
                return true;
            }
        }
        return false;
    }

    private static <T> List<T> nonNull(List<T> list) {
        return list == null ? List.of() : list;
    }
}
