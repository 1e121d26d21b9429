package dev.lkmltriage.extract;

import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.Span;
import dev.lkmltriage.mail.SpanKind;
import dev.lkmltriage.text.LiteralHits;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/**
 * A message's text cut into lines for the figure extractors: where each line starts and ends, where its content
 * starts once quote markers ({@code > > }) and indentation are stripped, whether it is quoted, and whether it lies
 * in a span that carries no figures (diff, signature, footer). Built once per message in linear time; lookups by
 * offset are binary searches, so no per-fact scan over all spans.
 */
final class FigureLines {
    final String text;
    private final int[] start;
    private final int[] end;
    private final int[] body;
    private final Span[] spans;
    private final int[] spanStarts;
    private final int count;

    private FigureLines(String text, int[] start, int[] end, int[] body, int count, Span[] spans) {
        this.text = text;
        this.start = start;
        this.end = end;
        this.body = body;
        this.count = count;
        this.spans = spans;
        this.spanStarts = new int[spans.length];
        for (int i = 0; i < spans.length; i++) {
            spanStarts[i] = spans[i].start();
        }
    }

    /**
     * The message's figure lines. Session 45 (speed46): the lines' starts and ends are the ones {@link MessageLines}
     * found for the other stages' cursors (the same walk: a line to each '\n', one '\r' before it dropped), no
     * longer searched again; a text ending in '\n' has one more, empty line here, and a line's content starts
     * where the cursor's does or later ('|' is skipped here too). A text too long to be indexed is cut as before.
     */
    static FigureLines of(Mail mail) {
        MessageLines lines = MessageLines.of(mail);
        return lines == null ? of(mail.text(), mail.spans()) : of(mail.text(), mail.spans(), lines);
    }

    /** {@link #of(String, List)} with the lines {@link MessageLines} found for this text and these spans. */
    static FigureLines of(String text, List<Span> spanList, MessageLines lines) {
        int n = text.length();
        int count = lines.count;
        boolean trailing = n > 0 && text.charAt(n - 1) == '\n';
        int total = count + (trailing ? 1 : 0);
        int[] s = trailing ? Arrays.copyOf(lines.start, total) : lines.start;
        int[] e = trailing ? Arrays.copyOf(lines.end, total) : lines.end;
        int[] b = new int[total];
        for (int l = 0; l < count; l++) {
            b[l] = bodyStart(text, lines.body[l], lines.end[l]);
        }
        if (trailing) {
            s[count] = n;
            e[count] = n;
            b[count] = n;
        }
        return new FigureLines(text, s, e, b, total, sortedSpans(spanList));
    }

    static FigureLines of(String text, List<Span> spanList) {
        int n = text.length();
        int cap = 16;
        int[] s = new int[cap];
        int[] e = new int[cap];
        int[] b = new int[cap];
        int count = 0;
        int i = 0;
        while (i <= n) {
            int lineEnd = text.indexOf('\n', i);
            if (lineEnd < 0) {
                lineEnd = n;
            }
            int contentEnd = lineEnd > i && text.charAt(lineEnd - 1) == '\r' ? lineEnd - 1 : lineEnd;
            if (count == cap) {
                cap *= 2;
                s = Arrays.copyOf(s, cap);
                e = Arrays.copyOf(e, cap);
                b = Arrays.copyOf(b, cap);
            }
            s[count] = i;
            e[count] = contentEnd;
            b[count] = bodyStart(text, i, contentEnd);
            count++;
            if (lineEnd >= n) {
                break;
            }
            i = lineEnd + 1;
        }
        return new FigureLines(text, s, e, b, count, sortedSpans(spanList));
    }

    /** The non-empty spans, by their starts. */
    private static Span[] sortedSpans(List<Span> spanList) {
        List<Span> sorted = new ArrayList<>();
        for (Span sp : spanList) {
            if (sp != null && sp.end() > sp.start()) {
                sorted.add(sp);
            }
        }
        if (!ordered(sorted)) {
            sorted.sort(Comparator.comparingInt(Span::start));
        }
        return sorted.toArray(new Span[0]);
    }

