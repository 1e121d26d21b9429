package dev.lkmltriage.mailer;

import dev.lkmltriage.digest.DigestMail;
import dev.lkmltriage.digest.DigestSender;
import dev.lkmltriage.digest.HeaderValues;
import jakarta.mail.Message;
import jakarta.mail.MessagingException;
import jakarta.mail.Session;
import jakarta.mail.Transport;
import jakarta.mail.internet.InternetAddress;
import jakarta.mail.internet.MimeMessage;
import jakarta.mail.internet.MimeUtility;
import java.io.IOException;
import java.io.UnsupportedEncodingException;
import java.util.Properties;

/**
 * Sends a {@link DigestMail} to an SMTP server as a single {@code text/plain; charset=UTF-8} part with exactly the
 * digest's Message-ID, Date, threading and List-Unsubscribe headers; the subject is RFC 2047-encoded when it is not
 * ASCII. Every header value is checked again here, so a caller that skipped {@link HeaderValues} still cannot
 * inject a header.
 */
public final class SmtpSender implements DigestSender {
    private final SmtpConfig config;

    public SmtpSender(SmtpConfig config) {
        this.config = config;
    }

    @Override
    public void send(DigestMail mail) throws IOException {
        try {
            MimeMessage m = message(mail);
            if (config.user() == null) {
                Transport.send(m);
            } else {
                Transport.send(m, config.user(), config.password());
            }
        } catch (MessagingException e) {
            throw new IOException("the SMTP server " + config.host() + ":" + config.port() + " did not take the digest: "
                    + e.getMessage(), e);
        }
    }

    /** The message as it will be sent, for tests and for {@code --preview --raw}. */
    MimeMessage message(DigestMail mail) throws MessagingException, UnsupportedEncodingException {
        Session session = Session.getInstance(properties());
        MimeMessage m = new FixedIdMessage(session, check(mail.messageId()));
        m.setFrom(new InternetAddress(HeaderValues.address(mail.from()), "lkml-triage", "UTF-8"));
        m.setRecipient(Message.RecipientType.TO, new InternetAddress(HeaderValues.address(mail.to())));
        m.setSubject(HeaderValues.text(mail.subject()), "UTF-8");
        m.setText(mail.body(), "UTF-8", "plain");
        m.setHeader("Date", HeaderValues.text(mail.date()));
        if (mail.inReplyTo() != null) {
            m.setHeader("In-Reply-To", "<" + check(mail.inReplyTo()) + ">");
        }
        if (!mail.references().isEmpty()) {
            StringBuilder refs = new StringBuilder();
            for (String r : mail.references()) {
                refs.append(refs.length() == 0 ? "" : " ").append('<').append(check(r)).append('>');
            }
            m.setHeader("References", MimeUtility.fold(12, refs.toString()));
        }
        if (mail.listUnsubscribe() != null) {
            m.setHeader("List-Unsubscribe", HeaderValues.text(mail.listUnsubscribe()));
        }
        m.setHeader("Auto-Submitted", "auto-generated");
        return m;
    }

    private static String check(String messageId) throws MessagingException {
        if (!HeaderValues.isMessageId(messageId)) {
            throw new MessagingException("refusing a malformed Message-ID: " + HeaderValues.text(messageId));
        }
        return messageId;
    }

    private Properties properties() {
        Properties p = new Properties();
        String proto = config.tls() == SmtpConfig.Tls.SSL ? "smtps" : "smtp";
        p.put("mail.transport.protocol", proto);
        p.put("mail." + proto + ".host", config.host());
        p.put("mail." + proto + ".port", Integer.toString(config.port()));
        p.put("mail." + proto + ".connectiontimeout", Long.toString(config.timeout().toMillis()));
        p.put("mail." + proto + ".timeout", Long.toString(config.timeout().toMillis()));
        p.put("mail." + proto + ".writetimeout", Long.toString(config.timeout().toMillis()));
        p.put("mail." + proto + ".auth", Boolean.toString(config.user() != null));
        if (config.tls() == SmtpConfig.Tls.STARTTLS) {
            p.put("mail.smtp.starttls.enable", "true");
            p.put("mail.smtp.starttls.required", "true");
        }
        p.put("mail.mime.allowutf8", "false");
        return p;
    }

    /** jakarta.mail replaces the Message-ID on save; the digest's own id is what threads the next one to it. */
    private static final class FixedIdMessage extends MimeMessage {
        private final String id;

        FixedIdMessage(Session session, String id) {
            super(session);
            this.id = id;
        }

        @Override
        protected void updateMessageID() throws MessagingException {
            setHeader("Message-ID", "<" + id + ">");
        }
    }
}
