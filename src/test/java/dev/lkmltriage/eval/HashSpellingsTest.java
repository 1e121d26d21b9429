package dev.lkmltriage.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import com.fasterxml.jackson.databind.JsonNode;
import dev.lkmltriage.report.ReportJson;
import java.util.List;
import org.junit.jupiter.api.Test;

class HashSpellingsTest {
    private static JsonNode json(String s) throws Exception {
        return ReportJson.MAPPER.readTree(s);
    }

    @Test
    void aLongerOrShorterAbbreviationOfALabelledCommitTakesTheLabelsSpelling() throws Exception {
        JsonNode label = json("{\"commits\":[{\"hash\":\"0a1b2c3d4e5f\",\"role\":\"culprit\"}],"
                + "\"regression\":{\"culprit\":\"0a1b2c3d4e5f\"}}");
        JsonNode predicted = json("{\"commits\":[{\"hash\":\"0A1B2C3D4E5F6\",\"role\":\"culprit\"},"
                + "{\"hash\":\"0a1b2c3\",\"role\":\"reference\"}],\"regression\":{\"culprit\":\"0a1b2c3d4e5f6\"}}");
        JsonNode aligned = HashSpellings.alignTo(label, predicted);
        assertEquals("0a1b2c3d4e5f", aligned.path("commits").get(0).path("hash").asText());
        assertEquals("0a1b2c3d4e5f", aligned.path("commits").get(1).path("hash").asText());
        assertEquals("0a1b2c3d4e5f", aligned.path("regression").path("culprit").asText());
        // the prediction itself is not changed
        assertEquals("0A1B2C3D4E5F6", predicted.path("commits").get(0).path("hash").asText());
    }

    @Test
    void differentCommitsAndTooShortPrefixesStayApart() {
        List<String> labelled = List.of("0a1b2c3d4e5f", "abc1234");
        assertEquals("0a1b2c3d4e5e", HashSpellings.spelling("0a1b2c3d4e5e", labelled));
        assertEquals("0a1b2c", HashSpellings.spelling("0a1b2c", labelled));
        assertEquals("abc12345", HashSpellings.spelling("abc12345", List.of("abc123")));
        assertEquals("abc1234", HashSpellings.spelling("abc1234", labelled));
        assertEquals("fedcba9876", HashSpellings.spelling("fedcba9876", labelled));
    }

    @Test
    void anExactSpellingWinsOverAPrefixOfAnotherLabelledCommit() {
        // two labelled commits where one hash starts with the other's: the exact one is kept
        List<String> labelled = List.of("1234567", "1234567890ab");
        assertEquals("1234567890ab", HashSpellings.spelling("1234567890ab", labelled));
    }

    @Test
    void labelsWithoutCommitsOrMalformedPredictionsPassThrough() throws Exception {
        JsonNode predicted = json("{\"commits\":[{\"hash\":\"0a1b2c3d\"}]}");
        assertSame(predicted, HashSpellings.alignTo(json("{\"commits\":[]}"), predicted));
        JsonNode odd = json("{\"commits\":[{\"hash\":42},\"not an object\"],\"regression\":\"x\"}");
        JsonNode aligned = HashSpellings.alignTo(json("{\"commits\":[{\"hash\":\"0a1b2c3d\"}]}"), odd);
        assertEquals(odd, aligned);
    }
}
