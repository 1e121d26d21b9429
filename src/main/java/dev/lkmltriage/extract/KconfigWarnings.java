package dev.lkmltriage.extract;

import java.util.regex.Pattern;

/**
 * The parts of Kconfig's warnings and help screens that menuconfig's one-line forms ("Depends on [n]: PCI [=y] &&
 * PCI_MSI_IRQ_DOMAIN [=n]") do not cover. "WARNING: unmet direct dependencies detected for PCIE_DW_HOST" names the
 * symbol (no value: the warning says it was selected against its dependencies, not what it ended as). A "Selected by
 * [y]:" or "Implied by [m]:" header with nothing after its colon opens a list whose lines, "  - PCIE_INTEL_GW [=y] &&
 * OF [=y] && (X86 [=y] || COMPILE_TEST [=n])", are read as a "Depends on" line is; the list ends at the first line
 * that is not such an item. Not: a "- NAME [=y]" line with no header right above it. Never throws; linear in a line.
 */
final class KconfigWarnings {
    static final String UNMET = "unmet direct dependencies detected for ";
    private static final Pattern HEADER = Pattern.compile(
            "[ \t\u00a0]*(?:Selected by|Implied by) \\[[ymn]\\]:[ \t\u00a0]*");

    private KconfigWarnings() {
    }

    /** The line is a list header: "Selected by [y]:", "Implied by [m]:", nothing after the colon. */
    static boolean listHeader(String text, int body, int end) {
        int last = end - 1;
        while (last > body && blank(text.charAt(last))) {
            last--;
        }
        // "...[y]:": the bracket right before the colon rules out most lines ending in one without the pattern
        return last > body && text.charAt(last) == ':' && text.charAt(last - 1) == ']' && HEADER.matcher(text).region(body, end).matches();
    }

    /** Where the item's symbols start ("  - PCIE_INTEL_GW [=y] ..."), or -1 when the line is no list item. */
    static int listItem(String text, int body, int end) {
        int i = body;
        while (i < end && blank(text.charAt(i))) {
            i++;
        }
        return i + 2 < end && text.charAt(i) == '-' && text.charAt(i + 1) == ' ' ? i + 2 : -1;
    }

    /** The symbol an "unmet direct dependencies detected for X" line names, as a bare mention, or null. */
    static ConfigFact unmet(String text, int body, int end, boolean quoted) {
        int at = text.indexOf(UNMET, body);
        if (at < 0 || at >= end) {
            return null;
        }
        int from = at + UNMET.length();
        int i = from;
        while (i < end && i - from <= 80 && symbolChar(text.charAt(i), i == from)) {
            i++;
        }
        if (i - from < 2 || i - from > 80 || (i < end && Character.isLetterOrDigit(text.charAt(i)))) {
            return null;
        }
        return new ConfigFact("CONFIG_" + text.substring(from, i), null, quoted, from, i);
    }

    private static boolean symbolChar(char ch, boolean first) {
        return (ch >= 'A' && ch <= 'Z') || (!first && ((ch >= '0' && ch <= '9') || ch == '_'));
    }

    private static boolean blank(char ch) {
        return ch == ' ' || ch == '\t' || ch == '\u00a0';
    }
}
