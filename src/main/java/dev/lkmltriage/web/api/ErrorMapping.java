package dev.lkmltriage.web.api;

import dev.lkmltriage.actions.ActionException;
import dev.lkmltriage.index.QueryException;
import io.vertx.core.http.HttpServerRequest;
import jakarta.ws.rs.NotAllowedException;
import jakarta.ws.rs.NotFoundException;
import jakarta.ws.rs.NotSupportedException;
import jakarta.ws.rs.WebApplicationException;
import jakarta.ws.rs.core.Response;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.UUID;
import org.jboss.logging.Logger;
import org.jboss.resteasy.reactive.server.ServerExceptionMapper;

/**
 * Every failure becomes a JSON error a person can act on: what was wrong, quoting their input, and what to do. An
 * unexpected failure says only that it happened and gives a reference to find in the server log, so internals
 * (paths, stack traces) never reach a client.
 */
final class ErrorMapping {
    private static final Logger LOG = Logger.getLogger(ErrorMapping.class);

    @ServerExceptionMapper
    Response api(ApiException e) {
        return ErrorBody.response(e.status(), e.getMessage(), e.details());
    }

    @ServerExceptionMapper
    Response query(QueryException e) {
        Map<String, Object> d = new LinkedHashMap<>();
        d.put("query", e.query());
        d.put("column", e.position() < 0 ? null : e.position() + 1);
        d.put("problem", e.problem());
        return ErrorBody.response(400, e.getMessage() + "; the query language is described in the README "
                + "(section Searching)", d);
    }

    @ServerExceptionMapper
    Response busy(dev.lkmltriage.web.SearchPool.Busy e) {
        return ErrorBody.response(503, e.getMessage());
    }

    @ServerExceptionMapper
    Response action(ActionException e) {
        return ErrorBody.response(e.unknownCluster() ? 404 : 400, e.getMessage());
    }

    @ServerExceptionMapper
    Response web(WebApplicationException e, HttpServerRequest request) {
        int status = e.getResponse().getStatus();
        String where = request.method() + " " + Texts.quote(request.path());
        String message;
        if (e instanceof NotFoundException) {
            message = "nothing at " + where + (request.path().startsWith("/api")
                    ? "; the API is described at /q/openapi" : "; start from the search page at /");
        } else if (e instanceof NotAllowedException) {
            message = where + " is not allowed; allowed: " + e.getResponse().getAllowedMethods();
        } else if (e instanceof NotSupportedException) {
            message = "cannot read a body of type " + Texts.quote(request.getHeader("Content-Type")) + " at "
                    + where + "; see /q/openapi for the types it accepts";
        } else {
            message = e.getMessage() + " (" + where + ")";
        }
        return forPath(request, status, message);
    }

    /** JSON for the API and /q; plain text for pages, so a browser shows the message rather than JSON. */
    private static Response forPath(HttpServerRequest request, int status, String message) {
        String path = request.path();
        if (path.startsWith("/api") || path.startsWith("/q/")) {
            return ErrorBody.response(status, message);
        }
        return Response.status(status).type("text/plain;charset=UTF-8").entity(message + "\n").build();
    }

    @ServerExceptionMapper(priority = jakarta.ws.rs.Priorities.USER + 1000)
    Response unexpected(Exception e, HttpServerRequest request) {
        String ref = UUID.randomUUID().toString().substring(0, 8);
        LOG.errorf(e, "unexpected failure %s on %s %s", ref, request.method(), Texts.quote(request.path()));
        return forPath(request, 500, "the server failed unexpectedly; the server log has the details under "
                + "reference " + ref);
    }
}
