package dev.lkmltriage.extract;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Session 43 (roles46), convention 22 read as a shape: a revert advised for a named symptom. "In case there are these
 * warnings during probe:" over a pasted log, then "Try reverting this commit:" over the id: the writer offers the
 * commit as the cause of the failure he names (a suspect offered, convention 86), so the id is its culprit. The advice
 * alone ("Try reverting this commit:", "Could you try reverting the following commit to see if it helps:") stays a
 * trial, a reference: only the conditional clause naming the failure before it separates the two.
 * <p>
 * Near misses: a condition naming no failure ("In case you want the old behaviour back ... Try reverting this
 * commit:"), a trial or a question in the advice ("to see if", "whether", "?"), a condition more than
 * {@value #REACH} characters above, a condition past another commit id (the caller bounds {@code before}).
 * Linear: the advice is one bounded line, the window {@value #REACH} characters.
 * <p>
 * Session 44 (roles47): the same act told the other way round, a known problem named by its cure so that the reader
 * can compare ("The problem which reverting X helps has these errors:" over a log, {@link #describesKnown}). The
 * revert is the writer's pointer to the problem, as the advice is: X keeps its culprit role, and no regression is
 * stated by the description (a report's own "reverting X fixes it" still states one).
 */
final class SymptomReverts {
    static final int REACH = 600;
    /** The advice line, whole: "try reverting this commit:", "please try to revert the following patch:". */
    private static final Pattern ADVICE = Pattern.compile("^(?:(?:then|so|please|you can|you could|you may want to)"
            + "\\s+){0,2}(?:try\\s+(?:reverting|to\\s+revert)|revert)\\s+(?:this|the\\s+following|the\\s+below)\\s+"
            + "(?:commit|patch|change):$");
    /** A condition naming what the reader may see: "in case there are", "if you see", "when you hit". */
    private static final Pattern CONDITION = Pattern.compile("(?:^|[.!:]\\s|\\)\\s)\\s*(?:in case|if you (?:see|get"
            + "|hit|run into|have)|if there (?:are|is)|when you (?:see|get|hit))\\b");
    /** Failure words the condition must hold (its clause up to the first colon or full stop). */
    private static final String[] SYMPTOMS = {"warning", "error", "fail", "hang", "crash", "oops", "panic", "timeout",
        "splat", "lockup", "bug", "problem", "issue"};

    /**
     * "The problem which reverting X helps has these errors", "the issue that a revert of X fixes looks like this": a
     * problem (never "the regression", which states one) named by a revert that helps it, as the subject of a clause
     * that shows its symptoms (has, shows, gives, looks, prints, produces). Bounded: the evidence is cut to
     * {@value #MAX_EVIDENCE} characters before the pattern runs, and no part repeats unboundedly.
     */
    private static final Pattern KNOWN = Pattern.compile("\\b(?:the|this|that)\\s+(?:problem|issue|bug|failure|error"
            + "|hang|crash|symptom)s?\\s+(?:which|that)\\s+(?:reverting|(?:a|the)\\s+revert\\s+of)\\s+"
            + "(?:(?:the\\s+)?(?:commit|patch|change)\\s+)?[0-9a-f]{7,40}\\b(?:\\s+\\([^)]{0,120}\\))?\\s+"
            + "(?:helps|fixes|cures|solves|avoids)\\b(?:\\s+(?:with|on|for))?[^.?!:]{0,30}?\\s"
            + "(?:has|have|shows|show|gives|give|looks|look|prints|print|produces|produce)\\b");
    static final int MAX_EVIDENCE = 400;

    private SymptomReverts() {
    }

    /**
     * Whether a culprit's evidence (lowercase) names a known problem by the revert that helps it, to show its
     * symptoms ({@link #KNOWN}): the id is offered as that problem's cause, and no regression is stated by it.
     */
    static boolean describesKnown(String evidence) {
        if (evidence == null || !evidence.contains("revert")) {
            return false;
        }
        String e = VersionsText.stripQuote(evidence).strip();
        if (e.length() > MAX_EVIDENCE) {
            e = e.substring(0, MAX_EVIDENCE);
        }
        return KNOWN.matcher(e).find();
    }

    /**
     * Whether a culprit's evidence (lowercase) is such advice: the suspect is offered for a symptom, no regression is
     * stated by it ({@link StatedRegressions} passes it over, as it passes over a guess).
     */
    static boolean isAdvice(String evidence) {
        String e = VersionsText.stripQuote(evidence).strip();
        return e.length() <= 80 && e.contains("rever") && ADVICE.matcher(e).find();
    }

    /**
     * Whether {@code intro} (the colon line over the id, lowercase, collapsed) advises a revert of the commit below and
     * {@code before} (the lowercase collapsed text above that line, back to the previous id) opens, within
     * {@value #REACH} characters, a condition that names a failure.
     */
    static boolean advised(String intro, String before) {
        if (intro.length() > 80 || !intro.contains("rever") || !ADVICE.matcher(intro).find()) {
            return false;
        }
        String window = before.length() > REACH ? before.substring(before.length() - REACH) : before;
        Matcher m = CONDITION.matcher(window);
        int last = -1;
        while (m.find()) {
            last = m.end();
        }
        if (last < 0) {
            return false;
        }
        int stop = window.length();
        for (char c : new char[] {':', '?'}) {
            int k = window.indexOf(c, last);
            if (k >= 0 && k < stop) {
                stop = k;
            }
        }
        int dot = window.indexOf(". ", last);
        if (dot >= 0 && dot < stop) {
            stop = dot;
        }
        if (stop < window.length() && window.charAt(stop) == '?') {
            return false;
        }
        String clause = window.substring(last, Math.min(stop, last + 200));
        for (String s : SYMPTOMS) {
            if (CommitRoles.containsWord(clause, s)) {
                return true;
            }
        }
        return false;
    }
}
