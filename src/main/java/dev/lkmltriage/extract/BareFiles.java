package dev.lkmltriage.extract;

import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * A driver's source file named without its directory in running text ("a patch to rmi_smbus.c", "not
 * pci-layerscape-ep.c", "rmi-driver.c does create an input device"): the module the file belongs to, when the
 * tables give that file name to one module only and the name is the module's own (its name, its name and more, or
 * the same first word: {@code rmi_driver.c} of rmi_core), never a shared helper's ({@code pci_irq.c}, {@code cpu.c}).
 * A message naming more than {@link #FEW} modules so lists a series' or a conversion's files, and names none of
 * them (the few-drivers convention). Grep hits, diffstat lines, a name after a path's slash or a dot, a file
 * named as where code was copied from, and one given as a model or an example ("as pcie-qcom.c does", "like
 * pci-keystone.c", "See pcie-rockchip-host.c for an example", "to distinguish it from pci-rcar-gen2.c") are no such
 * mention. In a patch's thread, whose reviews name other drivers' files as models, only a file the writer says is
 * to be changed counts ({@link #changeBefore}: "we will update pcie-tegra194.c", "I'll fix this in pci-epf-test.c").
 */
final class BareFiles {
    private BareFiles() {
    }

    /** More modules than this named by bare file names in one message are a list: see the class comment. */
    static final int FEW = 2;

    /** First words of module names that many modules share: no sign that a file is the module's own. */
    private static final Set<String> SHARED_WORDS = Set.of("pci", "pcie", "phy", "usb", "i2c", "spi", "snd", "drm",
            "intel", "amd", "acpi", "gpio", "mfd", "of", "dw", "mt", "qcom", "ti", "nvme", "hid", "sdhci");

    /**
     * Adds to {@code modules} (at most {@code FEW + 1} of them) the module of each bare {@code name.c} in
     * {@code [from, to)}; {@code dotC} finds the text's {@code ".c"}. {@code changedOnly}: only a file named as one
     * to be changed ({@link #changeBefore}).
     */
    static void scan(String text, int from, int to, DriverTable table, Needle dotC, Set<String> modules,
            boolean changedOnly) {
        if (from < to && text.charAt(from) == '+') {
            return; // a diff's added line that no header marked as one ("> + *\tpcie-altera.c" of a new file's header)
        }
        for (int k = dotC.in(from, to); k >= 0 && modules.size() <= FEW; k = dotC.in(k + 2, to)) {
            int after = k + 2;
            if (after < to && (isNameChar(text.charAt(after)) || (text.charAt(after) == '.' && after + 1 < to
                    && Character.isLetterOrDigit(text.charAt(after + 1))))) {
                continue; // ".com", ".conf", "foo.c.orig"
            }
            int start = k;
            while (start > from && start > k - 40 && isNameChar(text.charAt(start - 1))) {
                start--;
            }
            if (start == k || (start > from && (text.charAt(start - 1) == '/' || text.charAt(start - 1) == '.'
                    || isNameChar(text.charAt(start - 1)))) || !Character.isLetter(text.charAt(start))) {
                continue;
            }
            if (DriverExtractor.grepHit(text, after, to) || DriverExtractor.diffstatLines(text, after, to) >= 0
                    || CopiedFrom.before(text, from, start) || compared(text, from, start, after, to)
                    || (changedOnly && !changeBefore(text, from, start))) {
                continue;
            }
            String stem = text.substring(start, k).toLowerCase(Locale.ROOT);
            DriverTable.Driver d = table.byFileName(stem + ".c");
            if (d == null) {
                String other = stem.indexOf('_') >= 0 ? stem.replace('_', '-') : stem.replace('-', '_');
                d = other.equals(stem) ? null : table.byFileName(other + ".c");
            }
            if (d != null && own(stem, d.name()) && !core(d)) {
                modules.add(d.name());
            }
        }
    }

    /** A subsystem's core module ({@code i2c-core-base.c} of i2c-core): no driver, as in a patch's files. */
    private static boolean core(DriverTable.Driver d) {
        for (String p : d.paths()) {
            if (DriverExtractor.subsystemCore(p, d.name())) {
                return true;
            }
        }
        return false;
    }

    /** Verbs of changing code: before a file name, a few plain words apart, they make it a file to be changed. */
    private static final Set<String> CHANGE_VERBS = Set.of("update", "updated", "updating", "fix", "fixed",
            "fixing", "modify", "modified", "modifying", "move", "moved", "moving", "add", "added", "adding");
    /** Words between the verb and the file: at most this many, none with punctuation ("move to a.c, not b.c"). */
    private static final int CHANGE_GAP_WORDS = 3;

    /**
     * A change verb among the few words right before the file on its line: "we will update pcie-tegra194.c", "I'll
     * fix this in pci-epf-test.c", "it could be moved to pcie-iproc.c", "added device IDs to pci_endpoint_test.c".
     * The words between are plain (letters, digits, '_'): a comma, a stop or a file name between ends the search, so
     * "move to pcie-iproc.c, not pcie-iproc-platform.c" changes only the first. Reads at most the
     * {@link #BEFORE_WINDOW} characters before the name.
     */
    static boolean changeBefore(String text, int from, int start) {
        int lo = Math.max(from, start - BEFORE_WINDOW);
        int i = start;
        for (int words = 0; words <= CHANGE_GAP_WORDS; words++) {
            int end = i;
            while (end > lo && text.charAt(end - 1) == ' ') {
                end--;
            }
            if ((end == i && words > 0) || end == lo) {
                return false;
            }
            int w = end;
            while (w > lo && isPlain(text.charAt(w - 1))) {
                w--;
            }
            if (w == end || (w > lo && text.charAt(w - 1) != ' ') || (w == lo && lo > from)) {
                return false; // punctuation, or a word the window cut ("prefix" read as "fix")
            }
            if (CHANGE_VERBS.contains(text.substring(w, end).toLowerCase(Locale.ROOT))) {
                return true;
            }
            i = w;
        }
        return false;
    }

    private static boolean isPlain(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '\'';
    }

    /** Words shortly before a file name that make it a model or an example, not the subject. */
    private static final List<String> COMPARED_BEFORE = List.of("like", "as", "e.g.", "eg.", "example", "instead",
            "from", "similar", "unlike");
    /** Words right after a file name that make it a model ("pci-mvebu.c also checks", "X.c for an example"). */
    private static final List<String> COMPARED_AFTER = List.of("also", "for an example", "for one example",
            "for example");
    private static final int BEFORE_WINDOW = 40;

    /** A comparison word among the few words before the name on its line, or right after it: see the class. */
    static boolean compared(String text, int from, int start, int after, int to) {
        int lo = Math.max(from, start - BEFORE_WINDOW);
        for (int k = lo; k < start; k++) {
            for (String w : COMPARED_BEFORE) {
                if (wordAt(text, k, start, w)) {
                    return true;
                }
            }
        }
        int i = after;
        while (i < to && i < after + 4 && (text.charAt(i) == ' ' || text.charAt(i) == ')' || text.charAt(i) == ','
                || text.charAt(i) == '"' || text.charAt(i) == '\'')) {
            i++;
        }
        for (String w : COMPARED_AFTER) {
            if (wordAt(text, i, to, w)) {
                return true;
            }
        }
        return false;
    }

    /**
     * The file is the module's own: its stem is the module's name or starts with it ({@code virtio_pci_common}), or
     * both start with one word of three or more letters that is not a word many modules share ({@code rmi_driver} of
     * rmi_core). Compared with '-' as '_'. A word-like stem ({@code vpd}, {@code cpu}) must be the module's name.
     */
    static boolean own(String stem, String module) {
        String s = stem.replace('-', '_');
        String m = module.toLowerCase(Locale.ROOT).replace('-', '_');
        if (s.equals(m) || s.startsWith(m + "_")) {
            return true;
        }
        if (!DriverExtractor.distinctive(s)) {
            return false;
        }
        String first = firstWord(s);
        return first.length() >= 3 && first.equals(firstWord(m)) && !SHARED_WORDS.contains(first);
    }

    /**
     * A title tag that is the first word of a module's name and no word many modules share: "misc: rtsx:" over
     * rtsx_pci's files, "ath10k:" over ath10k_pci's. {@code tag} is spelt lowercase with '_' for '-'.
     */
    static boolean firstWordTag(String tag, String module) {
        String m = module.toLowerCase(Locale.ROOT).replace('-', '_');
        return tag.length() >= 4 && m.length() > tag.length() && m.charAt(tag.length()) == '_' && m.startsWith(tag)
                && !SHARED_WORDS.contains(tag) && !DriverExtractor.GENERIC_TAGS.contains(tag);
    }

    /** {@code word}, ignoring case, at {@code i} as a whole word (no letter on either side), ending by {@code to}. */
    private static boolean wordAt(String text, int i, int to, String word) {
        int end = i + word.length();
        if (end > to || (i > 0 && Character.isLetter(text.charAt(i - 1)))
                || (end < text.length() && Character.isLetter(text.charAt(end)))) {
            return false;
        }
        return text.regionMatches(true, i, word, 0, word.length());
    }

    private static String firstWord(String name) {
        int u = name.indexOf('_');
        return u < 0 ? name : name.substring(0, u);
    }

    private static boolean isNameChar(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '-';
    }
}
