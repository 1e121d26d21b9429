package dev.lkmltriage.triage;

import java.util.Collection;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * When a patch may join two clusters into one ({@link Merges} re-points the maps; this holds the rules and the union
 * of two clusters' state): it must undo a cause (a revert, or a fix of a commit one of them blames), and the two
 * must not blame different causes.
 */
final class Bridges {
    private static final Pattern REVERT = Pattern.compile("(?i)^(?:\\[[^\\]]*\\]\\s*)*revert\\b");

    private Bridges() {
    }

    static boolean undoesACause(String subject, Set<String> culprits, Collection<ClusterState> reached) {
        if (REVERT.matcher(subject).find()) {
            return true;
        }
        for (ClusterState c : reached) {
            if (culprits.stream().anyMatch(c::blames)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Different culprits, different triggers, or a trigger against a commit: related problems, not one. Culprits
     * with one title (an upstream commit and its stable backport) are one cause; two clusters naming one bug entry
     * are one problem whatever each reporter bisected to.
     */
    static boolean conflicting(ClusterState a, ClusterState b) {
        if (CommitTitles.intersect(a.culpritTitles, b.culpritTitles)
                || a.bugs.stream().anyMatch(b.bugs::contains)) {
            return false;
        }
        String ca = a.mainCulprit();
        String cb = b.mainCulprit();
        if (ca != null && cb != null && !Hashes.samePrefix(ca, cb)) {
            return true;
        }
        if (a.trigger != null && b.trigger != null && !a.trigger.equals(b.trigger)) {
            return true;
        }
        return (a.trigger != null && cb != null) || (b.trigger != null && ca != null);
    }

    /** Everything {@code from} knows goes into {@code into}; the caller re-points its maps. */
    static void union(ClusterState into, ClusterState from, String by) {
        for (Cluster.Member m : from.members) {
            into.members.add(new Cluster.Member(m.messageId(), m.role(), m.reason() + "; merged, bridged by " + by,
                    m.score()));
            into.memberIds.add(m.messageId());
        }
        into.threads.addAll(from.threads);
        into.partThreads.addAll(from.partThreads);
        into.drivers.addAll(from.drivers);
        into.devices.addAll(from.devices);
        into.good.addAll(from.good);
        into.bad.addAll(from.bad);
        into.tokens.addAll(from.tokens);
        into.bugs.addAll(from.bugs);
        into.culpritTitles.addAll(from.culpritTitles);
        into.logLines.addAll(from.logLines);
        from.suspects.forEach((h, s) -> {
            if (!into.blames(h)) {
                into.suspects.put(h, s);
            }
        });
        into.fixes.addAll(from.fixes);
        into.fixFiles.addAll(from.fixFiles);
        // What the maps still find under from's id (resolved to into) is found under into's after a restore.
        into.mentions.addAll(from.mentions);
        into.reportSubjects.addAll(from.reportSubjects);
        into.authors.addAll(from.authors);
        into.warnings.addAll(from.warnings);
        into.merged.addAll(from.merged);
        into.fixVersions.addAll(from.fixVersions);
        if (into.symptom == null || "other".equals(into.symptom)) {
            into.symptom = from.symptom;
        }
        if (into.trigger == null) {
            into.trigger = from.trigger;
        }
        if ("open".equals(into.status) && !"open".equals(from.status)) {
            into.status = from.status;
            into.history.addAll(from.history.subList(Math.min(1, from.history.size()), from.history.size()));
        }
    }
}
