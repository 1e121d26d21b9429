package dev.lkmltriage.corpus;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.james.mime4j.dom.Body;
import org.apache.james.mime4j.dom.Entity;
import org.apache.james.mime4j.dom.Message;
import org.apache.james.mime4j.dom.Multipart;
import org.apache.james.mime4j.dom.TextBody;
import org.apache.james.mime4j.message.DefaultMessageBuilder;
import org.apache.james.mime4j.stream.MimeConfig;

/**
 * Reads corpus files for the label checkers without going through the product's own parsers, so a bug there
 * cannot hide a bug in the labels: JSON Lines, raw headers by a plain scan, and decoded text via mime4j.
 */
final class Corpus1Files {
    private static final ObjectMapper JSON = new ObjectMapper();

    private Corpus1Files() {
    }

    static List<JsonNode> readJsonl(Path p) throws IOException {
        List<JsonNode> out = new ArrayList<>();
        for (String line : Files.readAllLines(p, StandardCharsets.UTF_8)) {
            if (!line.isBlank()) {
                out.add(JSON.readTree(line));
            }
        }
        return out;
    }

    static String stripBrackets(String s) {
        String t = s.trim();
        int lt = t.indexOf('<');
        int gt = t.indexOf('>', lt + 1);
        return lt >= 0 && gt > lt ? t.substring(lt + 1, gt) : t;
    }

    static String messageId(Path p) throws IOException {
        String v = header(p, "Message-ID");
        return v == null ? null : stripBrackets(v);
    }

    /** The first header of that name, unfolded; a plain scan, so the check does not depend on the parser under test. */
    static String header(Path p, String name) throws IOException {
        String raw = new String(Files.readAllBytes(p), StandardCharsets.ISO_8859_1);
        int end = raw.indexOf("\n\n");
        String head = (end < 0 ? raw : raw.substring(0, end)).replaceAll("\n[ \t]+", " ");
        for (String line : head.split("\n")) {
            int colon = line.indexOf(':');
            if (colon > 0 && line.substring(0, colon).equalsIgnoreCase(name)) {
                return line.substring(colon + 1).trim();
            }
        }
        return null;
    }

    /** Subject plus every decoded text part, which is what the labels describe. */
    static String decodedText(Path p) throws IOException {
        DefaultMessageBuilder builder = new DefaultMessageBuilder();
        builder.setMimeEntityConfig(MimeConfig.PERMISSIVE);
        try (InputStream in = Files.newInputStream(p)) {
            Message m = builder.parseMessage(in);
            StringBuilder sb = new StringBuilder(m.getSubject() == null ? "" : m.getSubject()).append('\n');
            appendText(m.getBody(), sb);
            return sb.toString();
        }
    }

    static void appendText(Body body, StringBuilder sb) throws IOException {
        if (body instanceof TextBody tb) {
            try (Reader r = tb.getReader()) {
                char[] buf = new char[8192];
                for (int n; (n = r.read(buf)) > 0; ) {
                    sb.append(buf, 0, n);
                }
            }
            sb.append('\n');
        } else if (body instanceof Multipart mp) {
            for (Entity e : mp.getBodyParts()) {
                appendText(e.getBody(), sb);
            }
        }
    }
}
