package dev.lkmltriage.extract;

import dev.lkmltriage.text.Bounded;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * A driver named by a description of what it is rather than by its module name (session 47, drivers55): "the Intel
 * PMT telemetry driver" (intel_pmt_telemetry), "the AMD IOMMU driver" (amd_iommu), "the Intel GW driver"
 * (pcie-intel-gw), "the stm32 remoteproc implementation" (stm32_rproc). The
 * session-24 prose rule names a driver the text calls one; conventions (12) and (25) name a device's one Linux
 * driver where it is called the driver; this reads the descriptions whose words are the module's own, two ways:
 * <ul>
 * <li>its menuconfig prompt ({@link DriverPrompts#filledBy}): the words fill the prompt's slots, with its bus word
 * ("PCI", "PCIe") written or not, where {@code DriverExtractor.prompted} reads "X driver" strictly;</li>
 * <li>its module name's parts: the words, bus words aside, are exactly the parts of one module's name split at
 * '-' and '_' ("endpoint test" for pci-endpoint-test, "Intel PMT telemetry" for intel_pmt_telemetry).</li>
 * </ul>
 * Only a phrase opened by a determiner ("the", "an", "this", ...) and closed by a singular head ("driver",
 * "implementation", "frontend", "front-end"; "drivers" are a class or examples, convention 97) is read, of at most
 * five words, two at least (one word is a vendor, a bus or a name the word scan reads: "the Intel implementation",
 * "the PF driver"), one of them no kind word ("the PCI endpoint driver" names none). A phrase both readings give
 * different modules, or that fits several modules either way ("the DesignWare eDMA driver": the prompts of dw-edma
 * and dw-edma-pcie), names none; so does one holding a word the hand-written driver
 * table knows as another driver's name or alias ("the Tegra PCIe driver" is the word scan's to name).
 * Pure; linear in the range (a bounded walk back per head); never throws.
 */
final class DescribedDrivers {
    private static final String[] HEADS = {" driver", " implementation", " frontend", " front-end"};
    /** Opens a description: the phrase is read only after one of these. */
    private static final Set<String> DETERMINERS = Set.of("the", "a", "an", "this", "that", "our", "your", "its",
            "their", "his", "her", "my");
    /** Ends the walk back with no determiner: the words are not one description. */
    private static final Set<String> STOP = Set.of("for", "and", "or", "of", "in", "to", "on", "with", "by", "from",
            "is", "was", "as", "at", "into", "than", "but", "not", "no", "any", "each", "every", "same", "which",
            "these", "those", "other", "another", "such", "e.g.", "i.e.", "like");
    /** Words of where a driver lives or how it is built, not which it is: skipped. */
    private static final Set<String> SKIP = Set.of("outoftree", "intree", "oot", "own", "separate", "standalone",
            "actual", "real", "proper", "respective", "corresponding", "dedicated", "full", "whole", "official");
    /** A module name's bus parts, left out of its parts as of the written words. */
    private static final Set<String> BUS = Set.of("pci", "pcie", "drv");
    private static final int MAX_WORDS = 5;
    private static final int MAX_WORD = 40;

    private final DriverTable table;
    private final DriverPrompts prompts;
    /** A module name's parts (bus parts aside, at least two, sorted, joined by ' ') → the module; "" if several. */
    private final Map<String, String> byParts;

    DescribedDrivers(DriverTable table, DriverPrompts prompts) {
        this.table = table;
        this.prompts = prompts;
        this.byParts = new HashMap<>();
        for (String name : table.names()) {
            String key = partsKey(Arrays.asList(name.toLowerCase(Locale.ROOT).split("[-_]")));
            if (key == null) {
                continue;
            }
            String had = byParts.putIfAbsent(key, name);
            if (had != null && !same(had, name)) {
                byParts.put(key, "");
            }
        }
    }

    /** Adds to {@code out} the module each description in {@code text[from, to)} names. */
    void scan(String text, int from, int to, Set<String> out) {
        scan(text, from, to, out, null);
    }

    /**
     * The heads of one text, each a {@link Needle}: a caller that scans the text line after line (the drivers stage
     * reads every prose line) asks each head of the whole text once instead of walking every line four times. Each
     * head opens with a blank, so a walk per line stopped at every blank of the line, four times (session 48: 10 %
     * of the extraction on the real archive); a needle answers a line without the head at once. Confined to one
     * thread and one text, as its needles are.
     */
    static final class Heads {
        private final String text;
        private final Needle[] needles = new Needle[HEADS.length];

        Heads(String text) {
            this.text = text;
            for (int h = 0; h < HEADS.length; h++) {
                needles[h] = new Needle(text, HEADS[h]);
            }
        }
    }

    /**
     * {@link #scan(String, int, int, Set)} with the text's {@link Heads} (null, or another text's: a bounded walk per
     * head, as before).
     * Exactly the same answers: {@link Needle#in} is the first occurrence wholly inside the range, as
     * {@link Bounded#indexOf(String, String, int, int)} is.
     */
    void scan(String text, int from, int to, Set<String> out, Heads heads) {
        int end = Math.min(to, text.length());
        if (from < 0 || from >= end) {
            return;
        }
        for (int h = 0; h < HEADS.length; h++) {
            String head = HEADS[h];
            // heads of another text (no caller's) are not asked: the walk answers
            Needle needle = heads == null || heads.text != text ? null : heads.needles[h];
            int seen = 0;
            for (int i = find(text, head, needle, from, end); i >= 0 && seen++ < 8;
                    i = find(text, head, needle, i + head.length(), end)) {
                int after = i + head.length();
                if (after < text.length() && (Character.isLetterOrDigit(text.charAt(after))
                        || text.charAt(after) == '-' || text.charAt(after) == '_')) {
                    continue;
                }
                String d = described(text, from, i + 1, head.endsWith("end"));
                if (d != null) {
                    out.add(d);
                }
            }
        }
    }

    private static int find(String text, String head, Needle needle, int from, int end) {
        return needle == null ? Bounded.indexOf(text, head, from, end) : needle.in(from, end);
    }

    /** The module the phrase ending right before {@code at} (where the head word starts) names, or null. */
    String described(String text, int lineStart, int at, boolean frontend) {
        List<String> words = new ArrayList<>(MAX_WORDS + 1);
        boolean opened = false;
        int i = at;
        while (true) {
            int e = i;
            while (e > lineStart && i - e < 3 && text.charAt(e - 1) == ' ') {
                e--;
            }
            if (e == i || e == lineStart) {
                break;
            }
            int s = e;
            while (s > lineStart && e - s < MAX_WORD && phraseChar(text.charAt(s - 1))) {
                s--;
            }
            if (s == e || (s > lineStart && e - s >= MAX_WORD)) {
                break;
            }
            String raw = text.substring(s, e);
            String lower = raw.toLowerCase(Locale.ROOT);
            if (DETERMINERS.contains(lower)) {
                opened = true;
                break;
            }
            if (STOP.contains(lower)) {
                break;
            }
            String w = DriverPrompts.normal(raw);
            if (!w.isEmpty() && !SKIP.contains(w)) {
                if (words.size() == MAX_WORDS) {
                    return null;
                }
                words.add(0, w);
            }
            i = s;
            if (s > lineStart && text.charAt(s - 1) != ' ') {
                // punctuation before the word: no determiner opens the phrase
                break;
            }
        }
        if (!opened || words.isEmpty()) {
            return null;
        }
        if (frontend) {
            words.add("frontend");
        }
        boolean distinctive = false;
        for (String w : words) {
            distinctive |= !DriverPrompts.kind(w) && !BUS.contains(w);
        }
        if (words.size() < 2 || !distinctive) {
            return null;
        }
        String prompted = prompts.filledBy(words);
        String key = partsKey(split(words));
        String parted = key == null ? null : byParts.get(key);
        if ((parted != null && parted.isEmpty()) || (prompted != null && prompted.isEmpty())) {
            // several modules fit: "the DesignWare eDMA driver" (dw-edma, dw-edma-pcie)
            return null;
        }
        if (prompted != null && parted != null && !same(prompted, parted)) {
            return null;
        }
        String module = prompted != null ? prompted : parted;
        DriverTable.Driver d = module == null ? null : byEitherSpelling(module);
        if (d == null) {
            return null;
        }
        for (String w : words) {
            DriverTable.Driver k = table.byNameOrAlias(w);
            if (k != null && !k.generated() && !same(k.name(), d.name())) {
                // "the Tegra PCIe driver": a word the hand table reads in prose names its own driver (a generated
                // name such as TI's "edma" or the "remoteproc" core is no word of prose: "the DesignWare eDMA
                // driver", "the stm32 remoteproc implementation")
                return null;
            }
        }
        return d.name();
    }

    private DriverTable.Driver byEitherSpelling(String name) {
        DriverTable.Driver d = table.byName(name);
        if (d != null) {
            return d;
        }
        String other = name.indexOf('_') >= 0 ? name.replace('_', '-') : name.replace('-', '_');
        return other.equals(name) ? null : table.byName(other);
    }

    /** The written words split at '_' as module names are ("igb_uio" → igb, uio). */
    private static List<String> split(List<String> words) {
        List<String> out = new ArrayList<>(words.size() + 1);
        for (String w : words) {
            for (String p : w.split("_")) {
                if (!p.isEmpty()) {
                    out.add(p);
                }
            }
        }
        return out;
    }

    /** The parts less the bus parts, sorted and joined; null when fewer than two or one repeats. */
    private static String partsKey(List<String> parts) {
        List<String> kept = new ArrayList<>(parts.size());
        for (String p : parts) {
            if (p.isEmpty() || BUS.contains(p)) {
                continue;
            }
            if (kept.contains(p)) {
                return null;
            }
            kept.add(p);
        }
        if (kept.size() < 2) {
            return null;
        }
        kept.sort(null);
        return String.join(" ", kept);
    }

    private static boolean same(String a, String b) {
        return a.replace('_', '-').equals(b.replace('_', '-'));
    }

    /** Letters, digits and the joiners of a name ("i.MX6", "R-Car", "eDMA", "igb_uio"). */
    private static boolean phraseChar(char c) {
        return Character.isLetterOrDigit(c) || c == '.' || c == '-' || c == '_' || c == '/';
    }
}
