package dev.lkmltriage.mail;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.apache.james.mime4j.MimeException;
import org.apache.james.mime4j.codec.DecodeMonitor;
import org.apache.james.mime4j.message.DefaultBodyDescriptorBuilder;
import org.apache.james.mime4j.stream.BodyDescriptor;
import org.apache.james.mime4j.stream.EntityState;
import org.apache.james.mime4j.stream.Field;
import org.apache.james.mime4j.stream.MimeConfig;
import org.apache.james.mime4j.stream.MimeTokenStream;
import org.apache.james.mime4j.stream.RecursionMode;

/**
 * Walks a message with mime4j's pull parser and collects the top-level header fields and every decoded text part.
 * Bounds: nesting depth, bytes kept per part and in all, number of parts and header fields; whatever goes past a
 * bound is skipped in linear time and recorded.
 */
final class MimeReader {
    static final int MAX_DEPTH = 24;
    static final int MAX_PART_BYTES = 8 << 20;
    static final int MAX_TOTAL_BYTES = 24 << 20;
    static final int MAX_PARTS = 64;
    static final int MAX_HEADERS = 1000;
    static final int MAX_HEADER_VALUE = 256 << 10;

    private static final MimeConfig CONFIG = MimeConfig.custom().setStrictParsing(false).setMaxLineLen(-1)
            .setMaxHeaderLen(-1).setMaxHeaderCount(-1).setMaxContentLen(-1).setMalformedHeaderStartsBody(true)
            .build();

    final List<Header> headers = new ArrayList<>();
    final List<RawPart> parts = new ArrayList<>();
    private final ProblemLog problems;
    private long totalBytes;
    private int skippedBinary;

    /** Collects mime4j's complaints instead of letting them throw; structure and encoding are told apart. */
    private static final class Monitor extends DecodeMonitor {
        boolean inBody;
        String structure;
        String encoding;

        @Override
        public boolean warn(String error, String dfltAction) {
            if (error.contains("without CR") || error.contains("without LF") || error.contains("soft line break")) {
                return false; // archives store LF line ends, so "=" LF is a soft break there: not damage
            }
            if (inBody) {
                encoding = encoding == null ? error : encoding;
            } else if (structure == null) {
                structure = error;
            }
            return false;
        }

        @Override
        public boolean isListening() {
            return true;
        }
    }

    MimeReader(ProblemLog problems) {
        this.problems = problems;
    }

    void read(InputStream in) {
        Monitor monitor = new Monitor();
        MimeTokenStream ts = new MimeTokenStream(CONFIG, monitor,
                new DefaultBodyDescriptorBuilder(null, null, monitor));
        Deque<String> multiparts = new ArrayDeque<>(); // subtypes of the open multiparts, innermost first
        Deque<Integer> alternatives = new ArrayDeque<>();
        int alternativeCounter = 0;
        int depth = 0;
        boolean topHeader = true;
        int headerCount = 0;
        String entityType = "";
        try {
            ts.parse(in);
            for (EntityState st = ts.getState(); st != EntityState.T_END_OF_STREAM; st = ts.next()) {
                switch (st) {
                    case T_START_HEADER -> entityType = "";
                    case T_FIELD -> {
                        Field f = ts.getField();
                        if (f.getName().equalsIgnoreCase("Content-Type")) {
                            entityType = lower(f.getBody()).strip();
                        }
                        if (topHeader) {
                            if (headerCount++ < MAX_HEADERS) {
                                headers.add(header(f));
                            } else if (headerCount == MAX_HEADERS + 1) {
                                problems.add("too-large", "more than " + MAX_HEADERS + " header fields");
                            }
                        }
                    }
                    case T_END_HEADER -> {
                        topHeader = false;
                        // mime4j gives no body descriptor here, so the nesting decision reads Content-Type itself
                        if (depth >= MAX_DEPTH && (entityType.startsWith("multipart/")
                                || entityType.startsWith("message/rfc822"))) {
                            // Read it as one opaque body that is then skipped: mime4j stacks a stream per level.
                            ts.setRecursionMode(RecursionMode.M_FLAT);
                            problems.add("mime", "nesting deeper than " + MAX_DEPTH + " skipped");
                        }
                    }
                    case T_START_MULTIPART -> {
                        String sub = lower(ts.getBodyDescriptor().getSubType());
                        multiparts.push(sub);
                        depth++;
                        if (sub.equals("alternative")) {
                            alternatives.push(alternativeCounter++);
                        }
                        if (ts.getBodyDescriptor().getBoundary() == null) {
                            problems.add("mime", "multipart without boundary");
                        }
                    }
                    case T_END_MULTIPART -> {
                        if (!multiparts.isEmpty() && multiparts.pop().equals("alternative") && !alternatives.isEmpty()) {
                            alternatives.pop();
                        }
                        depth--;
                    }
                    case T_START_MESSAGE -> depth++;
                    case T_END_MESSAGE -> depth--;
                    case T_BODY -> {
                        body(ts, monitor, alternatives.isEmpty() ? -1 : alternatives.peek());
                        ts.setRecursionMode(RecursionMode.M_RECURSE);
                    }
                    default -> {
                    }
                }
            }
        } catch (IOException | MimeException | RuntimeException e) {
            problems.add("mime", "message structure unreadable after " + parts.size() + " parts: "
                    + e.getClass().getSimpleName());
        } catch (StackOverflowError e) {
            problems.add("mime", "structure too deep");
        }
        if (monitor.structure != null) {
            problems.add("mime", monitor.structure);
        }
    }

