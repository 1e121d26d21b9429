package dev.lkmltriage.source;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A loopback HTTP server serving a directory's files as they are (query strings ignored), which is all git's "dumb"
 * HTTP protocol needs from a bare repository that has {@code info/refs} and {@code objects/info/packs}.
 */
final class StaticServer implements AutoCloseable {
    private final HttpServer server;
    private final Path root;
    final List<String> requests = java.util.Collections.synchronizedList(new ArrayList<>());
    final AtomicInteger served = new AtomicInteger();

    StaticServer(Path root) throws IOException {
        this.root = root.toAbsolutePath().normalize();
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/", this::handle);
        server.start();
    }

    String url() {
        return "http://127.0.0.1:" + server.getAddress().getPort();
    }

    private void handle(HttpExchange ex) throws IOException {
        try (ex) {
            String path = URLDecoder.decode(ex.getRequestURI().getRawPath().replace("+", "%2B"),
                    StandardCharsets.UTF_8);
            requests.add(path);
            Path p = root.resolve(path.substring(1)).normalize();
            if (!p.startsWith(root) || !Files.isRegularFile(p)) {
                ex.sendResponseHeaders(404, -1);
                return;
            }
            byte[] body = Files.readAllBytes(p);
            ex.getResponseHeaders().set("Content-Type", "application/octet-stream");
            ex.sendResponseHeaders(200, body.length);
            try (OutputStream out = ex.getResponseBody()) {
                out.write(body);
            }
            served.incrementAndGet();
        }
    }

    /** Writes what a dumb HTTP client reads instead of asking the server: info/refs and objects/info/packs. */
    static void updateServerInfo(Path bareRepo) throws IOException {
        try (org.eclipse.jgit.lib.Repository r = new org.eclipse.jgit.storage.file.FileRepositoryBuilder()
                .setGitDir(bareRepo.toFile()).setMustExist(true).build()) {
            StringBuilder refs = new StringBuilder();
            for (org.eclipse.jgit.lib.Ref ref : r.getRefDatabase().getRefsByPrefix("refs/")) {
                refs.append(ref.getObjectId().name()).append('\t').append(ref.getName()).append('\n');
            }
            Files.createDirectories(bareRepo.resolve("info"));
            Files.writeString(bareRepo.resolve("info/refs"), refs.toString());
        }
        StringBuilder packs = new StringBuilder();
        Path packDir = bareRepo.resolve("objects/pack");
        if (Files.isDirectory(packDir)) {
            try (var s = Files.newDirectoryStream(packDir, "*.pack")) {
                for (Path p : s) {
                    packs.append("P ").append(p.getFileName()).append('\n');
                }
            }
        }
        Files.createDirectories(bareRepo.resolve("objects/info"));
        Files.writeString(bareRepo.resolve("objects/info/packs"), packs.append('\n').toString());
    }

    @Override
    public void close() {
        server.stop(0);
    }
}
