package dev.lkmltriage.index;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.lkmltriage.extract.ExtractSettings;
import dev.lkmltriage.ingest.Outcome;
import dev.lkmltriage.ingest.ReportSink;
import dev.lkmltriage.ingest.ThreadAssigner;
import dev.lkmltriage.ingest.ThreadLookup;
import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.Subjects;
import dev.lkmltriage.report.Report;
import dev.lkmltriage.report.ReportJson;
import dev.lkmltriage.source.Checkpoints;
import dev.lkmltriage.source.Format;
import dev.lkmltriage.triage.Cluster;
import dev.lkmltriage.triage.ClusterEvent;
import dev.lkmltriage.triage.ClusterWeights;
import dev.lkmltriage.triage.Clusterer;
import dev.lkmltriage.triage.PatchKeys;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.StoredField;
import org.apache.lucene.index.IndexableField;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.ReferenceManager;
import org.apache.lucene.search.ScoreDoc;
import org.apache.lucene.search.SearcherManager;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.search.TopDocs;

/**
 * The embedded message store: a Lucene index under {@code DATA/index}. It de-duplicates by Message-ID (the same id
 * with other content is kept as a variant and reported), threads incrementally, keeps source checkpoints in the
 * Lucene commit so that a killed ingest resumes where its last commit left off, and commits every
 * {@code triage.commit-seconds} seconds (system property, default 10) once {@code triage.commit-messages} new
 * messages are pending (default 8192; 1 when only the seconds are set), and at least every six such intervals (with
 * {@code triage.commit-seconds=0}: every {@code triage.commit-messages} messages, nothing else). One process at a time
 * may write a data directory.
 */
public final class MailStore implements ReportSink {
    /** Memory for documents written since the last refresh that re-threading may still need (see RecentDocs). */
    private static final long RECENT_BYTES = Long.getLong("triage.rethread-buffer-mib", 64) << 20;
    private static final long COMMIT_NANOS = Long.getLong("triage.commit-seconds", 10) * 1_000_000_000L;
    /**
     * A periodic commit also waits for this many new messages (up to {@link #COMMIT_PATIENCE} intervals): each
     * commit flushes a Lucene segment, and many small ones cost more to write (and merge) than a few large ones.
     * Setting only {@code triage.commit-seconds} keeps the plain interval (tests that kill an ingest rely on it).
     */
    private static final long COMMIT_MESSAGES = Long.getLong("triage.commit-messages",
            System.getProperty("triage.commit-seconds") == null ? 8192 : 1);
    private static final int COMMIT_PATIENCE = 6;

    private final Path dataDir;
    private final LuceneHandle lucene;
    private final Clusterer clusterer;
    private final AsyncIndexer indexer;
    private final Map<String, Known> known = new HashMap<>();
    private final Map<String, String> rootsBySubject = new HashMap<>();
    private final Map<String, Integer> threadSizes = new HashMap<>();
    private final Map<String, String> checkpoints = new ConcurrentHashMap<>();
    private RecentDocs recent = new RecentDocs(RECENT_BYTES);
    private long lastCommit = System.nanoTime();
    private long sinceCommit;
    private boolean dirty;

    /** What the store remembers of each message in memory, for de-duplication and threading. */
    private record Known(String threadId, String contentHash) {
    }

    private MailStore(Path dataDir, LuceneHandle lucene, ClusterWeights weights) {
        this.dataDir = dataDir;
        this.lucene = lucene;
        this.clusterer = new Clusterer(weights);
        this.indexer = new AsyncIndexer(lucene.writer());
        // Whoever refreshes a searcher (a search, the service) sees every message accepted before it.
        lucene.searchers().addListener(new ReferenceManager.RefreshListener() {
            @Override
            public void beforeRefresh() throws IOException {
                indexer.drain();
            }

            @Override
            public void afterRefresh(boolean didRefresh) {
            }
        });
    }

    /**
     * Opens (creating if needed) the store in {@code dataDir}.
     *
     * @throws StoreLockedException when another process writes to it
     */
    public static MailStore open(Path dataDir) throws IOException {
        return open(dataDir, ClusterWeights.load(ExtractSettings.defaults().modelsDir()));
    }

    /** Opens the store, clustering with the given weights. */
    public static MailStore open(Path dataDir, ClusterWeights weights) throws IOException {
        Files.createDirectories(dataDir);
        MailStore store = new MailStore(dataDir, LuceneHandle.open(dataDir.resolve("index")), weights);
        store.load();
        return store;
    }

    private static final String PATCH = dev.lkmltriage.extract.MessageKind.PATCH.label();
    private static final String ROBOT = dev.lkmltriage.extract.MessageKind.ROBOT.label();
    private static final String REPLY = dev.lkmltriage.extract.MessageKind.REPLY.label();

