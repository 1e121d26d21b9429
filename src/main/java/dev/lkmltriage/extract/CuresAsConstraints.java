package dev.lkmltriage.extract;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Session 49 (roles52), label convention (15b): "fixed in X" / "fixed by X" told of an earlier problem, as history or
 * as a constraint on the change under discussion, names that problem's cure, not the cure of the problem this
 * message is about: a reference. Two shapes, read on the lowercase words of the id's own sentence before it (quote
 * marks and line breaks collapsed, as {@link AnalogousCures} reads them):
 *
 * <ul>
 *   <li>a change said to undo or collide with the cure: "Isn't that going to run foul of the lock inversion you
 *       fixed in X?", "this would reintroduce the race fixed by X", "does that undo what was fixed in X?". The
 *       fixed thing is the object of a verb that tells a harm the proposal might do to it, so the cure is older
 *       than the discussion and never meant for it. A bare "the lock inversion you fixed in X" (no such verb) keeps
 *       its fix: "Is this the hang you fixed in X?" asks whether this problem is that one.
 *   <li>a parenthesised aside "(fixed in commit X)" after a clause that names no failure: "This is however not the
 *       case for VFs (fixed in commit X)" in a cover letter says where a side case was settled. A clause naming a
 *       failure keeps the fix: "My board hangs on resume (fixed by X)" is the writer's own problem's cure.
 * </ul>
 */
final class CuresAsConstraints {
    /** A harm the change under discussion might do to an older cure, at a word start. */
    private static final Pattern UNDO = Pattern.compile("\\b(?:(?:run|runs|running|ran) foul of"
            + "|re-?introduc(?:e|es|ed|ing)|undo(?:es|ing)?|bring(?:s|ing)? back|re-?open(?:s|ing)?"
            + "|(?:conflict|clash|collide)(?:s|ed|ing)? with|break(?:s|ing)? (?:\\w+ ){0,4}again)\\b");
    /** The cue "fixed in/by/with", optionally "commit", opening a parenthesis at the end of the words read. */
    private static final Pattern ASIDE = Pattern.compile("\\(\\s*(?:was |were |since |already )?fixed (?:in|by|with)"
            + "(?: the)?(?: commit| patch)?\\s*$");
    /** A failure word in the clause before the aside: the aside then tells this failure's cure. */
    private static final Pattern FAILURE = Pattern.compile("\\b(?:fail\\w*|crash\\w*|hang\\w*|hung|broke\\w*"
            + "|break\\w*|bug\\w*|issue\\w*|problem\\w*|regress\\w*|error\\w*|warn\\w*|oops\\w*|panic\\w*|lockup\\w*"
            + "|deadlock\\w*|leak\\w*|corrupt\\w*|stuck|freez\\w*|froze)\\b");
    /** The words read are bounded: the caller passes a sentence's words before an id, cut to this much. */
    static final int MAX = 400;

    private CuresAsConstraints() {
    }

    /**
     * Whether {@code before}, the lowercase words of an id's sentence before the id, tells the id's cure as an older
     * problem's, a constraint or an aside, not this message's problem's.
     */
    static boolean older(String before) {
        if (before == null || before.isEmpty()) {
            return false;
        }
        String s = before.length() > MAX ? before.substring(before.length() - MAX) : before;
        int fixed = s.lastIndexOf("fixed ");
        if (fixed < 0) {
            return false;
        }
        Matcher u = UNDO.matcher(s);
        if (u.find() && u.start() < fixed) {
            return true;
        }
        Matcher a = ASIDE.matcher(s);
        if (a.find()) {
            String clause = s.substring(0, a.start());
            return !FAILURE.matcher(clause).find();
        }
        return false;
    }
}
