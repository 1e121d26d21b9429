package dev.lkmltriage.corpus;

import static dev.lkmltriage.corpus.Corpus1Files.readJsonl;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** Checks {@code corpus/MAINTAINERS}, which the digest uses to route clusters to people and lists. */
class CorpusMaintainersTest {
    static final Path CORPUS = Path.of("corpus");

    /** MAINTAINERS is in the kernel's format and names every driver the labels of part 1 mention. */
    @Test
    void maintainersFileIsWellFormedAndCoversTheDrivers() throws IOException {
        List<String> lines = Files.readAllLines(CORPUS.resolve("MAINTAINERS"), StandardCharsets.UTF_8);
        int start = lines.indexOf("Maintainers List");
        assertTrue(start > 0, "no 'Maintainers List' heading");
        Pattern entry = Pattern.compile("[MRLSFXNKWTQBCP]:\t\\S.*");
        int sections = 0;
        boolean inSection = false;
        boolean hasStatus = false;
        for (String line : lines.subList(start + 2, lines.size())) {
            if (line.isBlank()) {
                assertTrue(!inSection || hasStatus, "a section without S: before line '" + line + "'");
                inSection = false;
                continue;
            }
            if (!inSection) {
                assertFalse(line.contains(":\t"), "section title expected, got " + line);
                inSection = true;
                hasStatus = false;
                sections++;
                continue;
            }
            assertTrue(entry.matcher(line).matches(), "not a MAINTAINERS entry: " + line);
            hasStatus |= line.startsWith("S:");
        }
        assertTrue(sections >= 8, "sections: " + sections);
        String text = String.join("\n", lines);
        for (JsonNode l : readJsonl(CORPUS.resolve("labels/facts-corpus.jsonl"))) {
            for (JsonNode d : l.get("drivers")) {
                assertTrue(text.contains("/" + d.asText()), "MAINTAINERS has no path for driver " + d);
            }
        }
    }

}
