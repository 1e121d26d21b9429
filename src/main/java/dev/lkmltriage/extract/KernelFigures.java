package dev.lkmltriage.extract;

import dev.lkmltriage.extract.KernelCandidates.Candidate;
import java.util.List;
import java.util.Locale;

/**
 * Verdicts from a rate given for each of two kernels in one paragraph, when no word judges them: "2.6.23-rc7 sends at
 * about 30MB/s to my backup server, 2.6.22.9 on the same machine does about 80MB/s". When the newer kernel's rate is
 * clearly lower (under 80% of the older one's), the older is good and the newer bad; a rise says nothing (it may be a
 * fix or an unrelated change). Only a rate right after the version in its own sentence counts, and only per-second
 * units (Mbit/s, MB/s, Gbps), so volumes, link speeds in output lines and headings above pasted output are not read.
 * When words already judged one side the same way (the newer bad, or the older good), the pair gives the other side
 * its verdict; a pair that contradicts a verdict changes nothing.
 * Sets only verdicts still {@link KernelVerdicts#NONE}; bounded work per version; never throws on any text.
 */
final class KernelFigures {
    private static final int REACH = 160;
    private static final int PARAGRAPH = 400;
    private static final double CLEAR_DROP = 0.8;

    private KernelFigures() {
    }

    static void judge(VersionsText t, List<Candidate> cs, int n, int[] out) {
        double[] rate = new double[n];
        for (int k = 0; k < n; k++) {
            int limit = k + 1 < cs.size() ? cs.get(k + 1).start() : t.text.length();
            rate[k] = rateAfter(t.text, cs.get(k).end(), Math.min(limit, cs.get(k).end() + REACH));
        }
        int prev = -1;
        for (int k = 0; k < n; k++) {
            if (rate[k] <= 0) {
                continue;
            }
            if (prev >= 0 && cs.get(k).start() - cs.get(prev).end() < PARAGRAPH
                    && !t.text.substring(cs.get(prev).end(), cs.get(k).start()).contains("\n\n")) {
                pair(cs, prev, k, rate, out);
            }
            prev = k;
        }
    }

    private static void pair(List<Candidate> cs, int a, int b, double[] rate, int[] out) {
        int cmp = cs.get(a).version().compareTo(cs.get(b).version());
        if (cmp == 0) {
            return;
        }
        int older = cmp < 0 ? a : b;
        int newer = cmp < 0 ? b : a;
        if (!(rate[newer] < CLEAR_DROP * rate[older])) {
            return;
        }
        boolean olderOpen = out[older] == KernelVerdicts.NONE || out[older] == KernelVerdicts.WEAK_GOOD;
        if (olderOpen && out[newer] == KernelVerdicts.NONE) {
            out[older] = KernelVerdicts.GOOD;
            out[newer] = KernelVerdicts.BAD;
        } else if (olderOpen && out[newer] == KernelVerdicts.BAD) {
            // "after the move to 5.14 it only sends at 379 Mbit/s ... with 5.10 sending reaches 936 Mbit/s": the
            // pair agrees with the newer kernel's own verdict and gives the older its side (session 11)
            out[older] = KernelVerdicts.GOOD;
        } else if (out[older] == KernelVerdicts.GOOD && out[newer] == KernelVerdicts.NONE) {
            out[newer] = KernelVerdicts.BAD;
        }
    }

    /** The first per-second rate in bits/s between {@code from} and the sentence end before {@code to}, else -1. */
    static double rateAfter(String text, int from, int to) {
        int k = from;
        while (k < to) {
            char ch = text.charAt(k);
            if (ch == '\n' && (k + 1 >= text.length() || text.charAt(k + 1) == '\n' || k > from
                    && text.charAt(k - 1) == ':')) {
                return -1;
            }
            if ((ch == '.' || ch == ';') && (k + 1 >= text.length() || Character.isWhitespace(text.charAt(k + 1)))) {
                return -1;
            }
            if (Character.isDigit(ch) && (k == 0 || !(Character.isLetterOrDigit(text.charAt(k - 1))
                    || text.charAt(k - 1) == '.' || text.charAt(k - 1) == '-'))) {
                int s = k;
                while (k < to && (Character.isDigit(text.charAt(k)) || text.charAt(k) == '.')) {
                    k++;
                }
                double r = rate(text, s, k, to);
                if (r > 0) {
                    return r;
                }
                continue;
            }
            k++;
        }
        return -1;
    }

    private static double rate(String text, int s, int e, int to) {
        String num = text.substring(s, e);
        if (num.indexOf('.') != num.lastIndexOf('.') || num.endsWith(".") || num.length() > 12) {
            return -1;
        }
        int u = e;
        if (u < to && text.charAt(u) == ' ') {
            u++;
        }
        int ue = u;
        while (ue < to && Character.isLetter(text.charAt(ue)) && ue - u < 8) {
            ue++;
        }
        String unit = text.substring(u, ue).toLowerCase(Locale.ROOT);
        boolean perSecond = text.startsWith("/s", ue) || unit.endsWith("ps");
        if (!perSecond || unit.length() < 2) {
            return -1;
        }
        double scale = switch (unit.charAt(0)) {
            case 'k' -> 1e3;
            case 'm' -> 1e6;
            case 'g' -> 1e9;
            default -> -1;
        };
        String rest = unit.substring(unit.startsWith("i", 1) ? 2 : 1);
        if (rest.endsWith("ps")) {
            rest = rest.substring(0, rest.length() - 2);
        }
        boolean bytes = rest.equals("b") && Character.isUpperCase(text.charAt(u + (unit.startsWith("i", 1) ? 2 : 1)))
                || rest.startsWith("byte");
        boolean bits = rest.startsWith("bit") || rest.equals("b") && !bytes;
        if (scale < 0 || !(bytes || bits)) {
            return -1;
        }
        try {
            return Double.parseDouble(num) * scale * (bytes ? 8 : 1);
        } catch (NumberFormatException ex) {
            return -1;
        }
    }
}
