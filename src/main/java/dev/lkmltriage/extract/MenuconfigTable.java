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

    private MenuconfigTable(List<Prompt> prompts) {
        for (Prompt p : prompts) {
            int sp = p.text().indexOf(' ');
            String first = (sp < 0 ? p.text() : p.text().substring(0, sp)).toLowerCase(Locale.ROOT);
            byFirstWord.computeIfAbsent(first, k -> new ArrayList<>()).add(p);
        }
        // longest prompt first: "High Resolution Timer Support" before "High Resolution Timers"
        byFirstWord.values().forEach(l -> l.sort((a, b) -> Integer.compare(b.text().length(), a.text().length())));
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