    private void body(MimeTokenStream ts, Monitor monitor, int alternativeGroup) throws IOException {
        BodyDescriptor bd = ts.getBodyDescriptor();
        String type = lower(bd.getMimeType());
        String filename = null;
        String disposition = "";
        String declaredCharset = null;
        if (bd instanceof org.apache.james.mime4j.message.MaximalBodyDescriptor mb) {
            filename = mb.getContentDispositionFilename();
            Map<String, String> params = mb.getContentTypeParameters();
            if (filename == null && params != null) {
                filename = params.get("name");
            }
            disposition = lower(mb.getContentDispositionType());
            declaredCharset = params == null ? null : params.get("charset");
        }
        if (filename != null) {
            filename = HeaderText.decodeWords(filename);
        }
        boolean textual = type.startsWith("text/") || TextLike.isTextAttachment(type, filename);
        if (!textual || parts.size() >= MAX_PARTS || totalBytes >= MAX_TOTAL_BYTES) {
            if (textual) {
                problems.add("truncated", "text parts beyond the bounds skipped");
            } else {
                skippedBinary++;
            }
            drain(ts.getInputStream());
            return;
        }
        monitor.inBody = true;
        monitor.encoding = null;
        byte[] buf = new byte[8192];
        int len = 0;
        long seen = 0;
        long limit = Math.min(MAX_PART_BYTES, MAX_TOTAL_BYTES - totalBytes);
        try (InputStream in = ts.getDecodedInputStream()) {
            int r;
            byte[] chunk = new byte[8192];
            while ((r = in.read(chunk)) > 0) {
                seen += r;
                int keep = (int) Math.max(0, Math.min(r, limit - len));
                if (keep > 0) {
                    if (len + keep > buf.length) {
                        buf = java.util.Arrays.copyOf(buf, (int) Math.min(limit, Math.max(buf.length * 2L,
                                (long) len + keep)));
                    }
                    System.arraycopy(chunk, 0, buf, len, keep);
                    len += keep;
                }
            }
        } catch (IOException | RuntimeException e) {
            problems.add("encoding", "body unreadable after " + len + " bytes: " + e.getClass().getSimpleName());
        } finally {
            monitor.inBody = false;
        }
        if (monitor.encoding != null) {
            problems.add("encoding", lower(bd.getTransferEncoding()) + ": " + monitor.encoding);
        }
        if (seen > len) {
            len = Utf8.trimIncompleteTail(buf, 0, len);
            problems.add("truncated", "part " + (parts.size()) + " kept " + len + " of " + seen + " bytes");
        }
        totalBytes += len;
        if (!type.startsWith("text/")) {
            if (!TextLike.looksLikeText(buf, 0, len)) {
                skippedBinary++;
                return;
            }
            type = "text/plain";
        }
        Decoded d = TextDecoder.decode(buf, 0, len, declaredCharset);
        if (d.problem() != null) {
            problems.add("charset", d.problem());
        }
        String text = d.text();
        if (type.equals("text/html")) {
            text = HtmlText.toText(text);
        }
        parts.add(new RawPart(type, filename, d.charset(), text, !disposition.equals("attachment"), alternativeGroup));
    }

    private static void drain(InputStream in) throws IOException {
        byte[] skip = new byte[8192];
        while (in.read(skip) > 0) {
            // skipped content still has to be consumed for the parser to find what follows it
        }
    }

    private Header header(Field f) {
        String name = f.getName();
        byte[] raw = f.getRaw() == null ? null : f.getRaw().toByteArray();
        String value = raw != null ? HeaderText.rawValue(raw) : f.getBody();
        if (value.length() > MAX_HEADER_VALUE) {
            problems.add("truncated", "header " + name + " cut at " + MAX_HEADER_VALUE + " characters");
            value = value.substring(0, MAX_HEADER_VALUE);
        }
        return new Header(name, HeaderText.decodeWords(HeaderText.unfold(value)));
    }

    int skippedBinary() {
        return skippedBinary;
    }

    private static String lower(String s) {
        return s == null ? "" : s.toLowerCase(Locale.ROOT);
    }
}
