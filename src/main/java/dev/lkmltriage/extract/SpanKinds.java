package dev.lkmltriage.extract;

import dev.lkmltriage.mail.Span;
import dev.lkmltriage.mail.SpanKind;
import java.util.List;

/**
 * {@link RegressionStatements#kindAt} for many offsets of one message: the kind of the first span containing the
 * offset, PROSE where none does. When the spans ascend and do not overlap (each ends at or before the next starts,
 * as the parser writes them) the only span that can contain an offset is the last one starting at or before it, found
 * by binary search; other span lists are searched one by one, as {@code kindAt} does.
 */
final class SpanKinds {
    private final List<Span> spans;
    /** The span starts, or null when the spans overlap or do not ascend. */
    private final int[] starts;

    SpanKinds(List<Span> spans) {
        this.spans = spans;
        int[] s = new int[spans.size()];
        for (int k = 0; k < s.length; k++) {
            s[k] = spans.get(k).start();
            if (k > 0 && spans.get(k - 1).end() > s[k]) {
                s = null;
                break;
            }
        }
        this.starts = s;
    }

    SpanKind at(int offset) {
        if (starts == null) {
            return RegressionStatements.kindAt(spans, offset);
        }
        int found = VersionsText.lastAtOrBefore(starts, offset);
        return found >= 0 && spans.get(found).contains(offset) ? spans.get(found).kind() : SpanKind.PROSE;
    }
}
