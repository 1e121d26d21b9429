package dev.lkmltriage.probe;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The results each end sends the other in EXCHANGE_RESULTS (iperf3's send_results/get_results): its CPU use and, per
 * stream id, the bytes it counted. {@code senderHasRetransmits} is 1 when the per-stream retransmits mean something.
 */
record PeerResults(double cpuTotal, double cpuUser, double cpuSystem, int senderHasRetransmits,
        Map<Integer, PeerStream> streams) {

    record PeerStream(int id, long bytes, long retransmits, double startTime, double endTime) {
    }

    /** Our results: a Java end cannot read TCP_INFO, so it never claims per-stream retransmits. */
    static ObjectNode toJson(double[] cpu, List<DataStream> streams, long[] bytes, double seconds) {
        ObjectNode j = Control.JSON.createObjectNode();
        j.put("cpu_util_total", cpu[0]);
        j.put("cpu_util_user", cpu[1]);
        j.put("cpu_util_system", cpu[2]);
        boolean anySender = streams.stream().anyMatch(s -> s.sender);
        j.put("sender_has_retransmits", anySender ? 0 : -1);
        ArrayNode arr = j.putArray("streams");
        for (int i = 0; i < streams.size(); i++) {
            ObjectNode s = arr.addObject();
            s.put("id", streams.get(i).id);
            s.put("bytes", bytes[i]);
            s.put("retransmits", -1);
            s.put("jitter", 0);
            s.put("errors", 0);
            s.put("packets", 0);
            s.put("start_time", 0);
            s.put("end_time", seconds);
        }
        return j;
    }

    static PeerResults fromJson(JsonNode j, String peer) throws ProbeException {
        double total = number(j, "cpu_util_total", peer);
        double user = number(j, "cpu_util_user", peer);
        double sys = number(j, "cpu_util_system", peer);
        int shr = (int) number(j, "sender_has_retransmits", peer);
        JsonNode arr = j.get("streams");
        if (arr == null || !arr.isArray()) {
            throw new ProbeException(peer + "'s results have no streams list");
        }
        if (arr.size() > 2 * Limits.MAX_PARALLEL) {
            throw new ProbeException(peer + "'s results list " + arr.size() + " streams, more than any test has");
        }
        Map<Integer, PeerStream> streams = new LinkedHashMap<>();
        for (JsonNode s : arr) {
            if (!s.isObject()) {
                throw new ProbeException(peer + "'s results hold a stream that is not an object");
            }
            long bytes = (long) number(s, "bytes", peer);
            if (bytes < 0) {
                throw new ProbeException(peer + " reported a negative byte count");
            }
            int id = (int) number(s, "id", peer);
            streams.put(id, new PeerStream(id, bytes, (long) number(s, "retransmits", peer),
                    s.path("start_time").asDouble(0), s.path("end_time").asDouble(0)));
        }
        return new PeerResults(total, user, sys, shr, streams);
    }

    private static double number(JsonNode j, String field, String peer) throws ProbeException {
        JsonNode n = j.get(field);
        if (n == null || !n.isNumber()) {
            throw new ProbeException(peer + "'s results lack the number " + field + ": not an iperf3 peer?");
        }
        double v = n.asDouble();
        if (Double.isNaN(v) || Double.isInfinite(v)) {
            throw new ProbeException(peer + "'s results hold a non-finite " + field);
        }
        return v;
    }
}
