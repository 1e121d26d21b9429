package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.lkmltriage.mail.Span;
import dev.lkmltriage.mail.SpanKind;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** {@link SpanKinds#at} against {@link RegressionStatements#kindAt} on any span list. */
class SpanKindsTest {
    private static final SpanKind[] KINDS = SpanKind.values();

    @Test
    void parserLikeSpansGiveTheLinearWalksKinds() {
        Random r = new Random(17);
        for (int n = 0; n < 5_000; n++) {
            // ascending and disjoint, with gaps, empty spans and spans meeting end to start
            List<Span> spans = new ArrayList<>();
            int at = r.nextInt(3);
            for (int k = r.nextInt(12); k > 0; k--) {
                int len = r.nextInt(4) == 0 ? 0 : 1 + r.nextInt(20);
                spans.add(new Span(at, at + len, KINDS[r.nextInt(KINDS.length)]));
                at += len + (r.nextBoolean() ? 0 : r.nextInt(5));
            }
            same(spans, at + 3);
        }
    }

    @Test
    void overlappingOrUnorderedSpansGiveTheLinearWalksKinds() {
        Random r = new Random(18);
        for (int n = 0; n < 5_000; n++) {
            List<Span> spans = new ArrayList<>();
            for (int k = r.nextInt(8); k > 0; k--) {
                int start = r.nextInt(60);
                spans.add(new Span(start, start + r.nextInt(25), KINDS[r.nextInt(KINDS.length)]));
            }
            same(spans, 90);
        }
    }

    @Test
    void noSpansIsProseAndHugeListsStayFast() {
        assertEquals(SpanKind.PROSE, new SpanKinds(List.of()).at(5));
        List<Span> spans = new ArrayList<>();
        for (int k = 0; k < 200_000; k++) {
            spans.add(new Span(2 * k, 2 * k + 1, k % 2 == 0 ? SpanKind.QUOTE : SpanKind.DIFF));
        }
        SpanKinds kinds = new SpanKinds(spans);
        for (int k = 0; k < 200_000; k++) {
            assertEquals(k % 2 == 0 ? SpanKind.QUOTE : SpanKind.DIFF, kinds.at(2 * k));
            assertEquals(SpanKind.PROSE, kinds.at(2 * k + 1));
        }
    }

    private static void same(List<Span> spans, int to) {
        SpanKinds kinds = new SpanKinds(spans);
        for (int offset = -1; offset <= to; offset++) {
            int o = offset;
            assertEquals(RegressionStatements.kindAt(spans, o), kinds.at(o), () -> "offset " + o + " in " + spans);
        }
    }
}
