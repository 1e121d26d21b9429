package dev.lkmltriage.web;

import dev.lkmltriage.index.StoreStats;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.io.IOException;
import org.eclipse.microprofile.config.inject.ConfigProperty;

/** {@code GET /api/stats}: what the data directory holds. */
@Path("/api/stats")
public class StatsResource {
    @ConfigProperty(name = "triage.data", defaultValue = "data")
    String data;

    @GET
    @Produces(MediaType.APPLICATION_JSON)
    public StoreStats stats() throws IOException {
        return StoreStats.read(java.nio.file.Path.of(data));
    }
}
