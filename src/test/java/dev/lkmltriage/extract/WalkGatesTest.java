package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Session 33 (perf34): cheap gates before the driver and config stages' look-ups, each exact: the gate says no only
 * where the look-up it spares would find nothing. Old (the look-up) and new (gate, then look-up) are compared on the
 * real tables and on random words.
 */
class WalkGatesTest {
    private static DriverTable drivers() throws IOException {
        try (Reader r = Files.newBufferedReader(Path.of("models/drivers.tsv"))) {
            return DriverTable.read(r);
        }
    }

    @Test
    void nameOrAliasBitsNeverRuleOutANameOrAliasInAnyCase() throws IOException {
        DriverTable table = drivers();
        List<String> keys = new ArrayList<>(table.names());
        keys.addAll(table.handAliases().keySet());
        assertTrue(keys.size() > 100, "the real table");
        Random random = new Random(33);
        for (String k : keys) {
            // the driver line's words in any case: "the NVMe driver", "the Xhci driver"
            StringBuilder mixed = new StringBuilder();
            for (char c : k.toCharArray()) {
                mixed.append(random.nextBoolean() ? Character.toUpperCase(c) : c);
            }
            String word = mixed.toString();
            if (table.byNameOrAlias(word.toLowerCase(Locale.ROOT)) != null) {
                assertTrue(table.mayBeNameOrAliasLower(" " + word + " ", 1, 1 + word.length()), word);
            }
        }
    }

    @Test
    void nameOrAliasBitsAgreeWithTheLookUpOnRandomWords() throws IOException {
        DriverTable table = drivers();
        List<String> keys = new ArrayList<>(table.names());
        Random random = new Random(34);
        String alphabet = "abcdefgxhiXHCIN0123_-";
        int ruledOut = 0;
        for (int round = 0; round < 200_000; round++) {
            String word;
            if (random.nextInt(4) == 0) {
                String k = keys.get(random.nextInt(keys.size()));
                word = random.nextBoolean() ? k.toUpperCase(Locale.ROOT) : k;
            } else {
                StringBuilder b = new StringBuilder();
                for (int n = 1 + random.nextInt(8); n > 0; n--) {
                    b.append(alphabet.charAt(random.nextInt(alphabet.length())));
                }
                word = b.toString();
            }
            boolean may = table.mayBeNameOrAliasLower(word, 0, word.length());
            if (!may) {
                ruledOut++;
                assertNull(table.byNameOrAlias(word.toLowerCase(Locale.ROOT)), word);
            }
        }
        assertTrue(ruledOut > 100_000, "the gate rules out most random words: " + ruledOut);
    }

    @Test
    void startBitsNeverRuleOutANameInEitherSpellingOrAHandAlias() throws IOException {
        DriverTable table = drivers();
        List<String> keys = new ArrayList<>(table.names());
        java.util.Map<String, String> hand = table.handAliases();
        keys.addAll(hand.keySet());
        Random random = new Random(36);
        String alphabet = "abcdehipxsn0123_-";
        int ruledOut = 0;
        for (int round = 0; round < keys.size() + 200_000; round++) {
            String word;
            if (round < keys.size()) {
                // each key, '-' and '_' swapped at random ("pci_endpoint_test" of pci-endpoint-test)
                StringBuilder b = new StringBuilder();
                for (char c : keys.get(round).toCharArray()) {
                    b.append(c == '-' || c == '_' ? (random.nextBoolean() ? '-' : '_') : c);
                }
                word = b.toString();
            } else {
                StringBuilder b = new StringBuilder();
                for (int n = 1 + random.nextInt(7); n > 0; n--) {
                    b.append(alphabet.charAt(random.nextInt(alphabet.length())));
                }
                word = b.toString();
            }
            String line = "x " + word + ".";
            boolean may = table.mayStartNameOrHandAlias(line.toCharArray(), 2, line.length());
            if (!may) {
                ruledOut++;
                String other = word.indexOf('_') >= 0 ? word.replace('_', '-') : word.replace('-', '_');
                assertNull(table.byName(word), word);
                assertNull(table.byName(other), word);
                assertNull(hand.get(word), word);
            }
        }
        assertTrue(ruledOut > 50_000, "the gate rules out many random words: " + ruledOut);
    }

    @Test
    void aPromptPhraseWithAWordNoPromptHoldsNamesNothing() throws IOException {
        DriverPrompts prompts = DriverPrompts.read(new StringReader(DriverPromptsTest.TABLE));
        // the written words must each fill a slot: a word no prompt has ends the walk back at once
        for (String phrase : List.of("the q.UX6 PCIe driver", "the fancy q.UX6 PCIe driver", "the q.UX6 fancy PCIe driver",
                "the Zegra PCIe driver", "the Zegra PCIe blah driver", "so blah Zegra PCIe driver")) {
            int at = phrase.indexOf(" driver");
            String expected = phrase.contains("fancy") || phrase.contains("blah") ? null
                    : phrase.contains("q.UX6") ? "pci-quux6" : "pci-zegra";
            assertEquals(expected, prompts.named(phrase, 0, at + 1), phrase);
        }
    }

    /** The old way: the lowercased word's first-word list, as {@link MenuconfigTable#at} reads it. */
    @Test
    void menuconfigAsciiLookUpFindsThePromptTheLowercasedCopyFinds() throws IOException {
        MenuconfigTable table;
        try (Reader r = Files.newBufferedReader(Path.of("models/menuconfig.tsv"))) {
            table = MenuconfigTable.read(r);
        }
        List<String> firstWords = new ArrayList<>();
        for (String line : Files.readAllLines(Path.of("models/menuconfig.tsv"))) {
            int tab = line.indexOf('\t');
            if (tab > 0 && !line.startsWith("#")) {
                firstWords.add(line.substring(0, tab).strip());
            }
        }
        Random random = new Random(35);
        String alphabet = "aAbBeEsSpPcCiI-_.0 ";
        int found = 0;
        for (int round = 0; round < 100_000; round++) {
            String text;
            if (random.nextInt(3) == 0) {
                // a prompt, its first word's case changed, with text after
                String p = firstWords.get(random.nextInt(firstWords.size()));
                text = (random.nextBoolean() ? p.toUpperCase(Locale.ROOT) : random.nextBoolean()
                        ? p.toLowerCase(Locale.ROOT) : p) + (random.nextBoolean() ? " (enabled)" : "x y");
            } else {
                StringBuilder b = new StringBuilder();
                for (int n = 1 + random.nextInt(12); n > 0; n--) {
                    b.append(alphabet.charAt(random.nextInt(alphabet.length())));
                }
                text = b.toString();
            }
            char[] chars = text.toCharArray();
            int i = 0;
            int hash = 0;
            int seen = 0;
            for (char ch; i < chars.length && i < 60 && (ch = chars[i]) != ' ' && ch != '\t'; i++) {
                seen |= ch;
                hash = 31 * hash + ((char) (ch - 'A') < 26 ? ch + ('a' - 'A') : ch);
            }
            if (i == 0 || seen >= 128) {
                continue;
            }
            MenuconfigTable.Prompt old = table.at(text, 0, text.length(),
                    text.substring(0, i).toLowerCase(Locale.ROOT));
            MenuconfigTable.Prompt now = table.atAscii(chars, text, 0, text.length(), i, hash);
            assertSame(old, now, text);
            found += old != null ? 1 : 0;
        }
        assertTrue(found > 1000, "prompts found: " + found);
    }
}
