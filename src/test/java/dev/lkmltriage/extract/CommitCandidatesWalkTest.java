package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.extract.CommitCandidates.Candidate;
import dev.lkmltriage.mail.Span;
import dev.lkmltriage.mail.SpanKind;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link CommitCandidates#find}'s skipping walk (one character in seven until a hex digit) finds exactly what the
 * character-by-character walk it replaced found: every word start, diff lines stepped over whole, each hex word
 * handed to the same {@link CommitCandidates#accepted} decision.
 */
class CommitCandidatesWalkTest {
    private static final String[] PIECES = {"a", "b", "e", "f", "0", "7", "9", "g", "x", "Z", "_", "-", ".", "@", ":",
        " ", " ", "\n", "\n", "(", "\"", "\u00e9", "\u0101", "deadbee", "0123456789abcdef", "DEADBEEF0",
        "commit ", "Fixes: ", "introduced by ", "first bad commit", "git bisect good ", "1234567", "abcdef1234567",
        "6dccd16b7c2703e8bbf8bca62b5cf248332afbe2", "6dccd16b7c2703e8bbf8bca62b5cf248332afbe2ff"};
    private static final SpanKind[] KINDS = {SpanKind.PROSE, SpanKind.PROSE, SpanKind.QUOTE, SpanKind.DIFF,
        SpanKind.SIGNATURE, SpanKind.FOOTER};

    @Test
    void sameCandidatesAsTheCharacterWalkOnRandomTexts() {
        Random r = new Random(11);
        int withCandidates = 0;
        for (int round = 0; round < 20_000; round++) {
            StringBuilder sb = new StringBuilder();
            int pieces = r.nextInt(60);
            for (int i = 0; i < pieces; i++) {
                sb.append(PIECES[r.nextInt(PIECES.length)]);
            }
            String text = sb.toString();
            VersionsText t = new VersionsText(text, spans(text, r));
            List<Candidate> expected = characterWalk(t);
            // the walk itself (find() then adds longer spellings of what it accepted, which no walk decides)
            List<Candidate> actual = new CommitCandidates(t).walk(new ArrayList<>());
            assertEquals(expected, actual, () -> "text=" + text.replace("\n", "\\n"));
            withCandidates += expected.isEmpty() ? 0 : 1;
        }
        assertTrue(withCandidates > 500, "too few texts with candidates to compare: " + withCandidates);
    }

    @Test
    void findsAWholeHexWordAndLeavesGluedOrShortOnesAlone() {
        String text = "Fixes: 6dccd16b7c27 (\"r8169: fix\")\ncommit x6dccd16b7c27 and commit 6dccd16\n";
        VersionsText t = new VersionsText(text, List.of(new Span(0, text.length(), SpanKind.PROSE)));
        List<Candidate> found = new CommitCandidates(t).find();
        assertEquals(List.of("6dccd16b7c27", "6dccd16"), found.stream().map(Candidate::hash).toList());
        assertEquals(List.of(), new CommitCandidates(new VersionsText("commit 6dccd1 here",
                List.of(new Span(0, 18, SpanKind.PROSE)))).find(), "six hex digits are not an id");
    }

    /** Line-aligned spans of random kinds covering the text. */
    private static List<Span> spans(String text, Random r) {
        List<Integer> lineStarts = new ArrayList<>();
        lineStarts.add(0);
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) == '\n' && i + 1 < text.length()) {
                lineStarts.add(i + 1);
            }
        }
        List<Span> out = new ArrayList<>();
        int from = 0;
        for (int k = 1; k <= lineStarts.size(); k++) {
            int to = k == lineStarts.size() ? text.length() : lineStarts.get(k);
            if (to > from && (k == lineStarts.size() || r.nextInt(3) == 0)) {
                out.add(new Span(from, to, KINDS[r.nextInt(KINDS.length)]));
                from = to;
            }
        }
        return out;
    }

    /** The walk before session 10: every character read, diff lines skipped from their starts. */
    private static List<Candidate> characterWalk(VersionsText t) {
        CommitCandidates cc = new CommitCandidates(t);
        List<Candidate> out = new ArrayList<>();
        char[] a = t.chars;
        int n = a.length;
        int k = 0;
        Candidate last = null;
        while (k < n && out.size() < CommitCandidates.MAX_CANDIDATES) {
            int skip = t.skipFromLineStart(k);
            if (skip > k) {
                k = skip;
                continue;
            }
            char ch = a[k];
            if (!VersionsText.isHex(ch) || (k > 0 && CommitCandidates.glued(a[k - 1]))) {
                k = Chars.letterOrDigit(ch) || ch == '_' ? skipWord(a, k) : k + 1;
                continue;
            }
            int end = k;
            int limit = Math.min(n, k + 41);
            while (end < limit && VersionsText.isHex(a[end])) {
                end++;
            }
            if (end < n && (Chars.letterOrDigit(a[end]) || a[end] == '_')) {
                k = skipWord(a, end);
                continue;
            }
            int start = k;
            k = end;
            Candidate c = cc.accepted(start, end, last);
            if (c != null) {
                out.add(c);
                last = c;
            }
        }
        return out;
    }

    private static int skipWord(char[] a, int k) {
        int j = k + 1;
        while (j < a.length && (Chars.letterOrDigit(a[j]) || a[j] == '_')) {
            j++;
        }
        return j;
    }
}
