package dev.lkmltriage.probe;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The parameters a client sends in PARAM_EXCHANGE, as iperf3's send_parameters() writes them. Parsing is strict about
 * bounds (an out-of-range or non-TCP request is refused with a message) and lenient about fields it does not use.
 */
record TestParams(int time, int omit, int parallel, int len, boolean reverse, boolean bidir, int window, int mss,
        String clientVersion) {
    static final String VERSION = "lkml-triage probe 0.1 (iperf 3.12 protocol)";

    static TestParams of(ProbeOptions o) {
        return new TestParams(o.seconds(), o.omit(), o.parallel(), o.len(), o.reverse(), o.bidir(), o.window(),
                o.mss(), VERSION);
    }

    /** How many data connections the test uses: bidirectional tests open one each way per stream. */
    int streamCount() {
        return bidir ? 2 * parallel : parallel;
    }

    ObjectNode toJson() {
        ObjectNode j = Control.JSON.createObjectNode();
        j.put("tcp", true);
        j.put("omit", omit);
        j.put("time", time);
        j.put("num", 0);
        j.put("blockcount", 0);
        if (mss > 0) {
            j.put("MSS", mss);
        }
        j.put("parallel", parallel);
        if (reverse) {
            j.put("reverse", true);
        }
        if (bidir) {
            j.put("bidirectional", true);
        }
        if (window > 0) {
            j.put("window", window);
        }
        j.put("len", len);
        j.put("pacing_timer", 1000);
        j.put("client_version", clientVersion);
        return j;
    }

    /** Parses and bounds a client's parameters; the message of the exception is safe to show to that client. */
    static TestParams fromJson(JsonNode j) throws ProbeException {
        if (j.has("udp") || j.has("sctp")) {
            throw new ProbeException("only TCP tests are supported: drop -u / --sctp");
        }
        if (j.path("num").asLong(0) != 0 || j.path("blockcount").asLong(0) != 0) {
            throw new ProbeException("byte- or block-count tests (-n/-k) are not supported: use -t");
        }
        if (j.path("bandwidth").asLong(0) != 0) {
            throw new ProbeException("rate-limited tests (-b) are not supported");
        }
        try {
            int time = Limits.check("duration", number(j, "time", 10), 1, Limits.MAX_SECONDS,
                    "ask for at most " + Limits.MAX_SECONDS + " s");
            int omit = Limits.check("omit", number(j, "omit", 0), 0, Limits.MAX_OMIT, "ask for at most 600 s");
            int parallel = Limits.check("parallel", number(j, "parallel", 1), 1, Limits.MAX_PARALLEL,
                    "ask for at most 128 streams");
            int len = Limits.check("len", number(j, "len", Limits.DEFAULT_LEN), 1, Limits.MAX_LEN,
                    "ask for at most 16 MiB writes");
            int window = Limits.check("window", number(j, "window", 0), 0, Limits.MAX_WINDOW, "ask for at most 256M");
            int mss = Limits.check("MSS", number(j, "MSS", 0), 0, 9216, "ask for an MSS up to 9216");
            boolean reverse = j.path("reverse").asBoolean(false);
            boolean bidir = j.path("bidirectional").asBoolean(false);
            String version = j.path("client_version").asText("");
            return new TestParams(time, omit, parallel, len, reverse && !bidir, bidir, window, mss,
                    version.length() > 80 ? version.substring(0, 80) : version);
        } catch (IllegalArgumentException e) {
            throw new ProbeException(e.getMessage());
        }
    }

    private static long number(JsonNode j, String field, long dflt) throws ProbeException {
        JsonNode n = j.get(field);
        if (n == null || n.isNull()) {
            return dflt;
        }
        if (!n.isNumber()) {
            throw new ProbeException("parameter " + field + " is not a number");
        }
        return n.isIntegralNumber() && n.canConvertToLong() ? n.asLong() : (long) n.asDouble();
    }
}
