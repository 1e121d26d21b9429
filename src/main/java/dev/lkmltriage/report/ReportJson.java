package dev.lkmltriage.report;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.lkmltriage.extract.Facts;
import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.Problem;
import java.io.IOException;
import java.io.StringWriter;
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

    /** The fact arrays written into a line being generated (no flush of the line after each). */
    private static final ObjectWriter FACTS = MAPPER.writer().without(SerializationFeature.FLUSH_AFTER_WRITE_VALUE);

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

    /**
     * One line of JSON Lines: no line breaks inside. The same text as {@link #toNode} written out, streamed without the
     * tree (the store writes one per message on its indexing thread, where building the tree cost as much again).
     */
    public static String toLine(Report report) {
        Mail m = report.mail();
        Facts f = report.facts();
        StringWriter out = new StringWriter(2048);
        try (JsonGenerator g = MAPPER.getFactory().createGenerator(out)) {
            g.writeStartObject();
            g.writeStringField("messageId", m.messageId());
            g.writeStringField("subject", m.subject());
            g.writeStringField("from", m.from());
            g.writeStringField("date",
                    m.date() == null ? null : m.date().format(DateTimeFormatter.ISO_OFFSET_DATE_TIME));
            g.writeStringField("list", m.listId());
            g.writeStringField("inReplyTo", m.inReplyTo());
            g.writeArrayFieldStart("references");
            for (String r : m.references()) {
                g.writeString(r);
            }
            g.writeEndArray();
            g.writeStringField("threadId", report.threadId());
            g.writeStringField("kind", f.kind().label());
            g.writeArrayFieldStart("problems");
            for (Problem p : m.problems()) {
                g.writeStartObject();
                g.writeStringField("code", p.code());
                g.writeStringField("detail", p.detail());
                g.writeEndObject();
            }
            g.writeEndArray();
            field(g, "hardware", f.hardware());
            field(g, "kernels", f.kernels());
            field(g, "commits", f.commits());
            field(g, "throughput", f.throughput());
            field(g, "drivers", f.drivers());
            field(g, "configs", f.configs());
            field(g, "regression", f.regression());
            if (report.origin() != null) {
                g.writeStringField("origin", report.origin());
            }
            g.writeEndObject();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toString();
    }

    private static void field(JsonGenerator g, String name, Object value) throws IOException {
        g.writeFieldName(name);
        FACTS.writeValue(g, value);
    }
}
