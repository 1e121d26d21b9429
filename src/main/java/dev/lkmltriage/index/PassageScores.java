package dev.lkmltriage.index;

import org.apache.lucene.search.uhighlight.Passage;
import org.apache.lucene.search.uhighlight.PassageScorer;
import org.apache.lucene.util.BytesRef;

/**
 * The highlighter's passage score (BM25 over the passage, by {@link PassageScorer}'s own {@code tf}, {@code weight}
 * and {@code norm}), with the same arithmetic in the same order, so the same passages win; only the distinct
 * words of a passage are found by comparing the few of them in a small array. Lucene's scorer builds a
 * {@code BytesRefHash} (a 32 KB block) for every passage of every hit, 3-4% of the search API's CPU.
 * Stateless: one instance serves every search.
 */
final class PassageScores extends PassageScorer {
    static final PassageScores INSTANCE = new PassageScores();

    private PassageScores() {
    }

    @Override
    public float score(Passage passage, int contentLength) {
        int n = passage.getNumMatches();
        BytesRef[] terms = passage.getMatchTerms();
        int[] docFreqs = passage.getMatchTermFreqsInDoc();
        BytesRef[] distinct = new BytesRef[n];
        int[] inPassage = new int[n];
        int[] inDoc = new int[n];
        int size = 0;
        for (int i = 0; i < n; i++) {
            int at = 0;
            while (at < size && !distinct[at].bytesEquals(terms[i])) {
                at++;
            }
            if (at == size) { // first seen: its frequency in the document is the first match's, as Lucene takes it
                distinct[size] = terms[i];
                inDoc[size] = docFreqs[i];
                size++;
            }
            inPassage[at]++;
        }
        double score = 0;
        for (int t = 0; t < size; t++) {
            score += tf(inPassage[t], passage.getLength()) * weight(contentLength, inDoc[t]);
        }
        score *= norm(passage.getStartOffset());
        return (float) score;
    }
}