    /**
     * Whether the spans are in order of their starts already, as the parser gives them: then the (stable) sort would
     * leave them as they are. A plain loop: the sort's own check of that, through a shared comparator it could not
     * inline, was about 0.8 % of all extraction on prose-heavy mail (session 39), whose messages have many spans.
     */
    private static boolean ordered(List<Span> spans) {
        for (int k = 1; k < spans.size(); k++) {
            if (spans.get(k - 1).start() > spans.get(k).start()) {
                return false;
            }
        }
        return true;
    }

    /** After quote markers and blanks: "> >  [ 5] ..." starts at '['. */
    private static int bodyStart(String text, int from, int to) {
        int i = from;
        while (i < to) {
            char c = text.charAt(i);
            if (c == '>' || c == ' ' || c == '\t' || c == '|') {
                i++;
            } else {
                break;
            }
        }
        return i;
    }

    int count() {
        return count;
    }

    int start(int line) {
        return start[line];
    }

    int end(int line) {
        return end[line];
    }

    int body(int line) {
        return body[line];
    }

    boolean blank(int line) {
        return body[line] >= end[line];
    }

    /** The content of a line after its quote markers. */
    String content(int line) {
        return text.substring(body[line], end[line]);
    }

    /** The line holding {@code offset}. */
    int lineOf(int offset) {
        int k = Arrays.binarySearch(start, 0, count, offset);
        return k >= 0 ? k : Math.max(0, -k - 2);
    }

    /**
     * The lines that contain any of {@code needles}, so the scanners can skip the other lines without looking at
     * their characters: from the occurrences of the shared pass ({@link TextLiterals}) for the literals it finds,
     * else with {@link String#indexOf(String, int)} over the whole text.
     */
    boolean[] linesContaining(String... needles) {
        return linesContaining(TextLiterals.SHARED, needles);
    }

    /** With the shared pass on or off, whatever the JVM (for tests: both must answer alike). */
    boolean[] linesContaining(boolean sharedPass, String... needles) {
        boolean[] hit = new boolean[count];
        for (String needle : needles) {
            int literal = sharedPass ? TextLiterals.SET.exactIndex(needle) : -1;
            if (literal >= 0) {
                markShared(TextLiterals.of(text), literal, hit);
                continue;
            }
            int pos = text.indexOf(needle);
            while (pos >= 0) {
                int ln = lineOf(pos);
                hit[ln] = true;
                int next = ln + 1 < count ? start[ln + 1] : text.length();
                pos = text.indexOf(needle, Math.max(next, pos + 1));
            }
        }
        return hit;
    }

    private void markShared(LiteralHits hits, int literal, boolean[] hit) {
        int n = hits.count(literal);
        int nextLine = -1;
        for (int k = 0; k < n; k++) {
            int pos = hits.at(literal, k);
            if (pos < nextLine) {
                continue;
            }
            int ln = lineOf(pos);
            hit[ln] = true;
            nextLine = ln + 1 < count ? start[ln + 1] : Integer.MAX_VALUE;
        }
    }

    /** The kind of span at {@code offset}, or PROSE where no span covers it. */
    SpanKind kindAt(int offset) {
        int k = Arrays.binarySearch(spanStarts, offset);
        int idx = k >= 0 ? k : -k - 2;
        // Spans may be empty-adjacent; step back over any that end before the offset is reached.
        if (idx >= 0 && idx < spans.length && spans[idx].contains(offset)) {
            return spans[idx].kind();
        }
        return SpanKind.PROSE;
    }

    /** True when figures in this line are not facts: a diff, a signature, a list footer. */
    boolean silent(int line) {
        SpanKind k = kindAt(body[line] < end[line] ? body[line] : start[line]);
        return k == SpanKind.DIFF || k == SpanKind.SIGNATURE || k == SpanKind.FOOTER;
    }

    /** {@code mail.isQuoted(offset)}, in logarithmic time. */
    boolean quoted(int offset) {
        SpanKind k = kindAt(offset);
        return k == SpanKind.QUOTE || k == SpanKind.ATTRIBUTION;
    }
}
