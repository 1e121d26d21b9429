package dev.lkmltriage.extract;

import dev.lkmltriage.mail.Mail;
import java.io.File;
import java.util.ArrayList;
import java.util.List;
import org.eclipse.jgit.lib.Repository;
import org.eclipse.jgit.revwalk.RevCommit;
import org.eclipse.jgit.revwalk.RevWalk;
import org.eclipse.jgit.storage.file.FileRepositoryBuilder;
import org.eclipse.jgit.treewalk.TreeWalk;

/**
 * Scratch throughput check (not a test; issue 3 asks for 20 MB/s per core): loads N real messages from the archive
 * into memory, then times kernel + commit extraction and kind classification over them, several passes, on one
 * thread. Args: archive dir, N, passes. Reports user CPU time as well, since the machine is shared.
 */
final class VersionsBench {
    public static void main(String[] args) throws Exception {
        List<Mail> mails = new ArrayList<>();
        long chars = 0;
        int n = Integer.parseInt(args[1]);
        try (Repository repo = new FileRepositoryBuilder().setGitDir(new File(args[0])).setMustExist(true).build();
             RevWalk walk = new RevWalk(repo)) {
            walk.markStart(walk.parseCommit(repo.resolve("HEAD")));
            for (RevCommit c : walk) {
                if (mails.size() >= n) {
                    break;
                }
                try (TreeWalk tw = TreeWalk.forPath(repo, "m", c.getTree())) {
                    if (tw != null) {
                        Mail m = VersionsMails.raw(repo.open(tw.getObjectId(0)).getBytes());
                        mails.add(m);
                        chars += m.text().length();
                    }
                }
            }
        }
        KernelExtractor kernels = new KernelExtractor();
        CommitExtractor commits = new CommitExtractor();
        KindClassifier kinds = new KindClassifier(null);
        var bean = (com.sun.management.ThreadMXBean) java.lang.management.ManagementFactory.getThreadMXBean();
        for (int pass = 0; pass < Integer.parseInt(args[2]); pass++) {
            long cpu0 = bean.getCurrentThreadCpuTime();
            long t0 = System.nanoTime();
            int facts = 0;
            for (Mail m : mails) {
                facts += kernels.extract(m).size() + commits.extract(m).size();
                kinds.classify(m);
            }
            long wall = System.nanoTime() - t0;
            long cpu = bean.getCurrentThreadCpuTime() - cpu0;
            System.out.printf("pass %d: %d msgs, %.1f MB, %d facts, wall %.2f MB/s, cpu %.2f MB/s%n", pass,
                    mails.size(), chars / 1e6, facts, chars / 1e6 / (wall / 1e9), chars / 1e6 / (cpu / 1e9));
        }
    }
}
