package dev.lkmltriage.source;

import java.io.IOException;
import java.io.InputStream;

/**
 * Splits an mbox stream into messages without holding more than one message in memory.
 *
 * <p>A line is a separator only when it follows a blank line (or starts the stream), looks like {@code From addr
 * date} ({@link Lines#looksLikeSeparator}) and is followed by a header line; so a body line "From here on..." never
 * splits a message. The blank line before a separator (and at the very end) is mbox framing and is dropped. For
 * mboxrd, one '>' is removed from every {@code >+From } line; mboxo lines are left as they are, since mboxo cannot
 * tell an escaped line from an original one.
 */
final class MboxSplitter {
    /** How body lines starting with "From " were escaped by the writer. */
    enum Flavor {
        MBOXO, MBOXRD
    }

    /** Receives messages and problems in stream order. */
    interface Handler {
        /** A message whose separator line starts at {@code offset} (of the uncompressed stream). */
        void message(long offset, byte[] bytes);

        void problem(long offset, String reason);
    }

    static final int DEFAULT_MAX_MESSAGE = 128 << 20;

    private final Flavor flavor;
    private final int maxMessage;

    MboxSplitter(Flavor flavor, int maxMessage) {
        this.flavor = flavor;
        this.maxMessage = maxMessage;
    }

    MboxSplitter(Flavor flavor) {
        this(flavor, DEFAULT_MAX_MESSAGE);
    }

    void split(InputStream in, Handler handler) throws IOException {
        new Run(in, handler).go();
    }

    /** One pass over one stream; line-at-a-time state. */
    private final class Run {
        private final LineReader lines;
        private final Handler handler;
        private final ByteBuf message = new ByteBuf(maxMessage);
        private final byte[] pending = new byte[Lines.MAX_SEPARATOR_LINE + 2];
        private int pendingLen = -1;
        private long pendingOffset;
        /** Offset of the current message's separator, or -1 while before the first one. */
        private long messageOffset = -1;
        private boolean prevBlank = true;
        private int lastLineStart;
        private boolean lastLineBlank;

        Run(InputStream in, Handler handler) {
            this.lines = new LineReader(in, maxMessage);
            this.handler = handler;
        }

        void go() throws IOException {
            while (lines.next()) {
                byte[] b = lines.buffer();
                int len = lines.length();
                if (pendingLen >= 0) {
                    if (Lines.looksLikeHeader(b, 0, len)) {
                        startMessage();
                    } else {
                        appendLine(pending, pendingLen);
                        pendingLen = -1;
                    }
                }
                if (prevBlank && pendingLen < 0 && !lines.truncated() && Lines.looksLikeSeparator(b, 0, len)) {
                    System.arraycopy(b, 0, pending, 0, len);
                    pendingLen = len;
                    pendingOffset = lines.offset();
                    prevBlank = false;
                    continue;
                }
                if (lines.truncated()) {
                    message.markOverflow(); // the line alone is over the cap
                }
                appendLine(b, len);
            }
            if (pendingLen >= 0) {
                startMessage();
            }
            finish(true);
        }

        private void startMessage() {
            finish(false);
            messageOffset = pendingOffset;
            pendingLen = -1;
            prevBlank = false;
        }

        private void appendLine(byte[] b, int len) {
            lastLineStart = message.size();
            if (flavor == Flavor.MBOXRD && Lines.isQuotedFrom(b, 0, len)) {
                message.append(b, 1, len - 1);
            } else {
                message.append(b, 0, len);
            }
            lastLineBlank = Lines.isBlank(b, 0, len);
            prevBlank = lastLineBlank;
        }

        private void finish(boolean atEnd) {
            if (lastLineBlank && message.size() > 0 && !message.overflowed()) {
                message.truncate(lastLineStart);
            }
            long at = Math.max(messageOffset, 0);
            if (message.overflowed()) {
                handler.problem(at, "message larger than " + maxMessage + " bytes, skipped");
            } else if (!hasContent()) {
                if (messageOffset >= 0) {
                    handler.problem(at, atEnd && message.size() == 0 ? "empty message at end of mbox"
                            : "empty message");
                }
            } else if (messageOffset < 0) {
                handler.problem(0, message.size() + " bytes before the first From line, not a message");
            } else {
                handler.message(messageOffset, message.toByteArray());
            }
            message.reset();
            lastLineBlank = false;
            lastLineStart = 0;
        }

        private boolean hasContent() {
            byte[] d = message.array();
            for (int i = 0; i < message.size(); i++) {
                if (d[i] != ' ' && d[i] != '\t' && d[i] != '\r' && d[i] != '\n') {
                    return true;
                }
            }
            return false;
        }
    }
}
