package dev.lkmltriage.triage;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Kernel order for canonical versions, as an order-preserving long: 2.6.22 &lt; 2.6.22.5 &lt; 2.6.23-rc4 &lt;
 * 2.6.23-rc8 &lt; 2.6.23 &lt; 2.6.23.1. Layout, high to low: major (8 bits), minor (12), patch (16), sub (16), then
 * the rc number, 255 for a release (so every -rc sorts before its release). The search index uses the same key
 * for range queries in kernel order.
 */
public final class KernelSort {
    private static final Pattern V = Pattern.compile(
            "v?(\\d{1,6})\\.(\\d{1,6})(?:\\.(\\d{1,6}))?(?:\\.(\\d{1,6}))?(?:-rc(\\d{1,6}))?");

    static final Comparator<String> ORDER = Comparator.comparingLong(KernelSort::sortKey)
            .thenComparing(Comparator.naturalOrder());

    private KernelSort() {
    }

    public static List<String> sorted(Collection<String> versions) {
        List<String> out = new ArrayList<>(versions);
        out.sort(ORDER);
        return out;
    }

    /** The order key of a canonical version, or -1 when it is no numbered version (e.g. next-20231010). */
    public static long key(String v) {
        Matcher m = V.matcher(v);
        if (!m.matches()) {
            return -1;
        }
        long[] p = new long[4];
        for (int i = 0; i < 4; i++) {
            p[i] = m.group(i + 1) == null ? 0 : Math.min(parse(m.group(i + 1)), 65535);
        }
        long rc = m.group(5) == null ? 255 : Math.min(254, parse(m.group(5)));
        return Math.min(p[0], 255) << 52 | Math.min(p[1], 4095) << 40 | p[2] << 24 | p[3] << 8 | rc;
    }

    private static long parse(String digits) {
        return digits.length() > 6 ? 999_999 : Long.parseLong(digits);
    }

    /** The release a version belongs to (5.7 for 5.7-rc2 and 5.7.4; 2.6.23 for 2.6.23.1), as a key; -1 if none. */
    static long release(String v) {
        long k = key(v);
        if (k < 0) {
            return -1;
        }
        // Before 3.0 the release was the third number (2.6.22, 2.6.23), and the fourth the stable update.
        boolean twoSix = k >>> 52 == 2 && (k >>> 40 & 4095) == 6;
        return twoSix ? k >>> 24 << 24 : k >>> 40 << 40;
    }

    private static long sortKey(String v) {
        long k = key(v);
        return k < 0 ? Long.MAX_VALUE : k;
    }

    /** True when the windows [lastGood, firstBad] of two sets of verdicts can hold the same change. */
    static boolean overlap(Collection<String> goodA, Collection<String> badA, Collection<String> goodB,
                           Collection<String> badB) {
        if (badA.isEmpty() || badB.isEmpty()) {
            return false;
        }
        long loA = lastGood(goodA, badA);
        long hiA = firstBad(badA, loA);
        long loB = lastGood(goodB, badB);
        long hiB = firstBad(badB, loB);
        if (goodA.isEmpty() && goodB.isEmpty()) {
            // Two open-ended windows ("broken in 5.6-rc6", "broken in 5.7.4") always overlap and so say nothing.
            // Nor does one release series (5.3-rc2 and 5.3-rc6, 5.4 and 5.4-rc2): with no good kernel on either
            // side, each names only the kernel its author ran, which any two reports of those weeks share
            // (session 28: on the linux-pci archive the series reading made three joins, all of different problems
            // that shared a common driver such as xhci_hcd or thunderbolt, and no right one).
            return false;
        }
        return Math.max(loA, loB) < Math.min(hiA, hiB);
    }

    /**
     * Whether two closed windows (each with a good and a bad kernel) share no kernel: the later one's last good
     * kernel is at or after the earlier one's first bad (session 38). An open window (no good or no bad kernel) is
     * never disjoint: it says too little. Nor is a window inside one stable series (good 6.1.20, bad 6.1.25): a
     * stable update carries backports of later releases' changes, so it may hold the same change as a later window.
     */
    static boolean disjoint(Collection<String> goodA, Collection<String> badA, Collection<String> goodB,
                            Collection<String> badB) {
        if (goodA.isEmpty() || badA.isEmpty() || goodB.isEmpty() || badB.isEmpty()) {
            return false;
        }
        long loA = lastGood(goodA, badA);
        long hiA = firstBad(badA, loA);
        long loB = lastGood(goodB, badB);
        long hiB = firstBad(badB, loB);
        if (loA < 0 || loB < 0 || hiA == Long.MAX_VALUE || hiB == Long.MAX_VALUE || stable(loA, hiA)
                || stable(loB, hiB)) {
            return false;
        }
        return Math.max(loA, loB) >= Math.min(hiA, hiB);
    }

    /**
     * A window's last good kernel: the newest good one, unless every bad kernel is older than it and a good one is
     * older than them all (session 51: a bisect's "with this commit reverted on 2.6.33.2 the output works again" read
     * 2.6.33.2 good beside its good 2.6.31 and its bad 2.6.32; a good kernel newer than all the bad ones is the bad
     * kernel with a revert or a fix, and the window the report tells ends at the newest good one before the first
     * bad). 0 when there is no good kernel, -1 when the newest good one is no numbered version.
     */
    static long lastGood(Collection<String> good, Collection<String> bad) {
        long newest = good.stream().mapToLong(KernelSort::key).max().orElse(0);
        if (good.size() < 2 || bad.isEmpty() || newest < 0) {
            return newest;
        }
        long oldestBad = bad.stream().mapToLong(KernelSort::sortKey).min().orElse(Long.MAX_VALUE);
        long newestBad = bad.stream().mapToLong(KernelSort::key).max().orElse(-1);
        if (newestBad < 0 || newestBad >= newest) {
            return newest;
        }
        long before = good.stream().mapToLong(KernelSort::key).filter(k -> k >= 0 && k < oldestBad).max().orElse(-1);
        return before >= 0 ? before : newest;
    }

    /**
     * A window's first bad kernel: the oldest bad one after its last good ({@code lastGood}), when there is such; else
     * the oldest bad one, as before. A bad kernel older than the last good one turns the window inside out (session
     * 48: a report's "5.1 Gbit/s, still far from 5.9" read 5.9 bad beside its good 5.9.16 and its bad 5.10.6, and its
     * window [5.9.16, 5.9] met no other); the bad kernels after the good one are the window the report tells.
     */
    static long firstBad(Collection<String> bad, long lastGood) {
        long all = Long.MAX_VALUE;
        long after = Long.MAX_VALUE;
        for (String b : bad) {
            long k = sortKey(b);
            all = Math.min(all, k);
            if (k > lastGood) {
                after = Math.min(after, k);
            }
        }
        return after != Long.MAX_VALUE ? after : all;
    }

    /** Both ends of a window in one release's stable series (the keys of 6.1.20 and 6.1.25). */
    private static boolean stable(long good, long bad) {
        return releaseOf(good) == releaseOf(bad);
    }

    private static long releaseOf(long k) {
        boolean twoSix = k >>> 52 == 2 && (k >>> 40 & 4095) == 6;
        return twoSix ? k >>> 24 << 24 : k >>> 40 << 40;
    }
}
