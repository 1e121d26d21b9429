package dev.lkmltriage.web.api;

import dev.lkmltriage.ingest.IngestPipeline;
import dev.lkmltriage.ingest.IngestSummary;
import dev.lkmltriage.ingest.ProgressListener;
import dev.lkmltriage.source.Sources;
import dev.lkmltriage.web.Backend;
import dev.lkmltriage.web.Triaged;
import io.quarkus.runtime.configuration.MemorySize;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.eclipse.microprofile.openapi.annotations.Operation;

/**
 * {@code POST /api/ingest}: an uploaded mbox (plain or gzip) or single message, ingested by the core pipeline like
 * {@code triage ingest} would. The body is spooled to {@code DATA/uploads/} (bounded by {@code triage.upload-max})
 * so the store is locked only while ingesting, not while a slow client uploads; the spool file is removed after.
 */
@Path("/api/ingest")
public class IngestResource {
    @Inject
    Backend backend;

    @Inject
    Triaged triaged;

    @ConfigProperty(name = "triage.upload-max", defaultValue = "50M")
    MemorySize uploadMax;

    @ConfigProperty(name = "triage.ingest-sources")
    java.util.Optional<String> sources;

    @POST
    @Consumes({"application/mbox", "message/rfc822", "text/plain", "application/octet-stream",
            "application/gzip"})
    @Produces(MediaType.APPLICATION_JSON)
    @Operation(summary = "Ingest an uploaded mbox or message (needs a token)", description = "Answers with the "
            + "ingest summary: read, messages, added, duplicates, variants, unreadable (with reasons), problems. A "
            + "message that cannot be decoded is stored with its problems; an item that is no mail is counted "
            + "unreadable and the ingest goes on. 413 above triage.upload-max; 422 when nothing could be read.")
    public Response ingest(InputStream body, @Context ContainerRequestContext request) throws IOException {
        String who = (String) request.getProperty(TokenFilter.USER);
        java.nio.file.Path dir = Files.createDirectories(backend.dataDir().resolve("uploads"));
        java.nio.file.Path spool = Files.createTempFile(dir, "upload-" + Instant.now().toEpochMilli() + "-" + safe(who) + "-",
                ".mail");
        try {
            spoolLimited(body, spool, uploadMax.asLongValue());
            IngestSummary s = backend.write(store -> IngestPipeline.standard().run(List.of(Sources.open(spool)),
                    store, ProgressListener.NONE));
            triaged.refreshNow();
            if (!s.anythingRead()) {
                return ErrorBody.response(422, "nothing in the upload could be read as mail: "
                        + String.join("; ", s.reasons()) + "; send an mbox or a single RFC 5322 message",
                        Map.of("summary", s));
            }
            return Response.ok(s, MediaType.APPLICATION_JSON_TYPE).build();
        } finally {
            Files.deleteIfExists(spool);
        }
    }

    @POST
    @jakarta.ws.rs.Path("/sources/{name}")
    @Produces(MediaType.APPLICATION_JSON)
    @Operation(summary = "Ingest a configured source (needs a token)", description = "Ingests the source named in "
            + "triage.ingest-sources (NAME=PATH,...): a public-inbox archive, Maildir, mbox or directory, read "
            + "incrementally where the source allows. Answers the ingest summary; 404 for an unknown name.")
    public IngestSummary ingestSource(@PathParam("name") String name) throws IOException {
        Map<String, String> known = configuredSources();
        String path = known.get(name);
        if (path == null) {
            throw ApiException.notFound("no configured source " + Texts.quote(name) + "; configured: "
                    + (known.isEmpty() ? "none (set triage.ingest-sources=NAME=PATH,...)" : known.keySet()));
        }
        IngestSummary s = backend.write(store -> IngestPipeline.standard().run(List.of(Sources.open(
                java.nio.file.Path.of(path))), store, ProgressListener.NONE));
        triaged.refreshNow();
        return s;
    }

    @GET
    @jakarta.ws.rs.Path("/sources")
    @Produces(MediaType.APPLICATION_JSON)
    @Operation(summary = "The names of the configured sources", description = "Names only; paths stay private.")
    public java.util.Set<String> sources() {
        return configuredSources().keySet();
    }

    private Map<String, String> configuredSources() {
        Map<String, String> out = new java.util.TreeMap<>();
        for (String item : sources.orElse("").split(",")) {
            int eq = item.indexOf('=');
            if (eq > 0 && eq < item.strip().length() - 1) {
                out.put(item.substring(0, eq).strip(), item.substring(eq + 1).strip());
            }
        }
        return out;
    }

    private static void spoolLimited(InputStream in, java.nio.file.Path to, long max) throws IOException {
        byte[] buf = new byte[64 * 1024];
        long total = 0;
        try (OutputStream out = Files.newOutputStream(to)) {
            for (int n; (n = in.read(buf)) > 0; ) {
                total += n;
                if (total > max) {
                    throw new ApiException(413, "the upload is larger than " + max + " bytes (triage.upload-max); "
                            + "split the mbox or ingest it from the command line with 'triage ingest'");
                }
                out.write(buf, 0, n);
            }
        }
    }

    private static String safe(String who) {
        return who == null ? "anonymous" : who.replaceAll("[^A-Za-z0-9_.-]", "_");
    }
}
