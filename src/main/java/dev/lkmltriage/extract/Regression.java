package dev.lkmltriage.extract;

import java.util.List;

/**
 * A regression a message states, with where the statement came from. Extraction reports every regression a message
 * states (a report's own, one a reply quotes, a fix saying its target "caused a regression"); the clusterer decides
 * which it trusts (see {@code dev.lkmltriage.triage.Regressions}).
 *
 * @param good          canonical kernel versions that work
 * @param bad           canonical kernel versions that do not
 * @param metric        what got worse, e.g. {@code send throughput}
 * @param before        the good figure in bits/s, or null
 * @param after         the bad figure in bits/s, or null
 * @param changePercent {@code (after - before) / before * 100}, or null
 * @param culprit       the culprit commit's hash, or null
 * @param trigger       a config option or setting that, rather than a version, causes it, or null
 * @param quoted        true when only quoted text (or, in a reply, the thread's subject) states it
 * @param statedIn      the kind of the message that states it ({@code report}, {@code reply}, {@code patch},
 *                      {@code pull}, {@code robot}, {@code other}); null when unknown (JSON written before it existed)
 * @param evidence      what makes it a regression: {@code verdicts} (a bad kernel, and a good one, figures or a
 *                      culprit with it: bad kernels alone state none), {@code figures} (a drop),
 *                      {@code culprit} (a commit blamed), or {@code statement} (words alone: "X caused a regression",
 *                      "5.10 regression"); null when unknown
 */
public record Regression(List<String> good, List<String> bad, String metric, Double before, Double after,
                         Double changePercent, String culprit, String trigger, boolean quoted, String statedIn,
                         String evidence) {
    public Regression {
        good = List.copyOf(good);
        bad = List.copyOf(bad);
    }

    /** A regression of unknown provenance, as the author's own (what every regression was before provenance). */
    public Regression(List<String> good, List<String> bad, String metric, Double before, Double after,
                      Double changePercent, String culprit, String trigger) {
        this(good, bad, metric, before, after, changePercent, culprit, trigger, false, null, null);
    }

    /** This regression with its provenance. */
    Regression from(boolean quoted, String statedIn, String evidence) {
        return new Regression(good, bad, metric, before, after, changePercent, culprit, trigger, quoted, statedIn,
                evidence);
    }
}
