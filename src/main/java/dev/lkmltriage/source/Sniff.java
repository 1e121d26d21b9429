package dev.lkmltriage.source;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/** Decides what a file holds from its first bytes (decompressed when gzip) and, as a hint, its name. */
final class Sniff {
    /** How much of a file the decision looks at. */
    static final int HEAD = 8 * 1024;

    enum Kind {
        EMPTY, BINARY, MBOX, RFC5322, HTML, TEXT
    }

    private static final String[] KNOWN_FIELDS = {"from", "date", "subject", "message-id", "received", "return-path",
        "to", "cc", "mime-version", "delivered-to", "in-reply-to", "references", "content-type", "list-id", "sender",
        "reply-to", "x-mailer", "user-agent", "path", "newsgroups"};

    private Sniff() {
    }

    static boolean isGzip(Path file) throws IOException {
        try (InputStream in = Files.newInputStream(file)) {
            return in.read() == 0x1f && in.read() == 0x8b;
        }
    }

    /** The file's content stream, decompressed when it is gzip (by magic number, whatever its name). */
    static InputStream open(Path file) throws IOException {
        return open(file, damage -> { });
    }

    /** As {@link #open(Path)}; a cut or damaged gzip stream ends early and {@code onDamage} hears why. */
    static InputStream open(Path file, java.util.function.Consumer<String> onDamage) throws IOException {
        return decompressing(Files.newInputStream(file), onDamage);
    }

    static InputStream decompressing(InputStream in, java.util.function.Consumer<String> onDamage)
            throws IOException {
        InputStream raw = new BufferedInputStream(in, 64 * 1024);
        raw.mark(2);
        boolean gz = raw.read() == 0x1f && raw.read() == 0x8b;
        raw.reset();
        if (!gz) {
            return raw;
        }
        try {
            return new BufferedInputStream(new LenientGzip(raw, onDamage), 64 * 1024);
        } catch (java.io.EOFException | java.util.zip.ZipException e) {
            onDamage.accept("compressed stream damaged: " + e.getMessage());
            return InputStream.nullInputStream();
        }
    }

    /** Up to {@link #HEAD} bytes from the start of {@code in}. */
    static byte[] head(InputStream in) throws IOException {
        return in.readNBytes(HEAD);
    }

    static Kind of(Path file) throws IOException {
        byte[] head;
        try (InputStream in = open(file)) {
            head = head(in);
        }
        return of(head, file.getFileName() == null ? "" : file.getFileName().toString());
    }

    static Kind of(byte[] head, String name) {
        String lower = name.toLowerCase(Locale.ROOT);
        int start = skipBom(head);
        if (isWhitespace(head, start)) {
            return Kind.EMPTY;
        }
        int firstLen = lineLength(head, start);
        if (Lines.looksLikeSeparator(head, start, firstLen)) {
            int second = start + firstLen;
            if (Lines.looksLikeHeader(head, second, lineLength(head, second))) {
                // before the NUL test: one broken message must not cost a whole mbox
                return Kind.MBOX;
            }
        }
        for (byte c : head) {
            if (c == 0) {
                return Kind.BINARY;
            }
        }
        if (lower.endsWith(".html") || lower.endsWith(".htm") || looksLikeHtml(head, start)) {
            return Kind.HTML;
        }
        if (lower.endsWith(".eml") || looksLikeHeaders(head, start)) {
            return Kind.RFC5322;
        }
        return controlRatioOk(head) ? Kind.TEXT : Kind.BINARY;
    }

    private static int skipBom(byte[] b) {
        return b.length >= 3 && (b[0] & 0xff) == 0xef && (b[1] & 0xff) == 0xbb && (b[2] & 0xff) == 0xbf ? 3 : 0;
    }

    private static boolean isWhitespace(byte[] b, int from) {
        for (int i = from; i < b.length; i++) {
            if (b[i] != ' ' && b[i] != '\t' && b[i] != '\r' && b[i] != '\n') {
                return false;
            }
        }
        return true;
    }

    private static int lineLength(byte[] b, int from) {
        int i = from;
        while (i < b.length && b[i] != '\n') {
            i++;
        }
        return Math.min(b.length, i + 1) - from;
    }

    /**
     * A header block: every line up to the first blank one is a field or a continuation, with at least two fields,
     * one of them a field real mail carries. A plain dump starting with a subject line fails the first test.
     */
    private static boolean looksLikeHeaders(byte[] b, int start) {
        int fields = 0;
        boolean known = false;
        int i = start;
        while (i < b.length) {
            int len = lineLength(b, i);
            if (Lines.isBlank(b, i, len)) {
                break;
            }
            if (Lines.looksLikeHeader(b, i, len)) {
                fields++;
                known |= isKnownField(b, i, len);
            } else if (!(fields > 0 && Lines.isContinuation(b, i, len))) {
                // the head may end mid-line: a cut final line says nothing
                if (i + len < b.length || b.length < HEAD) {
                    return false;
                }
            }
            i += len;
        }
        return fields >= 2 && known;
    }

    private static boolean isKnownField(byte[] b, int off, int len) {
        int colon = 0;
        while (colon < len && b[off + colon] != ':') {
            colon++;
        }
        String name = new String(b, off, colon, java.nio.charset.StandardCharsets.US_ASCII).toLowerCase(Locale.ROOT);
        for (String f : KNOWN_FIELDS) {
            if (f.equals(name)) {
                return true;
            }
        }
        return name.startsWith("x-");
    }

    private static boolean looksLikeHtml(byte[] b, int start) {
        int i = start;
        while (i < b.length && (b[i] == ' ' || b[i] == '\t' || b[i] == '\r' || b[i] == '\n')) {
            i++;
        }
        String lead = new String(b, i, Math.min(b.length - i, 512), java.nio.charset.StandardCharsets.ISO_8859_1)
                .toLowerCase(Locale.ROOT);
        return lead.startsWith("<!doctype html") || lead.startsWith("<html") || lead.startsWith("<?xml")
                && lead.contains("<html") || lead.startsWith("<!--") && lead.contains("<html");
    }

    /** Text has few control bytes besides tab, CR, LF, FF and ESC (ISO-2022-JP uses ESC). */
    private static boolean controlRatioOk(byte[] b) {
        int bad = 0;
        for (byte c : b) {
            if (c >= 0 && c < 0x20 && c != '\t' && c != '\r' && c != '\n' && c != '\f' && c != 0x1b || c == 0x7f) {
                bad++;
            }
        }
        return bad * 100 <= b.length;
    }
}
