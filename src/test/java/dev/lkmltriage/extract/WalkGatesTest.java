package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
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
 * Session 33 (perf34): cheap gates before the driver stage's look-ups, each exact: the gate says no only
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
}
