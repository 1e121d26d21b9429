package dev.lkmltriage.triage;

import dev.lkmltriage.mail.Mail;
import java.util.Set;

/**
 * Whether a report says, in its own words, that it ran with a fix applied and the failure went on ("with the fix[0]
 * applied on top ... But I'm still getting errors", "even with your patch the link still fails", "after applying
 * it, no change"). Such a report links the fix it ran with, and that link is no sign that it is the fix's problem:
 * it is a problem the fix did not cure, another one or a remainder, and is placed by its own evidence (session 33,
 * the archive's Turris Omnia report: it joined the mvebu resource-collision cluster by its link to that cluster's
 * fix, and its 48-message thread followed). A report asking "is this related to [link]?" or "is it fixed by
 * [link]?" says nothing of the kind and still joins by the link.
 *
 * <p>One pass over the words of the author's own prose (quotes, diffs and signatures skipped), the first
 * {@value #MAX_CHARS} characters of it: a cue that a change was applied ("applied", "applying", "on top", "even
 * with") and a cue that the failure persists ("still" before a failing or seeing word, "did not help", "no change",
 * "same error") within {@value #WINDOW} words of each other, either order.
 */
final class RanWithFix {
    /** Words between the two cues: one paragraph's reach (the archive's report: 21). */
    static final int WINDOW = 40;
    /** A report states what it ran near its top; a pasted log after it is not read. */
    static final int MAX_CHARS = 20_000;
    /** Words after "still" that make it the failure's ("still getting errors", "still see", "still fails"). */
    private static final int STILL_REACH = 3;

    private static final Set<String> FAILING = Set.of("see", "seeing", "sees", "get", "getting", "gets", "fail",
            "fails", "failing", "failed", "hang", "hangs", "hanging", "crash", "crashes", "crashing", "happen",
            "happens", "happening", "occur", "occurs", "occurring", "broken", "present", "reproduce", "reproduces",
            "reproducible", "have", "having", "has", "errors", "error", "shows", "show", "showing", "there", "not",
            "no", "doesn't", "don't", "won't", "can't", "cannot", "isn't", "aren't");
    /** Words after "did not"/"didn't"/"does not"/"doesn't"/"no" that say the fix did nothing for it. */
    private static final Set<String> NO_EFFECT = Set.of("help", "helps", "fix", "change", "difference", "luck",
            "resolve", "solve", "cure");
    private static final Set<String> NEGATION = Set.of("not", "didn't", "doesn't", "no", "without");
    private static final Set<String> SAME_WHAT = Set.of("error", "errors", "problem", "issue", "result", "results",
            "behavior", "behaviour", "failure", "symptoms");

    private RanWithFix() {
    }

    /** Whether {@code mail}'s own prose says a change was applied and the failure persisted (class comment). */
    static boolean says(Mail mail) {
        String text = mail.text();
        if (!Literals.mayContainAny(text, "appl", "top", "even with")) {
            return false;
        }
        return OwnProse.any(mail, MAX_CHARS, new Scan()::words);
    }

    /** The same test over plain text (all of it own prose), for callers and tests without spans. */
    static boolean says(String text) {
        return text != null && new Scan().words(text, 0, Math.min(text.length(), MAX_CHARS));
    }

    /** Word positions of the last cues seen; a word is a run of letters, digits and apostrophes. */
    private static final class Scan {
        private long word;
        /** Word positions of the last cues; 0 for none yet (words count from 1). */
        private long applied;
        private long persists;
        private String prev = "";
        private String prev2 = "";
        private long stillAt = Long.MIN_VALUE / 2;

        /** Reads {@code text[from, to)}; true once both cues fall within the window. */
        boolean words(String text, int from, int to) {
            int i = from;
            StringBuilder w = new StringBuilder(16);
            while (i < to) {
                char c = text.charAt(i);
                if (Character.isLetterOrDigit(c) || c == '\'' || c == '\u2019') {
                    if (w.length() < 32) {
                        w.append(c == '\u2019' ? '\'' : Character.toLowerCase(c));
                    }
                    i++;
                    continue;
                }
                if (w.length() > 0 && word(w.toString())) {
                    return true;
                }
                w.setLength(0);
                i++;
            }
            return w.length() > 0 && word(w.toString());
        }

        private boolean word(String w) {
            word++;
            switch (w) {
                case "applied", "applying" -> applied = word;
                case "top" -> {
                    if (prev.equals("on")) {
                        applied = word;
                    }
                }
                case "with" -> {
                    if (prev.equals("even")) {
                        applied = word;
                    }
                }
                case "still" -> stillAt = word;
                default -> {
                    if (word - stillAt <= STILL_REACH && FAILING.contains(w)) {
                        persists = word;
                    } else if (NO_EFFECT.contains(w) && (NEGATION.contains(prev) || NEGATION.contains(prev2))) {
                        persists = word;
                    } else if (SAME_WHAT.contains(w) && (prev.equals("same") || prev2.equals("same"))) {
                        persists = word;
                    }
                }
            }
            prev2 = prev;
            prev = w;
            return applied > 0 && persists > 0 && Math.abs(applied - persists) <= WINDOW;
        }
    }
}
