package dev.lkmltriage.kafka;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.JsonNode;
import dev.lkmltriage.extract.CommitFact;
import dev.lkmltriage.extract.ConfigFact;
import dev.lkmltriage.extract.Facts;
import dev.lkmltriage.extract.HardwareFact;
import dev.lkmltriage.extract.KernelFact;
import dev.lkmltriage.extract.MessageKind;
import dev.lkmltriage.extract.Regression;
import dev.lkmltriage.extract.ThroughputFact;
import dev.lkmltriage.ingest.ThreadAssigner;
import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.MailParser;
import dev.lkmltriage.report.Report;
import dev.lkmltriage.report.ReportJson;
import dev.lkmltriage.source.Format;
import java.io.IOException;
import java.util.List;
import java.util.Locale;
import org.apache.kafka.clients.consumer.ConsumerRecord;

/**
 * The index role's reading of one {@code lkml.reports} record: the facts come from the JSON value (extraction is
 * not repeated), the message itself is re-parsed from the {@code raw} header (the store keeps and searches it), and
 * the thread is assigned against what the store holds.
 */
final class ReportDecoder {
    /** A report as the index takes it: what to store, and the bytes and format it came from. */
    record Decoded(Report report, byte[] raw, Format format) {
    }

    private final MailParser parser;

    ReportDecoder(MailParser parser) {
        this.parser = parser;
    }

    Decoded decode(ConsumerRecord<String, byte[]> in, ThreadAssigner threads) throws PoisonException {
        byte[] raw = TopicHeaders.bytes(in.headers(), TopicHeaders.RAW);
        if (raw == null || raw.length == 0) {
            throw new PoisonException("no 'raw' header: lkml.reports records must carry the message bytes"
                    + " (produce them with 'triage process')");
        }
        if (in.value() == null) {
            throw new PoisonException("empty value: lkml.reports values are the report JSON");
        }
        JsonNode json;
        try {
            json = ReportJson.MAPPER.readTree(in.value());
        } catch (IOException e) {
            throw new PoisonException("value is not JSON: " + e.getMessage());
        }
        if (json == null || !json.isObject()) {
            throw new PoisonException("value is not a JSON object");
        }
        Format format = Extraction.format(TopicHeaders.text(in.headers(), TopicHeaders.FORMAT));
        String origin = TopicHeaders.text(in.headers(), TopicHeaders.SOURCE);
        if (origin == null) {
            origin = in.topic() + "/" + in.partition() + "@" + in.offset();
        }
        Mail mail = pick(raw, format, origin, json.path("messageId").asText(""), part(in));
        Facts facts = facts(json);
        return new Decoded(new Report(mail, threads.assign(mail), facts, origin), raw, format);
    }

    private Mail pick(byte[] raw, Format format, String origin, String messageId, int part) throws PoisonException {
        List<Mail> mails = Extraction.parse(parser, raw, format, origin);
        if (part >= 0 && part < mails.size() && mails.get(part).messageId().equals(messageId)) {
            return mails.get(part);
        }
        for (Mail m : mails) {
            if (m.messageId().equals(messageId)) {
                return m;
            }
        }
        throw new PoisonException("the raw bytes hold no message with the report's messageId '"
                + (messageId.length() > 200 ? messageId.substring(0, 200) + "..." : messageId) + "'");
    }

    private static int part(ConsumerRecord<String, byte[]> in) {
        String p = TopicHeaders.text(in.headers(), TopicHeaders.PART);
        try {
            return p == null ? 0 : Integer.parseInt(p.strip());
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    /** The facts of the extract JSON, read back into the records they were written from. */
    static Facts facts(JsonNode json) throws PoisonException {
        try {
            MessageKind kind = MessageKind.valueOf(json.path("kind").asText("other").toUpperCase(Locale.ROOT));
            return new Facts(kind,
                    list(json, "hardware", new TypeReference<List<HardwareFact>>() { }),
                    list(json, "kernels", new TypeReference<List<KernelFact>>() { }),
                    list(json, "commits", new TypeReference<List<CommitFact>>() { }),
                    list(json, "throughput", new TypeReference<List<ThroughputFact>>() { }),
                    list(json, "drivers", new TypeReference<List<String>>() { }),
                    list(json, "configs", new TypeReference<List<ConfigFact>>() { }),
                    json.hasNonNull("regression")
                            ? ReportJson.MAPPER.treeToValue(json.get("regression"), Regression.class) : null);
        } catch (IllegalArgumentException | IOException | NullPointerException e) {
            throw new PoisonException("facts do not match the report schema: " + e.getMessage());
        }
    }

    private static <T> List<T> list(JsonNode json, String field, TypeReference<List<T>> type) {
        JsonNode n = json.get(field);
        if (n == null || n.isNull()) {
            return List.of();
        }
        List<T> out = ReportJson.MAPPER.convertValue(n, type);
        if (out.contains(null)) {
            throw new IllegalArgumentException(field + " holds a null");
        }
        return out;
    }
}
