package dev.lkmltriage.extract;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * menuconfig prompt → Kconfig symbol, from {@code models/menuconfig.tsv}, indexed by the prompt's first word so a
 * line is matched in one pass. Prompts of three or more words match case-insensitively, shorter ones exactly.
 */
final class MenuconfigTable {
    static final MenuconfigTable EMPTY = new MenuconfigTable(List.of());

    record Prompt(String text, String symbol, boolean ignoreCase) {
    }

    private final Map<String, List<Prompt>> byFirstWord = new HashMap<>();
    /** One bit per {@link #hash} of a first word, so most words of a text are ruled out without a String. */
    private final long[] firstBits = new long[BITS / 64];
    private static final int BITS = 1 << 14;
    /**
     * One bit per first word's first three characters (fewer for a shorter word), ASCII only: a word of a text is
     * mostly ruled out by them before its whole lowercase hash is taken (see {@link #mayStartFirstWord}).
     */
    private final long[] prefixBits = new long[PREFIX_BITS / 64];
    private static final int PREFIX_BITS = 1 << 16;

    private MenuconfigTable(List<Prompt> prompts) {
        for (Prompt p : prompts) {
            int sp = p.text().indexOf(' ');
            String first = (sp < 0 ? p.text() : p.text().substring(0, sp)).toLowerCase(Locale.ROOT);
            byFirstWord.computeIfAbsent(first, k -> new ArrayList<>()).add(p);
        }
        // longest prompt first: "High Resolution Timer Support" before "High Resolution Timers"
        byFirstWord.values().forEach(l -> l.sort((a, b) -> Integer.compare(b.text().length(), a.text().length())));
        for (String first : byFirstWord.keySet()) {
            int h = hash(first, 0, first.length());
            firstBits[h >>> 6] |= 1L << h;
            int n = Math.min(3, first.length());
            boolean ascii = true;
            for (int i = 0; i < n; i++) {
                ascii &= first.charAt(i) < 128;
            }
            // a first word with a non-ASCII character among its first three is a key no word with three ASCII
            // characters there can lower to, so it needs no bit: such words are never ruled out by the prefix
            if (ascii) {
                int p = prefix(first.charAt(0), n > 1 ? first.charAt(1) : 0, n > 2 ? first.charAt(2) : 0);
                prefixBits[p >>> 6] |= 1L << p;
            }
        }
    }

    static MenuconfigTable load(ExtractSettings settings) {
        return ModelFiles.load(settings, "menuconfig.tsv", MenuconfigTable::read, EMPTY);
    }

    static MenuconfigTable read(Reader reader) throws IOException {
        BufferedReader r = new BufferedReader(reader);
        List<Prompt> prompts = new ArrayList<>();
        for (String line = r.readLine(); line != null; line = r.readLine()) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            int tab = line.indexOf('\t');
            if (tab <= 0) {
                continue;
            }
            String text = line.substring(0, tab).strip();
            String symbol = line.substring(tab + 1).strip();
            if (!text.isEmpty() && symbol.startsWith("CONFIG_")) {
                prompts.add(new Prompt(text, symbol, text.split(" ").length >= 3));
            }
        }
        return new MenuconfigTable(prompts);
    }

    /**
     * False when {@code s[from, to)}, lowercased, is surely no prompt's first word; true when it may be one (always,
     * for a word with non-ASCII letters, whose lowercase form this does not compute).
     */
    boolean mayBeFirstWord(CharSequence s, int from, int to) {
        int h = 0;
        for (int i = from; i < to; i++) {
            char c = s.charAt(i);
            if (c >= 128) {
                return true;
            }
            h = 31 * h + (c >= 'A' && c <= 'Z' ? c + ('a' - 'A') : c);
        }
        h = mix(h);
        return (firstBits[h >>> 6] & 1L << h) != 0;
    }

    /** {@link #mayBeFirstWord} for an ASCII word whose lowercase hash (31·h + c) the caller took as it read it. */
    boolean mayBeFirstWordHashed(int lowercaseHash) {
        int h = mix(lowercaseHash);
        return (firstBits[h >>> 6] & 1L << h) != 0;
    }

    /**
     * False when the word of {@code chars} that starts at {@code w} (a letter or digit) and runs to the next blank,
     * tab or {@code end}, lowercased as {@code toLowerCase(Locale.ROOT)} does, is surely no prompt's first word: its
     * first three characters (fewer for a shorter word) are ASCII and begin no first word of that length class. True
     * otherwise, and always when one of them is not ASCII. Reads at most three characters, so the caller can step
     * over most words without hashing them: the lowercase form of an ASCII character is ASCII and keeps its place.
     */
    boolean mayStartFirstWord(char[] chars, int w, int end) {
        char c0 = chars[w];
        char c1 = w + 1 < end ? chars[w + 1] : ' ';
        if (c1 == ' ' || c1 == '\t') {
            return c0 >= 128 || bit(prefix(lower(c0), 0, 0));
        }
        char c2 = w + 2 < end ? chars[w + 2] : ' ';
        if (c2 == ' ' || c2 == '\t') {
            return (c0 | c1) >= 128 || bit(prefix(lower(c0), lower(c1), 0));
        }
        return (c0 | c1 | c2) >= 128 || bit(prefix(lower(c0), lower(c1), lower(c2)));
    }

    private boolean bit(int p) {
        return (prefixBits[p >>> 6] & 1L << p) != 0;
    }

    private static char lower(char c) {
        return c >= 'A' && c <= 'Z' ? (char) (c + ('a' - 'A')) : c;
    }

    /** Three ASCII characters (0 for none) in {@link #PREFIX_BITS} bits; a collision only lets a word through. */
    private static int prefix(int c0, int c1, int c2) {
        int h = (c0 * 131 + c1) * 131 + c2;
        return (h ^ h >>> 15) & (PREFIX_BITS - 1);
    }

    private static int hash(String s, int from, int to) {
        int h = 0;
        for (int i = from; i < to; i++) {
            h = 31 * h + s.charAt(i);
        }
        return mix(h);
    }

    private static int mix(int h) {
        return (h ^ h >>> 16) & (BITS - 1);
    }

    /** The prompt that starts at {@code at} (a word start) and ends at a word boundary, or null. */
    Prompt at(CharSequence s, int at, int end, String firstWordLower) {
        List<Prompt> candidates = byFirstWord.get(firstWordLower);
        if (candidates == null) {
            return null;
        }
        for (Prompt p : candidates) {
            int n = p.text().length();
            if (at + n <= end && regionMatches(s, at, p.text(), p.ignoreCase())
                    && (at + n == end || !Character.isLetterOrDigit(s.charAt(at + n)))) {
                return p;
            }
        }
        return null;
    }

    private static boolean regionMatches(CharSequence s, int at, String p, boolean ignoreCase) {
        for (int i = 0; i < p.length(); i++) {
            char a = s.charAt(at + i);
            char b = p.charAt(i);
            if (a != b && !(ignoreCase && Character.toLowerCase(a) == Character.toLowerCase(b))) {
                return false;
            }
        }
        return true;
    }
}
