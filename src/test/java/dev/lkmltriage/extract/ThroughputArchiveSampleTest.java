package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.lkmltriage.TestData;
import dev.lkmltriage.mail.Mail;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.eclipse.jgit.lib.ObjectId;
import org.eclipse.jgit.lib.Repository;
import org.eclipse.jgit.revwalk.RevCommit;
import org.eclipse.jgit.revwalk.RevWalk;
import org.eclipse.jgit.storage.file.FileRepositoryBuilder;
import org.eclipse.jgit.treewalk.TreeWalk;
import org.junit.jupiter.api.Test;

/**
 * Runs the throughput extractor over the real linux-pci archive, read in place, and writes every figure with its
 * line to {@code target/figures-sample.txt} for inspection by eye. Opt-in ({@code -Dfigures.sample=true}): it is a
 * tuning tool, and with the real splitter and MIME reader still landing, its mails are a crude header/body cut.
 */
class ThroughputArchiveSampleTest {
    /** CPU time, not wall time: the build machine is shared and wall clocks say little about our cost. */
    private static final java.lang.management.ThreadMXBean CPU =
            java.lang.management.ManagementFactory.getThreadMXBean();

    @Test
    void sampleRealArchive() throws IOException {
        assumeTrue(Boolean.getBoolean("figures.sample"), "opt-in: -Dfigures.sample=true");
        Path git = TestData.shared("data/linux-pci-2019-2020.git");
        ThroughputExtractor extractor = new ThroughputExtractor();
        int messages = 0;
        int withFigures = 0;
        int figures = 0;
        long nanos = 0;
        long chars = 0;
        try (Repository repo = new FileRepositoryBuilder().setGitDir(git.toFile()).setMustExist(true).build();
             RevWalk walk = new RevWalk(repo);
             PrintWriter out = new PrintWriter(Files.newBufferedWriter(Path.of("target/figures-sample.txt")))) {
            ObjectId head = repo.resolve("HEAD");
            walk.markStart(walk.parseCommit(head));
            for (RevCommit c : walk) {
                try (TreeWalk tw = TreeWalk.forPath(repo, "m", c.getTree())) {
                    if (tw == null) {
                        continue;
                    }
                    byte[] raw = repo.open(tw.getObjectId(0)).getCachedBytes(64 << 20);
                    Mail mail = crude(new String(raw, StandardCharsets.UTF_8));
                    messages++;
                    chars += mail.text().length();
                    long t0 = CPU.getCurrentThreadCpuTime();
                    List<ThroughputFact> facts = extractor.extract(mail, List.of());
                    nanos += CPU.getCurrentThreadCpuTime() - t0;
                    if (!facts.isEmpty()) {
                        withFigures++;
                        figures += facts.size();
                        out.println("=== " + c.getName() + " " + mail.subject());
                        for (ThroughputFact f : facts) {
                            out.println("  " + f.tool() + " " + f.direction() + " " + f.interval() + " q=" + f.quoted()
                                    + " [" + f.text() + "] " + Bandwidth.ofBitsPerSecond(f.bitsPerSecond()).format()
                                    + "  | " + (f.start() == f.end() ? "Subject: " + mail.subject()
                                    : line(mail.text(), f.start())));
                        }
                    }
                }
            }
        }
        System.out.printf("figures sample: %d messages, %d with figures, %d figures, %.1f MB/s of text per CPU-second%n", messages,
                withFigures, figures, chars / 1e6 / (nanos / 1e9));
        assertTrue(messages > 0);
    }

    private static String line(String text, int at) {
        int s = text.lastIndexOf('\n', at) + 1;
        int e = text.indexOf('\n', at);
        e = e < 0 ? text.length() : e;
        return text.substring(s, Math.min(e, s + 200));
    }

    /** Subject and body of a raw message; good enough for eyeballing until the real MIME reader lands. */
    private static Mail crude(String raw) {
        int split = raw.indexOf("\n\n");
        String head = split < 0 ? raw : raw.substring(0, split);
        String body = split < 0 ? "" : raw.substring(split + 2);
        String subject = "";
        for (String h : head.split("\n")) {
            if (h.regionMatches(true, 0, "Subject:", 0, 8)) {
                subject = h.substring(8).strip();
            }
        }
        if (head.toLowerCase().contains("content-transfer-encoding: base64")) {
            body = "";
        }
        return FiguresMails.mail(subject, body);
    }
}
