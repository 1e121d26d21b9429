package dev.lkmltriage.extract;

import java.util.Set;

/**
 * Session 39 (verdict42): a document's section numbers listed after one a marker names ("Sec 6.2.5 and 6.2.6",
 * "sections 7.8.4, 7.8.5 and 7.8.6", "§ 4.3.1 or 4.3.2"): the first is a section by its marker word
 * ({@link KernelCandidates} keeps the set); a three-part number joined to it by "and", "or", "to", "through", a
 * comma, "&" or a dash is one too. Two-part numbers are left alone ("sec 6.2 and 5.4" may go on to a kernel), and so
 * is anything written as a kernel ("v5.4.2", "5.4.2-rc1", "linux-5.4.2"). The look-back is at most 40 characters;
 * never throws.
 */
final class SectionLists {
    private static final Set<String> JOINS = Set.of("and", "or", "to", "through", "&", ",", "-");
    private static final int REACH = 40;

    private SectionLists() {
    }

    /**
     * Whether the number at {@code start} (raw {@code raw}, {@code components} parts) follows a section of
     * {@code sections} through a join only.
     */
    static boolean follows(String text, int start, String raw, int components, Set<String> sections) {
        if (sections.isEmpty() || components < 3 || raw.isEmpty() || !Character.isDigit(raw.charAt(0))
                || raw.indexOf('-') >= 0 || start <= 0 || start > text.length()) {
            return false;
        }
        int limit = Math.max(0, start - REACH);
        int k = start;
        while (k > limit && text.charAt(k - 1) == ' ') {
            k--;
        }
        // the join: a word, a comma, "&" or a dash
        int joinEnd = k;
        if (k > limit && Character.isLetter(text.charAt(k - 1))) {
            while (k > limit && Character.isLetter(text.charAt(k - 1))) {
                k--;
            }
        } else if (k > limit && ",&-".indexOf(text.charAt(k - 1)) >= 0) {
            k--;
        } else {
            return false;
        }
        String join = text.substring(k, joinEnd).toLowerCase(java.util.Locale.ROOT);
        if (!JOINS.contains(join)) {
            return false;
        }
        while (k > limit && text.charAt(k - 1) == ' ') {
            k--;
        }
        if (k > limit && text.charAt(k - 1) == ',' && (join.equals("and") || join.equals("or"))) {
            k--; // "7.8.4, 7.8.5, and 7.8.6"
        }
        int numEnd = k;
        while (k > limit && (Character.isDigit(text.charAt(k - 1)) || text.charAt(k - 1) == '.')) {
            k--;
        }
        if (numEnd == k || (k > 0 && Character.isLetterOrDigit(text.charAt(k - 1)))) {
            return false;
        }
        return sections.contains(text.substring(k, numEnd));
    }
}
