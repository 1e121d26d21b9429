package dev.lkmltriage.index;

import dev.lkmltriage.mail.Span;
import dev.lkmltriage.mail.SpanKind;
import java.util.ArrayList;
import java.util.List;

/** Spans ⇄ a compact stored string {@code start-end:K,...}, K the first letter of the kind. */
final class SpanCodec {
    private SpanCodec() {
    }

    static String encode(List<Span> spans) {
        StringBuilder b = new StringBuilder(spans.size() * 12);
        for (Span s : spans) {
            if (b.length() > 0) {
                b.append(',');
            }
            b.append(s.start()).append('-').append(s.end()).append(':').append(s.kind().name().charAt(0));
        }
        return b.toString();
    }

    /** The spans, or an empty list for a missing or damaged value (the text is then treated as unquoted prose). */
    static List<Span> decode(String encoded, int textLength) {
        List<Span> out = new ArrayList<>();
        if (encoded == null || encoded.isEmpty()) {
            return out;
        }
        try {
            for (String part : encoded.split(",")) {
                int dash = part.indexOf('-');
                int colon = part.indexOf(':');
                int start = Integer.parseInt(part.substring(0, dash));
                int end = Math.min(textLength, Integer.parseInt(part.substring(dash + 1, colon)));
                if (start <= end) {
                    out.add(new Span(start, end, kind(part.charAt(colon + 1))));
                }
            }
        } catch (RuntimeException e) {
            return new ArrayList<>();
        }
        return out;
    }

    private static SpanKind kind(char c) {
        for (SpanKind k : SpanKind.values()) {
            if (k.name().charAt(0) == c) {
                return k;
            }
        }
        return SpanKind.PROSE;
    }
}
