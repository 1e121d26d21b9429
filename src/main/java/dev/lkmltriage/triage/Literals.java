package dev.lkmltriage.triage;

import dev.lkmltriage.text.FoldedSearch;
import dev.lkmltriage.text.LiteralCache;
import dev.lkmltriage.text.LiteralHits;
import dev.lkmltriage.text.LiteralSet;

/**
 * A cheap test that must pass before a case-insensitive regex is run over a whole message: the regexes below start
 * with a word boundary or a line start, which {@link java.util.regex.Matcher#find} tries at every position, while
 * most messages hold none of their words at all. The literals the clusterer asks about are found in one pass per
 * text ({@link #SET}) and remembered for the last two texts asked about on each thread, so the several pre-checks of one
 * message read its text once; a literal outside the set is searched for on its own.
 */
final class Literals {
    /** The pre-checks' literals: over a message's text, and (the folded words of the status rules) its own text. */
    static final LiteralSet SET = LiteralSet.builder()
            .ignoringCase("link:", "closes:", "references:", "coverity", "fixed in ", "applied", "queued", "pushed",
                    "merged")
            .exact("CID", ".kernel.org/", "bugzilla.kernel.org")
            .build();

    private static final LiteralCache CACHE = new LiteralCache(SET);

    private Literals() {
    }

    /**
     * Whether {@code text} may contain any of {@code needles} (lowercase ASCII) in any letter case. Never false when
     * an ASCII case-insensitive match ({@code (?i)} without UNICODE_CASE) exists; may be true for a few
     * non-letters (it compares {@code c | 0x20}), which only costs the regex run.
     */
    static boolean mayContainAny(String text, String... needles) {
        for (String needle : needles) {
            if (mayContain(text, needle)) {
                return true;
            }
        }
        return false;
    }

    static boolean mayContain(String text, String needle) {
        int literal = SET.foldedIndex(needle);
        if (literal >= 0) {
            return hits(text).has(literal);
        }
        return FoldedSearch.indexOf(text, needle, 0, text.length()) >= 0;
    }

    /** {@code text.contains(literal)}, from the shared pass when the literal is in {@link #SET}. */
    static boolean contains(String text, String literal) {
        int i = SET.exactIndex(literal);
        return i >= 0 ? hits(text).has(i) : text.contains(literal);
    }

    private static LiteralHits hits(String text) {
        return CACHE.of(text);
    }
}
