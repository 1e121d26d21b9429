package dev.lkmltriage.triage;

import java.util.LinkedHashSet;
import java.util.Set;

/**
 * Which files the fixes of a blamed commit change, per author (session 31, cluster46): one commit often causes two
 * problems, and each is fixed where it shows. Two people fixing ONE problem of that commit change the same file
 * (the same quirk table, the same function: see {@link PatchHunks}); a patch by another author that blames the same
 * commit but changes none of the files the cluster's earlier fixes of it changed fixes another problem of it (on
 * the archive: an ASPM path-latency fix in {@code aspm.c} against a cluster whose fix quirked the ASMedia bridge in
 * {@code quirks.c}, both naming the commit that enabled ASPM on such links). A file is its base name, so a backport
 * of a driver that moved directory ({@code host/} to {@code controller/}) still shares it.
 * <p>
 * A cluster keeps entries {@code hashKey author file} ({@link ClusterState#fixFiles}), stored with its keys so a
 * reopened store decides as one run does.
 */
final class FixedFiles {
    /** Files kept per patch: a fix changes a few; a wider change (a rework, a tree-wide rename) proves nothing. */
    static final int MAX_FILES = 8;
    /** Commits a patch keys its files under: a fix names one or two; more is a series' cover or a backport list. */
    static final int MAX_COMMITS = 2;

    private FixedFiles() {
    }

    /**
     * The base names of the files {@code text}'s diff changes; empty when it has no diff or changes more than
     * {@value #MAX_FILES} files (the walk stops there).
     */
    static Set<String> of(String text) {
        Set<String> out = new LinkedHashSet<>();
        if (text == null || OwnLines.diffAt(text) < 0) {
            return out;
        }
        boolean[] wide = {false};
        PatchHunks.walk(text, (path, context, sign, norm) -> {
            String base = path.substring(path.lastIndexOf('/') + 1);
            if (!base.isEmpty() && out.add(base) && out.size() > MAX_FILES) {
                wide[0] = true;
                return false;
            }
            return true;
        });
        if (wide[0]) {
            out.clear();
        }
        return out;
    }

    /** Remembers that {@code author}'s fix of {@code culprits} in {@code c} changes {@code files}. */
    static void remember(ClusterState c, Set<String> culprits, String author, Set<String> files) {
        if (culprits.isEmpty() || culprits.size() > MAX_COMMITS || files.isEmpty() || author == null) {
            return;
        }
        for (String h : culprits) {
            for (String file : files) {
                c.fixFiles.add(entry(Hashes.key(h), author, file));
            }
        }
    }

    /**
     * Whether a fix by {@code author} changing {@code files} fixes another problem of {@code hash} than cluster
     * {@code c}'s: the cluster holds fixes of that commit by other authors, and none of them changes any of these
     * files. A patch without a diff, or a cluster whose fixes of the commit are all this author's, says nothing.
     */
    static boolean otherProblem(ClusterState c, String hash, String author, Set<String> files) {
        if (files == null || files.isEmpty() || author == null || c.fixFiles.isEmpty()) {
            return false;
        }
        String prefix = Hashes.key(hash) + " ";
        boolean others = false;
        for (String e : c.fixFiles) {
            if (!e.startsWith(prefix)) {
                continue;
            }
            int sp = e.indexOf(' ', prefix.length());
            if (sp < 0) {
                continue;
            }
            String who = e.substring(prefix.length(), sp);
            String file = e.substring(sp + 1);
            if (files.contains(file)) {
                return false;
            }
            if (!who.equals(who(author))) {
                others = true;
            }
        }
        return others;
    }

    private static String entry(String key, String author, String file) {
        return key + " " + who(author) + " " + file;
    }

    /** {@code author} as entries carry it (no blank: the entry's fields are blank-separated). */
    static String who(String author) {
        return author == null ? null : author.replace(' ', '_');
    }
}
