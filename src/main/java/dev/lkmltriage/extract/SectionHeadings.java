package dev.lkmltriage.extract;

/**
 * Session 50 (kernels54): numbers that head a document's sections or list its items, and a patch's git footer, read
 * as no kernel. People cite a datasheet or an errata sheet by its numbered headings and copy them into mail:
 * <ul>
 *   <li>an erratum list, each item opening its line with its number and the vendor's issue id:
 *       "3.1.2 QATE-7495 - GEN - An incorrectly formatted request ..." ({@link #heading});</li>
 *   <li>a heading whose title mixes capitalised words and acronyms: "Please refer to 2.4.1 Message RAM Configuration
 *       in the manual", or a line that is nothing but such a title, "6.6.2 PCI Express Capability"
 *       ({@link #heading});</li>
 *   <li>the version line git format-patch puts under the "-- " separator, quoted in a reply where the signature span
 *       is not marked: "&gt; -- " then "&gt; 2.6.2" ({@link #gitFooter}).</li>
 * </ul>
 * A kernel is followed by the words of a sentence ("5.4.2 crashes", "5.4.2 and 5.5") or stands after a kernel word,
 * so neither shape meets one; {@link KernelCandidates} asks only of bare three-part numbers no kernel shape
 * (a "v", an rc, a distribution suffix) already claimed. Constant work per number: at most four tokens after it and
 * the line before it are read. Never throws.
 */
final class SectionHeadings {
    /** The longest token read as a title word or an issue id. */
    private static final int TOKEN = 24;

    private SectionHeadings() {
    }

    /**
     * Whether the number at [start, end) of {@code s}, whose line starts at {@code lineStart}, heads or cites a
     * section by its title: at the line's start (after quote marks and blanks) followed by an issue id
     * ("QATE-7495") or by a title that fills the line; after "refer to" or "see" followed by two title words. Two title words
     * are capitalised words ("Message") or acronyms ("RAM", "PCI"), at least one of them a capitalised word.
     * {@code before} holds the words before the number, nearest first.
     */
    static boolean heading(String s, int lineStart, int start, int end, String[] before) {
        if (start < 0 || end > s.length() || start >= end) {
            return false;
        }
        boolean lineHead = onlyQuoteMarks(s, lineStart, start);
        boolean cited = before.length > 1 && before[0] != null
                && (before[0].equals("see") || before[0].equals("to") && "refer".equals(before[1]));
        if (!lineHead && !cited) {
            return false;
        }
        if (end >= s.length() || s.charAt(end) != ' ') {
            return false;
        }
        int k = end + 1;
        int first = tokenEnd(s, k);
        if (first == k) {
            return false;
        }
        if (lineHead && issueId(s, k, first)) {
            return true;
        }
        if (lineHead && mnemonic(s, k, first) && first < s.length() && s.charAt(first) == ' ') {
            // session 51 (verdict53): "6.6.41 cipintrc Coherent Interface Interrupt Control Register": a register's
            // mnemonic between the number and its title; the title must then fill the line
            k = first + 1;
            first = tokenEnd(s, k);
            if (first == k) {
                return false;
            }
            cited = false;
        }
        int kind1 = titleWord(s, k, first);
        if (kind1 == 0 || first >= s.length() || s.charAt(first) != ' ') {
            return false;
        }
        int second = tokenEnd(s, first + 1);
        int kind2 = titleWord(s, first + 1, second);
        if (kind2 == 0 || (kind1 != CAPITALISED && kind2 != CAPITALISED)) {
            return false;
        }
        // the title ends its word: "Message RAM" then a blank, a punctuation mark or the line's end
        if (second < s.length() && Character.isLetterOrDigit(s.charAt(second))) {
            return false;
        }
        // cited after "refer to" / "see", the title may go on into the sentence ("... Configuration in the manual");
        // opening a line, the whole line is the title, so "5.10.3 Intel GPU hangs on boot" stays a report's kernel
        return cited || titleToLineEnd(s, second);
    }

    /**
     * A register's mnemonic ("cipintrc", "pcicmd2"): 3-12 lowercase letters and digits, a letter first, that no verdict
     * word is and that does not end as a verb's "-s" or "-ed" does ("hangs", "crashed" stay a report's words).
     */
    private static boolean mnemonic(String s, int from, int to) {
        if (to - from < 3 || to - from > 12 || !Character.isLowerCase(s.charAt(from))) {
            return false;
        }
        for (int k = from; k < to; k++) {
            char c = s.charAt(k);
            if (!(c >= 'a' && c <= 'z') && !(c >= '0' && c <= '9')) {
                return false;
            }
        }
        String w = s.substring(from, to);
        return !w.endsWith("s") && !w.endsWith("ed") && KernelVerdicts.polarity(w) == KernelVerdicts.NONE
                && !KernelVerdicts.badWhenNegated(w);
    }

