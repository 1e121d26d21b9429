package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.mail.Span;
import dev.lkmltriage.mail.SpanKind;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The version scanner steps over lines without a digit ({@link KernelCandidates#find(boolean)}) and finds exactly
 * what reading every line finds.
 */
class KernelCandidatesWalkTest {
    private static final String[] PIECES = {"a", "v", "V", "n", "x", "6", "1", ".", "..", "-", "+", "_", " ", " ",
        "\n", "\n", "\n", "(", "\u00e9", "\u0101", "6.1", "v6.3", "2.6.23-rc8", "next-20231010", "linux-", "kernel-",
        "Linux version ", "works on ", "broken on ", "section ", "good: ", "git bisect bad ", "5.4.0-31-generic",
        "is the first bad commit", "uname -r\n", "regressed in ", "the quick brown fox jumps ", "\n> "};
    private static final SpanKind[] KINDS = {SpanKind.PROSE, SpanKind.PROSE, SpanKind.QUOTE, SpanKind.DIFF,
        SpanKind.SIGNATURE};

    @Test
    void sameCandidatesWithDigitFreeLinesSkipped() {
        Random r = new Random(5);
        int withCandidates = 0;
        for (int round = 0; round < 20_000; round++) {
            StringBuilder sb = new StringBuilder();
            int pieces = r.nextInt(50);
            for (int i = 0; i < pieces; i++) {
                sb.append(PIECES[r.nextInt(PIECES.length)]);
            }
            String text = sb.toString();
            List<Span> spans = spans(text, r);
            List<String> every = describe(new KernelCandidates(new VersionsText(text, spans)).find(false));
            List<String> skipping = describe(new KernelCandidates(new VersionsText(text, spans)).find(true));
            assertEquals(every, skipping, () -> "text=" + text.replace("\n", "\\n"));
            withCandidates += every.isEmpty() ? 0 : 1;
        }
        assertTrue(withCandidates > 500, "too few texts with candidates to compare: " + withCandidates);
    }

    @Test
    void aVersionOnALineAmongDigitFreeLinesIsFound() {
        String text = "Hello,\n\nthis broke on v6.1 for me\nthanks\n";
        List<String> found = describe(new KernelCandidates(new VersionsText(text,
                List.of(new Span(0, text.length(), SpanKind.PROSE)))).find());
        assertEquals(1, found.size(), found::toString);
        assertTrue(found.get(0).startsWith("v6.1@"), found::toString);
    }

    private static List<String> describe(List<KernelCandidates.Candidate> cs) {
        return cs.stream().map(c -> c.raw() + "@" + c.start() + "-" + c.end() + ":" + c).toList();
    }

    private static List<Span> spans(String text, Random r) {
        List<Span> out = new ArrayList<>();
        int from = 0;
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) == '\n' && r.nextInt(3) == 0) {
                out.add(new Span(from, i + 1, KINDS[r.nextInt(KINDS.length)]));
                from = i + 1;
            }
        }
        if (from < text.length()) {
            out.add(new Span(from, text.length(), KINDS[r.nextInt(KINDS.length)]));
        }
        return out;
    }
}
