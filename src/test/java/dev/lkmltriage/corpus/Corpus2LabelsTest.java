package dev.lkmltriage.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Keeps the second corpus writer's hand-written labels honest: every label names a real message with the same
 * Message-ID, every message under the corpus2 slugs is labelled, the label objects have exactly the agreed shape,
 * clusters name only labelled messages, replies point at messages that exist, and the counts claimed in
 * {@code corpus/README.md} hold.
 */
class Corpus2LabelsTest {
    /** The counts README.md claims; change both together. */
    static final int MESSAGES = 54;
    static final int REGRESSIONS = 8;
    /** A directory of corpus2 messages that belong to no regression (a pull, a robot mail, a question). */
    static final String OTHER = "other-c2";

    static final Path CORPUS = Path.of("corpus");
    static final Set<String> FIELDS = Set.of("file", "messageId", "kind", "hardware", "kernels", "commits",
            "throughput", "drivers", "configs", "regression");
    static final Set<String> KINDS = Set.of("report", "reply", "patch", "pull", "robot", "other");
    static final Set<String> ROLES = Set.of("report", "reply", "duplicate", "fix");
    static final Pattern FIXES = Pattern.compile("(?m)^Fixes: ([0-9a-f]{12,40}) \\(\"");

    static final ObjectMapper JSON = new ObjectMapper();
    static List<JsonNode> facts;
    static List<JsonNode> clusters;
    /** Message-ID (no brackets) to headers, for every .eml in the whole corpus, both writers'. */
    static Map<String, Map<String, String>> corpusById;
    static Map<String, String> pathById;

    @BeforeAll
    static void load() throws IOException {
        facts = readLines(CORPUS.resolve("labels/facts-corpus2.jsonl"));
        clusters = readLines(CORPUS.resolve("labels/clusters-corpus2.jsonl"));
        corpusById = new HashMap<>();
        pathById = new HashMap<>();
        try (Stream<Path> files = Files.walk(CORPUS.resolve("mail"))) {
            for (Path p : files.filter(f -> f.toString().endsWith(".eml")).sorted().toList()) {
                Map<String, String> h = Headers.read(p);
                String id = Headers.bareId(h.get("message-id"));
                assertNotNull(id, p + " has no Message-ID");
                String previous = pathById.put(id, p.toString());
                assertTrue(previous == null, "Message-ID " + id + " is used by " + previous + " and " + p);
                corpusById.put(id, h);
            }
        }
    }

    @Test
    void everyLabelNamesAnExistingFileWithThatMessageId() throws IOException {
        Set<String> files = new HashSet<>();
        for (JsonNode label : facts) {
            String file = label.path("file").asText();
            assertTrue(files.add(file), "labelled twice: " + file);
            Path p = CORPUS.resolve(file);
            assertTrue(Files.isRegularFile(p), "label names a missing file: " + file);
            String id = Headers.bareId(Headers.read(p).get("message-id"));
            assertEquals(label.path("messageId").asText(), id, "Message-ID of " + file);
        }
    }

    @Test
    void everyMessageUnderOurSlugsIsLabelled() throws IOException {
        Set<String> labelled = new HashSet<>();
        for (JsonNode label : facts) {
            labelled.add(label.path("file").asText());
        }
        for (String slug : slugs()) {
            try (Stream<Path> files = Files.list(CORPUS.resolve("mail").resolve(slug))) {
                for (Path p : files.filter(f -> f.toString().endsWith(".eml")).toList()) {
                    String rel = CORPUS.relativize(p).toString().replace('\\', '/');
                    assertTrue(labelled.contains(rel), "no label for " + rel);
                }
            }
        }
    }

    @Test
    void slugsAreTheClustersPlusTheOtherDirectory() {
        Set<String> expected = new TreeSet<>();
        for (JsonNode cluster : clusters) {
            expected.add(cluster.path("id").asText());
        }
        expected.add(OTHER);
        assertEquals(expected, slugs());
    }

    @Test
    void labelsHaveExactlyTheAgreedShape() {
        for (JsonNode label : facts) {
            String where = label.path("file").asText();
            Set<String> names = new HashSet<>();
            label.fieldNames().forEachRemaining(names::add);
            assertEquals(FIELDS, names, "fields of " + where);
            assertTrue(KINDS.contains(label.path("kind").asText()), "kind of " + where);
            assertTrue(label.path("messageId").asText().contains("c2"), "corpus2 Message-IDs carry c2: " + where);
            LabelShape.check(label, where);
        }
    }

    @Test
    void commitHashesAreWrittenInTheMessage() throws IOException {
        for (JsonNode label : facts) {
            String text = Headers.decodedText(CORPUS.resolve(label.path("file").asText())).toLowerCase();
            for (JsonNode commit : label.path("commits")) {
                String hash = commit.path("hash").asText();
                assertTrue(text.contains(hash), label.path("file").asText() + " does not contain " + hash);
            }
        }
    }

    @Test
    void messagesUseLfLineEndingsAndCarryADate() throws IOException {
        for (JsonNode label : facts) {
            Path p = CORPUS.resolve(label.path("file").asText());
            byte[] raw = Files.readAllBytes(p);
            for (byte b : raw) {
                if (b == '\r') {
                    fail(p + " has a CR: the corpus is LF only");
                }
            }
            assertNotNull(Headers.read(p).get("date"), p + " has no Date");
        }
    }

