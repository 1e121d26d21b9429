package dev.lkmltriage.extract;

import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.text.Sentences;
import java.util.regex.Pattern;

/**
 * Session 52 (facts52), convention (177): a {@code Fixes:} patch's log, own or quoted, that says what a commit
 * changed and, in the very next sentence, that devices fail since: "Recently ASPM handling was changed to no longer
 * disable ASPM on all PCIe to PCI bridges. Unfortunately these bridge devices don't seem to function properly with
 * ASPM enabled" states a regression with the tag's commit as its culprit and no window ((132)'s "After X ..." reaching
 * a description of the change). {@link CommitRoles} reads the tag's commit as the culprit already.
 *
 * <p>Read narrowly: the change sentence must open "Recently" and put "was/were/has been/have been changed to" in
 * the same sentence; the next sentence must open "Unfortunately" and say that something fails to work (does not
 * function or work, fails, hangs, crashes, breaks, errors); the message must carry a {@code Fixes:} line with an id;
 * the failing sentence must not be a condition or a question. Each hit of the needle reads at most {@link #AHEAD}
 * characters ahead and {@link #BACK} back, at most {@link #MAX_HITS} hits; the tag is looked for once: linear time.
 */
final class ChangedThenFailing {
    static final int AHEAD = 400;
    static final int BACK = 200;
    static final int MAX_HITS = 100;
    private static final String NEEDLE = " changed to ";
    private static final Pattern PASSIVE = Pattern.compile(
            "^(?:.*[:\\]] )?recently\\b[^:]* (?:was|were|has been|have been)$");
    private static final Pattern FAILS = Pattern.compile("^unfortunately,?\\b(?!.*\\bif\\b).*\\b(?:(?:don't|doesn't|do"
            + " not|does not|no longer|can't|cannot)(?: seem to)? (?:function|work)\\w*|fail\\w*|hangs?|hung|crash\\w*"
            + "|break\\w*|broke|errors?)\\b.*");
    private static final Pattern TAG = Pattern.compile("(?m)^[> \\t]*Fixes: *[0-9a-f]{7,40}\\b");

    private ChangedThenFailing() {
    }

    /** Where such a log stands: own text, quoted text (given what was found so far). */
    static RegressionStatements.Found find(Mail mail, boolean ownSoFar, boolean quotedSoFar) {
        String text = mail.text();
        if (!text.contains(NEEDLE) || !TAG.matcher(text).find()) {
            return new RegressionStatements.Found(ownSoFar, quotedSoFar);
        }
        return RegressionStatements.scanAt(mail, NEEDLE, MAX_HITS, ownSoFar, quotedSoFar, ChangedThenFailing::states);
    }

    /** The " changed to " at {@code at} stands in a "Recently X was changed to" sentence the next one says fails. */
    static boolean states(String text, int at) {
        String before = RegressionStatements.clauseBefore(text, at, BACK).strip(); // "wrote: recently ..." too
        if (!PASSIVE.matcher(before).matches()) {
            return false;
        }
        // the first '.', '!' or ';' before white space (none at the text's very end)
        int hi = Math.min(text.length(), at + AHEAD);
        int end = Sentences.end(text, at + NEEDLE.length(), hi, STOPS, Sentences.After.BLANK, null);
        if (end >= hi) {
            return false;
        }
        int next = end + 1;
        while (next < text.length() && (Character.isWhitespace(text.charAt(next)) || text.charAt(next) == '>')) {
            next++;
        }
        return FAILS.matcher(SentenceAhead.of(text, next, AHEAD)).matches() && !AskedSentences.asked(text, next);
    }

    /** The sentence stops of this reader: '.', '!' and ';'. */
    private static final long STOPS = Sentences.marks(".!;");
}
