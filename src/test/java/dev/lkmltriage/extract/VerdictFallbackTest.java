package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.testkit.TimeBudget;
import java.io.IOException;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The trained verdict fallback: its features, its scoring, its loader, and its cost on hostile input. */
class VerdictFallbackTest {
    /** A hand-written model: good and bad cues of the mention's own clause, or "fine" after it, decide; else none. */
    private static final String MODEL = """
            {"format": "lkml-triage verdict model 1", "threshold": 0.8,
             "weights": {"bias": [2.0, 0.0, 0.0],
                         "RC-cue:good": [0.0, 4.0, 0.0], "R:fine": [0.0, 4.0, 0.0], "LC-cue:good": [0.0, 4.0, 0.0],
                         "RC-cue:bad": [0.0, 0.0, 4.0], "LC-cue:bad": [0.0, 0.0, 4.0],
                         "RC-cue:good:neg": [0.0, -4.0, 4.0]}}
            """;

    private static VerdictModel model() throws IOException {
        return VerdictModel.read(new StringReader(MODEL));
    }

    private static Map<String, Set<String>> features(String text, MessageKind kind) {
        Mail mail = VersionsMails.mail(text);
        List<VerdictFeatures.Mention> mentions = new ArrayList<>();
        KernelExtractor.Kernels ks = KernelExtractor.run(mail, mentions);
        return VerdictFallback.features(VersionsText.of(mail), mentions, ks, kind, false);
    }

    private static String run(KernelExtractor extractor, String text, MessageKind kind) {
        return KernelExtractorTest.render(extractor.extractKernels(VersionsMails.mail(text), kind).facts());
    }

    @Test
    void featuresReadTheClauseOnEachSideApart() {
        Map<String, Set<String>> f = features("""
                Hi,

                I tried 6.2.7 yesterday and everything was fine. Then 6.2.9 hangs hard, the fan spins up.
                """, MessageKind.REPORT);
        Set<String> good = f.get("6.2.7");
        assertTrue(good.containsAll(Set.of("RC-cue:good", "L1:tried", "kind:report", "unquoted")), good.toString());
        assertTrue(!good.contains("RC-cue:bad") && !good.contains("LC-cue:bad"), good.toString());
        Set<String> bad = f.get("6.2.9");
        assertTrue(bad.contains("RC-cue:bad") && bad.contains("L1:then"), bad.toString());
        assertTrue(!bad.contains("RC-cue:good"), "the other sentence's cue stays out: " + bad);
    }

    @Test
    void featuresSayNegationAndWhatTheRulesSaidOfOtherVersions() {
        Map<String, Set<String>> f = features("""
                Works on 6.3.9, broken on 6.4.1. I also have 6.1.2 around and it is not working either.
                """, MessageKind.REPLY);
        Set<String> other = f.get("6.1.2");
        assertTrue(other.containsAll(Set.of("older-than:good", "older-than:bad", "RC-cue:good:neg", "RC-neg")),
                other.toString());
    }

    @Test
    void theFallbackFillsOnlyWhatTheRulesLeaveOpen() throws IOException {
        String good = "Booted 6.2.7 this morning; everything is fine.\n";
        String neutral = "The merge window for 6.9 opens next week.\n";
        // the rules alone give neither a verdict
        KernelExtractor rules = new KernelExtractor();
        assertEquals("6.2.7:-", run(rules, good, MessageKind.REPORT));
        assertEquals("6.9:-", run(rules, neutral, MessageKind.REPORT));

        KernelExtractor withModel = new KernelExtractor(new VerdictFallback(model()));
        assertEquals("6.2.7:good", run(withModel, good, MessageKind.REPORT));
        assertEquals("6.2.7:good", run(withModel, good, MessageKind.REPLY));
        assertEquals("6.9:-", run(withModel, neutral, MessageKind.REPORT), "a near miss stays without a verdict");
        assertEquals("6.2.7:-", run(withModel, good, MessageKind.PATCH), "patches are the rules' alone");
        assertEquals("6.2.7:-", run(withModel, good, null), "no kind, no fallback");
        // a rule's verdict stands whatever the model would say
        String ruled = "Works on 6.3.9, broken on 6.4.1.\n";
        assertEquals(run(rules, ruled, MessageKind.REPORT), run(withModel, ruled, MessageKind.REPORT));
    }

