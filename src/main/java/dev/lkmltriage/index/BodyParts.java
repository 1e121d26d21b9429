package dev.lkmltriage.index;

import dev.lkmltriage.mail.Span;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.standard.StandardAnalyzer;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;
import org.apache.lucene.analysis.tokenattributes.OffsetAttribute;
import org.apache.lucene.analysis.tokenattributes.PositionIncrementAttribute;

/**
 * The body analysed once and split by part (schema 3): the author's own text ({@link Fields#UNQUOTED}), quoted text
 * and attributions ({@link Fields#QUOTED}), and the rest — signatures, footers and anything outside the mail's spans
 * ({@link Fields#BODY_REST}). Each part's tokens keep their offsets in the whole stored body, so the highlighter
 * marks matches of any part in the stored {@link Fields#TEXT} without analysing it again; together the three fields
 * hold every token of the body exactly once, which is what {@code b:} and bare words search.
 *
 * <p>A token belongs to the span its first character is in. Positions run on within a part across the other parts'
 * lines, as they did when each part was indexed as its lines joined: a phrase never spans two parts.
 */
final class BodyParts {
    static final int UNQUOTED = 0;
    static final int QUOTED = 1;
    static final int REST = 2;
    static final String[] FIELDS = {Fields.UNQUOTED, Fields.QUOTED, Fields.BODY_REST};

    /** The analyser of the query side ({@link QueryClauses}); it keeps its token streams per thread. */
    private static final Analyzer ANALYZER = new StandardAnalyzer();

    private char[] chars = new char[256];
    private int used;
    private int count;
    private int[] termStart = new int[64];
    private int[] termLength = new int[64];
    private int[] start = new int[64];
    private int[] end = new int[64];
    private int[] posInc = new int[64];
    private byte[] part = new byte[64];

    private BodyParts() {
    }

    /** Analyses {@code text} once; {@code spans} say which part each token is in (none: all own text). */
    static BodyParts of(String text, List<Span> spans) {
        BodyParts b = new BodyParts();
        List<Span> sorted = new ArrayList<>(spans);
        sorted.sort(Comparator.comparingInt(Span::start));
        try (TokenStream ts = ANALYZER.tokenStream(Fields.TEXT, text)) {
            CharTermAttribute term = ts.addAttribute(CharTermAttribute.class);
            OffsetAttribute offset = ts.addAttribute(OffsetAttribute.class);
            PositionIncrementAttribute inc = ts.addAttribute(PositionIncrementAttribute.class);
            ts.reset();
            int s = 0;
            while (ts.incrementToken()) {
                int at = offset.startOffset();
                // spans are sorted by start and tokens by offset: step past spans that end before this token
                while (s < sorted.size() && sorted.get(s).end() <= at) {
                    s++;
                }
                int p;
                if (sorted.isEmpty()) {
                    p = UNQUOTED;
                } else if (s < sorted.size() && sorted.get(s).start() <= at) {
                    p = partOf(sorted.get(s));
                } else {
                    p = REST;
                }
                b.add(term.buffer(), term.length(), at, offset.endOffset(), inc.getPositionIncrement(), p);
            }
            ts.end();
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a String reader does not fail
        }
        return b;
    }

    private static int partOf(Span s) {
        return switch (s.kind()) {
            case QUOTE, ATTRIBUTION -> QUOTED;
            case SIGNATURE, FOOTER -> REST;
            default -> UNQUOTED;
        };
    }

    private void add(char[] term, int length, int from, int to, int inc, int p) {
        if (count == start.length) {
            int n = count * 2;
            termStart = Arrays.copyOf(termStart, n);
            termLength = Arrays.copyOf(termLength, n);
            start = Arrays.copyOf(start, n);
            end = Arrays.copyOf(end, n);
            posInc = Arrays.copyOf(posInc, n);
            part = Arrays.copyOf(part, n);
        }
        if (used + length > chars.length) {
            chars = Arrays.copyOf(chars, Math.max(chars.length * 2, used + length));
        }
        System.arraycopy(term, 0, chars, used, length);
        termStart[count] = used;
        termLength[count] = length;
        used += length;
        start[count] = from;
        end[count] = to;
        posInc[count] = inc;
        part[count] = (byte) p;
        count++;
    }

    /** How many tokens fell in part {@code p}. */
    int tokens(int p) {
        int n = 0;
        for (int i = 0; i < count; i++) {
            n += part[i] == p ? 1 : 0;
        }
        return n;
    }

    /** The tokens of one part, replayed with their offsets in the whole body. */
    TokenStream stream(int p) {
        return new Replay(p);
    }

    private final class Replay extends TokenStream {
        private final int which;
        private final CharTermAttribute term = addAttribute(CharTermAttribute.class);
        private final OffsetAttribute offset = addAttribute(OffsetAttribute.class);
        private final PositionIncrementAttribute inc = addAttribute(PositionIncrementAttribute.class);
        private int next;
        private int last = -1;

        Replay(int which) {
            this.which = which;
        }

        @Override
        public boolean incrementToken() {
            while (next < count && part[next] != which) {
                next++;
            }
            if (next >= count) {
                return false;
            }
            clearAttributes();
            int i = next++;
            term.copyBuffer(chars, termStart[i], termLength[i]);
            offset.setOffset(start[i], end[i]);
            // a gap the analyser left (a token too long to keep) counts only between neighbours of one part
            inc.setPositionIncrement(last == i - 1 ? posInc[i] : 1);
            last = i;
            return true;
        }

        @Override
        public void reset() throws IOException {
            super.reset();
            next = 0;
            last = -1;
        }

        @Override
        public void end() throws IOException {
            super.end();
            int tail = count == 0 ? 0 : end[count - 1];
            offset.setOffset(tail, tail);
        }
    }
}
