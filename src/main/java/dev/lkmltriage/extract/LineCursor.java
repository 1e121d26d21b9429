package dev.lkmltriage.extract;

import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.Span;
import dev.lkmltriage.mail.SpanKind;
import java.util.List;

/**
 * Walks {@link Mail#text()} line by line, telling for each line where its content starts (after quote markers and
 * indentation) and which span kind it lies in. One pass, linear in the text; spans are assumed sorted (the mail
 * contract makes them a partition), anything else degrades to PROSE.
 */
final class LineCursor {
    private final String text;
    private final List<Span> spans;
    private int spanIndex;
    private int next;

    /** The current line: {@code [start, end)} without the newline; content from {@code body}. */
    int start;
    int end;
    int body;
    SpanKind kind;

    LineCursor(Mail mail) {
        this.text = mail.text();
        this.spans = mail.spans();
    }

    LineCursor(String text, List<Span> spans) {
        this.text = text;
        this.spans = spans;
    }

    /** Advances to the next line; false at the end of the text. */
    boolean next() {
        if (next > text.length() || (next == text.length() && next > 0)) {
            return false;
        }
        start = next;
        int nl = text.indexOf('\n', start);
        end = nl < 0 ? text.length() : nl;
        next = nl < 0 ? text.length() + 1 : nl + 1;
        int e = end;
        if (e > start && text.charAt(e - 1) == '\r') {
            end = e - 1;
        }
        body = contentStart(text, start, end);
        kind = kindAt(start);
        return true;
    }

    /** Lines whose facts count: not in diffs, signatures or list footers. */
    boolean countable() {
        return kind != SpanKind.DIFF && kind != SpanKind.SIGNATURE && kind != SpanKind.FOOTER;
    }

    boolean blank() {
        return body >= end;
    }

    /** Where a line's content starts: past {@code >} quote markers (any depth, any spacing) and blanks. */
    static int contentStart(String text, int start, int end) {
        int i = start;
        while (i < end) {
            char c = text.charAt(i);
            if (c == '>' || c == ' ' || c == '\t') {
                i++;
            } else {
                break;
            }
        }
        return i;
    }

    private SpanKind kindAt(int offset) {
        while (spanIndex < spans.size() && spans.get(spanIndex).end() <= offset) {
            spanIndex++;
        }
        if (spanIndex < spans.size() && spans.get(spanIndex).contains(offset)) {
            return spans.get(spanIndex).kind();
        }
        return SpanKind.PROSE;
    }
}