    @Test
    void aModelVerdictStatesNoRegressionByItself() throws IOException {
        KernelExtractor withModel = new KernelExtractor(new VerdictFallback(model()));
        KernelExtractor.Kernels ks = withModel.extractKernels(
                VersionsMails.mail("Booted 6.2.7 this morning; everything is fine.\n"), MessageKind.REPORT);
        KernelFact k = ks.facts().get(0);
        assertEquals("good", k.verdict());
        assertNull(ks.withoutRuns().get(0).verdict(), "it joins a regression stated otherwise, states none");
    }

    @Test
    void trainingLearnsCuesAndKeepsOnlyFeaturesSeenInThreeMessages() throws IOException {
        List<VerdictModel.Example> examples = new ArrayList<>();
        for (int i = 0; i < 12; i++) {
            examples.add(new VerdictModel.Example(Set.of("bias", "RC-cue:good"), "good", "m" + i));
            examples.add(new VerdictModel.Example(Set.of("bias", "RC-cue:bad"), "bad", "m" + i));
            examples.add(new VerdictModel.Example(Set.of("bias", "L1:for"), "none", "m" + i));
        }
        examples.add(new VerdictModel.Example(Set.of("bias", "R:quuxlyrare"), "bad", "m0"));
        examples.add(new VerdictModel.Example(Set.of("bias", "R:quuxlyrare"), "bad", "m1"));
        VerdictModel m = VerdictModel.train(examples, VerdictModel.Fit.defaults(), 0.8, null);
        assertEquals("good", m.verdict(Set.of("bias", "RC-cue:good")));
        assertEquals("bad", m.verdict(Set.of("bias", "RC-cue:bad")));
        assertNull(m.verdict(Set.of("bias", "L1:for")));
        assertNull(m.verdict(Set.of("bias", "R:quuxlyrare")), "a word of two messages is not in the vocabulary");

        StringWriter w = new StringWriter();
        m.write(w);
        assertTrue(!w.toString().contains("quuxlyrare"), "no rare string in the file");
        VerdictModel back = VerdictModel.read(new StringReader(w.toString()));
        assertEquals(m.size(), back.size());
        assertEquals("good", back.verdict(Set.of("bias", "RC-cue:good")));
        assertEquals(0.8, back.threshold());
    }

    @Test
    void aMissingModelMeansRulesOnly(@TempDir Path dir) {
        assertNull(VerdictFallback.load(new ExtractSettings(dir, null, null)));
        assertNull(VerdictFallback.load(new ExtractSettings(null, null, null)));
    }

    @Test
    void aCorruptModelIsNamedAndMeansRulesOnly(@TempDir Path dir) throws IOException {
        Path file = dir.resolve(VerdictFallback.FILE);
        Files.writeString(file, "{\"format\": \"lkml-triage verdict model 1\", \"threshold\": 0.9, \"weights\": {");
        IOException e = assertThrows(IOException.class, () -> VerdictFallback.read(file));
        assertTrue(e.getMessage().contains(file.toString()) && e.getMessage().contains("not JSON"), e.getMessage());
        assertNull(VerdictFallback.load(new ExtractSettings(dir, null, null)));

        Files.writeString(file, "{\"format\": \"something else\"}");
        e = assertThrows(IOException.class, () -> VerdictFallback.read(file));
        assertTrue(e.getMessage().contains("not a verdict model"), e.getMessage());

        Files.writeString(file, "{\"format\": \"lkml-triage verdict model 1\", \"threshold\": 0.9,"
                + " \"weights\": {\"bias\": [1, \"x\", 2]}}");
        e = assertThrows(IOException.class, () -> VerdictFallback.read(file));
        assertTrue(e.getMessage().contains("bias"), e.getMessage());
        assertNull(VerdictFallback.load(new ExtractSettings(dir, null, null)));

        Files.writeString(file, MODEL);
        assertTrue(VerdictFallback.load(new ExtractSettings(dir, null, null)) != null);
    }

    @Test
    void aTenMegabyteLineOfVersionsStaysLinear() throws IOException {
        KernelExtractor withModel = new KernelExtractor(new VerdictFallback(model()));
        StringBuilder b = new StringBuilder(10 << 20);
        for (int i = 0; b.length() < 10 << 20; i++) {
            b.append("tried 5.").append(i % 19).append('.').append(i % 251).append(" and it hangs, ");
        }
        Mail mail = VersionsMails.mail(b.toString());
        List<KernelFact> facts = assertTimeoutPreemptively(TimeBudget.seconds(60),
                () -> withModel.extractKernels(mail, MessageKind.REPORT).facts());
        assertTrue(!facts.isEmpty());
    }
}
