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
    /**
     * Each device's tokens as numbers, one per distinct token of this vendor's names ({@link #tokenId}): a match
     * compares ints, not strings, and a text word no device has gets -1, which equals none of them.
     */
    final int[][] tokens;
    /**
     * Per token, the number of its {@link NameTokens#core} when that is a model core of 3+ characters (what
     * sameModel compares), else -1; numbered apart from the tokens ({@link #coreId}).
     */
    final int[][] cores;
    final double[] weight;
    /**
     * By token number, whether the token is one of this vendor's family words ({@link #familyWords}): a product line or
     * codename such as "cannon", "lake", "elkhart" that opens the names it stands in.
     */
    private final boolean[] family;
    private final Map<String, Integer> tokenIds = new HashMap<>();
    private final Map<String, Integer> coreIds = new HashMap<>();
    /** By token (core) number, the devices that have it, ascending. */
    private final int[][] byToken;
    private final int[][] byCore;

    VendorDevices(IdTable table, int vendor, int maxTokens) {
        List<Integer> ids = table.devicesOf(vendor);
        int n = ids.size();
        device = new int[n];
        tokens = new int[n][];
        cores = new int[n][];
        weight = new double[n];
        List<List<Integer>> tok = new ArrayList<>();
        List<List<Integer>> cor = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            int d = ids.get(i);
            List<String> t = NameTokens.tokens(table.device(vendor, d), maxTokens);
            device[i] = d;
            tokens[i] = new int[t.size()];
            cores[i] = new int[t.size()];
            double w = 0;
            for (int j = 0; j < t.size(); j++) {
                String s = t.get(j);
                w += NameTokens.weight(s);
                tokens[i][j] = number(tokenIds, tok, s);
                add(tok, tokens[i][j], i);
                String core = modelCore(s);
                cores[i][j] = core == null ? -1 : number(coreIds, cor, core);
                if (core != null) {
                    add(cor, cores[i][j], i);
                }
            }
            weight[i] = w;
        }
        byToken = toArrays(tok);
        byCore = toArrays(cor);
        family = familyWords(tokens, tok.size());
        // the vendor's own words ("[AMD/ATI]" after the name the vendor was matched by) are no device's family
        for (String w : NameTokens.tokens(String.valueOf(table.vendor(vendor)), maxTokens)) {
            Integer t = tokenIds.get(w);
            if (t != null) {
                family[t] = false;
            }
        }
    }

    /** A family word stands among a name's first {@value #FAMILY_LEAD} words in this share of its uses at least. */
    private static final double FAMILY_SHARE = 0.9;
    private static final int FAMILY_LEAD = 2;
    /** ... and in this many of the vendor's names at least: one name's opening words are no product line. */
    private static final int FAMILY_NAMES = 2;

    /**
     * Session 53 (hw63): which tokens are family words, decided from the vendor's own names: in
     * {@value #FAMILY_NAMES}+ names, and among a name's first {@value #FAMILY_LEAD} words in {@value #FAMILY_SHARE}
     * of its uses. pci.ids opens a name with its product line ("Cannon Lake PCH ...", "Elkhart Lake PCH ...",
     * "Sunrise Point-LP ...") and puts the generic words after it ("PCI Express Root Port", "Controller", "SMBus"):
     * Intel's "cannon" and "lake" open 100% and 95% of their names, "root" and "port" none, "controller" 5%,
     * "ethernet" and "xeon" about half.
     */
    private static boolean[] familyWords(int[][] names, int distinct) {
        int[] uses = new int[distinct];
        int[] leading = new int[distinct];
        int[] inNames = new int[distinct];
        for (int[] name : names) {
            for (int j = 0; j < name.length; j++) {
                uses[name[j]]++;
                if (j < FAMILY_LEAD) {
                    leading[name[j]]++;
                }
                if (indexOf(name, name[j]) == j) {
                    inNames[name[j]]++;
                }
            }
        }
        boolean[] out = new boolean[distinct];
        for (int t = 0; t < distinct; t++) {
            out[t] = inNames[t] >= FAMILY_NAMES && leading[t] >= FAMILY_SHARE * uses[t];
        }
        return out;
    }

    private static int indexOf(int[] a, int v) {
        for (int i = 0; i < a.length; i++) {
            if (a[i] == v) {
                return i;
            }
        }
        return -1;
    }

    /** Whether the token numbered {@code token} (-1: none of this vendor's) is a family word of this vendor. */
    boolean familyWord(int token) {
        return token >= 0 && family[token];
    }

    /** The number of a token some device of this vendor has, or -1. */
    int tokenId(String token) {
        return tokenIds.getOrDefault(token, -1);
    }

    /** The number of a model core some device of this vendor has, or -1 (also for null). */
    int coreId(String core) {
        return core == null ? -1 : coreIds.getOrDefault(core, -1);
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
    void markSharing(int[] text, int[] textCores, long[] seen) {
        for (int i = 0; i < text.length; i++) {
            if (text[i] >= 0) {
                mark(byToken[text[i]], seen);
            }
            if (textCores[i] >= 0) {
                mark(byCore[textCores[i]], seen);
            }
        }
    }

    private static void mark(int[] devices, long[] seen) {
        for (int d : devices) {
            seen[d >>> 6] |= 1L << d;
        }
    }

    private static int number(Map<String, Integer> ids, List<List<Integer>> lists, String key) {
        Integer id = ids.get(key);
        if (id == null) {
            id = ids.size();
            ids.put(key, id);
            lists.add(new ArrayList<>(2));
        }
        return id;
    }

    private static void add(List<List<Integer>> lists, int key, int i) {
        List<Integer> l = lists.get(key);
        if (l.isEmpty() || l.get(l.size() - 1) != i) {
            l.add(i);
        }
    }

    private static int[][] toArrays(List<List<Integer>> lists) {
        int[][] out = new int[lists.size()][];
        for (int k = 0; k < out.length; k++) {
            List<Integer> l = lists.get(k);
            out[k] = new int[l.size()];
            for (int i = 0; i < out[k].length; i++) {
                out[k][i] = l.get(i);
            }
        }
        return out;
    }
}
