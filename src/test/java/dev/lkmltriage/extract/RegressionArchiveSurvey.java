package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.lkmltriage.TestData;
import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.MailParser;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import org.eclipse.jgit.lib.Repository;
import org.eclipse.jgit.revwalk.RevCommit;
import org.eclipse.jgit.revwalk.RevWalk;
import org.eclipse.jgit.storage.file.FileRepositoryBuilder;
import org.eclipse.jgit.treewalk.TreeWalk;
import org.junit.jupiter.api.Test;

/**
 * Every regression the full fact extractor reports on the real linux-pci archive, read in place, written to
 * {@code target/regression-survey.txt} with kind, window, figures, culprit and trigger, for reading by eye: a
 * false-positive check for the regression rules. Opt-in ({@code -Dregression.survey=true}): a tuning tool.
 */
class RegressionArchiveSurvey {
    @Test
    void surveyRealArchive() throws IOException {
        assumeTrue(Boolean.getBoolean("regression.survey"), "opt-in: -Dregression.survey=true");
        Path git = TestData.shared("data/linux-pci-2019-2020.git");
        FactExtractor extractor = new FactExtractor(HwMails.withoutIds());
        MailParser parser = new MailParser();
        int messages = 0;
        int regressions = 0;
        int withFigures = 0;
        try (Repository repo = new FileRepositoryBuilder().setGitDir(git.toFile()).setMustExist(true).build();
             RevWalk walk = new RevWalk(repo);
             PrintWriter out = new PrintWriter(Files.newBufferedWriter(Path.of("target/regression-survey.txt")))) {
            walk.markStart(walk.parseCommit(repo.resolve("HEAD")));
            for (RevCommit c : walk) {
                try (TreeWalk tw = TreeWalk.forPath(repo, "m", c.getTree())) {
                    if (tw == null) {
                        continue;
                    }
                    Mail mail = parser.parse(repo.open(tw.getObjectId(0)).getCachedBytes(64 << 20));
                    messages++;
                    Facts f = extractor.extract(mail);
                    Regression r = f.regression();
                    if (r == null) {
                        continue;
                    }
                    regressions++;
                    if (r.before() != null) {
                        withFigures++;
                    }
                    out.println(c.getName().substring(0, 12) + " " + f.kind().label() + " | " + mail.subject());
                    out.println("    good=" + r.good() + " bad=" + r.bad() + " " + r.metric() + " " + r.before()
                            + " -> " + r.after() + " culprit=" + r.culprit() + " trigger=" + r.trigger());
                }
            }
        }
        System.out.printf("regression survey: %d messages, %d regressions, %d with figures%n", messages,
                regressions, withFigures);
        assertTrue(messages > 0);
    }
}
