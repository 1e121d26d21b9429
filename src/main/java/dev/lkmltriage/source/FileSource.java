package dev.lkmltriage.source;

import java.io.IOException;
import java.io.InputStream;
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
        try (InputStream in = Sniff.open(file, d -> damage[0] = d)) {
            bytes = in.readNBytes(MAX_BYTES + 1);
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
}
