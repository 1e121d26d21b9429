package dev.lkmltriage.extract;

import dev.lkmltriage.mail.Mail;
import java.util.regex.Pattern;

/**
 * Session 46 (roles49), convention (126): a writer's own "Yes" under a quoted yes/no question about a regression
 * ("> Does this fix a regression?" / "Yes, it broke with ..."; "> Is this a regression?" / "Yes.") states one in his own
 * words: the question named the regression only as a possibility, the answer says it exists. The question must ask
 * whether the patch fixes a regression or whether the problem is one (the clause before the word, tidied, ends in "fix
 * a", "fixes the", "resolve a", "is this a", "is it a", "was this a", "was it a" and at most three words), with no
 * denial; the answer is the first unquoted line that holds words below the quoted question (blank and quoted lines
 * passed over, at most {@link #LINES} lines and {@link #REACH} characters), and it opens with "yes" as a word. "No",
 * "Not sure, yes and no", a "Yes" further down, and a question not about the regression state nothing.
 */
final class YesAnswers {
    static final int LINES = 12;
    static final int REACH = 2000;
    private static final Pattern ASKS = Pattern.compile(
            " (?:(?:fix|fixes|fixing|resolve|resolves) (?:a|an|the|this|that|any)"
                    + "|(?:is|was) (?:this|it|that) (?:really )?(?:a|an))(?: [\\w/\"-]+){0,3} ");
    private static final Pattern YES = Pattern.compile("yes\\b.*", Pattern.DOTALL);

    private YesAnswers() {
    }

    /** The quoted "regression" at {@code r} is asked about in a yes/no question that the writer answers "Yes". */
    static boolean answered(Mail mail, String text, int r) {
        String before = RegressionStatements.clauseBefore(text, r);
        if (!ASKS.matcher(before).find() || before.contains(" not ") || before.contains("n't ")
                || !AskedSentences.asked(text, r)) {
            return false;
        }
        int k = text.indexOf('\n', r);
        int lines = 0;
        int limit = Math.min(text.length(), r + REACH);
        while (k >= 0 && k + 1 < limit && lines++ < LINES) {
            int ls = k + 1;
            int le = text.indexOf('\n', ls);
            le = le < 0 ? text.length() : le;
            String line = text.substring(ls, Math.min(le, ls + 200)).strip();
            if (!line.isEmpty() && !line.startsWith(">")) {
                String low = line.toLowerCase(java.util.Locale.ROOT);
                return YES.matcher(low).matches() && (low.length() == 3 || !Character.isLetter(low.charAt(3)));
            }
            k = le < text.length() ? le : -1;
        }
        return false;
    }
}
