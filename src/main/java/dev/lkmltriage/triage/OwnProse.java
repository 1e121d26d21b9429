package dev.lkmltriage.triage;

import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.Span;
import dev.lkmltriage.mail.SpanKind;

/**
 * The author's own prose spans of a message (quotes, diffs, logs and signatures skipped), read in order up to a
 * budget of characters, for the word scanners that decide a statement over a whole message ({@link DeniedRelation},
 * {@link RanWithFix}). A message says what it is about near its top, so what lies past the budget is not read.
 */
final class OwnProse {
    /** A reader of {@code text[from, to)}: true once it has decided. */
    interface Reader {
        boolean read(String text, int from, int to);
    }

    private OwnProse() {
    }

    /** Whether {@code reader} decides on some prose span, reading at most {@code budget} characters in all. */
    static boolean any(Mail mail, int budget, Reader reader) {
        String text = mail.text();
        for (Span span : mail.spans()) {
            if (span.kind() != SpanKind.PROSE) {
                continue;
            }
            int end = Math.min(span.end(), text.length());
            int from = Math.min(span.start(), end);
            int take = Math.min(end - from, budget);
            if (reader.read(text, from, from + take)) {
                return true;
            }
            budget -= take;
            if (budget <= 0) {
                break;
            }
        }
        return false;
    }
}
