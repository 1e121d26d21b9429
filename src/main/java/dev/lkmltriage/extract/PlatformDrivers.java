package dev.lkmltriage.extract;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * A driver named by its kind and, after "driver for", its platform (session 53, drivers61): "the PCIe driver for the
 * BrcmSTB 7216 chip" is pcie-brcmstb, as "the BrcmSTB PCIe driver" is (convention 7: a platform word called a
 * driver names its controller's driver; held-out54's 12821, held-out64's 12483). The phrase is read as
 * {@code <determiner> <Kind> driver for [the|a|an] <Platform>}: the kind a word written with a capital (PCIe, AHCI,
 * USB), the platform a word with one too (BrcmSTB, Tegra194); it names the one module of the tables whose name has
 * exactly two parts, split at '-' and '_', one the kind ("pci" and "pcie" standing for each other) and the other the
 * platform or a start of it of four letters or more ("brcm" for BrcmSTB: ahci_brcm). A kind coordinated before it
 * takes the same platform: "the AHCI driver and the PCIe driver for the BrcmSTB 7216 chip" names ahci_brcm too; and
 * where every word of the kind in the message stands in such a phrase, the class's own module the word would name
 * alone ("the AHCI driver": ahci, convention 12) is dropped: the writer meant the platform's member.
 * No module, or two, names none ("the PCIe driver for Tegra": pci-tegra and pcie-tegra194).
 * Pure; linear in the text (at most {@link #MAX_HITS} phrases, each looked up once in the table's index of its
 * two-part names, {@link TwoPartNames}); never throws.
 */
final class PlatformDrivers {
    static final int MAX_HITS = 64;
    private static final String HEAD = " driver for ";
    private static final Set<String> DETERMINERS = Set.of("the", "a", "an", "this", "that", "our", "your", "its");
    private static final int MAX_WORD = 24;

    private PlatformDrivers() {
    }

    /** Adds to {@code out} the modules the text's kind-for-platform phrases name; drops a class module they mean. */
    static void apply(String raw, DriverTable table, Set<String> out) {
        if (!mayHold(raw)) {
            return;
        }
        // "the PCIe\n> driver for the BrcmSTB chip": a phrase wrapped over quoted lines reads as one line
        String text = flat(raw);
        List<String[]> resolved = new ArrayList<>(2);
        int at = 0;
        for (int hits = 0; hits < MAX_HITS; hits++) {
            int hit = text.indexOf(HEAD, at);
            if (hit < 0) {
                break;
            }
            at = hit + HEAD.length();
            String platform = platform(text, at);
            if (platform == null) {
                continue;
            }
            int kindStart = wordStart(text, hit);
            String kind = text.substring(kindStart, hit);
            int det = determinerBefore(text, kindStart);
            if (det < 0 || !capitalised(kind)) {
                continue;
            }
            resolve(kind, platform, table, resolved);
            // "the AHCI driver and the PCIe driver for ...": the coordinated kind takes the same platform
            String and = " driver and ";
            if (det >= and.length() && text.startsWith(and, det - and.length())) {
                int end = det - and.length();
                int start = wordStart(text, end);
                String other = text.substring(start, end);
                if (capitalised(other) && determinerBefore(text, start) >= 0) {
                    resolve(other, platform, table, resolved);
                }
            }
        }
        for (String[] r : resolved) {
            out.add(r[1]);
        }
        for (String[] r : resolved) {
            String own = r[0].toLowerCase(Locale.ROOT);
            DriverTable.Driver cls = table.byName(own);
            if (cls != null && !cls.name().equals(r[1]) && out.contains(cls.name())
                    && occurrences(text, own) <= count(resolved, r[0])) {
                out.remove(cls.name());
            }
        }
    }

    /**
     * Whether some "driver" is followed, past blanks, line breaks and quote marks, by "for": what {@link #flat} could
     * turn into {@code " driver for "}. A cheap test that spares the copy of every other message naming a driver.
     */
    static boolean mayHold(String raw) {
        for (int at = raw.indexOf("driver"); at >= 0; at = raw.indexOf("driver", at + 1)) {
            int i = at + "driver".length();
            int j = i;
            while (j < raw.length() && " \t\r\n>".indexOf(raw.charAt(j)) >= 0) {
                j++;
            }
            if (j > i && raw.startsWith("for", j)) {
                return true;
            }
        }
        return false;
    }

    /**
     * The text with each line break and the quote marks and blanks after it, and each run of blanks, made one blank:
     * the phrases are read across wrapped and quoted lines. Linear.
     */
    static String flat(String text) {
        StringBuilder b = new StringBuilder(text.length());
        int i = 0;
        while (i < text.length()) {
            char c = text.charAt(i++);
            if (c == '\n' || c == ' ' || c == '\t' || c == '\r') {
                boolean line = c == '\n';
                while (i < text.length()) {
                    char d = text.charAt(i);
                    if (d == ' ' || d == '\t' || d == '\r' || d == '\n' || line && d == '>') {
                        line |= d == '\n';
                        i++;
                    } else {
                        break;
                    }
                }
                b.append(' ');
            } else {
                b.append(c);
            }
        }
        return b.toString();
    }

    /** The platform word at {@code at}, past "the"/"a"/"an": a word holding a capital, or null. */
    private static String platform(String text, int at) {
        for (String article : new String[] {"the ", "a ", "an "}) {
            if (text.startsWith(article, at)) {
                at += article.length();
                break;
            }
        }
        int end = at;
        while (end < text.length() && end - at <= MAX_WORD && Character.isLetterOrDigit(text.charAt(end))) {
            end++;
        }
        if (end == at || end - at > MAX_WORD || !Character.isLetter(text.charAt(at))) {
            return null;
        }
        String word = text.substring(at, end);
        return capitalised(word) ? word : null;
    }

    /** The start of the word of letters and digits ending at {@code end} (at most {@link #MAX_WORD} long). */
    private static int wordStart(String text, int end) {
        int start = end;
        while (start > 0 && end - start < MAX_WORD && Character.isLetterOrDigit(text.charAt(start - 1))) {
            start--;
        }
        return start;
    }

    /** The start of the determiner ending one blank before {@code wordStart}, or -1. */
    private static int determinerBefore(String text, int wordStart) {
        if (wordStart < 2 || text.charAt(wordStart - 1) != ' ') {
            return -1;
        }
        int start = wordStart - 1;
        while (start > 0 && wordStart - 1 - start < 5 && Character.isLetter(text.charAt(start - 1))) {
            start--;
        }
        if (start > 0 && Character.isLetterOrDigit(text.charAt(start - 1))) {
            return -1;
        }
        String word = text.substring(start, wordStart - 1).toLowerCase(Locale.ROOT);
        return DETERMINERS.contains(word) ? start : -1;
    }

    private static boolean capitalised(String word) {
        if (word.isEmpty() || word.length() > MAX_WORD || !Character.isLetter(word.charAt(0))) {
            return false;
        }
        for (int i = 0; i < word.length(); i++) {
            if (Character.isUpperCase(word.charAt(i))) {
                return true;
            }
        }
        return false;
    }

    /** Records the one two-part module of kind and platform, if there is exactly one. */
    private static void resolve(String kind, String platform, DriverTable table, List<String[]> resolved) {
        String found = table.twoPartNames().module(kind.toLowerCase(Locale.ROOT), platform.toLowerCase(Locale.ROOT));
        if (found != null) {
            resolved.add(new String[] {kind, found});
        }
    }

    /**
     * The module names of a table that split at '-' and '_' into exactly two parts (as {@code
     * name.toLowerCase(Locale.ROOT).split("[-_]")} splits them), each filed under either part as the kind it would
     * be ("pci" and "pcie" under one key, as they stand for each other), with the other part and its module. Session
     * 54 (speed54): {@link #resolve} split every name of the table with a regex for every phrase it read, 18 % of all
     * extraction on the real archive; the answers are the same ({@code ExactCuts54Test} holds them to that loop).
     */
    static final class TwoPartNames {
        private final Map<String, List<String[]>> byKind = new HashMap<>();

        TwoPartNames(DriverTable table) {
            for (String name : table.names()) {
                String[] parts = name.toLowerCase(Locale.ROOT).split("[-_]");
                if (parts.length != 2) {
                    continue;
                }
                DriverTable.Driver d = table.byName(name);
                String module = d == null ? name : d.name();
                file(parts[0], parts[1], module);
                file(parts[1], parts[0], module);
            }
        }

        private void file(String kind, String platform, String module) {
            byKind.computeIfAbsent(kindKey(kind), k -> new ArrayList<>(1)).add(new String[] {platform, module});
        }

        /**
         * The one module whose name has the kind {@code k} as one part and the platform {@code p} ({@link
         * #platformPart}) as the other, both lowercase; null when none or two modules do.
         */
        String module(String k, String p) {
            String found = null;
            for (String[] e : byKind.getOrDefault(kindKey(k), List.of())) {
                if (!platformPart(e[0], p)) {
                    continue;
                }
                if (found != null && !found.equals(e[1])) {
                    return null;
                }
                found = e[1];
            }
            return found;
        }

        /** The key a kind part is filed and looked up by: "pcie" as "pci". */
        private static String kindKey(String part) {
            return isPci(part) ? "pci" : part;
        }
    }

    private static boolean isPci(String w) {
        return w.equals("pci") || w.equals("pcie");
    }

    private static boolean platformPart(String part, String platform) {
        return !isPci(part) && (part.equals(platform) || part.length() >= 4 && platform.startsWith(part)
                || platform.length() >= 4 && part.startsWith(platform));
    }

    /** How many phrases resolved this kind word. */
    private static int count(List<String[]> resolved, String kind) {
        int n = 0;
        for (String[] r : resolved) {
            if (r[0].equals(kind)) {
                n++;
            }
        }
        return n;
    }

    /** Whole-word occurrences of {@code word} in the text, any case ('-', '_', '/' join words: "ahci_brcm"). */
    static int occurrences(String text, String word) {
        int n = 0;
        int len = word.length();
        for (int i = 0; i + len <= text.length(); i++) {
            if (text.regionMatches(true, i, word, 0, len) && !joined(text, i - 1) && !joined(text, i + len)
                    && !literal(text, i - 1, i + len)) {
                n++;
                i += len - 1;
            }
        }
        return n;
    }

    /** A string literal of code ({@code reset_name = "ahci";}) is no word of the prose. */
    private static boolean literal(String text, int before, int after) {
        return before >= 0 && after < text.length() && text.charAt(before) == '"' && text.charAt(after) == '"';
    }

    private static boolean joined(String text, int i) {
        if (i < 0 || i >= text.length()) {
            return false;
        }
        char c = text.charAt(i);
        return Character.isLetterOrDigit(c) || c == '_' || c == '-' || c == '/';
    }
}
