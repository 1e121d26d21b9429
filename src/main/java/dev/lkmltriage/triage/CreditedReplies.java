package dev.lkmltriage.triage;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.regex.Pattern;

/**
 * Reports answering a big series and their fix in the same thread (session 17, second round): two people paste a
 * boot oops in answer to a series' cover, each blaming nothing in words; days later the series' author answers in
 * the same thread with a patch, {@code Fixes:} one of the series' commits, {@code Reported-by:} both. The credit is
 * the evidence that the replies were reports: the patch starts a cluster standing alone under its own id (the
 * series' thread, with its reviews, lends it nothing) and the credited replies join it under theirs.
 * <p>
 * Remembered: replies placed nowhere (not robots' mail, not patches) that paste an oops or warning header in their
 * own unquoted text ({@link CulpritReplies#pastesFailure}) or state a bisect's result there ({@link #bisected}, session
 * 20: "we were able to bisect to this series" above pasted log lines holding no oops header), per thread, at most {@value #MAX_PER_THREAD} each in the
 * {@value #MAX_THREADS} most recent threads. Tied: a reply carrying a patch (not a series part) in the same thread,
 * posted after them and within {@link #WINDOW}, whose own changelog credits their sender
 * ({@link OtherPeoplesFixes#credits}) and who is not that sender. A review quoting the patch pastes no oops of its
 * own; a robot's oops is never remembered, so crediting the robot ties nothing; a patch crediting no one of the
 * thread ties nothing.
 * <p>
 * Also ({@link #confirming}): a fix posted as v1 and re-titled for v2-v4 (no "fix" in any title, no {@code Fixes:});
 * another vendor answers v1 "our laptops hit the same issue, too", and v4 carries their {@code Tested-by:}. A reply
 * saying in its own words that its sender hit the same problem ({@link #sameProblem}) or pasting a failure is
 * remembered by sender; a thread-starting patch crediting that sender, by the author of the unplaced patch the reply
 * answers, within {@link #WINDOW} of the reply, is that patch's later posting and a fix. A tester's answer stating no
 * problem, a quoted "same issue", another author's patch crediting the same tester tie nothing.
 */
final class CreditedReplies {
    static final int MAX_THREADS = 4096;
    /** Replies kept per thread, and per sender. */
    static final int MAX_PER_THREAD = 8;
    /** How long before its fix a credited reply may have been posted: as for two people's fixes. */
    static final Duration WINDOW = OtherPeoplesFixes.WINDOW;

    /** A reply pasting a failure: its id, its sender's address, when. */
    record Reply(String messageId, String threadId, String sender, Instant at) {
    }

