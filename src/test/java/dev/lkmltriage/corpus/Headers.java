package dev.lkmltriage.corpus;

import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import org.apache.james.mime4j.dom.Body;
import org.apache.james.mime4j.dom.Entity;
import org.apache.james.mime4j.dom.Message;
import org.apache.james.mime4j.dom.Multipart;
import org.apache.james.mime4j.dom.TextBody;
import org.apache.james.mime4j.message.DefaultMessageBuilder;

/** Just enough header reading for the corpus checks; deliberately independent of the product's mail parser. */
final class Headers {
    private Headers() {
    }

    /** Unfolded headers of a message file, names lowercased; the first occurrence of a name wins. */
    static Map<String, String> read(Path p) throws IOException {
        String text = new String(Files.readAllBytes(p), StandardCharsets.ISO_8859_1);
        int end = text.indexOf("\n\n");
        String head = end < 0 ? text : text.substring(0, end);
        Map<String, String> out = new HashMap<>();
        String name = null;
        StringBuilder value = new StringBuilder();
        for (String line : head.split("\n", -1)) {
            if (!line.isEmpty() && (line.charAt(0) == ' ' || line.charAt(0) == '\t') && name != null) {
                value.append(' ').append(line.strip());
                continue;
            }
            if (name != null) {
                out.putIfAbsent(name, value.toString());
            }
            int colon = line.indexOf(':');
            name = colon > 0 ? line.substring(0, colon).toLowerCase(Locale.ROOT) : null;
            value.setLength(0);
            if (colon > 0) {
                value.append(line.substring(colon + 1).strip());
            }
        }
        if (name != null) {
            out.putIfAbsent(name, value.toString());
        }
        return out;
    }

    /** The id inside the first {@code <...>} of a header value, or the stripped value when it has no brackets. */
    static String bareId(String headerValue) {
        if (headerValue == null) {
            return null;
        }
        int open = headerValue.indexOf('<');
        int close = headerValue.indexOf('>', open + 1);
        return open >= 0 && close > open ? headerValue.substring(open + 1, close) : headerValue.strip();
    }

    /** Subject plus every text part, transfer-decoded and charset-decoded, for checks on what a message says. */
    static String decodedText(Path p) throws IOException {
        try (InputStream in = Files.newInputStream(p)) {
            Message m = new DefaultMessageBuilder().parseMessage(in);
            StringBuilder out = new StringBuilder();
            out.append(m.getSubject()).append('\n');
            collect(m, out, 0);
            return out.toString();
        }
    }

    private static void collect(Entity e, StringBuilder out, int depth) throws IOException {
        Body body = e.getBody();
        if (body instanceof Multipart mp && depth < 8) {
            for (Entity part : mp.getBodyParts()) {
                collect(part, out, depth + 1);
            }
        } else if (body instanceof TextBody tb) {
            try (Reader r = tb.getReader()) {
                char[] buf = new char[8192];
                for (int n; (n = r.read(buf)) > 0; ) {
                    out.append(buf, 0, n);
                }
            }
            out.append('\n');
        }
    }
}
