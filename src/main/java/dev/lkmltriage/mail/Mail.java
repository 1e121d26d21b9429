package dev.lkmltriage.mail;

import java.time.OffsetDateTime;
import java.util.List;
import java.util.Objects;

/**
 * A parsed message. Immutable; every list is unmodifiable.
 *
 * @param messageId        without angle brackets; never null: derived from the content when the message has none
 *                         (then {@code messageIdDerived} is true and a {@code no-message-id} problem is recorded)
 * @param messageIdDerived true when {@code messageId} was made up from the content
 * @param subject          decoded, unfolded; "" when absent
 * @param from             decoded, e.g. {@code Timo Jantunen <timo@example.org>}; "" when absent
 * @param date             null when absent or unparseable (a {@code date} problem is recorded then)
 * @param listId           the List-Id without angle brackets and description, e.g. {@code netdev.vger.kernel.org},
 *                         or null
 * @param inReplyTo        the parent's Message-ID, without brackets, or null
 * @param references       References, oldest first, without brackets (may be empty)
 * @param headers          every header field, in order
 * @param text             all decoded text: the body, then each text attachment, separated by blank lines
 * @param parts            where each text part lies in {@code text}; part 0 is the body
 * @param spans            a partition of {@code text} into prose, attribution, quote, diff, signature and footer
 * @param problems         what could not be decoded; empty for a clean message
 * @param contentHash      hex SHA-256 of the raw bytes this mail was read from
 */
public record Mail(
        String messageId,
        boolean messageIdDerived,
        String subject,
        String from,
        OffsetDateTime date,
        String listId,
        String inReplyTo,
        List<String> references,
        List<Header> headers,
        String text,
        List<TextPart> parts,
        List<Span> spans,
        List<Problem> problems,
        String contentHash) {

    public Mail {
        Objects.requireNonNull(messageId, "messageId");
        subject = subject == null ? "" : subject;
        from = from == null ? "" : from;
        references = List.copyOf(references);
        headers = List.copyOf(headers);
        text = text == null ? "" : text;
        parts = List.copyOf(parts);
        spans = List.copyOf(spans);
        problems = List.copyOf(problems);
    }

    /** The first value of a header, case-insensitively, or null. */
    public String header(String name) {
        for (Header h : headers) {
            if (h.name().equalsIgnoreCase(name)) {
                return h.value();
            }
        }
        return null;
    }

    /** True when {@code offset} of {@link #text()} sits in quoted text or its attribution line. */
    public boolean isQuoted(int offset) {
        for (Span s : spans) {
            if (s.contains(offset)) {
                return s.kind() == SpanKind.QUOTE || s.kind() == SpanKind.ATTRIBUTION;
            }
        }
        return false;
    }
}
