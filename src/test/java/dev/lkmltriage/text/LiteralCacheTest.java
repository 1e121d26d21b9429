package dev.lkmltriage.text;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The cache answers for the very text asked about: a text scanned once, never another text's hits. */
class LiteralCacheTest {
    private final LiteralCache cache = new LiteralCache(LiteralSet.builder().exact("CID").build());

    @Test
    void scansEachOfTheLastTwoTextsOnceAndNeverAnswersForAnother() {
        String body = "CID 1234567";
        String subject = "no defect here";
        LiteralHits first = cache.of(body);
        assertSame(first, cache.of(body));
        assertFalse(cache.of(subject).has(0));
        assertSame(first, cache.of(body), "the body survives one other text asked between");
        assertTrue(cache.of(body).has(0));
        // an equal text that is another object is scanned anew (the cache goes by identity), with the same answer
        String copy = new String(body);
        LiteralHits again = cache.of(copy);
        assertNotSame(first, again);
        assertTrue(again.has(0));
        cache.of("a");
        cache.of("b");
        assertNotSame(first, cache.of(body), "two other texts later the body is scanned again");
    }
}
