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
 * The process role's work on a polled batch of {@code lkml.raw} records: parse, extract, and the
 * {@code lkml.reports} records of each.
 * Stateless, so the thread id in the report is the one the message's own headers give (its oldest reference); the
 * index role re-threads against what it has stored.
 */
final class Extraction {
    private final MailParser parser;
    private final FactExtractor extractor;
    private final String reportsTopic;

    Extraction(MailParser parser, FactExtractor extractor, String reportsTopic) {
        this.parser = parser;
        this.extractor = extractor;
        this.reportsTopic = reportsTopic;
    }

    /** What became of one {@code lkml.raw} record: its report records, or why it goes to the dead-letter topic. */
    record Outcome(ConsumerRecord<String, byte[]> in, List<ProducerRecord<String, byte[]>> reports, String poison) {
    }

    /** One record between parsing and extraction: its messages to extract, or why it is poison. */
    private static final class Pending {
        final ConsumerRecord<String, byte[]> in;
        Format format;
        String list;
        String origin;
        /** The record's messages that are mail, each with its part number (its place among all parsed). */
        final List<Mail> mails = new ArrayList<>();
        final List<Integer> parts = new ArrayList<>();
        String poison;

        Pending(ConsumerRecord<String, byte[]> in) {
            this.in = in;
        }
    }

    /** The report records for {@code in}, keyed by Message-ID: {@link #outcomes} of a batch of this one record. */
    List<ProducerRecord<String, byte[]>> reports(ConsumerRecord<String, byte[]> in) throws PoisonException {
        Outcome o = outcomes(List.of(in)).get(0);
        if (o.poison() != null) {
            throw new PoisonException(o.poison());
        }
        return o.reports();
    }

    /**
     * Each record's outcome, in the batch's order: every record parsed first, then all their messages extracted by
     * one {@link FactExtractor#extractAll} (stage by stage over the batch, which costs less CPU than message by
     * message: docs/performance.md, session 31), then each record's report records made. A poison record is its
     * own outcome and costs the others nothing; a message whose extraction throws gets no facts, as in ingest.
     */
    List<Outcome> outcomes(List<ConsumerRecord<String, byte[]>> batch) {
        List<Pending> pending = new ArrayList<>(batch.size());
        List<Mail> all = new ArrayList<>();
        for (ConsumerRecord<String, byte[]> in : batch) {
            Pending p = new Pending(in);
            try {
                parse(p);
            } catch (PoisonException e) {
                p.poison = e.getMessage();
                p.mails.clear();
                p.parts.clear();
            }
            all.addAll(p.mails);
            pending.add(p);
        }
        // As in ingest: an extractor bug costs the facts of one message, not the message.
        List<Facts> facts = extractor.extractAll(all, (mail, error) -> Facts.none(MessageKind.OTHER));
        List<Outcome> out = new ArrayList<>(pending.size());
        int next = 0;
        for (Pending p : pending) {
            if (p.poison != null) {
                out.add(new Outcome(p.in, List.of(), p.poison));
                continue;
            }
            out.add(new Outcome(p.in, reports(p, facts.subList(next, next + p.mails.size())), null));
            next += p.mails.size();
        }
        return out;
    }

    /** Reads {@code p}'s record into its messages; throws when the record holds none. */
    private void parse(Pending p) throws PoisonException {
        byte[] raw = p.in.value();
        if (raw == null || raw.length == 0) {
            throw new PoisonException("empty record: lkml.raw values must be the raw message bytes");
        }
        p.format = format(TopicHeaders.text(p.in.headers(), TopicHeaders.FORMAT));
        p.list = TopicHeaders.text(p.in.headers(), TopicHeaders.LIST);
        p.origin = TopicHeaders.text(p.in.headers(), TopicHeaders.SOURCE);
        if (p.origin == null) {
            p.origin = p.in.topic() + "/" + p.in.partition() + "@" + p.in.offset();
        }
        List<Mail> mails = parse(parser, raw, p.format, p.origin);
        for (int i = 0; i < mails.size(); i++) {
            Mail mail = mails.get(i);
            if (mail.problems().stream().anyMatch(q -> q.code().equals("not-mail"))) {
                if (mails.size() == 1) {
                    throw new PoisonException("not mail: " + mail.problems().get(0).detail());
                }
                continue;
            }
            p.mails.add(mail);
            p.parts.add(i);
        }
        if (p.mails.isEmpty()) {
            throw new PoisonException("no message found in it (format " + p.format + ")");
        }
    }

    /** The report records of {@code p}'s messages, given their facts. */
    private List<ProducerRecord<String, byte[]>> reports(Pending p, List<Facts> facts) {
        byte[] raw = p.in.value();
        List<ProducerRecord<String, byte[]>> out = new ArrayList<>(p.mails.size());
        // knows no message: process instances share nothing
        ThreadAssigner threads = new ThreadAssigner(ThreadLookup.NONE);
        for (int k = 0; k < p.mails.size(); k++) {
            Mail mail = p.mails.get(k);
            Report report = new Report(mail, threads.assign(mail), facts.get(k), p.origin);
            RecordHeaders headers = new RecordHeaders();
            headers.add(TopicHeaders.SOURCE, p.origin.getBytes(StandardCharsets.UTF_8));
            headers.add(TopicHeaders.FORMAT, p.format.name().getBytes(StandardCharsets.UTF_8));
            headers.add(TopicHeaders.PART, Integer.toString(p.parts.get(k)).getBytes(StandardCharsets.UTF_8));
            if (p.list != null) {
                headers.add(TopicHeaders.LIST, p.list.getBytes(StandardCharsets.UTF_8));
            }
            headers.add(TopicHeaders.RAW, raw);
            out.add(new ProducerRecord<>(reportsTopic, null, mail.messageId(),
                    ReportJson.toLine(report).getBytes(StandardCharsets.UTF_8), headers));
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
            return parser.parse(raw, format, origin);
        } catch (RuntimeException | StackOverflowError e) {
            throw new PoisonException("parser failed: " + e);
        }
    }
}
