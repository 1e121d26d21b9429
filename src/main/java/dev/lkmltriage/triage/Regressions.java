package dev.lkmltriage.triage;

import dev.lkmltriage.extract.Facts;
import dev.lkmltriage.extract.Regression;

/**
 * Which extracted regressions the clusterer trusts: only a report's own, resting on its author's facts (a bad kernel,
 * a drop in figures, a blamed commit). A regression a reply quotes, one a fix states in words, or one any message
 * states without facts of its own describes a regression already reported, and would otherwise make every thread of a
 * bisect discussion a regression of its own. A regression without provenance (JSON stored before it existed) was
 * always a report's own.
 */
public final class Regressions {
    private Regressions() {
    }

    /** The message's regression when the clusterer trusts it, else null. */
    public static Regression reported(Facts f) {
        return f == null ? null : trusted(f.regression()) ? f.regression() : null;
    }

    /** A report's own regression (or one of a message of unsure kind), from its author's facts. */
    public static boolean trusted(Regression r) {
        if (r == null || r.quoted() || "statement".equals(r.evidence())) {
            return false;
        }
        String kind = r.statedIn();
        return kind == null || kind.equals("report") || kind.equals("other");
    }
}
