package dev.lkmltriage.web.ui;

import dev.lkmltriage.mail.Span;
import dev.lkmltriage.mail.SpanKind;
import io.quarkus.qute.RawString;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * A message's decoded text as blocks of HTML: consecutive quoted spans (quotes and their attribution lines) form one
 * foldable block, everything else a plain one; each extracted fact is wrapped in place in a {@code <mark>} (a link
 * for commits). The text is escaped piece by piece; only the marks are ours.
 */
final class MessageText {
    /** A stretch of the message: {@code quoted} blocks are folded on the page. */
    public record Block(boolean quoted, String kind, int lines, RawString html) {
    }

    private MessageText() {
    }

    static List<Block> blocks(String text, List<Span> spans, List<Chip> facts) {
        if (text == null) {
            return List.of();
        }
        List<Chip> marks = nonOverlapping(facts, text.length());
        List<Block> out = new ArrayList<>();
        List<Span> parts = spans.isEmpty() ? List.of(new Span(0, text.length(), SpanKind.PROSE)) : spans;
        int pos = 0;
        int i = 0;
        while (i < parts.size()) {
            Span s = parts.get(i);
            boolean quoted = isQuote(s.kind());
            int start = Math.max(pos, Math.min(s.start(), text.length()));
            int end = Math.min(s.end(), text.length());
            int j = i + 1;
            // Join neighbours of the same nature (gaps between spans are blank lines; keep them with the block).
            while (j < parts.size() && isQuote(parts.get(j).kind()) == quoted
                    && (quoted || parts.get(j).kind() == s.kind())) {
                end = Math.min(parts.get(j).end(), text.length());
                j++;
            }
            if (j == parts.size()) {
                end = text.length();
            }
            if (start > pos) {
                // Text no span covers (between spans) belongs to the plain flow.
                out.add(block(false, "prose", text, pos, start, marks));
            }
            if (end > start) {
                out.add(block(quoted, s.kind().name().toLowerCase(java.util.Locale.ROOT), text, start, end, marks));
            }
            pos = Math.max(pos, end);
            i = j;
        }
        if (pos < text.length()) {
            out.add(block(false, "prose", text, pos, text.length(), marks));
        }
        out.removeIf(b -> b.html().getValue().isBlank());
        return out;
    }

    private static boolean isQuote(SpanKind k) {
        return k == SpanKind.QUOTE || k == SpanKind.ATTRIBUTION;
    }

    private static Block block(boolean quoted, String kind, String text, int from, int to, List<Chip> marks) {
        StringBuilder b = new StringBuilder((to - from) + 64);
        int pos = from;
        // Marks are sorted and disjoint, so their ends are sorted too: start at the first that ends after 'from'.
        for (int i = firstEndingAfter(marks, from); i < marks.size() && marks.get(i).start() < to; i++) {
            Chip m = marks.get(i);
            int s = Math.max(m.start(), from);
            int e = Math.min(m.end(), to);
            if (s < pos) {
                continue;
            }
            Html.appendEscaped(b, text, pos, s);
            open(b, m);
            Html.appendEscaped(b, text, s, e);
            b.append(m.href() == null ? "</mark>" : "</a>");
            pos = e;
        }
        Html.appendEscaped(b, text, pos, to);
        int lines = 1;
        for (int k = from; k < to; k++) {
            if (text.charAt(k) == '\n') {
                lines++;
            }
        }
        return new Block(quoted, kind, lines, new RawString(b.toString()));
    }

    private static int firstEndingAfter(List<Chip> marks, int offset) {
        int lo = 0;
        int hi = marks.size();
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (marks.get(mid).end() <= offset) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    private static void open(StringBuilder b, Chip m) {
        String css = "fact fact-" + m.kind() + m.css().replace("chip chip-" + m.kind(), "");
        if (m.href() != null) {
            b.append("<a class=\"").append(Html.escape(css)).append("\" href=\"").append(Html.escape(m.href()))
                    .append("\" title=\"").append(Html.escape(m.title())).append("\">");
        } else {
            b.append("<mark class=\"").append(Html.escape(css)).append("\" title=\"").append(Html.escape(m.title()))
                    .append("\">");
        }
    }

    /**
     * Facts with a place in the text, earliest first; of overlapping facts the one starting first (the longer when
     * they start together) wins. O(n log n): a hostile mail may carry thousands of facts.
     */
    static List<Chip> nonOverlapping(List<Chip> facts, int length) {
        List<Chip> placed = new ArrayList<>();
        for (Chip c : facts) {
            if (c.start() >= 0 && c.end() > c.start() && c.end() <= length) {
                placed.add(c);
            }
        }
        placed.sort(Comparator.comparingInt(Chip::start).thenComparingInt(c -> c.start() - c.end()));
        List<Chip> kept = new ArrayList<>();
        int end = 0;
        for (Chip c : placed) {
            if (c.start() >= end) {
                kept.add(c);
                end = c.end();
            }
        }
        return kept;
    }
}
