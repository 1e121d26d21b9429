package dev.lkmltriage.web;

import dev.lkmltriage.index.StoreStats;
import jakarta.inject.Inject;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.MediaType;
import java.io.IOException;

/** {@code GET /api/stats}: what the data directory holds. */
@Path("/api/stats")
public class StatsResource {
    @Inject
    Backend backend;

    @GET
    @Produces(MediaType.APPLICATION_JSON)
    public StoreStats stats() throws IOException {
        return backend.read(store -> new StoreStats(store.messageCount(), store.threadCount(),
                store.clusters().size()));
    }
}
