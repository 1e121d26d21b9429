package dev.lkmltriage.web.ui;

import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ContainerResponseContext;
import jakarta.ws.rs.container.ContainerResponseFilter;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.ext.Provider;

/**
 * Every HTML page gets a Content-Security-Policy that allows only our own files: no inline script or style, no
 * other origin, no framing. Should mail text ever slip through unescaped, the browser still runs none of it.
 */
@Provider
public class SecurityHeaders implements ContainerResponseFilter {
    static final String CSP = "default-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'none';"
            + " form-action 'self'; frame-ancestors 'none'";

    @Override
    public void filter(ContainerRequestContext request, ContainerResponseContext response) {
        MediaType type = response.getMediaType();
        if (type != null && type.isCompatible(MediaType.TEXT_HTML_TYPE)) {
            response.getHeaders().putSingle("Content-Security-Policy", CSP);
            response.getHeaders().putSingle("X-Content-Type-Options", "nosniff");
            response.getHeaders().putSingle("Referrer-Policy", "same-origin");
        }
    }
}
