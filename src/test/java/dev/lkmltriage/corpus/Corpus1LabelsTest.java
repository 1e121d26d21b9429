package dev.lkmltriage.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import static dev.lkmltriage.corpus.Corpus1Files.decodedText;
import static dev.lkmltriage.corpus.Corpus1Files.header;
import static dev.lkmltriage.corpus.Corpus1Files.messageId;
import static dev.lkmltriage.corpus.Corpus1Files.readJsonl;
import static dev.lkmltriage.corpus.Corpus1Files.stripBrackets;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Checks the hand-written labels of corpus writer 1 (wired networking) against the messages they describe: every
 * label names a real file with the same Message-ID, every message is labelled and clustered, replies thread to
 * messages that exist, the fields are exactly the contract's, and the counts are what the README claims. It does
 * not run any extractor: labels must stay independent of them.
 */
class Corpus1LabelsTest {
    static final Path CORPUS = Path.of("corpus");
    static final List<String> SLUGS = List.of("r8169-6dccd16b-send", "r8169-hrtimers", "e1000e-i219-itr-6.4",
            "igb-i350-build-skb-5.10", "tg3-5761-tso-2.6.34", "r8125-aspm-l12-6.2", "e1000e-82574-aspm-3.x");
    static final int CLAIMED_MESSAGES = 51;
    static final int CLAIMED_REGRESSIONS = 7;

    static final Set<String> MESSAGE_FIELDS = Set.of("file", "messageId", "kind", "hardware", "kernels", "commits",
            "throughput", "drivers", "configs", "regression");
    static final Set<String> HW_FIELDS = Set.of("bus", "id", "subsystem", "revision", "quoted");
    static final Set<String> KERNEL_FIELDS = Set.of("version", "verdict", "quoted");
    static final Set<String> COMMIT_FIELDS = Set.of("hash", "role", "quoted");
    static final Set<String> TPUT_FIELDS = Set.of("bitsPerSecond", "tool", "direction", "interval", "quoted");
    static final Set<String> CONFIG_FIELDS = Set.of("option", "value", "quoted");
    static final Set<String> REGRESSION_FIELDS = Set.of("good", "bad", "before", "after", "culprit", "trigger");
    static final Set<String> CLUSTER_FIELDS = Set.of("id", "title", "members", "culprit", "trigger", "fixes",
            "related");
    static final Set<String> KINDS = Set.of("report", "reply", "patch", "pull", "robot", "other");
    static final Pattern ID = Pattern.compile("[0-9a-f]{4}:[0-9a-f]{4}");
    static final Pattern HASH = Pattern.compile("[0-9a-f]{7,40}");
    static final Pattern KERNEL = Pattern.compile("\\d+\\.\\d+(\\.\\d+)*(-rc\\d+)?|next-\\d{8}|\\d+\\.\\d+\\.y");

    /** Options the corpus names only by their menuconfig prompt. */
    static final Map<String, String> MENU_PROMPTS = Map.of("CONFIG_HIGH_RES_TIMERS", "High Resolution Timer Support");

    /** The one device the corpus names without an id (the hrtimers seed), with the name it is written as. */
    static final Map<String, String> NAME_ONLY = Map.of("10ec:8169", "rtl-8169 gigabit ethernet");

    static List<JsonNode> labels;
    static List<JsonNode> clusters;
    /** Every .eml under corpus/mail (both writers), by Message-ID, so replies may point across writers. */
    static Map<String, Path> allMessages;

    @BeforeAll
    static void load() throws IOException {
        labels = readJsonl(CORPUS.resolve("labels/facts-corpus.jsonl"));
        clusters = readJsonl(CORPUS.resolve("labels/clusters-corpus.jsonl"));
        allMessages = new HashMap<>();
        try (Stream<Path> s = Files.walk(CORPUS.resolve("mail"))) {
            for (Path p : (Iterable<Path>) s.filter(f -> f.toString().endsWith(".eml"))::iterator) {
                String id = messageId(p);
                assertNotNull(id, p + " has no Message-ID");
                Path before = allMessages.put(id, p);
                assertTrue(before == null, "Message-ID " + id + " used by both " + before + " and " + p);
            }
        }
    }

    @Test
    void everyLabelNamesAnExistingFileWithThatMessageId() throws IOException {
        Set<String> seenFiles = new HashSet<>();
        for (JsonNode l : labels) {
            Path file = CORPUS.resolve(l.get("file").asText());
            assertTrue(Files.isRegularFile(file), "label names a missing file: " + file);
            assertEquals(l.get("messageId").asText(), messageId(file), "Message-ID of " + file);
            assertTrue(seenFiles.add(l.get("file").asText()), "labelled twice: " + file);
            assertTrue(SLUGS.contains(file.getParent().getFileName().toString()), "not one of my slugs: " + file);
        }
    }

