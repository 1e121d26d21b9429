package dev.lkmltriage.triage;

import dev.lkmltriage.extract.MessageKind;
import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.Subjects;
import dev.lkmltriage.report.Report;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Places reports into clusters one at a time. A message joins its thread's cluster (as a reply, or as a fix when it
 * is a patch); a patch outside such threads joins the cluster whose culprit it fixes or whose report it links to;
 * a report is scored against candidate clusters found through the culprit, device, driver and link maps (at most
 * {@value ClusterIndex#MAX_CANDIDATES_PER_KEY} per key, the most recent) and joins the best one scoring above zero
 * as a duplicate, or starts a cluster. The cost per message is bounded by the candidate caps, not by the number of
 * clusters. Not thread-safe: one ingest places messages in order.
 *
 * <p>This class holds the decision order; the pieces it decides with are {@link ClusterIndex} (the maps),
 * {@link CandidateSearch} (candidates and scoring), {@link FixFinder} (which cluster a patch fixes),
 * {@link Membership} (joining and leaving), {@link Merges} (bridging two clusters), {@link LinkedPatches},
 * {@link PatchPlacement} (where a patch outside clustered threads goes) and {@link ThreadLeftovers}.
 */
public final class Clusterer {
    /**
     * A message that reaches more clusters than this through its links, culprits and fixes is a hub (a regression
     * list, a reply quoting many reports): it may join its own thread, but its links and commits are not taken.
     */
    static final int MAX_LINKED_CLUSTERS = 2;
    /** Naming more commits as culprits or fixes than this makes a message a hub too (a pull request, a series). */
    static final int MAX_COMMITS_NAMED = 6;

    private final ClusterWeights weights;
    private final ClusterIndex ix = new ClusterIndex();
    private final CandidateSearch search = new CandidateSearch(ix);
    private final FixFinder fixes = new FixFinder(ix);
    private final Membership members = new Membership(ix);
    private final Merges merges = new Merges(ix);
    private final LinkedPatches linkedPatches = new LinkedPatches(ix, members);
    private final Reporters reporters = new Reporters(ix);
    private final PatchPlacement patches = new PatchPlacement(ix, fixes, members, linkedPatches, reporters, merges);
    private final ThreadLeftovers leftovers = new ThreadLeftovers();
    private final PartAnswers partAnswers = new PartAnswers();
    private final ReportLinks reportLinks = new ReportLinks(ix);
    private final TextTies texts = new TextTies(ix);
    private final TraceTies traces = new TraceTies(ix);
    private final DraftDiffs drafts = new DraftDiffs(ix);
    private final SameChangeLines sameChanges = new SameChangeLines(ix);
    private final TableEntries tableEntries = new TableEntries();
    private final QuotedCulprits quotedCulprits = new QuotedCulprits(ix);
    private final LinkedReverts linkedReverts = new LinkedReverts(ix, members);
    private final RepostedFixParts reposts = new RepostedFixParts(ix, members);
    private final NamedDevices namedDevices = NamedDevices.shipped();
    private final SubsystemWords subsystemWords = SubsystemWords.shipped();
    private final OtherAuthorsFixParts othersParts = new OtherAuthorsFixParts();
    private final EarlierReverts earlierReverts = new EarlierReverts(ix, members);
    private final OtherPeoplesFixes credited = new OtherPeoplesFixes(ix, members);
    private final CreditedReplies replies = new CreditedReplies();
    private final AbsentParents absent = new AbsentParents();
    private final DiscussionDays discussions = new DiscussionDays();
    private final TopicStarts topics = new TopicStarts();
    /** Leftovers placed since the last {@link #drainLinked()}: their thread became a cluster. */
    private final Map<String, Placement> pulled = new LinkedHashMap<>();
    /**
     * The threads any message has been offered from: a reply whose thread was never seen is an orphan (its start
     * never reached this archive) and may be the only trace of a report.
     */
    private final Set<String> seenThreads = new HashSet<>();

    public Clusterer(ClusterWeights weights) {
        this.weights = weights;
    }

    /**
     * Rebuilds the maps from stored clusters (as {@link #drainChanged()} returned them before) without their
     * {@link ClusterKeys}: found again only by members, threads, culprits, devices and drivers.
     */
    public void restore(Collection<Cluster> stored) {
        restore(stored, id -> ClusterKeys.NONE);
    }

    /**
     * Rebuilds the maps from stored clusters and the keys {@link #keysOf} gave for each (missing: {@code keys}
     * returns null or {@link ClusterKeys#NONE}), so that a message placed after a reopen finds the clusters it would
     * have found in one run. Clusters are indexed least recently updated first, so the maps' "most recent first"
     * order and their caps keep the clusters a single run would have kept.
     */
    public void restore(Collection<Cluster> stored, java.util.function.Function<String, ClusterKeys> keys) {
        List<Cluster> ordered = new ArrayList<>(stored);
        ordered.sort(java.util.Comparator.comparing((Cluster c) -> c.updated() == null ? "" : c.updated()));
        for (Cluster c : ordered) {
            ClusterState s = ClusterState.of(c);
            ClusterKeys k = keys.apply(c.id());
            s.restoreKeys(k == null ? ClusterKeys.NONE : k);
            ix.clusters.put(s.id, s);
            ix.index(s);
        }
    }

    /** What the store keeps beside cluster {@code id} for {@link #restore(Collection, java.util.function.Function)}. */
    public ClusterKeys keysOf(String id) {
        ClusterState c = ix.clusters.get(id);
        return c == null ? ClusterKeys.NONE : c.keys();
    }

    /**
     * Threads messages of earlier runs were in (a restore): a reply in one of them is not an orphan, as it would
     * not have been in one run.
     */
    public void restoreSeenThreads(Collection<String> threadIds) {
        seenThreads.addAll(threadIds);
    }

    /**
     * A stored message of kind {@code kind} (its label) in ingest thread {@code threadId} (a restore): when it opened
     * a topic behind reply headers (a report or other with an ancestor, {@link TopicStarts}), the answers to it
     * placed after the reopen follow its thread, as in one run, and its thread counts as seen.
     */
    public boolean restoreTopicStart(String messageId, String kind, String threadId) {
        if (messageId != null && threadId != null && TopicStarts.starts(kind, messageId, threadId)) {
            topics.restore(messageId);
            seenThreads.add(messageId);
            return true;
        }
        return false;
    }

    /**
     * The stored messages of the threads topics were opened in (a restore, after every {@link #restoreTopicStart}),
     * each with its ancestors ({@code References} oldest first, then In-Reply-To): those answering a topic start are
     * read in that start's thread by every restore below and by later answers, as one run placed them.
     */
    public void restoreTopicAnswers(Map<String, List<String>> ancestors) {
        topics.restoreAnswers(ancestors);
    }

    /**
     * A thread-starting patch an earlier run placed nowhere (a restore, oldest first): a later fix linking to it
     * pulls it into its cluster, as in one run. A message that is in a cluster after all is never pulled.
     */
    public void restoreUnplacedPatch(String messageId, String threadId) {
        linkedPatches.unplaced(messageId, threadId, null, null, Set.of(), Set.of(), Set.of());
    }

    /**
     * {@link #restoreUnplacedPatch(String, String)} with the patch's stored subject, sender and text, from which
     * its later postings and the patches naming its bug entry find it again ({@link PatchVersions}), as in one run.
     */
    public void restoreUnplacedPatch(String messageId, String stored, String subject, String sender, String text) {
        String threadId = topics.restored(messageId, stored);
        String from = PatchAuthor.of(sender, text);
        linkedPatches.unplaced(messageId, threadId, PatchPlacement.attemptSender(from, subject),
                PatchVersions.key(from, subject),
                PatchPlacement.unplacedBugs(subject, text),
                PatchVersions.addedLines(from, subject, text), PatchPlacement.unplacedFixed(subject, text), threadId,
                PatchHunks.of(subject, text), null, PatchVersions.removedLines(from, subject, text));
        if (text != null && !TextTies.cover(subject) && !PatchVersions.backport(subject)) {
            linkedPatches.traced(messageId, TraceFrames.keys(text));
        }
    }

    /**
     * {@link #restoreUnplacedPatch(String, String, String, String, String)} from the keys {@link #unplacedKeysOf}
     * gave when the patch was placed nowhere, as the store keeps them: the same restore, without the patch's text.
     */
    public void restoreUnplacedPatch(String messageId, String threadId, PatchKeys keys) {
        restoreUnplacedPatch(messageId, threadId, keys, threadId);
    }

    /**
     * {@link #restoreUnplacedPatch(String, String, PatchKeys)} of a patch posted in thread {@code series}: a series
     * part standing alone under its own id ({@code threadId}) still is no other posting of its cover's bug entry.
     */
    public void restoreUnplacedPatch(String messageId, String stored, PatchKeys keys, String storedSeries) {
        String threadId = topics.restored(messageId, stored);
        String series = topics.restored(messageId, storedSeries);
        linkedPatches.unplaced(messageId, threadId, keys.sender(), keys.version(),
                new LinkedHashSet<>(keys.bugs()), new LinkedHashSet<>(keys.lines()),
                new LinkedHashSet<>(keys.fixed()), series, new LinkedHashSet<>(keys.hunks()), keys.postedAt(),
                new LinkedHashSet<>(keys.removed()));
        linkedPatches.traced(messageId, new LinkedHashSet<>(keys.traces()));
    }

    /** The keys of a thread-starting patch {@link #place} just placed nowhere (for the store to keep), or null. */
    public PatchKeys unplacedKeysOf(String messageId) {
        return linkedPatches.keysOf(messageId);
    }

    /**
     * True when a stored patch with this subject may be a fix part of a series round ({@link RepostedFixParts}):
     * the store reads the texts of these alone on a reopen, for {@link #restoreFixPart}.
     */
    public static boolean maybeFixPart(String subject) {
        return subject != null && RepostedFixParts.fixPart(subject, null);
    }

    /**
     * A patch an earlier run ingested (a restore, oldest first), posted in thread {@code series}: when it is a fix
     * part of a series round, its later postings in other rounds find it again, as in one run
     * ({@link RepostedFixParts}).
     */
    public void restoreFixPart(String messageId, String stored, String subject, String from, String text) {
        String series = topics.restored(messageId, stored);
        reposts.remember(messageId, series, subject, from, text);
        othersParts.remember(messageId, series, subject, from, text);
    }

    /** True when a stored patch with this subject may be a revert ({@link EarlierReverts}): see {@link #restoreRevert}. */
    public static boolean maybeRevert(String subject) {
        return EarlierReverts.maybeRevert(subject);
    }

    /**
     * A patch an earlier run placed nowhere (a restore, oldest first), posted in thread {@code threadId}: when it is
     * a revert, a later fix of the commit it reverts takes it into its cluster, as in one run ({@link EarlierReverts}).
     */
    public void restoreRevert(String messageId, String stored, String subject, String text) {
        String threadId = topics.restored(messageId, stored);
        earlierReverts.remember(messageId, threadId, subject, text,
                !threadId.equals(messageId) && SeriesParts.part(subject) > 0);
    }

    /**
     * A patch an earlier run placed nowhere (a restore, oldest first), posted in thread {@code threadId} at
     * {@code postedAt} (an ISO instant): when it is a fix, another author's later fix of the same commit crediting
     * it (or credited by it) takes it into its cluster, as in one run ({@link OtherPeoplesFixes}). The store restores
     * those posted within {@link #CREDITED_WINDOW} of its newest message.
     */
    public void restoreCreditedFix(String messageId, String stored, String subject, String from, String text,
                                   String postedAt) {
        if (!ix.byMessage.containsKey(messageId)) {
            credited.remember(messageId, OtherPeoplesFixes.read(messageId, topics.restored(messageId, stored), from,
                    subject, text, postedAt));
        }
    }

    /**
     * A stored message that is not a patch or a robot's (a restore, oldest first, placed or not): its thread, day and
     * sender, for a later patch citing the discussion by an lkml.org URL, as in one run ({@link DiscussionDays}).
     */
    public void restoreDiscussion(String messageId, String stored, String subject, String from, String postedAt) {
        String threadId = topics.restored(messageId, stored);
        discussions.remember(messageId, threadId, subject, from, postedAt);
    }

    /**
     * A reply an earlier run placed nowhere (a restore, oldest first, not a patch, not a robot's), posted in thread
     * {@code threadId} at {@code postedAt} (an ISO instant): when its text pastes a failure, a later patch in its
     * thread crediting its sender takes it into its cluster, as in one run ({@link CreditedReplies}). The store
     * restores those posted within {@link #CREDITED_WINDOW} of its newest message.
     */
    public void restoreCreditedReply(String messageId, String stored, String from, String text, String postedAt) {
        String threadId = topics.restored(messageId, stored);
        if (!ix.byMessage.containsKey(messageId)) {
            replies.remember(messageId, threadId, from, text, postedAt);
        }
    }

    /** How long before a later fix an earlier fix it credits may have been posted ({@link #restoreCreditedFix}). */
    public static final Duration CREDITED_WINDOW = OtherPeoplesFixes.WINDOW;

    /**
     * True when a stored thread-starting patch with this subject may be a lone patch whose changed lines
     * {@link SameChangeLines} remembers (not a series part or cover, not a backport): the store reads the texts of
     * these on a reopen, for {@link #restoreSameChange}.
     */
    public static boolean maybeSameChange(String subject) {
        return subject != null && !PatchVersions.inSeries(subject) && !PatchVersions.backport(subject);
    }

    /**
     * True when a stored patch with this subject may be a short series' part {@link SameChangeLines#rememberPart}
     * remembers by its changelog when placed nowhere: the store reads its text on a reopen, for
     * {@link #restoreSameChange}.
     */
    public static boolean maybeChangelogPart(String subject) {
        return SeriesParts.partOfFew(subject, SameChangeLines.MAX_SERIES_PARTS) && !PatchVersions.backport(subject);
    }

    /**
     * A thread-starting patch, placed or not (in a run as it is placed; on a reopen each an earlier run ingested,
     * oldest first), posted at {@code postedAt} (an ISO instant; null: now, as {@link #place} stamps a message
     * without a date): its changed lines count one sender more and find it from now on ({@link SameChangeLines}),
     * so a later posting of the same change finds it after a reopen as in one run. Bounded as in a run: the
     * memory keeps the most recent keys and postings.
     */
    public void restoreSameChange(String messageId, String subject, String from, String text, String postedAt) {
        partAnswers.root(messageId, subject);
        if (SeriesParts.part(subject) > 0) {
            if (!ix.byMessage.containsKey(messageId)) {
                sameChanges.rememberPart(messageId, Reporters.email(PatchAuthor.of(from, text)), subject, text,
                        postedAt == null ? Instant.now().toString() : postedAt);
            }
            return;
        }
        rememberChange(messageId, subject, from, text, SameChangeLines.Change.of(subject, text), postedAt);
    }

    /** {@link #restoreSameChange} with the change its text says already read ({@link SameChangeLines.Change#of}). */
    private void rememberChange(String messageId, String subject, String from, String text,
                                SameChangeLines.Change change, String postedAt) {
        if (!change.keys().isEmpty()) {
            String sender = Reporters.email(PatchAuthor.of(from, text));
            String at = postedAt == null ? Instant.now().toString() : postedAt;
            sameChanges.remember(messageId, sender, subject, text, change, at);
            tableEntries.remember(messageId, sender, change.entries(), at);
        }
    }

    /**
     * A message an earlier run placed nowhere (a restore, oldest first, each thread's messages in the order they
     * came): it follows when its thread becomes a cluster, as in one run ({@link ThreadLeftovers}).
     */
    public void restoreLeftover(String messageId, String stored, String subject, boolean patch) {
        restoreLeftover(messageId, stored, subject, patch, null);
    }

    /**
     * {@link #restoreLeftover(String, String, String, boolean)} for a reply answering {@code answers} (its
     * In-Reply-To; null for any other message): when that is a series' part placed nowhere, or an answer that strayed
     * with one (restored before it, as the run met them), this answer strays with it too, and so do the answers to
     * it placed after the reopen, as in one run ({@link PartAnswers}; session 32, cluster49).
     */
    public void restoreLeftover(String messageId, String stored, String subject, boolean patch, String answers) {
        restoreLeftover(messageId, stored, subject, patch, answers, null);
    }

    /**
     * {@link #restoreLeftover(String, String, String, boolean, String)} for a reply whose References
     * ({@code references}, oldest first) the store read too (null: not read): in a thread a cluster holds only through
     * a part standing alone, a reply answering none of its members strayed (session 14, {@link SeriesParts#strays}),
     * and is restored as one run recorded it: strayed, and its thread's leftover (session 34).
     */
    public void restoreLeftover(String messageId, String stored, String subject, boolean patch, String answers,
                                List<String> references) {
        String threadId = topics.restored(messageId, stored);
        // As place() saw it: a backport in someone else's thread stands alone, under its own id.
        String thread = patch && !threadId.equals(messageId) && PatchVersions.backport(subject) ? messageId : threadId;
        if (!ix.byMessage.containsKey(messageId) && !ix.byThread.containsKey(thread)) {
            leftovers.add(messageId, thread, patch, patch && SeriesParts.part(subject) > 0);
        }
        if (!ix.byMessage.containsKey(messageId)) {
            linkedReverts.remember(messageId, subject, patch);
            // A reply placed nowhere in a thread a cluster holds, tagging a part and answering a part of other files
            // (or an answer that strayed so), strayed with it (SeriesParts#answersSibling), or answering none of the
            // members in a thread a part standing alone lent (SeriesParts#strays, session 14): the answers to it
            // stray too, and it stays its thread's leftover, which the next message joining the thread pulls in, as
            // in one run (session 32, cluster50; session 34). The same two decisions place() takes.
            ClusterState held = ix.byThread.containsKey(threadId) ? ix.clusters.get(ix.byThread.get(threadId)) : null;
            boolean strayed = !patch && held != null && (SeriesParts.answersSibling(held, threadId, subject, answers,
                    answered -> partAnswers.offPart(ix, answered, threadId))
                    || references != null && SeriesParts.strays(held, threadId, answers, references));
            partAnswers.placedNowhere(messageId, thread, patch && !thread.equals(messageId)
                    && SeriesParts.part(subject) > 0, null, false, patch ? null : answers, strayed);
            if (strayed) {
                leftovers.add(messageId, threadId, false, SeriesParts.part(subject) > 0);
            }
        }
    }

    /**
     * A patch of a thread holding a series part placed nowhere (a restore, oldest first, before
     * {@link #restoreLeftover}), posted in thread {@code stored}, with its stored subject and text: when an earlier run
     * placed it in a cluster, its files count among its thread's joined patches' files; when it placed it nowhere (a
     * series part, or any patch posted in the thread), the files it changes, which count so when it joins a cluster
     * later. Then the answers to the part placed after the reopen stray when they would have in one run
     * ({@link PartAnswers#offPart}; session 32, cluster50; session 33).
     */
    public void restoreSeriesFiles(String messageId, String stored, String subject, String text, boolean placed) {
        if (text == null || PatchVersions.backport(subject)) {
            return;
        }
        if (placed) {
            partAnswers.joined(topics.restored(messageId, stored), FixedFiles.of(text));
        } else if (!ix.byMessage.containsKey(messageId)) {
            String thread = topics.restored(messageId, stored);
            boolean numbered = SeriesParts.part(subject) > 0;
            if (numbered || !thread.equals(messageId)) {
                partAnswers.files(messageId, thread, FixedFiles.of(text), numbered);
            }
        }
    }

    /**
     * A thread-starting patch an earlier run ingested, placed or not (a restore, oldest first): when it is a numbered
     * part (a series without a cover), a cluster it joined by its own evidence holds that one part, not the series,
     * and the answers to its siblings placed after the reopen stay out of it as in one run ({@link PartAnswers}).
     */
    public void restoreThreadStart(String messageId, String subject) {
        partAnswers.root(messageId, subject);
    }

    /** True when a stored patch with this subject may be a numbered series part ({@link #restoreThreadStart}). */
    public static boolean maybeNumberedPart(String subject) {
        return SeriesParts.part(subject) > 0;
    }


    /**
     * A series part placed nowhere that says it fixes something ({@link PatchPlacement#fixesSomething}): a later
     * posting of it under the same author and title that becomes a cluster's fix takes it in (session 19,
     * {@link LinkedPatches#unplacedPart}). A part that fixes nothing (a clean-up's, a feature's) is not kept.
     */
    private void unplacedPart(Report part) {
        unplacedPart(part.messageId(), part.mail().subject(), part.mail().from(), part.mail().text(),
                namesCulprit(part.facts().commits()));
    }

    /**
     * The one decision of {@link #unplacedPart(Report)}, in a run and on a reopen ({@link #restoreUnplacedPart}):
     * {@code culprit}, the part names a commit it fixes ({@link #namesCulprit}).
     */
    private void unplacedPart(String messageId, String subject, String from, String text, boolean culprit) {
        String version = PatchVersions.key(PatchAuthor.of(from, text), subject);
        if (version != null && PatchPlacement.fixesSomething(culprit, ReportFeatures.tokens(subject), subject)) {
            linkedPatches.unplacedPart(messageId, version);
        }
    }

    /**
     * True when {@code commits} (a message's commit facts) name a culprit in the message's own text, not quoted: what
     * {@link ReportFeatures#culprits} holds, read without the rest of the features.
     */
    public static boolean namesCulprit(Collection<dev.lkmltriage.extract.CommitFact> commits) {
        for (dev.lkmltriage.extract.CommitFact c : commits) {
            if (!c.quoted() && "culprit".equals(c.role())) {
                return true;
            }
        }
        return false;
    }

    /**
     * A series part an earlier run placed nowhere (a restore, oldest first), posted in thread {@code stored} (not its
     * root), with its stored subject, sender and text; {@code culprit}: its commit facts name a culprit
     * ({@link #namesCulprit}). When it says it fixes something, a later posting of it under the same author and title
     * that becomes a cluster's fix takes it in, as in one run (session 19, {@link LinkedPatches#unplacedPart};
     * session 34: a reopen forgot it).
     */
    public void restoreUnplacedPart(String messageId, String stored, String subject, String from, String text,
                                    boolean culprit) {
        if (text == null || ix.byMessage.containsKey(messageId) || messageId.equals(stored)
                || SeriesParts.part(subject) <= 0 || PatchVersions.backport(subject)) {
            return;
        }
        unplacedPart(messageId, subject, from, text, culprit);
    }

    /** True when a stored patch placed nowhere with this subject may be a part {@link #restoreUnplacedPart} keeps. */
    public static boolean maybeUnplacedPart(String subject) {
        return SeriesParts.part(subject) > 0 && !PatchVersions.backport(subject);
    }

    /**
     * Places one message. Returns the decision, or null when the message belongs to no regression (a patch or
     * reply unrelated to any report, a pull request, a robot's mail).
     */
    public Placement place(Report report) {
        if (ix.byMessage.containsKey(report.messageId())) {
            return null;
        }
        ix.joinedNow.clear();
        // A topic opened behind reply headers is its own thread, and the answers to it follow it (session 30). The
        // thread it was written in was seen all the same: a reply there whose parent never came is no orphan.
        String written = report.threadId();
        report = topics.thread(report);
        if (!written.equals(report.threadId())) {
            seenThreads.add(written);
        }
        MessageKind kind = report.facts().kind();
        boolean inThread = kind == MessageKind.PATCH && !report.threadId().equals(report.messageId());
        String subject = report.mail().subject();
        // A reply whose parent never reached this archive (session 24, {@link AbsentParents}): read before decide()
        // marks its thread seen.
        boolean orphanReply = kind == MessageKind.REPLY && !report.threadId().equals(report.messageId())
                && report.mail().inReplyTo() != null && !seenThreads.contains(report.threadId())
                && !ix.byThread.containsKey(report.threadId());
        // A stable queue (AUTOSEL, "[PATCH 5.4 076/118]") threads hundreds of unrelated backports under one cover:
        // each backport stands alone, joining a cluster by its own evidence and lending it no thread.
        boolean backport = inThread && PatchVersions.backport(subject);
        // A series' part is placed by its own evidence when another part brought its thread into a cluster, or
        // when it names a bug entry in a thread no cluster holds yet ({@link SeriesParts}).
        String threadCluster = inThread ? ix.byThread.get(report.threadId()) : null;
        boolean sibling = inThread && !backport && threadCluster != null
                && SeriesParts.sibling(ix.clusters.get(threadCluster), report.threadId(), subject);
        // A later posting of a fix part of another series round stands alone too, tied part to part (session 15).
        boolean alone = kind == MessageKind.PATCH && !backport && (threadCluster == null || sibling);
        String repost = alone ? reposts.earlier(report.mail(), report.threadId(), report.messageId()) : null;
        // Another author's fix part of the same bug, tied part to part the same way (session 16).
        String otherFix = alone && repost == null
                ? othersParts.earlier(report.mail(), report.threadId(), report.messageId()) : null;
        boolean part = inThread && !backport && (threadCluster != null ? sibling
                : SeriesParts.namesItsBug(subject, report.mail().text())
                        || SeriesParts.carried(subject, report.mail().from(), report.mail().text())
                        || patches.repostedPart(report));
        // A thread a part standing alone lent its cluster brings only the answers to that part (session 14); in a
        // thread a part or cover holds, an answer to a sibling part placed nowhere strays too (session 32).
        String held = report.threadId().equals(report.messageId()) ? null : ix.byThread.get(report.threadId());
        String heldThread = report.threadId();
        boolean stray = !backport && !part && held != null
                && SeriesParts.strays(ix.clusters.get(held), report.threadId(), report.mail());
        boolean answersOffPart = !stray && !backport && !part && held != null && kind != MessageKind.PATCH
                && SeriesParts.answersSibling(ix.clusters.get(held), report.threadId(), report.mail(),
                        answered -> partAnswers.offPart(ix, answered, heldThread));
        // An answer follows what it answers (session 32, {@link PartAnswers}): a reply to a series' part placed
        // nowhere (or to an answer that strayed with one) is placed by its own evidence as the part was; a reply to
        // another cluster's member (a part it holds, a report answering the patch) joins that cluster.
        String parent = kind == MessageKind.REPLY && held != null && !stray && !answersOffPart ? report.mail().inReplyTo()
                : null;
        String parentCluster = parent == null ? null : ix.resolve(ix.byMessage.get(parent));
        ClusterState elsewhere = parentCluster == null || parentCluster.equals(ix.resolve(held)) ? null
                : ix.clusters.get(parentCluster);
        // Neither answer rule (a sibling part's other files, PartAnswers) applies when the series' root joined by
        // its own evidence (the series as a whole is the fix), nor when the reply lends the cluster a suspect
        // (quoting "This reverts commit X" of a revert part: a later round of the series, reverting X, joins by it).
        stray |= (answersOffPart || elsewhere == null && partAnswers.strays(ix, parent))
                && !partAnswers.seriesJoined(ix.clusters.get(held), report.threadId())
                && !PartAnswers.lendsASuspect(report);
        // A reply in an unclustered patch thread pasting the failure the patch causes is a report of its own,
        // standing alone: the review thread lends it nothing (session 16, {@link CulpritReplies}).
        boolean answer = kind == MessageKind.REPLY && !report.threadId().equals(report.messageId())
                && seenThreads.contains(report.threadId());
        boolean culpritReply = answer && !ix.byThread.containsKey(report.threadId())
                && CulpritReplies.reports(report.mail(), BuildWarnings.of(report.mail()));
        // A bisect landing on the patch answered makes the reply a report whatever cluster the thread is in: the
        // patch it answers is its culprit, never its fix (session 17, second round); so does a bisect landing on a
        // commit the reply names by its title, a cover's reply too (session 23).
        String blamed = culpritReply ? CulpritReplies.blamedTitle(report.mail())
                : answer ? bisected(report.mail()) : null;
        culpritReply |= blamed != null;
        // A re-posted fix part lends no thread: its siblings stay their thread's, never standing alone by it.
        Report r = backport || part || stray || elsewhere != null || repost != null || otherFix != null
                || culpritReply ? new Report(report.mail(), report.messageId(), blamed == null ? report.facts()
                        : CulpritReplies.ownFacts(report.facts(), report.mail(), blamed), report.origin()) : report;
        // What a lone patch's diff says of its change, read once for its placement and for its memory below.
        SameChangeLines.Change change = kind == MessageKind.PATCH && r.threadId().equals(r.messageId())
                ? SameChangeLines.Change.of(subject, report.mail().text()) : null;
        Placement p = elsewhere != null ? members.attach(elsewhere, r.messageId(), parent, "reply",
                "answers " + parent + ", a member of this cluster (its thread is another cluster's)", at(r))
                : repost != null ? reposts.place(r, repost, at(r), pulled)
                : otherFix != null ? reposts.place(r, otherFix, at(r), pulled, "another sender's fix part "
                        + otherFix + " of the same bug (the same hunk and Fixes: commit, or the same diagnostic and"
                        + " removed line)", "another sender's fix part " + r.messageId() + " of the same bug")
                : decide(r, culpritReply ? MessageKind.REPORT : kind, report.threadId(), blamed, change);
        if (repost != null || otherFix != null) {
            // The earlier part joined a cluster only now: the answers that strayed with it follow it (session 32,
            // cluster49, {@link PartAnswers#takeAnswers}).
            answersFollow(repost != null ? repost : otherFix);
        }
        if (kind == MessageKind.PATCH && !backport) {
            reposts.remember(report, report.threadId());
            othersParts.remember(report.messageId(), report.threadId(), subject, report.mail().from(),
                    report.mail().text());
        }
        if (kind == MessageKind.PATCH && !backport && p == null) {
            p = report.threadId().equals(report.messageId()) ? confirmedPosting(report, at(r))
                    : creditedReplies(report, at(r));
            r = p == null ? r : report.standingAlone();
        }
        if (kind == MessageKind.PATCH && !backport) {
            p = creditedFixes(report, r, p);
        }
        if (kind == MessageKind.PATCH && !backport && report.threadId().equals(report.messageId())) {
            p = absentParents(r, p);
        }
        if (orphanReply && p == null && !ix.byMessage.containsKey(report.messageId())) {
            absent.remember(report, report.mail().inReplyTo(), at(r));
        }
        if (kind == MessageKind.PATCH && !backport && p == null) {
            p = discussedChange(report, at(r));
            r = p == null ? r : report.standingAlone();
        }
        if (kind == MessageKind.PATCH && report.threadId().equals(report.messageId())) {
            partAnswers.root(report.messageId(), subject);
            // Every lone patch, whatever placed it (a hub too): read after it was placed, so its own lines are not
            // counted, and the same set a reopen restores ({@link #restoreSameChange}).
            rememberChange(report.messageId(), subject, report.mail().from(), report.mail().text(), change, at(r));
        } else if (kind == MessageKind.PATCH && p == null && !backport) {
            // A short series' part placed nowhere, by its changelog only (session 23, SameChangeLines#rememberPart).
            sameChanges.rememberPart(report.messageId(), Reporters.email(PatchAuthor.of(report.mail().from(),
                    report.mail().text())), subject, report.mail().text(), at(r));
        }
        if (p == null && kind != MessageKind.PATCH && kind != MessageKind.ROBOT) {
            replies.remember(report.messageId(), report.threadId(), report.mail().from(), report.mail().text(), at(r));
        }
        if (kind != MessageKind.PATCH && kind != MessageKind.ROBOT) {
            discussions.remember(report.messageId(), report.threadId(), subject, report.mail().from(), at(r));
        }
        if (p == null) {
            if (!ix.byMessage.containsKey(r.messageId())) {
                // A part placed nowhere stays its thread's leftover, as a restore finds it (not under its own id).
                leftovers.add(r.messageId(), part || stray ? report.threadId() : r.threadId(),
                        kind == MessageKind.PATCH, SeriesParts.part(subject) > 0);
                linkedReverts.remember(r.messageId(), subject, kind == MessageKind.PATCH);
                if (kind == MessageKind.PATCH && !backport) {
                    restoreRevert(r.messageId(), report.threadId(), subject, report.mail().text());
                }
                boolean seriesPart = kind == MessageKind.PATCH && !backport && SeriesParts.part(subject) > 0;
                if (inThread && seriesPart) {
                    unplacedPart(report);
                }
                // What the answers to it do (PartAnswers, the one record of answers that strayed): a part's answers
                // stray with it, and when the thread's joined patches change other files; a reply's answers stray
                // when it answers one, or strayed from the thread a cluster holds.
                partAnswers.placedNowhere(r.messageId(), report.threadId(), inThread && seriesPart,
                        seriesPart || inThread && !backport ? FixedFiles.of(report.mail().text()) : null, seriesPart,
                        kind == MessageKind.REPLY ? report.mail().inReplyTo() : null,
                        stray && kind != MessageKind.PATCH && ix.byThread.containsKey(report.threadId()));
            }
        } else {
            if (kind == MessageKind.PATCH && !backport) {
                partAnswers.joined(report.threadId(), FixedFiles.of(report.mail().text()));
                // An earlier revert of the commit this patch fixes joins its cluster (session 16).
                for (EarlierReverts.Joined j : earlierReverts.join(ix.clusters.get(ix.resolve(p.clusterId())),
                        r.messageId(), subject, report.mail().text(), at(r))) {
                    pulled.put(j.messageId(), j.placement());
                    pullLeftovers(j.thread(), p.clusterId());
                }
            }
            if (part && threadCluster == null) {
                // A part naming its bug entry, placed by it: it lends the cluster its thread as any placed patch
                // does, so the answers to it follow; its sibling parts then stand alone ({@link SeriesParts}).
                lendThread(report.threadId(), p.clusterId());
            }
            pullLeftovers(r.threadId(), p.clusterId());
        }
        // Whatever tied a part (or an answer) placed nowhere into a cluster while this message was placed (a later
        // posting, an earlier revert taken in, a thread's leftovers pulled), the answers that strayed with it follow
        // it (session 33): a reopen keeps no answer below a placed part, so one run must not either.
        for (int i = 0; i < ix.joinedNow.size(); i++) {
            partAnswers.joinedLater(ix.joinedNow.get(i));
            if (partAnswers.hasAnswers(ix.joinedNow.get(i))) {
                answersFollow(ix.joinedNow.get(i));
            }
            rootJoinedLentThread(ix.joinedNow.get(i));
        }
        return p;
    }

    /**
     * Another author's fix of the same commit that this patch credits or is credited by (session 17,
     * {@link OtherPeoplesFixes}): placed nowhere so far, it joins this patch's cluster, which this patch starts when it
     * is placed nowhere itself (a series part under its own id). A patch still placed nowhere is remembered.
     */
    private Placement creditedFixes(Report report, Report r, Placement p) {
        OtherPeoplesFixes.Fix fix = OtherPeoplesFixes.read(report.messageId(), report.threadId(), report.mail().from(),
                report.mail().subject(), report.mail().text(), at(r));
        List<String> tied = credited.tied(report.messageId(), fix);
        // A series part in its cover's thread starts nothing: it would lend the cluster its siblings' thread.
        if (p == null && !tied.isEmpty() && fix.thread().equals(r.threadId())
                && !ix.byMessage.containsKey(r.messageId())) {
            p = members.create(r, ReportFeatures.of(r), at(r), "fix",
                    "another person's fix of the same regression (the same commit and a credit, or the same"
                            + " diagnostic and line): "
                            + String.join(", ", tied));
            // Its later postings find it, as those of a fix starting a cluster otherwise do.
            linkedPatches.versions(ix.clusters.get(p.clusterId()), PatchVersions.key(PatchPlacement.author(r),
                    r.mail().subject()), PatchPlacement.lines(r), PatchPlacement.removed(r), r.messageId(), at(r));
        } else if (p == null) {
            credited.remember(report.messageId(), fix);
            return null;
        }
        if (!tied.isEmpty()) {
            ClusterState c = ix.clusters.get(ix.resolve(p.clusterId()));
            for (OtherPeoplesFixes.Joined j : credited.join(c, report.messageId(), tied, at(r),
                    (id, why) -> linkedPatches.take(c, id, why, at(r)))) {
                if (j.placement() != null) {
                    pulled.put(j.messageId(), j.placement());
                }
                pullLeftovers(j.thread(), p.clusterId());
            }
        }
        return p;
    }

    /**
     * A thread-starting patch (a lone patch or a series' cover) whose own text links the Message-ID of an absent fix
     * that an earlier orphan reply answers (session 24, {@link AbsentParents}): the orphan, the one trace of that fix
     * and its bug here, joins the patch's cluster as its report (with its facts: a later fix of the commit it blames
     * finds the cluster); a patch placed nowhere starts that cluster as its fix. Its thread follows as for any placed
     * patch; a cover's parts stay placed by their own evidence.
     */
    private Placement absentParents(Report r, Placement p) {
        String text = r.mail().text();
        if (text == null || !Literals.contains(text, "kernel.org/") || (p != null && !"fix".equals(p.role()))) {
            return p;
        }
        ReportFeatures f = ReportFeatures.of(r);
        List<AbsentParents.Orphan> found = absent.linked(f.links(), at(r)).stream()
                .filter(o -> !ix.byMessage.containsKey(o.messageId())).toList();
        if (found.isEmpty() || (p == null && ix.byMessage.containsKey(r.messageId()))) {
            return p;
        }
        String why = String.join(", ", found.stream().map(AbsentParents.Orphan::messageId).toList());
        Placement out = p;
        if (out == null) {
            linkedPatches.drop(r.messageId());
            out = members.create(r, f, at(r), "fix", "links the absent fix that orphan reply " + why + " answers");
        }
        ClusterState c = ix.clusters.get(ix.resolve(out.clusterId()));
        for (AbsentParents.Orphan o : found) {
            absent.taken(o.parentId());
            // It joins as a report does, with its facts (the commit it blames), so later fixes find the cluster.
            pulled.put(o.messageId(), members.join(c, o.report(), o.features(), "report",
                    "answers the absent fix " + o.parentId() + " that fix " + r.messageId() + " links (its parent"
                            + " never arrived)", 1.0, at(r)));
            pullLeftovers(o.report().threadId(), c.id);
        }
        return out;
    }

    /**
     * A reply carrying a patch that credits earlier replies of its thread pasting a failure (session 17, second
     * round, {@link CreditedReplies}): placed nowhere so far, it starts a cluster standing alone under its own id (its
     * thread lends nothing) and the credited replies join it under theirs, as its reports.
     */
    private Placement creditedReplies(Report report, String at) {
        if (report.threadId().equals(report.messageId()) || SeriesParts.part(report.mail().subject()) > 0) {
            return null;
        }
        List<String> ids = replies.credited(report.threadId(), report.mail().from(), report.mail().text(), at)
                .stream().filter(id -> !ix.byMessage.containsKey(id)).toList();
        if (ids.isEmpty() || ix.byMessage.containsKey(report.messageId())) {
            return null;
        }
        Report alone = report.standingAlone();
        Placement p = members.create(alone, ReportFeatures.of(alone), at, "fix",
                "a reply carrying a patch that credits replies of its thread reporting the failure: "
                        + String.join(", ", ids));
        ClusterState c = ix.clusters.get(p.clusterId());
        String role = "report";
        for (String id : ids) {
            pulled.put(id, members.attach(c, id, id, role, "reports the failure (an oops or a bisect's result)"
                    + " that the later patch " + report.messageId() + " in its thread credits", null));
            role = "duplicate";
        }
        replies.joined(report.threadId(), ids);
        return p;
    }

    /**
     * A patch placed nowhere citing by lkml.org URL a discussion thread its author wrote in (session 24,
     * {@link DiscussionDays}): the thread's start is the report no rule read as one. The patch stands alone under its
     * own id (a series part lends no cover's thread) and joins the cluster already holding that thread, or starts one
     * with the thread's start as its report and the thread's messages placed nowhere as replies.
     */
    private Placement discussedChange(Report report, String at) {
        if (ix.byMessage.containsKey(report.messageId()) || TextTies.cover(report.mail().subject())) {
            return null;
        }
        Set<String> days = LkmlDayLinks.cited(report.mail().text());
        String thread = days.isEmpty() ? null : discussions.resolve(days,
                Reporters.email(PatchAuthor.of(report.mail().from(), report.mail().text())), at);
        if (thread == null || thread.equals(report.threadId())) {
            return null;
        }
        Report alone = report.standingAlone();
        String why = "cites by an lkml.org URL the discussion " + thread + " its author wrote in, on the day named";
        String held = ix.resolve(ix.byThread.get(thread));
        if (held != null) {
            return members.join(ix.clusters.get(held), alone, ReportFeatures.of(alone), "fix", why, 1.0, at);
        }
        Placement p = members.create(alone, ReportFeatures.of(alone), at, "fix", why);
        ClusterState c = ix.clusters.get(p.clusterId());
        if (!ix.byMessage.containsKey(thread) && !ix.byThread.containsKey(thread)) {
            pulled.put(thread, members.attach(c, thread, thread, "report", "the discussion the later change "
                    + report.messageId() + " cites by an lkml.org URL, its author writing in it", null));
        }
        // The thread is the cluster's now (attach took it): its answers placed nowhere so far follow.
        pullLeftovers(thread, c.id);
        return p;
    }

    /**
     * A thread-starting patch crediting someone who answered an earlier posting of the same author's patch saying
     * they hit the same problem (session 17, second round, {@link CreditedReplies#confirming}): it starts a cluster
     * as a fix, with its own earlier postings ({@link LinkedPatches#versions}) and the answered posting with its
     * thread (the answer among them), however re-titled.
     */
    private Placement confirmedPosting(Report report, String at) {
        String subject = report.mail().subject();
        if (TextTies.cover(subject) || ix.byMessage.containsKey(report.messageId())) {
            return null;
        }
        List<CreditedReplies.Reply> confirming = replies.confirming(report.mail().from(), report.mail().text(), at,
                linkedPatches::unplacedSender).stream().filter(x -> !ix.byMessage.containsKey(x.messageId())).toList();
        if (confirming.isEmpty()) {
            return null;
        }
        Placement p = members.create(report, ReportFeatures.of(report), at, "fix",
                "credits " + String.join(", ", confirming.stream().map(CreditedReplies.Reply::messageId).toList())
                        + ", who answered an earlier posting of it saying they hit the same problem");
        ClusterState c = ix.clusters.get(p.clusterId());
        linkedPatches.versions(c, PatchVersions.key(PatchPlacement.author(report), subject),
                PatchPlacement.lines(report), PatchPlacement.removed(report), report.messageId(), at);
        for (CreditedReplies.Reply x : confirming) {
            linkedPatches.take(c, x.threadId(), "an earlier posting of fix " + report.messageId() + ", answered by "
                    + x.messageId() + " saying it hit the same problem", at);
            pullLeftovers(x.threadId(), c.id);
        }
        return p;
    }

    /** Thread {@code threadId} becomes cluster {@code clusterId}'s (its placed-nowhere messages follow). */
    private void lendThread(String threadId, String clusterId) {
        ClusterState c = ix.clusters.get(ix.resolve(clusterId));
        if (c == null || ix.byThread.containsKey(threadId)) {
            return;
        }
        c.threads.add(threadId);
        c.partThreads.add(threadId);
        ix.byThread.put(threadId, c.id);
        ix.changed.add(c.id);
        seenThreads.add(threadId);
        pullLeftovers(threadId, c.id);
    }

    /**
     * Message {@code id} just joined a cluster: when it is the root of a thread that cluster holds only through a part
     * standing alone ({@link SeriesParts#answersOnly}), the thread is the cluster's through its root from now on, and
     * the replies that strayed from it while it was lent (session 14, kept as its leftovers) follow now, not at
     * whatever message next joins the thread (session 34): a reopen can tell a reply that strayed from a lent thread
     * only while the thread is still lent, so one run must not keep one pending past that.
     */
    private void rootJoinedLentThread(String id) {
        String held = ix.resolve(ix.byThread.get(id));
        ClusterState c = held == null ? null : ix.clusters.get(held);
        if (c != null && c.partThreads.contains(id) && held.equals(ix.resolve(ix.byMessage.get(id)))) {
            pullLeftovers(id, held);
        }
    }

    /** The answers that strayed with part {@code partId} join the cluster it joined, parents first. */
    private void answersFollow(String partId) {
        String held = ix.resolve(ix.byMessage.get(partId));
        ClusterState c = held == null ? null : ix.clusters.get(held);
        if (c == null) {
            return;
        }
        for (String[] a : partAnswers.takeAnswers(partId)) {
            if (!ix.byMessage.containsKey(a[0])) {
                // Under the part's own id as it was attached: the series' thread is not lent.
                pulled.put(a[0], members.attach(c, a[0], partId, "reply", "answers " + a[1]
                        + ", a part (or an answer to it) that joined this cluster after it came", null));
            }
        }
    }

    /**
     * The thread's messages placed nowhere before it became cluster {@code clusterId} join it now; a series' other
     * parts only when the cluster holds the thread's root by its own evidence ({@link SeriesParts}).
     */
    private void pullLeftovers(String threadId, String clusterId) {
        List<ThreadLeftovers.Leftover> earlier = leftovers.take(threadId);
        ClusterState c = earlier.isEmpty() ? null : ix.clusters.get(ix.resolve(clusterId));
        if (c == null) {
            return;
        }
        if (SeriesParts.answersOnly(c, threadId)) {
            // Lent by a part standing alone: what came before the part (its cover, the answers to its siblings)
            // answers no member; an answer to the part comes after it.
            return;
        }
        boolean rootHeld = SeriesParts.heldByRoot(c, threadId);
        for (ThreadLeftovers.Leftover m : earlier) {
            // An answer to a part placed nowhere stays out with the part ({@link PartAnswers}).
            if ((m.part() || partAnswers.isAnswer(m.messageId()) && !partAnswers.seriesJoined(c, threadId))
                    && !rootHeld) {
                continue;
            }
            if (!ix.byMessage.containsKey(m.messageId())) {
                pulled.put(m.messageId(), members.attach(c, m.messageId(), threadId, m.patch() ? "fix" : "reply",
                        "same thread (placed nowhere before the thread became a cluster)", null));
            }
        }
    }

    /**
     * {@code series}: the thread the message was posted in (a part standing alone has its own id in {@code r});
     * {@code blamedTitle}: the title of the patch a report posted as a reply answers, which it blames, or null.
     */
    private Placement decide(Report r, MessageKind kind, String series, String blamedTitle,
                             SameChangeLines.Change change) {
        ReportFeatures f = blamedTitle == null ? ReportFeatures.of(r) : ReportFeatures.of(r).answering(blamedTitle);
        String at = at(r);
        String threadCluster = ix.byThread.get(r.threadId());
        // {@code series}, not the message's own id: a reply standing alone in a thread seen before is no orphan.
        boolean orphan = kind == MessageKind.REPLY && threadCluster == null && !seenThreads.contains(series);
        seenThreads.add(r.threadId());
        if (orphan && ReportFeatures.orphanOfReport(r)) {
            f = f.withLogLines(LogLines.read(r.mail()));
            // "Re: <a report's subject>" whose parent never arrived: the thread that report started, continued.
            String bySubject = ix.resolve(ix.byReportSubject.get(Subjects.normalize(r.mail().subject())));
            ClusterState c = bySubject == null ? null : ix.clusters.get(bySubject);
            if (c != null) {
                return members.join(c, r, f, "reply", "same subject as the report (its parent never arrived)", 1.0,
                        at);
            }
        }
        Set<String> reached = search.reachable(f);
        int reach = reached.size();
        int named = f.culprits().size() + f.fixes().size();
        if (reach > MAX_LINKED_CLUSTERS || named > MAX_COMMITS_NAMED) {
            // A hub: joining with its facts would glue every cluster it names into one.
            if (threadCluster == null || r.threadId().equals(r.messageId())) {
                return null;
            }
            return members.attach(ix.clusters.get(threadCluster), r.messageId(), r.threadId(), "reply",
                    "same thread (a hub: " + reach + " clusters, " + named + " commits named; its links and commits"
                            + " not taken)", at);
        }
        if (reach == 2 && kind == MessageKind.PATCH && merges.undoesACause(r.mail().subject(), f, reached)) {
            // Only a patch that undoes a cause bridges: a revert, or a fix of the commit one of the clusters blames,
            // that also cites the other report is one bug's fix. A report or reply citing two ("like X, or maybe
            // Y") says no such thing, nor does a new feature's patch citing every report that motivated it.
            merges.bridge(reached, r.messageId());
            threadCluster = ix.byThread.get(r.threadId());
        }
        if (threadCluster != null && !r.threadId().equals(r.messageId())) {
            ClusterState c = ix.clusters.get(threadCluster);
            if (kind != MessageKind.PATCH) {
                // A reply pointing this report's thread at another cluster's report: one problem, two threads.
                String other = reportLinks.linkedReport(c, r.threadId(), f);
                if (other != null) {
                    merges.bridge(Set.of(c.id, other), r.messageId());
                    c = ix.clusters.get(ix.resolve(ix.byThread.get(r.threadId())));
                }
                Placement p = members.join(c, r, f, "reply", "same thread", 1.0, at);
                LkmlDayLinks.pull(ix.clusters.get(ix.resolve(p.clusterId())), r.mail(), at, linkedPatches);
                return p;
            }
            Placement p = members.join(c, r, f, "fix", "same thread", 1.0, at);
            if (!TextTies.cover(r.mail().subject())) {
                texts.add(c, TextSketch.of(r.mail(), false));
            }
            linkedPatches.versions(c, PatchVersions.key(PatchPlacement.author(r), r.mail().subject()), PatchPlacement.lines(r),
                    PatchPlacement.removed(r), r.messageId(), at);
            return p;
        }
        // Read only here: most of an archive is replies in clustered threads, which these clues never place.
        Reporters.Clues k = Reporters.Clues.of(r);
        if (kind == MessageKind.PATCH) {
            Placement p = patches.place(r, f, k, at, series);
            String subject = r.mail().subject();
            if (TextTies.cover(subject) || PatchVersions.backport(subject)) {
                return p;
            }
            TextSketch s = TextSketch.of(r.mail(), false);
            if (p == null && r.threadId().equals(r.messageId())) {
                // A fix re-posted under another title or from another address reads like the first posting.
                TextTies.Match m = texts.best(s, f, subject, at, Set.of(), true);
                if (m != null) {
                    p = members.join(m.cluster(), r, f, "fix", m.describe(), m.similarity(), at);
                }
            }
            // The lines a report's draft diff added (session 17): the draft's formal posting.
            ClusterState drafted = p == null && r.threadId().equals(r.messageId())
                    ? drafts.forPatch(DraftDiffs.ofPatch(r.mail().text()), f, at) : null;
            if (drafted != null) {
                p = members.join(drafted, r, f, "fix", "adds the lines its report's draft diff added", 1.0, at);
                linkedPatches.versions(drafted, PatchVersions.key(PatchPlacement.author(r), subject),
                        PatchPlacement.lines(r), r.messageId(), at);
            }
            // The call trace its changelog pastes (session 14): a report's cluster without a fix takes it, else
            // it is remembered with the unplaced patch for a later report to pull in.
            Set<Long> trace = TraceFrames.of(r.mail(), false);
            if (p == null && r.threadId().equals(r.messageId()) && !trace.isEmpty()) {
                ClusterState c = traces.forPatch(trace, f, at);
                if (c != null) {
                    p = members.join(c, r, f, "fix", "pastes the call trace of its report", 1.0, at);
                    linkedPatches.versions(c, PatchVersions.key(PatchPlacement.author(r), subject), PatchPlacement.lines(r),
                            r.messageId(), at);
                } else {
                    linkedPatches.traced(r.messageId(), trace);
                }
            }
            // The diagnostic its changelog quotes (session 24): a report's cluster without a fix takes it.
            if (p == null && r.threadId().equals(r.messageId()) && !PatchVersions.inSeries(subject)
                    && !PatchVersions.backport(subject)) {
                ClusterState c = traces.forPatch(Diagnostics.ofChangelog(r.mail().text()), f, at);
                if (c != null) {
                    linkedPatches.drop(r.messageId());
                    p = members.join(c, r, f, "fix", "quotes the diagnostic its report states", 1.0, at);
                    linkedPatches.versions(c, PatchVersions.key(PatchPlacement.author(r), subject),
                            PatchPlacement.lines(r), r.messageId(), at);
                }
            }
            p = sameChange(r, f, p, at, change);
            if (p != null && p.role().equals("fix")) {
                ClusterState c = ix.clusters.get(ix.resolve(p.clusterId()));
                texts.add(c, s);
                traces.add(c, trace);
            }
            return p;
        }
        // A build or sparse warning sent to the list is a report too: its fix may quote nothing else of it.
        boolean warns = kind == MessageKind.OTHER && !k.warnings().isEmpty();
        // A fuzzing robot's report of a bug it numbers (session 15): one bug per id, found by the fixes crediting it.
        boolean robotBug = kind == MessageKind.ROBOT && r.threadId().equals(r.messageId())
                && !Subjects.isReply(r.mail().subject()) && RobotIds.any(f.bugs());
        if (kind != MessageKind.REPORT && !(kind == MessageKind.OTHER && ReportFeatures.looksLikeReport(r, f))
                && !(orphan && ReportFeatures.orphanOfReport(r)) && !warns && !robotBug) {
            return null;
        }
        Placement p;
        Set<String> own = reporters.ownLinked(f, k, r.mail().subject());
        String answered = blamedTitle == null ? null : ix.resolve(ix.byThread.get(series));
        if (answered != null) {
            // The cluster holding the patch this report answers and blames is never its own (session 17).
            own = new LinkedHashSet<>(own);
            own.add(answered);
        }
        if (f.devices().isEmpty() && f.drivers().isEmpty() && f.titles().isEmpty()) {
            // No key made any cluster its candidate: the module names it writes that a cluster carries (session 42).
            Set<String> modules = NamedModules.of(r.mail(), d -> !ClusterIndex.ids(ix.byDriver, d).isEmpty());
            if (!modules.isEmpty()) {
                f = f.withDrivers(modules);
            }
        }
        if (f.devices().isEmpty()) {
            // No device pasted: the devices of earlier clusters it names by their chip's model number (session 44).
            namedDevices.learn(ix.byDevice.keySet());
            Set<String> namedHere = namedDevices.of(r.mail());
            if (namedHere.isEmpty() && f.drivers().isEmpty() && f.titles().isEmpty()) {
                // Keyless still: a plain word both its device's name and its driver's (session 50: "VirtIO", "QXL").
                namedHere = namedDevices.ofPlainWord(r.mail(), this::drivenByStem);
            }
            if (!namedHere.isEmpty()) {
                f = f.withDevices(namedHere);
            }
        }
        CandidateSearch.Match best = search.best(f, weights, own);
        if (best == null) {
            // Keyed, but no cluster fits without a window: the two releases it names give one (session 48,
            // TwoReleases; read here only, so training never sees it and the weights stay on device ties).
            ReportFeatures dated = TwoReleases.dated(r, f);
            CandidateSearch.Match m = dated == f ? null : search.best(dated, weights, own);
            if (m != null) {
                best = m;
                f = dated;
            }
        }
        // A report standing in for one that never arrived (an orphan reply) quotes it: its quotes are its text.
        TextSketch s = TextSketch.of(r.mail(), orphan);
        TextTies.Match similar = best == null ? texts.best(s, f, r.mail().subject(), at, own, false) : null;
        // The call trace it pastes, or quotes when it stands for a report that never arrived (session 14).
        Set<Long> trace = TraceFrames.of(r.mail(), orphan);
        Set<Long> rareTrace = traces.rare(trace);
        ClusterState traced = best == null && similar == null ? traces.forReport(rareTrace, f, at, own) : null;
        // Its subject quoting the commit a cluster of fixes alone names in Fixes: (session 16).
        ClusterState quoted = best == null && similar == null && traced == null
                ? quotedCulprits.forReport(r.mail().subject(), f, own) : null;
        // Its sender's one earlier report, sent again under a retouched title (session 37).
        ClusterState resent = best == null && similar == null && traced == null && quoted == null
                ? reporters.resent(k, f, r.mail().subject(), r.threadId(), Reporters.technical(r, f),
                        own) : null;
        boolean keyless = best == null && similar == null && traced == null && quoted == null && resent == null
                && f.devices().isEmpty() && f.drivers().isEmpty() && f.titles().isEmpty() && f.culprits().isEmpty();
        // Keyless, its window told by the two releases it names (session 50, TwoReleases.datedKeyless): read here only,
        // for the two paths below, which need a closed window; training never sees it.
        ReportFeatures undated = f;
        if (keyless) {
            f = TwoReleases.datedKeyless(r, f);
        }
        // Naming nothing a table holds but its hardware's maker (session 46): the one cluster of that vendor's
        // devices it meets by window and symptom.
        CandidateSearch.Match byVendor = keyless
                ? search.byVendor(f, weights, own, namedDevices.ofVendor(r.mail())) : null;
        // Naming nothing a table holds but the kind of hardware that broke ("TB3 dock", "card reader"; session 48):
        // the one cluster of the drivers serving it that it meets by window and symptom.
        CandidateSearch.Match bySubsystem = keyless && byVendor == null
                ? search.bySubsystem(f, weights, own, subsystemWords.of(r.mail())) : null;
        if (byVendor == null && bySubsystem == null) {
            f = undated;
        }
        if (best != null) {
            p = members.join(best.cluster(), r, f, "duplicate", best.signals().describe(), best.score(), at);
        } else if (byVendor != null) {
            p = members.join(byVendor.cluster(), r, f, "duplicate", "names its device's vendor; "
                    + byVendor.signals().describe(), byVendor.score(), at);
        } else if (bySubsystem != null) {
            p = members.join(bySubsystem.cluster(), r, f, "duplicate", "names the kind of hardware its drivers serve; "
                    + bySubsystem.signals().describe(), bySubsystem.score(), at);
        } else if (similar != null) {
            p = members.join(similar.cluster(), r, f, "duplicate", similar.describe(), similar.similarity(), at);
        } else if (traced != null) {
            p = members.join(traced, r, f, "duplicate", "same call trace", 1.0, at);
        } else if (quoted != null) {
            p = members.join(quoted, r, f, "duplicate", "quotes the title of the commit its fixes name", 1.0, at);
        } else if (resent != null) {
            p = members.join(resent, r, f, "duplicate", "its sender's earlier report, re-sent under a retouched title",
                    1.0, at);
        } else {
            p = members.create(r, f, at);
        }
        ClusterState placed = ix.clusters.get(ix.resolve(p.clusterId()));
        members.relateTriedFixes(placed, f);
        linkedReverts.pull(placed, r.messageId(), f, at, pulled);
        linkedPatches.pullFixesOfCulprit(placed, f, r.messageId(), at);
        LkmlDayLinks.pull(placed, r.mail(), at, linkedPatches);
        texts.add(placed, s);
        if (!rareTrace.isEmpty()) {
            linkedPatches.tracing(placed, rareTrace, r.threadId(), r.messageId(), at);
        }
        traces.add(placed, trace);
        traces.add(placed, DraftDiffs.ofReport(r.mail().text()));
        traces.add(placed, Diagnostics.ofReport(r.mail(), orphan));
        reporters.index(p.clusterId(), p.role(), k);
        return p;
    }

    /**
     * The same change posted again under another title or by another author (session 18, {@link SameChangeLines}):
     * a lone thread-starting patch placed nowhere joins the cluster of an earlier lone patch whose rare changed lines
     * it shares; a lone patch placed as a fix takes in the earlier ones placed nowhere that share them.
     */
    private Placement sameChange(Report r, ReportFeatures f, Placement p, String at, SameChangeLines.Change change) {
        if (!r.threadId().equals(r.messageId()) || change == null || change.keys().isEmpty()) {
            return p;
        }
        String subject = r.mail().subject();
        Set<Long> keys = change.keys();
        Placement out = p;
        if (out == null && change.saysFix()) {
            // Two people's fixes making the same edit start the cluster of the bug they fix (session 22).
            String sender = Reporters.email(PatchPlacement.author(r));
            Set<String> others = sameChanges.othersSameEdit(change.edit(), keys, change.files(), sender, at);
            if (!others.isEmpty()) {
                linkedPatches.drop(r.messageId());
                out = members.create(r, f, at, "fix", "makes the same edit, in the same file and function, as"
                        + " earlier fixes by other authors: " + String.join(", ", others));
                ClusterState c = ix.clusters.get(out.clusterId());
                linkedPatches.versions(c, PatchVersions.key(PatchPlacement.author(r), subject), PatchPlacement.lines(r),
                        PatchPlacement.removed(r), r.messageId(), at);
                for (String id : others) {
                    linkedPatches.take(c, id, "an earlier fix by another author making the same edit as fix "
                            + r.messageId(), at);
                }
            }
        }
        if (out == null) {
            out = sameTable(r, f, at, change.entries());
        }
        if (out == null) {
            ClusterState c = sameChanges.placedEarlier(keys, at);
            if (c != null) {
                linkedPatches.drop(r.messageId());
                out = members.join(c, r, f, "fix", "changes the same rare lines, in the same file and function, as"
                        + " an earlier fix of this cluster", 1.0, at);
                linkedPatches.versions(c, PatchVersions.key(PatchPlacement.author(r), subject), PatchPlacement.lines(r),
                        PatchPlacement.removed(r), r.messageId(), at);
            }
        }
        if (out == null) {
            out = ownSameChangelog(r, f, at, change.changelog());
        }
        if (out != null && out.role().equals("fix")) {
            ClusterState c = ix.clusters.get(ix.resolve(out.clusterId()));
            for (String id : sameChanges.unplacedEarlier(keys, at)) {
                linkedPatches.take(c, id, "an earlier posting of the change fix " + r.messageId() + " makes (the same"
                        + " rare lines, in the same file and function)", at);
            }
        }
        return out;
    }

    /**
     * Two people's entries in one quirk or allow-list table for one device problem (session 24, {@link TableEntries}):
     * a lone patch placed nowhere that adds only table entries, carrying in its context an entry another sender's
     * earlier lone patch added or adding the same device to the same table, joins the cluster that earlier patch is
     * in, or starts one with the earlier ones placed nowhere. Null when none.
     */
    private Placement sameTable(Report r, ReportFeatures f, String at, TableEntries.Entries entries) {
        String sender = Reporters.email(PatchPlacement.author(r));
        Set<String> earlier = tableEntries.earlier(entries, sender, at);
        if (earlier.isEmpty()) {
            return null;
        }
        String subject = r.mail().subject();
        ClusterState placed = null;
        for (String id : earlier) {
            String cluster = ix.byMessage.containsKey(id) ? ix.resolve(ix.byMessage.get(id)) : null;
            if (cluster != null && placed == null) {
                placed = ix.clusters.get(cluster);
            }
        }
        linkedPatches.drop(r.messageId());
        Placement out;
        ClusterState c;
        if (placed != null) {
            out = members.join(placed, r, f, "fix", "adds entries to the table an earlier fix of this cluster by"
                    + " another author added to (the same device, or its entries in this patch's context)", 1.0, at);
            c = placed;
        } else {
            out = members.create(r, f, at, "fix", "adds entries to the table earlier patches by other authors added"
                    + " to (the same device, or their entries in this patch's context): " + String.join(", ", earlier));
            c = ix.clusters.get(out.clusterId());
        }
        linkedPatches.versions(c, PatchVersions.key(PatchPlacement.author(r), subject), PatchPlacement.lines(r),
                PatchPlacement.removed(r), r.messageId(), at);
        for (String id : earlier) {
            if (!ix.byMessage.containsKey(id)) {
                linkedPatches.take(c, id, "an earlier patch by another author whose table entries fix "
                        + r.messageId() + " extends", at);
            }
        }
        return out;
    }

    /** The title of the commit a reply in a patch's thread says a bisect landed on ({@link CulpritReplies}), or null. */
    private static String bisected(Mail mail) {
        String here = CulpritReplies.bisectedHere(mail);
        return here != null ? here : CulpritReplies.bisectedToTitle(mail);
    }

    /**
     * One author's postings of a fix whose title need not say fix (session 23, {@link SameChangeLines#ownSameChangelog}):
     * a lone patch placed nowhere whose changelog describes a failure starts a cluster with the same author's earlier
     * lone patches placed nowhere that describe it in the same words and change a file in common. Null when none.
     */
    private Placement ownSameChangelog(Report r, ReportFeatures f, String at, SameChangeLines.Changelog changelog) {
        String subject = r.mail().subject();
        String sender = Reporters.email(PatchPlacement.author(r));
        List<String> own = new ArrayList<>();
        List<String> parts = new ArrayList<>();
        for (String id : sameChanges.ownSameChangelog(changelog, sender, at)) {
            if (sameChanges.part(id)) {
                parts.add(id); // placed nowhere (ownSameChangelog reads it), the same sender as remembered
            } else if (sender.equals(linkedPatches.unplacedSender(id))) {
                own.add(id);
            }
        }
        own.addAll(parts);
        if (own.isEmpty()) {
            return null;
        }
        linkedPatches.drop(r.messageId());
        Placement out = members.create(r, f, at, "fix", "describes the failure it fixes in the words of the same"
                + " author's earlier postings: " + String.join(", ", own));
        ClusterState c = ix.clusters.get(out.clusterId());
        linkedPatches.versions(c, PatchVersions.key(PatchPlacement.author(r), subject), PatchPlacement.lines(r),
                PatchPlacement.removed(r), r.messageId(), at);
        for (String id : own) {
            String reason = "an earlier posting of fix " + r.messageId() + " (same author, the same failure"
                    + " described in the same words)";
            if (!parts.contains(id)) {
                linkedPatches.take(c, id, reason, at);
            } else if (!ix.byMessage.containsKey(id)) {
                // Under its own id, as LinkedPatches takes a part by its title: its series' thread stays apart.
                pulled.put(id, members.attach(c, id, id, "fix", reason + " as a series part", at));
            }
        }
        return out;
    }

    private static String at(Report r) {
        return r.mail().date() == null ? Instant.now().toString() : r.mail().date().toInstant().toString();
    }

    /** For training: the candidates a message would be scored against, with their signals. */
    List<Candidate> candidatesOf(Report r) {
        List<Candidate> out = new ArrayList<>();
        for (CandidateSearch.Match m : search.all(ReportFeatures.of(r))) {
            out.add(new Candidate(m.cluster().id, m.signals()));
        }
        return out;
    }

    /** For training: places a message where the labels say: into {@code clusterId}, or a new cluster when null. */
    String force(Report r, String clusterId, String role) {
        ReportFeatures f = ReportFeatures.of(r);
        String at = at(r);
        ClusterState c = clusterId == null ? null : ix.clusters.get(clusterId);
        return c == null ? members.create(r, f, at).clusterId()
                : members.join(c, r, f, role, "label", 1.0, at).clusterId();
    }

    record Candidate(String clusterId, Signals signals) {
    }

    public Cluster get(String id) {
        ClusterState c = ix.clusters.get(id);
        return c == null ? null : c.toCluster();
    }

    /** The cluster of a message, or null. */
    public String clusterOf(String messageId) {
        return ix.byMessage.get(messageId);
    }

    public List<Cluster> all() {
        List<Cluster> out = new ArrayList<>(ix.clusters.size());
        ix.clusters.values().forEach(c -> out.add(c.toCluster()));
        return out;
    }

    /**
     * The clusters changed since the last call, for the store to persist. Call it when committing, not per message:
     * publishing a cluster costs its size.
     */
    public List<Cluster> drainChanged() {
        List<Cluster> out = new ArrayList<>(ix.changed.size());
        ix.live(ix.changed).forEach(c -> out.add(c.toCluster()));
        ix.changed.clear();
        return out;
    }

    /** Where a message went and why. */
    public record Placement(String clusterId, String role, String reason, double score) {
    }

    /** The current status of a cluster, or null when there is no such cluster. */
    public String statusOf(String clusterId) {
        ClusterState c = ix.clusters.get(clusterId);
        return c == null ? null : c.status;
    }

    /**
     * Re-places messages that now belong to thread {@code threadId} (their parent arrived after them, and the
     * store re-threaded them from {@code oldThreadId}): each joins the thread's cluster as a reply, leaving the
     * cluster it was in (a cluster left empty is removed, see {@link #drainRemoved()}). Returns the new placement of
     * every message that moved; nothing when the thread has no cluster, or when the cluster holds the thread only
     * through a part standing alone and the late parent {@code oldThreadId} is none of its members (the moved
     * messages answer the cover or a sibling part, not the part: {@link SeriesParts#lateAnswersStray}).
     */
    public Map<String, Placement> adopt(Collection<String> messageIds, String oldThreadId, String threadId) {
        String target = ix.byThread.get(threadId);
        ClusterState t = target == null ? null : ix.clusters.get(target);
        if (t == null || SeriesParts.lateAnswersStray(t, threadId, oldThreadId)) {
            return Map.of();
        }
        if (!oldThreadId.equals(threadId)) {
            ix.byThread.put(oldThreadId, target);
        }
        Map<String, Placement> out = new LinkedHashMap<>();
        for (String id : messageIds) {
            String old = ix.byMessage.get(id);
            if (target.equals(old)) {
                continue;
            }
            if (old != null && ix.clusters.containsKey(old)) {
                members.leave(ix.clusters.get(old), id);
            }
            out.put(id, members.attach(t, id, threadId, "reply", "same thread (its parent arrived later)", null));
        }
        return out;
    }

    /** The clusters removed since the last call (emptied by {@link #adopt}, or merged away), for the store to delete. */
    public List<String> drainRemoved() {
        List<String> out = List.copyOf(ix.removed);
        ix.removed.clear();
        return out;
    }

    /** Cluster {@code from} was merged into {@code into}: its members now belong to {@code into}. */
    public record Merge(String from, String into, String by) {
    }

    /**
     * The merges since the last call, oldest first: the store moves the members of each {@code from} to
     * {@code into} (their documents say which cluster they are in); {@code from} is also in {@link #drainRemoved()}.
     */
    public List<Merge> drainMerged() {
        return merges.drain();
    }

    /**
     * Messages placed since the last call that were placed nowhere when they arrived (a patch a later fix of a
     * cluster links to, a message of a thread that became a cluster later): the store writes their new cluster and
     * role, as for {@link #adopt}.
     */
    public Map<String, Placement> drainLinked() {
        Map<String, Placement> out = linkedPatches.drain();
        if (pulled.isEmpty()) {
            return out;
        }
        Map<String, Placement> all = new LinkedHashMap<>(out);
        all.putAll(pulled);
        pulled.clear();
        return all;
    }

    /**
     * Whether a cluster carrying {@code device} has a driver whose name is {@code word} or starts with it before a
     * {@code _} or {@code -} ({@code virtio} of {@code virtio_net}; session 50, {@link NamedDevices#ofPlainWord}).
     */
    private boolean drivenByStem(String device, String word) {
        int looked = 0;
        for (String id : ClusterIndex.ids(ix.byDevice, device)) {
            if (++looked > MAX_STEM_CLUSTERS) {
                break;
            }
            ClusterState c = ix.clusters.get(ix.resolve(id));
            if (c == null) {
                continue;
            }
            for (String d : c.drivers) {
                if (d.equals(word) || d.length() > word.length() && d.startsWith(word)
                        && (d.charAt(word.length()) == '_' || d.charAt(word.length()) == '-')) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Clusters of one device looked at for {@link #drivenByStem}, at most. */
    static final int MAX_STEM_CLUSTERS = 64;
}
