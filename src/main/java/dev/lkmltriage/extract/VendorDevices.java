package dev.lkmltriage.extract;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * One vendor's devices from pci.ids, tokenised once, with an index from each token (and each model number's core,
 * {@code 8169} of {@code rtl8169}) to the devices that have it. {@link NameMatcher} scores only the devices that
 * share a token with the text: every other device scores 0 and cannot change the result, and a vendor such as Intel
 * lists thousands of them. Immutable after construction; thread-safe.
 */
final class VendorDevices {
    final int[] device;
    final String[][] tokens;
    /** Per token, {@link NameTokens#core} when it is a model core of 3+ characters (what sameModel compares), else null. */
    final String[][] cores;
    final double[] weight;
    private final Map<String, int[]> byToken = new HashMap<>();
    private final Map<String, int[]> byCore = new HashMap<>();

    VendorDevices(IdTable table, int vendor, int maxTokens) {
        List<Integer> ids = table.devicesOf(vendor);
        int n = ids.size();
        device = new int[n];
        tokens = new String[n][];
        cores = new String[n][];
        weight = new double[n];
        Map<String, List<Integer>> tok = new HashMap<>();
        Map<String, List<Integer>> cor = new HashMap<>();
        for (int i = 0; i < n; i++) {
            int d = ids.get(i);
            List<String> t = NameTokens.tokens(table.device(vendor, d), maxTokens);
            device[i] = d;
            tokens[i] = t.toArray(new String[0]);
            cores[i] = new String[t.size()];
            double w = 0;
            for (int j = 0; j < t.size(); j++) {
                String s = t.get(j);
                w += NameTokens.weight(s);
                cores[i][j] = modelCore(s);
                add(tok, s, i);
                if (cores[i][j] != null) {
                    add(cor, cores[i][j], i);
                }
            }
            weight[i] = w;
        }
        tok.forEach((k, v) -> byToken.put(k, toArray(v)));
        cor.forEach((k, v) -> byCore.put(k, toArray(v)));
    }

    /**
     * The core {@link NameTokens#sameModel} compares for a token: its digits-first remainder when that is 3+
     * characters and starts with a digit, else null (such a token matches a model only by being equal to it).
     */
    static String modelCore(String token) {
        String c = NameTokens.core(token);
        return c.length() >= 3 && Character.isDigit(c.charAt(0)) ? c : null;
    }

    int size() {
        return device.length;
    }

    /**
     * Marks in {@code seen} (one bit per device, sized by {@link #size}) every device that has one of the text's
     * tokens, or a model token whose core is one of the text's model cores. A device not marked shares nothing with
     * the text.
     */
    void markSharing(String[] text, String[] textCores, long[] seen) {
        for (int i = 0; i < text.length; i++) {
            mark(byToken.get(text[i]), seen);
            if (textCores[i] != null) {
                mark(byCore.get(textCores[i]), seen);
            }
        }
    }

    private static void mark(int[] devices, long[] seen) {
        if (devices != null) {
            for (int d : devices) {
                seen[d >>> 6] |= 1L << d;
            }
        }
    }

    private static void add(Map<String, List<Integer>> m, String key, int i) {
        List<Integer> l = m.computeIfAbsent(key, k -> new ArrayList<>(2));
        if (l.isEmpty() || l.get(l.size() - 1) != i) {
            l.add(i);
        }
    }

    private static int[] toArray(List<Integer> l) {
        int[] a = new int[l.size()];
        for (int i = 0; i < a.length; i++) {
            a[i] = l.get(i);
        }
        return a;
    }
}