    @Test
    void everyMessageUnderMySlugsIsLabelled() throws IOException {
        Set<String> labelled = new HashSet<>();
        labels.forEach(l -> labelled.add(l.get("file").asText()));
        for (String slug : SLUGS) {
            Path dir = CORPUS.resolve("mail").resolve(slug);
            assertTrue(Files.isDirectory(dir), "missing regression directory " + dir);
            try (Stream<Path> s = Files.list(dir)) {
                for (Path p : (Iterable<Path>) s::iterator) {
                    assertTrue(p.getFileName().toString().matches("\\d\\d-[a-z0-9.-]+\\.eml"), "file name " + p);
                    assertTrue(labelled.contains("mail/" + slug + "/" + p.getFileName()), "unlabelled " + p);
                }
            }
        }
    }

    @Test
    void labelsHaveExactlyTheContractFieldsAndCanonicalValues() {
        for (JsonNode l : labels) {
            String where = l.get("file").asText();
            assertFields(l, MESSAGE_FIELDS, where);
            assertTrue(KINDS.contains(l.get("kind").asText()), where + " kind");
            assertFalse(l.get("messageId").asText().contains("<"), where + " messageId has brackets");
            for (JsonNode h : l.get("hardware")) {
                assertFields(h, HW_FIELDS, where);
                assertTrue(Set.of("pci", "usb").contains(h.get("bus").asText()), where + " bus");
                assertTrue(ID.matcher(h.get("id").asText()).matches(), where + " id " + h);
                assertTrue(h.get("subsystem").isNull() || ID.matcher(h.get("subsystem").asText()).matches(), where);
                assertTrue(h.get("revision").isNull() || h.get("revision").asText().matches("[0-9a-f]{2}"), where);
            }
            for (JsonNode k : l.get("kernels")) {
                assertFields(k, KERNEL_FIELDS, where);
                assertTrue(KERNEL.matcher(k.get("version").asText()).matches(), where + " kernel " + k);
                assertVerdict(k.get("verdict"), where);
            }
            for (JsonNode c : l.get("commits")) {
                assertFields(c, COMMIT_FIELDS, where);
                assertTrue(HASH.matcher(c.get("hash").asText()).matches(), where + " hash " + c);
                assertTrue(Set.of("culprit", "fix", "reference").contains(c.get("role").asText()), where);
            }
            for (JsonNode t : l.get("throughput")) {
                assertFields(t, TPUT_FIELDS, where);
                assertTrue(t.get("bitsPerSecond").isIntegralNumber() && t.get("bitsPerSecond").asLong() > 0, where);
                assertTrue(Set.of("iperf", "iperf3", "netperf", "prose").contains(t.get("tool").asText()), where);
                JsonNode d = t.get("direction");
                assertTrue(d.isNull() || Set.of("send", "receive").contains(d.asText()), where);
                assertTrue(t.get("interval").isBoolean(), where);
            }
            for (JsonNode c : l.get("configs")) {
                assertFields(c, CONFIG_FIELDS, where);
                assertTrue(c.get("option").asText().matches("CONFIG_[A-Z0-9_]+"), where + " " + c);
            }
            assertTrue(l.get("drivers").isArray(), where);
            assertNoDuplicates(l, where);
            JsonNode r = l.get("regression");
            // House rule of this corpus: only a message of kind report states a regression.
            assertEquals("report".equals(l.get("kind").asText()), !r.isNull(), where + " regression vs kind");
            if (!r.isNull()) {
                assertFields(r, REGRESSION_FIELDS, where);
            }
        }
    }

    @Test
    void labelledHashesConfigsAndKernelsAppearInTheDecodedText() throws IOException {
        for (JsonNode l : labels) {
            String text = decodedText(CORPUS.resolve(l.get("file").asText())).toLowerCase(Locale.ROOT);
            String where = l.get("file").asText();
            for (JsonNode c : l.get("commits")) {
                assertTrue(text.contains(c.get("hash").asText()), where + " does not contain " + c);
            }
            for (JsonNode c : l.get("configs")) {
                assertTrue(text.contains(c.get("option").asText().toLowerCase(Locale.ROOT))
                        || MENU_PROMPTS.containsKey(c.get("option").asText()), where + " does not contain " + c);
            }
            for (JsonNode k : l.get("kernels")) {
                assertTrue(text.contains(k.get("version").asText()), where + " does not contain " + k);
            }
        }
    }

