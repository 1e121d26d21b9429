package dev.lkmltriage.triage;

import dev.lkmltriage.extract.MessageKind;
import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.report.Report;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Threads as the clusterer reads them (session 30, cluster44): a message that opens a topic behind reply headers
 * starts a thread of its own, and the answers to it follow it, not the thread it was written under.
 *
 * <p>The ingest's thread is the oldest ancestor a message names (References, In-Reply-To), which is what a list
 * archive shows. But a writer who answers some list mail with a subject of his own ("Oxford Semiconductor Ltd
 * OX16PCI954 - weird dmesg" under a movable-BARs patch) or forwards a bug report from Gmail (which keeps the
 * forwarded mail's Message-ID as In-Reply-To) starts a new topic: extraction reads such a message as a report or
 * other, never a reply (session 29, kinds30: a message with reply headers reaches those kinds only so). Left in the
 * old thread, a report of that shape pulled the old thread's messages (a patch series' cover, its robot mail) into
 * its cluster as "same thread", and the old thread's later mail followed it too.
 *
 * <p>So a report or other with an ancestor is read as its own thread's root, and a message whose nearest ancestor
 * (In-Reply-To, then References newest first) that is a start, or an answer to one, is read in that start's thread
 * (a topic opened inside another topic is its own again). A reply naming only its parent (no References) follows
 * its parent. Only the starts and their answers are kept: a few per thousand messages. A reopen restores both from
 * what the store keeps (each message's kind and thread, and the headers of the threads a topic was opened in).
 */
final class TopicStarts {
    /** How many passes a restore makes over a topic's thread: answers to answers stored out of order. */
    static final int MAX_RESTORE_PASSES = 64;

    private final Set<String> starts = new HashSet<>();
    /** Answers to a start (directly or through other answers), by Message-ID: the start. */
    private final Map<String, String> answers = new HashMap<>();

    /** Whether a message of this kind, in thread {@code threadId}, opens a topic behind reply headers. */
    static boolean starts(MessageKind kind, String messageId, String threadId) {
        return (kind == MessageKind.REPORT || kind == MessageKind.OTHER) && !threadId.equals(messageId);
    }

    /** As above for a stored message, whose kind the store keeps as its label. */
    static boolean starts(String kind, String messageId, String threadId) {
        return (MessageKind.REPORT.label().equals(kind) || MessageKind.OTHER.label().equals(kind))
                && !threadId.equals(messageId);
    }

    /** A stored topic start (a restore): later answers to it follow it, as in one run. */
    void restore(String messageId) {
        starts.add(messageId);
    }

    /**
     * The stored messages of the threads topics were opened in (a restore, after every start is restored), each with
     * its ancestors (References oldest first, then In-Reply-To): the answers among them are remembered as one run
     * remembered them. The store reads them in no particular order, so an answer whose parent is an answer read
     * later is found in a later pass (at most {@value #MAX_RESTORE_PASSES}).
     */
    void restoreAnswers(Map<String, List<String>> ancestors) {
        List<String> open = new ArrayList<>();
        for (String id : ancestors.keySet()) {
            if (!starts.contains(id) && !answers.containsKey(id)) {
                open.add(id);
            }
        }
        for (int pass = 0; pass < MAX_RESTORE_PASSES && !open.isEmpty(); pass++) {
            List<String> still = new ArrayList<>();
            for (String id : open) {
                String start = nearest(id, ancestors.get(id));
                if (start == null) {
                    still.add(id);
                } else {
                    answers.put(id, start);
                }
            }
            if (still.size() == open.size()) {
                break;
            }
            open = still;
        }
    }

    /**
     * The thread a restore reads a stored message in: a topic start's own id, an answer's start, else the thread the
     * store keeps ({@code stored}, the ingest's).
     */
    String restored(String messageId, String stored) {
        if (stored == null || stored.equals(messageId) || starts.isEmpty()) {
            return stored;
        }
        return starts.contains(messageId) ? messageId : answers.getOrDefault(messageId, stored);
    }

    /**
     * The message in the thread the clusterer reads it in: a topic start standing alone under its own id, an answer
     * to one under that start's id, any other message as the ingest threaded it.
     */
    Report thread(Report r) {
        if (starts(r.facts().kind(), r.messageId(), r.threadId())) {
            starts.add(r.messageId());
            return r.standingAlone();
        }
        if (starts.isEmpty() || r.threadId().equals(r.messageId())) {
            return r;
        }
        Mail m = r.mail();
        List<String> ancestors = new ArrayList<>(m.references());
        if (m.inReplyTo() != null) {
            ancestors.add(m.inReplyTo());
        }
        String start = nearest(m.messageId(), ancestors);
        if (start == null) {
            return r;
        }
        answers.put(m.messageId(), start);
        return new Report(m, start, r.facts(), r.origin());
    }

    /**
     * The start of the topic the nearest of these ancestors (oldest first, the parent last) belongs to, when that one
     * is a start or an answer to one; null when none is.
     */
    private String nearest(String messageId, List<String> ancestors) {
        for (int i = ancestors.size() - 1; i >= 0; i--) {
            String a = ancestors.get(i);
            if (a.equals(messageId)) {
                continue;
            }
            if (starts.contains(a)) {
                return a;
            }
            String start = answers.get(a);
            if (start != null) {
                return start;
            }
        }
        return null;
    }
}
