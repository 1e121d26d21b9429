package dev.lkmltriage.extract;

import java.util.Locale;
import java.util.Set;
import java.util.function.Predicate;

/**
 * A module named bare in running prose by its own spelling ("I use uio_pci_generic and ...", "ath11k needs 32
 * vectors", "amd_iommu always turns on ATS"), with no "driver" or "module" beside it (session 28, drivers34).
 *
 * <p>Only a name no English word or chip has: one holding '_' or a digit, written as the module is spelt (either
 * of '-'/'_', as modprobe takes it), never an alias ("imx6", "mlx5", "tegra194": platforms and device families as
 * often as drivers). A name of letters and '-' only ({@code reset-gpio}, {@code virtio-iommu}, {@code pwm-fan}) is
 * as often a device-tree property, a compatible or a device type, and is left to the older slots. The word must stand
 * as a name of its own in a sentence:
 * <ul>
 * <li>a blank, a tab, '(' or the line's start before it, and a blank, the line's end, ',', '.', ')', '?', '!' or
 * "'s" after it: not a string literal ({@code "pmt_telemetry"}), an address ({@code ath11k@lists...}), a tag or
 * prefix ({@code ath11k: pci: ...}, read by the older rules), a function or a variable set;</li>
 * <li>not followed by a word that makes it a modifier of something else ("virtio_pci transport", "ath11k lists",
 * "rk808 PMIC", "mlx5_core devices") or by a number ({@code lsmod}'s "xhci_pci 16384 0");</li>
 * <li>not one of a run of module names ({@code lsmod} output, a module list pasted without its "Modules linked in:"
 * header): at most two other such names within 100 characters of it on its line;</li>
 * <li>not on a log's or code's line (a dmesg timestamp, a syslog time or a device address before it, a C type
 * before it, ';', '{' or '=' after it);</li>
 * <li>and in a sentence about trouble with it or about running it: a trouble word within 50 characters either side
 * on its line, or a use word right before it. Without one, a bare name was as often a comparison, a model to copy or
 * an example in a list ("similar to X", "except X, Y and Z") as the driver a message is about: on the whole archive
 * the rule without this check added 180 facts, most of them wrong; with it, 19, all right.</li>
 * </ul>
 * Every check reads a bounded window around the word, so a line of any length costs linear time.
 */
final class BareModules {
    /** Words after a name that make it a modifier: of a device, a platform, a list, a property. */
    private static final Set<String> MODIFIED = Set.of("device", "devices", "dev", "card", "cards", "node",
            "nodes", "property", "properties", "class", "platform", "platforms", "binding", "bindings", "chip", "chips",
            "chipset", "hardware", "hw", "controller", "controllers", "board", "boards", "firmware", "fw", "list",
            "lists", "tree", "branch", "repo", "repository", "mailing", "soc", "socs", "compatible", "eeprom", "pmic",
            "phy", "nic", "nics", "adapter", "adapters", "variant", "variants", "transport", "maintainers", "folks",
            "people", "team", "developers", "community", "interface", "bus", "core", "subsystem", "framework",
            "api", "library", "lib", "tool", "tools", "backend", "frontend", "model", "models", "port",
            "ports", "instance", "instances", "function", "functions", "object", "objects", "struct", "structure",
            "field", "member", "symbol", "symbols", "variable", "config", "option", "options", "parameter",
            "parameters", "kconfig", "git", "tag", "tags", "prefix", "string", "name", "names", "id", "ids");
    private static final int NEIGHBOURS = 100;
    private static final int MAX_OTHERS = 2;

    private BareModules() {
    }

