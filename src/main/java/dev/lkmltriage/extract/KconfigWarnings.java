package dev.lkmltriage.extract;

import dev.lkmltriage.text.Bounded;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * The parts of Kconfig's warnings and help screens that menuconfig's one-line forms ("Depends on [n]: PCI [=y] &&
 * PCI_MSI_IRQ_DOMAIN [=n]") do not cover. "WARNING: unmet direct dependencies detected for PCIE_DW_HOST" names the
 * symbol (no value: the warning says it was selected against its dependencies, not what it ended as). A "Selected by
 * [y]:" or "Implied by [m]:" header with nothing after its colon opens a list whose lines, "  - PCIE_INTEL_GW [=y] &&
 * OF [=y] && (X86 [=y] || COMPILE_TEST [=n])", are read as a "Depends on" line is; the list ends at the first line
 * that is not such an item. Not: a "- NAME [=y]" line with no header right above it. Never throws; linear in a line.
 *
 * <p>Session 28 (configs28): mail clients re-wrap a quoted warning. "... detected for" may end its line with the
 * symbol alone on the next; an expression line cut after an operator ("(ARCH_ZYNQMP ||") goes on on the next line
 * ("COMPILE_TEST [=y]) && OF [=y]"), read as the same expression. A symbol Kconfig prints without "[=v]" (one the
 * architecture does not define, "ARCH_ZYNQMP" on i386) is named with no value, as the labels read those warnings;
 * only on a line that is a whole Kconfig expression (symbols, values, operators, parentheses) and nothing else.
 */
final class KconfigWarnings {
    static final String UNMET = "unmet direct dependencies detected for ";
    /** The warning's words without the blank: a wrapped warning ends its line with them. */
    static final String UNMET_WORDS = UNMET.strip();
    /** At most this many continuation lines are read after an expression line cut at an operator. */
    static final int MAX_CONTINUATIONS = 4;
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
        return last > body && text.charAt(last) == ':' && text.charAt(last - 1) == ']'
                && HEADER.matcher(text).region(body, end).matches();
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
        int at = Bounded.indexOf(text, UNMET, body, end);
        if (at < 0) {
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

    /** The line ends with "unmet direct dependencies detected for" and nothing after it: the symbol is wrapped. */
    static boolean unmetWrapped(String text, int body, int end) {
        int last = lastNonBlank(text, body, end);
        int from = last + 1 - UNMET_WORDS.length();
        return from >= body && text.startsWith(UNMET_WORDS, from);
    }

    /** A line that is one symbol and nothing else ("PCIE_MOBIVEIL_HOST"), after a wrapped warning; or null. */
    static ConfigFact wrappedUnmet(String text, int body, int end, boolean quoted) {
        int i = body;
        while (i < end && blank(text.charAt(i))) {
            i++;
        }
        int from = i;
        while (i < end && i - from <= 80 && symbolChar(text.charAt(i), i == from)) {
            i++;
        }
        int to = i;
        while (i < end && blank(text.charAt(i))) {
            i++;
        }
        if (to - from < 2 || to - from > 80 || i != end) {
            return null;
        }
        return new ConfigFact("CONFIG_" + text.substring(from, to), null, quoted, from, to);
    }

    /**
     * Reads {@code [from, end)} as a Kconfig expression: symbols with or without a "[=v]" value, "&&", "||", "!",
     * "=", "!=", parentheses. Adds each symbol without a value to {@code bare} (those with one are the caller's
     * {@code menuSymbols}). Returns -1 when the text is not such an expression (nothing is added then), 1 when it
     * ends in an operator or an open parenthesis (the expression goes on on the next line), 0 otherwise.
     */
    static int expression(String text, int from, int end, boolean quoted, List<ConfigFact> bare) {
        List<ConfigFact> found = new ArrayList<>();
        boolean open = false; // the last token was an operator or "(": an expression cannot end there
        boolean any = false;
        int i = from;
        while (i < end) {
            char ch = text.charAt(i);
            if (blank(ch)) {
                i++;
                continue;
            }
            if (symbolChar(ch, true)) {
                int s = i;
                while (i < end && i - s <= 80 && symbolChar(text.charAt(i), false)) {
                    i++;
                }
                if (i - s < 2 || i - s > 80
                        || (i < end && !blank(text.charAt(i)) && "&|!=()".indexOf(text.charAt(i)) < 0)) {
                    return -1;
                }
                int j = i;
                while (j < end && blank(text.charAt(j))) {
                    j++;
                }
                if (text.startsWith("[=", j)) {
                    int close = Bounded.indexOf(text, ']', j, end);
                    if (close < 0) {
                        return -1; // a value cut by the wrap: not a whole expression
                    }
                    i = close + 1;
                } else {
                    found.add(new ConfigFact("CONFIG_" + text.substring(s, i), null, quoted, s, i));
                }
                open = false;
                any = true;
            } else if (text.startsWith("&&", i) || text.startsWith("||", i) || text.startsWith("!=", i)) {
                i += 2;
                open = true;
            } else if (ch == '!' || ch == '=' || ch == '(') {
                i++;
                open = true;
            } else if (ch == ')') {
                i++;
                open = false;
            } else {
                return -1;
            }
        }
        if (!any) {
            return -1;
        }
        bare.addAll(found);
        return open ? 1 : 0;
    }

    private static int lastNonBlank(String text, int body, int end) {
        int last = end - 1;
        while (last >= body && blank(text.charAt(last))) {
            last--;
        }
        return last;
    }

    private static boolean symbolChar(char ch, boolean first) {
        return (ch >= 'A' && ch <= 'Z') || (!first && ((ch >= '0' && ch <= '9') || ch == '_'));
    }

    private static boolean blank(char ch) {
        return ch == ' ' || ch == '\t' || ch == '\u00a0';
    }
}
