package dev.lkmltriage.triage;

import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.Span;
import dev.lkmltriage.mail.SpanKind;
import dev.lkmltriage.mail.Subjects;
import dev.lkmltriage.report.Report;
import java.time.Duration;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Links to messages the archive lacks (session 24, class F). A fix often reaches the list only through the answers
 * to it: the patch itself was sent to other lists, or to people, and the one trace of it here is a reply whose parent
 * never arrived (an orphan), whose In-Reply-To still names the absent patch's Message-ID. A later patch (a lone
 * patch, or a series' cover) whose own text links that Message-ID (a lore URL, a {@code Link:} trailer) says it
 * answers that absent patch's bug, so the orphan standing for it belongs to the linking patch's cluster.
 *
 * <p>Only an orphan answering a <em>fix</em> is remembered: its subject, less "Re:", is a patch whose title says it
 * fixes or avoids a failure ("Fix NULL pointer dereference in ...", "Avoid hang ..."). An orphan answering a
 * feature, a clean-up or a discussion is no report's trace, and a later patch linking that discussion (a new version
 * of a feature, a lockdep series citing an earlier thread) is no fix of a bug. The memory keeps the most recent
 * {@value #MAX_ORPHANS} orphans; a link counts within {@link #WINDOW} of the orphan.
 */
final class AbsentParents {
    static final int MAX_ORPHANS = 1024;
    /** How long after the orphan a patch linking its absent parent may come (session 18's window). */
    static final Duration WINDOW = Duration.ofDays(90);
    /** A patch linking more remembered absent messages than this is a round-up, not one bug's fix. */
    static final int MAX_TIED = 2;

    /** A patch tag in a subject: {@code [PATCH v2 1/1]}, {@code [PATCH net]}, not an RFC's. */
    private static final Pattern PATCH_TAG = Pattern.compile("(?i)\\[[^\\]]{0,80}\\bPATCH\\b[^\\]]{0,80}\\]");
    private static final Pattern FIX_WORD = Pattern.compile("(?i)\\bfix(?:es|ed)?\\b");

    /**
     * An orphan reply placed nowhere, and when it was posted: what joining a cluster as a report reads of it, not the
     * whole message. {@code report} keeps its ids, subject and facts, and of its text only what the status reading
     * takes ({@link Facts2Cluster#statusText}, at most 162 characters); {@code features} were read from the whole
     * message when it was remembered.
     */
    record Orphan(Report report, ReportFeatures features, String parentId, String postedAt) {
        static Orphan of(Report r, String parentId, String postedAt) {
            Mail m = r.mail();
            String text = Facts2Cluster.statusText(r);
            List<Span> spans = text.isEmpty() ? List.of() : List.of(new Span(0, text.length(), SpanKind.PROSE));
            Mail digest = new Mail(m.messageId(), m.messageIdDerived(), m.subject(), null, null, null, m.inReplyTo(),
                    List.of(), List.of(), text, List.of(), spans, List.of(), null);
            return new Orphan(new Report(digest, r.threadId(), r.facts(), r.origin()), ReportFeatures.of(r), parentId,
                    postedAt);
        }

        String messageId() {
            return report.messageId();
        }
    }

    /** An orphan longer than this (a pasted log, hostile input) is not kept (before session 25 it was kept whole). */
    static final int MAX_TEXT = 128 * 1024;

    private final CappedMap<String, Orphan> byParent = new CappedMap<>(MAX_ORPHANS);

    /**
     * Orphan reply {@code r} (placed nowhere, posted at {@code postedAt}, an ISO instant) answers {@code parentId},
     * a message never seen: it is remembered when its subject says the parent is a fix.
     */
    void remember(Report r, String parentId, String postedAt) {
        String text = r.mail().text();
        if (parentId == null || parentId.isBlank() || parentId.equals(r.messageId())
                || (text != null && text.length() > MAX_TEXT) || !answersFix(r.mail().subject())) {
            return;
        }
        byParent.remove(parentId);
        byParent.put(parentId, Orphan.of(r, parentId, postedAt));
    }

    /**
     * True when a reply's subject answers a patch whose title says it fixes or avoids a failure: "Re:" then a
     * {@code [PATCH ...]} tag, not an RFC's, and "fix" or a failure word ({@link PatchPlacement#avoidsFailure}).
     */
    static boolean answersFix(String subject) {
        if (subject == null || subject.length() > 1000 || !Subjects.isReply(subject)) {
            return false;
        }
        String lower = subject.toLowerCase(Locale.ROOT);
        if (!PATCH_TAG.matcher(subject).find() || lower.contains("rfc")) {
            return false;
        }
        String title = ReportFeatures.TAG.matcher(subject).replaceAll(" ");
        return FIX_WORD.matcher(title).find() || PatchPlacement.avoidsFailure(subject);
    }

    /**
     * The remembered orphans whose absent parents {@code links} name, posted at most {@link #WINDOW} before
     * {@code at}; empty when they are more than {@link #MAX_TIED} (a round-up linking many threads). Found orphans
     * are forgotten: each stands for one absent message, taken once.
     */
    List<Orphan> linked(Collection<String> links, String at) {
        if (byParent.isEmpty() || links.isEmpty()) {
            return List.of();
        }
        List<Orphan> found = new ArrayList<>();
        for (String link : links) {
            Orphan o = byParent.get(link);
            if (o != null && within(o.postedAt(), at)) {
                found.add(o);
            }
        }
        if (found.size() > MAX_TIED) {
            return List.of();
        }
        return found;
    }

    /** The orphans remembered, oldest first. */
    Collection<Orphan> kept() {
        return byParent.values();
    }

    /** Forgets the orphan answering {@code parentId} (it was placed). */
    void taken(String parentId) {
        byParent.remove(parentId);
    }

    private static boolean within(String earlier, String later) {
        try {
            Instant a = Instant.parse(earlier);
            Instant b = Instant.parse(later);
            return !b.isBefore(a) && Duration.between(a, b).compareTo(WINDOW) <= 0;
        } catch (DateTimeParseException | NullPointerException e) {
            return false;
        }
    }
}
