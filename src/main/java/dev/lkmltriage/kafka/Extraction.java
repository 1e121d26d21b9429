package dev.lkmltriage.kafka;

import dev.lkmltriage.extract.FactExtractor;
import dev.lkmltriage.extract.Facts;
import dev.lkmltriage.extract.MessageKind;
import dev.lkmltriage.ingest.ThreadAssigner;
import dev.lkmltriage.ingest.ThreadLookup;
import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.MailParser;
import dev.lkmltriage.report.Report;
import dev.lkmltriage.report.ReportJson;
import dev.lkmltriage.source.Format;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.header.internals.RecordHeaders;

/**
 * The process role's work on one {@code lkml.raw} record: parse, extract, and the {@code lkml.reports} records.
 * Stateless, so the thread id in the report is the one the message's own headers give (its oldest reference); the
 * index role re-threads against what it has stored.
 */
final class Extraction {
    /** Knows no message: process instances share nothing. */
    private static final ThreadLookup NOTHING = new ThreadLookup() {
        @Override
        public String threadOf(String messageId) {
            return null;
        }

        @Override
        public String threadBySubject(String normalizedSubject) {
            return null;
        }
    };

    private final MailParser parser;
    private final FactExtractor extractor;
    private final String reportsTopic;

    Extraction(MailParser parser, FactExtractor extractor, String reportsTopic) {
        this.parser = parser;
        this.extractor = extractor;
        this.reportsTopic = reportsTopic;
    }

    /** The report records for {@code in}, keyed by Message-ID. */
    List<ProducerRecord<String, byte[]>> reports(ConsumerRecord<String, byte[]> in) throws PoisonException {
        byte[] raw = in.value();
        if (raw == null || raw.length == 0) {
            throw new PoisonException("empty record: lkml.raw values must be the raw message bytes");
        }
        Format format = format(TopicHeaders.text(in.headers(), TopicHeaders.FORMAT));
        String list = TopicHeaders.text(in.headers(), TopicHeaders.LIST);
        String origin = TopicHeaders.text(in.headers(), TopicHeaders.SOURCE);
        if (origin == null) {
            origin = in.topic() + "/" + in.partition() + "@" + in.offset();
        }
        List<Mail> mails = parse(parser, raw, format, origin);
        List<ProducerRecord<String, byte[]>> out = new ArrayList<>(mails.size());
        ThreadAssigner threads = new ThreadAssigner(NOTHING);
        for (int i = 0; i < mails.size(); i++) {
            Mail mail = mails.get(i);
            if (mail.problems().stream().anyMatch(p -> p.code().equals("not-mail"))) {
                if (mails.size() == 1) {
                    throw new PoisonException("not mail: " + mail.problems().get(0).detail());
                }
                continue;
            }
            Report report = new Report(mail, threads.assign(mail), extract(mail), origin);
            RecordHeaders headers = new RecordHeaders();
            headers.add(TopicHeaders.SOURCE, origin.getBytes(StandardCharsets.UTF_8));
            headers.add(TopicHeaders.FORMAT, format.name().getBytes(StandardCharsets.UTF_8));
            headers.add(TopicHeaders.PART, Integer.toString(i).getBytes(StandardCharsets.UTF_8));
            if (list != null) {
                headers.add(TopicHeaders.LIST, list.getBytes(StandardCharsets.UTF_8));
            }
            headers.add(TopicHeaders.RAW, raw);
            out.add(new ProducerRecord<>(reportsTopic, null, mail.messageId(),
                    ReportJson.toLine(report).getBytes(StandardCharsets.UTF_8), headers));
        }
        if (out.isEmpty()) {
            throw new PoisonException("no message found in it (format " + format + ")");
        }
        return out;
    }

    static Format format(String header) throws PoisonException {
        if (header == null || header.isBlank()) {
            return Format.RFC5322;
        }
        try {
            return Format.valueOf(header.strip());
        } catch (IllegalArgumentException e) {
            throw new PoisonException("unknown format header '" + header + "': use RFC5322, PLAIN_DUMP or HTML_PAGE");
        }
    }

    /** The messages in {@code raw}; a parser failure is the record's fault, never the role's. */
    static List<Mail> parse(MailParser parser, byte[] raw, Format format, String origin) throws PoisonException {
        try {
            return switch (format) {
                case RFC5322 -> List.of(parser.parse(raw));
                case PLAIN_DUMP -> List.of(parser.parsePlainDump(raw));
                case HTML_PAGE -> parser.parseHtmlPage(raw, origin);
            };
        } catch (RuntimeException | StackOverflowError e) {
            throw new PoisonException("parser failed: " + e);
        }
    }

    private Facts extract(Mail mail) {
        try {
            return extractor.extract(mail);
        } catch (RuntimeException | StackOverflowError e) {
            // As in ingest: an extractor bug costs the facts of one message, not the message.
            return Facts.none(MessageKind.OTHER);
        }
    }
}
