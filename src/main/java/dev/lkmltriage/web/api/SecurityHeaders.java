package dev.lkmltriage.web.api;

import io.quarkus.runtime.configuration.MemorySize;
import io.vertx.core.http.HttpMethod;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Singleton;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/**
 * Runs first on every HTTP request (API, UI pages, static files, /q/openapi, even 404s): adds the security headers
 * and refuses an upload whose declared length exceeds {@code triage.upload-max} before a byte of it is read.
 */
@Singleton
public class SecurityHeaders {
    /** No inline script, nothing from elsewhere, no framing: mail in a page can never run. */
    public static final String DEFAULT_CSP = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
            + "object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'";

    @ConfigProperty(name = "triage.csp", defaultValue = DEFAULT_CSP)
    String csp;

    @ConfigProperty(name = "triage.upload-max", defaultValue = "50M")
    MemorySize uploadMax;

    void install(@Observes Router router) {
        router.route().order(Integer.MIN_VALUE).handler(this::handle);
    }

    private void handle(RoutingContext rc) {
        var headers = rc.response().headers();
        headers.set("Content-Security-Policy", csp);
        headers.set("X-Content-Type-Options", "nosniff");
        headers.set("Referrer-Policy", "no-referrer");
        headers.set("X-Frame-Options", "DENY");
        if (rc.request().method() == HttpMethod.POST && rc.request().path().startsWith("/api/ingest")) {
            String length = rc.request().getHeader("Content-Length");
            long max = uploadMax.asLongValue();
            if (length != null && tooLong(length, max)) {
                rc.response().setStatusCode(413).putHeader("Content-Type", "application/json")
                        .putHeader("Connection", "close")
                        .end(ErrorBody.json(413, "the upload is " + Texts.quote(length) + " bytes; at most " + max
                                + " are accepted (triage.upload-max); split the mbox or ingest it from the command "
                                + "line with 'triage ingest'"));
                return;
            }
        }
        rc.next();
    }

    private static boolean tooLong(String length, long max) {
        try {
            return Long.parseLong(length.strip()) > max;
        } catch (NumberFormatException e) {
            return true;
        }
    }
}
