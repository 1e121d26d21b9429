package dev.lkmltriage.extract;

import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.SpanKind;
import dev.lkmltriage.text.BlankLines;
import dev.lkmltriage.text.Sentences;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * A kernel named as where a breakage began states a regression without the word: "2.6.32 is where the problem
 * began", "every kernel >= 2.6.26 is not able to address the chip", "broken since v5.5-rc1", "starting with 5.4.49,
 * X fails to start", "5.9 and later hang". Something worked before that kernel, and from it on it does not: the
 * kernel is the window's bad end and no good kernel is named. Read for body kernels (a subject's are the thread's
 * name) whose verdict is bad, or which have none while the sentence names a problem, at every occurrence of the
 * version as written (at most 20; a fact keeps only its first) in prose or quotes; never in a question, a condition,
 * or a sentence that cures ("fixed since 5.9", "works again from 5.10 on"). The sentence is read at most 200
 * characters each way of the occurrence, so the cost stays linear in the kernels found.
 */
final class OnsetKernels {
    /** The onset kernels of a message: those in the author's own text, and those in quoted text. */
    record Found(List<String> own, List<String> quoted) {
        static final Found NONE = new Found(List.of(), List.of());

        Found {
            own = List.copyOf(own);
            quoted = List.copyOf(quoted);
        }
    }

    /** Right before the version: "since", "starting with", "beginning with", ">=", "every kernel after". */
    static final Pattern BEFORE = Pattern.compile(
            "(?:\\bsince|\\bstarting (?:with|from|in|at)|\\bbeginning (?:with|from|in)|>=|\u2265"
                    + "|\\b(?:every|all|any) (?:kernels?|versions?|releases?) (?:since|after|from|starting with))"
                    + "(?: (?:the )?(?:linux|kernel|version|release))? ?$");
    /** Right after the version: "and later", "onwards", "is where the problem began", "is the first bad kernel". */
    static final Pattern AFTER = Pattern.compile(
            "^(?:\\.x|\\.y)?(?: (?:and|or) (?:later|newer|above|up)\\b| onwards?\\b"
                    + "| (?:is|was) (?:where|when) (?:the |this |our |my )?(?:problems?|issues?|bugs?|troubles?"
                    + "|breakage|failures?|hangs?|crash(?:es)?) (?:began|begins|started|starts|appeared|first appeared"
                    + "|showed up|came in)\\b"
                    + "| (?:is|was) the first (?:bad|broken|failing|affected) (?:kernel|version|release|one)\\b)");
    /** "from 5.9 on": "from" before, an "on" word after. */
    static final Pattern FROM_BEFORE = Pattern.compile("\\bfrom(?: (?:linux|kernel|version))? ?$");
    static final Pattern FROM_AFTER = Pattern.compile("^(?:\\.x|\\.y)? (?:on(?:wards?)?|and (?:up|later))\\b");
    /** What goes wrong: a sentence with one of these (or a bad verdict) states a breakage. */
    private static final Pattern PROBLEM = Pattern.compile(
            "\\b(?:problems?|issues?|bugs?|broken|breaks|broke|fail\\w*|not able|unable|(?:does|do|did) not work"
                    + "|(?:does|do|did)n't work|not working|no longer|hangs?|hung|crash\\w*|panic\\w*|oops\\w*"
                    + "|lockups?|freez\\w*|stuck|stopped|regress\\w*|(?:does|do|did)(?: not|n't) boot)\\b");
    /** Cures, conditions and questions: the sentence says no breakage began there. */
    private static final Pattern NOT_ONSET = Pattern.compile(
            "\\b(?:fix\\w*|resolv\\w*|solv\\w*|gone|again|works|working fine|if|unless|whether|would|could|might"
                    + "|maybe|perhaps|supported|support)\\b|\\?");

    private OnsetKernels() {
    }

    /** The onset kernels of the message's body, in text order. */
    static Found of(Mail mail, List<KernelFact> kernels) {
        List<String> own = new ArrayList<>(1);
        List<String> quoted = new ArrayList<>(1);
        occurrences(mail, kernels, true, (k, text, at, end, inQuote) -> {
            List<String> to = inQuote ? quoted : own;
            if (onset(text, at, end, k.verdict()) && !to.contains(k.version())) {
                to.add(k.version());
            }
        });
        return own.isEmpty() && quoted.isEmpty() ? Found.NONE : new Found(own, quoted);
    }

    /** One occurrence of a kernel fact's raw text, standing alone, in prose or a quote. */
    interface Occurrence {
        void at(KernelFact k, String text, int at, int end, boolean quoted);
    }

