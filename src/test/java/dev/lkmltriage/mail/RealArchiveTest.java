package dev.lkmltriage.mail;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.TestData;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.eclipse.jgit.lib.ObjectId;
import org.eclipse.jgit.lib.ObjectReader;
import org.eclipse.jgit.lib.Repository;
import org.eclipse.jgit.revwalk.RevCommit;
import org.eclipse.jgit.revwalk.RevWalk;
import org.eclipse.jgit.storage.file.FileRepositoryBuilder;
import org.eclipse.jgit.treewalk.TreeWalk;
import org.junit.jupiter.api.Test;

/** Every message of the real linux-pci public-inbox epoch (read in place from ../shared) parses sanely. */
class RealArchiveTest {

    @Test
    void everyMessageOfTheLinuxPciArchiveParses() throws Exception {
        Path git = TestData.shared("data/linux-pci-2019-2020.git");
        MailParser parser = new MailParser();
        Map<String, Integer> byCode = new TreeMap<>();
        Map<String, String> example = new TreeMap<>();
        List<Mail> mails = new ArrayList<>();
        int count = 0;
        long bytes = 0;
        long started = System.nanoTime();
        try (Repository repo = new FileRepositoryBuilder().setGitDir(git.toFile()).setMustExist(true).build();
                RevWalk walk = new RevWalk(repo);
                ObjectReader reader = repo.newObjectReader()) {
            ObjectId head = repo.resolve("HEAD");
            walk.markStart(walk.parseCommit(head));
            for (RevCommit c : walk) {
                try (TreeWalk tw = TreeWalk.forPath(reader, "m", c.getTree())) {
                    if (tw == null) {
                        continue;
                    }
                    byte[] raw = reader.open(tw.getObjectId(0)).getBytes();
                    bytes += raw.length;
                    Mail m = parser.parse(raw);
                    count++;
                    assertFalse(m.messageId().isBlank(), "empty Message-ID in commit " + c.name());
                    SpanAssertions.assertPartition(m);
                    for (Problem p : m.problems()) {
                        byCode.merge(p.code(), 1, Integer::sum);
                        example.putIfAbsent(p.code(), c.name() + " " + p);
                    }
                    mails.add(m);
                }
            }
        }
        double seconds = (System.nanoTime() - started) / 1e9;
        System.out.printf("parsed %d messages, %.1f MB in %.1f s (%.0f msg/s)%n", count, bytes / 1e6, seconds,
                count / seconds);
        System.out.println("problems by code: " + byCode);
        example.forEach((k, v) -> System.out.println("  e.g. " + k + ": " + v));
        assertEquals(20_000, count);
        assertTrue(byCode.getOrDefault("not-mail", 0) == 0, "real list mail is mail");
        assertTrue(byCode.getOrDefault("internal", 0) == 0, "no parser bug surfaced");
        assertTrue(byCode.getOrDefault("no-message-id", 0) < count / 1000, "vger mail has Message-IDs");
        assertTrue(byCode.getOrDefault("date", 0) < count / 200, "dates read");
        assertTrue(byCode.getOrDefault("charset", 0) < count / 100, "charsets read");
        assertTrue(byCode.getOrDefault("mime", 0) < count / 100, "MIME structure read");
        long withQuotes = mails.stream().filter(m -> m.spans().stream().anyMatch(s -> s.kind() == SpanKind.QUOTE))
                .count();
        long withDiff = mails.stream().filter(m -> m.spans().stream().anyMatch(s -> s.kind() == SpanKind.DIFF))
                .count();
        System.out.printf("with quotes: %d, with diffs: %d%n", withQuotes, withDiff);
        assertTrue(withQuotes > count / 3, "replies quote");
        assertTrue(withDiff > count / 5, "a PCI list carries patches");
        Map<String, String> roots = new Threader().threadRoots(mails);
        long threads = roots.values().stream().distinct().count();
        System.out.printf("threads: %d%n", threads);
        assertTrue(threads > 1000 && threads < count / 2, "threads are plausible: " + threads);
    }
}
