package dev.lkmltriage.mail;

/** A half-open range {@code [start, end)} of {@link Mail#text()} and what it is. */
public record Span(int start, int end, SpanKind kind) {
    public Span {
        if (start < 0 || end < start) {
            throw new IllegalArgumentException("bad span [" + start + ", " + end + ")");
        }
    }

    public boolean contains(int offset) {
        return offset >= start && offset < end;
    }
}
