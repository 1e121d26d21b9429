package dev.lkmltriage.triage;

import java.util.List;

/**
 * What a thread-starting patch placed nowhere is found by later ({@link LinkedPatches}): its sender as an earlier
 * attempt (null for a backport or an unknown sender), its {@link PatchVersions#key} (or null), the bug entries it
 * names and its {@link PatchVersions#addedLines}. The store keeps it on the patch's document, so a reopen restores
 * the patch without reading and parsing its text again.
 */
public record PatchKeys(String sender, String version, List<String> bugs, List<Long> lines) {
    public PatchKeys {
        bugs = bugs == null ? List.of() : List.copyOf(bugs);
        lines = lines == null ? List.of() : List.copyOf(lines);
    }
}
