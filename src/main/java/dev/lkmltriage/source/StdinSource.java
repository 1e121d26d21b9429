package dev.lkmltriage.source;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;

/** Standard input ({@code -}): an mbox stream, or one message, page or dump, told apart like a file. */
final class StdinSource implements MailSource {
    static final String ORIGIN = "-";
    /** Standard input cannot be read twice: the sniff and the mboxrd test look at this much, kept by mark/reset. */
    private static final int PEEK = 1 << 20;
    private final InputStream stdin;

    StdinSource(InputStream stdin) {
        this.stdin = stdin;
    }

    @Override
    public String describe() {
        return "standard input";
    }

    @Override
    public void read(Checkpoints from, ItemSink sink) throws IOException {
        InputStream in = new BufferedInputStream(Sniff.decompressing(stdin, d -> sink.unreadable(ORIGIN, d)), PEEK);
        in.mark(PEEK);
        byte[] head = in.readNBytes(PEEK);
        in.reset();
        Sniff.Kind kind = Sniff.of(head.length > Sniff.HEAD ? java.util.Arrays.copyOf(head, Sniff.HEAD) : head, "");
        switch (kind) {
            case EMPTY -> sink.unreadable(ORIGIN, "empty input");
            case BINARY -> sink.unreadable(ORIGIN, "binary input, not mail");
            case MBOX -> new MboxSplitter(MboxSource.detectFlavor(head)).split(in, MboxSource.items(ORIGIN, sink));
            default -> {
                byte[] all = in.readNBytes(FileSource.MAX_BYTES + 1);
                if (all.length > FileSource.MAX_BYTES) {
                    sink.unreadable(ORIGIN, "larger than " + FileSource.MAX_BYTES + " bytes, not read");
                } else {
                    sink.accept(new RawItem(ORIGIN, Sources.formatOf(kind), all, null));
                }
            }
        }
    }
}
