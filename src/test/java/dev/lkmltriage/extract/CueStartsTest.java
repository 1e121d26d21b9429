package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Session 25 (perf26), taken up again in session 28 (perf29): {@link BrokenByFixesTarget#states(String, boolean)}
 * tries its cue pattern only where a match can start (a, b, h, s, u or w with no ASCII word character before)
 * instead of at every position, held to the old {@code find()} scan on random and hostile text.
 */
class CueStartsTest {
    /** The cue words and their near misses, the denials and the build, with hostile pieces among them. */
    private static final String[] PIECES = {"broke", "breaks", "breaking", "broken", "brokers", "unbroke", "_broke",
        "stop", "stops", "stopped", "stopping", "working", "work", "worked", "fine", "before", "previously", "well",
        "stopped being detected", "probing", "booting", "had", "has", "have", "been", "on", "used", "to", "after",
        "since", "the", "commit", "change", "patch", "no", "longer", "1a2b3c4d5e6f", "deadbeef0", "not", "n't",
        "never", "without", "avoid", "would", "can", "to", "build", "compile", "?", ".", "!", "\n", "\n", " ", " ",
        "  ", "\t", "\r", ">", "-", "_", "9", "x86", "\u00e9", "\u00c9", "\u212a", "\u0301", "\u0130", "\u00df",
        "\u03a3", "sh", "ub", "wa", "Broke", "SINCE", "After", "HAS", "(", ")", "\"", "was", "and", "it",
        "http://a/b", "a.b", "e.g.", "why?", "does it break?"};

    private static String random(Random r) {
        StringBuilder b = new StringBuilder();
        int n = r.nextInt(40);
        for (int i = 0; i < n; i++) {
            int pick = r.nextInt(20);
            if (pick == 0) {
                b.append((char) (r.nextInt(0x3000)));
            } else if (pick == 1) {
                b.append((char) ('a' + r.nextInt(26)));
            } else {
                b.append(PIECES[r.nextInt(PIECES.length)]);
            }
            if (r.nextInt(3) > 0) {
                b.append(r.nextInt(8) == 0 ? "\n" : " ");
            }
        }
        return b.toString();
    }

    @Test
    void cueScanAtStartsIsTheOldScan() {
        Random r = new Random(25);
        int stated = 0;
        for (int i = 0; i < 20_000; i++) {
            String s = random(r);
            boolean old = BrokenByFixesTarget.states(s, false);
            assertEquals(old, BrokenByFixesTarget.states(s, true), s);
            stated += old ? 1 : 0;
        }
        assertTrue(stated > 1000 && stated < 19_000, "both answers drawn: " + stated);
    }

    @Test
    void cueScanOnWrittenChangelogs() {
        assertTrue(BrokenByFixesTarget.states("Since the offending commit the root port no longer trains."));
        assertTrue(BrokenByFixesTarget.states("Commit 0123456789ab broke wake-up from D3cold on these boards."));
        assertTrue(BrokenByFixesTarget.states("This used to work until the mapping was reordered."));
        assertTrue(BrokenByFixesTarget.states("(stopped probing the second port)"));
        // a cue inside a longer word, after '_' or a digit is no word: no boundary before it
        assertFalse(BrokenByFixesTarget.states("The unbroken_path and xbroke flags, 9stops and _breaks."));
        assertFalse(BrokenByFixesTarget.states("Doing this must not break the x86 build."));
        assertFalse(BrokenByFixesTarget.states("Does the reset break anything?"));
        // a non-ASCII letter before a cue is a word character to the pattern: the pattern still decides there
        assertEquals(BrokenByFixesTarget.states("\u00e9broke it", false), BrokenByFixesTarget.states("\u00e9broke it"));
        assertEquals(BrokenByFixesTarget.states("e\u0301broke it", false),
                BrokenByFixesTarget.states("e\u0301broke it"));
    }

    @Test
    void cueScanOnAHugeChangelog() {
        String huge = "a".repeat(300_000) + " s" + "h".repeat(200_000) + " broke";
        assertEquals(BrokenByFixesTarget.states(huge, false), BrokenByFixesTarget.states(huge, true));
        assertTrue(BrokenByFixesTarget.states(huge));
    }
}
