package dev.lkmltriage.actions;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.lkmltriage.triage.Cluster;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;

/**
 * The durable record of triage actions: {@code DATA/actions/actions.jsonl}, one JSON object per line, only ever
 * appended to and forced to disk before {@link #record} returns. Opening replays the file; a line that cannot be
 * read (a write torn by a crash, a hand edit) is skipped and listed in {@link #problems()}, never fatal, and the
 * next append starts on a fresh line. Thread-safe.
 */
public final class ActionLog {
    static final String FILE = "actions.jsonl";
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private final Path file;
    private final Clock clock;
    private final List<TriageAction> actions = new ArrayList<>();
    private final List<String> problems = new ArrayList<>();
    private long nextSeq = 1;
    private boolean needsNewline;

    private ActionLog(Path file, Clock clock) {
        this.file = file;
        this.clock = clock;
    }

    /** Opens (creating the directory if needed) the log of the data directory {@code dataDir}. */
    public static ActionLog open(Path dataDir) throws IOException {
        return open(dataDir, Clock.systemUTC());
    }

    static ActionLog open(Path dataDir, Clock clock) throws IOException {
        Path dir = Files.createDirectories(dataDir.resolve("actions"));
        ActionLog log = new ActionLog(dir.resolve(FILE), clock);
        log.load();
        return log;
    }

    private void load() throws IOException {
        if (!Files.exists(file)) {
            return;
        }
        byte[] bytes = Files.readAllBytes(file);
        needsNewline = bytes.length > 0 && bytes[bytes.length - 1] != '\n';
        String[] lines = new String(bytes, StandardCharsets.UTF_8).split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].isBlank()) {
                continue;
            }
            try {
                TriageAction a = fromJson(lines[i]);
                a.checkShape();
                actions.add(a);
                nextSeq = Math.max(nextSeq, a.seq() + 1);
            } catch (IOException | RuntimeException e) {
                problems.add(file + " line " + (i + 1) + ": skipped, " + e.getMessage());
            }
        }
    }

    /** Every action recorded, oldest first. */
    public synchronized List<TriageAction> actions() {
        return List.copyOf(actions);
    }

    /** Lines of the file that could not be read, with why. */
    public synchronized List<String> problems() {
        return List.copyOf(problems);
    }

    /** The clusters {@code base} (as the clusterer produced them) with every action applied. */
    public synchronized ClusterView view(List<Cluster> base) {
        return ClusterView.of(base, actions);
    }

    /**
     * Checks {@code draft} against the current view of {@code base}, then appends it durably.
     *
     * @return the action as recorded, with its sequence number and time
     * @throws ActionException when it does not apply (nothing is written)
     */
    public synchronized TriageAction record(TriageAction draft, List<Cluster> base) throws IOException {
        view(base).check(draft);
        TriageAction a = draft.recorded(nextSeq, Instant.now(clock).truncatedTo(ChronoUnit.MILLIS).toString());
        byte[] line = ((needsNewline ? "\n" : "") + toJson(a) + "\n").getBytes(StandardCharsets.UTF_8);
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                StandardOpenOption.APPEND)) {
            ByteBuffer buf = ByteBuffer.wrap(line);
            while (buf.hasRemaining()) {
                ch.write(buf);
            }
            ch.force(true);
        }
        needsNewline = false;
        actions.add(a);
        nextSeq++;
        return a;
    }

    /**
     * The log's line: every field, always, under the names {@link #fromJson} reads back. The API's action object
     * ({@code ClusterResource.actionJson}) starts with the same six fields but is kept apart on purpose: it names the
     * target by the action's kind ({@code into}, {@code of}) and leaves out empty fields, and changing it must never
     * change what is stored.
     */
    static String toJson(TriageAction a) throws JsonProcessingException {
        ObjectNode o = MAPPER.createObjectNode();
        o.put("seq", a.seq());
        o.put("at", a.at());
        o.put("who", a.who());
        o.put("why", a.why());
        o.put("action", a.kind().label());
        o.put("cluster", a.cluster());
        o.put("target", a.target());
        ArrayNode m = o.putArray("members");
        a.members().forEach(m::add);
        o.put("status", a.status());
        o.put("note", a.note());
        return MAPPER.writeValueAsString(o);
    }

    static TriageAction fromJson(String line) throws IOException {
        JsonNode o = MAPPER.readTree(line);
        if (o == null || !o.isObject()) {
            throw new IOException("not a JSON object");
        }
        List<String> members = new ArrayList<>();
        o.path("members").forEach(n -> members.add(n.asText()));
        long seq = o.path("seq").asLong(0);
        if (seq <= 0) {
            throw new IOException("no sequence number");
        }
        return new TriageAction(seq, text(o, "at"), text(o, "who"), text(o, "why"),
                ActionKind.of(text(o, "action")), text(o, "cluster"), text(o, "target"), members,
                text(o, "status"), text(o, "note"));
    }

    private static String text(JsonNode o, String field) {
        JsonNode n = o.get(field);
        return n == null || n.isNull() ? null : n.asText();
    }
}
