package dev.lkmltriage.triage;

import dev.lkmltriage.mail.Subjects;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * A report no rule reads as one, found by the patch that answers it (session 24, class G): a maintainer starts a
 * thread objecting to something merged ("these sysfs files violate the one-value rule, please fix"), naming no crash,
 * version or commit, so it starts no cluster; the author answers in that thread and weeks later posts the change,
 * citing the discussion by an lkml.org URL ({@code lkml.org/lkml/2019/6/28/220}), which names a day's n-th message,
 * not a Message-ID ({@link LkmlDayLinks}).
 * <p>
 * Remembered: every message that is not a patch or a robot's mail, in a thread whose start was such a message under a
 * title of its own (no "Re:", no [PATCH] or [RFC] tag: a proposal is no report), by the UTC day it was posted, with
 * its sender. Tied: a patch citing lkml.org days resolves to the one remembered thread that has a message on one of
 * those days and in which the patch's author wrote before the patch; several such threads, or none, tie nothing.
 * Caps: {@value #MAX_THREADS} threads, {@value #MAX_DAYS} days of {@value #MAX_PER_DAY} threads, {@value #MAX_SENDERS}
 * senders a thread.
 */
final class DiscussionDays {
    static final int MAX_THREADS = 8192;
    static final int MAX_DAYS = 1024;
    static final int MAX_PER_DAY = 128;
    static final int MAX_SENDERS = 32;
    /** A tag saying the thread proposes or carries a change: [PATCH], [RFC], [PULL], [GIT PULL]. */
    private static final Pattern CHANGE_TAG = Pattern.compile("(?i)\\[[^\\]]{0,40}\\b(?:PATCH|RFC|PULL)\\b");

    /** Threads started by a discussion, with their senders and when each first wrote. */
    private final Map<String, Map<String, Instant>> senders = new CappedMap<>(MAX_THREADS);
    private final Map<String, Set<String>> byDay = new CappedMap<>(MAX_DAYS);

    /**
     * Remembers message {@code messageId} of thread {@code threadId} (not a patch, not a robot's), sent by
     * {@code from} (an address) under {@code subject} at {@code at} (an ISO instant).
     */
    void remember(String messageId, String threadId, String subject, String from, String at) {
        Instant when = LinkedPatches.instant(at);
        String sender = Reporters.email(from);
        if (messageId == null || threadId == null || when == null || sender == null) {
            return;
        }
        if (messageId.equals(threadId) && startsDiscussion(subject)) {
            senders.putIfAbsent(threadId, new LinkedHashMap<>());
        }
        Map<String, Instant> who = senders.get(threadId);
        if (who == null) {
            return;
        }
        if (who.size() < MAX_SENDERS) {
            who.merge(sender, when, (a, b) -> a.isBefore(b) ? a : b);
        }
        Set<String> threads = byDay.computeIfAbsent(day(when), d -> new LinkedHashSet<>());
        if (threads.size() < MAX_PER_DAY) {
            threads.add(threadId);
        }
    }

    /** A thread's own title: not an answer to another, no tag of a patch, proposal or pull request. */
    static boolean startsDiscussion(String subject) {
        return subject != null && !subject.isBlank() && !Subjects.isReply(subject)
                && !CHANGE_TAG.matcher(subject).find();
    }

    /**
     * The one remembered thread with a message on one of {@code days} ("2019-06-28") in which {@code author} wrote
     * before {@code at}; null when none or several.
     */
    String resolve(Set<String> days, String author, String at) {
        Instant before = LinkedPatches.instant(at);
        if (days.isEmpty() || author == null || before == null) {
            return null;
        }
        Set<String> found = new LinkedHashSet<>();
        for (String day : days) {
            for (String thread : byDay.getOrDefault(day, Set.of())) {
                Instant wrote = senders.getOrDefault(thread, Map.of()).get(author);
                if (wrote != null && wrote.isBefore(before)) {
                    found.add(thread);
                }
            }
        }
        return found.size() == 1 ? found.iterator().next() : null;
    }

    private static String day(Instant when) {
        return when.atOffset(ZoneOffset.UTC).toLocalDate().toString();
    }

    /** For tests: the threads remembered. */
    int threads() {
        return senders.size();
    }
}
