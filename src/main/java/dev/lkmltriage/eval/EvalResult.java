package dev.lkmltriage.eval;

import java.util.List;

/**
 * What an evaluation found.
 *
 * @param messages labelled messages evaluated
 * @param fields   scores per field, in name order
 * @param diffs    per message, what was missed and what was extracted wrongly
 */
public record EvalResult(int messages, List<FieldScore> fields, List<MessageDiff> diffs) {

    /** One message's disagreements: {@code field: key} strings. */
    public record MessageDiff(String file, List<String> missed, List<String> wrong) {
    }
}
