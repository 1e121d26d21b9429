package dev.lkmltriage.digest;

import java.util.List;

/**
 * One digest as it goes on the wire: every header value is already safe (no CR, LF or other control character,
 * see {@link HeaderValues}), the body is plain text in lines of at most 72 columns (URLs excepted). Senders set
 * exactly these headers and must not add others that change threading.
 *
 * @param messageId  without angle brackets
 * @param inReplyTo  the previous digest's Message-ID to this recipient, without angle brackets, or null
 * @param references earlier digests' Message-IDs, oldest first, without angle brackets
 * @param date       RFC 5322 date, e.g. {@code Mon, 30 Nov 2026 13:00:00 +0000}
 * @param listUnsubscribe the List-Unsubscribe value, angle brackets included
 */
public record DigestMail(String from, String to, String subject, String messageId, String inReplyTo,
                         List<String> references, String date, String listUnsubscribe, String body) {
    public DigestMail {
        references = references == null ? List.of() : List.copyOf(references);
    }
}
