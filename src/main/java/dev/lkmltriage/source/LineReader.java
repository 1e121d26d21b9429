package dev.lkmltriage.source;

import java.io.IOException;
import java.io.InputStream;

/**
 * Reads LF-terminated lines (the LF and any CR kept) from a stream. A line longer than the cap is cut: its first
 * {@code cap} bytes are kept, the rest skipped, and {@link #truncated()} is set, so memory stays bounded.
 */
final class LineReader {
    private final InputStream in;
    private final int cap;
    private final byte[] chunk = new byte[64 * 1024];
    private int chunkPos;
    private int chunkLen;
    private byte[] line = new byte[1024];
    private int lineLen;
    private boolean truncated;
    private long offset;
    private long nextOffset;

    LineReader(InputStream in, int cap) {
        this.in = in;
        this.cap = Math.max(cap, Lines.MAX_SEPARATOR_LINE + 2);
    }

    /** Advances to the next line; false at end of stream. */
    boolean next() throws IOException {
        if (line.length > (1 << 20)) {
            line = new byte[1024]; // give back what one huge line took
        }
        lineLen = 0;
        truncated = false;
        offset = nextOffset;
        boolean any = false;
        while (true) {
            if (chunkPos == chunkLen) {
                chunkLen = in.read(chunk);
                chunkPos = 0;
                if (chunkLen <= 0) {
                    chunkLen = 0;
                    return any;
                }
            }
            any = true;
            int start = chunkPos;
            int end = start;
            while (end < chunkLen && chunk[end] != '\n') {
                end++;
            }
            boolean eol = end < chunkLen;
            int take = (eol ? end + 1 : end) - start;
            keep(start, take);
            chunkPos = start + take;
            nextOffset += take;
            if (eol) {
                return true;
            }
        }
    }

    private void keep(int start, int take) {
        int room = cap - lineLen;
        if (take > room) {
            truncated = true;
            take = room;
        }
        if (take <= 0) {
            return;
        }
        if (lineLen + take > line.length) {
            line = java.util.Arrays.copyOf(line, Math.min(cap, Math.max(line.length * 2, lineLen + take)));
        }
        System.arraycopy(chunk, start, line, lineLen, take);
        lineLen += take;
    }

    byte[] buffer() {
        return line;
    }

    int length() {
        return lineLen;
    }

    boolean truncated() {
        return truncated;
    }

    /** Offset of the current line's first byte in the stream. */
    long offset() {
        return offset;
    }
}