    /** Small words a heading's title may hold between its capitalised words ("Error Handling and Recovery"). */
    private static final java.util.Set<String> TITLE_JOINS = java.util.Set.of("of", "and", "for", "in", "the",
            "to", "on", "a", "an", "with", "or");

    /**
     * Whether the rest of the line from {@code k} holds only title words, small joining words and punctuation (at
     * most twelve words read; a longer line is no heading).
     */
    private static boolean titleToLineEnd(String s, int k) {
        for (int words = 0; words < 12; words++) {
            while (k < s.length() && s.charAt(k) != '\n' && !Character.isLetterOrDigit(s.charAt(k))) {
                k++;
            }
            if (k >= s.length() || s.charAt(k) == '\n') {
                return true;
            }
            int e = tokenEnd(s, k);
            if (e == k || titleWord(s, k, e) == 0 && !TITLE_JOINS.contains(s.substring(k, e))) {
                return false;
            }
            k = e;
        }
        return false;
    }

    /**
     * Whether the number at [start, end) stands alone on its line (after quote marks) and the line before is git's
     * "-- " separator (quote marks alike): the git version format-patch writes, not a kernel.
     */
    static boolean gitFooter(String s, int lineStart, int start, int end) {
        if (start < lineStart || end > s.length() || !onlyQuoteMarks(s, lineStart, start)) {
            return false;
        }
        int k = end;
        while (k < s.length() && (s.charAt(k) == ' ' || s.charAt(k) == '\t' || s.charAt(k) == '\r')) {
            k++;
        }
        if (k < s.length() && s.charAt(k) != '\n') {
            return false;
        }
        if (lineStart < 2 || s.charAt(lineStart - 1) != '\n') {
            return false;
        }
        int prevEnd = lineStart - 1;
        int prevStart = prevEnd;
        while (prevStart > 0 && s.charAt(prevStart - 1) != '\n' && prevEnd - prevStart < 80) {
            prevStart--;
        }
        int p = prevStart;
        while (p < prevEnd && (s.charAt(p) == '>' || s.charAt(p) == ' ' || s.charAt(p) == '\t')) {
            p++;
        }
        int q = prevEnd;
        while (q > p && (s.charAt(q - 1) == ' ' || s.charAt(q - 1) == '\t' || s.charAt(q - 1) == '\r')) {
            q--;
        }
        return q - p == 2 && s.charAt(p) == '-' && s.charAt(p + 1) == '-';
    }

    /** Whether [from, to) holds only quote marks and blanks. */
    static boolean onlyQuoteMarks(String s, int from, int to) {
        if (from < 0 || to - from > 40) {
            return false;
        }
        for (int k = from; k < to; k++) {
            char c = s.charAt(k);
            if (c != '>' && c != ' ' && c != '\t' && c != '|') {
                return false;
            }
        }
        return true;
    }

    /** The end of the token of letters, digits and dashes starting at {@code k} (at most {@link #TOKEN} long). */
    private static int tokenEnd(String s, int k) {
        int e = k;
        while (e < s.length() && e - k <= TOKEN && (Character.isLetterOrDigit(s.charAt(e)) || s.charAt(e) == '-')) {
            e++;
        }
        return e - k > TOKEN ? k : e;
    }

    /** An issue id: two or more capital letters, a dash and digits ("QATE-7495", "ERR-12"). */
    private static boolean issueId(String s, int from, int to) {
        int k = from;
        while (k < to && s.charAt(k) >= 'A' && s.charAt(k) <= 'Z') {
            k++;
        }
        if (k - from < 2 || k >= to || s.charAt(k) != '-') {
            return false;
        }
        int digits = ++k;
        while (k < to && s.charAt(k) >= '0' && s.charAt(k) <= '9') {
            k++;
        }
        return k > digits && k == to;
    }

    private static final int CAPITALISED = 1;
    private static final int ACRONYM = 2;

    /**
     * {@link #CAPITALISED} for a capital and two or more small letters ("Message"), {@link #ACRONYM} for two to six
     * capitals ("RAM", "PCI"), else 0.
     */
    private static int titleWord(String s, int from, int to) {
        int n = to - from;
        if (n < 2 || s.charAt(from) < 'A' || s.charAt(from) > 'Z') {
            return 0;
        }
        boolean lower = true;
        boolean upper = true;
        for (int k = from + 1; k < to; k++) {
            char c = s.charAt(k);
            lower &= c >= 'a' && c <= 'z';
            upper &= c >= 'A' && c <= 'Z';
        }
        if (lower && n >= 3) {
            return CAPITALISED;
        }
        return upper && n <= 6 ? ACRONYM : 0;
    }
}