    /**
     * Each labelled device id is visible in the text in one of the forms the labels allow: {@code vvvv:dddd}, a
     * modalias, the first bytes of an {@code lspci -x} dump, or (for the name-only seed) the lspci name.
     */
    @Test
    void labelledDevicesAreVisibleInTheText() throws IOException {
        for (JsonNode l : labels) {
            String text = decodedText(CORPUS.resolve(l.get("file").asText())).toLowerCase(Locale.ROOT);
            for (JsonNode h : l.get("hardware")) {
                String id = h.get("id").asText();
                String v = id.substring(0, 4);
                String d = id.substring(5);
                boolean visible = text.contains(id)
                        || text.contains("v0000" + v + "d0000" + d)
                        || text.contains("00: " + v.substring(2) + " " + v.substring(0, 2) + " " + d.substring(2)
                                + " " + d.substring(0, 2))
                        || NAME_ONLY.containsKey(id) && text.contains(NAME_ONLY.get(id));
                assertTrue(visible, l.get("file").asText() + " does not show " + id);
            }
        }
    }

    /**
     * Every labelled figure matches a number written in the text in Mbit, Gbit or MByte units, and no value is
     * labelled more often than such a number occurs: catches typos and double counting.
     */
    @Test
    void labelledThroughputFiguresAreWrittenInTheText() throws IOException {
        for (JsonNode l : labels) {
            String text = decodedText(CORPUS.resolve(l.get("file").asText()));
            List<Double> numbers = new ArrayList<>();
            var m = Pattern.compile("\\d+(?:\\.\\d+)?").matcher(text);
            while (m.find()) {
                numbers.add(Double.parseDouble(m.group()));
            }
            Map<Long, Integer> wanted = new HashMap<>();
            l.get("throughput").forEach(t -> wanted.merge(t.get("bitsPerSecond").asLong(), 1, Integer::sum));
            wanted.forEach((bps, count) -> {
                long seen = numbers.stream().filter(n -> near(n * 1e6, bps) || near(n * 1e9, bps)
                        || near(n * 8e6, bps)).count();
                assertTrue(seen >= count, l.get("file").asText() + ": " + bps + " labelled " + count
                        + " times but written " + seen + " times");
            });
        }
    }

    /** A report's regression summary agrees with the facts labelled beside it. */
    @Test
    void regressionSummariesAgreeWithTheFacts() {
        for (JsonNode l : labels) {
            JsonNode r = l.get("regression");
            if (r.isNull()) {
                continue;
            }
            String where = l.get("file").asText();
            for (String verdict : List.of("good", "bad")) {
                for (JsonNode v : r.get(verdict)) {
                    boolean stated = false;
                    for (JsonNode k : l.get("kernels")) {
                        stated |= k.get("version").asText().equals(v.asText())
                                && verdict.equals(k.get("verdict").asText());
                    }
                    assertTrue(stated, where + ": " + verdict + " " + v + " is not a labelled kernel verdict");
                }
            }
            for (String figure : List.of("before", "after")) {
                if (!r.get(figure).isNull()) {
                    boolean stated = false;
                    for (JsonNode t : l.get("throughput")) {
                        stated |= t.get("bitsPerSecond").asLong() == r.get(figure).asLong();
                    }
                    assertTrue(stated, where + ": " + figure + " is not a labelled figure");
                }
            }
            if (!r.get("culprit").isNull()) {
                boolean stated = false;
                for (JsonNode c : l.get("commits")) {
                    stated |= "culprit".equals(c.get("role").asText())
                            && c.get("hash").asText().equals(r.get("culprit").asText());
                }
                assertTrue(stated, where + ": culprit is not a labelled culprit commit");
            }
            if (!r.get("trigger").isNull()) {
                boolean stated = false;
                for (JsonNode c : l.get("configs")) {
                    stated |= c.get("option").asText().equals(r.get("trigger").asText());
                }
                assertTrue(stated, where + ": trigger is not a labelled config");
            }
        }
    }

    static boolean near(double a, long b) {
        return Math.abs(a - b) <= 1e-6 * b;
    }

