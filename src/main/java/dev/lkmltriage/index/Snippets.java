package dev.lkmltriage.index;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.lucene.analysis.standard.StandardAnalyzer;
import org.apache.lucene.document.Document;
import org.apache.lucene.search.DocIdSetIterator;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.ScoreDoc;
import org.apache.lucene.index.StoredFields;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.uhighlight.DefaultPassageFormatter;
import org.apache.lucene.search.uhighlight.FieldHighlighter;
import org.apache.lucene.search.uhighlight.SplittingBreakIterator;
import org.apache.lucene.search.uhighlight.LengthGoalBreakIterator;
import org.apache.lucene.search.uhighlight.UnifiedHighlighter;

/**
 * A page of hits read once: each hit's stored fields (what a hit shows plus the body) are loaded in one visit, and
 * the highlighter takes the body from there instead of decompressing the document a second time; the matches come
 * from the offsets in the postings of the body's parts ({@link BodyParts}), so no hit is re-analysed.
 */
final class Snippets {
    static final int PASSAGES = 2;
    /** How much of a body snippets look at: a match further in gets the opening lines as its snippet. */
    static final int TEXT_LIMIT = 100_000;
    /** The length a snippet passage aims at, in characters. */
    private static final int PASSAGE_LENGTH = 160;

    /** The hits' documents (the requested fields and the body) and their snippets, in page order. */
    record Page(Document[] docs, String[] snippets) {
    }

    private Snippets() {
    }

    static Page load(IndexSearcher searcher, Query q, ScoreDoc[] page, Set<String> fields) throws IOException {
        Set<String> wanted = new HashSet<>(fields);
        wanted.add(Fields.TEXT);
        Map<Integer, Document> loaded = new HashMap<>();
        boolean partsOnly = !BodyQuery.wholeBodyInverted(searcher.getIndexReader());
        // one per page: each call opens (clones) every segment's stored-fields reader
        StoredFields stored = searcher.storedFields();
        UnifiedHighlighter highlighter = new UnifiedHighlighter(UnifiedHighlighter.builder(searcher,
                        new StandardAnalyzer())
                .withFormatter(new DefaultPassageFormatter(String.valueOf(SearchHit.MARK_START),
                        String.valueOf(SearchHit.MARK_END), " … ", false))
                .withMaxLength(TEXT_LIMIT)
                .withScorer(PassageScores.INSTANCE) // Lucene's score without a hash table per passage
                // passages of about two lines around the match, cut from lines rather than sentences
                .withBreakIterator(() -> LengthGoalBreakIterator.createClosestToLength(new LineBreaks(),
                        PASSAGE_LENGTH, 0.5f))
                .withHighlightPhrasesStrictly(true)
                // schema 2: the whole-body field's postings answer the part and subject clauses too
                .withFieldMatcher(f -> f.equals(Fields.TEXT) || f.equals(Fields.SUBJECT) || f.equals(Fields.QUOTED)
                        || f.equals(Fields.UNQUOTED) || f.equals(Fields.BODY_REST))) {
            /**
             * Schema 3: the body's matches come from its parts' postings in one pass per hit ({@link BodyOffsets});
             * the passages, their scores and their format stay the highlighter's.
             */
            @Override
            protected FieldHighlighter getFieldHighlighter(String field, Query query, Set<Term> allTerms,
                                                           int maxPassages) {
                if (!partsOnly || !field.equals(Fields.TEXT)) {
                    return super.getFieldHighlighter(field, query, allTerms, maxPassages);
                }
                try {
                    return newFieldHighlighter(field, BodyOffsets.of(searcher, query, getFlags(field)),
                            new SplittingBreakIterator(getBreakIterator(field), MULTIVAL_SEP_CHAR),
                            getScorer(field), maxPassages, getMaxNoHighlightPassages(field), getFormatter(field),
                            getPassageSortComparator(field));
                } catch (IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            }

            @Override
            protected List<CharSequence[]> loadFieldValues(String[] names, DocIdSetIterator docIter,
                                                           int cacheCharsThreshold) throws IOException {
                List<CharSequence[]> out = new ArrayList<>();
                for (int doc = docIter.nextDoc(); doc != DocIdSetIterator.NO_MORE_DOCS; doc = docIter.nextDoc()) {
                    Document d = stored.document(doc, wanted);
                    loaded.put(doc, d);
                    String text = d.get(Fields.TEXT);
                    text = text == null ? "" : text.length() > TEXT_LIMIT ? text.substring(0, TEXT_LIMIT) : text;
                    CharSequence[] values = new CharSequence[names.length];
                    java.util.Arrays.fill(values, text); // only the body is ever highlighted
                    out.add(values);
                }
                return out;
            }
        };
        int[] docs = new int[page.length];
        for (int i = 0; i < page.length; i++) {
            docs[i] = page[i].doc;
        }
        String[] snippets = page.length == 0 ? new String[0]
                : highlighter.highlightFields(new String[] {Fields.TEXT}, q, docs, new int[] {PASSAGES})
                        .get(Fields.TEXT);
        Document[] out = new Document[page.length];
        for (int i = 0; i < page.length; i++) {
            Document d = loaded.get(page[i].doc);
            out[i] = d != null ? d : stored.document(page[i].doc, fields);
            if (snippets[i] == null) {
                snippets[i] = "";
            }
        }
        return new Page(out, snippets);
    }
}
