package dev.lkmltriage.triage;

import dev.lkmltriage.extract.Facts;
import dev.lkmltriage.extract.Forwards;
import dev.lkmltriage.extract.KernelFact;
import dev.lkmltriage.extract.MessageKind;
import dev.lkmltriage.report.Report;
import java.util.LinkedHashSet;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Predicate;

/**
 * The window a report states by the two kernels it names, whatever words it tells them in (session 47). A report of a
 * problem that names the kernel it runs and one other tells what changed under it: "The kernel is 2.6.35-22-generic
 * ... if I pick the old 2.6.32-25-generic kernel in grub everything works like before", "It started when Fedora moved
 * me to 5.16.11; booting the old 5.14.18 kernel ... it does not happen", "We have booted it with 3.13.0-88-generic
 * again for now and it is stable". The words that say the old kernel worked are many and vary by writer (sessions 45
 * and 46 listed them phrase by phrase in {@link ProseGood}, and the next writer's were not among them); the shape does
 * not: two releases, the older the one it had, the newer the one it has.
 *
 * <p>Read for clustering only, after the extracted verdicts, {@link ProseGood} and {@link LaterReleases}, when none of
 * them gave the report a kernel with a verdict ({@link #windowOf}), and only in a report that names its problem's class
 * (the class keeps the same device's other problem, a near miss of the same weeks, apart). Its own kernels must fall in
 * exactly two releases (a stable update of one release, "5.16.11" beside "5.16", is the same release): a third (a
 * kernel it also tried, a distro's other series) makes the shape ambiguous and gives nothing, as does a kernel in quoted
 * text (another person's).
 *
 * <p>Session 48 (cluster71): read at placement only, never in {@link ReportFeatures#of} ({@link #dated}). In session
 * 47 the window was part of every report's features, so the training signals of corpus parts 1-2 changed with it and
 * {@code ./triage train} moved the shipped weights off device ties (device 1.85 -> 1.49), which split two reports of
 * one device, driver and symptom; the merge took it out. Now a report keyed by a device or a driver that finds no
 * cluster with the windows it was read with is looked at once more with this window: training ({@link
 * CandidateSearch#all}) never sees it, so the weights stay what they are.
 *
 * <p>Session 47 tried the same shape beside extracted bad kernels (one older unverdicted release taken as good) in
 * every report's features: three pairs more on parts 3-11, one wrong pair on part 12, then held out. Session 48 reads
 * it in {@link #dated} only (at placement, for a keyed report no cluster took): when every bad kernel is of the newer
 * of exactly two releases and no kernel of the older carries a verdict, the older's kernels are good ("Wi-Fi freezes
 * ... with 6.2.8-arch1-1" names 6.1.21 beside it, without a verdict). Parts 3-12 (part 12 development now): two
 * pairs more, none wrong.
 */
final class TwoReleases {
    private TwoReleases() {
    }

    /**
     * {@code f} with the window of two named releases, for a report ({@code r} of kind report or other) keyed by a
     * device or a driver whose features give no good kernel and whose symptom is classed: with no bad kernel either,
     * {@link #windowOf}; with bad kernels all of the newer release and no verdict on the older, the older's kernels
     * good. {@code f} itself when the shape is not there.
     */
    static ReportFeatures dated(Report r, ReportFeatures f) {
        if (f.devices().isEmpty() && f.drivers().isEmpty()) {
            return f;
        }
        return window(r, f);
    }

    /**
     * {@code f} with the window of two named releases, for a report keyed by nothing a cluster is found by (session
     * 50): the paths that find such a report's cluster by its maker or by the kind of hardware it names ({@link
     * CandidateSearch#byVendor}, {@link CandidateSearch#bySubsystem}) need a closed window, and the people who name
     * their hardware only so are the distro users who tell their two kernels without a verdict word ("Since upgrading
     * to 11.04 (2.6.38-8-generic) ... When I pick 10.10's kernel (2.6.35-28-generic) from the grub menu it connects").
     * The same shape and the same conditions as {@link #dated}.
     */
    static ReportFeatures datedKeyless(Report r, ReportFeatures f) {
        return window(r, f);
    }

    /**
     * The two releases' window of a report of kind report or other whose features give no good kernel and that names
     * its problem's class or the sleep that brings it on ({@link AfterResume}, session 50: like a class, it keeps the
     * same device's other problem of the same weeks apart).
     */
    private static ReportFeatures window(Report r, ReportFeatures f) {
        MessageKind kind = r.facts().kind();
        if (kind != MessageKind.REPORT && kind != MessageKind.OTHER || !f.good().isEmpty()
                || (f.symptom() == null || "other".equals(f.symptom())) && !f.afterResume()) {
            return f;
        }
        // a forward's forwarded report is the forward's own (Forwards), as in ReportFeatures.of
        int forwarded = Forwards.start(r.mail());
        Set<String> good = new LinkedHashSet<>();
        Set<String> bad = new LinkedHashSet<>();
        Predicate<KernelFact> own = k -> !k.quoted() || forwarded >= 0 && k.start() >= forwarded;
        if (f.bad().isEmpty()) {
            windowOf(r.facts(), good, bad, own);
        } else {
            // bad kernels already read: an older release beside them, named without a verdict, is the one it had
            TreeMap<Long, Set<String>> releases = ownReleases(r.facts(), own, k -> true);
            if (releases == null || releases.size() != 2) {
                return f;
            }
            long newer = releases.lastKey();
            for (String b : f.bad()) {
                if (KernelSort.release(b) != newer) {
                    return f;
                }
            }
            for (KernelFact k : r.facts().kernels()) {
                if (own.test(k) && k.version() != null && KernelSort.release(k.version()) == releases.firstKey()
                        && k.verdict() != null) {
                    return f;
                }
            }
            good.addAll(releases.firstEntry().getValue());
            bad.addAll(f.bad());
        }
        return good.isEmpty() ? f : f.withWindow(good, bad);
    }

    /** Kernel facts looked at, at most: a message listing more is a table or a changelog, not one machine's story. */
    static final int MAX_KERNELS = 64;

    /**
     * The window of a report that gives no verdict ({@code good} and {@code bad} empty), written into them: its own
     * kernels' releases when there are exactly two, the older's kernels good and the newer's bad.
     */
    static void windowOf(Facts f, Set<String> good, Set<String> bad, Predicate<KernelFact> own) {
        if (!good.isEmpty() || !bad.isEmpty()) {
            return;
        }
        TreeMap<Long, Set<String>> releases = ownReleases(f, own, k -> true);
        if (releases == null || releases.size() != 2) {
            return;
        }
        good.addAll(releases.firstEntry().getValue());
        bad.addAll(releases.lastEntry().getValue());
    }

    /**
     * The report's own kernels that {@code which} accepts, by release (key order); null when one is no numbered
     * version, is quoted, or there are too many to be one machine's story.
     */
    private static TreeMap<Long, Set<String>> ownReleases(Facts f, Predicate<KernelFact> own,
                                                          Predicate<KernelFact> which) {
        TreeMap<Long, Set<String>> out = new TreeMap<>();
        int seen = 0;
        for (KernelFact k : f.kernels()) {
            if (++seen > MAX_KERNELS) {
                return null;
            }
            if (!own.test(k) || k.version() == null || !which.test(k)) {
                continue;
            }
            long r = KernelSort.release(k.version());
            if (r < 0) {
                return null;
            }
            out.computeIfAbsent(r, x -> new LinkedHashSet<>()).add(k.version());
        }
        return out;
    }
}
