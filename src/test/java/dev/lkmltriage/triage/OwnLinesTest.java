package dev.lkmltriage.triage;

import dev.lkmltriage.testkit.TimeBudget;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Session 25 (tidy26): the one cut of a patch before its first {@code diff --git} the triage readers share, and its
 * memory of the last cut, which must never hand one text's changelog to another text.
 */
class OwnLinesTest {
    private static final String LOG = "PCI: frob: keep the link up across resume\n\nThe port lost its link after"
            + " a suspend cycle.\n\nSigned-off-by: Ann Writer <ann@example.com>\n---\n drivers/pci/frob.c | 2 +-\n";
    private static final String DIFF = "diff --git a/drivers/pci/frob.c b/drivers/pci/frob.c\n@@ -1 +1 @@\n-a\n+b\n";

    @Test
    void cutsBeforeTheFirstDiff() {
        String text = LOG + DIFF + DIFF;
        assertEquals(LOG.length() - 1, OwnLines.diffAt(text));
        assertEquals(LOG.substring(0, LOG.length() - 1), OwnLines.changelog(text));
    }

    @Test
    void aTextWithoutDiffIsAllChangelog() {
        String text = LOG + "Run diff --git in the middle of a line: prose, not a diff\n";
        assertEquals(-1, OwnLines.diffAt(text));
        assertSame(text, OwnLines.changelog(text));
        assertEquals(-1, OwnLines.diffAt(null));
        assertNull(OwnLines.changelog(null));
        assertEquals(-1, OwnLines.diffAt(""));
    }

    @Test
    void aChangelogCutAgainIsItself() {
        String text = LOG + DIFF;
        String head = OwnLines.changelog(text);
        assertSame(head, OwnLines.changelog(head));
        assertEquals(-1, OwnLines.diffAt(head));
        assertEquals(LOG.length() - 1, OwnLines.diffAt(text));
    }

    @Test
    void theMemoryNeverMixesTexts() {
        String a = LOG + DIFF;
        String b = "Another changelog, longer than the first one by a few words.\n" + DIFF;
        String equalToA = new String(a.toCharArray());
        for (int i = 0; i < 3; i++) {
            assertEquals(LOG.length() - 1, OwnLines.diffAt(a));
            assertEquals(b.indexOf("\ndiff --git "), OwnLines.diffAt(b));
            assertEquals(OwnLines.changelog(a), OwnLines.changelog(equalToA));
            assertEquals(b.substring(0, b.indexOf("\ndiff --git ")), OwnLines.changelog(b));
        }
    }

    @Test
    void walksOwnLinesOnlyBeforeTheDiff() {
        List<String> seen = new ArrayList<>();
        OwnLines.beforeDiff("mine\n> quoted\n" + "x".repeat(1000) + "\nmine too\n" + DIFF + "+added\n", seen::add);
        assertEquals(List.of("mine", "mine too"), seen);
    }

    @Test
    void hugeInputIsCutInOnePass() {
        String huge = "text line without the marker\n".repeat(200_000) + DIFF.repeat(50_000);
        assertTimeoutPreemptively(TimeBudget.seconds(30), () -> {
            String head = OwnLines.changelog(huge);
            assertEquals(29 * 200_000 - 1, head.length());
            assertSame(head, OwnLines.changelog(head));
        });
    }
}
