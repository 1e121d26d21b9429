package dev.lkmltriage.triage;

import java.util.Deque;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Which clusters a message could belong to, found only through the {@link ClusterIndex} maps (never by looking at
 * every cluster): the candidates a report is scored against, the best of them, and the clusters a message points
 * at by its links and commits (how a hub or a bridge is recognised).
 */
final class CandidateSearch {
    private final ClusterIndex ix;

    CandidateSearch(ClusterIndex ix) {
        this.ix = ix;
    }

    /** A candidate cluster with what it shares with the report and the weighted score of that. */
    record Match(ClusterState cluster, Signals signals, double score) {
    }

    /** The candidate scoring highest above zero (the first of equals), or null. */
    Match best(ReportFeatures f, ClusterWeights weights) {
        return best(f, weights, Set.of());
    }

    /** {@link #best(ReportFeatures, ClusterWeights)} among the candidates not in {@code excluded}. */
    Match best(ReportFeatures f, ClusterWeights weights, Set<String> excluded) {
        Match best = null;
        double bestScore = 0;
        // whether another cluster than the best so far scores the same (session 45)
        boolean tied = false;
        Set<Long> rare = rareLines(f);
        for (ClusterState c : candidates(f, rare)) {
            if (excluded.contains(c.id)) {
                continue;
            }
            Signals s = Scoring.signals(f, c, rare);
            double score = weights.score(s);
            if (KeyTitleWords.onlyByKey(f, c, s, weights, score)) {
                continue;
            }
            if (score > bestScore && !OtherProblem.vetoes(f, c, s)) {
                best = new Match(c, s, score);
                bestScore = score;
                tied = false;
            } else if (best != null && score == bestScore && !OtherProblem.vetoes(f, c, s)) {
                tied = true;
            }
        }
        return tied && weakOnly(best.signals()) ? null : best;
    }

    /**
     * Whether a join rests only on ties two clusters of one driver can both have (session 45): the driver, an
     * overlapping window, the symptom class, title words. Two clusters that a report fits exactly as well by these
     * alone (a Wake-on-LAN cluster and a receive-stall cluster of one driver in one window, for a report naming neither
     * device nor symptom) leave it naming neither: it is placed by what else it shares, or stands alone. A shared
     * device, cause, link or log line is the report's own and still picks the first of equals.
     */
    static boolean weakOnly(Signals s) {
        return s.device() == 0 && s.culprit() == 0 && s.trigger() == 0 && s.link() == 0 && s.log() == 0;
    }

    /**
     * A report that names no device, driver, commit or title, found by its device's vendor ({@link
     * NamedDevices#ofVendor}; session 46): among the clusters carrying one of {@code devices} (at most
     * {@value #MAX_VENDOR_CLUSTERS} looked at), the one cluster that the report meets by an overlapping closed window
     * and the same symptom class, not vetoed, scoring above zero. A vendor makes many devices; when two or more clusters
     * fit so, the vendor says which of them no more than nothing does, and the report stays apart. Null when none or
     * several.
     */
    Match byVendor(ReportFeatures f, ClusterWeights weights, Set<String> excluded, Set<String> devices) {
        // a classed symptom, or the sleep it names (session 50): what the cluster it joins must agree in
        if (devices.isEmpty() || f.good().isEmpty() || f.bad().isEmpty()
                || (f.symptom() == null || "other".equals(f.symptom())) && !f.afterResume()) {
            return null;
        }
        Set<String> ids = new LinkedHashSet<>();
        for (String d : devices) {
            for (String id : ClusterIndex.ids(ix.byDevice, d)) {
                if (ids.size() >= MAX_VENDOR_CLUSTERS) {
                    break;
                }
                ids.add(id);
            }
        }
        Match found = null;
        for (ClusterState c : ix.live(ids)) {
            if (excluded.contains(c.id)) {
                continue;
            }
            Signals s = Scoring.signals(f, c, Set.of());
            boolean sleep = OtherProblem.sleepAgrees(f, c);
            if (sleep) {
                // the sleep both tell is the symptom they share (session 50)
                s = s.withSymptom();
            }
            double score = weights.score(s);
            boolean agrees = s.symptom() > 0 && (!unclassed(f.symptom()) || sleep);
            if (s.window() > 0 && agrees && score > 0 && !OtherProblem.vetoes(f, c, s)) {
                if (found != null) {
                    return null;
                }
                found = new Match(c, s, score);
            } else if (agrees && (c.good.isEmpty() || c.bad.isEmpty()) && !OtherProblem.vetoes(f, c, s)) {
                // A cluster of that vendor with the same symptom whose own window is open (no good or no bad kernel)
                // cannot be told from the one that fits (session 47): the vendor singles out none of them.
                return null;
            }
        }
        return found;
    }

