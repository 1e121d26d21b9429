package dev.lkmltriage.report;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.lkmltriage.extract.Facts;
import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.Problem;
import java.io.UncheckedIOException;
import java.time.format.DateTimeFormatter;

/**
 * The message object of the extract contract (issue "Foundation", section Contract): {@code messageId}, {@code
 * subject}, {@code from}, {@code date} (ISO-8601 with offset), {@code list}, {@code inReplyTo}, {@code references},
 * {@code threadId}, {@code kind}, {@code problems}, then the fact arrays and {@code regression}. Field order is
 * stable so that output diffs well.
 */
public final class ReportJson {
    /** Shared mapper: records serialise by their components. */
    public static final ObjectMapper MAPPER = new ObjectMapper()
            .disable(SerializationFeature.FAIL_ON_EMPTY_BEANS);

    private ReportJson() {
    }

    public static ObjectNode toNode(Report report) {
        Mail m = report.mail();
        Facts f = report.facts();
        ObjectNode o = MAPPER.createObjectNode();
        o.put("messageId", m.messageId());
        o.put("subject", m.subject());
        o.put("from", m.from());
        o.put("date", m.date() == null ? null : m.date().format(DateTimeFormatter.ISO_OFFSET_DATE_TIME));
        o.put("list", m.listId());
        o.put("inReplyTo", m.inReplyTo());
        ArrayNode refs = o.putArray("references");
        m.references().forEach(refs::add);
        o.put("threadId", report.threadId());
        o.put("kind", f.kind().label());
        ArrayNode problems = o.putArray("problems");
        for (Problem p : m.problems()) {
            problems.addObject().put("code", p.code()).put("detail", p.detail());
        }
        o.set("hardware", MAPPER.valueToTree(f.hardware()));
        o.set("kernels", MAPPER.valueToTree(f.kernels()));
        o.set("commits", MAPPER.valueToTree(f.commits()));
        o.set("throughput", MAPPER.valueToTree(f.throughput()));
        o.set("drivers", MAPPER.valueToTree(f.drivers()));
        o.set("configs", MAPPER.valueToTree(f.configs()));
        o.set("regression", MAPPER.valueToTree(f.regression()));
        if (report.origin() != null) {
            o.put("origin", report.origin());
        }
        return o;
    }

    /** One line of JSON Lines: no line breaks inside. */
    public static String toLine(Report report) {
        try {
            return MAPPER.writeValueAsString(toNode(report));
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }
}
