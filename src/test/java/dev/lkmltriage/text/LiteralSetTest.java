package dev.lkmltriage.text;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.TestData;
import dev.lkmltriage.testkit.TimeBudget;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.eclipse.jgit.lib.ObjectId;
import org.eclipse.jgit.lib.Repository;
import org.eclipse.jgit.revwalk.RevCommit;
import org.eclipse.jgit.revwalk.RevWalk;
import org.eclipse.jgit.storage.file.FileRepositoryBuilder;
import org.eclipse.jgit.treewalk.TreeWalk;
import org.junit.jupiter.api.Test;

/**
 * {@link LiteralSet#scan} finds exactly the occurrences that a search per literal finds: {@code String.startsWith}
 * at every offset for an exact literal, and the {@code c | 0x20} character loop the case-ignoring pre-checks used
 * for a folded one, on random texts (Latin-1, UTF-16, surrogate pairs, NUL and the other characters that fold onto
 * a literal's) and on real mail.
 */
class LiteralSetTest {
    private static final String[] EXACT = {":", ": ", "CONFIG_", " [=", "Kernel driver in use: ", "drivers/", "+-",
        "\\-", "ps", "PS", "/s", "bit", "Bit", "sec", " connected ", "aa", "CID", "\n--- a/", "\u00e9t"};
    private static final String[] FOLDED = {"fixed in ", "link:", "coverity", "applied", "aa", "\u00e9t"};

    private static final LiteralSet SET = LiteralSet.builder().exact(EXACT).ignoringCase(FOLDED).build();

    @Test
    void findsEveryOccurrenceAndLeavesNearMissesAlone() {
        LiteralHits h = SET.scan("Kernel driver in use: e1000e\nCONFIG_X=y\nFIXED In 5.4; Link: x; aaa\n");
        assertTrue(h.contains("Kernel driver in use: "));
        assertTrue(h.contains("CONFIG_"));
        assertTrue(h.containsIgnoringCase("fixed in "));
        assertTrue(h.containsIgnoringCase("link:"));
        assertEquals(2, h.count(SET.exactIndex("aa")), "overlapping occurrences both count");
        assertFalse(h.contains("drivers/"));
        assertFalse(h.containsIgnoringCase("coverity"));
        assertFalse(SET.scan("config_x kernel Driver in use: fixed\nin covErit").contains("CONFIG_"));
        LiteralHits near = SET.scan("Kernel Driver in use: x\nfixed\nin\ncovErity");
        assertFalse(near.contains("Kernel driver in use: "), "exact literals mind the case");
        assertFalse(near.containsIgnoringCase("fixed in "), "a line break is no space");
        assertTrue(near.containsIgnoringCase("coverity"));
        assertFalse(SET.scan("CID").contains("CONFIG_"), "shorter than the literal");
        assertFalse(SET.scan("").contains(":"));
        assertThrows(IllegalArgumentException.class, () -> h.contains("not there"));
    }

    @Test
    void charactersAboveLatin1NeverMatchAndKeepOffsets() {
        // U+0101 and the surrogate pair stand where '?' would be; the literal after them keeps its offset
        String text = "\u0101\ud83d\ude00CID \u212aoverity \u0130: \u00e9t";
        LiteralHits h = SET.scan(text);
        assertEquals(text.indexOf("CID"), h.next(SET.exactIndex("CID"), 0));
        assertFalse(h.containsIgnoringCase("coverity"), "the Kelvin sign is no k for an ASCII fold");
        assertEquals(text.indexOf(": "), h.next(SET.exactIndex(": "), 0));
        assertEquals(text.indexOf("\u00e9t"), h.next(SET.exactIndex("\u00e9t"), 0));
        assertThrows(IllegalArgumentException.class, () -> LiteralSet.builder().exact("a?").build());
        assertThrows(IllegalArgumentException.class, () -> LiteralSet.builder().ignoringCase("Abc").build());
        assertThrows(IllegalArgumentException.class, () -> LiteralSet.builder().exact("\u0101").build());
        assertThrows(IllegalArgumentException.class, () -> LiteralSet.builder().ignoringCase("a\u0000").build());
    }

