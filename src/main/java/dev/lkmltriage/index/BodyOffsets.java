package dev.lkmltriage.index;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.lucene.index.LeafReader;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.BooleanClause;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.BoostQuery;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.Matches;
import org.apache.lucene.search.MatchesIterator;
import org.apache.lucene.search.PhraseQuery;
import org.apache.lucene.search.PrefixQuery;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.ScoreMode;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.search.Weight;
import org.apache.lucene.search.uhighlight.OffsetsEnum;
import org.apache.lucene.search.uhighlight.UHComponents;
import org.apache.lucene.search.uhighlight.UnifiedHighlighter;
import org.apache.lucene.util.BytesRef;

/**
 * Where a page's hits match in their body, in one pass per hit: the user's query is reduced to the clauses that
 * can mark the body (its words and phrases, on the three part fields of {@link BodyParts}), that reduced query is
 * weighed once per page, and each hit asks it once for its matches, whose offsets in all three parts are offsets
 * in the stored body.
 *
 * <p>Why not the highlighter's masked fields: they ask the whole query for its matches once per part field per
 * hit, each time rewriting and weighing it anew against one segment (search CPU at 100k rose 1.2-1.5x on average
 * over the whole-body field of schema 2).
 *
 * <p>What is marked: the words and phrases of bare terms, {@code b:}, {@code bs:} and {@code s:} wherever they
 * occur in the body; {@code q:} words in quotes only, {@code nq:} words outside quotes only; nothing from a
 * {@code NOT} clause or from fact and header fields. A hit gets the marks of every positive clause it matches,
 * even where the parts of an AND fall in different parts of the body.
 */
final class BodyOffsets extends org.apache.lucene.search.uhighlight.FieldOffsetStrategy {
    private final IndexSearcher searcher;
    private final Weight weight;

    private final Map<BytesRef, Integer> counts;

    private BodyOffsets(UHComponents components, IndexSearcher searcher, Weight weight,
                        Map<BytesRef, Integer> counts) {
        super(components);
        this.searcher = searcher;
        this.weight = weight;
        this.counts = counts;
    }

    /** The strategy for the body field of this page; {@code user} is the query as parsed. */
    static BodyOffsets of(IndexSearcher searcher, Query user, Set<UnifiedHighlighter.HighlightFlag> flags)
            throws IOException {
        Map<BytesRef, Integer> counts = new HashMap<>();
        Query marks = marking(user, counts);
        Weight w = marks == null ? null
                : searcher.createWeight(searcher.rewrite(marks), ScoreMode.COMPLETE_NO_SCORES, 1f);
        UHComponents components = new UHComponents(Fields.TEXT, f -> f.equals(Fields.TEXT), user, new BytesRef[0],
                org.apache.lucene.search.uhighlight.PhraseHelper.NONE,
                new org.apache.lucene.search.uhighlight.LabelledCharArrayMatcher[0], false, flags);
        return new BodyOffsets(components, searcher, w, counts);
    }

    /**
     * The clauses of {@code q} that mark the body, as one disjunction over the part fields, or null; {@code counts}
     * receives, per match label (the words of a clause, as the highlighter labels a match), how many word clauses of
     * the query carry it.
     */
    static Query marking(Query q, Map<BytesRef, Integer> counts) {
        Set<Query> leaves = new LinkedHashSet<>();
        collect(q, leaves, counts);
        if (leaves.isEmpty()) {
            return null;
        }
        BooleanQuery.Builder b = new BooleanQuery.Builder();
        // a query of more words than a boolean query may hold marks its first ones only
        leaves.stream().limit(IndexSearcher.getMaxClauseCount()).forEach(l -> b.add(l, BooleanClause.Occur.SHOULD));
        return b.build();
    }

