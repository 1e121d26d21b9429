package dev.lkmltriage.mail;

/**
 * The body splitter's states, in the manner of jsoup's TokeniserState: each reads the current line, marks it (or
 * hands it unread to another state) and names the next state. One line is marked per step except attributions,
 * which may span two lines; lookahead is bounded, so a part of n lines takes O(n) steps. The states open alike and
 * end alike (mark the line, stay) on purpose: each state's body reads as its whole rule.
 */
enum SpanState {
    PROSE {
        @Override
        SpanState read(SpanCursor c) {
            BodyLines l = c.lines;
            int i = c.line;
            if (LineTests.isQuote(l, i)) {
                return QUOTE;
            }
            int attribution = LineTests.attribution(l, i);
            if (attribution > 0) {
                c.mark(attribution, SpanKind.ATTRIBUTION);
                return PROSE;
            }
            // session 49 (roles52): "+-- On ..., A Writer wrote --+" over "| "-prefixed lines, a client's box quote; once
            // its header is read, later "| " blocks between the writer's own lines are quoted too. "| " lines without
            // such a header (pasted build logs, tables) stay the writer's own.
            if (LineTests.isBoxHeader(l, i)) {
                c.boxQuoting = true;
                c.mark(1, SpanKind.ATTRIBUTION);
                return BOX;
            }
            if (c.boxQuoting && LineTests.isBoxQuote(l, i)) {
                return BOX;
            }
            if (LineTests.isDiffStart(l, i)) {
                return DIFF_HEADER;
            }
            int footerEnd = c.footerEnd(i);
            if (footerEnd >= i) {
                c.footerEnd = footerEnd;
                return FOOTER;
            }
            if (i == c.clientOriginal || LineTests.isOriginalMessage(l, i)) {
                c.mark(1, SpanKind.ATTRIBUTION);
                return ORIGINAL;
            }
            if (LineTests.isSignatureDelimiter(l, i) || (LineTests.isBareDashes(l, i) && c.shortTail(i + 1))) {
                c.mark(1, SpanKind.SIGNATURE);
                return SIGNATURE;
            }
            c.mark(1, SpanKind.PROSE);
            return PROSE;
        }
    },
    QUOTE {
        @Override
        SpanState read(SpanCursor c) {
            return quoteRun(c, this, LineTests::isQuote);
        }
    },
    DIFF_HEADER {
        @Override
        SpanState read(SpanCursor c) {
            BodyLines l = c.lines;
            int i = c.line;
            int[] counts = LineTests.hunkHeader(l, i);
            if (counts != null) {
                c.oldLeft = counts[0];
                c.newLeft = counts[1];
                c.mark(1, SpanKind.DIFF);
                return HUNK;
            }
            if (LineTests.isDiffHeader(l, i)) {
                c.mark(1, SpanKind.DIFF);
                return DIFF_HEADER;
            }
            return c.back();
        }
    },
    HUNK {
        @Override
        SpanState read(SpanCursor c) {
            if (c.oldLeft <= 0 && c.newLeft <= 0) {
                return AFTER_HUNK;
            }
            BodyLines l = c.lines;
            int i = c.line;
            char first = l.length(c.line) == 0 ? ' ' : l.charAt(i, 0);
            switch (first) {
                case ' ' -> {
                    c.oldLeft--;
                    c.newLeft--;
                }
                case '-' -> c.oldLeft--;
                case '+' -> c.newLeft--;
                case '\\' -> {
                    // "\ No newline at end of file" belongs to the hunk and counts for neither side
                }
                default -> {
                    return c.back(); // a hunk cut short by the mail: what follows is not diff
                }
            }
            c.mark(1, SpanKind.DIFF);
            return HUNK;
        }
    },
    AFTER_HUNK {
        @Override
        SpanState read(SpanCursor c) {
            BodyLines l = c.lines;
            int i = c.line;
            if (LineTests.hunkHeader(l, i) != null || LineTests.isDiffStart(l, i)) {
                return DIFF_HEADER;
            }
            if (l.startsWith(i, "\\ ")) {
                c.mark(1, SpanKind.DIFF);
                return AFTER_HUNK;
            }
            return c.back();
        }
    },
    SIGNATURE {
        @Override
        SpanState read(SpanCursor c) {
            BodyLines l = c.lines;
            int i = c.line;
            if (LineTests.isQuote(l, i) || LineTests.attribution(l, i) > 0 || c.footerEnd(i) >= i) {
                return c.back();
            }
            c.mark(1, SpanKind.SIGNATURE);
            return SIGNATURE;
        }
    },
    /** A box quote's "| " lines ({@link LineTests#isBoxQuote}), and a blank line between two of them. */
    BOX {
        @Override
        SpanState read(SpanCursor c) {
            return quoteRun(c, this, LineTests::isBoxQuote);
        }
    },
    /** A top-posted reply's original below Outlook's marker: quoted although no line carries a '>'. */
    ORIGINAL {
        @Override
        SpanState read(SpanCursor c) {
            if (c.footerEnd(c.line) >= c.line) {
                return c.back();
            }
            c.mark(1, SpanKind.QUOTE);
            return ORIGINAL;
        }
    },
    FOOTER {
        @Override
        SpanState read(SpanCursor c) {
            if (c.line > c.footerEnd) {
                return c.back();
            }
            c.mark(1, SpanKind.FOOTER);
            return FOOTER;
        }
    };

    /** Reads the cursor's current line: marks it and returns the next state, or returns a state to re-read it. */
    abstract SpanState read(SpanCursor c);

    /** A test of one line of a quote run: {@code >} quoting or a box quote's bar. */
    interface QuoteLine {
        boolean test(BodyLines l, int i);
    }

    /**
     * One step of a quote run: a quoted line, or blank lines up to the next quoted one, is marked QUOTE and the run
     * goes on in {@code self}; anything else goes back to prose.
     */
    static SpanState quoteRun(SpanCursor c, SpanState self, QuoteLine quoted) {
        BodyLines l = c.lines;
        int i = c.line;
        if (quoted.test(l, i)) {
            c.mark(1, SpanKind.QUOTE);
            return self;
        }
        int next = l.nextNonBlank(i);
        if (l.isBlank(i) && next < l.count && quoted.test(l, next)) {
            c.mark(next - i, SpanKind.QUOTE);
            return self;
        }
        return c.back();
    }
}
