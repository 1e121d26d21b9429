package dev.lkmltriage.extract;

import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.Span;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Session 34 (revert37), convention (1): a tester's failure with a patch a tree carries states a regression. In a
 * reply to the patch: "After a bisection, I found that this patch triggers the issue (this patch was merged
 * yesterday)", "Unfortunatly this patch causes XHCI initialization failures ... I will remove both from the IOMMU tree
 * for now", "with the latest linux-next, my board doesn't boot anymore. I've traced it back to this series". A patch
 * only posted for review that fails when the tester applies it is review and states none, so the text near the
 * sentence (within {@link #NEAR} characters, on the same side of the quote) must say a tree carries it: "mainline",
 * "linux-next" or a {@code next-YYYYMMDD} tag, "merged", "from/in/into the X tree" (never "device tree"). "applied" is
 * no such word: a tester applies a posted patch too.
 *
 * <p>Two shapes after "this patch/series/commit/change" (or "the following patch"): a verb of causing ("causes",
 * "caused", "triggers", "triggered", "breaks", "broke") with a failure word after it in the sentence; or a bisect that
 * ends there ("bisected this to", "traced it back to", "tracked it down to") with a failure word near before it. Not
 * under a condition, denial or modal in the clause, not in a question; never in a message that is not a reply (a
 * changelog's "This patch causes the driver to fail probing when ..." says what the patch does). One {@code indexOf}
 * per needle for a message without it; each hit reads at most {@link #NEAR} characters either side, and at most
 * {@link #MAX_HITS} hits per needle are read, so the cost stays linear.
 */
final class TreePatchFailures {
    static final int NEAR = 400;
    static final int AHEAD = 200;
    static final int MAX_HITS = 200;

    private static final String[] NEEDLES = {"his patch", "his series", "his commit", "his change",
        "he following patch", "he following commit"};
    /** The needles' heads at a line's end, and the nouns that may open the next line (after its quote marks). */
    private static final String[] WRAPPED_HEADS = {"his\n", "he following\n"};
    private static final String[] NOUNS = {"patch", "series", "commit", "change"};
    private static final String[] FOLLOWING_NOUNS = {"patch", "commit"};
    /** Quote marks and blanks read at the next line's start: deeper quotes than any in the archive. */
    private static final int WRAP_MARKS = 40;
    /** Right after the needle: an optional bracket ("(merged as [1])"), then a verb of causing, then the rest. */
    private static final Pattern CAUSES = Pattern.compile(
            "^(?: \\([^)]{0,80}\\))?(?: (?:also|actually|apparently|really|somehow|now))? (?:causes|caused|triggers"
                    + "|triggered|breaks|broke)\\b(.*)");
    /** Right before the needle: a bisect that ends at it. */
    private static final Pattern BISECTED = Pattern.compile(
            ".*\\b(?:bisected|bisect|traced|tracked|narrowed|pinned)(?: \\w+){0,2} (?:down |back )?to t$");
    private static final Pattern FAILURE = Pattern.compile("\\b(?:fail\\w*|issues?|problems?|won't|can't|cannot"
            + "|no longer|hangs?|hung|crash\\w*|break|breaks|broke|broken|panic\\w*|oops\\w*|abort\\w*|stopped"
            + "|locks? up|locked up|lockups?|regress\\w*|doesn't (?:work|boot)|does not (?:work|boot)|unusable"
            + "|unbootable|freez\\w*)\\b");
    private static final Pattern TREE = Pattern.compile("\\b(?:mainline|linux-next|next-20\\d{6}|merged"
            + "|(?:from|in|into) (?:the |my |your |his )?(?!device )(?:[\\w/-]+ )?tree)\\b");
    private static final List<String> DENY = RegressionStatements.HEDGES;
    /** Build breaks and warnings are another story (a robot's or a compiler's): no regression of a running kernel. */
    private static final Pattern BUILD = Pattern.compile(
            "\\b(?:build|builds|compil\\w*|warnings?|link(?:ing|er)? errors?|sparse|clang|gcc)\\b");

    private TreePatchFailures() {
    }

    /** Where such a statement stands in a reply: own text, quoted text (given what was found so far). */
    static RegressionStatements.Found find(Mail mail, boolean reply, boolean ownSoFar, boolean quotedSoFar) {
        boolean[] found = {ownSoFar, quotedSoFar};
        if (reply) {
            String text = mail.text();
            for (String needle : NEEDLES) {
                scan(mail, needle, found);
            }
            for (String head : WRAPPED_HEADS) {
                scanWrapped(mail, text, head, found);
            }
        }
        return new RegressionStatements.Found(found[0], found[1]);
    }

    private static void scan(Mail mail, String needle, boolean[] found) {
        RegressionStatements.scanNeedle(mail, needle, MAX_HITS, found, new RegressionStatements.NeedleHit() {
            @Override
            public int start(String text, int at) {
                int end = at + needle.length();
                if (end < text.length() && Character.isLetterOrDigit(text.charAt(end))
                        && text.charAt(end) != 'e' && text.charAt(end) != 's') {
                    return -1; // "this patchset" is read ("patches", "changes" too), "this changelog" is not
                }
                return headStarts(text, at - 1) ? at - 1 : -1;
            }

            @Override
            public boolean states(String text, int start, int at) {
                return statesAt(mail, text, start, at + needle.length());
            }
        });
    }

    /**
     * Session 35 (conventions35): the needle broken by the line's end, as mail wraps it ("The bisect is point to
     * this\n> commit"): the head at a line's end, the noun after the next line's quote marks.
     */
    private static void scanWrapped(Mail mail, String text, String head, boolean[] found) {
        int hits = 0;
        for (int at = text.indexOf(head); at >= 0 && !(found[0] && found[1]) && hits < MAX_HITS;
                at = text.indexOf(head, at + head.length())) {
            if (!headStarts(text, at - 1)) {
                continue;
            }
            int k = at + head.length();
            int hi = Math.min(text.length(), k + WRAP_MARKS);
            while (k < hi && (text.charAt(k) == '>' || text.charAt(k) == ' ' || text.charAt(k) == '\t')) {
                k++;
            }
            for (String noun : head.startsWith("his") ? NOUNS : FOLLOWING_NOUNS) {
                int end = k + noun.length();
                if (text.startsWith(noun, k) && (end >= text.length() || !Character.isLetterOrDigit(text.charAt(end))
                        || text.charAt(end) == 'e' || text.charAt(end) == 's')) {
                    hits++;
                    read(mail, text, at - 1, end, found);
                    break;
                }
            }
        }
    }

    /** The "t"/"T" of "this", "the" at {@code start}, a word's start. */
    private static boolean headStarts(String text, int start) {
        return start >= 0 && Character.toLowerCase(text.charAt(start)) == 't'
                && (start == 0 || !Character.isLetterOrDigit(text.charAt(start - 1)));
    }

    private static void read(Mail mail, String text, int start, int end, boolean[] found) {
        int side = RegressionStatements.side(mail.spans(), start);
        if (side < 0 || found[side]) {
            return;
        }
        if (statesAt(mail, text, start, end)) {
            found[side] = true;
        }
    }

    /** Whether the statement from {@code start}, its noun ending at {@code end}, states a tree-carried failure. */
    private static boolean statesAt(Mail mail, String text, int start, int end) {
        return states(mail, text, start, wordEnd(text, end)) && carried(mail, text, start);
    }

    private static int wordEnd(String text, int k) {
        int e = k;
        while (e < text.length() && e - k < 3 && Character.isLetter(text.charAt(e))) {
            e++;
        }
        return e;
    }

    /** "this patch" from {@code start} to {@code end} is said to cause a failure, or a bisect ends at it. */
    static boolean states(Mail mail, String text, int start, int end) {
        String clause = " " + RegressionStatements.clauseBefore(text, start, NEAR).stripTrailing() + " ";
        if (RegressionStatements.containsAny(clause, DENY) || AskedSentences.asked(text, start)) {
            return false;
        }
        String after = SentenceAhead.of(text, end, AHEAD);
        Matcher m = CAUSES.matcher(after);
        if (m.matches()) {
            String rest = m.group(1);
            Matcher f = FAILURE.matcher(rest);
            return f.find() && !BUILD.matcher(rest).find()
                    && !RegressionStatements.containsAny(" " + rest.substring(0, f.start()), DENY);
        }
        if (BISECTED.matcher(clause.stripTrailing() + " t").matches()) {
            String near = RegressionStatements.tidy(text.substring(spanStart(mail, start), start));
            return FAILURE.matcher(near).find() && !BUILD.matcher(near).find();
        }
        return false;
    }

    /** Where the own or quoted text holding {@code at} starts, at most {@link #NEAR} characters back. */
    private static int spanStart(Mail mail, int at) {
        int lo = Math.max(0, at - NEAR);
        for (Span s : mail.spans()) {
            if (s.contains(at)) {
                return Math.max(lo, s.start());
            }
        }
        return lo;
    }

    /** Text within {@link #NEAR} characters, inside the span (own or quoted text) that holds the sentence, names a tree. */
    private static boolean carried(Mail mail, String text, int start) {
        int lo = Math.max(0, start - NEAR);
        int hi = Math.min(text.length(), start + NEAR);
        for (Span s : mail.spans()) {
            if (s.contains(start)) {
                lo = Math.max(lo, s.start());
                hi = Math.min(hi, s.end());
                break;
            }
        }
        return TREE.matcher(RegressionStatements.tidy(text.substring(lo, hi))).find();
    }
}
