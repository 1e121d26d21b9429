package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Session 38 (speed38): the driver stage's word walk asks a second, independently mixed bit of the name table
 * ({@link DriverTable#mayBeNameHashedAgain}) before it copies a word the first bits let through, and {@link
 * FailingAliases} mixes its aliases' hashes into a larger table. Both only rule words out; neither may ever rule out a
 * real name or alias (the second bits are asked only of words without '-' or '_').
 */
class NameBitsAgainTest {
    private static final DriverTable TABLE = DriverTable.load(HwMails.withoutIds());

    @Test
    void everyNamePassesBothBitSets() {
        int names = 0;
        for (String n : TABLE.names()) {
            names++;
            assertTrue(TABLE.mayBeNameHashed(n.hashCode()), n);
            assertTrue(TABLE.mayBeNameHashedAgain(n.hashCode()), n);
        }
        assertTrue(names > 1000, "the merged driver table is there: " + names);
    }

    @Test
    void everyHandAliasIsStillFoundFailing() {
        FailingAliases failing = new FailingAliases(TABLE);
        Map<String, String> aliases = TABLE.handAliases();
        assertTrue(aliases.size() > 20);
        for (Map.Entry<String, String> e : aliases.entrySet()) {
            String a = e.getKey();
            if (a.length() < 3 || a.length() > 20 || a.charAt(0) < 'a' || a.charAt(0) > 'z') {
                continue; // at() is asked only of such words
            }
            String line = "Since yesterday " + a + " fails on resume";
            int start = "Since yesterday ".length();
            assertEquals(e.getValue(), failing.at(line, 0, start, start + a.length(), line.length(), a.hashCode()), a);
            java.util.Set<String> out = new java.util.LinkedHashSet<>();
            failing.scan(line, 0, line.length(), out);
            assertEquals(java.util.Set.of(e.getValue()), out, a);
        }
    }

    @Test
    void commonWordsBesideNamesChangeNothing() {
        DriverExtractor x = new DriverExtractor(HwMails.withoutIds());
        // words of plain prose that share a first bit with some name on the real table ("port", "after", "works")
        String text = "After the port reset the chip works again with r8169.\n"
                + "Works again after port/e1000e is loaded, and the port driver of the chip is fine.\n";
        List<String> found = x.extract(HwMails.mail("Link drops after resume", text), List.of());
        assertTrue(found.contains("r8169"), found.toString());
        assertTrue(found.contains("e1000e"), found.toString());
    }
}
