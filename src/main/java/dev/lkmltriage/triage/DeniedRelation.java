package dev.lkmltriage.triage;

import dev.lkmltriage.mail.Mail;
import java.util.Set;

/**
 * Whether a message says, in its own words, that what it raises is unrelated to another problem ("This is unrelated
 * to the problem Fawad is working on, but the above looks wrong", "not related to the hang in [1]", "has nothing to
 * do with", "not the same issue as", "a different problem from"). Such a message cites the other discussion (a log
 * taken from it, a footnote link to it) as context, and its links name no problem of its own (session 35: on the
 * linux-pci archive a maintainer's question about a driver's link bring-up, quoting a user's boot log "from Fawad
 * [1]" and saying it is unrelated to Fawad's problem, joined Fawad's report by that footnote link). A question ("is
 * this related to [1]?", "is it unrelated to the resume hang?") says nothing either way: its links still count.
 *
 * <p>One pass over the words of the author's own prose (quotes, diffs and signatures skipped), the first
 * {@value #MAX_CHARS} characters of it. A cue is held until its sentence ends: a full stop, "!", a blank line or the
 * end of the prose span confirm it, a question mark drops it.
 */
final class DeniedRelation {
    /** A message says what it is about near its top; a pasted log after it is not read. */
    static final int MAX_CHARS = 20_000;

    private static final Set<String> NEGATION = Set.of("not", "isn't", "aren't", "wasn't", "weren't", "never");
    private static final Set<String> MODAL_NOT = Set.of("not", "won't", "can't", "cannot", "shouldn't", "wouldn't");
    private static final Set<String> WHAT = Set.of("problem", "problems", "issue", "issues", "bug", "bugs",
            "failure", "regression", "thing");

    private DeniedRelation() {
    }

    /** Whether {@code mail}'s own prose denies that what it raises is another problem's (class comment). */
    static boolean says(Mail mail) {
        String text = mail.text();
        if (!Literals.mayContainAny(text, "related", "nothing to do", "same", "different")) {
            return false;
        }
        // Each prose span is read on its own: a cue's sentence ends where the span does.
        return OwnProse.any(mail, MAX_CHARS, (t, from, to) -> new Scan().words(t, from, to));
    }

    /** The same test over plain text (all of it own prose), for callers and tests without spans. */
    static boolean says(String text) {
        return text != null && new Scan().words(text, 0, Math.min(text.length(), MAX_CHARS));
    }

    /** The last few words and whether a cue waits for its sentence's end; a word is letters, digits, apostrophes. */
    private static final class Scan {
        private final String[] last = {"", "", "", ""};
        private boolean pending;

        /** Reads {@code text[from, to)}; true once a cue's sentence ends as a statement. */
        boolean words(String text, int from, int to) {
            StringBuilder w = new StringBuilder(16);
            for (int i = from; i < to; i++) {
                char c = text.charAt(i);
                if (Character.isLetterOrDigit(c) || c == '\'' || c == '\u2019') {
                    if (w.length() < 32) {
                        w.append(c == '\u2019' ? '\'' : Character.toLowerCase(c));
                    }
                    continue;
                }
                if (w.length() > 0) {
                    word(w.toString());
                    w.setLength(0);
                }
                if (!pending) {
                    continue;
                }
                if (c == '?') {
                    pending = false;
                } else if ((c == '.' || c == '!') && (i + 1 >= to || Character.isWhitespace(text.charAt(i + 1)))) {
                    return true;
                } else if (c == '\n' && i + 1 < to && text.charAt(i + 1) == '\n') {
                    return true;
                }
            }
            if (w.length() > 0) {
                word(w.toString());
            }
            return pending;
        }

        private void word(String w) {
            String p1 = last[0];
            String p2 = last[1];
            String p3 = last[2];
            String p4 = last[3];
            boolean cue = switch (w) {
                // "unrelated to", "not related to", "isn't related to", "may not be related to"
                case "to" -> p1.equals("unrelated")
                        || (p1.equals("related") && (NEGATION.contains(p2)
                                || (p2.equals("be") && MODAL_NOT.contains(p3))));
                // "has nothing to do with"
                case "with" -> p1.equals("do") && p2.equals("to") && p3.equals("nothing");
                // "not the same issue as"
                case "as" -> WHAT.contains(p1) && p2.equals("same") && p3.equals("the") && NEGATION.contains(p4);
                // "a different problem from", "a different issue than"
                case "from", "than" -> WHAT.contains(p1) && p2.equals("different");
                default -> false;
            };
            if (cue) {
                pending = true;
            }
            last[3] = p3;
            last[2] = p2;
            last[1] = p1;
            last[0] = w;
        }
    }
}
