package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.MailParser;
import dev.lkmltriage.testkit.TimeBudget;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * Session 52 (speed52): exact cuts held to the code they replace. {@link SpeltTitles#scan} looks names up only in a
 * summary with "driver" or "support" among its words ({@link SpeltTitles#names} is the old scan after the split);
 * the configs stage reads a document's diff line for options only when it holds "CONFIG_" (before, every prose line
 * of a document's diff searched on to the text's next "CONFIG_" or its end: quadratic in a long document patch).
 * Mail written for the test.
 */
class ExactCuts52Test {
    private final DriverTable table = DriverTable.load(HwMails.withoutIds());
    private final FactExtractor extractor = new FactExtractor(HwMails.withoutIds());

    /** Words around the spelt titles: the kind words in every case, near misses, a long word, separators. */
    private static final String[] WORDS = {
        "Intel", "PMT", "class", "driver", "Driver", "DRIVER", "drivers", "driverx", "support", "Support", "SUPPORT",
        "supported", "for", "For", "Add", "HiSilicon", "PCIe", "PMU", "Platform", "Monitoring", "Technology", "the",
        "x", "a".repeat(29), "driver" + "z".repeat(30), "z".repeat(24) + "driver", "mfd:", "perf:", "-", ",", "(",
        ")", "\u00e9driver", "driver\u00e9", "Intel PMT class driver", "driver for HiSilicon PCIe PMU",
        "\u0130", "sup port", "dr1ver", "2", "v3"};

    private String summary(Random r, int words) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < words; i++) {
            b.append(WORDS[r.nextInt(WORDS.length)]).append(r.nextInt(6) == 0 ? "" : " ");
        }
        return b.toString();
    }

    @Test
    void speltTitlesScanAsTheUngatedLookUps() {
        SpeltTitles spelt = new SpeltTitles(table);
        Random r = new Random(52);
        int named = 0;
        int gated = 0;
        for (int n = 0; n < 60_000; n++) {
            // up to 70 words: past MAX_WORDS too, where a kind word no longer counts
            String s = summary(r, 1 + r.nextInt(n % 10 == 0 ? 70 : 12));
            List<String> old = s.length() > SpeltTitles.MAX_SUMMARY ? List.of()
                    : spelt.names(SpeltTitles.words(s));
            List<String> now = spelt.scan(s);
            assertEquals(old, now, s);
            named += now.isEmpty() ? 0 : 1;
            gated += SpeltTitles.words(s).stream().anyMatch(w -> w.equalsIgnoreCase("driver")
                    || w.equalsIgnoreCase("support")) ? 0 : 1;
        }
        // both sides of the gate are reached, and names are found many times
        assertTrue(named > 500 && gated > 5_000, named + " named, " + gated + " gated");
    }

    @Test
    void speltTitlesPositivesAndNearMisses() {
        SpeltTitles spelt = new SpeltTitles(table);
        assertEquals(List.of("intel_pmt_class"), spelt.scan("platform/x86: Intel PMT class driver"));
        assertEquals(List.of("intel_pmt_class"), spelt.scan("Intel PMT class DRIVER"));
        assertEquals(List.of("hisi_pcie_pmu"), spelt.scan("Add driver for HiSilicon PCIe PMU"));
        // a character past ASCII ends a word: "\u00e9driver" holds the word "driver"
        assertEquals(List.of("intel_pmt_class"), spelt.scan("Intel PMT class \u00e9driver"));
        // the kind word in another form, glued to a letter, or not a word of its own: none
        for (String s : new String[] {"Intel PMT class drivers", "Intel PMT class driverx", "Intel PMT class",
                "Add drivers for HiSilicon PCIe PMU", "Intel PMT class dr1ver",
                "Intel PMT class " + "driver" + "z".repeat(30), "", " ", "driver", "support for"}) {
            assertEquals(List.of(), spelt.scan(s), s);
            assertEquals(s.isEmpty() ? List.of() : spelt.names(SpeltTitles.words(s)), spelt.scan(s), s);
        }
    }

    @Test
    void speltTitlesMalformedAndHostile() {
        SpeltTitles spelt = new SpeltTitles(table);
        assertEquals(List.of(), spelt.scan(null));
        assertEquals(List.of(), spelt.scan("\uD800\uDC00\u0000 driver"));
        String letters = ("a".repeat(29) + " ").repeat(13);
        assertTimeoutPreemptively(TimeBudget.seconds(10), () -> assertEquals(List.of(), spelt.scan(letters)));
        String noKind = "Intel PMT class ".repeat(24);
        assertTimeoutPreemptively(TimeBudget.seconds(10), () -> assertEquals(List.of(), spelt.scan(noKind)));
    }

    private Map<String, String> configs(String subject, String body) {
        return ConfigMails.configs(extractor, "speed52", subject, body);
    }

    /** The mail as the ingest parses it (its diff spans found by the parser). */
    private static Mail parsed(String body) {
        String raw = "From: Dee Writer <dee@example.org>\nSubject: [PATCH] Documentation/frob: Reword\n"
                + "Message-ID: <speed52@example.org>\nContent-Type: text/plain; charset=utf-8\n\n" + body;
        return new MailParser().parse(raw.getBytes(StandardCharsets.UTF_8));
    }

    private static String docPatch(String... added) {
        StringBuilder b = new StringBuilder("Reword it.\n\nSigned-off-by: Dee Writer <dee@example.org>\n---\n"
                + " Documentation/frob/locks.rst | 4 ++--\n\n"
                + "diff --git a/Documentation/frob/locks.rst b/Documentation/frob/locks.rst\n"
                + "--- a/Documentation/frob/locks.rst\n+++ b/Documentation/frob/locks.rst\n@@ -40,9 +40,9 @@\n");
        for (String a : added) {
            b.append(a).append('\n');
        }
        return b.toString();
    }

    @Test
    void documentLinesNameTheirOptionsOnlyWithTheLiteral() {
        Map<String, String> got = configs("[PATCH] Documentation/frob: Reword",
                docPatch("+These rules hold in CONFIG_FROB_RT kernels.", "+No option is named here at all.",
                        "-The sleeping variant needs CONFIG_FROB_SLEEPY", "+config_frob_lower is no option.",
                        "+Nor is CONFIG alone, nor CONFIG-FROB, nor a CONFIG_", "+prose after the wrapped name.",
                        "+Last line names CONFIG_FROB_LAST"));
        assertEquals("null", got.get("CONFIG_FROB_RT"), got.toString());
        assertEquals("null", got.get("CONFIG_FROB_SLEEPY"), got.toString());
        assertEquals("null", got.get("CONFIG_FROB_LAST"), got.toString());
        Map<String, String> expected = new TreeMap<>(Map.of("CONFIG_FROB_RT", "null", "CONFIG_FROB_SLEEPY", "null",
                "CONFIG_FROB_LAST", "null"));
        assertEquals(expected, got);
        // a document patch naming no option names none
        Map<String, String> none = configs("[PATCH] Documentation/frob: Reword",
                docPatch("+Only words here.", "+And here.", "-And here too."));
        assertEquals(Map.of(), none);
    }

    @Test
    void aLongDocumentPatchWithoutOptionsStaysLinear() {
        // 120,000 prose lines of a document's diff, the only "CONFIG_" at the end: each line used to search the rest
        String[] lines = new String[120_001];
        java.util.Arrays.fill(lines, "+Prose of a document, line after line.");
        lines[lines.length - 1] = "+Only the last line names CONFIG_FROB_END.";
        String body = docPatch(lines);
        ConfigExtractor stage = new ConfigExtractor(HwMails.withoutIds());
        List<ConfigFact> got = assertTimeoutPreemptively(TimeBudget.seconds(20),
                () -> stage.extract(parsed(body)));
        assertEquals(1, got.size(), got.toString());
        assertEquals("CONFIG_FROB_END", got.get(0).option());
        // and with no option at all, or only quoted
        String plain = docPatch(java.util.Arrays.copyOf(lines, lines.length - 1));
        assertEquals(List.of(), assertTimeoutPreemptively(TimeBudget.seconds(20),
                () -> stage.extract(parsed(plain))));
    }
}
