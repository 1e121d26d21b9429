package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.lkmltriage.mail.Mail;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The seeds' regressions from issue 3, with the kernel, commit and config facts built by hand (their extractors land
 * in parallel) and the throughput facts from the real {@link ThroughputExtractor}.
 */
class RegressionSeedTest {
    private final ThroughputExtractor throughput = new ThroughputExtractor();
    private final RegressionBuilder builder = new RegressionBuilder();

    @Test
    void seed003SendThroughputDropsBy61Percent() throws IOException {
        Mail mail = FiguresMails.dump(ThroughputSeedTest.seed("003_"));
        String t = mail.text();
        List<KernelFact> kernels = new ArrayList<>();
        for (KernelFact k : FiguresMails.kernels(t, "2.6.22", "2.6.23-rc8", "2.6.22.6")) {
            String verdict = k.version().equals("2.6.22") ? "good" : k.version().equals("2.6.23-rc8") ? "bad" : null;
            kernels.add(new KernelFact(k.version(), k.raw(), verdict, false, k.start(), k.end()));
        }
        String hash = "6dccd16b7c2703e8bbf8bca62b5cf248332afbe2";
        int at = t.indexOf(hash);
        List<CommitFact> commits = List.of(
                new CommitFact(hash, "culprit", null, "Git bisect gave commit", false, at, at + 40));
        List<ThroughputFact> tp = throughput.extract(mail, kernels);
        Regression r = builder.build(mail, kernels, commits, tp, List.of());
        assertNotNull(r);
        assertEquals(List.of("2.6.22"), r.good());
        assertEquals(List.of("2.6.23-rc8"), r.bad());
        assertEquals("send throughput", r.metric());
        assertEquals(83e6 * 8, r.before(), 1);
        assertEquals(32e6 * 8, r.after(), 1);
        assertEquals(-61.4, r.changePercent(), 0.05);
        assertEquals(hash, r.culprit());
        assertNull(r.trigger());
    }

    @Test
    void seed000EnablingHighResTimersDrops463To54() throws IOException {
        Mail mail = FiguresMails.dump(ThroughputSeedTest.seed("000_"));
        String t = mail.text();
        List<KernelFact> kernels = FiguresMails.kernels(t, "2.6.22", "2.6.22.5", "2.6.23-rc4");
        List<ConfigFact> configs = new ArrayList<>();
        String prompt = "High Resolution Timer Support";
        for (int at = t.indexOf(prompt); at >= 0; at = t.indexOf(prompt, at + 1)) {
            boolean quoted = mail.isQuoted(at);
            configs.add(new ConfigFact("CONFIG_HIGH_RES_TIMERS", null, quoted, at, at + prompt.length()));
        }
        List<ThroughputFact> tp = throughput.extract(mail, kernels);
        Regression r = builder.build(mail, kernels, List.of(), tp, configs);
        assertNotNull(r);
        assertEquals("CONFIG_HIGH_RES_TIMERS", r.trigger());
        assertEquals(463e6, r.before(), 1);
        assertEquals(54e6, r.after(), 1);
        assertEquals(-88.3, r.changePercent(), 0.05);
        assertEquals("throughput", r.metric());
        assertEquals(List.of(), r.bad());
        assertNull(r.culprit());
    }
}