    private void load() throws IOException {
        checkpoints.putAll(lucene.commitData(Fields.CHECKPOINT_PREFIX));
        List<Cluster> clusters = new ArrayList<>();
        Map<String, dev.lkmltriage.triage.ClusterKeys> keys = new HashMap<>();
        List<Document> unplaced = new ArrayList<>();
        List<Document> nowhere = new ArrayList<>();
        List<Document> fixParts = new ArrayList<>();
        List<Document> reverts = new ArrayList<>();
        List<Document> unplacedFixes = new ArrayList<>();
        List<Document> unplacedReplies = new ArrayList<>();
        List<Document> discussion = new ArrayList<>();
        List<String> lonePatches = new ArrayList<>();
        Set<String> topicThreads = new LinkedHashSet<>();
        List<String> offParts = new ArrayList<>();
        Set<String> partThreads = new LinkedHashSet<>();
        long[] newest = {Long.MIN_VALUE};
        lucene.forEachStored(List.of(Fields.KEY, Fields.THREAD, Fields.CONTENT_HASH, Fields.SUBJECT_NORM,
                Fields.ROOT, Fields.CLUSTER_JSON, Fields.CLUSTER_KEYS, Fields.KIND, Fields.CLUSTER, Fields.SUBJECT,
                Fields.FROM, Fields.PATCH_KEYS, Fields.DATE), d -> {
                    if (d.get(Fields.KEY) != null) {
                        remember(d.get(Fields.KEY), d.get(Fields.THREAD), d.get(Fields.CONTENT_HASH),
                                d.get(Fields.ROOT) != null ? d.get(Fields.SUBJECT_NORM) : null);
                        if (d.get(Fields.CLUSTER) == null) {
                            nowhere.add(d);
                        }
                        if (!d.get(Fields.KEY).contains(Fields.VARIANT_MARK) && clusterer.restoreTopicStart(
                                d.get(Fields.KEY), d.get(Fields.KIND), d.get(Fields.THREAD))) {
                            // A report or other with an ancestor opened a topic: its answers follow it, not the
                            // thread it was written in (session 30, triage.TopicStarts).
                            topicThreads.add(d.get(Fields.THREAD));
                        }
                        if (PATCH.equals(d.get(Fields.KIND)) && !d.get(Fields.KEY).contains(Fields.VARIANT_MARK)
                                && Clusterer.maybeNumberedPart(d.get(Fields.SUBJECT))) {
                            if (d.get(Fields.KEY).equals(d.get(Fields.THREAD))) {
                                // A series without a cover starts at a part: a cluster it joined holds that part
                                // alone, not the series (session 32, triage.PartAnswers).
                                clusterer.restoreThreadStart(d.get(Fields.KEY), d.get(Fields.SUBJECT));
                            }
                            if (d.get(Fields.CLUSTER) == null) {
                                // The answers to it stray with it; its files, against those of its thread's joined
                                // patches, say whether they stray from the thread (triage.PartAnswers).
                                offParts.add(d.get(Fields.KEY));
                                partThreads.add(d.get(Fields.THREAD));
                            }
                        }
                        if (PATCH.equals(d.get(Fields.KIND)) && !d.get(Fields.KEY).contains(Fields.VARIANT_MARK)
                                && Clusterer.maybeFixPart(d.get(Fields.SUBJECT))) {
                            fixParts.add(d); // placed or not, its later rounds' postings find it (session 15)
                        }
                        if (d.get(Fields.CLUSTER) == null && PATCH.equals(d.get(Fields.KIND))
                                && !d.get(Fields.KEY).contains(Fields.VARIANT_MARK)
                                && Clusterer.maybeRevert(d.get(Fields.SUBJECT))) {
                            reverts.add(d); // placed nowhere: a later fix of the commit it reverts takes it in
                        }
                        long date = dateOf(d);
                        newest[0] = Math.max(newest[0], date);
                        if (d.get(Fields.CLUSTER) == null && PATCH.equals(d.get(Fields.KIND))
                                && !d.get(Fields.KEY).contains(Fields.VARIANT_MARK) && date != Long.MIN_VALUE) {
                            unplacedFixes.add(d); // placed nowhere: a recent one may be credited by a later fix
                        }
                        if (d.get(Fields.CLUSTER) == null && !PATCH.equals(d.get(Fields.KIND))
                                && !ROBOT.equals(d.get(Fields.KIND)) && !d.get(Fields.KEY).equals(d.get(Fields.THREAD))
                                && date != Long.MIN_VALUE) {
                            unplacedReplies.add(d); // a recent one pasting an oops may be credited by a later patch
                        }
                        if (!PATCH.equals(d.get(Fields.KIND)) && !ROBOT.equals(d.get(Fields.KIND))
                                && date != Long.MIN_VALUE) {
                            discussion.add(d); // placed or not: a later patch may cite its thread by day (s24)
                        }
                        if (PATCH.equals(d.get(Fields.KIND)) && d.get(Fields.KEY).equals(d.get(Fields.THREAD))
                                && Clusterer.maybeSameChange(d.get(Fields.SUBJECT))) {
                            lonePatches.add(d.get(Fields.KEY)); // placed or not, its changed lines (session 19)
                        } else if (d.get(Fields.CLUSTER) == null && PATCH.equals(d.get(Fields.KIND))
                                && Clusterer.maybeChangelogPart(d.get(Fields.SUBJECT))) {
                            lonePatches.add(d.get(Fields.KEY)); // a short series' part: its changelog (session 23)
                        }
                        if (d.get(Fields.CLUSTER) == null && PATCH.equals(d.get(Fields.KIND))
                                && (d.get(Fields.KEY).equals(d.get(Fields.THREAD))
                                || d.get(Fields.PATCH_KEYS) != null)) {
                            // A thread-starting patch placed nowhere: a later fix may still link to it, re-post it
                            // or name its bug entry. So may a series part the clusterer placed standing alone
                            // (it kept its keys; triage.SeriesParts).
                            unplaced.add(d);
                        }
                    } else if (d.get(Fields.CLUSTER_JSON) != null) {
                        Cluster c = ClusterDocs.fromJson(d.get(Fields.CLUSTER_JSON));
                        clusters.add(c);
                        keys.put(c.id(), ClusterDocs.keysFromJson(d.get(Fields.CLUSTER_KEYS)));
                    }
                });
        // The messages of the threads a topic was opened in, read by their headers, before any restore below names
        // their threads: the answers to a topic start are restored in its thread, as one run placed them.
        Map<String, List<String>> topicHeaders = new HashMap<>();
        lucene.forEachStoredWith(Fields.THREAD, topicThreads, List.of(Fields.KEY, Fields.JSON),
                d -> topicHeaders.put(d.get(Fields.KEY), headers(d.get(Fields.JSON))));
        clusterer.restoreTopicAnswers(topicHeaders);
        // Patches placed nowhere posted within the window of a later fix crediting them, and replies placed nowhere
        // pasting an oops (session 17): the newest message of the store sets the window.
        long since = newest[0] - Clusterer.CREDITED_WINDOW.toMillis();
        List<Document> recentFixes = unplacedFixes.stream().filter(d -> dateOf(d) >= since).toList();
        List<Document> recentReplies = unplacedReplies.stream().filter(d -> dateOf(d) >= since).toList();
        // Every restore below that needs a text is served by one keyed read of those few texts: unplaced patches a
        // store written before their stored keys has none for, fix parts, reverts, recent fixes and replies.
        List<Document> keyless = unplaced.stream().filter(d -> patchKeys(d.get(Fields.PATCH_KEYS)) == null).toList();
        Map<String, String> texts = textsOf(keyless, fixParts, reverts, recentFixes, recentReplies);
        // Restored in the order found (oldest first), as the run that ingested them placed them.
        for (Document d : unplaced) {
            PatchKeys k = patchKeys(d.get(Fields.PATCH_KEYS));
            if (k != null) {
                // A series part standing alone was remembered under its own id, not its series' thread, which it
                // still was posted in (its cover naming the same bug entry is no other posting of it).
                clusterer.restoreUnplacedPatch(d.get(Fields.KEY), d.get(Fields.KEY).equals(d.get(Fields.THREAD))
                        ? d.get(Fields.THREAD) : d.get(Fields.KEY), k, d.get(Fields.THREAD));
            } else {
                clusterer.restoreUnplacedPatch(d.get(Fields.KEY), d.get(Fields.THREAD), d.get(Fields.SUBJECT),
                        d.get(Fields.FROM), texts.get(d.get(Fields.KEY)));
            }
        }
        // A series part that fixes something (known by its subject): its hunk keys from its text.
        for (Document d : fixParts) {
            clusterer.restoreFixPart(d.get(Fields.KEY), d.get(Fields.THREAD), d.get(Fields.SUBJECT),
                    d.get(Fields.FROM), texts.get(d.get(Fields.KEY)));
        }
        // A revert placed nowhere (known by its subject; session 16): its text, for the commit and files.
        for (Document d : reverts) {
            clusterer.restoreRevert(d.get(Fields.KEY), d.get(Fields.THREAD), d.get(Fields.SUBJECT),
                    texts.get(d.get(Fields.KEY)));
        }
        // Issue 4: the clusters with every key that found them, and the threads seen, as in one run.
        clusterer.restore(clusters, keys::get);
        clusterer.restoreSeenThreads(threadSizes.keySet());
        // The recent fixes, for the commits they fix and the people they credit; the recent replies, credited by a
        // later patch in their thread.
        for (Document d : recentFixes) {
            clusterer.restoreCreditedFix(d.get(Fields.KEY), d.get(Fields.THREAD), d.get(Fields.SUBJECT),
                    d.get(Fields.FROM), texts.get(d.get(Fields.KEY)), postedAt(d));
        }
        for (Document d : recentReplies) {
            clusterer.restoreCreditedReply(d.get(Fields.KEY), d.get(Fields.THREAD), d.get(Fields.FROM),
                    texts.get(d.get(Fields.KEY)), postedAt(d));
        }
        // Every discussion's messages by day and sender: a later patch may cite the thread by an lkml.org URL.
        for (Document d : discussion) {
            clusterer.restoreDiscussion(d.get(Fields.KEY), d.get(Fields.THREAD), d.get(Fields.SUBJECT),
                    d.get(Fields.FROM), postedAt(d));
        }
        // The record of answers that strayed (triage.PartAnswers), read from the threads of a series part placed
        // nowhere only (thread-starting parts too): the parents of the replies placed nowhere there (an answer to the
        // part, or to an answer to it, strays with it), and the files of the part and of the thread's patches placed
        // in a cluster (they decide whether the answers to the part stray from the thread), as in one run.
        // The threads a part standing alone lent a cluster (session 14) are read for their replies' headers too: one
        // answering none of the cluster's members strayed, and is restored so (session 34).
        Set<String> headerThreads = new LinkedHashSet<>(partThreads);
        keys.values().forEach(k -> headerThreads.addAll(k.parts()));
        Map<String, String> parents = new HashMap<>();
        Map<String, List<String>> references = new HashMap<>();
        List<String> filed = new ArrayList<>(offParts);
        lucene.forEachStoredWith(Fields.THREAD, headerThreads, List.of(Fields.KEY, Fields.KIND, Fields.CLUSTER,
                Fields.JSON, Fields.THREAD, Fields.SUBJECT), d -> {
                    if (d.get(Fields.CLUSTER) == null && REPLY.equals(d.get(Fields.KIND))) {
                        parents.put(d.get(Fields.KEY), inReplyTo(d.get(Fields.JSON)));
                        references.put(d.get(Fields.KEY), references(d.get(Fields.JSON)));
                    } else if (!partThreads.contains(d.get(Fields.THREAD))) {
                        return; // a lent thread only: its patches' files are not read (as before)
                    } else if (PATCH.equals(d.get(Fields.KIND)) && !d.get(Fields.KEY).contains(Fields.VARIANT_MARK)
                            && (d.get(Fields.CLUSTER) != null || !d.get(Fields.KEY).equals(d.get(Fields.THREAD))
                            && !Clusterer.maybeNumberedPart(d.get(Fields.SUBJECT)))) {
                        // A patch placed in a cluster, or one posted in the thread placed nowhere (its files count
                        // when it joins later); the numbered parts placed nowhere are in offParts already.
                        filed.add(d.get(Fields.KEY));
                    }
                });
        // In the same read, a part posted in its series' thread and placed nowhere that says it fixes something: a
        // later posting of it under the same author and title takes it in (session 19; session 34: a reopen forgot it).
        lucene.forEachStoredOf(Fields.KEY, filed, List.of(Fields.KEY, Fields.THREAD, Fields.SUBJECT, Fields.CLUSTER,
                Fields.TEXT, Fields.FROM, Fields.JSON), d -> {
                    clusterer.restoreSeriesFiles(d.get(Fields.KEY), d.get(Fields.THREAD), d.get(Fields.SUBJECT),
                            d.get(Fields.TEXT), d.get(Fields.CLUSTER) != null);
                    if (d.get(Fields.CLUSTER) == null && !d.get(Fields.KEY).equals(d.get(Fields.THREAD))
                            && Clusterer.maybeUnplacedPart(d.get(Fields.SUBJECT))) {
                        clusterer.restoreUnplacedPart(d.get(Fields.KEY), d.get(Fields.THREAD), d.get(Fields.SUBJECT),
                                d.get(Fields.FROM), d.get(Fields.TEXT), namesCulprit(d.get(Fields.JSON)));
                    }
                });
        // Messages placed nowhere follow when their thread becomes a cluster, as in one run.
        for (Document d : nowhere) {
            clusterer.restoreLeftover(d.get(Fields.KEY), d.get(Fields.THREAD), d.get(Fields.SUBJECT),
                    PATCH.equals(d.get(Fields.KIND)), parents.get(d.get(Fields.KEY)), references.get(d.get(Fields.KEY)));
        }
        // Every lone thread-starting patch's changed lines (session 19, triage.SameChangeLines), oldest first: each
        // text is read, keyed and dropped in one pass, so memory stays within the clusterer's own caps.
        lucene.forEachStoredOf(Fields.KEY, lonePatches, List.of(Fields.KEY, Fields.SUBJECT, Fields.FROM,
                Fields.TEXT, Fields.DATE), d -> clusterer.restoreSameChange(d.get(Fields.KEY), d.get(Fields.SUBJECT),
                d.get(Fields.FROM), d.get(Fields.TEXT), dateOf(d) == Long.MIN_VALUE ? null : postedAt(d)));
    }

