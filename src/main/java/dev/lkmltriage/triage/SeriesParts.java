package dev.lkmltriage.triage;

import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.Subjects;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Parts of a patch series and the thread they share (session 12). A series' parts reply to its cover (or to part 1),
 * so one thread holds several patches that fix different things. When one part joins a cluster by its own evidence
 * (it fixes the blamed commit, names the bug entry, is a later posting of a credited fix), its thread becomes the
 * cluster's, and every other part used to ride along as a fix "by thread": the series' other changes and, when the
 * parts were re-posted, the other rounds' threads too. Two rules keep a part to its own evidence:
 * <ul>
 * <li>{@link #sibling}: a part in a thread whose root is not one of the cluster's reports (the root is a cover or
 * a part that joined as a fix, or joined only by the thread) is another part's sibling: it is placed by its own
 * evidence, standing alone, not by the thread; nor is it pulled in with the thread's earlier leftovers;</li>
 * <li>{@link #namesItsBug}: a part of a series in a thread no cluster holds that names a bug entry stands alone
 * too, so that it is remembered under its own id as a thread-starting patch is, and a later posting naming the same
 * entry (another round of the series, another author's series) starts the entry's cluster with it, without taking
 * either series' thread along.</li>
 * <li>{@link #strays} (session 14): a part standing alone that is placed by its own evidence lends the cluster
 * its series thread so that the answers to it follow; only those do: the cover and the answers to its sibling parts
 * (reviews of other changes) stay out, as they would had the part been posted in a thread of its own.</li>
 * </ul>
 * A thread a report started (the parts are answers to it) keeps all of its parts, as before; a cover that names the
 * report no longer brings its parts, which join only when they name it too (the label rules' "the patch itself
 * names the report").
 */
final class SeriesParts {
    /** A series tag with the part's number: {@code [PATCH v3 02/12]}, {@code [PATCH 2/5 V3]}, {@code [RFC 1/2]}. */
    private static final Pattern PART = Pattern.compile("\\[[^\\]]*?\\b(\\d{1,3})/(\\d{1,3})\\b[^\\]]*\\]");
    /** Member reasons of messages that joined only because their thread was the cluster's. */
    private static final String BY_THREAD = "same thread";

    private SeriesParts() {
    }

    /**
     * The number of the part a patch subject tags ({@code 2} for {@code [PATCH v2 2/9]}), or -1 for a cover
     * ({@code 0/9}), a lone patch ({@code 1/1} or no tag), a reply or an unreadable subject.
     */
    static int part(String subject) {
        if (subject == null || subject.length() > 1000 || Subjects.isReply(subject)) {
            return -1;
        }
        Matcher m = PART.matcher(subject);
        if (!m.find()) {
            return -1;
        }
        int n = Integer.parseInt(m.group(1));
        int of = Integer.parseInt(m.group(2));
        return n >= 1 && of > 1 && n <= of ? n : -1;
    }

    /**
     * True when a patch subject tags a part (not a cover) of a series of at most {@code most} parts
     * ({@code [PATCH 2/2]}, {@code [PATCH v3 1/3]}): a short series often carries one fix beside its preparation.
     */
    static boolean partOfFew(String subject, int most) {
        if (part(subject) < 1) {
            return false;
        }
        Matcher m = PART.matcher(subject);
        return m.find() && Integer.parseInt(m.group(2)) <= most;
    }

    /**
     * True when a series part arriving in thread {@code rootId} of cluster {@code c} is not one of its fixes by the
     * thread: the cluster holds the thread through another part, not through the root (a report, or a cover that
     * joined by its own evidence).
     */
    static boolean sibling(ClusterState c, String rootId, String subject) {
        return part(subject) > 0 && !heldByRoot(c, rootId);
    }

    /**
     * Whether cluster {@code c} holds thread {@code rootId} through its root as a report (a report, a duplicate, an
     * orphan answer standing for one), not only through its thread or as a patch: a series' cover or first part
     * that joined as a fix is one patch of the series, and the other parts answer to it, not to a report.
     */
    static boolean heldByRoot(ClusterState c, String rootId) {
        Cluster.Member m = c == null || !c.memberIds.contains(rootId) ? null : c.members.first(rootId);
        return m != null && !"fix".equals(m.role()) && (m.reason() == null || !m.reason().startsWith(BY_THREAD));
    }

    /**
     * Whether thread {@code rootId}'s root is a member of cluster {@code c} by its own evidence (a report, or a
     * cover or first part that names the report, links the fix or re-posts it), not only because its thread became
     * the cluster's: then the series as a whole is the cluster's (session 32, {@link PartAnswers}).
     */
    static boolean rootJoinedItself(ClusterState c, String rootId) {
        Cluster.Member m = c == null || !c.memberIds.contains(rootId) ? null : c.members.first(rootId);
        return m != null && (m.reason() == null || !m.reason().startsWith(BY_THREAD));
    }

    /**
     * Whether cluster {@code c} holds thread {@code threadId} only because a part standing alone lent it
     * ({@link ClusterState#partThreads}): the thread's root (the cover, or a first part) is no member of it.
     */
    static boolean answersOnly(ClusterState c, String threadId) {
        return c != null && c.partThreads.contains(threadId) && !c.memberIds.contains(threadId);
    }

    /**
     * True when a message in thread {@code threadId}, held by cluster {@code c} only through a part standing alone
     * ({@link #answersOnly}), answers none of the cluster's members: its In-Reply-To and References name neither the
     * part nor an answer to it that followed (the cover, a review of a sibling part, the sibling itself). Such a
     * message is placed by its own evidence, as if the thread were no cluster's.
     */
    static boolean strays(ClusterState c, String threadId, Mail mail) {
        return strays(c, threadId, mail.inReplyTo(), mail.references());
    }

    /**
     * {@link #strays(ClusterState, String, Mail)} from the headers it reads: the message's {@code inReplyTo} (or null)
     * and {@code references}. The one decision for a message being placed and for a reply an earlier run placed
     * nowhere ({@link Clusterer#restoreLeftover}, from the headers the store keeps).
     */
    static boolean strays(ClusterState c, String threadId, String inReplyTo, java.util.List<String> references) {
        if (!answersOnly(c, threadId)) {
            return false;
        }
        if (inReplyTo != null && c.memberIds.contains(inReplyTo)) {
            return false;
        }
        for (String ref : references) {
            if (c.memberIds.contains(ref)) {
                return false;
            }
        }
        return true;
    }

    /**
     * True when a reply in thread {@code threadId} of cluster {@code c} answers a series part placed nowhere
     * (session 32): its subject tags a part ({@code Re: [PATCH v4 3/8] ...}), its In-Reply-To is a part that
     * {@code placedNowhere} knows (a sibling of the part that joined changing none of the files the thread's joined
     * patches change, or an answer to one that strayed the same way),
     * and the cluster holds the thread through a part or a cover, not through a report at its root. One part of a
     * series fixed the cluster's problem (a revert at the end of a driver's feature series); its siblings were placed
     * nowhere as siblings ({@link #sibling}), and a review of a sibling is about that sibling's change, not the
     * problem: it is placed by its own evidence, as {@link #strays} places the answers in a thread a part standing
     * alone lent. An answer to the member part, to its cover or to a message never seen follows the thread as before.
     */
    static boolean answersSibling(ClusterState c, String threadId, Mail mail, Predicate<String> placedNowhere) {
        return answersSibling(c, threadId, mail.subject(), mail.inReplyTo(), placedNowhere);
    }

    /**
     * {@link #answersSibling(ClusterState, String, Mail, Predicate)} from the two headers it reads: the reply's
     * {@code subject} and its {@code inReplyTo}. The one decision for a message being placed and for one an earlier
     * run placed nowhere ({@link Clusterer#restoreLeftover}, from what the store keeps of it).
     */
    static boolean answersSibling(ClusterState c, String threadId, String subject, String inReplyTo,
                                  Predicate<String> placedNowhere) {
        if (c == null || threadId == null || inReplyTo == null || subject == null || subject.length() > 1000
                || !Subjects.isReply(subject) || c.memberIds.contains(inReplyTo) || !placedNowhere.test(inReplyTo)
                || answersOnly(c, threadId) || heldByRoot(c, threadId)) {
            return false;
        }
        return part(Subjects.normalize(subject)) > 0;
    }

    /**
     * The {@link #strays} check for messages re-threaded under a late parent ({@link Clusterer#adopt}): all of them
     * descend from {@code lateParent} (the root of the subtree the store re-threads), so in a thread cluster
     * {@code c} holds only through a part standing alone ({@link #answersOnly}) they answer a member only when
     * {@code lateParent} is one. When the late parent is the thread's own root (the cover arrived after its parts),
     * it is no member by definition and nothing moves.
     */
    static boolean lateAnswersStray(ClusterState c, String threadId, String lateParent) {
        return answersOnly(c, threadId) && !c.memberIds.contains(lateParent);
    }

    /**
     * True for a series part (not its cover, not a backport) carried by another sender ({@link PatchAuthor}): it is
     * its author's patch, posted before or after on its own, so it stands alone like a part naming its bug entry
     * and is placed by its own evidence; when placed, only the answers to it follow ({@link #strays}), not its
     * siblings or cover (session 15).
     */
    static boolean carried(String subject, String from, String text) {
        return part(subject) > 0 && !PatchVersions.backport(subject) && PatchAuthor.carried(from, text);
    }

    /**
     * True for a series part (not its cover, not a backport) that names one or two bug entries: it stands alone so
     * that a later posting naming the entry finds it ({@link LinkedPatches#namingBug}).
     */
    static boolean namesItsBug(String subject, String text) {
        if (part(subject) <= 0 || PatchVersions.backport(subject)) {
            return false;
        }
        int bugs = PatchVersions.bugs(text).size();
        return bugs >= 1 && bugs <= PatchVersions.MAX_BUGS;
    }
}
