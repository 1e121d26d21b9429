package dev.lkmltriage.probe.repro;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;

/**
 * Reproduction results kept beside their cluster: one JSON Lines file per cluster, {@code DATA/repro/<id>.jsonl},
 * oldest first. Appends are whole lines written under an exclusive file lock, so concurrent writers (two
 * {@code triage repro} runs, the service) never interleave; readers take no lock (and never the Lucene write lock),
 * skipping a line still being written and any line that is not a result.
 */
public final class ReproStore {
    static final ObjectMapper JSON = new ObjectMapper()
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
    private static final long MAX_READ = 64L << 20;
    private static final Object IN_PROCESS = new Object();

    private final Path dir;

    private ReproStore(Path dir) {
        this.dir = dir;
    }

    /** The store in a data directory (created on the first append). */
    public static ReproStore in(Path dataDir) {
        return new ReproStore(dataDir.resolve("repro"));
    }

    /** Appends {@code r} to its cluster's file (to its message's file when it has no cluster). */
    public void append(ReproResult r) throws IOException {
        String key = r.clusterId() != null ? r.clusterId() : r.messageId();
        if (key == null) {
            throw new IllegalArgumentException("a result needs a cluster or a message id to be stored under");
        }
        byte[] line = (JSON.writeValueAsString(r) + "\n").getBytes(StandardCharsets.UTF_8);
        Files.createDirectories(dir);
        synchronized (IN_PROCESS) {
            try (FileChannel ch = FileChannel.open(file(key), StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                    StandardOpenOption.APPEND); FileLock lock = ch.lock()) {
                ByteBuffer b = ByteBuffer.wrap(line);
                while (b.hasRemaining()) {
                    ch.write(b);
                }
                ch.force(false);
            }
        }
    }

    /** Every stored result for a cluster id (or for a Message-ID in no cluster), oldest first; empty if none. */
    public List<ReproResult> forCluster(String clusterId) throws IOException {
        Path f = file(clusterId);
        List<ReproResult> out = new ArrayList<>();
        if (!Files.isRegularFile(f)) {
            return out;
        }
        String text;
        try (FileChannel ch = FileChannel.open(f, StandardOpenOption.READ)) {
            long size = ch.size();
            long from = Math.max(0, size - MAX_READ);
            ByteBuffer b = ByteBuffer.allocate((int) (size - from));
            while (b.hasRemaining() && ch.read(b, from + b.position()) > 0) {
                // read to the size seen at open: a line appended meanwhile is left for the next read
            }
            text = new String(b.array(), 0, b.position(), StandardCharsets.UTF_8);
            if (from > 0) {
                text = text.substring(text.indexOf('\n') + 1);
            }
        }
        int start = 0;
        for (int nl = text.indexOf('\n'); nl >= 0; nl = text.indexOf('\n', start)) {
            String line = text.substring(start, nl);
            start = nl + 1;
            try {
                out.add(JSON.readValue(line, ReproResult.class));
            } catch (JsonProcessingException | IllegalArgumentException e) {
                // a damaged or foreign line: skipped, the others are still shown
            }
        }
        return out;
    }

    /** The most recent stored result for a cluster, if any. */
    public Optional<ReproResult> latest(String clusterId) throws IOException {
        List<ReproResult> all = forCluster(clusterId);
        return all.isEmpty() ? Optional.empty() : Optional.of(all.get(all.size() - 1));
    }

    /** The JSON of one result, as stored and as {@code triage repro --json} prints it. */
    public static String toJson(ReproResult r) {
        try {
            return JSON.writeValueAsString(r);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    Path file(String key) {
        return dir.resolve(fileName(key) + ".jsonl");
    }

    /** A file name for any id: safe characters kept, others %-escaped, long ones hashed; never a path. */
    static String fileName(String key) {
        if (key == null || key.isEmpty()) {
            throw new IllegalArgumentException("empty cluster id");
        }
        StringBuilder b = new StringBuilder();
        for (byte x : key.getBytes(StandardCharsets.UTF_8)) {
            char c = (char) (x & 0xff);
            boolean safe = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-'
                    || c == '_' || (c == '.' && b.length() > 0);
            if (safe) {
                b.append(c);
            } else {
                b.append('%').append(String.format("%02X", x & 0xff));
            }
        }
        if (b.length() <= 120) {
            return b.toString();
        }
        try {
            return "h-" + HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                    .digest(key.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
