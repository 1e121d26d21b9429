package dev.lkmltriage.extract;

/**
 * The driver lines of {@code lspci -k}: {@code Kernel driver in use: r8169} names the bound driver by its module's
 * spelling, unless an out-of-tree driver registered a display name ({@code Kernel driver in use: PLDA PCI});
 * {@code Kernel modules: plda_pci} lists the modules that could drive the device. Each read is bounded by its line.
 */
final class LspciModules {
    private static final String LABEL = "Kernel modules: ";
    private static final int LONGEST = 40;

    private LspciModules() {
    }

    /**
     * The line {@code [from, to)} is lspci -k's candidate list: after its indentation it starts with
     * {@code Kernel modules: } (prose that mentions the label further on is no such line).
     */
    static boolean label(String text, int from, int to) {
        int i = from;
        while (i < to && i - from < 16 && (text.charAt(i) == ' ' || text.charAt(i) == '\t')) {
            i++;
        }
        return DriverExtractor.startsWith(text, i, to, LABEL);
    }

    /** The in-use name ending at {@code end} goes on with a blank and a further word before its line ends. */
    static boolean displayName(String text, int end, int lineEnd) {
        int i = end;
        while (i < lineEnd && (text.charAt(i) == ' ' || text.charAt(i) == '\t')) {
            i++;
        }
        return i > end && i < lineEnd && text.charAt(i) != '\r' && Character.isLetterOrDigit(text.charAt(i));
    }

    /**
     * The one module a {@code Kernel modules:} label at {@code at} lists, lowercase letters, digits, '_' and '-'
     * up to 40, trailing blanks allowed; null for a list of several, another word or nothing.
     */
    static String single(String text, int at, int lineEnd) {
        int from = at + LABEL.length();
        int i = from;
        while (i < lineEnd && i - from <= LONGEST) {
            char x = text.charAt(i);
            if (!((x >= 'a' && x <= 'z') || (x >= '0' && x <= '9') || x == '_' || x == '-')) {
                break;
            }
            i++;
        }
        int end = i;
        while (i < lineEnd && (text.charAt(i) == ' ' || text.charAt(i) == '\t' || text.charAt(i) == '\r')) {
            i++;
        }
        if (i < lineEnd || end - from < 2 || end - from > LONGEST) {
            return null;
        }
        char first = text.charAt(from);
        return first >= 'a' && first <= 'z' ? text.substring(from, end) : null;
    }
}
