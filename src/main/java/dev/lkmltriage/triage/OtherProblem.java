package dev.lkmltriage.triage;

/**
 * A report and a cluster that the weaker ties (device, driver, window, title words, text) would join although they
 * tell of another problem (session 38). Two vetoes, the first waived by a tie that names the problem itself (a shared
 * culprit or trigger, a link to a member or the same bug entry, shared rare log lines), the second only by one that
 * names its cause (not log lines, session 39):
 * <ul>
 *   <li>the symptom classes disagree ({@link ReportFeatures#SYMPTOM_CLASSES}: a 1 Gbit/s cap is not the transmit hang
 *   of the same device in the same window, though device, driver and window say so);</li>
 *   <li>both name a closed kernel window (a good and a bad kernel) and the windows are disjoint: the same device's
 *   symptom a year later, after good kernels in between, is another regression.</li>
 * </ul>
 */
final class OtherProblem {
    private OtherProblem() {
    }

    /** Whether the weighted join of {@code f} to {@code c} on {@code s} is vetoed. */
    static boolean vetoes(ReportFeatures f, ClusterState c, Signals s) {
        if (disjointWindows(f, c) && !namedByCause(s)) {
            return true;
        }
        if (named(s)) {
            return false;
        }
        return symptomsDisagree(f.symptom(), c.symptom)
                || titledSpeed(f) && measuredAgainstUnmeasured(f.symptom(), c.symptom);
    }

    /**
     * A tie that names the cause (culprit, trigger, a link or the same bug entry), the only waiver of disjoint
     * windows (session 39): shared log lines tell the same symptom, and the same "ring gfx timeout" on another
     * device a year later, after good kernels in between, is another regression of that symptom.
     */
    private static boolean namedByCause(Signals s) {
        return s.culprit() > 0 || s.trigger() > 0 || s.link() > 0;
    }

    /**
     * Whether the report's own title speaks of speed ("download stuck at ~40 Mbit/s"): a speed word only in the text
     * ("link speed" in a probe failure's log) does not make a report a throughput report for the veto below; the
     * archive's Turris Omnia report read so split from the bugzilla entry of its own problem.
     */
    private static boolean titledSpeed(ReportFeatures f) {
        return "throughput".equals(ReportFeatures.symptomClass(String.join(" ", f.tokens())));
    }

    /**
     * A throughput report (its title speaks of speed) against a cluster whose reports name no symptom the classes
     * know (session 39): a speed figure is a claim of its own kind, and a cluster of a device gone after resume that
     * never spoke of speed is another problem, though device, driver and window say so.
     */
    static boolean measuredAgainstUnmeasured(String report, String cluster) {
        return report != null && base(report).equals("throughput") && (cluster == null || cluster.equals("other"));
    }

    /** Whether a text-similarity tie of {@code f} to {@code c} is vetoed: their closed windows are disjoint. */
    static boolean vetoesText(ReportFeatures f, ClusterState c) {
        return disjointWindows(f, c);
    }

    private static boolean named(Signals s) {
        return s.culprit() > 0 || s.trigger() > 0 || s.link() > 0 || s.log() > 0;
    }

    /** Both symptoms known and of different classes (throughput against hang); a direction alone is no class. */
    static boolean symptomsDisagree(String a, String b) {
        if (a == null || b == null || a.equals("other") || b.equals("other")) {
            return false;
        }
        return !base(a).equals(base(b));
    }

    private static String base(String symptom) {
        int slash = symptom.indexOf('/');
        return slash < 0 ? symptom : symptom.substring(0, slash);
    }

    static boolean disjointWindows(ReportFeatures f, ClusterState c) {
        return KernelSort.disjoint(f.good(), f.bad(), c.good, c.bad);
    }
}
