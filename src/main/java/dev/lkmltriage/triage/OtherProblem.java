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
        return openedBeforeGood(f, c) || symptomsDisagree(f.symptom(), c.symptom) || sleepUntold(f, c)
                || titledSpeed(f) && measuredAgainstUnmeasured(f.symptom(), c.symptom)
                || (titledSuspend(f) || titledFirmware(f) || titledProbe(f)) && unclassed(c.symptom);
    }

    /**
     * Whether the cluster's titles name the sleep that brings its problem on and the report names none anywhere
     * (session 50, {@link AfterResume}): a problem that shows only after resume is always told with its sleep, so a
     * report of the same device and window that never speaks of one (a tablet's buttons mapped wrong, beside its pen
     * lost after resume) tells another problem.
     */
    static boolean sleepUntold(ReportFeatures f, ClusterState c) {
        boolean cluster = AfterResume.titled(c.tokens);
        // and the other way round: a report titled with the sleep ("laptop wakes up immediately from suspend with
        // the dock attached") against a cluster whose titles name none (the same dock's hotplug, the same weeks)
        return !f.afterResume() && cluster || !cluster && AfterResume.titled(f.tokens());
    }

    /**
     * Whether both tell a problem brought on by the sleep (session 50): where neither names a symptom class ("stylus
     * does nothing after I wake the PC", "pen not reported after resume"), that circumstance is what they agree in.
     */
    static boolean sleepAgrees(ReportFeatures f, ClusterState c) {
        return f.afterResume() && AfterResume.titled(c.tokens) && !symptomsDisagree(f.symptom(), c.symptom);
    }

    /**
     * Whether the report's own title says a firmware file is missing or fails to load (session 44): against a cluster
     * whose reports name no symptom the classes know (adapter aborts under load, a console that goes black) it is
     * another problem of the same device, driver and window, the machine's setup rather than the driver's fault.
     */
    private static boolean titledFirmware(ReportFeatures f) {
        return "firmware".equals(f.symptom())
                && "firmware".equals(ReportFeatures.symptomClass(String.join(" ", f.tokens())));
    }

    /**
     * Whether the report's own title says the driver does not bind the device ("FT232R not bound, no ttyUSB0",
     * "probe fails with -71"; session 45): against a cluster whose reports name no symptom the classes know (bytes
     * garbled once the port is up) it is another problem of the same device, driver and window.
     */
    private static boolean titledProbe(ReportFeatures f) {
        return "probe".equals(f.symptom())
                && "probe".equals(ReportFeatures.symptomClass(String.join(" ", f.tokens())));
    }

    /**
     * Whether the report's own title says the machine will not suspend (session 43): like a speed figure, a claim of
     * its own kind. Against a cluster whose reports name no symptom the classes know ("Wi-Fi dead after idle") it is
     * another problem of the same device, driver and window: one driver's firmware that fails to wake after idle and
     * the same driver blocking system suspend are two bugs.
     */
    private static boolean titledSuspend(ReportFeatures f) {
        return "suspend".equals(f.symptom())
                && "suspend".equals(ReportFeatures.symptomClass(String.join(" ", f.tokens())));
    }

    private static boolean unclassed(String cluster) {
        return cluster == null || cluster.equals("other");
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
        return !base(a).equals(base(b)) && !SymptomKin.kin(base(a), base(b));
    }

    private static String base(String symptom) {
        int slash = symptom.indexOf('/');
        return slash < 0 ? symptom : symptom.substring(0, slash);
    }

    /** Days a release may come out before {@link ReleaseDates} says, and an -rc before its release. */
    static final int RELEASE_SLACK_DAYS = 90;

    /**
     * A report that dates its problem (a good and a bad kernel) against a cluster whose reports gave no kernel a verdict
     * and that was opened before the report's last good kernel came out (session 40): that cluster's problem was seen
     * on a kernel older than one the report calls good, so it is not the regression the report's window holds. The
     * same device's disconnects a year later, "6.5.9 is fine, 6.6.1 drops", joined a first report of August 2022 that
     * only said "since 5.19.1" in words no verdict reads, by device, driver, symptom and title words.
     */
    static boolean openedBeforeGood(ReportFeatures f, ClusterState c) {
        if (f.good().isEmpty() || f.bad().isEmpty() || !c.good.isEmpty() || !c.bad.isEmpty() || c.history.isEmpty()) {
            return false;
        }
        java.time.LocalDate lastGood = null;
        for (String g : f.good()) {
            java.time.LocalDate d = ReleaseDates.of(g);
            if (d != null && (lastGood == null || d.isAfter(lastGood))) {
                lastGood = d;
            }
        }
        String opened = c.history.get(0).at();
        if (lastGood == null || opened == null || opened.length() < 10) {
            return false;
        }
        try {
            return java.time.LocalDate.parse(opened.substring(0, 10)).isBefore(lastGood.minusDays(RELEASE_SLACK_DAYS));
        } catch (java.time.format.DateTimeParseException e) {
            return false;
        }
    }

    static boolean disjointWindows(ReportFeatures f, ClusterState c) {
        return KernelSort.disjoint(f.good(), f.bad(), c.good, c.bad);
    }
}
