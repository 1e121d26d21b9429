package dev.lkmltriage.index;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.MailParser;
import dev.lkmltriage.triage.Cluster;
import dev.lkmltriage.triage.ClusterEvent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The created/joined events a store announces are a true history of each message's cluster, whatever order the mail
 * arrives in: no event repeats the cluster a message was last announced in, and each member's last announced cluster
 * is the one it is in. A message may be announced in the same cluster twice only after it moved away in between
 * (placed by its own keys, adopted into its late parent's new cluster, back when the two clusters merge): the order
 * of arrival decides that, which is why a count of distinct (cluster, message) pairs is no test of it.
 *
 * <p>The bundled corpus arrives as the Kafka index role takes it: two partitions (by Message-ID) interleaved at
 * random, in batches committed one by one, and the store reopened once after a batch whose offsets were never
 * committed, so that batch comes again.
 */
class PlacementHistoryTest {
    @TempDir
    Path tmp;

    @ParameterizedTest
    @ValueSource(longs = {3, 34})
    void everyAnnouncementChangesAMessagesClusterAndTheLastOneIsCurrent(long seed) throws Exception {
        List<List<Mail>> batches = batches(corpus(), new Random(seed));
        int replayed = batches.size() / 2;
        List<String[]> history = new ArrayList<>(); // {cluster, message}, in announcement order
        ClusterEvent.Listener listener = events -> events.stream()
                .filter(e -> e.type() == ClusterEvent.Type.CREATED || e.type() == ClusterEvent.Type.JOINED)
                .forEach(e -> history.add(new String[] {e.cluster().id(), e.messageId()}));
        Path dir = tmp.resolve("store");
        MailStore store = MailStore.open(dir);
        try {
            store.onClusterEvents(listener);
            for (int i = 0; i < batches.size(); i++) {
                for (Mail m : batches.get(i)) {
                    StorePuts.store(store, m);
                }
                store.flush();
                if (i == replayed) {
                    store.close();
                    store = MailStore.open(dir);
                    store.onClusterEvents(listener);
                    for (Mail m : batches.get(i)) {
                        StorePuts.store(store, m); // all duplicates now: nothing is announced again
                    }
                    store.flush();
                }
            }
            Map<String, String> last = new HashMap<>();
            List<String> repeats = new ArrayList<>();
            int moves = 0;
            for (String[] e : history) {
                String before = last.put(e[1], e[0]);
                if (e[0].equals(before)) {
                    repeats.add(e[1] + " in " + e[0]);
                } else if (before != null) {
                    moves++;
                }
            }
            assertEquals(List.of(), repeats, "announced again in the cluster it was last announced in");
            TreeSet<String> stale = new TreeSet<>();
            int members = 0;
            for (Cluster c : store.clusters()) {
                for (Cluster.Member m : c.members()) {
                    members++;
                    if (!c.id().equals(last.get(m.messageId()))) {
                        stale.add(m.messageId() + " is in " + c.id() + ", last announced in "
                                + last.get(m.messageId()));
                    }
                }
            }
            assertEquals(new TreeSet<>(), stale);
            assertTrue(members > 100, "the corpus forms clusters: " + members);
            assertTrue(moves > 0, "the case under test happened: some message was announced in a second cluster");
        } finally {
            store.close();
        }
    }

    private static List<Mail> corpus() throws Exception {
        MailParser parser = new MailParser();
        List<Mail> out = new ArrayList<>();
        try (Stream<Path> s = Files.walk(Path.of("corpus", "mail"))) {
            for (Path p : s.filter(p -> p.toString().endsWith(".eml")).sorted().toList()) {
                out.add(parser.parse(Files.readAllBytes(p)));
            }
        }
        return out;
    }

    /** Two partitions in file order, split by Message-ID, taken in batches of 1-20 drawing from either at random. */
    private static List<List<Mail>> batches(List<Mail> mails, Random r) {
        List<Mail> a = new ArrayList<>();
        List<Mail> b = new ArrayList<>();
        mails.forEach(m -> ((m.messageId().hashCode() & 1) == 0 ? a : b).add(m));
        List<List<Mail>> out = new ArrayList<>();
        int ia = 0;
        int ib = 0;
        while (ia < a.size() || ib < b.size()) {
            List<Mail> batch = new ArrayList<>();
            int n = 1 + r.nextInt(20);
            while (batch.size() < n && (ia < a.size() || ib < b.size())) {
                boolean fromA = ib >= b.size() || (ia < a.size() && r.nextBoolean());
                batch.add(fromA ? a.get(ia++) : b.get(ib++));
            }
            out.add(batch);
        }
        return out;
    }
}
