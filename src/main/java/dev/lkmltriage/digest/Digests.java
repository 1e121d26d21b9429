package dev.lkmltriage.digest;

import dev.lkmltriage.extract.DriverTable;
import dev.lkmltriage.extract.ExtractSettings;
import dev.lkmltriage.extract.IdDatabase;
import dev.lkmltriage.triage.Cluster;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * Maintainer digests over one data directory: what each recipient would get ({@link #preview}), and sending it
 * ({@link #send}) so that the same item never reaches the same recipient twice, successive digests thread together,
 * and a digest the server refuses stays pending in the state until a later run delivers it. A recipient with
 * nothing new, or who opted out, gets no mail.
 */
public final class Digests {
    /** A digest lists at most this many clusters; the others stay unsent and lead the next one. */
    static final int MAX_ENTRIES = 40;

    /** What a send did: {@code status} is {@code sent}, {@code nothing-new}, {@code opted-out} or {@code pending}. */
    public record Outcome(String to, String status, List<String> sentMessageIds, int pending, String error) {
    }

    private final Router router;
    private final DigestInput input;
    private final Reproductions reproductions;
    private final DigestState state;
    private final DigestOptions options;
    private final Clock clock;
    private final DigestText text;

    public Digests(Maintainers maintainers, DriverTable drivers, Function<String, String> deviceNames,
                   DigestInput input, Reproductions reproductions, DigestState state, DigestOptions options,
                   Clock clock) {
        this.router = new Router(maintainers, drivers, options.recipients());
        this.input = input;
        this.reproductions = reproductions;
        this.state = state;
        this.options = options;
        this.clock = clock;
        this.text = new DigestText(deviceNames);
    }

    /**
     * Digests over {@code dataDir} with the installation's models (drivers.tsv) and the system's device names, state
     * in {@code DATA/digests/}, and the reproduction results {@code triage repro} stored there.
     */
    public static Digests standard(Maintainers maintainers, DigestInput input, Path dataDir, DigestOptions options,
                                   Clock clock) {
        ExtractSettings es = ExtractSettings.defaults();
        return new Digests(maintainers, DriverTable.load(es), DeviceNames.of(IdDatabase.open(es)), input,
                StoredReproductions.in(dataDir), new DigestState(dataDir), options, clock);
    }

    /** Every address that some cluster is routed to. */
    public Set<String> recipients() throws IOException {
        Set<String> out = new LinkedHashSet<>();
        for (Cluster c : input.clusters()) {
            out.addAll(router.recipients(router.route(c, this::reportText)));
        }
        return out;
    }

    /** The digest {@code to} would get now (after any pending ones), without sending or remembering anything. */
    public Optional<DigestMail> preview(String to) throws IOException {
        String a = checked(to);
        RecipientState s = state.load(a);
        return compose(a, s).map(RecipientState.Pending::mail);
    }

    /** Digests composed earlier and not yet accepted by the server. */
    public List<RecipientState.Pending> pending(String to) throws IOException {
        return state.load(checked(to)).pending();
    }

    /**
     * Sends {@code to} what is pending and what is new; each digest is queued in the state before it is sent.
     *
     * @param onlyDue when true, pending digests whose back-off has not expired wait, and nothing new is composed
     *                (the scheduler's retry tick)
     */
    public Outcome send(String to, DigestSender sender, boolean onlyDue) throws IOException {
        String a = checked(to);
        return state.locked(() -> {
            RecipientState s = state.load(a);
            if (s.optedOut()) {
                return new Outcome(a, "opted-out", List.of(), s.pending().size(), null);
            }
            if (!onlyDue) {
                Optional<RecipientState.Pending> fresh = compose(a, s);
                if (fresh.isPresent()) {
                    s = s.queued(fresh.get());
                    state.save(s);
                }
            }
            List<String> sent = new ArrayList<>();
            Instant now = clock.instant();
            for (RecipientState.Pending p : s.pending()) {
                if (onlyDue && p.nextAttempt() != null && Instant.parse(p.nextAttempt()).isAfter(now)) {
                    break;
                }
                String error = deliver(sender, p.mail());
                if (error != null) {
                    Duration wait = backoff(p.attempts() + 1);
                    s = s.failed(p, error, clock.instant().plus(wait).toString());
                    state.save(s);
                    return new Outcome(a, "pending", sent, s.pending().size(), error);
                }
                s = s.delivered(p, clock.instant().toString());
                state.save(s);
                sent.add(p.mail().messageId());
            }
            return new Outcome(a, sent.isEmpty() ? "nothing-new" : "sent", sent, s.pending().size(), null);
        });
    }

    /** Records that {@code to} wants no more digests (or wants them again); pending digests stay, unsent. */
    public void optOut(String to, boolean out) throws IOException {
        String a = HeaderValues.address(to);
        state.locked(() -> {
            state.save(state.load(a).optedOut(out));
            return null;
        });
    }

    public boolean optedOut(String to) throws IOException {
        return state.load(HeaderValues.address(to)).optedOut();
    }

    /** Tries one digest up to {@code attempts} times, waiting longer each time; null when sent, else the error. */
    private String deliver(DigestSender sender, DigestMail mail) {
        String error = null;
        for (int i = 0; i < options.attempts(); i++) {
            if (i > 0 && !sleep(options.retryDelay().multipliedBy(1L << Math.min(i - 1, 20)))) {
                break;
            }
            try {
                sender.send(mail);
                return null;
            } catch (IOException | RuntimeException e) {
                error = HeaderValues.text(e.getClass().getSimpleName() + ": " + e.getMessage());
            }
        }
        return error;
    }

    private Duration backoff(int attempts) {
        Duration d = options.retryDelay().multipliedBy(1L << Math.min(attempts, 20));
        return d.compareTo(options.maxDelay()) > 0 ? options.maxDelay() : d;
    }

    private static boolean sleep(Duration d) {
        try {
            Thread.sleep(d.toMillis());
            return true;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    private String checked(String to) {
        String a = HeaderValues.address(to);
        if (router.sectionsOf(a).isEmpty()) {
            throw new IllegalArgumentException(a + " is not a recipient in MAINTAINERS (an M: address or an L: list"
                    + (options.recipients().reviewers() ? " or an R: reviewer" : "") + "); pick one from the file,"
                    + " e.g. " + example());
        }
        return a;
    }

    private String example() {
        try {
            return recipients().stream().findFirst().orElse("netdev@vger.kernel.org");
        } catch (IOException e) {
            return "netdev@vger.kernel.org";
        }
    }

    private Optional<RecipientState.Pending> compose(String to, RecipientState s) throws IOException {
        Instant now = clock.instant();
        Instant from = now.minus(options.since());
        ItemCollector collector = new ItemCollector(input, reproductions, from, now, options.stale());
        List<DigestText.Entry> entries = new ArrayList<>();
        Map<DigestText.Entry, Instant> activity = new HashMap<>();
        for (Cluster c : input.clusters()) {
            List<Route> routes = new ArrayList<>();
            for (Route r : router.route(c, this::reportText)) {
                if (router.reaches(List.of(r), to)) {
                    routes.add(r);
                }
            }
            if (routes.isEmpty()) {
                continue;
            }
            List<DigestItem> items = collector.items(c).stream().filter(i -> !s.knows(i.key())).toList();
            if (!items.isEmpty()) {
                DigestText.Entry e = new DigestText.Entry(c, items, routes);
                entries.add(e);
                activity.put(e, collector.lastActivity(c));
            }
        }
        if (entries.isEmpty()) {
            return Optional.empty();
        }
        entries.sort(Comparator.<DigestText.Entry, DigestItem.Kind>comparing(e -> top(e))
                .thenComparing(e -> activity.get(e), Comparator.nullsLast(Comparator.reverseOrder())));
        int later = Math.max(0, entries.size() - MAX_ENTRIES);
        List<DigestText.Entry> shown = entries.subList(0, entries.size() - later);
        List<String> keys = shown.stream().flatMap(e -> e.items().stream()).map(DigestItem::key).toList();
        String optOut = (later > 0 ? later + " more regressions follow in the next digest. " : "")
                + "To stop these digests, mail " + unsubscribeAddress() + " with the subject 'unsubscribe', or run"
                + " 'triage digest --to " + to + " --opt-out'.";
        String body = text.body(to, shown, from, now, optOut);
        String messageId = messageId(now);
        List<String> refs = new ArrayList<>(s.references());
        if (s.lastMessageId() != null) {
            refs.add(s.lastMessageId());
        }
        DigestMail mail = new DigestMail(options.from(), to, DigestText.subject(label(to, shown), shown, now),
                messageId, s.lastMessageId(), refs, DigestDates.header(now), listUnsubscribe(to), body);
        return Optional.of(new RecipientState.Pending(mail, keys, 0, null, null));
    }

    private static DigestItem.Kind top(DigestText.Entry e) {
        return e.items().stream().map(DigestItem::kind).min(Enum::compareTo).orElse(DigestItem.Kind.STALE);
    }

    /** A list is named by its local part ({@code netdev}); a person by the sections their regressions came from. */
    private String label(String to, List<DigestText.Entry> entries) {
        Set<String> names = new LinkedHashSet<>();
        for (DigestText.Entry e : entries) {
            for (Route r : e.routes()) {
                if (r.section().lists().contains(to)) {
                    return to.substring(0, to.indexOf('@'));
                }
                names.add(r.section().shortName().toLowerCase(Locale.ROOT));
            }
        }
        String first = names.iterator().next();
        return names.size() == 1 ? first : first + " and " + (names.size() - 1) + " more";
    }

    private String unsubscribeAddress() {
        return options.from();
    }

    private String listUnsubscribe(String to) {
        if (options.unsubscribe() != null) {
            return "<" + HeaderValues.text(options.unsubscribe()).replace(">", "%3E").replace(" ", "%20") + ">";
        }
        return "<mailto:" + options.from() + "?subject=unsubscribe%20" + to.replace("@", "%40") + ">";
    }

    private String messageId(Instant now) {
        String domain = options.from().substring(options.from().indexOf('@') + 1);
        String rnd = Long.toHexString(java.util.concurrent.ThreadLocalRandom.current().nextLong() >>> 1);
        return "triage-digest." + now.toEpochMilli() + "." + rnd + "@" + domain;
    }

    private String reportText(String messageId) {
        return input.message(messageId).map(DigestInput.Message::text).orElse(null);
    }
}
