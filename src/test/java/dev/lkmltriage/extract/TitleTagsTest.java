package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Session 25 (tidy26): the one walk of a title's subject tags that the driver readers share. */
class TitleTagsTest {
    private static List<String> tags(String title) {
        List<String> out = new ArrayList<>();
        TitleTags t = new TitleTags(title);
        while (t.next()) {
            out.add(t.tag());
        }
        out.add("| " + t.rest());
        return out;
    }

    @Test
    void readsUpToFourTagsThenTheSummary() {
        assertEquals(List.of("PCI", "frob", "| Keep the link up"), tags("PCI: frob: Keep the link up"));
        assertEquals(List.of("a", "b", "c", "d", "| e: the rest"), tags("a: b: c: d: e: the rest"));
        assertEquals(List.of("iommu/vt-d", "| Clear stale faults"), tags(" iommu/vt-d : Clear stale faults"));
    }

    @Test
    void nearMissesEndTheTags() {
        assertEquals(List.of("| Fix the frob driver: it hangs"), tags("Fix the frob driver: it hangs"),
                "a blank in the tag");
        assertEquals(List.of("| " + "x".repeat(41) + ": y"), tags("x".repeat(41) + ": y"), "colon past 40");
        assertEquals(List.of("| : no tag"), tags(": no tag"), "colon first");
        assertEquals(List.of("| PCI:frob no blank after the colon"), tags("PCI:frob no blank after the colon"));
        assertEquals(List.of("| "), tags(""));
    }

    @Test
    void partsSplitAtSlashAndComma() {
        TitleTags t = new TitleTags("arm64,dts/frob-pcie: add a node");
        assertTrue(t.next());
        assertArrayEquals(new String[] {"arm64", "dts", "frob-pcie"}, t.parts());
        assertFalse(t.next());
        assertEquals("add a node", t.rest());
        // two tags written with no blank after the first colon (session 33, drivers39)
        TitleTags joined = new TitleTags("gpio:frob-gpio: new driver");
        assertTrue(joined.next());
        assertArrayEquals(new String[] {"gpio", "frob-gpio"}, joined.parts());
        assertEquals("new driver", joined.rest());
    }

    @Test
    void hostileTitlesEndFast() {
        String many = "a: ".repeat(1_000_000);
        assertEquals(5, tags(many).size(), "four tags read at most");
        assertEquals(1, tags("x".repeat(2_000_000) + ": y").size());
    }
}
