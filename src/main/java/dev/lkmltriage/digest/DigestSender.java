package dev.lkmltriage.digest;

import java.io.IOException;

/**
 * Hands one digest to an SMTP server; the faces implement it (plain jakarta.mail in the CLI, Quarkus Mailer in the
 * service). It must send the body as the only, {@code text/plain; charset=UTF-8} part, with exactly the headers of
 * {@link DigestMail}; it returns only once the server accepted the message and throws when it did not.
 */
@FunctionalInterface
public interface DigestSender {
    void send(DigestMail mail) throws IOException;
}
