package dev.lkmltriage.source;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.Locale;

/** An mbox file, plain or gzip, streamed message by message; origins are {@code path#offset}. */
final class MboxSource implements MailSource {
    /** How far into the file the mboxrd test looks. */
    private static final int FLAVOR_SCAN = 4 << 20;
    private static final int AVERAGE_MESSAGE = 8 * 1024;

    private final Path file;
    private final MboxSplitter.Flavor flavor;

    /** Flavor decided from the name and content (see {@link #detectFlavor}). */
    MboxSource(Path file) {
        this(file, null);
    }

    MboxSource(Path file, MboxSplitter.Flavor flavor) {
        this.file = file;
        this.flavor = flavor;
    }

    @Override
    public String describe() {
        return "mbox " + file;
    }

    /**
     * Rough, from the file size: real list mail averages about 8 KiB a message (the linux-pci archive: 7.9 KiB),
     * and mail compresses about fourfold. Counting separators would mean reading the whole file twice.
     */
    @Override
    public long estimate() {
        try {
            long size = java.nio.file.Files.size(file);
            return Math.max(1, (Sniff.isGzip(file) ? size * 4 : size) / AVERAGE_MESSAGE);
        } catch (IOException e) {
            return -1;
        }
    }

    @Override
    public void read(Checkpoints from, ItemSink sink) throws IOException {
        MboxSplitter.Flavor f = flavor != null ? flavor : detectFlavor(file);
        String origin = file.toString();
        try (InputStream in = Sniff.open(file, damage -> sink.unreadable(origin, damage))) {
            new MboxSplitter(f).split(in, items(origin, sink));
        }
    }

    /** An mbox's messages and problems into {@code sink}, named {@code origin#offset} (a file or standard input). */
    static MboxSplitter.Handler items(String origin, ItemSink sink) {
        return new MboxSplitter.Handler() {
            @Override
            public void message(long offset, byte[] bytes) {
                sink.accept(new RawItem(origin + "#" + offset, Format.RFC5322, bytes, null));
            }

            @Override
            public void problem(long offset, String reason) {
                sink.unreadable(origin + "#" + offset, reason);
            }
        };
    }

    /**
     * mboxrd when the name says so ({@code .mboxrd}, public-inbox's {@code t.mbox.gz}) or when a line starts with
     * {@code >>From } (an mboxo writer never adds a second '>'); mboxo otherwise.
     */
    static MboxSplitter.Flavor detectFlavor(Path file) throws IOException {
        String name = file.getFileName() == null ? "" : file.getFileName().toString().toLowerCase(Locale.ROOT);
        if (name.contains(".mboxrd") || name.equals("t.mbox.gz") || name.equals("t.mbox")) {
            return MboxSplitter.Flavor.MBOXRD;
        }
        try (InputStream in = Sniff.open(file)) {
            return detectFlavor(in.readNBytes(FLAVOR_SCAN));
        } catch (IOException e) {
            return MboxSplitter.Flavor.MBOXO; // the read itself will report the damage
        }
    }

    static MboxSplitter.Flavor detectFlavor(byte[] b) {
        boolean lineStart = true;
        for (int i = 0; i < b.length; i++) {
            if (lineStart && b[i] == '>' && Lines.startsWith(b, i, b.length - i, ">>From ")) {
                return MboxSplitter.Flavor.MBOXRD;
            }
            lineStart = b[i] == '\n';
        }
        return MboxSplitter.Flavor.MBOXO;
    }
}
