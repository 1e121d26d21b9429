package dev.lkmltriage.triage;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The cluster object of {@code ./triage clusters --json} and of the {@code lkml.clusters} topic: {@code id},
 * {@code title}, {@code status}, {@code members} ({@code messageId}, {@code role}, {@code reason}, {@code score}),
 * {@code drivers}, {@code hardware}, {@code kernels} ({@code good}, {@code bad}), {@code throughput}
 * ({@code before}, {@code after}, {@code changePercent}), {@code suspects}, {@code fixes}, {@code related}, then
 * {@code history}, {@code symptom}, {@code trigger} and {@code updated}.
 */
public final class ClusterJson {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private ClusterJson() {
    }

    public static ObjectNode toNode(Cluster c) {
        ObjectNode o = MAPPER.createObjectNode();
        o.put("id", c.id());
        o.put("title", c.title());
        o.put("status", c.status());
        ArrayNode members = o.putArray("members");
        c.members().forEach(m -> members.addObject().put("messageId", m.messageId()).put("role", m.role())
                .put("reason", m.reason()).put("score", Math.round(m.score() * 1000) / 1000.0));
        o.set("drivers", MAPPER.valueToTree(c.drivers()));
        o.set("hardware", MAPPER.valueToTree(c.hardware()));
        o.set("kernels", MAPPER.valueToTree(c.kernels()));
        o.set("throughput", MAPPER.valueToTree(c.throughput()));
        o.set("suspects", MAPPER.valueToTree(c.suspects()));
        o.set("fixes", MAPPER.valueToTree(c.fixes()));
        o.set("related", MAPPER.valueToTree(c.related()));
        o.set("history", MAPPER.valueToTree(c.history()));
        o.put("symptom", c.symptom());
        o.put("trigger", c.trigger());
        o.put("updated", c.updated());
        return o;
    }

    public static String toLine(Cluster c) {
        return toNode(c).toString();
    }
}
