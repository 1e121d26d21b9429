package dev.lkmltriage.triage.pair;

import dev.lkmltriage.triage.Scoring;
import java.util.Collection;
import java.util.HashSet;
import java.util.Set;

/**
 * Generic features of a candidate pair (earlier {@code a}, later {@code b}), none written for a shape of report:
 * shared keys per type weighted by rarity, who sent and who is credited, time apart, the two kinds, how alike the
 * titles and the own prose are, one thread, one blamed commit, one linking the other, and (optionally) whether the
 * current clusterer already put the two together.
 */
public final class PairFeatures {
    public static final String[] NAMES = names();
    /** Without the last feature ("already together"). */
    public static final int GENERIC = NAMES.length - 1;

    private PairFeatures() {
    }

    private static String[] names() {
        String[] n = new String[PairMessage.TYPES.length + 15];
        for (int i = 0; i < PairMessage.TYPES.length; i++) {
            n[i] = "idf." + PairMessage.TYPES[i];
        }
        String[] rest = {"key-types", "same-author", "credited", "log-days", "both-patch", "one-patch",
            "both-report", "a-reply", "title-jaccard", "same-title", "same-thread", "text-sim", "shared-culprit",
            "links-other", "already-together"};
        System.arraycopy(rest, 0, n, PairMessage.TYPES.length, rest.length);
        return n;
    }

    /** The features of {@code (a, b)}; {@code idfB} is the rarity of each of b's keys when b arrived. */
    public static double[] of(PairMessage a, PairMessage b, float[] idfB, boolean together) {
        double[] f = new double[NAMES.length];
        int k = 0;
        Set<Integer> types = new HashSet<>();
        for (String key : b.keys()) {
            float w = idfB[k++];
            if (a.keys().contains(key)) {
                int t = PairMessage.type(key);
                f[t] = Math.min(30, f[t] + w);
                types.add(t);
            }
        }
        int i = PairMessage.TYPES.length;
        f[i++] = types.size();
        f[i++] = bit(!a.author().isEmpty() && a.author().equals(b.author()));
        f[i++] = bit(b.credited().contains(a.author()) || a.credited().contains(b.author()));
        f[i++] = a.epochSeconds() == Long.MIN_VALUE || b.epochSeconds() == Long.MIN_VALUE ? Math.log1p(30)
                : Math.log1p(Math.abs(b.epochSeconds() - a.epochSeconds()) / 86_400.0);
        boolean pa = "patch".equals(a.kind());
        boolean pb = "patch".equals(b.kind());
        f[i++] = bit(pa && pb);
        f[i++] = bit(pa != pb);
        f[i++] = bit("report".equals(a.kind()) && "report".equals(b.kind()));
        f[i++] = bit("reply".equals(a.kind()) || "reply".equals(b.kind()));
        f[i++] = Scoring.jaccard(a.titleWords(), b.titleWords());
        f[i++] = bit(!a.title().isEmpty() && a.title().equals(b.title()));
        f[i++] = bit(a.threadId().equals(b.threadId()));
        f[i++] = PairMessage.similarity(a.shingles(), b.shingles());
        f[i++] = bit(meets(a.culprits(), b.commits()) || meets(b.culprits(), a.commits()));
        f[i++] = bit(b.links().contains(a.id()) || b.links().contains(a.threadId()) || a.links().contains(b.id()));
        f[i] = bit(together);
        return f;
    }

    private static double bit(boolean b) {
        return b ? 1 : 0;
    }

    private static boolean meets(Collection<String> x, Set<String> y) {
        for (String s : x) {
            if (y.contains(s)) {
                return true;
            }
        }
        return false;
    }
}
