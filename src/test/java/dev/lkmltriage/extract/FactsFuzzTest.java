package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.MailParser;
import dev.lkmltriage.testkit.TimeBudget;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Set;

/**
 * Fuzzes the whole extraction from raw bytes: the MIME reader, then every extractor and the regression stage
 * together, as an ingest runs them. The other targets take one family each (hardware, drivers and configs;
 * versions and commits; figures) and none reached the regression stage's statement readers (stated regressions,
 * {@code Fixes:} changelogs, asked sentences, the verdict clauses of sessions 24-28) with the kernels, commits and
 * figures the real stages find. Whatever the bytes: no exception, every offset inside the text, canonical kernels
 * and hashes, a regression's fields from their closed sets, and time bounded by the text's length. Runs its seeds
 * ({@code FactsFuzzTestInputs/}) as a unit test; {@code JAZZER_FUZZ=1} fuzzes for real.
 */
class FactsFuzzTest {
    private static final MailParser PARSER = new MailParser();
    private static final FactExtractor FACTS = new FactExtractor(HwMails.settings());
    private static final Set<String> STATED_IN = Set.of("report", "reply", "patch", "pull", "robot", "other");
    private static final Set<String> EVIDENCE = Set.of("verdicts", "figures", "culprit", "statement");

    static {
        // class loading, the tables and the first JIT passes are no property of the input: out of the time bound
        byte[] warm = ("Subject: [REGRESSION] 5.10 breaks it\n\nWorks on 5.9 but not on 5.10, bisected to "
                + "0123456789ab (\"PCI: x\"). 940 Mbit/s -> 20 Mbit/s\n").getBytes(StandardCharsets.UTF_8);
        for (int i = 0; i < 20; i++) {
            FACTS.extract(PARSER.parse(warm));
        }
    }

    @FuzzTest(maxDuration = "60s")
    void extract(byte[] data) {
        Mail mail = PARSER.parse(data);
        String text = mail.text();
        long t0 = System.nanoTime();
        Facts f = FACTS.extract(mail);
        long micros = (System.nanoTime() - t0) / 1000;
        // 2 ms a kilobyte plus a second, scaled for the load: a quadratic path shows, a busy machine does not
        double scale = TimeBudget.scale();
        assertTrue(micros < scale * (1_000_000 + 2L * (text.length() + data.length)),
                micros + " us for " + text.length() + " chars");
        assertNotNull(f.kind());
        for (HardwareFact h : f.hardware()) {
            assertRange(text, h.start(), h.end());
        }
        for (KernelFact k : f.kernels()) {
            assertRange(text, k.start(), k.end());
            assertTrue(k.version().equals(KernelVersion.parse(k.version()).name()), k.toString());
        }
        for (CommitFact c : f.commits()) {
            assertRange(text, c.start(), c.end());
            assertTrue(c.hash().equals(CommitId.parse(c.hash()).name()), c.toString());
        }
        for (ThroughputFact t : f.throughput()) {
            assertRange(text, t.start(), t.end());
            assertTrue(Double.isFinite(t.bitsPerSecond()) && t.bitsPerSecond() >= 0, t.toString());
        }
        for (ConfigFact c : f.configs()) {
            assertRange(text, c.start(), c.end());
        }
        for (String d : f.drivers()) {
            assertTrue(!d.isBlank() && d.length() <= 40, d);
        }
        Regression r = f.regression();
        if (r != null) {
            canonical(r.good());
            canonical(r.bad());
            assertTrue(r.culprit() == null || CommitId.isCommitId(r.culprit()), r.toString());
            assertTrue(r.statedIn() == null || STATED_IN.contains(r.statedIn()), r.toString());
            assertTrue(r.evidence() == null || EVIDENCE.contains(r.evidence()), r.toString());
            assertTrue(r.before() == null || (Double.isFinite(r.before()) && r.before() >= 0), r.toString());
            assertTrue(r.after() == null || (Double.isFinite(r.after()) && r.after() >= 0), r.toString());
        }
    }

    private static void canonical(List<String> versions) {
        for (String v : versions) {
            assertTrue(v.equals(KernelVersion.parse(v).name()), v);
        }
    }

    private static void assertRange(String text, int start, int end) {
        assertTrue(start >= 0 && start <= end && end <= text.length(), "[" + start + ", " + end + ")");
    }
}
