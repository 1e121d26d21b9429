package dev.lkmltriage.eval;

import com.fasterxml.jackson.databind.JsonNode;
import dev.lkmltriage.report.ReportJson;
import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Groups of messages from a real archive labelled as one problem (see docs/triage-core.md for the rules), one JSON
 * object per line: {@code {"id", "split": "tune"|"held-out", "reason", "members": [{"messageId", "role"}]}}, and
 * {@code "negative": true} on a hard negative, which may hold a single message. Only Message-IDs and a one-line
 * reason are kept, never mail text.
 */
public record RealLabels(List<Group> groups) {

    /** One labelled problem. */
    public record Group(String id, String split, String reason, List<Member> members) {
    }

    /** A labelled message and its role: {@code report}, {@code duplicate} or {@code fix}. */
    public record Member(String messageId, String role) {
    }

    static final Set<String> SPLITS = Set.of("tune", "held-out");
    static final Set<String> ROLES = Set.of("report", "duplicate", "fix");

    /** Reads a labels file; a malformed line is an error naming the file, the line and what is wrong. */
    public static RealLabels read(Path file) throws IOException {
        List<Group> out = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        Set<String> ids = new HashSet<>();
        try (BufferedReader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            String line;
            int n = 0;
            while ((line = r.readLine()) != null) {
                n++;
                if (line.isBlank()) {
                    continue;
                }
                Group g = parse(line, file + ":" + n);
                if (!ids.add(g.id())) {
                    throw new IOException(file + ":" + n + ": group id '" + g.id() + "' is used twice");
                }
                for (Member m : g.members()) {
                    if (!seen.add(m.messageId())) {
                        throw new IOException(file + ":" + n + ": " + m.messageId()
                                + " is already in another group; a message belongs to one group");
                    }
                }
                out.add(g);
            }
        }
        return new RealLabels(List.copyOf(out));
    }

    private static Group parse(String line, String where) throws IOException {
        JsonNode node;
        try {
            node = ReportJson.MAPPER.readTree(line);
        } catch (IOException e) {
            throw new IOException(where + ": not a JSON object: " + e.getMessage(), e);
        }
        if (node == null || !node.isObject()) {
            throw new IOException(where + ": not a JSON object");
        }
        String id = node.path("id").asText("");
        String split = node.path("split").asText("");
        if (id.isBlank()) {
            throw new IOException(where + ": missing \"id\"");
        }
        if (!SPLITS.contains(split)) {
            throw new IOException(where + ": \"split\" must be one of " + SPLITS + ", not '" + split + "'");
        }
        List<Member> members = new ArrayList<>();
        for (JsonNode m : node.path("members")) {
            String mid = m.path("messageId").asText("").strip();
            String role = m.path("role").asText("");
            if (mid.isEmpty() || !ROLES.contains(role)) {
                throw new IOException(where + ": each member needs a \"messageId\" and a \"role\" in " + ROLES);
            }
            members.add(new Member(mid, role));
        }
        // A hard negative (a report that must join none of the other labelled messages) may stand alone: it makes
        // no true pair, but every pair it is put into is a false one.
        boolean negative = node.path("negative").asBoolean(false);
        if (members.size() < (negative ? 1 : 2)) {
            throw new IOException(where + ": group '" + id + "' needs at least two members to make a pair"
                    + (negative ? "" : " (or \"negative\": true for a hard negative of one message)"));
        }
        return new Group(id, split, node.path("reason").asText(""), List.copyOf(members));
    }

    /** Message-ID → group id, for the groups of {@code split} (null: all). */
    public Map<String, String> truth(String split) {
        Map<String, String> out = new LinkedHashMap<>();
        for (Group g : groups) {
            if (split == null || g.split().equals(split)) {
                g.members().forEach(m -> out.put(m.messageId(), g.id()));
            }
        }
        return out;
    }

    /** Message-ID → role over all groups. */
    public Map<String, String> roles() {
        Map<String, String> out = new HashMap<>();
        groups.forEach(g -> g.members().forEach(m -> out.put(m.messageId(), m.role())));
        return out;
    }
}
