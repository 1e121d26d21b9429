package dev.lkmltriage.mail;

import java.util.Locale;
import java.util.Set;

/** Recognises input that is no RFC 5322 message (empty, binary, an HTML page, plain prose) before MIME parsing. */
final class NotMail {
    private static final int HEADER_SCAN = 256 << 10;
    private static final Set<String> KNOWN = Set.of("from", "date", "subject", "message-id", "received", "to", "cc",
            "return-path", "mime-version", "content-type", "newsgroups", "delivered-to", "in-reply-to", "references",
            "sender", "reply-to", "list-id", "x-mailer", "user-agent", "path", "content-transfer-encoding");

    private NotMail() {
    }

    /** Offset after a leading mbox {@code From } envelope line and blank lines, where the header starts. */
    static int headerStart(byte[] raw) {
        int i = 0;
        if (startsWith(raw, 0, "From ") || startsWith(raw, 0, ">From ")) {
            while (i < raw.length && raw[i] != '\n') {
                i++;
            }
        }
        while (i < raw.length && (raw[i] == '\n' || raw[i] == '\r')) {
            i++;
        }
        return i;
    }

    /** Why {@code raw} from {@code off} is not mail, or null when it reads as a message. */
    static String reason(byte[] raw, int off) {
        int len = raw.length - off;
        if (len <= 0 || isBlank(raw, off)) {
            return "empty input";
        }
        // Only the header has to be text: a body of binary junk is a broken message, still worth its header.
        if (!TextLike.looksLikeText(raw, off, headerLength(raw, off))) {
            return "binary data";
        }
        int end = Math.min(raw.length, off + HEADER_SCAN);
        int line = off;
        boolean first = true;
        int fields = 0;
        while (line < end && fields < 200) {
            int eol = line;
            while (eol < end && raw[eol] != '\n') {
                eol++;
            }
            int contentEnd = eol > line && raw[eol - 1] == '\r' ? eol - 1 : eol;
            if (contentEnd == line) {
                break; // end of the header block
            }
            boolean continuation = raw[line] == ' ' || raw[line] == '\t';
            if (!continuation) {
                String name = fieldName(raw, line, contentEnd);
                if (name == null) {
                    if (first) {
                        return startsWithTag(raw, off) ? "an HTML or XML document" : "no header fields";
                    }
                    break;
                }
                fields++;
                if (KNOWN.contains(name) || name.startsWith("x-") || name.startsWith("list-")) {
                    return null;
                }
            }
            first = false;
            line = eol + 1;
        }
        return "no known header fields";
    }

    /** Bytes up to the first blank line, at most 8 KiB. */
    private static int headerLength(byte[] raw, int off) {
        int end = Math.min(raw.length, off + 8192);
        for (int i = off; i + 1 < end; i++) {
            if (raw[i] == '\n' && (raw[i + 1] == '\n' || (raw[i + 1] == '\r' && i + 2 < end && raw[i + 2] == '\n'))) {
                return i - off + 1;
            }
        }
        return end - off;
    }

    /** The lowercase field name when the line is {@code Name: value}, else null. */
    private static String fieldName(byte[] raw, int from, int to) {
        int i = from;
        while (i < to && i - from < 80) {
            byte c = raw[i];
            if (c == ':') {
                return i == from ? null : new String(raw, from, i - from, java.nio.charset.StandardCharsets.US_ASCII)
                        .toLowerCase(Locale.ROOT).strip();
            }
            if (c <= 32 || c >= 127) {
                // "Name :" with a space before the colon is seen from broken clients
                if (c == ' ' && i + 1 < to && raw[i + 1] == ':') {
                    i++;
                    continue;
                }
                return null;
            }
            i++;
        }
        return null;
    }

    private static boolean startsWithTag(byte[] raw, int off) {
        int i = off;
        while (i < raw.length && (raw[i] == ' ' || raw[i] == '\t' || raw[i] == '\n' || raw[i] == '\r')) {
            i++;
        }
        return i < raw.length && raw[i] == '<';
    }

    private static boolean isBlank(byte[] raw, int off) {
        for (int i = off; i < raw.length; i++) {
            byte c = raw[i];
            if (c != ' ' && c != '\t' && c != '\n' && c != '\r') {
                return false;
            }
        }
        return true;
    }

    static boolean startsWith(byte[] raw, int off, String s) {
        if (raw.length - off < s.length()) {
            return false;
        }
        for (int i = 0; i < s.length(); i++) {
            if (raw[off + i] != s.charAt(i)) {
                return false;
            }
        }
        return true;
    }

    /** The text a non-mail input still offers: decoded (HTML converted), bounded; nothing for binary data. */
    static RawPart asText(byte[] raw, int off, String reason) {
        if (reason.equals("binary data") || reason.equals("empty input")) {
            return new RawPart("application/octet-stream", null, "us-ascii", "", true, -1);
        }
        int len = Math.min(raw.length - off, MimeReader.MAX_PART_BYTES);
        len = Utf8.trimIncompleteTail(raw, off, len);
        Decoded d = TextDecoder.decode(raw, off, len, null);
        if (startsWithTag(raw, off)) {
            return new RawPart("text/html", null, d.charset(), HtmlText.toText(d.text()), true, -1);
        }
        return new RawPart("text/plain", null, d.charset(), d.text(), true, -1);
    }
}