    /**
     * A report that names no device, driver, commit or title, found by the kind of hardware it names ({@link
     * SubsystemWords}: "TB3 dock", "card reader"; session 48): among the clusters carrying one of {@code modules} (or
     * a form of its name), the one cluster the report meets by an overlapping closed window and an agreeing symptom
     * (the same class, or neither classed), not vetoed, scoring above zero. A subsystem is served by several drivers
     * and each driver by many machines: when two clusters fit so, or one of those clusters has an open window (no good
     * or no bad kernel) and a symptom that does not disagree, the word says which no more than nothing does, and the
     * report stays apart. Null when none or several.
     */
    Match bySubsystem(ReportFeatures f, ClusterWeights weights, Set<String> excluded, Set<String> modules) {
        if (modules.isEmpty() || f.good().isEmpty() || f.bad().isEmpty()) {
            return null;
        }
        Set<String> ids = new LinkedHashSet<>();
        for (String m : modules) {
            for (String form : NamedModules.forms(m)) {
                for (String id : ClusterIndex.ids(ix.byDriver, form)) {
                    if (ids.size() >= MAX_VENDOR_CLUSTERS) {
                        break;
                    }
                    ids.add(id);
                }
            }
        }
        Match found = null;
        for (ClusterState c : ix.live(ids)) {
            if (excluded.contains(c.id)) {
                continue;
            }
            Signals s = Scoring.signals(f, c, Set.of());
            if (OtherProblem.sleepAgrees(f, c)) {
                // the sleep both tell is the symptom they share (session 50)
                s = s.withSymptom();
            }
            double score = weights.score(s);
            boolean agrees = s.symptom() > 0 || unclassed(f.symptom()) && unclassed(c.symptom);
            boolean vetoed = OtherProblem.vetoes(f, c, s);
            if (s.window() > 0 && agrees && score > 0 && !vetoed) {
                if (found != null) {
                    return null;
                }
                found = new Match(c, s, score);
            } else if (agrees && !vetoed && (c.good.isEmpty() || c.bad.isEmpty())) {
                return null;
            }
        }
        return found;
    }

    private static boolean unclassed(String symptom) {
        return symptom == null || "other".equals(symptom);
    }

    /** Clusters a vendor's devices may bring in, at most. */
    static final int MAX_VENDOR_CLUSTERS = 512;

    /** Every candidate with its signals, unweighted (for training). */
    List<Match> all(ReportFeatures f) {
        Set<Long> rare = rareLines(f);
        return candidates(f, rare).stream().map(c -> new Match(c, Scoring.signals(f, c, rare), 0)).toList();
    }

    /** The report's log-line fingerprints that few clusters carry so far (the others are boilerplate). */
    Set<Long> rareLines(ReportFeatures f) {
        Set<Long> out = new HashSet<>();
        for (Long h : f.logLines()) {
            Deque<String> q = ix.byLog.get(h);
            if (q != null && q.size() <= Scoring.RARE_LINE_CLUSTERS) {
                out.add(h);
            }
        }
        return out;
    }

    /** The clusters sharing a culprit, device, driver, link, bug entry, mentioned commit, title or rare log line. */
    List<ClusterState> candidates(ReportFeatures f, Set<Long> rareLines) {
        Set<String> ids = new LinkedHashSet<>();
        f.culprits().forEach(h -> ids.addAll(ix.culprit(h)));
        f.devices().forEach(d -> ids.addAll(ClusterIndex.ids(ix.byDevice, d)));
        // by family (session 42): the exact driver's clusters and those of its core, bus or function kin
        f.drivers().forEach(d -> {
            ids.addAll(ClusterIndex.ids(ix.byDriver, d));
            ids.addAll(ClusterIndex.ids(ix.byFamily, DriverFamily.of(d)));
        });
        f.links().forEach(l -> {
            String id = ix.byMessage.get(l);
            if (id != null) {
                ids.add(id);
            }
        });
        f.bugs().forEach(b -> ids.addAll(ClusterIndex.ids(ix.byBug, b)));
        f.refs().forEach(h -> ids.addAll(ix.culprit(h)));
        f.titles().forEach(t -> ids.addAll(ClusterIndex.ids(ix.byTitle, CommitTitles.key(t))));
        rareLines.forEach(h -> ids.addAll(ix.byLog.get(h)));
        List<ClusterState> live = ix.live(ids);
        live.removeIf(c -> !FixFinder.blameCounts(c, f) && !pointsAt(c, f));
        return live;
    }

    /**
     * Whether a message links to a member of {@code c} or names one of its bug entries: explicit, unlike a shared
     * commit, which in a cluster of fixes alone is what their {@code Fixes:} tags name ({@link FixFinder#blameCounts}).
     */
    private static boolean pointsAt(ClusterState c, ReportFeatures f) {
        for (String link : f.links()) {
            if (c.memberIds.contains(link)) {
                return true;
            }
        }
        for (String bug : f.bugs()) {
            if (c.bugs.contains(bug)) {
                return true;
            }
        }
        return false;
    }

    /** The clusters a message points at: by its links, and the most recent cluster of each commit it names. */
    Set<String> reachable(ReportFeatures f) {
        Set<String> ids = new LinkedHashSet<>();
        for (String link : f.links()) {
            String id = ix.byMessage.get(link);
            if (id != null) {
                ids.add(id);
            }
        }
        for (String title : f.titles()) {
            ClusterState c = ix.byTitle(title);
            if (c != null) {
                ids.add(c.id);
            }
        }
        for (Set<String> hashes : List.of(f.culprits(), f.fixes(), f.refs())) {
            for (String h : hashes) {
                Deque<String> q = ix.byCulprit.get(Hashes.key(h));
                if (q != null && !q.isEmpty()) {
                    ids.add(q.peekFirst());
                }
            }
        }
        // A bug entry counts only when nothing more direct does: a revert names the entry its target once fixed
        // (another problem) besides the report it answers, and would otherwise reach three clusters, as a hub does.
        if (ids.isEmpty()) {
            for (String bug : f.bugs()) {
                Deque<String> q = ix.byBug.get(bug);
                if (q != null && !q.isEmpty()) {
                    ids.add(q.peekFirst());
                }
            }
        }
        return ids;
    }
}
