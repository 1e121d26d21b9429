package dev.lkmltriage.web.api;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.Map;

/** The one shape of every API error: {@code {"status": 404, "error": "what happened and how to fix it", ...}}. */
final class ErrorBody {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private ErrorBody() {
    }

    static ObjectNode node(int status, String message, Map<String, Object> details) {
        ObjectNode o = MAPPER.createObjectNode();
        o.put("status", status);
        o.put("error", message);
        details.forEach((k, v) -> o.set(k, MAPPER.valueToTree(v)));
        return o;
    }

    static Response response(int status, String message) {
        return response(status, message, Map.of());
    }

    static Response response(int status, String message, Map<String, Object> details) {
        return Response.status(status).type(MediaType.APPLICATION_JSON_TYPE)
                .entity(node(status, message, details).toString()).build();
    }

    static String json(int status, String message) {
        return node(status, message, Map.of()).toString();
    }
}
