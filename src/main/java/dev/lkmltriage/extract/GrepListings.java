package dev.lkmltriage.extract;

/**
 * A hit of {@code grep -r} without {@code -n}, a line that opens with a source path, its colon and the matching line
 * of code: "drivers/misc/pci_endpoint_test.c:       for (bar = BAR_0; bar <= BAR_5; bar++) {", "   drivers/pci/
 * controller/dwc/pci-keystone.c:   pci->atu_base = atu_base;". A reviewer pastes one to show every file that holds
 * a pattern ("I've come across a few more places where this change can be made", "There are some platforms that
 * set atu_base by other way"): the files are examples of a kind, none a driver the message is about, as a numbered
 * hit ({@code path:327:code}, {@link DriverExtractor#grepHit}) is not. Before session 35 (drivers41) only generated
 * drivers were held back from such a line; a hand-written driver's path was read as a writer naming its file.
 *
 * <p>What stands after the colon decides, as a grep copies a line of code and a writer a remark: a line of C holds
 * one of {@code ; { } = -> # /* * /} or opens with a call ({@code !pci_read_config_word(pdev,}), or is a comment's
 * line (opens with {@code *}); "drivers/edac/amd8131_edac.c: prints the register number," and a compiler's "In
 * function 'x':" hold none and still name their file. Work: one pass over the rest of the line.
 */
final class GrepListings {
    private GrepListings() {
    }

    /**
     * The path ending at {@code pathEnd} opens its line and is followed by a colon, blanks and a line of code, read
     * up to {@code lineEnd}. The caller checks that the path opens the line.
     */
    static boolean codeHit(String text, int pathEnd, int lineEnd) {
        if (pathEnd + 1 >= lineEnd || text.charAt(pathEnd) != ':' || Character.isDigit(text.charAt(pathEnd + 1))) {
            // no colon, nothing after it, or a compiler's or grep -n's line number ("path:412:3: error")
            return false;
        }
        int w = pathEnd + 1;
        while (w < lineEnd && (text.charAt(w) == ' ' || text.charAt(w) == '\t')) {
            w++;
        }
        if (w >= lineEnd || compilerWord(text, w, lineEnd)) {
            // "path:" ending the line (a remark follows), "path: In function 'x':", "path: warning: ..."
            return false;
        }
        // grep puts the matching line right after the colon: blanks are its indentation, none for a top-level
        // line ("path:static struct msi_controller xilinx_pcie_msi_chip = {")
        boolean blanks = w > pathEnd + 1;
        char first = text.charAt(w);
        if (blanks && (first == '*' || first == '!' || first == '&' || first == '(')) {
            // a comment's line of a grep over comments, a negated call, an address taken, a parenthesised operand
            return true;
        }
        boolean word = true;
        for (int i = w; i < lineEnd; i++) {
            char c = text.charAt(i);
            switch (c) {
                case ';', '{', '}', '=', '#':
                    return true;
                case '>':
                    if (i > w && text.charAt(i - 1) == '-') {
                        return true;
                    }
                    break;
                case '/':
                    if ((i + 1 < lineEnd && text.charAt(i + 1) == '*') || (i > w && text.charAt(i - 1) == '*')) {
                        return true;
                    }
                    break;
                case '(':
                    if (word && i > w) {
                        // an identifier right before the first parenthesis: "pci_write_config_byte(sis630_dev,";
                        // right after the colon only with arguments: "path:func()" names a function of the file
                        return blanks || arguments(text, i + 1, lineEnd);
                    }
                    break;
                default:
                    break;
            }
            word &= DriverExtractor.isWordChar(c) && c != '-';
        }
        return false;
    }

    /**
     * A context line of grep -A/-B/-C without -n: the path pattern takes the '-' grep puts after the file name into
     * the path ({@code drivers/pci/controller/vmd.c-   char __iomem *addr = ...}), so {@code [pathStart, pathEnd)}
     * ends with ".c-" or ".h-" and a blank follows.
     */
    static boolean contextHit(String text, int pathStart, int pathEnd, int lineEnd) {
        if (pathEnd - pathStart < 4 || pathEnd >= lineEnd || text.charAt(pathEnd - 1) != '-'
                || text.charAt(pathEnd - 3) != '.') {
            return false;
        }
        char ext = text.charAt(pathEnd - 2);
        char after = text.charAt(pathEnd);
        return (ext == 'c' || ext == 'h') && (after == ' ' || after == '\t');
    }

    /** A call's or definition's arguments after its '(' ("struct pci_dev *pdev, enum ..."), not an empty "()". */
    private static boolean arguments(String text, int from, int lineEnd) {
        for (int i = from; i < lineEnd; i++) {
            char c = text.charAt(i);
            if (c == ')') {
                return false;
            }
            if (c == ',' || c == ' ') {
                return true;
            }
        }
        return false;
    }

    /** A compiler's words after a file name: "In function", "At top level", "warning:", "error:", "note:". */
    private static boolean compilerWord(String text, int w, int lineEnd) {
        return DriverExtractor.startsWith(text, w, lineEnd, "In function")
                || DriverExtractor.startsWith(text, w, lineEnd, "At top level")
                || DriverExtractor.startsWith(text, w, lineEnd, "warning")
                || DriverExtractor.startsWith(text, w, lineEnd, "error")
                || DriverExtractor.startsWith(text, w, lineEnd, "note");
    }
}