    @Test
    void sameOccurrencesAsOneSearchPerLiteralOnRandomText() {
        String alphabet = "aAeE: -+\\/sSpPbBiItTcC_[=\n\u0000\u001a?\u00e9\u00c9\u0101\u212a\u0130fFxXdDnNlLkKoOvV";
        String[] pieces = {"CONFIG_", "fixed in ", "FiXeD iN ", "Link:", "Kernel driver in use: ", "\ud83d\ude00",
            "coverity", "drivers/", " connected ", "\n--- a/", "\u00e9t", "\u00c9T"};
        Random r = new Random(11);
        for (int round = 0; round < 20_000; round++) {
            StringBuilder b = new StringBuilder();
            int len = r.nextInt(60);
            for (int i = 0; i < len; i++) {
                if (r.nextInt(10) == 0) {
                    b.append(pieces[r.nextInt(pieces.length)]);
                } else {
                    b.append(alphabet.charAt(r.nextInt(alphabet.length())));
                }
            }
            assertSameAsOracle(b.toString());
        }
    }

    @Test
    void sameOccurrencesAsOneSearchPerLiteralOnRealMail() throws IOException {
        var git = TestData.shared("data/linux-pci-2019-2020.git");
        int messages = 0;
        try (Repository repo = new FileRepositoryBuilder().setGitDir(git.toFile()).setMustExist(true).build();
             RevWalk walk = new RevWalk(repo)) {
            ObjectId head = repo.resolve("HEAD");
            walk.markStart(walk.parseCommit(head));
            for (RevCommit c : walk) {
                if (messages++ == 400) {
                    break;
                }
                try (TreeWalk tw = TreeWalk.forPath(repo, "m", c.getTree())) {
                    if (tw != null) {
                        byte[] raw = repo.open(tw.getObjectId(0)).getCachedBytes(64 << 20);
                        assertSameAsOracle(new String(raw, StandardCharsets.UTF_8));
                        assertSameAsOracle(new String(raw, StandardCharsets.ISO_8859_1));
                    }
                }
            }
        }
        assertTrue(messages > 100);
    }

    @Test
    void costsAtMostTheLongestLiteralPerCharacterOnPathologicalText() {
        // every offset starts a candidate of a literal that never completes
        LiteralSet set = LiteralSet.builder().exact("a".repeat(30) + "b").ignoringCase("a".repeat(40) + "c").build();
        String text = "a".repeat(2_000_000);
        assertTimeoutPreemptively(TimeBudget.seconds(10), () -> assertFalse(set.scan(text).has(0)));
    }

    private static void assertSameAsOracle(String text) {
        LiteralHits h = SET.scan(text);
        for (String l : EXACT) {
            int i = SET.exactIndex(l);
            assertArrayEquals(oracle(text, l, false), all(h, i), () -> l + " in " + escape(text));
        }
        for (String l : FOLDED) {
            int i = SET.foldedIndex(l);
            assertArrayEquals(oracle(text, l, true), all(h, i), () -> l + " (any case) in " + escape(text));
        }
    }

    private static int[] all(LiteralHits h, int literal) {
        int[] out = new int[h.count(literal)];
        for (int k = 0; k < out.length; k++) {
            out[k] = h.at(literal, k);
        }
        return out;
    }

    /** One search per literal, as the stages did it. */
    private static int[] oracle(String text, String literal, boolean folded) {
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i + literal.length() <= text.length(); i++) {
            boolean match = true;
            for (int j = 0; j < literal.length() && match; j++) {
                char c = text.charAt(i + j);
                match = folded ? (c | 0x20) == literal.charAt(j) : c == literal.charAt(j);
            }
            if (match) {
                out.add(i);
            }
        }
        return out.stream().mapToInt(Integer::intValue).toArray();
    }

    private static String escape(String s) {
        return s.replace("\n", "\\n").replace("\u0000", "\\0");
    }
}
