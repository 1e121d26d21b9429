package dev.lkmltriage.triage.pair;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The trainer's gate (a report or a patch that says it fixes) and its unlabelled look-alike negatives. */
class PairTrainerOptionsTest {
    private static final String MAINT = "Maintainer <maint@example.org>";
    private static final String SOB = "\n\nSigned-off-by: Maintainer <maint@example.org>\n";

    private static PairMessage patch(String id, String subject, int day, String body) {
        return PairMail.mail(id, MAINT, "[PATCH] " + subject, day, body + SOB);
    }

    @Test
    void theGateOpensOnAReportOrAPatchThatSaysItFixesSomething() {
        PairMessage report = PairMail.mail("r@example.org", "Reporter <rep@example.org>",
                "Regression: widget link fails to train after resume since 5.6", 1,
                "Since 5.6 the widget port fails to train after resume on my laptop; 5.5 was fine. dmesg:\n\n"
                        + "[   12.345678] pcieport 0000:00:1c.0: link training failed\n");
        Map<String, String> kinds = Map.of("r@example.org", report.kind());
        assertEquals("report", report.kind());
        assertTrue(PairTrainer.reportSide(report, kinds::get));
        PairMessage cleanup = patch("c@example.org", "PCI: widget: drop an unused helper", 2,
                "The helper has had no caller since the driver was converted.");
        assertFalse(PairTrainer.reportSide(cleanup, kinds::get), "a clean-up says it fixes nothing");
        assertTrue(PairTrainer.reportSide(patch("f1@example.org", "PCI: widget: retrain the link after resume", 3,
                "Retrain the link so the port comes back.\n\nFixes: 0123456789ab (\"PCI: widget: skip retraining\")"),
                kinds::get), "a Fixes: tag");
        assertTrue(PairTrainer.reportSide(patch("f2@example.org", "PCI: widget: retrain the link after resume", 3,
                "Retrain the link so the port comes back.\n\nReported-by: Reporter <rep@example.org>"), kinds::get),
                "a Reported-by: trailer");
        assertTrue(PairTrainer.reportSide(patch("f3@example.org", "PCI: widget: fix link training after resume", 3,
                "Retrain the link so the port comes back."), kinds::get), "fix in the title");
        assertTrue(PairTrainer.reportSide(patch("f4@example.org", "PCI: widget: retrain the link after resume", 3,
                "Retrain the link so the port comes back.\n\nLink: https://lore.kernel.org/r/r@example.org"),
                kinds::get), "a lore link to a report");
        assertFalse(PairTrainer.reportSide(patch("f6@example.org", "PCI: widget: fix link training after resume", 3,
                "Retrain the link so the port comes back.\n\nFixes: 0123456789ab (\"PCI: widget: skip retraining\")\n"
                        + "Reported-by: Reporter <rep@example.org>"), kinds::get, true),
                "naming no report, a fix's own words do not open the stricter gate");
        assertTrue(PairTrainer.reportSide(patch("f7@example.org", "PCI: widget: retrain the link after resume", 3,
                "Link: https://bugzilla.kernel.org/show_bug.cgi?id=204321"), kinds::get, true), "a bugzilla entry");
        assertFalse(PairTrainer.reportSide(patch("f5@example.org", "PCI: widget: retrain the link after resume", 3,
                "Retrain the link.\n\nLink: https://lore.kernel.org/r/c@example.org"),
                Map.of("c@example.org", "patch")::get), "a lore link to a patch is no report");
    }

