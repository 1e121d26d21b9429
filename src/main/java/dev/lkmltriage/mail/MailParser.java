package dev.lkmltriage.mail;

import dev.lkmltriage.source.Format;
import java.io.ByteArrayInputStream;
import java.time.OffsetDateTime;
import java.util.List;

/**
 * Parses the three forms messages come in. Never throws on content: whatever cannot be decoded becomes a
 * {@link Problem} on the returned mail. Thread-safe.
 */
public final class MailParser {

    /**
     * The messages of raw bytes in the given form: one for an RFC 5322 message or a plain dump, each message on an
     * HTML archive page. The one place the forms are told apart (the ingest, the Kafka process role and the bench
     * call it).
     */
    public List<Mail> parse(byte[] raw, Format format, String origin) {
        return switch (format) {
            case RFC5322 -> List.of(parse(raw));
            case PLAIN_DUMP -> List.of(parsePlainDump(raw));
            case HTML_PAGE -> parseHtmlPage(raw, origin);
        };
    }

    /** An RFC 5322 message, MIME or not. */
    public Mail parse(byte[] raw) {
        byte[] bytes = raw == null ? new byte[0] : raw;
        String hash = Hashes.sha256(bytes);
        ProblemLog problems = new ProblemLog();
        try {
            MailBuilder b = new MailBuilder(problems, hash);
            int off = NotMail.headerStart(bytes);
            String notMail = NotMail.reason(bytes, off);
            if (notMail != null) {
                problems.add("not-mail", notMail);
                b.parts.add(NotMail.asText(bytes, off, notMail));
                return b.build();
            }
            MimeReader reader = new MimeReader(problems);
            reader.read(new ByteArrayInputStream(bytes, off, bytes.length - off));
            b.headers.addAll(reader.headers);
            b.parts.addAll(reader.parts);
            fromHeaders(b);
            return b.build();
        } catch (RuntimeException | StackOverflowError e) {
            // A bug of ours must not stop an ingest either: keep the message with what is certain.
            problems.add("internal", e.getClass().getSimpleName() + ": " + e.getMessage());
            return new MailBuilder(problems, hash).build();
        }
    }

    /** Fills the typed fields of a mail from its header fields, recording what is missing or unreadable. */
    static void fromHeaders(MailBuilder b) {
        b.subject = first(b.headers, "Subject", "");
        b.from = first(b.headers, "From", "");
        String date = first(b.headers, "Date", null);
        b.date = date(date, b.problems);
        b.messageId = HeaderText.messageId(first(b.headers, "Message-ID", null));
        b.listId = HeaderText.listId(first(b.headers, "List-Id", null));
        List<String> parent = HeaderText.ids(first(b.headers, "In-Reply-To", null), 1);
        b.inReplyTo = parent.isEmpty() ? null : parent.get(0);
        b.references = HeaderText.ids(first(b.headers, "References", null), HeaderText.MAX_IDS);
    }

    static OffsetDateTime date(String value, ProblemLog problems) {
        if (value == null || value.isBlank()) {
            problems.add("date", "no date");
            return null;
        }
        OffsetDateTime d = DateParser.parse(value);
        if (d == null) {
            problems.add("date", "unreadable: " + (value.length() > 80 ? value.substring(0, 80) : value));
        }
        return d;
    }

    private static String first(List<Header> headers, String name, String dflt) {
        for (Header h : headers) {
            if (h.name().equalsIgnoreCase(name)) {
                return h.value();
            }
        }
        return dflt;
    }

    /**
     * A plain-text dump like the seeds: an optional subject line, optional {@code From:}/{@code Date:} lines, then
     * a body. The Message-ID is derived from the content, so the same dump always gets the same id.
     */
    public Mail parsePlainDump(byte[] raw) {
        byte[] bytes = raw == null ? new byte[0] : raw;
        try {
            return PlainDump.parse(bytes);
        } catch (RuntimeException | StackOverflowError e) {
            ProblemLog problems = new ProblemLog();
            problems.add("internal", e.getClass().getSimpleName() + ": " + e.getMessage());
            return new MailBuilder(problems, Hashes.sha256(bytes)).build();
        }
    }

    /**
     * A saved HTML archive page (lore.kernel.org, lkml.iu.edu hypermail, marc.info, mailman pipermail). A page
     * showing a whole thread yields each message on it; a page that is no archive page yields none.
     */
    public List<Mail> parseHtmlPage(byte[] raw, String origin) {
        byte[] bytes = raw == null ? new byte[0] : raw;
        try {
            return HtmlPages.parse(bytes, origin);
        } catch (RuntimeException | StackOverflowError e) {
            // no archive page we can read: the contract says such a page yields no messages
            return List.of();
        }
    }
}
