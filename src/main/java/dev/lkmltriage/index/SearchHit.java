package dev.lkmltriage.index;

/**
 * One message found by a search.
 *
 * @param snippet  the best passages of the body with matches between {@link #MARK_START} and {@link #MARK_END}
 *                 (control characters no mail text contains after decoding); faces escape the text and then
 *                 turn the marks into their own highlighting
 * @param report   the report JSON (headers and facts) as {@code ./triage extract} prints it
 */
public record SearchHit(String messageId, String threadId, String subject, String from, Long dateMillis,
                        String kind, float score, String snippet, String report) {
    public static final char MARK_START = '\u0002';
    public static final char MARK_END = '\u0003';
}
