package dev.lkmltriage.extract;

import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.Span;
import dev.lkmltriage.mail.SpanKind;
import java.util.List;

/**
 * Walks {@link Mail#text()} line by line, telling for each line where its content starts (after quote markers and
 * indentation) and which span kind it lies in. One pass, linear in the text; spans are assumed sorted (the mail
 * contract makes them a partition), anything else degrades to PROSE.
 *
 * <p>The hardware, driver and config readers each walk the same message: a cursor made from a {@link Mail} reads the
 * lines from {@link MessageLines}, found once per message by the first walk, instead of finding them again.
 */
final class LineCursor {
    private final String text;
    private final List<Span> spans;
    private int spanIndex;
    private int next;
    /** The message's lines found once, or null: this cursor finds each line itself ({@link #advance}). */
    private final MessageLines lines;
    private int line = -1;

    /** The current line: {@code [start, end)} without the newline; content from {@code body}. */
    int start;
    int end;
    int body;
    SpanKind kind;

    LineCursor(Mail mail) {
        this.text = mail.text();
        this.spans = mail.spans();
        this.lines = MessageLines.of(mail);
    }

    LineCursor(String text, List<Span> spans) {
        this.text = text;
        this.spans = spans;
        this.lines = null;
    }

    /** Advances to the next line; false at the end of the text. */
    boolean next() {
        if (lines == null) {
            return advance();
        }
        if (line + 1 >= lines.count) {
            line = lines.count;
            return false;
        }
        line++;
        start = lines.start[line];
        end = lines.end[line];
        body = lines.body[line];
        kind = lines.kind[line];
        quotedDiff = (lines.flags[line] & MessageLines.QUOTED_DIFF) != 0;
        quotedDiffHeader = (lines.flags[line] & MessageLines.QUOTED_DIFF_HEADER) != 0;
        return true;
    }

    /** Finds the next line from the text (the walk {@link MessageLines} records); false at the end of the text. */
    boolean advance() {
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
        quotedDiffHeader = false;
        if (kind == SpanKind.QUOTE) {
            boolean was = quotedDiff;
            quotedDiff = quotedDiffLine(quotedDiff);
            if (was && !quotedDiff) {
                wrapGap = 1;
            } else if (quotedDiff) {
                wrapGap = NO_GAP;
            } else if (wrapGap < NO_GAP) {
                wrapGap++;
            }
        }
        return true;
    }

    /**
     * The most quoted lines a mail client's wrapping of a quoted diff line leaves between the diff's lines ("&gt; &gt;
     * depends on OF @@ -289,4 +279,5 @@" / "&gt; config" / "&gt; &gt; PCI_HYPERV_INTERFACE"): the diff goes on after
     * them where the next line is plainly a diff's (see {@link #resumes}).
     */
    static final int WRAP_GAP = 2;
    private static final int NO_GAP = Integer.MAX_VALUE;
    /** Quoted lines since a quoted diff was broken off by a line not shaped like a diff's; {@link #NO_GAP} if none. */
    private int wrapGap = NO_GAP;

    /** Whether the current line is part of a diff quoted in a review reply ("> > +obj-$(CONFIG_X) += x.o"). */
    boolean quotedDiff;
    /** The current line is the header of a quoted diff ({@code diff --git a/... b/...}): it names the files touched. */
    boolean quotedDiffHeader;

    /**
     * A quoted diff is code as much as an unquoted one, but the mail's spans call it a quote. It starts at a quoted
     * {@code diff --git}, {@code --- a/}, {@code +++ b/} or {@code @@ -} line and goes on over quoted lines shaped
     * like diff lines (after the quote marks, each with its one space: {@code +}, {@code -}, blank-led context,
     * {@code @@}, {@code \}, {@code index}); the reviewer's own lines in between do not end it.
     */
    private boolean quotedDiffLine(boolean inDiff) {
        int i = start;
        while (i < end && text.charAt(i) == '>') {
            i++;
            if (i + 1 < end && text.charAt(i) == ' ' && text.charAt(i + 1) == '>') {
                i++;
            }
        }
        if (i < end && text.charAt(i) == ' ') {
            i++; // the space after the last quote mark
        }
        if (text.startsWith("diff --git ", i) || text.startsWith("--- a/", i) || text.startsWith("+++ b/", i)) {
            quotedDiffHeader = true;
            return true;
        }
        if (text.startsWith("@@ -", i)) {
            return true;
        }
        if (!inDiff) {
            return wrapGap <= WRAP_GAP && resumes(i);
        }
        if (i >= end) {
            return true; // an empty context line
        }
        char c = text.charAt(i);
        return c == '+' || c == '-' || c == ' ' || c == '\t' || c == '@' || c == '\\' || text.startsWith("index ", i)
                || text.startsWith("new file", i) || text.startsWith("deleted file", i);
    }

    /**
     * A quoted line just after a quoted diff was broken off that is plainly the diff's again: after the one space
     * that follows the quote marks, a diff's context, added or removed marker right before a tab ("&gt; &gt;  \t  have
     * a common interface ...", "&gt; &gt; +\tbool ..."), an indentation prose does not open with. A line merely
     * opening with a space, '+' or '-' is a diff's only inside one.
     */
    private boolean resumes(int i) {
        if (i + 1 >= end) {
            return false;
        }
        char c = text.charAt(i);
        return (c == ' ' || c == '+' || c == '-') && text.charAt(i + 1) == '\t';
    }

    /** Lines whose facts count: not in diffs (quoted ones too), signatures or list footers. */
    boolean countable() {
        return kind != SpanKind.DIFF && kind != SpanKind.SIGNATURE && kind != SpanKind.FOOTER
                && !(kind == SpanKind.QUOTE && quotedDiff);
    }

    /** A line of a diff, the mail's own or one quoted in a review. */
    boolean inDiff() {
        return kind == SpanKind.DIFF || (kind == SpanKind.QUOTE && quotedDiff);
    }

    boolean blank() {
        return body >= end;
    }

    /** A line whose facts are another's: a quote or the attribution line that introduces one. */
    boolean quoted() {
        return kind == SpanKind.QUOTE || kind == SpanKind.ATTRIBUTION;
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
