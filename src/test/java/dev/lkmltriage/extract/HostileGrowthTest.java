package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.lkmltriage.bench.GrowthBench;
import dev.lkmltriage.mail.MailParser;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Hostile input grows the work linearly ({@link Growth#assertLinear}: CPU time at 4n against n under 12). The inputs
 * are {@link GrowthBench}'s, whose main prints the ratios of every stage; {@link HostileCuesTest} holds the inputs
 * built from the later scanners' own cue words.
 */
class HostileGrowthTest {
    private final MailParser parser = new MailParser();

    @Test
    void aLineOfCommitIdsCostsLinearTime() {
        // each hex word looked back to its line's start and ahead to its end: a line of ids was quadratic
        CommitExtractor commits = new CommitExtractor();
        Growth.assertLinear("a line of commit ids", GrowthBench::commitHashes, 10_000, commits::extract);
    }

    @Test
    void wholeLinesAreFoundAsTheScansFoundThem() {
        java.util.Random r = new java.util.Random(7);
        for (int round = 0; round < 200; round++) {
            StringBuilder b = new StringBuilder();
            for (int i = r.nextInt(60); i > 0; i--) {
                b.append("ab\n>".charAt(r.nextInt(4)));
            }
            String text = b.toString();
            VersionsText t = new VersionsText(text, java.util.List.of());
            for (int at = 0; at <= text.length(); at++) {
                int end = text.indexOf('\n', at);
                assertEquals(text.lastIndexOf('\n', at - 1) + 1, t.wholeLineStart(at), text + " @" + at);
                assertEquals(end < 0 ? text.length() : end, t.wholeLineEnd(at), text + " @" + at);
            }
        }
    }

    @Test
    void aLogLineAfterAHugeLineIsStillALogLine() {
        String body = "x".repeat(2_000_000) + "\n\nThe log:\n> * 9c2dfb396722 PCI: Add absent link waits\n";
        List<CommitFact> facts = new CommitExtractor().extract(parser.parse(GrowthBench.raw(body)));
        assertEquals(1, facts.size(), facts.toString());
        assertEquals("9c2dfb396722", facts.get(0).hash());
    }
}
