package dev.lkmltriage.kafka;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.lkmltriage.report.ReportJson;
import dev.lkmltriage.triage.ClusterEvent;
import dev.lkmltriage.triage.ClusterJson;

/**
 * The {@code lkml.clusters} value: {@code {"type": created|joined|suspect|fix|status|merged, "cluster": (as
 * ./triage clusters --json prints it), "messageId", "at"}}; see {@code schemas/cluster-event.schema.json}.
 */
public final class ClusterEventJson {
    private ClusterEventJson() {
    }

    public static ObjectNode toNode(ClusterEvent e) {
        ObjectNode o = ReportJson.MAPPER.createObjectNode();
        o.put("type", e.type().label());
        o.set("cluster", ClusterJson.toNode(e.cluster()));
        o.put("messageId", e.messageId());
        o.put("at", e.at());
        return o;
    }

    public static String toLine(ClusterEvent e) {
        return toNode(e).toString();
    }
}
