package dev.lkmltriage.extract;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Blame told in prose right before an id, in the shapes the fixed cues of {@link CommitRoles} do not spell:
 * <ul>
 *   <li>a problem "due to" the id, with no "commit" between: "system generating an NMI due to X ("...")", "the probe
 *       fails due to the patch X" (the cue "due to commit" needed the noun);
 *   <li>a problem that "comes from" the id: "the hang comes from commit X", "I think the regression came from X".
 * </ul>
 * A guess names the suspect the writer offers as the cause (convention 86, session 43): "At a guess, I'd say it's
 * due to: commit X", "maybe the problem comes from X" blame X as "seems to be caused by X" does; {@link CommitRoles}
 * still refuses a blame whose sentence ends in a question ("Could the hang be due to X?").
 * Near misses: a doubt or a condition ("I wonder whether it's due to X", "not sure it comes from X", "if the hang
 * is due to X"), a negated cause ("not due to X", "the issue doesn't come from X"), a thing that is no problem coming from a commit
 * ("The 60 second timeout came from X", "Setting the offset comes from commit X": history of code), words between
 * the cue and the id ("due to a race that X fixed"). Read only on the text before an id back to its sentence start,
 * which {@link CommitRoles} caps at 80 characters, so the anchored matches are bounded.
 */
final class ProseBlame {
    private static final String TAIL = ":?(?: the)?(?: (?:commit|patch|change|upstream commit))?[ \"'\\[(\\u201c]*$";
    private static final Pattern DUE_TO = Pattern.compile("(?:^|[^a-z])due to" + TAIL);
    private static final Pattern COMES_FROM = Pattern.compile("(?:^|[^a-z])(?:problem|issue|bug|regression|breakage"
            + "|failure|hang|crash|oops|warning|lockup|splat)s? (?:[a-z0-9'-]+ ){0,3}(?:comes|come|came|stems|stemmed|originates"
            + "|originated) from" + TAIL);
    /**
     * Words of a doubt or a condition: the writer asks or supposes, he offers no cause. A guess ("at a guess",
     * "maybe", "probably", "I suspect") is no doubt here: convention 86 reads it as the suspect offered.
     */
    private static final String[] DOUBTS = {"wonder", "whether", "not sure", "unsure", "if "};
    private static final String[] NEGATIONS = {"not ", "n't ", "never ", "no "};

    private ProseBlame() {
    }

    /**
     * Whether {@code pre} (lowercase, blanks collapsed: the text right before an id within its sentence) ends in a
     * stated cause, "due to" or a problem that "comes from", neither doubted nor negated.
     */
    static boolean blames(String pre) {
        if (pre.length() > 200 || !(pre.contains("due to") || pre.contains(" from"))) {
            return false;
        }
        Matcher m = DUE_TO.matcher(pre);
        if (!m.find()) {
            m = COMES_FROM.matcher(pre);
            if (!m.find()) {
                return false;
            }
        }
        // "not due to X" before the cue, "the issue doesn't come from X" inside it
        String around = " " + pre.substring(Math.max(0, m.start() - 16));
        for (String n : NEGATIONS) {
            if (around.contains(n.startsWith("n'") ? n : " " + n)) {
                return false;
            }
        }
        for (String h : DOUBTS) {
            if (CommitRoles.containsWord(pre, h)) {
                return false;
            }
        }
        return true;
    }
}
