package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.testkit.TimeBudget;
import java.util.List;

/**
 * Fuzzes the versions stage: whatever the text, no exception, offsets inside the text (or the subject's empty
 * range), canonical forms that parse back, and time bounded by the text's length. Runs its seed corpus as a unit
 * test; {@code JAZZER_FUZZ=1} fuzzes for real.
 */
class VersionsFuzzTest {
    private static final KernelExtractor KERNELS = new KernelExtractor();
    private static final CommitExtractor COMMITS = new CommitExtractor();
    private static final KindClassifier KINDS = new KindClassifier(null);

    static {
        // Class loading and the first JIT passes are no property of the input; keep them out of the time bound.
        Mail warm = VersionsMails.mail("Re: [PATCH 6.1 1/2] x", "kernel 6.4 broke, commit 1234abcd5678 (\"x\")\n");
        for (int i = 0; i < 200; i++) {
            KERNELS.extract(warm);
            COMMITS.extract(warm);
            KINDS.classify(warm);
        }
    }

    @FuzzTest(maxDuration = "30s")
    void extractors(FuzzedDataProvider data) {
        String subject = data.consumeString(200);
        String text = data.consumeRemainingAsString();
        Mail mail = VersionsMails.mail(subject, text);
        long t0 = System.nanoTime();
        List<KernelFact> kernels = KERNELS.extract(mail);
        List<CommitFact> commits = COMMITS.extract(mail);
        assertNotNull(KINDS.classify(mail));
        long micros = (System.nanoTime() - t0) / 1000;
        // Generous: 2 ms a kilobyte plus a fixed second, scaled by the load (TimeBudget), so a quadratic path shows
        // and a loaded machine does not (a 0-character input took 1.46 s at load 24 with the bound fixed).
        long bound = Math.round((1_000_000 + 2L * text.length()) * TimeBudget.scale());
        assertTrue(micros < bound, micros + " us for " + text.length() + " chars");
        for (KernelFact f : kernels) {
            assertRange(text, f.start(), f.end());
            assertEquals(f.version(), KernelVersion.parse(f.version()).name());
            assertTrue(f.verdict() == null || f.verdict().equals("good") || f.verdict().equals("bad"));
        }
        for (CommitFact f : commits) {
            assertRange(text, f.start(), f.end());
            assertEquals(f.hash(), CommitId.parse(f.hash()).name());
            assertTrue(List.of("culprit", "fix", "reference").contains(f.role()));
        }
        KernelVersion.isKernelVersion(text.length() > 300 ? text.substring(0, 300) : text);
        CommitId.isCommitId(subject);
    }

    private static void assertRange(String text, int start, int end) {
        assertTrue(start >= 0 && start <= end && end <= text.length(), "[" + start + ", " + end + ")");
    }
}
