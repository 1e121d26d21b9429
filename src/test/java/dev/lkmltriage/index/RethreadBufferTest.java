package dev.lkmltriage.index;

import static dev.lkmltriage.ingest.TestMails.mail;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.extract.CommitFact;
import dev.lkmltriage.extract.Facts;
import dev.lkmltriage.extract.KernelFact;
import dev.lkmltriage.extract.MessageKind;
import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.triage.Cluster;
import dev.lkmltriage.triage.ClusterWeights;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.TreeMap;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.io.TempDir;

/**
 * Re-threading from the stale searcher plus the store's buffer of recent documents decides exactly what re-threading
 * from a freshly refreshed searcher decides: the same threads, clusters, roles, JSON and cluster members, on
 * random forests of threads whose messages arrive shuffled (parents after replies, replies to messages that never
 * come, duplicates and variants, commits in between).
 */
class RethreadBufferTest {
    @TempDir
    Path tmp;

    private record Msg(Mail mail, Facts facts) {
    }

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3, 4, 5})
    void bufferedRethreadingDecidesLikeRefreshing(long seed) throws Exception {
        List<Msg> arrivals = arrivals(new Random(seed));
        String buffered = ingest(tmp.resolve("buffered"), arrivals, Long.MAX_VALUE, seed);
        String tiny = ingest(tmp.resolve("tiny"), arrivals, 4096, seed);
        String refreshing = ingest(tmp.resolve("refreshing"), arrivals, 0, seed);
        assertSame(refreshing, buffered);
        assertSame(refreshing, tiny);
        assertTrue(refreshing.contains("same thread (its parent arrived later)"), "the case under test happened");
    }

    /** Fails on the first line that differs, quoting both (the whole dump is too long to read in a report). */
    private static void assertSame(String expected, String actual) {
        String[] e = expected.split("\n");
        String[] a = actual.split("\n");
        for (int i = 0; i < Math.min(e.length, a.length); i++) {
            if (!e[i].equals(a[i])) {
                int at = 0;
                while (at < Math.min(e[i].length(), a[i].length()) && e[i].charAt(at) == a[i].charAt(at)) {
                    at++;
                }
                int from = Math.max(0, at - 300);
                assertEquals(e[i].substring(from, Math.min(e[i].length(), at + 300)),
                        a[i].substring(from, Math.min(a[i].length(), at + 300)), "line " + i + " at " + at);
            }
        }
        assertEquals(e.length, a.length, "lines");
    }

    /** Ingests in order (committing now and then) and prints everything re-threading decides, sorted by key. */
    private static String ingest(Path dir, List<Msg> arrivals, long bufferBytes, long seed) throws Exception {
        Random commits = new Random(seed * 31);
        try (MailStore store = MailStore.open(dir, ClusterWeights.DEFAULT)) {
            store.rethreadBuffer(bufferBytes);
            for (Msg m : arrivals) {
                StorePuts.put(store, m.mail(), m.facts(), m.mail().text().getBytes(StandardCharsets.UTF_8));
                if (commits.nextInt(40) == 0) {
                    store.flush();
                }
            }
            store.flush();
            MailSearch search = MailSearch.of(store);
            search.refresh();
            TreeMap<String, String> out = new TreeMap<>();
            for (Msg m : arrivals) {
                StoredMessage s = search.message(m.mail().messageId()).orElseThrow();
                out.put(s.key(), s.threadId() + " " + s.cluster() + " " + s.role() + " " + s.json());
            }
            for (Cluster c : store.clusters()) {
                // Adopted replies used to join in Lucene doc-id order, which merges reshuffle: compare as sets.
                List<String> members = new ArrayList<>(c.members().stream().map(Object::toString).toList());
                Collections.sort(members);
                out.put("~cluster " + c.id(), c.toString().replace(c.members().toString(), members.toString()));
            }
            out.put("~count", search.search("", 1, 0).total() + " " + store.messageCount());
            return String.join("\n", out.values());
        }
    }

    private static List<Msg> arrivals(Random r) {
        List<Msg> all = new ArrayList<>();
        for (int t = 0; t < 25; t++) {
            // no module-shaped word in the subject: a reply whose parent has not arrived has no key at all then
            // (NamedModules would give it the subject's driver), so it waits for its parent, the case under test
            String subject = "Ethernet TX hang " + t;
            List<String> ids = new ArrayList<>();
            List<List<String>> refs = new ArrayList<>();
            int size = 1 + r.nextInt(6);
            for (int i = 0; i < size; i++) {
                String id = "t" + t + "m" + i + "@x";
                List<String> chain = new ArrayList<>();
                if (i > 0) {
                    int parent = r.nextInt(i);
                    chain.addAll(refs.get(parent));
                    chain.add(ids.get(parent));
                }
                ids.add(id);
                refs.add(chain);
                String parent = chain.isEmpty() ? null : chain.get(chain.size() - 1);
                // Some clients send only In-Reply-To.
                List<String> sent = r.nextInt(4) == 0 || chain.isEmpty() ? List.of() : chain;
                Mail mail = mail(id, (i == 0 ? "" : "Re: ") + subject, parent, sent, "body " + id);
                all.add(new Msg(mail, facts(r, i == 0)));
            }
            if (r.nextInt(5) == 0) {
                all.remove(all.size() - size); // the root never arrives
            }
        }
        Collections.shuffle(all, r);
        List<Msg> withRepeats = new ArrayList<>(all);
        for (int i = 0; i < 6; i++) {
            Msg m = all.get(r.nextInt(all.size()));
            withRepeats.add(r.nextInt(withRepeats.size()), m);
            Mail v = m.mail();
            Mail variant = mail(v.messageId(), v.subject(), v.inReplyTo(), v.references(), v.text() + " (resent)");
            withRepeats.add(r.nextInt(withRepeats.size()), new Msg(variant, m.facts()));
        }
        return withRepeats;
    }

    private static Facts facts(Random r, boolean root) {
        String culprit = "abcdef" + r.nextInt(4) + "1234567";
        return switch (r.nextInt(root ? 2 : 4)) {
            case 0 -> new Facts(MessageKind.REPORT, List.of(), List.of(new KernelFact("6.3", "6.3", "good", false, 0, 1),
                    new KernelFact("6.4", "6.4", "bad", false, 0, 1)),
                    List.of(new CommitFact(culprit, "culprit", null, "bisect", false, 0, 1)), List.of(),
                    List.of("e1000e"), List.of(), null);
            case 1 -> new Facts(MessageKind.OTHER, List.of(), List.of(new KernelFact("6.4", "6.4", "bad", false, 0, 1)),
                    List.of(new CommitFact(culprit, "culprit", null, "bisect", false, 0, 1)), List.of(),
                    List.of("igb"), List.of(), null);
            case 2 -> Facts.none(MessageKind.PATCH);
            default -> Facts.none(MessageKind.REPLY);
        };
    }
}
