package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.lkmltriage.mail.Mail;
import java.util.ArrayList;
import java.util.List;

/**
 * Fuzzes the figures stages without their safety nets: no exception, every offset inside the text, figures finite,
 * Bandwidth either parses or throws its typed exception. Runs its seed inputs (in
 * {@code ThroughputFuzzTestInputs/}) as a regression test in every build; {@code JAZZER_FUZZ=1} fuzzes for real.
 */
class ThroughputFuzzTest {
    private static final ThroughputExtractor EXTRACTOR = new ThroughputExtractor();
    private static final RegressionBuilder REGRESSIONS = new RegressionBuilder();

    @FuzzTest(maxDuration = "60s")
    void extractors(FuzzedDataProvider data) {
        int kernelCount = data.consumeInt(0, 6);
        int[] raw = new int[kernelCount * 2];
        for (int i = 0; i < raw.length; i++) {
            raw[i] = data.consumeInt(-2, 5000);
        }
        boolean goodFirst = data.consumeBoolean();
        String text = data.consumeRemainingAsString();
        Mail mail = FiguresMails.mail(text);
        List<KernelFact> kernels = new ArrayList<>();
        for (int i = 0; i < kernelCount; i++) {
            String verdict = (i % 2 == 0) == goodFirst ? "good" : "bad";
            kernels.add(new KernelFact("6." + i, "6." + i, verdict, false, raw[2 * i], raw[2 * i + 1]));
        }
        List<ThroughputFact> facts = EXTRACTOR.extractUnsafe(mail, kernels);
        for (ThroughputFact f : facts) {
            assertTrue(f.start() >= 0 && f.start() < f.end() && f.end() <= text.length(), f.toString());
            assertTrue(Double.isFinite(f.bitsPerSecond()) && f.bitsPerSecond() >= 0, f.toString());
        }
        List<ConfigFact> configs = new ArrayList<>();
        for (int i = 0; i + 1 < raw.length; i += 2) {
            configs.add(new ConfigFact("CONFIG_X", i % 4 == 0 ? "y" : null, false, raw[i], raw[i + 1]));
        }
        Regression r = REGRESSIONS.buildUnsafe(mail, kernels, List.of(), facts, configs);
        if (r != null && r.changePercent() != null) {
            assertTrue(r.changePercent() < 0 && r.before() > r.after(), r.toString());
        }
        if (text.length() < 80) {
            try {
                Bandwidth b = Bandwidth.parse(text);
                assertTrue(b.bitsPerSecond() >= 0);
                assertTrue(!b.format().isEmpty());
            } catch (InvalidBandwidthException expected) {
                // not a rate: the typed exception is the contract
            }
        }
    }
}
