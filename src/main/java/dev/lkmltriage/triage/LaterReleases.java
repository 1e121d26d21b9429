package dev.lkmltriage.triage;

import dev.lkmltriage.extract.Facts;
import dev.lkmltriage.extract.KernelFact;
import java.util.LinkedHashSet;
import java.util.Set;
import java.util.function.Predicate;

/**
 * The kernel a report tells its problem on when it gives only the good one a verdict (session 40): "on 6.3.2 the
 * panel stays black ... 6.2.15 is good", "after the update to kernel-6.0.7-301.fc37 ... the previous kernel 5.19.16
 * does not have the problem". The version without a verdict of a later release than every good one is the kernel
 * the report runs and finds broken, so the window it states is closed: (last good, that kernel]. A later stable
 * update of a good release ("5.10.5" beside a good "5.10") says nothing of a new release and is left alone.
 */
final class LaterReleases {
    private LaterReleases() {
    }

    /**
     * The report's own ({@code own}: unquoted, or in a forwarded report) unverdicted kernels of a release later than
     * every one of {@code good}; empty if none.
     */
    static Set<String> of(Facts f, Set<String> good, Predicate<KernelFact> own) {
        Set<String> out = new LinkedHashSet<>();
        long lastGood = -1;
        for (String g : good) {
            long release = KernelSort.release(g);
            if (release < 0) {
                return out;
            }
            lastGood = Math.max(lastGood, release);
        }
        if (lastGood < 0) {
            return out;
        }
        for (KernelFact k : f.kernels()) {
            if (own.test(k) && k.verdict() == null && k.version() != null
                    && KernelSort.release(k.version()) > lastGood && out.size() < ReportFeatures.MAX_KEYS) {
                out.add(k.version());
            }
        }
        return out;
    }
}