    /** A name whose shape no English word has: a '_' or a digit in it. */
    static boolean shape(String name) {
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (c == '_' || (c >= '0' && c <= '9')) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether the word at {@code [start, end)} of {@code text} (its line starting at {@code lineStart}) stands as a
     * bare module name in a sentence; {@code module} says whether another word is a module of the tables.
     */
    static boolean named(String text, int lineStart, int start, int end, Predicate<String> module) {
        char before = start > lineStart ? text.charAt(start - 1) : ' ';
        if (!(before == ' ' || before == '\t' || before == '(' || before == '>')) {
            return false;
        }
        if (before == '(' && start - 1 > lineStart && text.charAt(start - 2) == '"') {
            return false;
        }
        int n = text.length();
        char after = end < n ? text.charAt(end) : '\n';
        boolean possessive = after == '\'' && end + 2 <= n && text.charAt(end + 1) == 's'
                && (end + 2 == n || !isWordChar(text.charAt(end + 2)));
        if (!possessive && !(after == ' ' || after == '\n' || after == '\r' || after == ',' || after == '.'
                || after == ')' || after == '?' || after == '!')) {
            return false;
        }
        if (after == ' ') {
            int i = end;
            while (i < n && i < end + 4 && text.charAt(i) == ' ') {
                i++;
            }
            int w = i;
            while (w < n && w < i + 20 && isWordChar(text.charAt(w))) {
                w++;
            }
            if (w > i) {
                char first = text.charAt(i);
                if (first >= '0' && first <= '9') {
                    // lsmod's "xhci_pci  16384  0"
                    return false;
                }
                if (MODIFIED.contains(text.substring(i, w).toLowerCase(Locale.ROOT))) {
                    return false;
                }
            }
        }
        return !logOrCode(text, lineStart, start, end) && troubleOrUse(text, lineStart, start, end)
                && others(text, lineStart, start, end, module) <= MAX_OTHERS;
    }

    /** Words that put a name in a report of trouble: read on either side of it. */
    private static final Set<String> TROUBLE = Set.of("problem", "problems", "issue", "issues", "bug", "bugs",
            "crash", "crashes", "crashed", "crashing", "fail", "fails", "failed", "failing", "failure", "failures",
            "broken", "breaks", "hang", "hangs", "hung", "working", "regression", "oops", "panic", "panics");
    /** Words that say the writer runs the module: read before it only ("caif_virtio uses vringh" is no use of it). */
    private static final Set<String> USE_BEFORE = Set.of("use", "uses", "using", "used", "with");
    private static final int CUE_REACH = 50;

    /**
     * The word's line is a log's or code's: a dmesg timestamp, a syslog "kernel:" or a device's address prefix
     * before it ({@code [ 7.80] ath11k_pci 0000:55:00.0: WARNING: ath11k PCI support}), a C type before it
     * ({@code struct cxl_mem *cxlm}) or a statement's ';' after it.
     */
    private static boolean logOrCode(String text, int lineStart, int start, int end) {
        // from the line's own start: the scan's may lie past a timestamp it stepped over
        int from = start;
        while (from > 0 && from > start - 200 && text.charAt(from - 1) != '\n') {
            from--;
        }
        for (int i = from; i < start; i++) {
            char c = text.charAt(i);
            if (c == '[' && timestamp(text, i + 1, start)) {
                return true;
            }
            if (c == ':' && i >= from + 2 && text.charAt(i - 1) >= '0' && text.charAt(i - 1) <= '9'
                    && text.charAt(i - 2) >= '0' && text.charAt(i - 2) <= '9' && i + 1 < start
                    && text.charAt(i + 1) >= '0' && text.charAt(i + 1) <= '9') {
                // "0000:55:00.0", "21:38:25"
                return true;
            }
        }
        int s = start - 7;
        if (s >= lineStart && text.startsWith("struct ", s)) {
            return true;
        }
        for (int i = end; i < text.length() && i < end + 200; i++) {
            char c = text.charAt(i);
            if (c == '\n') {
                break;
            }
            if (c == ';' || c == '{' || c == '=') {
                return true;
            }
        }
        return false;
    }

    /** {@code "  12.345678]"} at {@code i}: blanks, digits, a dot, digits and ']', before {@code limit}. */
    private static boolean timestamp(String text, int i, int limit) {
        int j = i;
        while (j < limit && j < i + 8 && (text.charAt(j) == ' ' || text.charAt(j) == '\u00a0')) {
            j++;
        }
        int d = j;
        while (j < limit && j < d + 8 && Character.isDigit(text.charAt(j))) {
            j++;
        }
        if (j == d || j >= limit || text.charAt(j) != '.') {
            return false;
        }
        int f = ++j;
        while (j < limit && j < f + 9 && Character.isDigit(text.charAt(j))) {
            j++;
        }
        return j > f && j < limit && text.charAt(j) == ']';
    }

    /**
     * A trouble word within {@link #CUE_REACH} characters on either side on the word's line ("a problem with
     * ath11k", "these ath11k problems", "get ath11k working"), or a use word right before it ("I use
     * uio_pci_generic", "with rtw88_pci loaded").
     */
    private static boolean troubleOrUse(String text, int lineStart, int start, int end) {
        int from = Math.max(lineStart, start - CUE_REACH);
        int to = Math.min(text.length(), end + CUE_REACH);
        int i = from;
        int lastBefore = -1;
        int lastBeforeEnd = -1;
        while (i < to) {
            char c = text.charAt(i);
            if (c == '\n' && i >= end) {
                break;
            }
            if (!(c >= 'a' && c <= 'z') && !(c >= 'A' && c <= 'Z')) {
                i++;
                continue;
            }
            int s = i;
            while (i < to && ((text.charAt(i) >= 'a' && text.charAt(i) <= 'z')
                    || (text.charAt(i) >= 'A' && text.charAt(i) <= 'Z'))) {
                i++;
            }
            if (s >= start && s < end) {
                continue;
            }
            String w = text.substring(s, i).toLowerCase(Locale.ROOT);
            if (TROUBLE.contains(w)) {
                return true;
            }
            if (s < start) {
                lastBefore = s;
                lastBeforeEnd = i;
            }
        }
        // the word right before the name (blanks between only)
        if (lastBefore >= 0 && USE_BEFORE.contains(text.substring(lastBefore, lastBeforeEnd)
                .toLowerCase(Locale.ROOT))) {
            for (int k = lastBeforeEnd; k < start; k++) {
                if (text.charAt(k) != ' ') {
                    return false;
                }
            }
            return true;
        }
        return false;
    }

    /** Other module names with '_' or a digit within {@link #NEIGHBOURS} characters on the word's line. */
    private static int others(String text, int lineStart, int start, int end, Predicate<String> module) {
        int from = Math.max(lineStart, start - NEIGHBOURS);
        int to = Math.min(text.length(), end + NEIGHBOURS);
        int count = 0;
        int i = from;
        while (i < to) {
            char c = text.charAt(i);
            if (c == '\n' && i >= end) {
                break;
            }
            if (!isWordChar(c)) {
                i++;
                continue;
            }
            int s = i;
            while (i < to && isWordChar(text.charAt(i))) {
                i++;
            }
            if (s == start || i - s < 3) {
                continue;
            }
            String w = text.substring(s, i);
            if (shape(w) && module.test(w) && ++count > MAX_OTHERS) {
                return count;
            }
        }
        return count;
    }

    private static boolean isWordChar(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '-';
    }
}
