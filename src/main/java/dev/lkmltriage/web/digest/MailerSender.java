package dev.lkmltriage.web.digest;

import dev.lkmltriage.digest.DigestMail;
import dev.lkmltriage.digest.DigestSender;
import io.quarkus.mailer.Mail;
import io.quarkus.mailer.Mailer;
import jakarta.inject.Inject;
import jakarta.inject.Singleton;
import java.io.IOException;

/**
 * Sends digests with Quarkus Mailer ({@code quarkus.mailer.*}: host, port, TLS, auth): one text part, the digest's
 * own Message-ID and Date, and its threading and List-Unsubscribe headers. The values are safe already (the core
 * strips control characters), so nothing here can add a header.
 */
@Singleton
public class MailerSender implements DigestSender {
    @Inject
    Mailer mailer;

    @Override
    public void send(DigestMail d) throws IOException {
        Mail m = Mail.withText(d.to(), d.subject(), d.body()).setFrom("lkml-triage <" + d.from() + ">")
                .addHeader("Message-ID", "<" + d.messageId() + ">")
                .addHeader("Date", d.date())
                .addHeader("List-Unsubscribe", d.listUnsubscribe())
                .addHeader("Auto-Submitted", "auto-generated");
        if (d.inReplyTo() != null) {
            m.addHeader("In-Reply-To", "<" + d.inReplyTo() + ">");
        }
        if (!d.references().isEmpty()) {
            m.addHeader("References", "<" + String.join("> <", d.references()) + ">");
        }
        try {
            mailer.send(m);
        } catch (RuntimeException e) {
            throw new IOException("the SMTP server did not take the digest: " + e.getMessage(), e);
        }
    }
}
