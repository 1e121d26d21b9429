package dev.lkmltriage.extract;

import java.util.Set;

/**
 * Session 51 (verdict53): bare two-part releases ("5.5", "5.10") no kernel word marks right beside them, which the
 * words a little further on make kernels:
 * <ul>
 *   <li>a comparison with the kernels before or after it: "not in the 5.5 or older kernels", "4.19 and later
 *       kernels" ({@link #orComparativeKernels}): the noun "kernel(s)" must follow, so "version 2.0 or later" (a
 *       licence) and "3.0 or newer firmware" stay none;</li>
 *   <li>a tree's release in parentheses: "commit to the next (5.10) branch", "the mainline (5.9) tree"
 *       ({@link #treeParenthesis}): a tree word before the parenthesis and a tree noun after it;</li>
 *   <li>a terse result opening a line: "5.11 hangs on resume", "6.4 ok." ({@link #resultOpeningLine}): only at the
 *       line's start (after quote marks), only before a result word, so "The ratio 2.5 hangs together" (mid-line)
 *       stays none; "latency: 1.5 ok" is no release and no line head.</li>
 * </ul>
 * Constant work per number: a few words after it and the characters around it are read. Never throws.
 */
final class BareReleases {
    private static final Set<String> COMPARATIVES = Set.of("older", "earlier", "later", "newer", "previous",
            "prior", "above");
    private static final Set<String> TREE_BEFORE = Set.of("next", "mainline", "stable", "upstream", "master",
            "linus", "current", "upcoming");
    private static final Set<String> TREE_AFTER = Set.of("branch", "tree", "release", "cycle", "kernel", "kernels",
            "merge");
    /** Result words a terse line puts right after its release. */
    private static final Set<String> LINE_RESULTS = Set.of("ok", "okay", "good", "bad", "broken", "hangs", "hung",
            "crashes", "crashed", "fails", "failed", "breaks", "panics", "freezes", "froze", "oopses", "boots",
            "regressed", "regresses");
    /** The longest word read. */
    private static final int WORD = 16;

    private BareReleases() {
    }

    /** "5.5 or older kernels", "4.19 and later kernels": "or"/"and", a comparative, then "kernel(s)". */
    static boolean orComparativeKernels(String s, int end) {
        int[] k = {end};
        String w1 = word(s, k);
        if (!w1.equals("or") && !w1.equals("and")) {
            return false;
        }
        if (!COMPARATIVES.contains(word(s, k))) {
            return false;
        }
        String noun = word(s, k);
        return noun.equals("kernel") || noun.equals("kernels");
    }

    /** "next (5.10) branch": the number alone in parentheses, a tree word before and a tree noun after. */
    static boolean treeParenthesis(String s, int start, int end, String before) {
        if (start < 1 || end >= s.length() || s.charAt(start - 1) != '(' || s.charAt(end) != ')'
                || before == null || !TREE_BEFORE.contains(before)) {
            return false;
        }
        int[] k = {end + 1};
        return TREE_AFTER.contains(word(s, k));
    }

    /** "5.11 hangs on resume", "> 6.4 ok.": the number opens its line (after quote marks) before a result word. */
    static boolean resultOpeningLine(String s, int lineStart, int start, String after) {
        return LINE_RESULTS.contains(after) && SectionHeadings.onlyQuoteMarks(s, lineStart, start);
    }

    /** The next word on the line from {@code k[0]} (blanks skipped), lowercase, or "" ; advances {@code k[0]}. */
    private static String word(String s, int[] k) {
        int i = k[0];
        while (i < s.length() && (s.charAt(i) == ' ' || s.charAt(i) == '\t')) {
            i++;
        }
        int from = i;
        while (i < s.length() && i - from < WORD && Character.isLetter(s.charAt(i))) {
            i++;
        }
        String w = s.substring(from, i).toLowerCase(java.util.Locale.ROOT);
        while (i < s.length() && Character.isLetter(s.charAt(i)) && i - from < 4 * WORD) {
            i++; // a longer word is read as its first WORD letters, the rest skipped
        }
        k[0] = i;
        return w;
    }
}
