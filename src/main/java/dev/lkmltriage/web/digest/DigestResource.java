package dev.lkmltriage.web.digest;

import dev.lkmltriage.digest.DigestMail;
import dev.lkmltriage.digest.HeaderValues;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.io.IOException;
import java.util.Optional;

/**
 * {@code GET /api/digests/preview?to=ADDR}: the digest {@code ADDR} would get now, as the mail text (headers, blank
 * line, body; {@code text/plain}) or as JSON; 204 when there is nothing new; 400 naming the problem when
 * {@code to} is missing, malformed or not a recipient in MAINTAINERS. Sends and remembers nothing.
 */
@Path("/api/digests")
public class DigestResource {
    @Inject
    DigestService service;

    @GET
    @Path("/preview")
    @Produces({MediaType.TEXT_PLAIN, MediaType.APPLICATION_JSON})
    public Response preview(@QueryParam("to") String to, @jakarta.ws.rs.HeaderParam("Accept") String accept)
            throws IOException {
        if (to == null || to.isBlank()) {
            return bad("give the recipient as ?to=ADDR, an M: address or L: list in MAINTAINERS");
        }
        Optional<DigestMail> mail;
        try {
            mail = service.digests().preview(to);
        } catch (IllegalArgumentException e) {
            return bad(e.getMessage());
        }
        if (mail.isEmpty()) {
            return Response.noContent().build();
        }
        DigestMail d = mail.get();
        if (accept != null && accept.contains(MediaType.APPLICATION_JSON)) {
            return Response.ok(d, MediaType.APPLICATION_JSON).build();
        }
        StringBuilder b = new StringBuilder();
        b.append("From: lkml-triage <").append(d.from()).append(">\n");
        b.append("To: ").append(d.to()).append('\n');
        b.append("Subject: ").append(d.subject()).append('\n');
        b.append("Date: ").append(d.date()).append('\n');
        b.append("Message-ID: <").append(d.messageId()).append(">\n");
        if (d.inReplyTo() != null) {
            b.append("In-Reply-To: <").append(d.inReplyTo()).append(">\n");
        }
        b.append("List-Unsubscribe: ").append(d.listUnsubscribe()).append("\n\n").append(d.body());
        return Response.ok(b.toString(), MediaType.TEXT_PLAIN_TYPE.withCharset("UTF-8")).build();
    }

    private static Response bad(String message) {
        return Response.status(Response.Status.BAD_REQUEST).type(MediaType.TEXT_PLAIN_TYPE.withCharset("UTF-8"))
                .entity(HeaderValues.text(message) + "\n").build();
    }
}
