package dev.lkmltriage.web.api;

import jakarta.inject.Inject;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.Response;
import java.util.Optional;
import java.util.Set;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;
import org.jboss.resteasy.reactive.server.ServerRequestFilter;

/**
 * Who may do what: every write (any method but GET, HEAD, OPTIONS) needs {@code Authorization: Bearer TOKEN} with a
 * known token; reads of {@code /api} need one too when {@code triage.read-public=false}. Refusals are 401 JSON. The
 * log names the user and the request, never the token.
 */
final class TokenFilter {
    private static final Logger LOG = Logger.getLogger(TokenFilter.class);
    private static final Set<String> READS = Set.of("GET", "HEAD", "OPTIONS");
    /** Where the resolved user is kept for the resource. */
    static final String USER = "dev.lkmltriage.user";

    @Inject
    Tokens tokens;

    @ConfigProperty(name = "triage.read-public", defaultValue = "true")
    boolean readPublic;

    @ServerRequestFilter
    Optional<Response> authenticate(ContainerRequestContext request) {
        String method = request.getMethod();
        String path = request.getUriInfo().getPath();
        boolean write = !READS.contains(method);
        if (!write && (readPublic || !path.startsWith("/api"))) {
            return Optional.empty();
        }
        String header = request.getHeaderString(HttpHeaders.AUTHORIZATION);
        Optional<String> user = tokens.userOf(header);
        if (user.isPresent()) {
            request.setProperty(USER, user.get());
            if (write) {
                LOG.infof("%s %s by %s", method, Texts.quote(path), user.get());
            }
            return Optional.empty();
        }
        String why = header == null ? "no Authorization header" : "the token is not known";
        LOG.warnf("refused %s %s: %s", method, Texts.quote(path), why);
        String fix = tokens.any() ? "send 'Authorization: Bearer TOKEN' with a token from triage.tokens or DATA/tokens"
                : "no tokens are configured: set triage.tokens=NAME:SECRET or add a line NAME:SECRET to DATA/tokens, "
                + "then send 'Authorization: Bearer SECRET'";
        Response r = Response.fromResponse(ErrorBody.response(401, (write ? "writing" : "reading") + " needs a token: "
                + why + "; " + fix)).header(HttpHeaders.WWW_AUTHENTICATE, "Bearer realm=\"lkml-triage\"").build();
        return Optional.of(r);
    }
}
