package dev.lkmltriage.extract;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * A module known only from the kernel source (or a {@code fewfiles} row), named bare in a subject's summary after
 * its tags: "Support using MSI interrupts in ntb_transport", "virtio-iommu on non-devicetree platforms". Such names
 * count elsewhere only as a tag, a path or beside "driver"; in a title a distinctive module name ('_', '-' or a
 * digit, five characters at least) is what the patch or thread is about. Not in a documentation or binding patch
 * ("Document reset-gpio optional prop" names a property; "Describe the X client in the documentation"), nor before
 * "node" or "property" (a firmware table's "virtio-mmio node"), nor a word glued to a path, a call, a file name or an
 * option ({@code ntb_transport.c}, {@code foo_bar()}, {@code -rc1}, {@code reset-gpios=}). Session 38 (drivers45).
 * Pure, linear in the summary, never throws.
 */
final class SummaryModules {
    /** Summaries are one line; a longer one is no title, and is not read. */
    private static final int MAX_SUMMARY = 400;
    private static final int MAX_NAMES = 4;

    private SummaryModules() {
    }

    static List<String> scan(String summary, DriverTable table, Set<String> tagNames) {
        List<String> found = new ArrayList<>(1);
        if (summary == null || summary.length() > MAX_SUMMARY || tagNames.contains("dt_bindings") || tagNames.contains("dt-bindings")
                || tagNames.contains("documentation") || tagNames.contains("docs") || tagNames.contains("doc")
                || documents(summary)) {
            return found;
        }
        int n = summary.length();
        int i = 0;
        while (i < n && found.size() < MAX_NAMES) {
            char c = summary.charAt(i);
            if (!nameChar(c)) {
                i++;
                continue;
            }
            int start = i;
            boolean upper = false;
            while (i < n && nameChar(summary.charAt(i))) {
                upper |= Character.isUpperCase(summary.charAt(i));
                i++;
            }
            if (upper || i - start < 5 || !glueFree(summary, start, i) || objectWord(summary, i)) {
                continue;
            }
            String w = summary.substring(start, i).toLowerCase(Locale.ROOT);
            DriverTable.Driver d = table.byName(w);
            if (d == null) {
                d = table.byName(w.indexOf('-') >= 0 ? w.replace('-', '_') : w.replace('_', '-'));
            }
            if (d != null && d.generated() && DriverExtractor.distinctive(d.name())
                    && Character.isLetter(w.charAt(0)) && !found.contains(d.name())) {
                found.add(d.name());
            }
        }
        return found;
    }

    /** "Describe the ntb_msi_test client in the documentation", "Document X": documentation work names none. */
    private static boolean documents(String summary) {
        String lower = summary.toLowerCase(Locale.ROOT);
        return lower.contains("document");
    }

    /** "Support VIOT virtio-mmio node", "the reset-gpio property": a firmware or device-tree object, no module. */
    private static boolean objectWord(String s, int end) {
        int i = end;
        while (i < s.length() && s.charAt(i) == ' ') {
            i++;
        }
        int j = i;
        while (j < s.length() && Character.isLetter(s.charAt(j))) {
            j++;
        }
        String next = s.substring(i, j).toLowerCase(Locale.ROOT);
        return next.equals("node") || next.equals("nodes") || next.equals("property") || next.equals("properties");
    }

    private static boolean nameChar(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '-';
    }

    /** The word stands alone: no path, file, call, option or quoted identifier around it. */
    private static boolean glueFree(String s, int start, int end) {
        char before = start > 0 ? s.charAt(start - 1) : ' ';
        // "hwmon: (k10temp) Use ...": a parenthesised tag, read (or left) by the tag rules, not here
        if (before == '/' || before == '.' || before == '-' || before == '=' || before == '<' || before == '$'
                || before == '(') {
            return false;
        }
        if (end >= s.length()) {
            return true;
        }
        char after = s.charAt(end);
        if (after == '/' || after == '(' || after == '=' || after == '[' || after == '>') {
            return false;
        }
        // "ntb_transport.c", "foo.ko", "x.y": a file or a dotted name; a sentence's full stop stays a word's end
        return !(after == '.' && end + 1 < s.length() && Character.isLetterOrDigit(s.charAt(end + 1)));
    }
}
