package dev.lkmltriage.index;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import org.apache.lucene.search.uhighlight.Passage;
import org.apache.lucene.search.uhighlight.PassageScorer;
import org.apache.lucene.util.BytesRef;
import org.junit.jupiter.api.Test;

/** The cheaper passage score is Lucene's, bit for bit, so the highlighter picks the same passages. */
class PassageScoresTest {
    @Test
    void theSameScoreAsLucenesScorer() {
        PassageScorer lucene = new PassageScorer();
        Random r = new Random(5);
        String[] words = {"watchdog", "jumbo", "frames", "transmit queue", "r8169", "a", ""};
        for (int round = 0; round < 20_000; round++) {
            Passage p = new Passage();
            int start = r.nextInt(100_000);
            int length = 1 + r.nextInt(400);
            p.setStartOffset(start);
            p.setEndOffset(start + length);
            int matches = r.nextInt(round % 50 == 0 ? 200 : 8);
            int[] at = new int[matches];
            for (int m = 0; m < matches; m++) {
                at[m] = start + r.nextInt(length);
            }
            java.util.Arrays.sort(at); // the highlighter adds matches in order
            for (int m = 0; m < matches; m++) {
                // distinct BytesRef objects with equal bytes, as the highlighter hands them over
                p.addMatch(at[m], at[m] + 1, new BytesRef(words[r.nextInt(words.length)]), 1 + r.nextInt(30));
            }
            int contentLength = start + length + r.nextInt(50_000);
            assertEquals(Float.floatToIntBits(lucene.score(p, contentLength)),
                    Float.floatToIntBits(PassageScores.INSTANCE.score(p, contentLength)), p.toString());
        }
    }
}
