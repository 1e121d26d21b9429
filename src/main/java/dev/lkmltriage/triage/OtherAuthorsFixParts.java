package dev.lkmltriage.triage;

import dev.lkmltriage.mail.Mail;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;

/**
 * Two people's fixes of one bug, each posted as a part of a series of their own (session 16). Someone hits a build
 * error in a tool, fixes it as part 1/2 of a small series (a warning nearby as part 2/2); a month later another
 * person hits the same error and posts his own two parts. Session 14's same-hunk rule ties lone patches only
 * ({@link PatchHunks#of}), session 15's re-posted parts one sender's rounds ({@link RepostedFixParts}); this ties a
 * fix part to an earlier fix part of ANOTHER sender, part to part by their own text, when
 * <ul>
 * <li>both change one line of one file in the same {@code @@} function for the same {@code Fixes:} commit
 * ({@link PatchHunks#keys}), or</li>
 * <li>both quote the same compiler diagnostic in their changelog (file and message, line and column blanked:
 * {@link BuildWarnings#ofChangelog}) and both remove the same line of the same file (at least {@value #MIN_LINE}
 * characters, white space collapsed, not added back): the two may blame different commits for one error, and the
 * removed line is what says they undo the same thing.</li>
 * </ul>
 * Both must be fix parts ({@link RepostedFixParts#fixPart}: a series part whose title says "Fix"), from different
 * senders, in different threads: the sibling parts of one series share their thread, sender and often file, and a
 * later part of the same sender is {@link RepostedFixParts}' case. A patch changing the same function without a
 * diagnostic, or quoting the diagnostic without removing a line the other removed, ties nothing.
 * <p>
 * Kept in memory (the {@value #MAX_PARTS} most recent fix parts). Whether a patch is a fix part is read from its
 * subject, so a reopened store restores them with {@link RepostedFixParts}' ({@code Clusterer.restoreFixPart}).
 */
final class OtherAuthorsFixParts {
    static final int MAX_PARTS = RepostedFixParts.MAX_PARTS;
    private static final int MAX_PER_KEY = 8;
    /** Removed lines kept per part, as {@link PatchHunks} keeps its keys. */
    private static final int MAX_REMOVED = 32;
    /** Added lines read to tell a line moved or re-indented from one removed; bounded per message. */
    private static final int MAX_ADDED = 4096;
    /** A removed line shorter than this ("return;", "}") is in every patch. */
    static final int MIN_LINE = 16;

    /** A remembered fix part: who sent it, the thread it was posted in, the lines it removed. */
    private record Part(String sender, String series, Set<Long> removed) {
    }

    private final Map<String, Part> parts = new CappedMap<>(MAX_PARTS);
    private final Map<Long, Deque<String>> byHunk = new HashMap<>();
    private final Map<String, Deque<String>> byDiagnostic = new HashMap<>();

    /**
     * The most recent remembered fix part of another sender, in another thread, that fix part {@code mail} (posted
     * in thread {@code series}) fixes the same bug with (see the class comment), or null.
     */
    String earlier(Mail mail, String series, String messageId) {
        String sender = Reporters.email(mail.from());
        String text = mail.text();
        if (sender == null || !RepostedFixParts.fixPart(mail.subject(), text)) {
            return null;
        }
        for (Long h : PatchHunks.keys(text)) {
            for (String id : ClusterIndex.ids(byHunk, h)) {
                if (other(id, sender, series, messageId)) {
                    return id;
                }
            }
        }
        Set<String> diagnostics = BuildWarnings.ofChangelog(text);
        if (diagnostics.isEmpty()) {
            return null;
        }
        Set<Long> removed = removed(text);
        for (String d : diagnostics) {
            for (String id : ClusterIndex.ids(byDiagnostic, d)) {
                Part p = parts.get(id);
                if (other(id, sender, series, messageId) && removed.stream().anyMatch(p.removed()::contains)) {
                    return id;
                }
            }
        }
        return null;
    }

    private boolean other(String id, String sender, String series, String messageId) {
        Part p = parts.get(id);
        return p != null && !id.equals(messageId) && !p.sender().equals(sender) && !p.series().equals(series);
    }

    /**
     * Remembers the patch {@code messageId} (posted in thread {@code series}, with this subject, sender and text)
     * when it is a fix part; in a run as it is placed, and for a reopened store oldest first, as they were ingested.
     */
    void remember(String messageId, String series, String subject, String from, String text) {
        String sender = Reporters.email(from);
        if (sender == null || subject == null || series == null || text == null
                || !RepostedFixParts.fixPart(subject, text)) {
            return;
        }
        Set<Long> hunks = PatchHunks.keys(text);
        Set<String> diagnostics = BuildWarnings.ofChangelog(text);
        Set<Long> removed = diagnostics.isEmpty() ? Set.of() : removed(text);
        if (hunks.isEmpty() && removed.isEmpty()) {
            return;
        }
        parts.put(messageId, new Part(sender, series, Set.copyOf(removed)));
        hunks.forEach(h -> ClusterIndex.pushCapped(byHunk, h, messageId, MAX_PER_KEY));
        if (!removed.isEmpty()) {
            diagnostics.forEach(d -> ClusterIndex.pushCapped(byDiagnostic, d, messageId, MAX_PER_KEY));
        }
    }

    /**
     * The lines a patch removes and does not add back, each keyed with its file (not with its sender, as
     * {@link PatchVersions#removedLines} keys them: two authors removing one line is what is asked here).
     */
    static Set<Long> removed(String text) {
        Set<Long> minus = new LinkedHashSet<>();
        Set<Long> plus = new LinkedHashSet<>();
        PatchHunks.walk(text, (path, context, sign, norm) -> {
            if (norm.length() >= MIN_LINE && (sign == '-' || plus.size() < MAX_ADDED)) {
                (sign == '-' ? minus : plus).add(LogLines.hash(path + "|" + norm));
            }
            return minus.size() < MAX_REMOVED;
        });
        minus.removeAll(plus);
        return minus;
    }
}
