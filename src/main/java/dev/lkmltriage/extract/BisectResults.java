package dev.lkmltriage.extract;

import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A bisect's result told in words right before an id, in the shapes the fixed cues ("bisected to", "bisect points
 * to") do not spell: "bisecting points to X", "git bisect says X", "the bisect lands on X", "bisection led me to X",
 * "my bisect ended at X", "the bisect result is X". The bisect word (bisect, bisection, bisecting, git bisect), at
 * most four plain words, a verb of arriving or telling, an optional particle and "the commit"/"patch"/"change",
 * then the id.
 *
 * <p>Near misses: a bisect still under way ("the bisect is still running and currently sits at X", "so far the
 * bisect points to X"), one that found nothing ("the bisect did not point anywhere", "bisection never landed on X"),
 * one to come or supposed ("I'll bisect ... if it lands on X", "whether the bisect points to X"), a second clause
 * between ("bisect went fine and then I looked at X"), an opened bracket (a bracketed id is
 * {@link BracketedIds}'s, which
 * wants it closed right after the id). Read only on the text right before the id within its sentence
 * (capped at 200 characters by the callers), so the anchored match is bounded.
 */
final class BisectResults {
    private static final Pattern SHAPE = Pattern.compile(
            "(?:^|[^a-z])(?:git bisect|bisect|bisection|bisecting)((?: [a-z0-9'./_-]+){0,4}?) "
                    + "(?:points|pointed|is pointing|was pointing|lands|landed|led(?: me| us)?|leads(?: me| us)?"
                    + "|says|said|shows|showed|identifies|identified|reports|reported|ends|ended|ended up|stops"
                    + "|stopped|blames|blamed|fingers|fingered|gives|gave|returns|returned|comes back with"
                    + "|came back with|settles|settled|found|finds|singles out|singled out|result is|result was"
                    + "|result:|results in|resulted in)"
                    + "(?: to| on| at| with| in)?:?(?: the)?(?: (?:first bad )?(?:commit|patch|change))?:?"
                    + "[ \"'\\u201c]*$");
    /** Words that make the stretch between the bisect word and its verb a second clause or a bisect not done. */
    private static final Set<String> CLAUSE_WORDS = Set.of("and", "or", "but", "then", "so", "not", "never", "no",
            "also", "which", "that", "if", "when", "once", "will", "would", "should", "could", "might", "may", "still",
            "currently", "now", "far", "yet", "hopefully", "probably", "maybe", "to", "i", "we", "you", "run",
            "running");
    /** A negation, a hedge or a bisect to come anywhere before the bisect word within the sentence. */
    private static final String[] HEADS = {"not ", "n't ", "never ", "no ", "unable ", "failed ", "if ", "whether ",
        "once ", "when ", "will ", "'ll ", "would ", "should ", "could ", "might ", "hope", "so far", "still ",
        "currently ", "at the moment", "suppose", "assume", "let's see", "wait "};

    /** A bisect not yet done or only supposed: still running, to come, or conditional. */
    private static final String[] PENDING = {" still ", " so far", " currently ", " at the moment", " if ",
        " whether ", " once ", " will ", "'ll ", " would ", " hope"};

    private BisectResults() {
    }

    /**
     * Whether {@code pre} (lowercase, blanks collapsed: the sentence's text before a bisect cue such as "points to")
     * tells a bisect still running, to come or supposed: "the bisect is still running, so far it points to X".
     */
    static boolean pending(String pre) {
        String p = " " + pre;
        for (String w : PENDING) {
            if (p.contains(w)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether {@code pre} (lowercase, blanks collapsed: the text right before an id within its sentence) ends in a
     * bisect's result told in words, neither negated, hedged nor still running.
     */
    static boolean blames(String pre) {
        if (pre.length() > 200 || !pre.contains("bisect")) {
            return false;
        }
        Matcher m = SHAPE.matcher(pre);
        if (!m.find() || !BisectedObject.plain(m.group(1), CLAUSE_WORDS)) {
            return false;
        }
        String head = " " + pre.substring(0, m.start(1));
        String tail = pre.substring(m.end(1));
        for (String h : HEADS) {
            if (head.contains(h.startsWith("n'") || h.startsWith("'") ? h : " " + h)
                    || tail.contains(" " + h.strip() + " ")) {
                return false;
            }
        }
        return true;
    }
}
