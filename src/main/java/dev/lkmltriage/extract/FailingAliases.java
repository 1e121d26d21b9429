package dev.lkmltriage.extract;

import java.util.Set;

/**
 * A driver's short name said to fail: "xhci fails on resume", "MSI interrupt for xhci still lost", "xhci doesn't
 * handle swiotlb", "watch xhci lose interrupts". A hand-written alias of {@code models/drivers.tsv} (lowercase as the
 * table spells it: "xHCI" and "XHCI" are the controller class, no driver) names its driver only in a slot; here the
 * words right after it say that it, or its interrupts or device, fails, which makes it the thing at issue. Not after
 * "if", "unless" or "whether" (a hypothetical), not with "doesn't need" or "doesn't support" (a reviewer sparing a
 * driver a change), never a generated module's name (those are read by {@link DriverExtractor}'s own slots).
 * Linear: each word is looked at once, and at most five words after a known alias.
 */
final class FailingAliases {
    /** One word that may stand between the alias and the failure: what of the driver fails. */
    private static final Set<String> PARTS = Set.of("driver", "interrupt", "interrupts", "irq", "irqs", "device",
            "devices", "controller", "controllers", "port", "ports", "module");
    /** Adverbs that may stand before the failure word. */
    private static final Set<String> ADVERBS = Set.of("still", "just", "also", "then", "sometimes", "randomly",
            "now", "always");
    private static final Set<String> FAILS = Set.of("fails", "failed", "failing", "stops", "stopped", "lost",
            "loses", "lose", "dies", "died", "hangs", "hung", "crashes", "crashed", "breaks", "broke", "oopses");
    /** After "doesn't" / "does not" / "did not" / "didn't": the verbs that say it fails rather than is spared. */
    private static final Set<String> NOT_DOING = Set.of("handle", "work", "resume", "probe", "bind", "load",
            "suspend", "recover", "respond", "start", "initialize", "initialise", "come", "wake");
    private static final Set<String> HYPOTHETICAL = Set.of("if", "unless", "whether");

    private final java.util.Map<String, String> aliases;
    /**
     * Bits of the aliases' string hashes, mixed: most words are ruled out without a substring. Its low 12 bits alone
     * (the table until session 38) let "that", "mask" and "works" through, 3.6 % of the synthetic corpus's words.
     */
    private final long[] bits = new long[BITS / 64];
    private static final int BITS = 1 << 16;

    FailingAliases(DriverTable table) {
        this.aliases = table.handAliases();
        for (String a : aliases.keySet()) {
            int h = slot(a.hashCode());
            bits[h >>> 6] |= 1L << h;
        }
    }

    /** A word's bit in {@link #bits}, from its {@code String} hash. */
    private static int slot(int hash) {
        return (hash * 0x9E3779B9) >>> (32 - 16);
    }

    /** Adds to {@code out} the driver of each alias in {@code [from, to)} of {@code text} that the words say fails. */
    void scan(String text, int from, int to, Set<String> out) {
        if (aliases.isEmpty()) {
            return;
        }
        int i = from;
        int prevStart = -1;
        int prevEnd = -1;
        while (i < to) {
            char ch = text.charAt(i);
            if (!letter(ch)) {
                i++;
                continue;
            }
            int start = i;
            int hash = 0;
            for (char x; i < to && wordChar(x = text.charAt(i)); i++) {
                hash = 31 * hash + x;
            }
            int end = i;
            char before = start > from ? text.charAt(start - 1) : ' ';
            boolean plain = start == from || before == ' ' || before == '\t' || before == '(';
            int h = slot(hash);
            if (plain && ch >= 'a' && ch <= 'z' && end - start >= 3 && end - start <= 20
                    && (bits[h >>> 6] & (1L << h)) != 0 && !(end < to && text.charAt(end) == '.' && end + 1 < to
                    && wordChar(text.charAt(end + 1)))
                    && !(prevStart >= 0 && HYPOTHETICAL.contains(
                    text.substring(prevStart, prevEnd).toLowerCase(java.util.Locale.ROOT)))) {
                String driver = aliases.get(text.substring(start, end));
                if (driver != null && fails(text, end, to)) {
                    out.add(driver);
                }
            }
            prevStart = start;
            prevEnd = end;
        }
    }

