package dev.lkmltriage.extract;

/**
 * The driver a Kconfig "unmet direct dependencies" warning blames: the symbol of a "Selected by [y]:" list under the
 * warning, "- PCIE_INTEL_GW [=y] && PCI [=y] && OF [=y]", is the driver whose Kconfig selects a library it may not
 * have (session 30, drivers36). linux-next build reports and their threads ("linux-next: Tree for Nov 27
 * (drivers/pci/controller/dwc/pcie-designware-host.c)") quote the warning and nothing else names the driver; the
 * labels name the selecting driver (pcie-intel-gw, pcie-mobiveil-plat), never the unmet symbol, a library its
 * drivers select (PCIE_DW_HOST, PCIE_MOBIVEIL_HOST). Only an item's first symbol, set to y or m, counts: the rest of
 * its line is that symbol's own dependencies. A symbol names a module only through the prompts table's symbol column
 * (Kconfig symbols that build one module), so "S390" or "PCI" name none. A "Selected by" list with no warning right
 * above it (a menuconfig help screen listing a symbol's selectors) names none. One instance per message, fed line by
 * line; every read is bounded by the line, so the scan stays linear.
 */
final class SelectingDrivers {
    /** Lines after the warning within which its "Selected by" header may come (its wrapped "Depends on" lines). */
    static final int WINDOW = 8;
    /** Longest symbol read. */
    private static final int MAX_SYMBOL = 60;

    private int window;
    private boolean open;

    /**
     * Reads one line ({@code [body, end)}, past any quote marks; {@code warning}: it holds the warning's words) and
     * returns the symbol its list item names (no {@code CONFIG_}), or null.
     */
    String line(String text, int body, int end, boolean warning) {
        if (warning) {
            window = WINDOW;
            open = false;
            return null;
        }
        if (window > 0) {
            window--;
            if (KconfigWarnings.listHeader(text, body, end)) {
                open = true;
                return null;
            }
        }
        if (!open) {
            return null;
        }
        int item = KconfigWarnings.listItem(text, body, end);
        if (item < 0) {
            // an item's expression wrapped by a mail client goes on with a symbol or a parenthesis; anything else
            // ends the list
            int i = body;
            while (i < end && (text.charAt(i) == ' ' || text.charAt(i) == '\t')) {
                i++;
            }
            open = i < end && ((text.charAt(i) >= 'A' && text.charAt(i) <= 'Z') || text.charAt(i) == '(');
            return null;
        }
        int i = item;
        while (i < end && i - item <= MAX_SYMBOL && symbolChar(text.charAt(i))) {
            i++;
        }
        if (i - item < 2 || i - item > MAX_SYMBOL || !valueAfter(text, i, end)) {
            return null;
        }
        return text.substring(item, i);
    }

    /** A warning's list may still come or go on: lines need reading even without the warning's words. */
    boolean active() {
        return window > 0 || open;
    }

    /** " [=y]" or " [=m]" right after the symbol: set, so the select is in force. */
    private static boolean valueAfter(String text, int at, int end) {
        if (at + 5 > end || !text.startsWith(" [=", at) || text.charAt(at + 4) != ']') {
            return false;
        }
        char v = text.charAt(at + 3);
        return v == 'y' || v == 'm';
    }

    private static boolean symbolChar(char c) {
        return (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
    }
}