    @Test
    void messagesAreNumberedInDateOrder() throws IOException {
        for (String slug : slugs()) {
            List<Path> files;
            try (Stream<Path> s = Files.list(CORPUS.resolve("mail").resolve(slug))) {
                files = s.filter(f -> f.toString().endsWith(".eml")).sorted().toList();
            }
            ZonedDateTime previous = null;
            for (Path p : files) {
                // RFC 1123 parsing does not take the trailing "(PDT)" comment some mailers add.
                String date = Headers.read(p).get("date").replaceAll("\\s*\\([^)]*\\)\\s*$", "");
                ZonedDateTime at = ZonedDateTime.parse(date,
                        DateTimeFormatter.RFC_1123_DATE_TIME);
                assertTrue(previous == null || !at.isBefore(previous), p + " is dated before the file numbered ahead");
                previous = at;
            }
        }
    }

    @Test
    void everyClusterMemberIsALabelledMessage() {
        Map<String, JsonNode> byId = new HashMap<>();
        for (JsonNode label : facts) {
            byId.put(label.path("messageId").asText(), label);
        }
        Set<String> seen = new HashSet<>();
        for (JsonNode cluster : clusters) {
            String id = cluster.path("id").asText();
            assertFalse(cluster.path("title").asText().isBlank(), "title of " + id);
            Set<String> roles = new HashSet<>();
            for (JsonNode member : cluster.path("members")) {
                String mid = member.path("messageId").asText();
                assertTrue(byId.containsKey(mid), id + " names an unlabelled message " + mid);
                assertTrue(seen.add(mid), mid + " is in two clusters");
                assertTrue(ROLES.contains(member.path("role").asText()), "role of " + mid);
                assertTrue(byId.get(mid).path("file").asText().startsWith("mail/" + id + "/"),
                        mid + " lies outside its cluster's directory " + id);
                roles.add(member.path("role").asText());
            }
            assertTrue(roles.containsAll(Set.of("report", "reply", "duplicate", "fix")),
                    id + " should tell a report, replies, a duplicate and a fix, has " + roles);
            for (JsonNode fix : cluster.path("fixes")) {
                String f = fix.asText();
                assertTrue(f.matches("[0-9a-f]{7,40}") || byId.containsKey(f), id + " fix " + f);
            }
            for (JsonNode related : cluster.path("related")) {
                assertTrue(pathById.values().stream().anyMatch(p -> p.contains("/" + related.asText() + "/")),
                        id + " is related to a missing slug " + related.asText());
            }
        }
        assertTrue(seen.size() < facts.size(), "the " + OTHER + " messages belong to no cluster");
    }

    @Test
    void fixPatchesNameTheCulpritAndLinkTheReport() throws IOException {
        Map<String, String> fileById = new HashMap<>();
        for (JsonNode label : facts) {
            fileById.put(label.path("messageId").asText(), label.path("file").asText());
        }
        for (JsonNode cluster : clusters) {
            String culprit = cluster.path("culprit").isNull() ? null : cluster.path("culprit").asText();
            String report = null;
            List<String> fixes = new ArrayList<>();
            for (JsonNode member : cluster.path("members")) {
                String role = member.path("role").asText();
                if (role.equals("report")) {
                    report = member.path("messageId").asText();
                } else if (role.equals("fix")) {
                    fixes.add(member.path("messageId").asText());
                }
            }
            assertNotNull(report, cluster.path("id") + " has no report");
            assertTrue(culprit != null ^ !cluster.path("trigger").isNull(),
                    cluster.path("id") + " needs exactly one of culprit and trigger");
            for (String fix : fixes) {
                String text = Headers.decodedText(CORPUS.resolve(fileById.get(fix)));
                if (culprit != null) {
                    Matcher m = FIXES.matcher(text);
                    assertTrue(m.find(), fix + " has no Fixes: tag");
                    assertTrue(culprit.startsWith(m.group(1)), fix + " fixes " + m.group(1) + ", not " + culprit);
                    assertTrue(text.matches("(?sm).*^(Link|Closes): \\S+/(r|all)/" + Pattern.quote(report)
                            + "[/\\s].*"), fix + " does not link the report " + report);
                }
            }
        }
    }

    @Test
    void everyReplyPointsAtAMessageThatExists() {
        for (JsonNode label : facts) {
            Map<String, String> h = corpusById.get(label.path("messageId").asText());
            String parent = h.get("in-reply-to");
            if (parent != null) {
                String id = Headers.bareId(parent);
                assertTrue(corpusById.containsKey(id), label.path("file").asText() + " replies to missing " + id);
            } else {
                assertFalse(label.path("kind").asText().equals("reply"),
                        label.path("file").asText() + " is a reply without In-Reply-To");
            }
        }
    }

    @Test
    void countsMatchWhatTheReadmeClaims() throws IOException {
        assertEquals(MESSAGES, facts.size(), "labelled messages");
        assertEquals(REGRESSIONS, clusters.size(), "regressions");
        assertTrue(MESSAGES >= 40 && REGRESSIONS >= 6, "corpus2 promised at least 40 messages, 6 regressions");
        String readme = Files.readString(CORPUS.resolve("README.md"), StandardCharsets.UTF_8);
        assertTrue(readme.contains(MESSAGES + " messages"), "README.md should say " + MESSAGES + " messages");
        assertTrue(readme.contains(REGRESSIONS + " regressions"), "README.md should say " + REGRESSIONS
                + " regressions");
    }

    static Set<String> slugs() {
        Set<String> slugs = new TreeSet<>();
        for (JsonNode label : facts) {
            String file = label.path("file").asText();
            slugs.add(file.substring("mail/".length(), file.lastIndexOf('/')));
        }
        return slugs;
    }

    static List<JsonNode> readLines(Path p) throws IOException {
        List<JsonNode> out = new ArrayList<>();
        for (String line : Files.readAllLines(p, StandardCharsets.UTF_8)) {
            if (!line.isBlank()) {
                out.add(JSON.readTree(line));
            }
        }
        return out;
    }
}
