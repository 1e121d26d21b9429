package dev.lkmltriage.extract;

import dev.lkmltriage.mail.Mail;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Session 51 (roles53): "Valerio and others reported that commit X ("...") prevents some recent LG and HP laptops
 * from booting" states a regression with X as culprit and no window, own or quoted: a failure of function tied to one
 * named commit (conventions (132), (143)), as "X broke booting" does ({@link BrokeStatements}). Since session 50
 * {@link CommitRoles} reads the commit as the culprit through {@link BlockedFunctions}; this reads the regression.
 *
 * <p>Read narrowly: the verb's subject must be a commit written as one, "commit &lt;id&gt;" or a bare id of twelve
 * or more digits, optionally followed by its parenthesised title; "this patch prevents ...", "which prevents ..." or
 * a device ("The TI bridge prevents the SoC from entering ...") states nothing (a review's remark, a hardware cause).
 * The object must be ordinary work ({@link BlockedFunctions}: "from booting", not "from crashing"), the clause must
 * hold no condition or denial ("if commit X prevents ...", "commit X would prevent ..."), and the sentence must not
 * ask. Each occurrence reads at most {@link #BACK} characters back and {@link #AHEAD} ahead: linear time.
 */
final class BlockedStatements {
    static final int BACK = 200;
    static final int AHEAD = BlockedFunctions.REACH + 40;

    private static final List<String> VERBS = List.of("prevents", "prevented");
    private static final List<String> DENY = List.of(" if ", " not ", "n't ", " never ", " whether ", " would ",
            " could ", " might ", " may ", " will ", " unless ", " in case ", " hope ", " make sure ", " to see ");
    /** A commit written as one at the clause's end: "commit 84c8b58ed3ad", "84c8b58ed3ad7" (twelve or more). */
    private static final Pattern COMMIT_END = Pattern.compile("(?:^|\\s)(?:commit\\s+[0-9a-f]{7,40}|[0-9a-f]{12,40})$");

    private BlockedStatements() {
    }

    /** Where a "commit X prevents &lt;whom&gt; from &lt;working&gt;" statement stands, given what was found so far. */
    static RegressionStatements.Found find(Mail mail, boolean ownSoFar, boolean quotedSoFar) {
        String text = mail.text();
        boolean[] found = {ownSoFar, quotedSoFar};
        for (String verb : VERBS) {
            int n = verb.length();
            for (int at = text.indexOf(verb); at >= 0 && !(found[0] && found[1]); at = text.indexOf(verb, at + n)) {
                int end = at + n;
                if ((at > 0 && Character.isLetterOrDigit(text.charAt(at - 1)))
                        || (end < text.length() && Character.isLetterOrDigit(text.charAt(end)))) {
                    continue;
                }
                int side = RegressionStatements.side(mail.spans(), at);
                if (side < 0 || found[side]) {
                    continue;
                }
                if (states(text, at, end)) {
                    found[side] = true;
                }
            }
        }
        return new RegressionStatements.Found(found[0], found[1]);
    }

    /** The verb at {@code at}..{@code end} has a commit for subject and blocks ordinary work. */
    static boolean states(String text, int at, int end) {
        String clause = RegressionStatements.clauseBefore(text, at, BACK).stripTrailing();
        String subject = withoutTrailingTitle(clause);
        if (!COMMIT_END.matcher(subject).find()) {
            return false;
        }
        if (RegressionStatements.containsAny(" " + subject + " ", DENY)) {
            return false;
        }
        String after = RegressionStatements.tidy(text, end, Math.min(text.length(), end + AHEAD), false);
        return BlockedFunctions.blocks(after, 0) && !AskedSentences.asked(text, at);
    }

    /** {@code clause} without one parenthesised group ending it (a commit's title, which may hold brackets). */
    static String withoutTrailingTitle(String clause) {
        if (clause.isEmpty() || clause.charAt(clause.length() - 1) != ')') {
            return clause;
        }
        int depth = 0;
        for (int i = clause.length() - 1; i >= 0; i--) {
            char c = clause.charAt(i);
            if (c == ')') {
                depth++;
            } else if (c == '(' && --depth == 0) {
                return clause.substring(0, i).stripTrailing();
            }
        }
        return clause; // unbalanced: the title began before the clause; no commit is in reach
    }
}
