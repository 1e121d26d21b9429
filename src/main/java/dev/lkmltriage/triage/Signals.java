package dev.lkmltriage.triage;

/**
 * What a report and a candidate cluster have in common; each 0 or 1 except {@code text} (a Jaccard similarity).
 * {@code log} is the share (up to 1 at three lines) of the report's pasted kernel log lines that are rare in the archive
 * and appear in the cluster. {@code conflict} is 1 when both name a cause and the causes differ (another culprit commit, or a config trigger
 * against a commit): the mark of a related regression, not a duplicate.
 */
public record Signals(double culprit, double trigger, double device, double driver, double window, double symptom,
                      double text, double link, double conflict, double log) {

    /**
     * The same signals with the symptom tie held: for a keyless report whose sleep agrees with the cluster's where no
     * symptom class can say (session 50, {@link OtherProblem#sleepAgrees}), scored at placement only.
     */
    Signals withSymptom() {
        return new Signals(culprit, trigger, device, driver, window, 1, text, link, conflict, log);
    }

    double[] vector() {
        return new double[] {culprit, trigger, device, driver, window, symptom, text, link, conflict, log};
    }

    static final String[] NAMES = {"culprit", "trigger", "device", "driver", "window", "symptom", "text", "link",
        "conflict", "log"};

    /** The signals that fired, for the member's reason: e.g. {@code culprit, driver, text 0.42}. */
    String describe() {
        StringBuilder b = new StringBuilder();
        double[] v = vector();
        for (int i = 0; i < v.length; i++) {
            if (v[i] > 0) {
                if (b.length() > 0) {
                    b.append(", ");
                }
                b.append(NAMES[i]);
                if (v[i] < 1) {
                    b.append(String.format(java.util.Locale.ROOT, " %.2f", v[i]));
                }
            }
        }
        return b.toString();
    }
}
