package dev.lkmltriage.extract;

import dev.lkmltriage.mail.Mail;
import java.util.Collection;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Session 34 (revert37), convention (2): a revert, or a changelog recounting one, that says the reverted commit broke
 * something states a regression with that commit as its culprit and no window, as "this fixes a regression" does.
 * Three shapes, own or quoted, any message kind:
 * <ul>
 *   <li>"The previous solution in commit X (\"...\") was reverted because of two issues it caused": a passive
 *       "was/were/been/got reverted", then "because", "due to", "since it", "as it" or "for causing", then a failure
 *       word in the same sentence. The commit id first in that sentence is the culprit ({@link #mark});</li>
 *   <li>"This reverts a recent PCI power management change that caused problems to occur on multiple systems": "revert"
 *       or "reverts", at most five words to "change", "commit" or "patch" (an id and a bracketed title may follow),
 *       then "that"/"which" and "caused", "broke", "breaks", "introduced", "triggered" or "led to", and a failure
 *       word after it. A bare "This reverts commit X." or a pull's shortlog line "Revert \"...\"" says nothing broke;</li>
 *   <li>"this commit has the sideaffect of breaking the BIOS workaround": a change ("commit", "patch", "change") with
 *       the side effect of breaking or causing something.</li>
 * </ul>
 * Not under a condition, denial or modal in the clause ("if it gets reverted because it breaks", "should be reverted
 * since it causes": "be reverted" is never read), not in a question. One {@code indexOf} per needle for a message
 * without it; each hit reads at most {@link #BACK} characters back and {@link #AHEAD} ahead, and at most
 * {@link #MAX_HITS} hits per needle are read, so the cost stays linear.
 */
final class RevertedBreakage {
    static final int BACK = 240;
    static final int AHEAD = 300;
    static final int MAX_HITS = 200;

    /** Words that say something failed or went wrong, whole words of the tidied (lowercase) sentence. */
    private static final Pattern FAILURE = Pattern.compile("\\b(?:fail\\w*|issues?|problems?|caus\\w*|won't|can't"
            + "|cannot|no longer|hangs?|hung|crash\\w*|break|breaks|broke|broken|breaking|panic\\w*|oops\\w*"
            + "|stopped|locks? up|locked up|lockups?|regress\\w*|doesn't work|does not work|unusable|unbootable"
            + "|unresponsive|freez\\w*|slow\\w*)\\b");
    private static final List<String> DENY = RegressionStatements.HEDGES;
    /** After "reverted": the reason clause that starts within a few words. */
    private static final Pattern REASON = Pattern.compile(
            "^(?: [\\w/.-]+){0,4}? (?:because|due to|since it|since they|as it|as they|for causing)\\b(.*)");
    /** After "revert(s)": a change that caused something, then the rest of the sentence. */
    private static final Pattern CHANGE_THAT = Pattern.compile("^ (?:a|an|the|this|that|these|those)?(?: [\\w/.-]+)"
            + "{0,5}? (?:change|commit|patch|changes|commits|patches)(?: [0-9a-f]{7,40})?(?: \\([^)]{0,160}\\))?,?"
            + " (?:that|which) (?:caus\\w*|broke|breaks|introduced|triggered|led to)\\b(.*)");
    /** Before "side effect": a change is the one that has it. */
    private static final Pattern SIDE_EFFECT = Pattern.compile("^(?:breaking|causing)\\b.*");
    private static final Pattern CHANGE_SUBJECT = Pattern.compile(
            ".*\\b(?:commit|patch|change)(?: [0-9a-f]{7,40})?(?: \\([^)]{0,160}\\))? (?:has|had) (?:the|a|an)"
                    + "(?: \\w+)? side[ -]?[ae]$");
    private static final Pattern ID = Pattern.compile("\\b(?=[0-9a-f]{0,39}[0-9])(?=[0-9a-f]{0,39}[a-f])"
            + "[0-9a-f]{7,40}\\b");

    private RevertedBreakage() {
    }

    /** Where such a statement stands: own text, quoted text (given what was found so far). */
    static RegressionStatements.Found find(Mail mail, boolean ownSoFar, boolean quotedSoFar) {
        boolean[] found = {ownSoFar, quotedSoFar};
        for (int shape = 0; shape < NEEDLES.length && !(found[0] && found[1]); shape++) {
            scan(mail, shape, found);
        }
        return new RegressionStatements.Found(found[0], found[1]);
    }

    private static final String[] NEEDLES = {"reverted", "evert", "ffect of "};

    private static void scan(Mail mail, int shape, boolean[] found) {
        RegressionStatements.scanNeedle(mail, NEEDLES[shape], MAX_HITS, found, new RegressionStatements.NeedleHit() {
            @Override
            public int start(String text, int at) {
                int start = shape == 1 ? at - 1 : at; // the "r"/"R" of "revert"
                return start < 0 || (shape == 1 && Character.toLowerCase(text.charAt(start)) != 'r') ? -1 : start;
            }

            @Override
            public boolean states(String text, int start, int at) {
                return RevertedBreakage.states(text, start, shape);
            }
        });
    }

    /** The needle of {@code shape} at {@code at} opens a statement that a reverted (or side-effecting) change broke. */
    static boolean states(String text, int at, int shape) {
        if (at > 0 && Character.isLetterOrDigit(text.charAt(at - 1)) && shape != 2) {
            return false;
        }
        String clause = " " + RegressionStatements.clauseBefore(text, at, BACK).stripTrailing() + " ";
        if (RegressionStatements.containsAny(clause, DENY) || AskedSentences.asked(text, at)) {
            return false;
        }
        if (shape == 0) {
            if (!(clause.endsWith(" was ") || clause.endsWith(" were ") || clause.endsWith(" been ")
                    || clause.endsWith(" got ") || clause.endsWith(" is ") || clause.endsWith(" are "))) {
                return false; // "be reverted" (a wish), "I reverted it" (a test): no history of a revert
            }
            Matcher m = REASON.matcher(SentenceAhead.of(text, at + 8, AHEAD));
            return m.matches() && failed(m.group(1));
        }
        if (shape == 1) {
            int w = at + 6; // past "revert"
            if (w < text.length() && text.charAt(w) == 's') {
                w++;
            }
            if (w >= text.length() || text.charAt(w) != ' ') {
                return false; // "reverted", "reverting": other shapes or a test
            }
            Matcher m = CHANGE_THAT.matcher(SentenceAhead.of(text, w, AHEAD));
            return m.matches() && failed(m.group(1));
        }
        // "ffect of ": the side effect of breaking, had by a change named before it ("has the side-e", "sidea")
        String before = clause.strip();
        return CHANGE_SUBJECT.matcher(before).matches()
                && SIDE_EFFECT.matcher(SentenceAhead.of(text, at + NEEDLES[2].length(), AHEAD)).matches();
    }

    private static boolean failed(String rest) {
        Matcher f = FAILURE.matcher(rest);
        return f.find() && !RegressionStatements.containsAny(" " + rest.substring(0, f.start()), DENY);
    }

    /**
     * Marks as culprit the reference commit a "was reverted because ... it caused" sentence names first: "The previous
     * solution in commit X (\"...\") was reverted because of two issues it caused".
     */
    static void mark(Collection<CommitExtractor.Merge> commits, String text) {
        if (commits.isEmpty() || text == null) {
            return;
        }
        int hits = 0;
        for (int at = text.indexOf("reverted"); at >= 0 && hits < MAX_HITS; at = text.indexOf("reverted", at + 8)) {
            hits++;
            if (!states(text, at, 0)) {
                continue;
            }
            String clause = RegressionStatements.clauseBefore(text, at, BACK);
            Matcher id = ID.matcher(clause);
            if (!id.find()) {
                continue;
            }
            String hash = id.group();
            for (CommitExtractor.Merge m : commits) {
                if (m.role.equals(CommitRoles.REFERENCE) && (m.hash.startsWith(hash) || hash.startsWith(m.hash))) {
                    m.role = CommitRoles.CULPRIT;
                    m.evidence = clause.strip() + " reverted";
                }
            }
        }
    }
}
