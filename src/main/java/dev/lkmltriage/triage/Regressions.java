package dev.lkmltriage.triage;

import dev.lkmltriage.extract.Facts;
import dev.lkmltriage.extract.KernelFact;
import dev.lkmltriage.extract.MessageKind;
import dev.lkmltriage.extract.Regression;
import java.util.ArrayList;
import java.util.List;

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

    /** The message's regression when the clusterer trusts it, else null (see {@link #forClustering}). */
    public static Regression reported(Facts f) {
        return f == null ? null : trusted(f.regression()) ? f.regression() : null;
    }

    /**
     * The regression window the clusterer reads: the trusted regression the message states, else, for a report (or a
     * message of unsure kind) whose own text names bad kernels, the window those imply: no good kernel, the bad ones
     * in text order, nothing else. Extraction states no regression for bad kernels alone (an oops's "Not tainted
     * 5.3.0-rc6+" is the kernel a bug was seen on, not a regression the mail reports); until session 10 it did, and
     * the clusterer read exactly this window. Derived from the facts alone, so a message read back from its report
     * JSON (the Kafka index role, the store) gets the same window.
     */
    public static Regression forClustering(Facts f) {
        Regression stated = reported(f);
        if (stated != null || f == null) {
            return stated;
        }
        MessageKind kind = f.kind();
        if (kind != null && kind != MessageKind.REPORT && kind != MessageKind.OTHER) {
            return null;
        }
        List<String> bad = new ArrayList<>();
        for (KernelFact k : f.kernels()) {
            if (!k.quoted() && "bad".equals(k.verdict()) && k.version() != null && !bad.contains(k.version())) {
                bad.add(k.version());
            }
        }
        if (bad.isEmpty()) {
            return null;
        }
        return new Regression(List.of(), bad, null, null, null, null, null, null, false,
                kind == null ? null : kind.label(), "verdicts");
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