    /**
     * Visits every occurrence of each body kernel as written (a fact keeps only its first), standing alone, in prose
     * or quotes: at most {@value #MAX_OCCURRENCES} a kernel and {@value #MAX_KERNELS} kernels, so a scan stays
     * linear. {@code skipGood}: kernels judged good are not visited.
     */
    static void occurrences(Mail mail, List<KernelFact> kernels, boolean skipGood, Occurrence visit) {
        if (mail == null || kernels == null || kernels.isEmpty()) {
            return;
        }
        String text = mail.text();
        int scanned = 0;
        SpanKinds kinds = null; // built at the first occurrence: one binary search per occurrence, not a span walk
        for (KernelFact k : kernels) {
            if (k == null || k.version() == null || k.raw() == null || k.raw().isEmpty()
                    || (skipGood && "good".equals(k.verdict())) || k.start() >= k.end()) {
                continue;
            }
            if (++scanned > MAX_KERNELS) {
                break; // a listing of hundreds of versions: each scan reads the text once
            }
            int seen = 0;
            int hits = 0;
            for (int at = text.indexOf(k.raw()); at >= 0 && seen < MAX_OCCURRENCES && hits++ < MAX_HITS;
                    at = text.indexOf(k.raw(), at + 1)) {
                int end = at + k.raw().length();
                if (!standsAlone(text, at, end)) {
                    continue;
                }
                seen++;
                if (kinds == null) {
                    kinds = new SpanKinds(mail.spans());
                }
                SpanKind kind = kinds.at(at);
                if (kind == SpanKind.PROSE || kind == SpanKind.QUOTE) {
                    visit.at(k, text, at, end, kind == SpanKind.QUOTE);
                }
            }
        }
    }

    private static final int MAX_OCCURRENCES = 20;
    /** Occurrences inside longer versions ("5.9" in "5.9.1") count here, so that a scan stays short. */
    private static final int MAX_HITS = 200;
    private static final int MAX_KERNELS = 100;

    /** The occurrence at {@code [at, end)} marks where a breakage began, and its sentence states one. */
    private static boolean onset(String text, int at, int end, String verdict) {
        String before = RegressionStatements.tidy(text.substring(sentenceStart(text, at), at));
        String after = RegressionStatements.tidy(text.substring(end, sentenceEnd(text, end)));
        boolean marked = endsWith(BEFORE, before) || AFTER.matcher(after).lookingAt()
                || (endsWith(FROM_BEFORE, before) && FROM_AFTER.matcher(after).lookingAt());
        if (!marked) {
            // session 30 (verdict31): the problem first, "this bug was introduced in v5.9"; a cure word elsewhere in
            // the sentence ("the problem it solves ... only showed up in 5.6-rc1") does not undo where it began
            return OnsetPhrases.marks(before, () -> "bad".equals(verdict) || PROBLEM.matcher(before).find())
                    && after.indexOf('?') < 0;
        }
        String sentence = before + " " + after;
        return !NOT_ONSET.matcher(sentence).find() && ("bad".equals(verdict) || PROBLEM.matcher(sentence).find());
    }

    /**
     * {@code pattern.matcher(s).find()} for {@link #BEFORE} and {@link #FROM_BEFORE} (session 40, speed41): each ends
     * in {@code $} (the end, or a line terminator of at most two characters before it) and matches at most 41
     * characters, so a match starts within the last 43; the search begins {@value #MARK_REACH} from the end instead of
     * at every offset of the sentence, its bounds transparent so that a {@code \b} at the start sees the character
     * before. (The
     * ^-anchored {@link #AFTER} and {@link #FROM_AFTER} can match only at the start: {@code lookingAt}.)
     */
    static boolean endsWith(Pattern pattern, String s) {
        return pattern.matcher(s).region(Math.max(0, s.length() - MARK_REACH), s.length()).useTransparentBounds(true)
                .find();
    }

    /** The longest match of {@link #BEFORE} ("every releases starting with the version ", 41) with room to spare. */
    static final int MARK_REACH = 64;

    /** The version is not part of a longer one ("5.9" in "5.9.1" or "15.9", "2.6.32" in "2.6.32.1"). */
    private static boolean standsAlone(String text, int at, int end) {
        if (at > 0) {
            char c = text.charAt(at - 1);
            if (Character.isLetterOrDigit(c) || c == '.' || c == '-' || c == '_') {
                return false;
            }
        }
        if (end < text.length()) {
            char c = text.charAt(end);
            if (Character.isDigit(c) || ((c == '.' || c == '-') && end + 1 < text.length()
                    && Character.isDigit(text.charAt(end + 1)))) {
                return false;
            }
        }
        return true;
    }

    /** At most 200 characters back to a sentence's end ('.', '!', '?' before a blank, or a blank line). */
    static int sentenceStart(String text, int at) {
        return Sentences.start(at, 200, i -> Sentences.stopOrBreak(text, i));
    }

    /** At most 200 characters on to the sentence's end, that end's '?' included (a question is read as one). */
    static int sentenceEnd(String text, int at) {
        int to = Sentences.stopOrBreakEnd(text, at, 200);
        // short of the reach, the walk stopped at an end
        return to - at < 200 && to < text.length() && text.charAt(to) == '?' ? to + 1 : to;
    }
}