    /**
     * What {@link #scan} adds for one word, for a walk that has found the word and its hash already ({@link
     * DriverExtractor}'s words, session 29): {@code [start, end)} is a maximal run of word characters of the line
     * {@code [from, to)} that starts with a lowercase letter, {@code hash} its {@code String} hash. Null where scan adds
     * nothing for that word. The other words scan reads never name a driver: one after a letter, digit, '_' or '-' is
     * not plain, one from a capital or a digit not lowercase. Scan's previous word, read only for a known alias, is
     * found backwards ({@link #hypotheticalBefore}).
     */
    String at(String text, int from, int start, int end, int to, int hash) {
        int h = slot(hash);
        if ((bits[h >>> 6] & (1L << h)) == 0 || end - start < 3 || end - start > 20) {
            return null;
        }
        if (start > from) {
            char before = text.charAt(start - 1);
            if (before != ' ' && before != '\t' && before != '(') {
                return null;
            }
        }
        if (end < to && text.charAt(end) == '.' && end + 1 < to && wordChar(text.charAt(end + 1))) {
            return null;
        }
        String driver = aliases.get(text.substring(start, end));
        return driver == null || hypotheticalBefore(text, from, start) || !fails(text, end, to) ? null : driver;
    }

    /**
     * Whether {@link #scan}'s previous word before {@code start} is "if", "unless" or "whether": scan's words are the
     * runs of word characters from their first letter on, so it is the tail of the last run before {@code start} that
     * holds a letter. Linear over a line: each backward read stops at the run of the alias before it.
     */
    private static boolean hypotheticalBefore(String text, int from, int start) {
        int k = start;
        while (k > from) {
            int e = k;
            while (e > from && !wordChar(text.charAt(e - 1))) {
                e--;
            }
            int s = e;
            while (s > from && wordChar(text.charAt(s - 1))) {
                s--;
            }
            int p = s;
            while (p < e && !letter(text.charAt(p))) {
                p++;
            }
            if (p < e) {
                return HYPOTHETICAL.contains(text.substring(p, e).toLowerCase(java.util.Locale.ROOT));
            }
            k = s;
        }
        return false;
    }

    /** The words from {@code at}: an optional part, optional adverbs, then a failure. */
    static boolean fails(String text, int at, int to) {
        int[] w = next(text, at, to);
        if (w == null) {
            return false;
        }
        if (PARTS.contains(word(text, w))) {
            w = next(text, w[1], to);
        }
        for (int n = 0; w != null && n < 2 && ADVERBS.contains(word(text, w)); n++) {
            w = next(text, w[1], to);
        }
        if (w == null) {
            return false;
        }
        String v = word(text, w);
        if (FAILS.contains(v)) {
            return true;
        }
        if (v.equals("is") || v.equals("was")) {
            int[] x = next(text, w[1], to);
            return x != null && word(text, x).equals("broken");
        }
        boolean not = v.equals("doesn't") || v.equals("didn't");
        int[] x = next(text, w[1], to);
        if (!not && (v.equals("does") || v.equals("did")) && x != null && word(text, x).equals("not")) {
            not = true;
            x = next(text, x[1], to);
        }
        return not && x != null && NOT_DOING.contains(word(text, x));
    }

    /** The next word after blanks from {@code at} on the same line ({start, end}), or null. */
    private static int[] next(String text, int at, int to) {
        int i = at;
        while (i < to && (text.charAt(i) == ' ' || text.charAt(i) == '\t')) {
            i++;
        }
        if (i == at || i >= to || !letter(text.charAt(i))) {
            return null;
        }
        int s = i;
        while (i < to && (wordChar(text.charAt(i)) || text.charAt(i) == '\'')) {
            i++;
        }
        return new int[] {s, i};
    }

    private static String word(String text, int[] w) {
        return text.substring(w[0], w[1]).toLowerCase(java.util.Locale.ROOT);
    }

    private static boolean letter(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    }

    private static boolean wordChar(char c) {
        return letter(c) || (c >= '0' && c <= '9') || c == '_' || c == '-';
    }
}
