package dev.lkmltriage.extract;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A title that describes a driver in words its module's name abbreviates: "platform/x86: Intel PMT class driver"
 * ({@code intel_pmt_class}), "perf: Add driver for HiSilicon PCIe PMU" ({@code hisi_pcie_pmu}), "mfd: Intel
 * Platform Monitoring Technology support" ({@code intel_pmt}): the module's name is its words' short forms joined
 * by '-' or '_', each part the whole word, the word's start (three letters at least, the rest letters only:
 * "SMMUv3" is no "smmu"), or the initials of as many capitalised words as it has letters ("PMT"). Replies inherit
 * the title, so a review of a new driver whose file the reply does not show names it (conventions 129, 140, 147),
 * where no prompt table of the archive's years knows the module. Read only in a summary that calls the phrase a
 * driver or support: right before "driver" or "support", or right after "driver for" / "support for"; only
 * modules of two parts or more. Session 51 (drivers59). Linear in the summary (bounded parts per name), never
 * throws.
 */
final class SpeltTitles {
    /** Summaries are one line; a longer one is no title. */
    static final int MAX_SUMMARY = 400;
    private static final int MAX_WORDS = 60;
    private static final int MAX_WORD = 30;
    private static final int MAX_FOUND = 3;

    private final DriverTable table;
    /** Names of two parts or more by their first part. */
    private final Map<String, List<String[]>> byFirst = new HashMap<>();

    SpeltTitles(DriverTable table) {
        this.table = table;
        for (String name : table.names()) {
            String[] parts = name.toLowerCase(Locale.ROOT).split("[-_]");
            if (parts.length < 2 || parts.length > 5) {
                continue;
            }
            boolean ok = true;
            for (String p : parts) {
                ok &= p.length() >= 2 && p.length() <= MAX_WORD;
            }
            if (ok) {
                String[] entry = new String[parts.length + 1];
                entry[0] = name;
                System.arraycopy(parts, 0, entry, 1, parts.length);
                byFirst.computeIfAbsent(parts[0], k -> new ArrayList<>(2)).add(entry);
            }
        }
    }

    /** The modules the summary spells so, in the table's spelling (a hand row's before a generated twin's). */
    List<String> scan(String summary) {
        if (summary == null || summary.length() > MAX_SUMMARY) {
            return new ArrayList<>(1);
        }
        List<String> words = words(summary);
        for (String w : words) {
            if (kind(w)) {
                return names(words);
            }
        }
        // Session 52 (speed52): a name counts only where called() finds "driver" or "support" among these words;
        // without either, names()' prefix look-ups (2.6 % of the extraction, every message's subject) find none
        return new ArrayList<>(1);
    }

    /** The summary's words, runs of ASCII letters and digits: {@value #MAX_WORDS} at most, each {@value #MAX_WORD}. */
    static List<String> words(String summary) {
        List<String> words = new ArrayList<>(12);
        int n = summary.length();
        for (int i = 0; i < n && words.size() < MAX_WORDS; ) {
            if (!Character.isLetterOrDigit(summary.charAt(i)) || summary.charAt(i) >= 128) {
                i++;
                continue;
            }
            int s = i;
            while (i < n && summary.charAt(i) < 128 && Character.isLetterOrDigit(summary.charAt(i))) {
                i++;
            }
            words.add(summary.substring(s, Math.min(i, s + MAX_WORD)));
        }
        return words;
    }

    /** The modules these words spell where called() finds them called a driver or support (what scan was). */
    List<String> names(List<String> words) {
        List<String> found = new ArrayList<>(1);
        for (int a = 0; a < words.size() && found.size() < MAX_FOUND; a++) {
            String w = words.get(a).toLowerCase(Locale.ROOT);
            for (int len = 2; len <= w.length(); len++) {
                List<String[]> cands = byFirst.get(w.substring(0, len));
                if (cands == null) {
                    continue;
                }
                for (String[] c : cands) {
                    int end = match(c, words, a);
                    if (end > a + 1 && called(words, a, end)) {
                        String name = spelling(c[0]);
                        if (name != null && !found.contains(name)) {
                            found.add(name);
                        }
                    }
                }
            }
        }
        return found;
    }

    /** The word index after the phrase whose words the name's parts abbreviate from {@code a}, or -1. */
    static int match(String[] name, List<String> words, int a) {
        int j = a;
        for (int k = 1; k < name.length; k++) {
            String p = name[k];
            if (j >= words.size()) {
                return -1;
            }
            String w = words.get(j);
            if (startsPart(w, p)) {
                j++;
            } else if (initials(words, j, p)) {
                j += p.length();
            } else {
                return -1;
            }
        }
        return j;
    }

    /** The word is the part, or starts with it (three letters at least) and goes on in letters only. */
    private static boolean startsPart(String word, String part) {
        if (!word.regionMatches(true, 0, part, 0, part.length())) {
            return false;
        }
        if (word.length() == part.length()) {
            return true;
        }
        if (part.length() < 3) {
            return false;
        }
        for (int i = part.length(); i < word.length(); i++) {
            if (!Character.isLetter(word.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    /** The part's letters are the initials of as many capitalised words of two letters or more from j. */
    private static boolean initials(List<String> words, int j, String part) {
        if (part.length() < 2 || j + part.length() > words.size()) {
            return false;
        }
        for (int k = 0; k < part.length(); k++) {
            String w = words.get(j + k);
            if (w.length() < 2 || !Character.isUpperCase(w.charAt(0))
                    || Character.toLowerCase(w.charAt(0)) != part.charAt(k)) {
                return false;
            }
        }
        return true;
    }

    /** "... driver", "... support", "driver for ...", "support for ...". */
    private static boolean called(List<String> words, int a, int end) {
        if (end < words.size() && kind(words.get(end))) {
            return true;
        }
        return a >= 2 && words.get(a - 1).equalsIgnoreCase("for") && kind(words.get(a - 2));
    }

    private static boolean kind(String w) {
        return w.equalsIgnoreCase("driver") || w.equalsIgnoreCase("support");
    }

    /** The table's spelling: a hand-written row of the other '-'/'_' spelling wins over a generated name. */
    private String spelling(String name) {
        DriverTable.Driver d = table.byName(name);
        if (d == null || DriverExtractor.NOT_DRIVERS.contains(name)) {
            return null;
        }
        if (d.generated()) {
            String other = name.indexOf('-') >= 0 ? name.replace('-', '_') : name.replace('_', '-');
            DriverTable.Driver o = other.equals(name) ? null : table.byName(other);
            if (o != null && !o.generated()) {
                return o.name();
            }
        }
        return d.name();
    }
}
