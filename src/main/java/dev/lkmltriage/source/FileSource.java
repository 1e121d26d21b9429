package dev.lkmltriage.source;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/** One file holding one item: an RFC 5322 message, a saved HTML page or a plain-text dump (gzip undone). */
final class FileSource implements MailSource {
    /** Larger files are reported, not read: no single message or page is this big. */
    static final int MAX_BYTES = 128 << 20;

    private final Path file;
    private final Format format;

    FileSource(Path file, Format format) {
        this.file = file;
        this.format = format;
    }

    Format format() {
        return format;
    }

    @Override
    public String describe() {
        return format.name().toLowerCase(java.util.Locale.ROOT) + " " + file;
    }

    @Override
    public long estimate() {
        return 1;
    }

    @Override
    public void read(Checkpoints from, ItemSink sink) throws IOException {
        String origin = file.toString();
        byte[] bytes;
        String[] damage = {null};
        try {
            bytes = readWhole(file, d -> damage[0] = d);
        } catch (IOException e) {
            // a file that vanished or a gzip stream that is cut: the place is fine, this item is not
            sink.unreadable(origin, "cannot read: " + e);
            return;
        }
        if (damage[0] != null) {
            // a cut .eml.gz: a partial message is still worth parsing, but say so
            sink.unreadable(origin, damage[0] + " (the part before it was kept)");
        }
        if (bytes.length == 0) {
            sink.unreadable(origin, "empty");
            return;
        }
        if (bytes.length > MAX_BYTES) {
            sink.unreadable(origin, "larger than " + MAX_BYTES + " bytes, not read");
            return;
        }
        sink.accept(new RawItem(origin, format, bytes, null));
    }

    /**
     * The file's bytes, decompressed when gzip, at most {@code MAX_BYTES + 1} of them. A plain file of allowed size
     * is read in one call into an array of its size: a buffered stream per file (64 KiB, then copied out in 8 KiB
     * steps) allocated about ten times a small message's size, which showed on a Maildir of small messages.
     */
    private static byte[] readWhole(Path file, java.util.function.Consumer<String> onDamage) throws IOException {
        if (Files.size(file) <= MAX_BYTES) {
            byte[] bytes = Files.readAllBytes(file);
            if (bytes.length < 2 || (bytes[0] & 0xff) != 0x1f || (bytes[1] & 0xff) != 0x8b) {
                return bytes;
            }
            try (InputStream in = Sniff.decompressing(new ByteArrayInputStream(bytes), onDamage)) {
                return in.readNBytes(MAX_BYTES + 1);
            }
        }
        try (InputStream in = Sniff.open(file, onDamage)) {
            return in.readNBytes(MAX_BYTES + 1);
        }
    }
}
