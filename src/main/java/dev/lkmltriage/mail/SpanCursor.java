package dev.lkmltriage.mail;

/** The mutable position and memory the {@link SpanState}s share while splitting one part. */
final class SpanCursor {
    /** Footers are short: the scan for their end stops after this many lines. */
    private static final int FOOTER_WINDOW = 12;
    /** A bare "--" starts a signature only when at most this many non-blank lines follow it. */
    private static final int SHORT_TAIL = 10;

    final BodyLines lines;
    int line;
    int oldLeft;
    int newLeft;
    int footerEnd = -1;
    /** The own line holding a QQ Mail/Foxmail original-message marker, or -1 ({@link ClientOriginals}). */
    final int clientOriginal;
    /** Set once a box quote's header is read: from there on, "| " lines are quoted ({@link LineTests#isBoxHeader}). */
    boolean boxQuoting;
    private final int[] nonBlankFrom;
    private final int[] quotesFrom;

    SpanCursor(BodyLines lines) {
        this.lines = lines;
        int n = lines.count;
        nonBlankFrom = new int[n + 1];
        quotesFrom = new int[n + 1];
        clientOriginal = ClientOriginals.markerLine(lines);
        for (int i = n - 1; i >= 0; i--) {
            nonBlankFrom[i] = nonBlankFrom[i + 1] + (lines.isBlank(i) ? 0 : 1);
            quotesFrom[i] = quotesFrom[i + 1] + (LineTests.isQuote(lines, i) ? 1 : 0);
        }
    }

    void mark(int n, SpanKind kind) {
        for (int k = 0; k < n && line < lines.count; k++) {
            lines.kinds[line++] = kind;
        }
    }

    /** Hands the current line back to prose, which dispatches it afresh. */
    SpanState back() {
        return SpanState.PROSE;
    }

    /** Whether lines from {@code i} on are a short block with no quotes: what a "--" signature looks like. */
    boolean shortTail(int i) {
        int from = Math.min(i, lines.count);
        return nonBlankFrom[from] <= SHORT_TAIL && quotesFrom[from] == 0;
    }

    /** The last line of a footer starting at line {@code i}, or -1 when no footer starts there. */
    int footerEnd(int i) {
        BodyLines l = lines;
        boolean opens = LineTests.isStrongFooter(l, i);
        if (!opens && LineTests.isRule(l, i)) {
            int next = l.nextNonBlank(i + 1);
            opens = next <= i + 2 && (LineTests.isStrongFooter(l, next)
                    || (l.length(i) >= 8 && next == i + 1 && LineTests.isFooterish(l, next, false)));
        }
        if (!opens) {
            return -1;
        }
        int last = i;
        for (int k = i + 1; k < l.count && k <= i + FOOTER_WINDOW; k++) {
            if (l.isBlank(k)) {
                int next = l.nextNonBlank(k);
                if (next < l.count && next <= i + FOOTER_WINDOW && LineTests.isFooterish(l, next)) {
                    continue;
                }
                break;
            }
            if (!LineTests.isFooterish(l, k) && !LineTests.isStrongFooter(l, k)) {
                break;
            }
            last = k;
        }
        return last;
    }
}
