package dev.lkmltriage.corpus;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Guards the hand-written corpus2 labels against typos: every labelled device, kernel and figure must be
 * findable in the message it is labelled for. This does not extract anything (it is told what to look for), so
 * it stays independent of the product's extractors; it only proves a label is not made up.
 */
class Corpus2FactsInTextTest {
    /** Unit factors a written figure may carry, to bits per second: bit, byte (decimal), MiB (fio). */
    static final double[] FACTORS = {1e3, 1e6, 1e9, 8e3, 8e6, 8e9, 8 * 1048576.0};
    static final Pattern NUMBER = Pattern.compile("\\d+(?:[.,]\\d+)?");
    /**
     * Devices the corpus names only by an lspci name line (to be resolved through pci.ids): message, id, and the
     * name as written there.
     */
    static final Map<String, String> NAME_ONLY = Map.of(
            "mail/ath9k-ar9285-tx-drop/06-tested-3.14.eml 168c:002b",
            "atheros communications inc. ar9285 wireless network adapter (pci-express) (rev 01)");

    static List<JsonNode> facts;
    static List<String> texts;

    @BeforeAll
    static void load() throws IOException {
        facts = Corpus2LabelsTest.readLines(Corpus2LabelsTest.CORPUS.resolve("labels/facts-corpus2.jsonl"));
        texts = new ArrayList<>();
        for (JsonNode label : facts) {
            texts.add(Headers.decodedText(Corpus2LabelsTest.CORPUS.resolve(label.path("file").asText()))
                    .toLowerCase(Locale.ROOT));
        }
    }

    @Test
    void everyDeviceIsWrittenInItsMessage() {
        for (int i = 0; i < facts.size(); i++) {
            for (JsonNode hw : facts.get(i).path("hardware")) {
                String nameOnly = NAME_ONLY.get(facts.get(i).path("file").asText() + " " + hw.path("id").asText());
                assertTrue(nameOnly != null ? texts.get(i).contains(nameOnly) : deviceWritten(texts.get(i), hw.path("id").asText()),
                        facts.get(i).path("file").asText() + " does not show " + hw.path("id").asText());
                if (!hw.path("subsystem").isNull()) {
                    assertTrue(deviceWritten(texts.get(i), hw.path("subsystem").asText())
                                    || texts.get(i).contains("sv0000" + hw.path("subsystem").asText().substring(0, 4)),
                            facts.get(i).path("file").asText() + " does not show subsystem " + hw.path("subsystem"));
                }
            }
        }
    }

    @Test
    void everyKernelIsWrittenInItsMessage() {
        for (int i = 0; i < facts.size(); i++) {
            for (JsonNode k : facts.get(i).path("kernels")) {
                String v = k.path("version").asText();
                assertTrue(Pattern.compile("(?<![\\d.])v?" + Pattern.quote(v) + "(?![\\d])").matcher(texts.get(i)).find(),
                        facts.get(i).path("file").asText() + " does not name kernel " + v);
            }
        }
    }

    @Test
    void everyFigureIsWrittenInItsMessage() {
        for (int i = 0; i < facts.size(); i++) {
            List<Double> written = numbers(texts.get(i));
            JsonNode label = facts.get(i);
            for (JsonNode t : label.path("throughput")) {
                double bps = t.path("bitsPerSecond").asDouble();
                assertTrue(written(written, bps), label.path("file").asText() + " has no figure for " + bps);
            }
            JsonNode r = label.path("regression");
            for (String end : new String[] {"before", "after"}) {
                if (!r.isNull() && !r.path(end).isNull()) {
                    double bps = r.path(end).asDouble();
                    assertTrue(label.path("throughput").findValuesAsText("bitsPerSecond").stream()
                                    .anyMatch(s -> Math.abs(Double.parseDouble(s) - bps) < 1),
                            label.path("file").asText() + " regression." + end + " is not one of its figures");
                }
            }
        }
    }

    static boolean deviceWritten(String text, String id) {
        String v = id.substring(0, 4);
        String d = id.substring(5);
        return text.contains(id)
                || text.contains("v0000" + v + "d0000" + d)
                || text.contains(v.substring(2) + " " + v.substring(0, 2) + " " + d.substring(2) + " " + d.substring(0, 2));
    }

    static List<Double> numbers(String text) {
        List<Double> out = new ArrayList<>();
        Matcher m = NUMBER.matcher(text);
        while (m.find()) {
            out.add(Double.parseDouble(m.group().replace(',', '.')));
        }
        return out;
    }

    static boolean written(List<Double> numbers, double bps) {
        for (double n : numbers) {
            for (double f : FACTORS) {
                if (Math.abs(n * f - bps) <= bps * 1e-4) {
                    return true;
                }
            }
        }
        return false;
    }
}