    @Test
    void everyClusterMemberExistsAndEveryMessageIsInExactlyOneCluster() {
        Map<String, String> kindById = new HashMap<>();
        labels.forEach(l -> kindById.put(l.get("messageId").asText(), l.get("kind").asText()));
        Set<String> clustered = new HashSet<>();
        Set<String> ids = new TreeSet<>();
        for (JsonNode c : clusters) {
            String id = c.get("id").asText();
            assertFields(c, CLUSTER_FIELDS, id);
            assertTrue(ids.add(id), "cluster id twice: " + id);
            assertTrue(SLUGS.contains(id), "cluster id is not a slug: " + id);
            for (JsonNode m : c.get("members")) {
                String mid = m.get("messageId").asText();
                assertTrue(kindById.containsKey(mid), id + " member not labelled: " + mid);
                assertEquals(id, allMessages.get(mid).getParent().getFileName().toString(), mid + " lives elsewhere");
                assertTrue(Set.of("report", "reply", "duplicate", "fix").contains(m.get("role").asText()), mid);
                assertTrue(clustered.add(mid), "in two clusters: " + mid);
            }
            for (JsonNode f : c.get("fixes")) {
                String fix = f.asText();
                assertTrue(HASH.matcher(fix).matches() || "patch".equals(kindById.get(fix)), id + " fix " + fix);
            }
            for (JsonNode rel : c.get("related")) {
                assertTrue(Files.isDirectory(CORPUS.resolve("mail").resolve(rel.asText())), id + " related " + rel);
            }
        }
        assertEquals(kindById.keySet(), clustered, "labelled messages outside any cluster");
        Map<String, Set<String>> related = new HashMap<>();
        for (JsonNode c : clusters) {
            Set<String> r = new HashSet<>();
            c.get("related").forEach(x -> r.add(x.asText()));
            related.put(c.get("id").asText(), r);
        }
        related.forEach((id, rs) -> rs.stream().filter(related::containsKey).forEach(
                other -> assertTrue(related.get(other).contains(id), "related is one-way: " + id + " -> " + other)));
        assertEquals(new TreeSet<>(SLUGS), ids);
    }

    @Test
    void everyReplyNamesAMessageThatExists() throws IOException {
        for (JsonNode l : labels) {
            Path file = CORPUS.resolve(l.get("file").asText());
            String irt = header(file, "In-Reply-To");
            if (irt == null) {
                continue;
            }
            String parent = stripBrackets(irt);
            assertTrue(allMessages.containsKey(parent), file + " replies to a missing " + parent);
            String refs = header(file, "References");
            assertNotNull(refs, file + " has In-Reply-To but no References");
            assertTrue(refs.contains("<" + parent + ">"), file + " References lacks its parent");
        }
    }

    @Test
    void messageAndRegressionCountsAreAsClaimed() throws IOException {
        assertEquals(CLAIMED_MESSAGES, labels.size(), "messages");
        assertEquals(CLAIMED_REGRESSIONS, clusters.size(), "regressions");
        assertTrue(labels.size() >= 45 && clusters.size() >= 6, "the brief asks for at least 45 and 6");
        for (JsonNode l : labels) {
            byte[] raw = Files.readAllBytes(CORPUS.resolve(l.get("file").asText()));
            for (byte b : raw) {
                assertTrue(b != '\r', l.get("file").asText() + " has CR line endings; the corpus is LF only");
            }
        }
    }

    // ---- label helpers (file and mail reading is in Corpus1Files) ----

    static void assertFields(JsonNode n, Set<String> expected, String where) {
        Set<String> got = new TreeSet<>();
        for (Iterator<String> it = n.fieldNames(); it.hasNext(); ) {
            got.add(it.next());
        }
        assertEquals(new TreeSet<>(expected), got, where + ": fields of " + n);
        if (expected.contains("quoted")) {
            assertTrue(n.get("quoted").isBoolean(), where + " quoted");
        }
    }

    static void assertVerdict(JsonNode v, String where) {
        assertTrue(v.isNull() || Set.of("good", "bad").contains(v.asText()), where + " verdict " + v);
    }

    /** Kernels, hashes and device ids are labelled once per message (throughput figures are each listed). */
    static void assertNoDuplicates(JsonNode l, String where) {
        Map<String, String> keys = new LinkedHashMap<>();
        keys.put("hardware", "id");
        keys.put("kernels", "version");
        keys.put("commits", "hash");
        keys.put("configs", "option");
        keys.forEach((field, key) -> {
            Set<String> seen = new HashSet<>();
            for (JsonNode n : l.get(field)) {
                String value = n.get(key).asText() + (field.equals("configs") ? "=" + n.get("value") : "");
                if (!seen.add(value)) {
                    fail(where + ": " + field + " lists " + value + " twice");
                }
            }
        });
        Set<String> drivers = new HashSet<>();
        l.get("drivers").forEach(d -> assertTrue(drivers.add(d.asText()), where + " driver twice " + d));
    }

}
