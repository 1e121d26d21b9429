package dev.lkmltriage.index;

import java.io.IOException;
import java.util.Collection;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.search.CollectionTerminatedException;
import org.apache.lucene.search.Collector;
import org.apache.lucene.search.CollectorManager;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.LeafCollector;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.Scorable;
import org.apache.lucene.search.ScoreMode;
import org.apache.lucene.search.Weight;

/**
 * How many documents match, counted only until the count passes a bound: past it, nobody reads the exact figure
 * (lore says "1000+" too), and counting every one of 80,000 matches of a common word cost about a fifth of the
 * search API's CPU at 100k messages. A segment whose count is known without visiting its matches is taken whole.
 */
final class BoundedCount {
    private BoundedCount() {
    }

    /** The number of matches of {@code q} if it is at most {@code bound}, else {@code bound + 1}. */
    static long count(IndexSearcher searcher, Query q, long bound) throws IOException {
        long n = searcher.search(q, new Manager(bound));
        return Math.min(n, bound + 1);
    }

    private record Manager(long bound) implements CollectorManager<Counter, Long> {
        @Override
        public Counter newCollector() {
            return new Counter(bound);
        }

        @Override
        public Long reduce(Collection<Counter> collectors) {
            long sum = 0;
            for (Counter c : collectors) {
                sum += c.count;
            }
            return sum;
        }
    }

    private static final class Counter implements Collector {
        private final long bound;
        private long count;
        private Weight weight;

        Counter(long bound) {
            this.bound = bound;
        }

        @Override
        public void setWeight(Weight weight) {
            this.weight = weight;
        }

        @Override
        public LeafCollector getLeafCollector(LeafReaderContext context) throws IOException {
            if (count > bound) {
                throw new CollectionTerminatedException();
            }
            int known = weight == null ? -1 : weight.count(context);
            if (known >= 0) {
                count += known;
                throw new CollectionTerminatedException();
            }
            return new LeafCollector() {
                @Override
                public void setScorer(Scorable scorer) {
                }

                @Override
                public void collect(int doc) {
                    if (++count > bound) {
                        throw new CollectionTerminatedException();
                    }
                }
            };
        }

        @Override
        public ScoreMode scoreMode() {
            return ScoreMode.COMPLETE_NO_SCORES;
        }
    }
}
