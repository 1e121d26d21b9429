package dev.lkmltriage.digest;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Locale;

/**
 * The per-recipient state files under {@code DATA/digests/}. Each file is replaced atomically (written beside,
 * forced to disk, renamed over), so a crash leaves the old state or the new one, never half of either; changes run
 * under a lock on {@code DATA/digests/.lock}, so the service's scheduler and a {@code triage digest --send} in
 * another process do not both send one digest.
 */
public final class DigestState {
    private static final ObjectMapper JSON = new ObjectMapper()
            .configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false);
    /** One process-wide monitor: a JVM may not hold two FileLocks on one file. */
    private static final Object JVM_LOCK = new Object();

    private final Path dir;

    public DigestState(Path dataDir) {
        this.dir = dataDir.resolve("digests");
    }

    /** A change under the lock. */
    @FunctionalInterface
    public interface Locked<T> {
        T run() throws IOException;
    }

    public <T> T locked(Locked<T> work) throws IOException {
        synchronized (JVM_LOCK) {
            Files.createDirectories(dir);
            try (FileChannel ch = FileChannel.open(dir.resolve(".lock"), StandardOpenOption.CREATE,
                    StandardOpenOption.WRITE); FileLock lock = ch.lock()) {
                return work.run();
            }
        }
    }

    public RecipientState load(String address) throws IOException {
        Path f = file(address);
        if (!Files.exists(f)) {
            return RecipientState.empty(address);
        }
        try {
            RecipientState s = JSON.readValue(f.toFile(), RecipientState.class);
            return s.address() == null ? RecipientState.empty(address) : s;
        } catch (IOException e) {
            throw new IOException("cannot read the digest state " + f + " (" + e.getMessage() + "); move it away to"
                    + " start that recipient afresh (items already sent would be sent again)", e);
        }
    }

    public void save(RecipientState state) throws IOException {
        Files.createDirectories(dir);
        Path f = file(state.address());
        Path tmp = dir.resolve(f.getFileName() + ".tmp");
        byte[] bytes = JSON.writerWithDefaultPrettyPrinter().writeValueAsString(state)
                .getBytes(StandardCharsets.UTF_8);
        try (FileChannel ch = FileChannel.open(tmp, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                StandardOpenOption.TRUNCATE_EXISTING)) {
            ch.write(java.nio.ByteBuffer.wrap(bytes));
            ch.force(true);
        }
        try {
            Files.move(tmp, f, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(tmp, f, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /** The file of one address: readable, and distinct for addresses that differ only in unusual characters. */
    Path file(String address) {
        String a = address.toLowerCase(Locale.ROOT);
        String safe = a.replaceAll("[^a-z0-9@._+-]", "_");
        if (safe.length() > 100) {
            safe = safe.substring(0, 100);
        }
        return dir.resolve(safe + "-" + hash(a) + ".json");
    }

    private static String hash(String s) {
        try {
            byte[] d = MessageDigest.getInstance("SHA-256").digest(s.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(d, 0, 4);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
