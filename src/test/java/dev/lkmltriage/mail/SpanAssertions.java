package dev.lkmltriage.mail;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

/** The invariant every parsed mail keeps: spans partition the text, parts lie inside it. */
final class SpanAssertions {
    private SpanAssertions() {
    }

    static void assertPartition(Mail m) {
        int at = 0;
        List<Span> spans = m.spans();
        for (Span s : spans) {
            assertEquals(at, s.start(), "gap or overlap before " + s + " in " + m.messageId());
            assertTrue(s.end() > s.start(), "empty span " + s);
            at = s.end();
        }
        assertEquals(m.text().length(), at, "spans end at the text's end in " + m.messageId());
        assertTrue(!m.parts().isEmpty(), "part 0 is always there");
        for (TextPart p : m.parts()) {
            assertTrue(p.start() >= 0 && p.start() <= p.end() && p.end() <= m.text().length(), "part " + p);
        }
    }
}
