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
