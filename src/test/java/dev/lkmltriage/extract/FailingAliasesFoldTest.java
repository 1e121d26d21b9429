package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Session 29 (perf30): {@link DriverExtractor}'s word walk asks {@link FailingAliases#at} about each lowercase word it
 * hashes instead of a second walk ({@link FailingAliases#scan}) over the line. Old and new must add the same drivers in
 * the same order on any line: random lines of aliases, failure words, hypotheticals, digits, dashes, dots and
 * brackets, read by scan (the old) and by a walk over the runs of word characters as the driver stage's walks them
 * (the new).
 */
class FailingAliasesFoldTest {
    private static final String[] WORDS = {"if", "If", "IF", "unless", "whether", "3if", "_if", "x-if", "does", "did",
        "not", "doesn't", "didn't", "handle", "work", "resume", "is", "was", "broken", "still", "just", "also",
        "fails", "failed", "lost", "hangs", "driver", "interrupts", "irq", "device", "port", "the", "The", "and", "on",
        "0x1f", "5.10", "42", "x86_64", "-", "_", ".", ",", "(", ")", ":", "'", "\t", "  ", "foo.c", "a/b", "ok",
        "3com", "Thing", "when", "after"};

    private static FailingAliases aliases(List<String> keys) throws IOException {
        try (Reader r = Files.newBufferedReader(Path.of("models/drivers.tsv"))) {
            DriverTable table = DriverTable.read(r);
            keys.addAll(table.handAliases().keySet());
            keys.sort(null);
            return new FailingAliases(table);
        }
    }

    /** The new way: each maximal run of word characters from a lowercase letter, hashed as the walk hashes it. */
    private static List<String> walked(FailingAliases f, String text, int from, int to) {
        List<String> out = new ArrayList<>();
        int i = from;
        while (i < to) {
            if (!DriverExtractor.isWordChar(text.charAt(i))) {
                i++;
                continue;
            }
            int start = i;
            int hash = 0;
            for (char x; i < to && DriverExtractor.isWordChar(x = text.charAt(i)); i++) {
                hash = 31 * hash + x;
            }
            char ch = text.charAt(start);
            if (ch >= 'a' && ch <= 'z') {
                String d = f.at(text, from, start, i, to, hash);
                if (d != null) {
                    out.add(d);
                }
            }
        }
        return out;
    }

    @Test
    void theWalkFindsWhatTheScanFound() throws IOException {
        List<String> keys = new ArrayList<>();
        FailingAliases f = aliases(keys);
        assertTrue(keys.size() > 20, "the hand table has aliases");
        Random r = new Random(29);
        int found = 0;
        for (int round = 0; round < 200_000; round++) {
            StringBuilder b = new StringBuilder();
            for (int n = 1 + r.nextInt(12); n > 0; n--) {
                String w = r.nextInt(3) == 0 ? keys.get(r.nextInt(keys.size())) : WORDS[r.nextInt(WORDS.length)];
                if (r.nextInt(10) == 0) {
                    // glued to what stands before: "3xhci", "(xhci", "-xhci"
                    b.append("3(-_.x ".charAt(r.nextInt(7)));
                } else if (b.length() > 0) {
                    b.append(' ');
                }
                b.append(w);
            }
            String text = b.toString();
            int from = r.nextInt(4) == 0 ? r.nextInt(text.length() + 1) : 0;
            int to = r.nextInt(4) == 0 ? from + r.nextInt(text.length() - from + 1) : text.length();
            Set<String> old = new LinkedHashSet<>();
            f.scan(text, from, to, old);
            List<String> now = walked(f, text, from, to);
            assertEquals(new ArrayList<>(old), new ArrayList<>(new LinkedHashSet<>(now)),
                    "[" + text + "] " + from + "-" + to);
            found += old.size();
        }
        assertTrue(found > 1000, "the random lines hold failing aliases: " + found);
    }

    @Test
    void aLongLineOfAliasesAndNumbersIsReadOnce() throws IOException {
        List<String> keys = new ArrayList<>();
        FailingAliases f = aliases(keys);
        String alias = keys.get(0);
        // each alias's backward read for "if" stops at the alias before it
        String unit = alias + " 1 2 3 4 5 6 7 8 9 " + "if " + alias + " fails ";
        for (String line : List.of(unit.repeat(4_000_000 / unit.length()),
                alias + " 1".repeat(2_000_000) + " " + alias + " fails", (alias + " ").repeat(1_000_000))) {
            long t0 = System.nanoTime();
            List<String> now = walked(f, line, 0, line.length());
            long ms = (System.nanoTime() - t0) / 1_000_000;
            Set<String> old = new LinkedHashSet<>();
            f.scan(line, 0, line.length(), old);
            assertEquals(new ArrayList<>(old), new ArrayList<>(new LinkedHashSet<>(now)));
            assertTrue(ms < 5_000 * dev.lkmltriage.testkit.TimeBudget.scale(), ms + " ms");
        }
    }
}
