package dev.lkmltriage.extract;

import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * A kernel the message calls good, and newer ones it only ran while naming a problem: "with 4.9 the card gets its
 * interrupt ... on newer kernels (4.19 here) it gets none ... I tried 4.14, 4.19 and 5.4.3". A run alone states no
 * regression ({@link KernelVerdicts#RAN_BAD}: nothing says it is worse than anything), but beside a kernel judged good
 * (a cue, not a weak "it was ...", which a run never confirms) and older than it, the two sides are the regression's
 * window. Only when the message states none without its runs (the caller's business), only on one side (the writer's
 * own kernels, or the quoted ones), and only when the sides are cleanly ordered: every good kernel older than every
 * bad one. A bad kernel at or before a good one ("4.10 fails too" beside "5.4 was fine") says the problem is no simple
 * breakage between them, and so does a bad kernel that is the good one's release written another way ("plain v5.2-rc3
 * is fine" beside a branch's oops banner "5.2.0-rc3+").
 */
final class RunsAfterGood {
    private RunsAfterGood() {
    }

    /** Whether, on the own or the quoted side, good kernels all come before bad ones and some bad one only ran. */
    static boolean olderGood(List<KernelFact> kernels, Set<String> ranOnly) {
        return !ranOnly.isEmpty() && (ordered(kernels, ranOnly, false) || ordered(kernels, ranOnly, true));
    }

    private static boolean ordered(List<KernelFact> kernels, Set<String> ranOnly, boolean quoted) {
        Sides s = sides(kernels, ranOnly, quoted);
        // a kernel that cannot be ordered: nothing can be said of the sides
        return !s.unordered && s.oldestRun != null && s.newestGood != null && s.newestGood.compareTo(s.oldestBad) < 0
                && !release(s.newestGood).equals(release(s.oldestBad));
    }

    /** The newest good kernel, the oldest bad one and the oldest bad one only run, of one side. */
    private record Sides(KernelVersion newestGood, KernelVersion oldestBad, KernelVersion oldestRun,
                         boolean unordered) {
    }

    private static Sides sides(List<KernelFact> kernels, Set<String> ranOnly, boolean quoted) {
        KernelVersion newestGood = null;
        KernelVersion oldestBad = null;
        KernelVersion oldestRun = null;
        boolean unordered = false;
        for (KernelFact k : kernels) {
            if (k == null || k.quoted() != quoted || k.verdict() == null) {
                continue;
            }
            KernelVersion v = KernelVersion.tryParse(k.version()).orElse(null);
            if (v == null) {
                unordered = true;
            } else if ("good".equals(k.verdict())) {
                newestGood = newestGood == null || v.compareTo(newestGood) > 0 ? v : newestGood;
            } else if ("bad".equals(k.verdict())) {
                oldestBad = oldestBad == null || v.compareTo(oldestBad) < 0 ? v : oldestBad;
                if (ranOnly.contains(k.version())) {
                    oldestRun = oldestRun == null || v.compareTo(oldestRun) < 0 ? v : oldestRun;
                }
            }
        }
        return new Sides(newestGood, oldestBad, oldestRun, unordered);
    }

    /**
     * Whether, on the own or the quoted side, a kernel only run with the problem comes at or before a kernel judged
     * good: "went back to 4.12 ... and even on that both cards were failing" beside "it worked in v5.6". The problem is
     * then no simple breakage between a good and a bad kernel (it may never have worked), and verdicts alone state no
     * regression window (session 22).
     */
    static boolean runBeforeGood(List<KernelFact> kernels, Set<String> ranOnly) {
        return !ranOnly.isEmpty() && (runBeforeGood(kernels, ranOnly, false) || runBeforeGood(kernels, ranOnly, true));
    }

    private static boolean runBeforeGood(List<KernelFact> kernels, Set<String> ranOnly, boolean quoted) {
        Sides s = sides(kernels, ranOnly, quoted);
        return s.newestGood != null && s.oldestRun != null && (s.oldestRun.compareTo(s.newestGood) <= 0
                || release(s.oldestRun).equals(release(s.newestGood)));
    }

    private static final Pattern DOT_ZERO = Pattern.compile("^(\\d+\\.\\d+)\\.0(?=$|-)");

    /**
     * The release a version names, "5.2.0-rc3" as "5.2-rc3": an oops banner's "5.2.0-rc3+" on a branch whose "plain
     * v5.2-rc3 is fine" is that release with patches, no newer kernel.
     */
    private static String release(KernelVersion v) {
        return DOT_ZERO.matcher(v.name()).replaceFirst("$1");
    }
}
