package dev.lkmltriage.ingest;

import dev.lkmltriage.extract.CommitFact;
import dev.lkmltriage.extract.Facts;
import dev.lkmltriage.extract.MessageKind;
import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.Span;
import dev.lkmltriage.mail.SpanKind;
import dev.lkmltriage.mail.TextPart;
import dev.lkmltriage.report.Report;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.OffsetDateTime;
import java.util.HexFormat;
import java.util.List;

/** Builds Mails directly, for tests of the stages after the parser. */
public final class TestMails {
    private TestMails() {
    }

    public static Mail mail(String id, String subject, String inReplyTo, List<String> refs, String text) {
        return new Mail(id, false, subject, "Tester <t@example.org>", OffsetDateTime.parse("2007-09-26T12:57:21-05:00"),
                "netdev.vger.kernel.org", inReplyTo, refs, List.of(), text,
                List.of(new TextPart("text/plain", null, "UTF-8", 0, text.length(), false)),
                List.of(new Span(0, text.length(), SpanKind.PROSE)), List.of(), sha256(id + "\n" + text));
    }

    /**
     * A report of {@code kind} with only {@code commits} as facts, threaded under {@code parent} (its own thread
     * when null): what the clusterer is given for mail whose other facts do not matter to a test.
     */
    public static Report report(String id, String subject, String parent, MessageKind kind,
            List<CommitFact> commits, String text) {
        Mail m = mail(id, subject, parent, parent == null ? List.of() : List.of(parent), text);
        return new Report(m, parent == null ? id : parent, new Facts(kind, List.of(), List.of(), commits, List.of(),
                List.of(), List.of(), null), null);
    }

    public static Mail root(String id, String subject) {
        return mail(id, subject, null, List.of(), "body of " + id);
    }

    public static Mail reply(String id, String subject, String parent, List<String> refs) {
        return mail(id, subject, parent, refs, "reply " + id);
    }

    static String sha256(String s) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                    .digest(s.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new AssertionError(e);
        }
    }
}
