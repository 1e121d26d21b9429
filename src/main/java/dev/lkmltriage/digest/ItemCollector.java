package dev.lkmltriage.digest;

import dev.lkmltriage.digest.DigestItem.Kind;
import dev.lkmltriage.triage.Cluster;
import java.time.Duration;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The events of one cluster in a period: the cluster itself when its first report falls in it, later reports,
 * suspects and fixes, merges, reproduction runs, and — whatever the period — a reminder when an unfixed cluster has
 * been quiet for {@code staleDays}. Suspects carry no date of their own: they count as new when the cluster was
 * active in the period.
 */
final class ItemCollector {
    private final DigestInput input;
    private final Reproductions reproductions;
    private final Instant from;
    private final Instant now;
    private final Duration stale;

    ItemCollector(DigestInput input, Reproductions reproductions, Instant from, Instant now, Duration stale) {
        this.input = input;
        this.reproductions = reproductions;
        this.from = from;
        this.now = now;
        this.stale = stale;
    }

    List<DigestItem> items(Cluster c) {
        List<DigestItem> out = new ArrayList<>();
        String id = c.id();
        Instant last = lastActivity(c);
        boolean first = true;
        for (Cluster.Member m : c.members()) {
            if (!m.role().equals("report") && !m.role().equals("duplicate")) {
                continue;
            }
            Instant at = dateOf(m.messageId());
            if (first) {
                Instant opened = at != null ? at : opened(c);
                add(out, new DigestItem("new:" + id, Kind.NEW_REGRESSION, id, opened, "first reported"
                        + (opened == null ? "" : " " + DigestDates.day(opened))));
                first = false;
            } else {
                add(out, new DigestItem("report:" + id + ":" + m.messageId(), Kind.NEW_REPORT, id, at,
                        "new report" + (at == null ? "" : " " + DigestDates.day(at)) + ": " + subjectOf(m.messageId())));
            }
        }
        boolean active = in(last);
        for (Cluster.Suspect s : c.suspects()) {
            if (active) {
                out.add(new DigestItem("suspect:" + id + ":" + s.hash(), Kind.NEW_SUSPECT, id, last,
                        "suspect " + abbrev(s.hash()) + " (" + s.role() + ")"));
            }
        }
        for (Cluster.Fix f : c.fixes()) {
            String ref = f.hash() != null ? f.hash() : f.messageId();
            Instant at = f.messageId() == null ? last : dateOf(f.messageId());
            add(out, new DigestItem("fix:" + id + ":" + ref, Kind.FIX_PROPOSED, id, at, "fix proposed: "
                    + (f.subject() == null ? abbrev(ref) : f.subject())));
        }
        for (Cluster.StatusChange h : c.history()) {
            if ("fixed".equals(h.status())) {
                add(out, new DigestItem("merged:" + id + ":" + h.messageId(), Kind.FIX_MERGED, id, parse(h.at()),
                        "fix merged " + DigestDates.day(parse(h.at())) + ": " + h.evidence()));
            }
        }
        for (Reproductions.Result r : reproductions.of(id)) {
            add(out, new DigestItem("repro:" + id + ":" + r.id(), Kind.REPRODUCTION, id, r.at(), "reproduction against "
                    + r.where() + ": " + r.outcome() + (r.summary() == null ? "" : ", " + r.summary())));
        }
        if (!"fixed".equals(c.status()) && last != null && last.isBefore(now.minus(stale))) {
            out.add(new DigestItem("stale:" + id + ":" + last, Kind.STALE, id, last, "no activity since "
                    + DigestDates.day(last) + " (" + Duration.between(last, now).toDays() + " days)"));
        }
        return out;
    }

    private void add(List<DigestItem> out, DigestItem item) {
        if (in(item.at())) {
            out.add(item);
        }
    }

    private boolean in(Instant at) {
        return at != null && !at.isBefore(from) && !at.isAfter(now);
    }

    Instant lastActivity(Cluster c) {
        Instant last = parse(c.updated());
        for (Cluster.Member m : c.members()) {
            Instant at = dateOf(m.messageId());
            if (at != null && !at.isAfter(now) && (last == null || at.isAfter(last))) {
                last = at;
            }
        }
        return last;
    }

    private static Instant opened(Cluster c) {
        return c.history().isEmpty() ? null : parse(c.history().get(0).at());
    }

    private Instant dateOf(String messageId) {
        return message(messageId).map(DigestInput.Message::date).orElse(null);
    }

    private String subjectOf(String messageId) {
        return message(messageId).map(DigestInput.Message::subject).orElse(messageId);
    }

    private Optional<DigestInput.Message> message(String id) {
        return id == null ? Optional.empty() : input.message(id);
    }

    static String abbrev(String hash) {
        return hash == null ? "?" : hash.length() > 12 ? hash.substring(0, 12) : hash;
    }

    static Instant parse(String at) {
        if (at == null) {
            return null;
        }
        try {
            return Instant.parse(at);
        } catch (DateTimeParseException e) {
            return null;
        }
    }
}
