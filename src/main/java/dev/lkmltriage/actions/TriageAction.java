package dev.lkmltriage.actions;

import java.util.List;
import java.util.Set;

/**
 * One triage action as the log keeps it: what was done to which cluster, by whom, when and why. A draft (from
 * {@link #draft}) has {@code seq} 0 and no {@code at}; {@link ActionLog#record} assigns both.
 *
 * @param seq     position in the log, from 1
 * @param at      when it was recorded, ISO-8601 UTC
 * @param who     the user (the API token's name)
 * @param why     the reason given, required
 * @param kind    what it does
 * @param cluster the cluster acted on, as the user named it
 * @param target  the other cluster: {@code into} for a merge, {@code of} for a duplicate; else null
 * @param members the Message-IDs a split moves out; else empty
 * @param status  the new status of a status action; else null
 * @param note    the text of a note; else null
 */
public record TriageAction(long seq, String at, String who, String why, ActionKind kind, String cluster,
                           String target, List<String> members, String status, String note) {
    /** Longest accepted reason, note, id or member list: a log line stays a size a person can read. */
    public static final int MAX_TEXT = 4000;
    public static final int MAX_ID = 300;
    public static final int MAX_MEMBERS = 1000;
    /** The statuses a person may set; the clusterer itself sets open, fix-proposed and fixed. */
    public static final Set<String> STATUSES = Set.of("open", "fix-proposed", "fixed", "closed", "invalid",
            "wontfix", "duplicate");

    public TriageAction {
        members = members == null ? List.of() : List.copyOf(members);
    }

    /** An action not yet recorded. */
    public static TriageAction draft(String who, String why, ActionKind kind, String cluster, String target,
                                     List<String> members, String status, String note) {
        return new TriageAction(0, null, who, why, kind, cluster, target, members, status, note);
    }

    TriageAction recorded(long newSeq, String newAt) {
        return new TriageAction(newSeq, newAt, who, why, kind, cluster, target, members, status, note);
    }

    /**
     * Checks what can be checked without the clusters: required fields present, sizes bounded.
     *
     * @throws ActionException saying which field to fix
     */
    void checkShape() {
        if (kind == null) {
            throw new ActionException("no action given; use one of merge, split, duplicate, status, note");
        }
        require(who, "who", MAX_ID);
        require(why, "why", MAX_TEXT);
        require(cluster, "cluster", MAX_ID);
        switch (kind) {
            case MERGE -> require(target, "into", MAX_ID);
            case DUPLICATE -> require(target, "of", MAX_ID);
            case STATUS -> {
                require(status, "status", MAX_ID);
                if (!STATUSES.contains(status)) {
                    throw new ActionException("unknown status " + Quote.of(status) + "; use one of "
                            + String.join(", ", STATUSES.stream().sorted().toList()));
                }
            }
            case NOTE -> require(note, "note", MAX_TEXT);
            case SPLIT -> {
                if (members.isEmpty()) {
                    throw new ActionException("a split needs \"members\": the Message-IDs to move into a new cluster");
                }
                if (members.size() > MAX_MEMBERS) {
                    throw new ActionException("a split may move at most " + MAX_MEMBERS + " members at once");
                }
                members.forEach(m -> require(m, "members[]", MAX_ID));
            }
            default -> throw new IllegalStateException(kind.toString());
        }
    }

    private static void require(String value, String field, int max) {
        if (value == null || value.isBlank()) {
            throw new ActionException("\"" + field + "\" is required" + (field.equals("why")
                    ? ": say in a few words why, so that others can follow the decision" : ""));
        }
        if (value.length() > max) {
            throw new ActionException("\"" + field + "\" is " + value.length() + " characters long; at most " + max
                    + " are accepted");
        }
    }
}
