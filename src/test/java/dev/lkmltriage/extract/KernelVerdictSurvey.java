package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.lkmltriage.TestData;
import dev.lkmltriage.mail.Mail;
import java.nio.file.Path;
import org.eclipse.jgit.lib.Repository;
import org.eclipse.jgit.revwalk.RevCommit;
import org.eclipse.jgit.revwalk.RevWalk;
import org.eclipse.jgit.storage.file.FileRepositoryBuilder;
import org.eclipse.jgit.treewalk.TreeWalk;
import org.junit.jupiter.api.Test;

/**
 * A survey, not an assertion: prints every kernel verdict the extractor gives on a sample of the real linux-pci
 * archive with the line it came from, to check by eye that verdict rules add no false positives. Opt in with
 * {@code -Dkv.survey=COUNT} (every 20000/COUNT-th message).
 */
class KernelVerdictSurvey {
    @Test
    void survey() throws Exception {
        int count = Integer.getInteger("kv.survey", 0);
        assumeTrue(count > 0, "opt-in survey: run with -Dkv.survey=COUNT");
        Path git = TestData.shared("data/linux-pci-2019-2020.git");
        KernelExtractor kernels = new KernelExtractor();
        int mails = 0;
        int verdicts = 0;
        try (Repository repo = new FileRepositoryBuilder().setGitDir(git.toFile()).build();
             RevWalk walk = new RevWalk(repo)) {
            walk.markStart(walk.parseCommit(repo.resolve("HEAD")));
            int i = 0;
            int step = Math.max(1, 20000 / count);
            for (RevCommit c : walk) {
                if (i++ % step != 0) {
                    continue;
                }
                try (TreeWalk tw = TreeWalk.forPath(repo, "m", c.getTree())) {
                    if (tw == null) {
                        continue;
                    }
                    Mail m = HwArchiveSurvey.crude(repo.open(tw.getObjectId(0)).getBytes());
                    mails++;
                    for (KernelFact f : kernels.extract(m)) {
                        if (f.verdict() != null) {
                            verdicts++;
                            System.out.println("KV " + f.version() + "=" + f.verdict() + (f.quoted() ? " q" : "")
                                    + " | " + line(m, f.start()));
                        }
                    }
                }
            }
        }
        System.out.printf("SURVEY %d mails, %d verdicts%n", mails, verdicts);
    }

    private static String line(Mail m, int at) {
        if (at == 0 && !m.text().isEmpty() && m.text().charAt(0) == '\n') {
            return "[subject] " + m.subject();
        }
        String text = m.text();
        int s = text.lastIndexOf('\n', Math.max(0, at - 1)) + 1;
        int e = text.indexOf('\n', at);
        String l = text.substring(s, e < 0 ? text.length() : e);
        return (at == 0 ? "[subject?] " + m.subject() + " / " : "") + (l.length() > 160 ? l.substring(0, 160) : l);
    }
}
