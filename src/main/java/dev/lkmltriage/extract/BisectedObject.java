package dev.lkmltriage.extract;

import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * "She has bisected the hang down to commit X", "I bisected the boot hang to X": a bisect with its object spelled
 * out between "bisected" and "to" ends at the culprit, as the fixed cues "bisected it/this to" already read. The
 * object is one to four plain words; a comma or a connective ("bisected it and went back to X") is a second clause,
 * not an object, and a negated bisect ("haven't bisected the issue to X") blames nothing. Read only on the text
 * before an id back to its sentence start, which {@link CommitRoles} caps at 80 characters, so the match is bounded.
 */
final class BisectedObject {
    private static final Pattern SHAPE = Pattern.compile(
            "(?:^|[^a-z])bisected ((?:[a-z0-9'./_-]+ ){1,4})(?:down )?to:?(?: the)?(?: (?:commit|patch|change))?"
                    + "[ \"'\\[\\u201c]*$");
    private static final Set<String> CLAUSE_WORDS = Set.of("and", "or", "but", "then", "so", "not", "never",
            "n't", "also", "which", "that's", "trying", "try", "want", "going", "have", "had", "need", "needs");
    private static final String[] NEGATIONS = {"not ", "n't ", "never ", "no ", "unable ", "couldn't ", "failed "};

    private BisectedObject() {
    }

    /**
     * Whether the words between a bisect and its id are a plain object: none of {@code clauseWords} (a connective, a
     * second clause, a negation) and no "n't". Shared with {@link BisectResults}.
     */
    static boolean plain(String words, Set<String> clauseWords) {
        for (String w : words.strip().split(" ")) {
            if (clauseWords.contains(w) || w.endsWith("n't")) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether {@code pre} (lowercase, blanks collapsed, the text right before an id within its sentence) ends in a
     * bisect with an object ending at that id.
     */
    static boolean blames(String pre) {
        if (pre.length() > 200 || !pre.contains("bisected ")) {
            return false;
        }
        Matcher m = SHAPE.matcher(pre);
        if (!m.find() || !plain(m.group(1), CLAUSE_WORDS)) {
            return false;
        }
        int at = pre.lastIndexOf("bisected ", m.start(1));
        String head = pre.substring(Math.max(0, at - 16), Math.max(0, at));
        for (String n : NEGATIONS) {
            if (head.contains(n)) {
                return false;
            }
        }
        return true;
    }
}
