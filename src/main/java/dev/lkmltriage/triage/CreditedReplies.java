package dev.lkmltriage.triage;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reports answering a big series and their fix in the same thread (session 17, second round): two people paste a
 * boot oops in answer to a series' cover, each blaming nothing in words; days later the series' author answers in
 * the same thread with a patch, {@code Fixes:} one of the series' commits, {@code Reported-by:} both. The credit is
 * the evidence that the replies were reports: the patch starts a cluster standing alone under its own id (the
 * series' thread, with its reviews, lends it nothing) and the credited replies join it under theirs.
 * <p>
 * Remembered: replies placed nowhere (not robots' mail, not patches) that paste an oops or warning header in their
 * own unquoted text ({@link CulpritReplies#pastesFailure}), per thread, at most {@value #MAX_PER_THREAD} each in the
 * {@value #MAX_THREADS} most recent threads. Tied: a reply carrying a patch (not a series part) in the same thread,
 * posted after them and within {@link #WINDOW}, whose own changelog credits their sender
 * ({@link OtherPeoplesFixes#credits}) and who is not that sender. A review quoting the patch pastes no oops of its
 * own; a robot's oops is never remembered, so crediting the robot ties nothing; a patch crediting no one of the
 * thread ties nothing.
 */
final class CreditedReplies {
    static final int MAX_THREADS = 4096;
    static final int MAX_PER_THREAD = 8;
    /** How long before its fix a credited reply may have been posted: as for two people's fixes. */
    static final Duration WINDOW = OtherPeoplesFixes.WINDOW;

    /** A reply pasting a failure: its id, its sender's address, when. */
    record Reply(String messageId, String sender, Instant at) {
    }

    private final Map<String, List<Reply>> byThread = new LinkedHashMap<>(64, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, List<Reply>> eldest) {
            return size() > MAX_THREADS;
        }
    };

    /**
     * Remembers reply {@code messageId} in thread {@code threadId} (not its start), sent by {@code from} at
     * {@code at} (an ISO instant), when its text pastes a failure on a line of its own (on a reopen, its stored text). True when remembered.
     */
    boolean remember(String messageId, String threadId, String from, String text, String at) {
        if (messageId.equals(threadId) || !CulpritReplies.pastesFailure(text)) {
            return false;
        }
        String sender = Reporters.email(from);
        Instant when = LinkedPatches.instant(at);
        if (sender == null || when == null) {
            return false;
        }
        List<Reply> replies = byThread.computeIfAbsent(threadId, t -> new ArrayList<>());
        if (replies.size() >= MAX_PER_THREAD) {
            return false;
        }
        replies.add(new Reply(messageId, sender, when));
        return true;
    }

    /**
     * The remembered replies of thread {@code threadId} that patch {@code text}, from {@code from} at {@code at},
     * credits (oldest first); none when the patch credits no one, or none of them.
     */
    List<String> credited(String threadId, String from, String text, String at) {
        List<Reply> replies = byThread.get(threadId);
        Instant when = LinkedPatches.instant(at);
        if (replies == null || when == null || text == null) {
            return List.of();
        }
        Set<String> credits = OtherPeoplesFixes.credits(text);
        String sender = Reporters.email(from);
        String author = Reporters.email(PatchAuthor.of(from, text));
        List<String> out = new ArrayList<>();
        for (Reply r : replies) {
            if (credits.contains(r.sender()) && !r.sender().equals(sender) && !r.sender().equals(author)
                    && !r.at().isAfter(when) && Duration.between(r.at(), when).compareTo(WINDOW) <= 0) {
                out.add(r.messageId());
            }
        }
        return out;
    }

    /** Forgets the replies of {@code threadId} that joined a cluster. */
    void joined(String threadId, List<String> ids) {
        List<Reply> replies = byThread.get(threadId);
        if (replies != null) {
            replies.removeIf(r -> ids.contains(r.messageId()));
        }
    }
}
