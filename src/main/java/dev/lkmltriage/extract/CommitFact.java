package dev.lkmltriage.extract;

/**
 * A commit named in a message.
 *
 * @param hash     lowercase, as long as written (7-40 hex digits)
 * @param role     {@code culprit}, {@code fix} or {@code reference}
 * @param subject  the commit's subject when the text gives it, else null
 * @param evidence the phrase that decided the role, else null
 */
public record CommitFact(String hash, String role, String subject, String evidence, boolean quoted, int start,
                         int end) {
}