    /**
     * A word clause on the subject or any body part marks the body wherever it occurs, as often as the query names
     * it: a bare word is named four times (subject and three parts). This is what the highlighter did when it
     * evaluated the query once per part field, and the passage scores count a word once per naming, so keeping the
     * count keeps the snippets.
     */
    private static void collect(Query q, Set<Query> out, Map<BytesRef, Integer> counts) {
        if (q instanceof BooleanQuery bq) {
            for (BooleanClause c : bq.clauses()) {
                if (c.getOccur() != BooleanClause.Occur.MUST_NOT) {
                    collect(c.getQuery(), out, counts);
                }
            }
        } else if (q instanceof BoostQuery boost) {
            collect(boost.getQuery(), out, counts);
        } else if (q instanceof BodyQuery body) {
            collect(body.parts(), out, counts);
        } else if (q instanceof TermQuery || q instanceof PhraseQuery || q instanceof PrefixQuery) {
            String field = field(q);
            if (field.equals(Fields.SUBJECT) || isPart(field)) {
                for (String part : BodyParts.FIELDS) {
                    out.add(onField(q, part));
                }
                counts.merge(label(q), 1, Integer::sum);
            }
        }
    }

    /** The highlighter's label of a match of a word clause: its words joined by a space. */
    private static BytesRef label(Query q) {
        if (q instanceof TermQuery t) {
            return BytesRef.deepCopyOf(t.getTerm().bytes());
        }
        if (q instanceof PhraseQuery p) {
            org.apache.lucene.util.BytesRefBuilder b = new org.apache.lucene.util.BytesRefBuilder();
            for (Term t : p.getTerms()) {
                if (b.length() > 0) {
                    b.append((byte) ' ');
                }
                b.append(t.bytes());
            }
            return b.toBytesRef();
        }
        return new BytesRef(q.toString());
    }

    private static boolean isPart(String field) {
        for (String part : BodyParts.FIELDS) {
            if (part.equals(field)) {
                return true;
            }
        }
        return false;
    }

    private static String field(Query q) {
        if (q instanceof TermQuery t) {
            return t.getTerm().field();
        }
        if (q instanceof PrefixQuery p) {
            return p.getField();
        }
        return ((PhraseQuery) q).getField();
    }

    private static Query onField(Query q, String field) {
        if (q instanceof TermQuery t) {
            return new TermQuery(new Term(field, t.getTerm().bytes()));
        }
        if (q instanceof PrefixQuery p) {
            return new PrefixQuery(new Term(field, p.getPrefix().bytes()));
        }
        PhraseQuery p = (PhraseQuery) q;
        PhraseQuery.Builder b = new PhraseQuery.Builder().setSlop(p.getSlop());
        Term[] terms = p.getTerms();
        int[] positions = p.getPositions();
        for (int i = 0; i < terms.length; i++) {
            b.add(new Term(field, terms[i].bytes()), positions[i]);
        }
        return b.build();
    }

    @Override
    public UnifiedHighlighter.OffsetSource getOffsetSource() {
        return UnifiedHighlighter.OffsetSource.POSTINGS;
    }

    @Override
    public OffsetsEnum getOffsetsEnum(LeafReader reader, int docId, String content) throws IOException {
        if (weight == null) {
            return OffsetsEnum.EMPTY;
        }
        LeafReaderContext leaf = context(reader);
        Matches matches = leaf == null ? null : weight.matches(leaf, docId);
        if (matches == null) {
            return OffsetsEnum.EMPTY;
        }
        MatchList out = new MatchList();
        for (String field : BodyParts.FIELDS) {
            MatchesIterator it = matches.getMatches(field);
            if (it == null) {
                continue;
            }
            try (OffsetsEnum e = new OffsetsEnum.OfMatchesIteratorWithSubs(it)) {
                while (e.nextPosition()) {
                    BytesRef term = e.getTerm();
                    out.add(e.startOffset(), e.endOffset(), term, counts.getOrDefault(term, 1));
                }
            }
        }
        return out.size() == 0 ? OffsetsEnum.EMPTY : out.sorted();
    }

    /** The highlighter hands over the bare segment reader; the weight needs it in its place in the index. */
    private LeafReaderContext context(LeafReader reader) {
        for (LeafReaderContext c : searcher.getIndexReader().leaves()) {
            if (c.reader() == reader) {
                return c;
            }
        }
        return null;
    }
}
