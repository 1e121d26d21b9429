package dev.lkmltriage.extract;

import dev.lkmltriage.testkit.TimeBudget;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Session 26 (forms27): a device named by the name an older pci.ids gave it ({@link FormerNames}) resolves when the
 * whole name matches a row of the former-names table, token for token; nothing looser.
 */
class FormerNamesTest {
    /** A small pci.ids of made-up devices: today's names. */
    private static final String IDS = """
            1b2c  Frobnitz Devices Inc.
            \t0101  Gen3 Bridge Port (x16)
            \t0102  Gen3 Bridge Port (x8)
            \t0103  Gen3 Bridge Port (x4)
            \t0200  Widget Audio Controller
            """;
    private static final String FORMER = """
            # id\tname as lspci printed it
            1b2c:0101\tFrobnitz Devices Inc. Sunbeam-H PCIe Bridge (x16)
            1b2c:0200\tFrobnitz Devices Inc. Sunbeam-H HD Audio
            1b2c:0999\tFrobnitz Devices Inc. Not In Todays Table
            1b2c:0102\tFrobnitz Devices Inc. Twice Named Part
            1b2c:0103\tFrobnitz Devices Inc. Twice Named Part
            zzzz:0101\tFrobnitz Devices Inc. Bad Row
            1b2c:0101 no tab here
            """;

    private static NameMatcher matcher() throws IOException {
        IdTable t = IdTable.read(new ByteArrayInputStream(IDS.getBytes(StandardCharsets.UTF_8)));
        return new NameMatcher(t, FormerNames.read(new BufferedReader(new StringReader(FORMER)), t));
    }

    @Test
    void aFormerNameResolvesToItsId() throws IOException {
        NameMatcher m = matcher();
        assertEquals(PciId.of(0x1b2c, 0x0101), m.match("Frobnitz Devices Inc. Sunbeam-H PCIe Bridge (x16)"));
        // spacing, case and punctuation are tokens' business, as for today's names
        assertEquals(PciId.of(0x1b2c, 0x0200), m.match("Frobnitz Devices Inc.  SUNBEAM-H HD audio"));
        // today's names still resolve as before
        assertEquals(PciId.of(0x1b2c, 0x0102), m.match("Frobnitz Devices Inc. Gen3 Bridge Port (x8)"));
    }

    @Test
    void onlyTheWholeNameCounts() throws IOException {
        NameMatcher m = matcher();
        // near misses: a word dropped, a width changed, the vendor left out
        assertNull(m.match("Frobnitz Devices Inc. Sunbeam-H PCIe Bridge"));
        assertNull(m.match("Frobnitz Devices Inc. Sunbeam-H PCIe Bridge (x8)"));
        assertNull(m.match("Sunbeam-H HD Audio"));
    }

    @Test
    void badRowsAreDropped() throws IOException {
        NameMatcher m = matcher();
        assertNull(m.match("Frobnitz Devices Inc. Not In Todays Table"), "an id today's pci.ids lacks");
        assertNull(m.match("Frobnitz Devices Inc. Twice Named Part"), "a name two ids share");
        assertNull(m.match("Frobnitz Devices Inc. Bad Row"));
    }

    @Test
    void aMissingOrHostileFileMeansNoFormerNames(@TempDir Path dir) throws IOException {
        IdTable t = IdTable.read(new ByteArrayInputStream(IDS.getBytes(StandardCharsets.UTF_8)));
        assertNull(new NameMatcher(t, FormerNames.read(dir.resolve("absent.tsv"), t))
                .match("Frobnitz Devices Inc. Sunbeam-H HD Audio"));
        Path junk = dir.resolve("junk.tsv");
        Files.write(junk, new byte[] {(byte) 0xff, (byte) 0xfe, '\t', '\n', 0, 0});
        assertNull(new NameMatcher(t, FormerNames.read(junk, t)).match("Frobnitz Devices Inc. Sunbeam-H HD Audio"));
        String huge = "1b2c:0200\t" + "word ".repeat(200_000) + "\n";
        assertTimeoutPreemptively(TimeBudget.seconds(5),
                () -> FormerNames.read(new BufferedReader(new StringReader(huge)), t));
    }

    @Test
    void theShippedTableHoldsTheSkylakeBridgesOldName() {
        IdDatabase db = IdDatabase.open(ExtractSettings.defaults());
        if (!db.has("pci")) {
            return; // no pci.ids on this machine: nothing to resolve against
        }
        assertEquals(PciId.of(0x8086, 0x1901), db.matchName(
                "Intel Corporation Xeon E3-1200 v5/E3-1500 v5/6th Gen Core Processor PCIe Controller (x16)"));
    }
}
