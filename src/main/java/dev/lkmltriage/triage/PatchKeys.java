package dev.lkmltriage.triage;

import java.util.List;

/**
 * What a thread-starting patch placed nowhere is found by later ({@link LinkedPatches}): its sender as an earlier
 * attempt (null for a backport or an unknown sender), its {@link PatchVersions#key} (or null), the bug entries it
 * names, its {@link PatchVersions#addedLines} and the commits its {@code Fixes:} tags name
 * ({@link PatchVersions#fixed}; absent from keys a store wrote before session 9, read as none), the call-trace
 * keys its changelog pastes ({@link TraceFrames}), its {@link PatchHunks} keys, when it was posted and the lines it
 * removes ({@link PatchVersions#removedLines}) (these four absent from keys a store wrote before session 14, read as
 * none). The store keeps it on the patch's document, so a reopen restores the patch without reading and parsing its
 * text again.
 */
public record PatchKeys(String sender, String version, List<String> bugs, List<Long> lines, List<String> fixed,
                        List<Long> traces, List<Long> hunks, String postedAt, List<Long> removed) {
    public PatchKeys {
        bugs = bugs == null ? List.of() : List.copyOf(bugs);
        lines = lines == null ? List.of() : List.copyOf(lines);
        fixed = fixed == null ? List.of() : List.copyOf(fixed);
        traces = traces == null ? List.of() : List.copyOf(traces);
        hunks = hunks == null ? List.of() : List.copyOf(hunks);
        removed = removed == null ? List.of() : List.copyOf(removed);
    }

    /** Keys without call traces, hunks, posting time and removed lines (as a store written before session 14 holds them). */
    public PatchKeys(String sender, String version, List<String> bugs, List<Long> lines, List<String> fixed) {
        this(sender, version, bugs, lines, fixed, List.of(), List.of(), null, List.of());
    }

    /** Keys without fixed commits (as a store written before session 9 holds them). */
    public PatchKeys(String sender, String version, List<String> bugs, List<Long> lines) {
        this(sender, version, bugs, lines, List.of());
    }
}
