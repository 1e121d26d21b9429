package dev.lkmltriage.extract;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * The good end of a regression's window. A good kernel newer than every bad one ("broken in 5.3-rc4 and 5.4, works
 * again with 5.5-rc2") is where the regression was fixed, not a kernel before it: it stays a good kernel fact but
 * leaves the window. A good kernel older than (or equal to) some bad one stays, and so does every good kernel when no
 * bad kernel is known or a version cannot be ordered.
 */
final class RegressionWindow {
    private RegressionWindow() {
    }

    /** The good kernels, in their order, without those newer than every bad kernel. */
    static List<String> goodBefore(Collection<String> good, Collection<String> bad) {
        List<KernelVersion> badVersions = new ArrayList<>(bad.size());
        for (String b : bad) {
            KernelVersion v = KernelVersion.tryParse(b).orElse(null);
            if (v == null) {
                return List.copyOf(good); // an unordered bad kernel: nothing can be said to come after it
            }
            badVersions.add(v);
        }
        if (badVersions.isEmpty()) {
            return List.copyOf(good);
        }
        List<String> out = new ArrayList<>(good.size());
        for (String g : good) {
            KernelVersion gv = KernelVersion.tryParse(g).orElse(null);
            if (gv == null || !newerThanAll(gv, badVersions)) {
                out.add(g);
            }
        }
        return List.copyOf(out);
    }

    private static boolean newerThanAll(KernelVersion g, List<KernelVersion> bad) {
        for (KernelVersion b : bad) {
            if (g.compareTo(b) <= 0) {
                return false;
            }
        }
        return true;
    }
}
