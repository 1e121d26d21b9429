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
 *
 * <p>Session 45 (roles48): the id may stand without the word "commit" ("After 6d2c89441571 report_slot_reset is not
 * invoked, and the device does not recover", "After b516ea586d71 (\"PCI: Enable ...\"), there are now two functions
 * ... so the reset fails"): a bare
 * id after "after" or "since" counts where it holds a digit and a letter (a hex word of 7-40 characters, so
 * "after 1000000 cycles" and "since deadbeef" are no ids). A failure may be a device that does not recover or a page
 * fault. A negation vetoes only within the failure word's own clause (after the last comma, semicolon or colon before
 * it): "X is not invoked, and the device does not recover" states the failure, "the port does not hang" does not;
 * conditions and modals still veto across the sentence. "As of X (...), ... causing a page fault" is left: the commit
 * roles do not read "as of" as blame, so the regression would take the Fixes: target as its culprit where the
 * labels (held-out24's 13527) blame X.
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
            + "|spews?|regress\\w*|doesn't work|does not work|unusable|unbootable|freez\\w*"
            + "|(?:does|do|did) not recover|(?:doesn't|don't|didn't) recover|page faults?)\\b");
    private static final List<String> DENY = List.of(" if ", " not ", "n't ", " never ", " whether ", " would ",
            " could ", " might ", " may ", " will ", " unless ", " in case ", " should ", " suppose", " assum",
            " without ");
    /** Negations: they veto in the clause before "after/since" and in the failure word's own clause only. */
    private static final List<String> NEGATIONS = List.of(" not ", "n't ", " never ");
    /** Conditions, modals and hedges: they veto anywhere in the sentence before the failure word. */
    private static final List<String> HEDGES = DENY.stream().filter(w -> !NEGATIONS.contains(w)).toList();
    /** A bare id: 7-40 hex characters holding a digit and a letter a-f. */
    private static final Pattern BARE_ID = Pattern.compile("(?=[0-9a-fA-F]{0,39}[0-9])(?=[0-9a-fA-F]{0,39}[a-fA-F])"
            + "[0-9a-fA-F]{7,40}");

    private AfterCommitStatements() {
    }

    /** Where such a statement stands: own text, quoted text (given what was found so far). */
    static RegressionStatements.Found find(Mail mail, boolean ownSoFar, boolean quotedSoFar) {
        boolean[] found = {ownSoFar, quotedSoFar};
        scan(mail, "fter commit ", found);
        scan(mail, "ince commit ", found);
        scanBare(mail, "fter ", 'a', 1, found);
        scanBare(mail, "ince ", 's', 1, found);
        // session 46 (roles49): the id wrapped to the next line ("After\nabafbc55 however these VFs were no longer
        // able to work"), and "as of" ("As of 181e9d4efaf6a (...), the fwnode is put ... causing a page fault")
        scanBare(mail, "fter\n", 'a', 1, found);
        scanBare(mail, "ince\n", 's', 1, found);
        scan(mail, "s of commit ", found);
        scanBare(mail, "s of ", 'a', 1, found);
        scanBare(mail, "s of\n", 'a', 1, found);
        scanUntil(mail, found);
        return new RegressionStatements.Found(found[0], found[1]);
    }

    /**
     * "after/since" and a bare id (no "commit"): {@code first} is the word's first letter, {@code back} how many
     * characters before the needle it stands. A hit opens a statement only where a bare id follows at once, so the
     * common words cost one {@code indexOf} pass and a few character checks each.
     */
    private static void scanBare(Mail mail, String needle, char first, int back, boolean[] found) {
        RegressionStatements.scanNeedle(mail, needle, MAX_HITS, found, new RegressionStatements.NeedleHit() {
            @Override
            public int start(String text, int at) {
                int start = at - back;
                if (start < 0 || Character.toLowerCase(text.charAt(start)) != first
                        || (start > 0 && Character.isLetterOrDigit(text.charAt(start - 1)))) {
                    return -1;
                }
                int idAt = skipBlanks(text, at + needle.length());
                Matcher id = BARE_ID.matcher(text).region(idAt, Math.min(text.length(), idAt + 41));
                return id.lookingAt() ? start : -1;
            }

            @Override
            public boolean states(String text, int start, int at) {
                return AfterCommitStatements.states(text, start, at + needle.length());
            }
        });
    }

    private static void scan(Mail mail, String needle, boolean[] found) {
        // the word's first letter, one before the needle: the "a" of "after" and "as of", the "s" of "since"
        char first = needle.charAt(0) == 'i' ? 's' : 'a';
        RegressionStatements.scanNeedle(mail, needle, MAX_HITS, found, new RegressionStatements.NeedleHit() {
            @Override
            public int start(String text, int at) {
                int start = at - 1;
                return start < 0 || Character.toLowerCase(text.charAt(start)) != first
                        || (start > 0 && Character.isLetterOrDigit(text.charAt(start - 1))) ? -1 : start;
            }

            @Override
            public boolean states(String text, int start, int at) {
                return AfterCommitStatements.states(text, start, at + needle.length());
            }
        });
    }

    /** The "after/since commit " from {@code start}, its id at {@code idAt}, dates a failure from that commit. */
    static boolean states(String text, int start, int idFrom) {
        int idAt = skipBlanks(text, idFrom);
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
        String before = " " + sentence.substring(0, fail.start());
        if (RegressionStatements.containsAny(before, HEDGES)
                || RegressionStatements.containsAny(ownClause(before), NEGATIONS)) {
            return false;
        }
        return !AskedSentences.asked(text, start);
    }

    /** Past blanks, line breaks and the quote marks that open a wrapped line, from {@code k}. */
    private static int skipBlanks(String text, int k) {
        int i = k;
        while (i < text.length() && i - k < 12 && (text.charAt(i) == ' ' || text.charAt(i) == '\n'
                || text.charAt(i) == '>' || text.charAt(i) == '\t')) {
            i++;
        }
        return i;
    }

    /** The most characters from "until" to the id of an "OK until ... X" statement. */
    static final int UNTIL_REACH = 80;
    /** An id after "until": a bare one (a digit and a letter) or after "commit". */
    private static final Pattern UNTIL_ID = Pattern.compile("(?:commit )?(?=[0-9a-f]{0,39}[0-9])(?=[0-9a-f]{0,39}"
            + "[a-f])[0-9a-f]{7,40}\\b");

    /**
     * Session 46 (roles49): "the firmware does not emulate the bit, which was OK until vfio-pci started enforcing it
     * via abafbc55", "This worked fine until commit X": a working state that a named commit ended states a
     * regression (the convention-132 reading of a failure dated from a commit). The clause before "until" must end
     * in a working word with no negation or condition ({@link EffectBlame#workedUntil}), a lowercase id must follow
     * within {@link #UNTIL_REACH} characters and {@link EffectBlame#UNTIL_WORDS} words in the same sentence, and the
     * sentence must be no question. "didn't work until X" (a cure) and "fine until now" state none.
     */
    private static void scanUntil(Mail mail, boolean[] found) {
        RegressionStatements.scanNeedle(mail, "until", MAX_HITS, found, new RegressionStatements.NeedleHit() {
            @Override
            public int start(String text, int at) {
                if ((at > 0 && Character.isLetterOrDigit(text.charAt(at - 1)))
                        || (at + 5 < text.length() && Character.isLetterOrDigit(text.charAt(at + 5)))) {
                    return -1;
                }
                return at;
            }

            @Override
            public boolean states(String text, int start, int at) {
                return untilStates(text, at);
            }
        });
    }

    /** The "until" at {@code at} ends a working state at a named commit (see {@link #scanUntil}). */
    static boolean untilStates(String text, int at) {
        String ahead = RegressionStatements.tidy(text, at, Math.min(text.length(), at + 6 + UNTIL_REACH), false);
        int stop = ahead.length();
        for (int k = 0; k < ahead.length() - 1; k++) {
            char c = ahead.charAt(k);
            if ((c == '.' || c == '?' || c == '!' || c == ';') && ahead.charAt(k + 1) == ' ') {
                stop = k;
                break;
            }
        }
        Matcher id = UNTIL_ID.matcher(ahead).region(0, stop);
        if (!id.find()) {
            return false;
        }
        String pre = RegressionStatements.clauseBefore(text, at, BACK).toLowerCase(java.util.Locale.ROOT) + " "
                + ahead.substring(0, id.start());
        return EffectBlame.workedUntil(pre.strip()) && !AskedSentences.asked(text, at);
    }

    /** The part of {@code before} after its last comma, semicolon or colon: the failure word's own clause. */
    static String ownClause(String before) {
        int cut = Math.max(before.lastIndexOf(','), Math.max(before.lastIndexOf(';'), before.lastIndexOf(':')));
        return cut < 0 ? before : " " + before.substring(cut + 1).stripLeading();
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
