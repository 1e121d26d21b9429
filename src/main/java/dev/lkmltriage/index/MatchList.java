package dev.lkmltriage.index;

import java.util.Arrays;
import org.apache.lucene.search.uhighlight.OffsetsEnum;
import org.apache.lucene.util.BytesRef;

/**
 * A hit's body matches gathered from all its part fields, in the order the highlighter merges them (start, end,
 * label), each repeated as often as the query names its words ({@link BodyOffsets}).
 */
final class MatchList extends OffsetsEnum {
    private int[] starts = new int[16];
    private int[] ends = new int[16];
    private BytesRef[] terms = new BytesRef[16];
    private int size;
    private int at = -1;

    void add(int start, int end, BytesRef term, int times) {
        for (int t = 0; t < times; t++) {
            if (size == starts.length) {
                starts = Arrays.copyOf(starts, size * 2);
                ends = Arrays.copyOf(ends, size * 2);
                terms = Arrays.copyOf(terms, size * 2);
            }
            starts[size] = start;
            ends[size] = end;
            terms[size] = term;
            size++;
        }
    }

    int size() {
        return size;
    }

    /** This list ordered by start, then end, then label; positioned before the first match. */
    MatchList sorted() {
        Integer[] order = new Integer[size];
        for (int i = 0; i < size; i++) {
            order[i] = i;
        }
        Arrays.sort(order, (a, b) -> {
            int c = Integer.compare(starts[a], starts[b]);
            if (c == 0) {
                c = Integer.compare(ends[a], ends[b]);
            }
            return c != 0 ? c : terms[a].compareTo(terms[b]);
        });
        MatchList out = new MatchList();
        for (int i : order) {
            out.add(starts[i], ends[i], terms[i], 1);
        }
        return out;
    }

    @Override
    public boolean nextPosition() {
        return ++at < size;
    }

    @Override
    public BytesRef getTerm() {
        return terms[at];
    }

    @Override
    public int startOffset() {
        return starts[at];
    }

    @Override
    public int endOffset() {
        return ends[at];
    }

    @Override
    public int freq() {
        return 1; // as the highlighter's own matches-based offsets: the count is not known
    }
}