    /** Replies pasting a failure or saying they hit the same problem, by sender, and by id (the most recent). */
    private final Map<String, Deque<String>> bySender = new HashMap<>();
    private final Map<String, Reply> byId = new CappedMap<>(MAX_THREADS,
            (id, v) -> LinkedPatches.remove(bySender, v.sender(), id));
    private final Map<String, List<Reply>> byThread = new LinkedHashMap<>(64, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, List<Reply>> eldest) {
            return size() > MAX_THREADS;
        }
    };

    /**
     * Remembers reply {@code messageId} in thread {@code threadId} (not its start), sent by {@code from} at
     * {@code at} (an ISO instant), when its text (on a reopen, its stored text) pastes a failure on a line of its own
     * or says its sender hit the same problem ({@link #sameProblem}). True when remembered.
     */
    boolean remember(String messageId, String threadId, String from, String text, String at) {
        boolean failure = CulpritReplies.pastesFailure(text) || bisected(text);
        if (messageId.equals(threadId) || !failure && !sameProblem(text)) {
            return false;
        }
        String sender = Reporters.email(from);
        Instant when = LinkedPatches.instant(at);
        if (sender == null || when == null) {
            return false;
        }
        Reply reply = new Reply(messageId, threadId, sender, when);
        ClusterIndex.pushCapped(bySender, sender, messageId, MAX_PER_THREAD);
        byId.put(messageId, reply);
        if (failure) {
            List<Reply> replies = byThread.computeIfAbsent(threadId, t -> new ArrayList<>());
            if (replies.size() < MAX_PER_THREAD) {
                replies.add(reply);
            }
        }
        return true;
    }

    /**
     * A bisect's result stated in a line of one's own (session 20): "bisected it to", "we were able to bisect to
     * this series", "the first bad commit is", "git bisect points at". A request ("could you bisect?") says none of
     * these.
     */
    private static final Pattern BISECTED = Pattern.compile(
            "(?im)^(?![ \\t]*>)[^\\n]{0,200}?(?:\\bbisected\\b|\\bable[ \\t]+to[ \\t]+bisect\\b"
                    + "|\\bfirst[ \\t]+bad[ \\t]+commit\\b|\\bbisect(?:ion)?[ \\t]+(?:points?|pointed|lands?|landed|says|shows?|showed|led|leads)\\b)");

    /**
     * True when {@code text} states on a line of its own (not quoted) that a bisect found a culprit: a reply
     * reporting a regression in words and pasted log lines that hold no oops header.
     */
    static boolean bisected(String text) {
        if (text == null || !Literals.mayContainAny(text, "bisect", "first bad")) {
            return false;
        }
        return BISECTED.matcher(text.length() > MAX_SCAN ? text.substring(0, MAX_SCAN) : text).find();
    }

    /** "hit the same issue", "we see the same problem": another person saying a patch's failure is theirs too. */
    private static final Pattern SAME_PROBLEM = Pattern.compile(
            "(?im)^(?![ \\t]*>)[^\\n]{0,200}?\\b(?:hit|hits|hitting|see|seeing|saw|seen|have|having|had|has"
                    + "|experienc(?:e|ed|ing)|observ(?:e|ed|ing)|ran into|run into|running into"
                    + "|encounter(?:ed|ing)?|fac(?:e|ed|ing))[ \\t]+(?:exactly[ \\t]+)?the[ \\t]+same[ \\t]+"
                    + "(?:issue|problem|bug|crash|hang|failure|error)s?\\b");
    private static final int MAX_SCAN = 64 * 1024;

    /** True when {@code text} says on a line of its own (not quoted) that its sender hit the same problem. */
    static boolean sameProblem(String text) {
        // Most replies say no "same": the pattern, tried at every line, is not run on them.
        if (text == null || !Literals.mayContain(text, "same")) {
            return false;
        }
        return SAME_PROBLEM.matcher(text.length() > MAX_SCAN ? text.substring(0, MAX_SCAN) : text).find();
    }

    /**
     * The remembered replies placed nowhere that patch {@code text} (thread-starting, from {@code from} at
     * {@code at}) credits and that answer an earlier posting of the same author's patch ({@code rootSender} gives
     * the sender of the unplaced patch starting a thread, null for any other thread): someone said the earlier
     * posting's problem was theirs too, and the later posting credits them. Oldest first.
     */
    List<Reply> confirming(String from, String text, String at,
                           Function<String, String> rootSender) {
        Instant when = LinkedPatches.instant(at);
        String sender = Reporters.email(PatchAuthor.of(from, text));
        if (when == null || sender == null || bySender.isEmpty()) {
            return List.of();
        }
        List<Reply> out = new ArrayList<>();
        for (String credit : OtherPeoplesFixes.credits(text)) {
            for (String id : ClusterIndex.ids(bySender, credit)) {
                Reply r = byId.get(id);
                if (r != null && !credit.equals(sender) && sender.equals(rootSender.apply(r.threadId()))
                        && !r.at().isAfter(when) && Duration.between(r.at(), when).compareTo(WINDOW) <= 0) {
                    out.add(r);
                }
            }
        }
        out.sort(Comparator.comparing(Reply::at));
        return out;
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
