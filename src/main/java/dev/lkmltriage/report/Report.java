package dev.lkmltriage.report;

import dev.lkmltriage.extract.Facts;
import dev.lkmltriage.mail.Mail;
import java.util.Objects;

/**
 * A message with what the pipeline learnt of it.
 *
 * @param mail     the parsed message
 * @param threadId the Message-ID of its thread's root (possibly a message not seen yet)
 * @param facts    the extracted facts
 * @param origin   where it was read from ({@code path#offset}, {@code repo@commit}, ...)
 */
public record Report(Mail mail, String threadId, Facts facts, String origin) {
    public Report {
        Objects.requireNonNull(mail, "mail");
        Objects.requireNonNull(threadId, "threadId");
        Objects.requireNonNull(facts, "facts");
    }

    public String messageId() {
        return mail.messageId();
    }

    /** The same message as the start of its own thread: a reply or part that stands alone, lending no thread. */
    public Report standingAlone() {
        return new Report(mail, messageId(), facts, origin);
    }
}
