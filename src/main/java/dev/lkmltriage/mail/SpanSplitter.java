package dev.lkmltriage.mail;

import java.util.ArrayList;
import java.util.List;

/** Partitions text into {@link Span}s: prose, attribution, quote, diff, signature, footer. */
final class SpanSplitter {
    /** Re-reads of one line before it is forced to prose: a guard against a state cycle, never reached today. */
    private static final int MAX_REREADS = 8;

    private SpanSplitter() {
    }

    /** Spans covering exactly {@code [from, to)} of {@code text}, in order, adjacent spans of one kind merged. */
    static List<Span> split(String text, int from, int to) {
        List<Span> out = new ArrayList<>();
        if (to <= from) {
            return out;
        }
        BodyLines lines = new BodyLines(text, from, to);
        SpanCursor c = new SpanCursor(lines);
        SpanState state = SpanState.PROSE;
        int rereads = 0;
        while (c.line < lines.count) {
            int before = c.line;
            state = state.read(c);
            if (c.line == before) {
                if (++rereads > MAX_REREADS) {
                    c.mark(1, SpanKind.PROSE);
                    state = SpanState.PROSE;
                    rereads = 0;
                }
            } else {
                rereads = 0;
            }
        }
        for (int i = 0; i < lines.count; i++) {
            add(out, lines.start(i), lines.endWithNewline(i), lines.kinds[i]);
        }
        return out;
    }

    /** Appends a span, merging it into the last one when they touch and are of one kind. */
    static void add(List<Span> out, int start, int end, SpanKind kind) {
        if (end <= start) {
            return;
        }
        if (!out.isEmpty()) {
            Span last = out.get(out.size() - 1);
            if (last.kind() == kind && last.end() == start) {
                out.set(out.size() - 1, new Span(last.start(), end, kind));
                return;
            }
        }
        out.add(new Span(start, end, kind));
    }
}
