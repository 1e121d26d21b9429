package dev.lkmltriage.extract;

import dev.lkmltriage.mail.Mail;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Session 32 (regress34): "After commit 1234abcd5678 (\"PCI: ...\"), the HDA won't be suspended ... so the power
 * resource can't be turned off", "After commit X and commit Y, it also calls ... during shutdown, this leads to shutdown
 * or reboot failure occasionally", "But since commit X (\"...\") this is broken on pseries": a changelog (own or
 * quoted, any message kind) that dates a failure from a named, merged commit states a regression (evidence
 * "statement", no window, no culprit: the sentence does not say which of several commits is to blame, and the
 * culprit is left to the commit roles, which since session 42 (roles45) name each commit the sentence opens with a
 * culprit; a blame shared by two commits then names no single regression culprit). On the archive this wording sits in
 * fix patches and their review threads whose other messages say nothing more; the same history with no failure ("After
 * commit X ..., it also calls pci_disable_device() during shutdown, this seems unnecessary"; "has been dropped since
 * commit X") states none.
 *
 * <p>Read narrowly: "after" or "since", then "commit" and a hex id of 7-40 digits; a bracketed or double-quoted title
 * after the id is passed over; then the rest of that sentence (to a full stop, question or exclamation mark followed
 * by a blank, at most {@link #AHEAD} characters) must hold a failure word ({@link #FAILURE}). A condition, denial or
 * modal in the clause before "after"/"since" or in the sentence before the failure word vetoes ("if", "would",
 * "may", "not", "n't": "this would fail", "if after commit X ... fails"), as does a question. One {@code indexOf} per
 * needle for a message without it; each hit reads at most {@link #BACK} characters back and {@link #AHEAD} ahead, and
 * at most {@link #MAX_HITS} hits per needle are read, so the cost stays linear.
 */
final class AfterCommitStatements {
    static final int BACK = 120;
    static final int AHEAD = 300;
    /** The longest title passed over after the id (a bracketed or quoted commit subject). */
    static final int TITLE = 160;
    /** Hits read per needle and message: real mail has a handful; a flood of the words costs no more than this. */
    static final int MAX_HITS = 200;

    private static final Pattern ID = Pattern.compile("[0-9a-fA-F]{7,40}");
    /** Words that say something failed or stopped working, whole words of the tidied (lowercase) sentence. */
    private static final Pattern FAILURE = Pattern.compile("\\b(?:fail\\w*|won't|can't|cannot|can not|no longer|hangs?"
            + "|hung|crash\\w*|break|breaks|broke|broken|panic\\w*|oops\\w*|stopped|locks? up|locked up|lockups?"
            + "|spews?|regress\\w*|doesn't work|does not work|unusable|unbootable|freez\\w*)\\b");
    private static final List<String> DENY = List.of(" if ", " not ", "n't ", " never ", " whether ", " would ",
            " could ", " might ", " may ", " will ", " unless ", " in case ", " should ", " suppose", " assum",
            " without ");

    private AfterCommitStatements() {
    }

    /** Where such a statement stands: own text, quoted text (given what was found so far). */
    static RegressionStatements.Found find(Mail mail, boolean ownSoFar, boolean quotedSoFar) {
        boolean[] found = {ownSoFar, quotedSoFar};
        scan(mail, "fter commit ", found);
        scan(mail, "ince commit ", found);
        return new RegressionStatements.Found(found[0], found[1]);
    }

    private static void scan(Mail mail, String needle, boolean[] found) {
        RegressionStatements.scanNeedle(mail, needle, MAX_HITS, found, new RegressionStatements.NeedleHit() {
            @Override
            public int start(String text, int at) {
                int start = at - 1; // the "a"/"A" of "after", the "s"/"S" of "since"
                return start < 0 || Character.toLowerCase(text.charAt(start)) != (needle.charAt(0) == 'f' ? 'a' : 's')
                        || (start > 0 && Character.isLetterOrDigit(text.charAt(start - 1))) ? -1 : start;
            }

            @Override
            public boolean states(String text, int start, int at) {
                return AfterCommitStatements.states(text, start, at + needle.length());
            }
        });
    }

    /** The "after/since commit " from {@code start}, its id at {@code idAt}, dates a failure from that commit. */
    static boolean states(String text, int start, int idAt) {
        Matcher id = ID.matcher(text).region(idAt, Math.min(text.length(), idAt + 41));
        if (!id.lookingAt()) {
            return false;
        }
        int end = id.end();
        if (end < text.length() && (Character.isLetterOrDigit(text.charAt(end)) || text.charAt(end) == '_')) {
            return false; // "commit 1234567abcdefgh": no id
        }
        String clause = " " + RegressionStatements.clauseBefore(text, start, BACK) + " ";
        if (RegressionStatements.containsAny(clause, DENY) || clause.endsWith(" changes ")) {
            return false; // a pull's "The following changes since commit X:" names its base
        }
        String sentence = SentenceAhead.of(text, skipTitle(text, end), AHEAD);
        Matcher fail = FAILURE.matcher(sentence);
        if (!fail.find()) {
            return false;
        }
        if (RegressionStatements.containsAny(" " + sentence.substring(0, fail.start()), DENY)) {
            return false;
        }
        return !AskedSentences.asked(text, start);
    }

    /** Past a bracketed or double-quoted title right after the id (blanks and quote marks between allowed). */
    private static int skipTitle(String text, int from) {
        int k = from;
        int hi = Math.min(text.length(), from + TITLE);
        while (k < hi && (text.charAt(k) == ' ' || text.charAt(k) == '\n' || text.charAt(k) == '>')) {
            k++;
        }
        if (k >= hi) {
            return from;
        }
        char open = text.charAt(k);
        char close = open == '(' ? ')' : open == '"' ? '"' : open == '\u201c' ? '\u201d' : 0;
        if (close == 0) {
            return from;
        }
        int depth = 0;
        boolean inQuote = false;
        for (int j = k + 1; j < hi; j++) {
            char c = text.charAt(j);
            if (open == '(' && (c == '"' || c == '\u201c' || c == '\u201d')) {
                inQuote = !inQuote; // a title may hold brackets: ("PCI: Add foo (bar)")
            } else if (open == '(' && !inQuote && c == '(') {
                depth++;
            } else if (c == close && !inQuote) {
                if (depth == 0) {
                    return j + 1;
                }
                depth--;
            }
        }
        return from; // no end within reach: read on from the id
    }
}