    @Test
    void lookAlikesAreOneAuthorsAlikeThreadStartingPatchesTheRulesLeftApart() {
        PairMessage a = patch("a@example.org", "PCI: foo: use devm_platform_ioremap_resource helper", 1, "Simplify.");
        PairMessage b = patch("b@example.org", "PCI: bar: use devm_platform_ioremap_resource helper", 2, "Simplify.");
        PairMessage other = PairMail.mail("o@example.org", "Other <other@example.org>",
                "[PATCH] PCI: bar: use devm_platform_ioremap_resource helper", 2, "Simplify." + SOB);
        assertTrue(PairTrainer.lookAlike(a, b, Map.of()));
        assertTrue(PairTrainer.lookAlike(a, b, Map.of("a@example.org", "c1", "b@example.org", "c2")));
        assertFalse(PairTrainer.lookAlike(a, b, Map.of("a@example.org", "c1", "b@example.org", "c1")),
                "the rules put them together");
        assertFalse(PairTrainer.lookAlike(a, other, Map.of()), "two authors");
        assertFalse(PairTrainer.lookAlike(a, patch("d@example.org", "PCI: tegra: enable the link after reset", 3,
                "Enable."), Map.of()), "unlike titles");
    }

    /** The labelled sets of {@link PairMail} plus unlabelled look-alike clean-ups by the sets' maintainer. */
    private static PairTrainer.Result train(PairTrainer.Options options, int cleanups) {
        List<PairMessage> msgs = new ArrayList<>();
        List<PairTrainer.LabelSet> sets = new ArrayList<>();
        String[] names = {"a", "b", "c"};
        for (int k = 0; k < names.length; k++) {
            Map<String, String> groups = new HashMap<>();
            PairMail.set(names[k], 300_000 + 10 * k, 1 + 8 * k, msgs, groups);
            sets.add(new PairTrainer.LabelSet(names[k], groups));
        }
        for (int i = 0; i < cleanups; i++) {
            msgs.add(PairMail.mail("cl" + i + "@example.org", "Maintainer a <mainta@example.org>",
                    "[PATCH v" + (1 + i % 3) + "] PCI: gadgeta: drop unused helper widgeta" + (i % 2) + " register",
                    1 + i % 27, "The helper has had no caller since the driver was converted.\n\nSigned-off-by:"
                            + " Maintainer <mainta@example.org>\n"));
        }
        return PairTrainer.train(msgs, sets, Map.of(), 0.97, "test", options);
    }

    @Test
    void gatedJoinsAllHaveAReportSideAndNegativesAreCountedAndWeighedDown() {
        PairTrainer.Result open = train(PairTrainer.Options.NONE, 6);
        PairTrainer.Result gated = train(new PairTrainer.Options(true, 0, -1), 6);
        assertTrue(open.links().stream().anyMatch(l -> l.later().startsWith("cl")),
                "without the gate the model joins the clean-ups: " + open.links());
        assertTrue(gated.links().stream().noneMatch(l -> l.later().startsWith("cl") && l.earlier().startsWith("cl")),
                "no clean-up joins a clean-up through the gate: " + gated.links());
        assertEquals(0, gated.negativeRows());
        PairTrainer.Result neg = train(new PairTrainer.Options(false, 0.25, -1), 6);
        assertTrue(neg.negativeRows() > 0);
        assertTrue(String.valueOf(neg.model().evaluation().get("unlabelled negative rows")).contains(" at weight "));
        for (String s : List.of("a", "b", "c")) {
            assertEquals(new PairTrainer.Counts(2, 2, 2), gated.leftOut().get(s), s);
        }
    }

    @Test
    void aFloodOfLookAlikesTrainsInTime() {
        assertTimeoutPreemptively(TimeBudget.seconds(60), () -> {
            PairTrainer.Result r = train(new PairTrainer.Options(true, 1, 0), 600);
            // it asserted only negativeRows() >= 0, which no count can fail: the flood must still train a model that
            // scores every set and keeps the gate (no clean-up joined to a clean-up)
            assertEquals(java.util.Set.of("a", "b", "c"), r.leftOut().keySet());
            assertTrue(r.links().stream().noneMatch(l -> l.later().startsWith("cl") && l.earlier().startsWith("cl")),
                    "no clean-up joins a clean-up through the gate: " + r.links());
            assertTrue(r.negativeRows() > 0, "the look-alikes gave negative rows");
        });
    }
}
