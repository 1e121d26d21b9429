package dev.lkmltriage.extract;

import dev.lkmltriage.mail.Mail;
import java.io.File;
import java.util.EnumMap;
import java.util.Map;
import org.eclipse.jgit.lib.ObjectId;
import org.eclipse.jgit.lib.Repository;
import org.eclipse.jgit.revwalk.RevCommit;
import org.eclipse.jgit.revwalk.RevWalk;
import org.eclipse.jgit.storage.file.FileRepositoryBuilder;
import org.eclipse.jgit.treewalk.TreeWalk;

/**
 * Scratch main (tuning aid, not a test): walks the real archive read-only in place and prints what the versions
 * extractors find, for inspection by eye. Args: archive dir, how many messages to skip, how many to show, mode
 * (kernels|commits|kinds).
 */
final class VersionsArchiveScan {
    public static void main(String[] args) throws Exception {
        File dir = new File(args[0]);
        int skip = Integer.parseInt(args[1]);
        int count = Integer.parseInt(args[2]);
        String mode = args[3];
        KernelExtractor kernels = new KernelExtractor();
        CommitExtractor commits = new CommitExtractor();
        KindClassifier kinds = new KindClassifier(null);
        Map<MessageKind, Integer> tally = new EnumMap<>(MessageKind.class);
        long bytes = 0;
        long nanos = 0;
        try (Repository repo = new FileRepositoryBuilder().setGitDir(dir).setMustExist(true).build();
             RevWalk walk = new RevWalk(repo)) {
            walk.markStart(walk.parseCommit(repo.resolve("HEAD")));
            int n = 0;
            for (RevCommit c : walk) {
                if (n++ < skip) {
                    continue;
                }
                if (n > skip + count) {
                    break;
                }
                try (TreeWalk tw = TreeWalk.forPath(repo, "m", c.getTree())) {
                    if (tw == null) {
                        continue;
                    }
                    ObjectId blob = tw.getObjectId(0);
                    byte[] raw = repo.open(blob).getBytes();
                    Mail mail = VersionsMails.raw(raw);
                    bytes += mail.text().length();
                    long t0 = System.nanoTime();
                    var kf = kernels.extract(mail);
                    var cf = commits.extract(mail);
                    MessageKind kind = kinds.classify(mail);
                    nanos += System.nanoTime() - t0;
                    tally.merge(kind, 1, Integer::sum);
                    final int no = n;
                    switch (mode) {
                        case "kernels" -> kf.forEach(f -> System.out.println(no + "\t" + f.version() + "\t"
                                + f.verdict() + "\t" + (f.quoted() ? "q" : "-") + "\t" + context(mail, f.start(),
                                f.end())));
                        case "commits" -> cf.forEach(f -> System.out.println(no + "\t" + f.hash() + "\t" + f.role()
                                + "\t" + f.subject() + "\t" + f.evidence() + "\t" + context(mail, f.start(), f.end())));
                        case "kinds" -> System.out.println(kind + "\t" + mail.subject() + "\t" + mail.from());
                        default -> { }
                    }
                }
            }
        }
        System.err.println(tally + " " + bytes + " chars in " + nanos / 1_000_000 + " ms = "
                + (bytes / Math.max(1, nanos / 1000)) + " MB/s");
    }

    private static String context(Mail mail, int start, int end) {
        String t = mail.text();
        if (end == 0) {
            return "SUBJECT: " + mail.subject();
        }
        int a = Math.max(0, start - 60);
        int b = Math.min(t.length(), end + 40);
        return t.substring(a, b).replace('\n', '|');
    }
}