    /** The In-Reply-To and References (oldest first) a stored report's JSON keeps; empty when it keeps none. */
    private static List<String> headers(String json) {
        List<String> out = new ArrayList<>();
        if (json == null) {
            return out;
        }
        try {
            com.fasterxml.jackson.databind.JsonNode n = ReportJson.MAPPER.readTree(json);
            n.path("references").forEach(r -> out.add(r.asText()));
            if (n.hasNonNull("inReplyTo")) {
                out.add(n.get("inReplyTo").asText());
            }
        } catch (IOException | RuntimeException e) {
            out.clear();
        }
        return out;
    }

    /**
     * Whether a stored report's JSON keeps a commit fact of role culprit that is not quoted (the clusterer's
     * {@code Clusterer#namesCulprit} on the facts it was placed with); false when it keeps none or cannot be read.
     */
    private static boolean namesCulprit(String json) {
        if (json == null) {
            return false;
        }
        try {
            for (com.fasterxml.jackson.databind.JsonNode c : ReportJson.MAPPER.readTree(json).path("commits")) {
                if ("culprit".equals(c.path("role").asText(null)) && !c.path("quoted").asBoolean(false)) {
                    return true;
                }
            }
            return false;
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }

    /** The References (oldest first) a stored report's JSON keeps; empty when it keeps none or cannot be read. */
    private static List<String> references(String json) {
        List<String> out = new ArrayList<>();
        if (json == null) {
            return out;
        }
        try {
            ReportJson.MAPPER.readTree(json).path("references").forEach(r -> out.add(r.asText()));
        } catch (IOException | RuntimeException e) {
            out.clear();
        }
        return out;
    }

    /** The In-Reply-To a stored report's JSON keeps, or null. */
    private static String inReplyTo(String json) {
        if (json == null) {
            return null;
        }
        try {
            com.fasterxml.jackson.databind.JsonNode n = ReportJson.MAPPER.readTree(json).path("inReplyTo");
            return n.isTextual() ? n.asText() : null;
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    /** A message document's stored date in epoch milliseconds, or {@link Long#MIN_VALUE} when it has none. */
    private static long dateOf(Document d) {
        IndexableField f = d.getField(Fields.DATE);
        return f == null || f.numericValue() == null ? Long.MIN_VALUE : f.numericValue().longValue();
    }

    /** A message document's stored date as an ISO instant, as the clusterer's restores take it. */
    private static String postedAt(Document d) {
        return Instant.ofEpochMilli(dateOf(d)).toString();
    }

    /** The stored texts of the documents of these lists, by key, read for them alone in one keyed pass. */
    @SafeVarargs
    private Map<String, String> textsOf(List<Document>... lists) throws IOException {
        Set<String> wanted = new LinkedHashSet<>();
        for (List<Document> docs : lists) {
            docs.forEach(d -> wanted.add(d.get(Fields.KEY)));
        }
        Map<String, String> texts = new HashMap<>();
        lucene.forEachStoredOf(Fields.KEY, wanted, List.of(Fields.KEY, Fields.TEXT),
                d -> texts.put(d.get(Fields.KEY), d.get(Fields.TEXT)));
        return texts;
    }

    private void remember(String key, String threadId, String hash, String rootSubject) {
        known.put(key, new Known(threadId, hash));
        threadSizes.merge(threadId, 1, Integer::sum);
        if (rootSubject != null && !rootSubject.isEmpty()) {
            rootsBySubject.putIfAbsent(rootSubject, threadId);
        }
    }

    @Override
    public Outcome accept(Report report, byte[] raw, Format format) throws IOException {
        Mail mail = report.mail();
        String key = mail.messageId();
        Outcome outcome = Outcome.NEW;
        Known existing = known.get(key);
        if (existing != null) {
            if (existing.contentHash().equals(mail.contentHash())) {
                return Outcome.DUPLICATE;
            }
            key = key + Fields.VARIANT_MARK + mail.contentHash().substring(0, Math.min(12, mail.contentHash().length()));
            if (known.containsKey(key)) {
                return Outcome.DUPLICATE;
            }
            outcome = Outcome.VARIANT;
            logProblem(report.origin(), "Message-ID " + mail.messageId() + " seen before with other content; kept as "
                    + key);
        }
        boolean root = ThreadAssigner.ancestors(mail).isEmpty();
        String subjectNorm = Subjects.normalize(mail.subject());
        Clusterer.Placement placement = outcome == Outcome.NEW ? clusterer.place(report) : null;
        moveMerged(clusterer.drainMerged());
        placeLinked(clusterer.drainLinked());
        String storedKey = key;
        // The cluster's status is read here: the clusterer is not for the indexer's thread. The document is built
        // and indexed on the indexer's thread: every input is an immutable value fixed here, in order.
        String status = placement == null ? null : clusterer.statusOf(placement.clusterId());
        int kib = (raw.length + 2 * mail.text().length()) / 1024 + 1;
        Supplier<StoredMessage> stored = recent.put(storedKey, report.threadId(), () -> new StoredMessage(storedKey,
                mail.messageId(), report.threadId(), mail.contentHash(), mail.subject(), subjectNorm, root,
                mail.from(), mail.listId(), mail.date() == null ? null : mail.date().toInstant().toEpochMilli(),
                report.facts().kind().label(), placement == null ? null : placement.clusterId(),
                placement == null ? null : placement.role(), mail.text(), SpanCodec.encode(mail.spans()),
                ReportJson.toLine(report), raw, format.name(), report.origin()), kib * 1024L);
        // A thread-starting patch placed nowhere keeps what a later patch finds it by, for a reopen to restore.
        String patchKeys = outcome == Outcome.NEW && placement == null
                ? patchKeysJson(clusterer.unplacedKeysOf(mail.messageId())) : null;
        indexer.add(() -> withPatchKeys(document(stored.get(), status, FactTerms.of(report.facts())), patchKeys),
                kib);
        sinceCommit++;
        boolean childrenFirst = threadSizes.containsKey(key);
        remember(key, report.threadId(), mail.contentHash(), root ? subjectNorm : null);
        dirty = true;
        if (outcome == Outcome.NEW && childrenFirst) {
            // Replies arrived before this message and started a thread under its id: they join its thread, and
            // its thread's cluster, now.
            rethread(key, report.threadId());
        }
        if (placement != null && clusterListener != null) {
            notifyPlaced(placement, mail.messageId());
        }
        if (recent.prune(known::containsKey)) {
            refreshRecent();
        }
        maybeCommit();
        return outcome;
    }

    private void rethread(String from, String to) throws IOException {
        // The thread as of the searcher's last refresh, less what was rewritten since, plus what was written since:
        // no refresh (and no small segment flushed) for each late parent. See RecentDocs.
        IndexSearcher searcher = lucene.acquire();
        try {
            TopDocs hits = searcher.search(new TermQuery(new Term(Fields.THREAD, from)), Integer.MAX_VALUE);
            List<StoredMessage> olds = new ArrayList<>();
            for (ScoreDoc sd : hits.scoreDocs) {
                Document d = searcher.storedFields().document(sd.doc);
                if (!recent.contains(d.get(Fields.KEY))) {
                    olds.add(DocumentMapper.fromDocument(d));
                }
            }
            olds.addAll(recent.inThread(from));
            Map<String, Clusterer.Placement> placed = clusterer.adopt(
                    olds.stream().map(StoredMessage::messageId).distinct().toList(), from, to);
            for (StoredMessage old : olds) {
                StoredMessage moved = old;
                if (!from.equals(to)) {
                    ObjectNode json = (ObjectNode) ReportJson.MAPPER.readTree(old.json());
                    json.put("threadId", to);
                    moved = old.withThread(to, ReportJson.MAPPER.writeValueAsString(json));
                }
                Clusterer.Placement p = placed.get(old.messageId());
                if (p != null) {
                    moved = moved.withCluster(p.clusterId(), p.role());
                }
                if (moved != old) {
                    rewrite(old.key(), moved, moved.cluster() == null ? null : clusterer.statusOf(moved.cluster()));
                }
                known.put(old.key(), new Known(to, old.contentHash()));
            }
            if (clusterListener != null) {
                // Moved into the thread's cluster: downstream consumers hear of it like any other placement.
                for (Map.Entry<String, Clusterer.Placement> e : placed.entrySet()) {
                    notifyPlaced(e.getValue(), e.getKey());
                }
            }
            if (!from.equals(to)) {
                threadSizes.merge(to, threadSizes.getOrDefault(from, 0), Integer::sum);
                threadSizes.remove(from);
                rootsBySubject.replaceAll((s, t) -> t.equals(from) ? to : t);
            }
        } finally {
            lucene.release(searcher);
        }
    }

    /**
     * Rewrites the document stored under {@code key} as {@code m}, through the indexer's queue (after whatever it still
     * holds for that key) and into the re-threading buffer, so later reads see it without a refresh.
     */
    private void rewrite(String key, StoredMessage m, String status) throws IOException {
        long size = m.raw().length + 2L * (m.text() == null ? 0 : m.text().length());
        recent.put(m.key(), m.threadId(), () -> m, size);
        indexer.update(new Term(Fields.KEY, key), () -> document(m, status, null), (int) (size / 1024) + 1);
    }

    private void refreshRecent() throws IOException {
        indexer.drain();
        lucene.refresh();
        recent.clear();
    }

    private void maybeCommit() throws IOException {
        if (commitDue(System.nanoTime() - lastCommit, sinceCommit, COMMIT_NANOS, COMMIT_MESSAGES)) {
            flush();
        }
    }

    /**
     * Whether a periodic commit is due {@code elapsed} ns after the last one with {@code pending} new messages. With an
     * interval of 0 the commit points are fixed by the message count alone (a run can then be repeated with the same
     * segments, whatever the machine's speed).
     */
    static boolean commitDue(long elapsed, long pending, long intervalNanos, long messages) {
        return elapsed > intervalNanos && (pending >= messages
                || intervalNanos > 0 && elapsed > COMMIT_PATIENCE * intervalNanos);
    }

    @Override
    public void unreadable(String origin, String reason) throws IOException {
        logProblem(origin, reason);
    }

    private void logProblem(String origin, String reason) throws IOException {
        String line = Instant.now() + "\t" + origin + "\t" + reason.replace('\n', ' ') + "\n";
        Files.writeString(dataDir.resolve("problems.log"), line, StandardCharsets.UTF_8,
                StandardOpenOption.CREATE, StandardOpenOption.APPEND);
    }

    @Override
    public void checkpoint(String key, String value) {
        checkpoints.put(key, value);
        dirty = true;
    }

    @Override
    public Checkpoints checkpoints() {
        return checkpoints::get;
    }

    @Override
    public ThreadLookup threads() {
        return ThreadLookup.of(id -> {
            Known k = known.get(id);
            return k == null ? null : k.threadId();
        }, rootsBySubject::get);
    }

    /** Commits everything accepted so far together with the checkpoints. */
    @Override
    public void flush() throws IOException {
        indexer.drain();
        if (dirty) {
            // The messages go to disk before the cluster documents join the writer: a segment holding both has
            // sparse norms for every text field (cluster documents have none), and Lucene's flush then walks them
            // linearly for each term; that walk was two thirds of a 4000-message ingest's ordered thread.
            lucene.writer().flush();
            for (String gone : clusterer.drainRemoved()) {
                lucene.writer().deleteDocuments(ClusterDocs.term(gone));
            }
            for (Cluster c : clusterer.drainChanged()) {
                Cluster e = enricher.apply(c);
                lucene.writer().updateDocument(ClusterDocs.term(e.id()),
                        ClusterDocs.toDocument(e, clusterer.keysOf(e.id())));
                if (!"open".equals(e.status())) {
                    // Members written while the cluster was open follow it (a doc-values update, no rewrite).
                    StatusField.update(lucene.writer(), e.id(), e.status());
                }
            }
            Map<String, String> data = new HashMap<>();
            checkpoints.forEach((k, v) -> data.put(Fields.CHECKPOINT_PREFIX + k, v));
            lucene.commit(data);
            dirty = false;
            if (recent.size() > 0) {
                // Cheap right after a commit (nothing left to flush); keeps the re-threading buffer small.
                refreshRecent();
            }
        }
        lastCommit = System.nanoTime();
        sinceCommit = 0;
    }

    /** Every cluster, as placed so far (including what is not yet committed). */
    public List<Cluster> clusters() {
        return clusterer.all();
    }

    public long messageCount() {
        return known.size();
    }

    public long threadCount() {
        return threadSizes.size();
    }

    /** The stored message with this Message-ID (the first one, not a variant). */
    public Optional<StoredMessage> get(String messageId) throws IOException {
        indexer.drain();
        lucene.refresh();
        IndexSearcher searcher = lucene.acquire();
        try {
            TopDocs hits = searcher.search(new TermQuery(new Term(Fields.KEY, messageId)), 1);
            if (hits.scoreDocs.length == 0) {
                return Optional.empty();
            }
            Document d = searcher.storedFields().document(hits.scoreDocs[0].doc);
            return Optional.of(DocumentMapper.fromDocument(d));
        } finally {
            lucene.release(searcher);
        }
    }

    public Path dataDir() {
        return dataDir;
    }

    SearcherManager searchers() {
        return lucene.searchers();
    }

    @Override
    public void close() throws IOException {
        try {
            flush();
        } finally {
            try {
                indexer.close();
            } finally {
                lucene.close();
            }
        }
    }

    // Issue 4: what a kernel tree adds to clusters (inferred suspects, expanded hashes), applied when committed.
    private java.util.function.UnaryOperator<Cluster> enricher = java.util.function.UnaryOperator.identity();

    /**
     * Applies {@code f} to each changed cluster as it is committed (not per message: a cluster changes many times
     * between commits). The clusterer keeps its own state; {@code f} sees it fresh each time, so it must return
     * the same answer for the same cluster (idempotent).
     */
    public void enrichClusters(java.util.function.UnaryOperator<Cluster> f) {
        this.enricher = f == null ? java.util.function.UnaryOperator.identity() : f;
    }

    /**
     * A message's document with its cluster's status (null: in no cluster), for search and the status facet;
     * {@code facts} null: read from the stored JSON.
     */
    private static String patchKeysJson(PatchKeys keys) {
        if (keys == null) {
            return null;
        }
        try {
            return ReportJson.MAPPER.writeValueAsString(keys);
        } catch (JsonProcessingException e) {
            return null; // the keys are then recomputed from the text on reopen, as for an old store
        }
    }

    /** The stored keys of an unplaced patch, or null when absent (an old store) or unreadable. */
    private static PatchKeys patchKeys(String json) {
        if (json == null) {
            return null;
        }
        try {
            return ReportJson.MAPPER.readValue(json, PatchKeys.class);
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    private static Document withPatchKeys(Document d, String json) {
        if (json != null) {
            d.add(new StoredField(Fields.PATCH_KEYS, json));
        }
        return d;
    }

    private static Document document(StoredMessage m, String clusterStatus, FactTerms facts) {
        Document d = DocumentMapper.toDocument(m, facts);
        if (clusterStatus != null) {
            StatusField.add(d, clusterStatus);
        }
        return d;
    }

    // Cluster events (issue 6): a listener told what each placement changed. Kept apart from the rest of the class
    // so that the store behaves exactly as before when no listener is set.

    private ClusterEvent.Listener clusterListener;
    private final Map<String, ClusterEvent.Shape> shapes = new HashMap<>();

    /**
     * Tells {@code listener} (or nobody, when null) what each later {@link #accept} changed in the clusters: one
     * call per placed message, before the message is committed, so a listener that publishes the events loses none
     * when it publishes before the caller's next {@link #flush()}. A redelivered (duplicate) message places nothing
     * and yields no event.
     */
    public void onClusterEvents(ClusterEvent.Listener listener) {
        if (listener != null && clusterListener == null) {
            shapes.clear();
            clusterer.all().forEach(c -> shapes.put(c.id(), ClusterEvent.Shape.of(c)));
        }
        clusterListener = listener;
    }

    private void notifyPlaced(Clusterer.Placement placement, String messageId) {
        Cluster after = clusterer.get(placement.clusterId());
        if (after == null) {
            return;
        }
        ClusterEvent.Shape before = shapes.put(after.id(), ClusterEvent.Shape.of(after));
        clusterListener.placed(ClusterEvent.between(before, after, messageId, Instant.now().toString()));
    }

    /** Two clusters became one (a message bridged them): the members of the absorbed one now say so. */
    private void moveMerged(List<Clusterer.Merge> merges) throws IOException {
        if (merges.isEmpty()) {
            return;
        }
        refreshRecent(); // the searcher then holds every message, so the re-threading buffer can be let go
        Map<String, String> moved = new LinkedHashMap<>(); // message id -> the cluster it joined
        IndexSearcher searcher = lucene.acquire();
        try {
            for (Clusterer.Merge m : merges) {
                TopDocs hits = searcher.search(new TermQuery(new Term(Fields.CLUSTER, m.from())), Integer.MAX_VALUE);
                for (ScoreDoc sd : hits.scoreDocs) {
                    StoredMessage old = DocumentMapper.fromDocument(searcher.storedFields().document(sd.doc));
                    lucene.writer().updateDocument(new Term(Fields.KEY, old.key()),
                            document(old.withCluster(m.into(), old.role()), clusterer.statusOf(m.into()), null));
                    moved.put(old.messageId(), m.into());
                }
            }
        } finally {
            lucene.release(searcher);
        }
        if (clusterListener != null) {
            // Downstream consumers hear of each moved member as of any other placement: every membership announced.
            for (Map.Entry<String, String> e : moved.entrySet()) {
                notifyPlaced(new Clusterer.Placement(e.getValue(), null, "merged", 0), e.getKey());
            }
        }
        // Merges are rare: refresh again so a later re-threading reads the moved members, not their old cluster.
        refreshRecent();
    }

    /** For tests: another memory limit for the re-threading buffer (0: refresh whenever it holds anything). */
    void rethreadBuffer(long bytes) {
        recent = new RecentDocs(bytes);
    }

    /**
     * Messages stored unplaced that the clusterer has placed since (a patch a later fix links to, a thread's leftovers
     * when the thread becomes a cluster): their documents now carry the cluster and role. Like re-threading, each is
     * read from the re-threading buffer when written since the last refresh, else from the searcher, and rewritten
     * through the indexer; no refresh (and no small segment flushed) for each placement, unless a document written
     * since the last refresh has left the buffer, when the searcher's copy would be stale.
     */
    private void placeLinked(Map<String, Clusterer.Placement> linked) throws IOException {
        if (linked.isEmpty()) {
            return;
        }
        for (String key : linked.keySet()) {
            if (recent.prunedSinceClear(key)) {
                refreshRecent();
                break;
            }
        }
        IndexSearcher searcher = lucene.acquire();
        try {
            for (Map.Entry<String, Clusterer.Placement> e : linked.entrySet()) {
                StoredMessage old = recent.get(e.getKey());
                if (old == null) {
                    TopDocs hits = searcher.search(new TermQuery(new Term(Fields.KEY, e.getKey())), 1);
                    for (ScoreDoc sd : hits.scoreDocs) {
                        old = DocumentMapper.fromDocument(searcher.storedFields().document(sd.doc));
                    }
                }
                if (old == null) {
                    continue;
                }
                Clusterer.Placement p = e.getValue();
                rewrite(old.key(), old.withCluster(p.clusterId(), p.role()), clusterer.statusOf(p.clusterId()));
            }
        } finally {
            lucene.release(searcher);
        }
        if (clusterListener != null) {
            for (Map.Entry<String, Clusterer.Placement> e : linked.entrySet()) {
                notifyPlaced(e.getValue(), e.getKey());
            }
        }
    }

    // Session 6: few segments after a bulk ingest (see docs/performance.md, "Segments, session 6").
    /** Segments merged to at the end of a bulk ingest ({@code triage.compact-segments}, default 1). */
    static final int COMPACT_SEGMENTS = Integer.getInteger("triage.compact-segments", 1);
    /** A run adding fewer messages than this is not a bulk ingest ({@code triage.compact-messages}). */
    static final long COMPACT_MESSAGES = Long.getLong("triage.compact-messages", 10_000);

    /**
     * Called at the end of an ingest run that added {@code added} messages: when that run was a bulk load (at least
     * {@code triage.compact-messages}, and at least a quarter of the store, so a small daily run on a big store does
     * not rewrite it) commits what is pending and merges the store to {@code triage.compact-segments} segments.
     * Every search then sets up one scorer per clause instead of one per segment and clause.
     *
     * @return whether it merged
     */
    public boolean compactAfterBulk(long added) throws IOException {
        return compactAfterBulk(added, COMPACT_MESSAGES, COMPACT_SEGMENTS);
    }

    boolean compactAfterBulk(long added, long minMessages, int segments) throws IOException {
        if (added < minMessages || added * 4 < messageCount() || lucene.segmentCount() <= segments) {
            return false;
        }
        flush();
        lucene.forceMerge(segments);
        return true;
    }

    /** How many Lucene segments the store has now. */
    int segmentCount() throws IOException {
        return lucene.segmentCount();
    }
}
