package dev.lkmltriage.extract;

import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.Span;
import dev.lkmltriage.mail.SpanKind;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * A kernel named as where a breakage began states a regression without the word: "2.6.32 is where the problem
 * began", "every kernel >= 2.6.26 is not able to address the chip", "broken since v5.5-rc1", "starting with 5.4.49,
 * X fails to start", "5.9 and later hang". Something worked before that kernel, and from it on it does not: the
 * kernel is the window's bad end and no good kernel is named. Read for body kernels (a subject's are the thread's
 * name) in prose or quotes whose verdict is bad, or which have none while their sentence names a problem; never in
 * a question, a condition, or a sentence that cures ("fixed since 5.9", "works again from 5.10 on"). The sentence is
 * read at most 200 characters each way of the kernel, so the cost stays linear in the kernels found.
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
    private static final Pattern BEFORE = Pattern.compile(
            "(?:\\bsince|\\bstarting (?:with|from|in|at)|\\bbeginning (?:with|from|in)|>=|\u2265"
                    + "|\\b(?:every|all|any) (?:kernels?|versions?|releases?) (?:since|after|from|starting with))"
                    + "(?: (?:the )?(?:linux|kernel|version|release))? ?$");
    /** Right after the version: "and later", "onwards", "is where the problem began", "is the first bad kernel". */
    private static final Pattern AFTER = Pattern.compile(
            "^(?:\\.x|\\.y)?(?: (?:and|or) (?:later|newer|above|up)\\b| onwards?\\b"
                    + "| (?:is|was) (?:where|when) (?:the |this |our |my )?(?:problems?|issues?|bugs?|troubles?"
                    + "|breakage|failures?|hangs?|crash(?:es)?) (?:began|begins|started|starts|appeared|first appeared"
                    + "|showed up|came in)\\b"
                    + "| (?:is|was) the first (?:bad|broken|failing|affected) (?:kernel|version|release|one)\\b)");
    /** "from 5.9 on": "from" before, an "on" word after. */
    private static final Pattern FROM_BEFORE = Pattern.compile("\\bfrom(?: (?:linux|kernel|version))? ?$");
    private static final Pattern FROM_AFTER = Pattern.compile("^(?:\\.x|\\.y)? (?:on(?:wards?)?|and (?:up|later))\\b");
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
        if (mail == null || kernels == null || kernels.isEmpty()) {
            return Found.NONE;
        }
        String text = mail.text();
        List<String> own = new ArrayList<>(1);
        List<String> quoted = new ArrayList<>(1);
        for (KernelFact k : kernels) {
            if (k == null || k.version() == null || "good".equals(k.verdict()) || k.start() >= k.end()
                    || k.end() > text.length() || !readable(mail.spans(), k.start())) {
                continue;
            }
            String before = RegressionStatements.tidy(text.substring(sentenceStart(text, k.start()), k.start()));
            String after = RegressionStatements.tidy(text.substring(k.end(), sentenceEnd(text, k.end())));
            boolean marked = BEFORE.matcher(before).find() || AFTER.matcher(after).find()
                    || (FROM_BEFORE.matcher(before).find() && FROM_AFTER.matcher(after).find());
            if (!marked) {
                continue;
            }
            String sentence = before + " " + after;
            if (NOT_ONSET.matcher(sentence).find()
                    || (!"bad".equals(k.verdict()) && !PROBLEM.matcher(sentence).find())) {
                continue;
            }
            List<String> to = k.quoted() ? quoted : own;
            if (!to.contains(k.version())) {
                to.add(k.version());
            }
        }
        return own.isEmpty() && quoted.isEmpty() ? Found.NONE : new Found(own, quoted);
    }

    private static boolean readable(List<Span> spans, int at) {
        for (Span s : spans) {
            if (s.contains(at)) {
                return s.kind() == SpanKind.PROSE || s.kind() == SpanKind.QUOTE;
            }
        }
        return true;
    }

    /** At most 200 characters back to a sentence's end ('.', '!', '?' before a blank, or a blank line). */
    private static int sentenceStart(String text, int at) {
        int from = at;
        while (from > 0 && at - from < 200 && !ends(text, from - 1)) {
            from--;
        }
        return from;
    }

    /** At most 200 characters on to the sentence's end, that end's '?' included (a question is read as one). */
    private static int sentenceEnd(String text, int at) {
        int to = at;
        while (to < text.length() && to - at < 200) {
            if (ends(text, to)) {
                return text.charAt(to) == '?' ? to + 1 : to;
            }
            to++;
        }
        return to;
    }

    private static boolean ends(String text, int i) {
        char c = text.charAt(i);
        if (c == '!' || c == '?' || c == '.') {
            return i + 1 == text.length() || Character.isWhitespace(text.charAt(i + 1));
        }
        return c == '\n' && i + 1 < text.length() && blankLine(text, i + 1);
    }

    /** The line starting at {@code from} holds only quote marks and blanks. */
    private static boolean blankLine(String text, int from) {
        for (int i = from; i < text.length() && i - from < 40; i++) {
            char c = text.charAt(i);
            if (c == '\n') {
                return true;
            }
            if (c != '>' && c != ' ' && c != '\t') {
                return false;
            }
        }
        return false;
    }
}
