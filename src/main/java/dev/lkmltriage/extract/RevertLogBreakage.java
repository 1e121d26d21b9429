package dev.lkmltriage.extract;

import dev.lkmltriage.mail.Mail;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Session 52 (facts52), convention (2): a revert's log, own or quoted, that opens with git's "This reverts commit X."
 * and then says in a sentence of its own "This breaks error recovery for the FOO driver" (or "This broke", "It breaks",
 * "This commit/change breaks", "has broken") states a regression with X as its culprit and no window: the log names
 * what the reverted commit broke ({@link RevertedBreakage} reads the passive and relative shapes, "was reverted because
 * it caused", "reverts a change that broke"). {@link CommitRoles} reads X as the culprit already.
 *
 * <p>Read narrowly: the breaking sentence must open a sentence (after '.', '!', ':' or a blank line, quote marks
 * passed over) within {@link #AHEAD} characters of the id and before any other "reverts commit"; the verb must follow
 * the subject directly ("This may break" and "This would break" are not read), the object must not be nothing or
 * anything ("This breaks nothing"), and the sentence must not ask. One {@code indexOf} per hit of the needle, at most
 * {@link #MAX_HITS} hits and {@link #AHEAD} characters read for each: linear time.
 */
final class RevertLogBreakage {
    static final int AHEAD = 1200;
    static final int MAX_HITS = 100;
    private static final String NEEDLE = "reverts commit ";
    /** The breaking sentence's opening: subject, verb, then the object's first word. */
    private static final Pattern BREAKS = Pattern.compile("\\b(?:This|It|This commit|This change|The commit|That commit"
            + "|That change) (?:breaks|broke|has broken|had broken) ([\\w'-]+)");
    private static final Pattern ID = Pattern.compile("\\A[0-9a-f]{7,40}\\b");

    private RevertLogBreakage() {
    }

    /** Where such a log stands: own text, quoted text (given what was found so far). */
    static RegressionStatements.Found find(Mail mail, boolean ownSoFar, boolean quotedSoFar) {
        return RegressionStatements.scanAt(mail, NEEDLE, MAX_HITS, ownSoFar, quotedSoFar, RevertLogBreakage::states);
    }

    /** The "reverts commit " at {@code at} opens a log that says, ahead, what the reverted commit broke. */
    static boolean states(String text, int at) {
        int idAt = at + NEEDLE.length();
        int hi = Math.min(text.length(), idAt + AHEAD);
        if (!ID.matcher(text).region(idAt, hi).lookingAt()) {
            return false;
        }
        int next = text.indexOf(NEEDLE, idAt);
        if (next >= 0 && next < hi) {
            hi = next; // another revert's log
        }
        Matcher m = BREAKS.matcher(text).region(idAt, hi);
        while (m.find()) {
            String object = m.group(1).toLowerCase(Locale.ROOT);
            if (opensSentence(text, m.start(), idAt) && !object.equals("nothing") && !object.equals("anything")
                    && !object.equals("no") && !AskedSentences.asked(text, m.start())) {
                return true;
            }
        }
        return false;
    }

    /** Whether {@code at} opens a sentence: before it, past blanks and quote marks, a stop or a blank line. */
    private static boolean opensSentence(String text, int at, int lo) {
        int newlines = 0;
        for (int k = at - 1; k >= lo; k--) {
            char c = text.charAt(k);
            if (c == '\n') {
                if (++newlines == 2) {
                    return true;
                }
            } else if (c != ' ' && c != '\t' && c != '>' && c != '\r') {
                return c == '.' || c == '!' || c == ':';
            }
        }
        return false;
    }
}
