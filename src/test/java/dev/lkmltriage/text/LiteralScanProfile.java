package dev.lkmltriage.text;

import dev.lkmltriage.mail.MailParser;
import java.io.File;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.eclipse.jgit.lib.Repository;
import org.eclipse.jgit.revwalk.RevCommit;
import org.eclipse.jgit.revwalk.RevWalk;
import org.eclipse.jgit.storage.file.FileRepositoryBuilder;
import org.eclipse.jgit.treewalk.TreeWalk;

/**
 * A tuning tool, not a test: the literal questions of the extractors' line walks and of the clusterer's pre-checks
 * over the decoded text of the first N messages of a Maildir or public-inbox epoch, asked one search per literal (as
 * before the shared pass) and in one {@link LiteralSet#scan}, taking turns in each round; CPU time of this thread.
 * Run it with the launcher's batch options ({@code -XX:TieredStopAtLevel=1 -XX:+UseParallelGC}): under C1 a
 * {@code String.indexOf} is a plain loop.
 *
 * <p>{@code java -XX:TieredStopAtLevel=1 -cp $CP dev.lkmltriage.text.LiteralScanProfile SOURCE 3000 5}
 */
public final class LiteralScanProfile {
    private static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();
    private static final String[] FOLDED = {"link:", "closes:", "references:", "coverity"};
    private static final String[] EXTRACT = {"Kernel driver in use: ", ": ", "drivers/", "sound/", " driver",
        "CONFIG_", " [=", ":", "v0000", "usb:v", "Bus ", "Subsystem:", "vendor_id: 0x", "+-", "\\-", "/s", "/S", "ps",
        "PS", "bit", "Bit", "BIT", "sec", "iperf", "Iperf", "IPERF", " connected "};

    private LiteralScanProfile() {
    }

    public static void main(String[] args) throws IOException {
        List<String> texts = read(Path.of(args[0]), Integer.parseInt(args[1]));
        int rounds = args.length > 2 ? Integer.parseInt(args[2]) : 5;
        long chars = texts.stream().mapToLong(String::length).sum();
        System.out.printf(Locale.ROOT, "%d texts, %.1f MB of decoded text%n", texts.size(), chars / 1e6);
        LiteralSet triage = LiteralSet.builder().ignoringCase(FOLDED).exact("CID", ".kernel.org/",
                "bugzilla.kernel.org").build();
        LiteralSet extract = LiteralSet.builder().exact(EXTRACT).build();
        long sink = 0;
        for (int round = 0; round < rounds; round++) {
            long t0 = CPU.getCurrentThreadCpuTime();
            for (String t : texts) {
                for (String w : FOLDED) {
                    sink += mayContain(t, w) ? 1 : 0;
                }
                sink += t.contains("CID") ? 1 : 0;
                sink += t.contains(".kernel.org/") ? 1 : 0;
                sink += t.contains("bugzilla.kernel.org") ? 1 : 0;
            }
            long t1 = CPU.getCurrentThreadCpuTime();
            for (String t : texts) {
                sink += triage.scan(t).has(0) ? 1 : 0;
            }
            long t2 = CPU.getCurrentThreadCpuTime();
            for (String t : texts) {
                for (String n : EXTRACT) {
                    for (int i = t.indexOf(n); i >= 0; i = t.indexOf(n, i + 1)) {
                        sink++;
                    }
                }
            }
            long t3 = CPU.getCurrentThreadCpuTime();
            for (String t : texts) {
                sink += extract.scan(t).count(0);
            }
            long t4 = CPU.getCurrentThreadCpuTime();
            System.out.printf(Locale.ROOT, "pre-checks: per literal %.3f s, one pass %.3f s | line-walk literals: "
                    + "indexOf per literal %.3f s, one pass %.3f s%n", (t1 - t0) / 1e9, (t2 - t1) / 1e9,
                    (t3 - t2) / 1e9, (t4 - t3) / 1e9);
        }
        System.out.println("(checksum " + sink + ")");
    }

    /** The pre-check loop before the shared pass. */
    private static boolean mayContain(String text, String needle) {
        return FoldedSearch.indexOf(text, needle, 0, text.length()) >= 0;
    }

    private static List<String> read(Path source, int count) throws IOException {
        MailParser parser = new MailParser();
        List<String> texts = new ArrayList<>();
        if (Files.isDirectory(source.resolve("cur"))) {
            try (Stream<Path> files = Files.list(source.resolve("cur"))) {
                for (Path f : files.sorted().limit(count).toList()) {
                    texts.add(parser.parse(Files.readAllBytes(f)).text());
                }
            }
            return texts;
        }
        try (Repository repo = new FileRepositoryBuilder().setGitDir(new File(source.toString())).setMustExist(true)
                .build(); RevWalk walk = new RevWalk(repo)) {
            walk.markStart(walk.parseCommit(repo.resolve("HEAD")));
            for (RevCommit c : walk) {
                if (texts.size() >= count) {
                    break;
                }
                try (TreeWalk tw = TreeWalk.forPath(repo, "m", c.getTree())) {
                    if (tw != null) {
                        texts.add(parser.parse(repo.open(tw.getObjectId(0)).getCachedBytes(64 << 20)).text());
                    }
                }
            }
        }
        return texts;
    }
}
