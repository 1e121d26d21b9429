package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.allOfReport;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Session 53 (docs/extraction-eval.md, "Session 53: facts53"): a product's model code followed by a capital-V revision
 * ("Frobnix Tuner T4 V6.5") is the card's revision, not a kernel ({@link ModelRevisions}). Fixtures invented here in
 * the style of list mail.
 */
class ModelRevisionsTest {
    private static boolean revision(String text) {
        int at = text.indexOf('V', text.indexOf(' '));
        String raw = text.substring(at).split("[ \n,)]")[0];
        return ModelRevisions.revision(text, at, raw, KernelVersion.tryParse(raw).orElseThrow());
    }

    @Test
    void aModelCodeThenACapitalVIsARevision() {
        assertEquals(List.of(), allOfReport("I tried these cards:\n\n- Frobnix GmbH Tuner T4 V6.5\n"
                + "- Frobnix GmbH Tuner T4 V7\n- Acme RB22E V2.1\n\nAll of them survive a reset elsewhere.\n"));
        assertTrue(revision("Board X11FRB-F V2.1 hangs"));
        assertTrue(revision("card (T4 V6.5) fails"));
    }

    @Test
    void nearMissesStayKernels() {
        // no model code before it, a lowercase v, an rc, an architecture, or "Linux" before the version
        assertEquals(List.of("5.4=bad"), allOfReport("The card fails to train on Linux V5.4 with the T4 tuner.\n"));
        assertEquals(List.of("5.4=bad"), allOfReport("Tuner T4 v5.4 fails to train here.\n"));
        assertFalse(revision("Board T4 V5.10-rc2 fails"));
        assertFalse(revision("Running ARM64 V5.4 here"));
        assertFalse(revision("Running X86_64 V5.10 here"));
        assertFalse(revision("Kernel V5.4 fails"));
        assertFalse(revision("Board T4  V5.4 fails"));
        assertFalse(revision("Board foo.T4 V5.4 fails"));
    }

    @Test
    void malformedInputIsQuiet() {
        KernelVersion v = KernelVersion.tryParse("V5.4").orElseThrow();
        assertFalse(ModelRevisions.revision("V5.4", 0, "V5.4", v));
        assertFalse(ModelRevisions.revision(" V5.4", 1, "V5.4", v));
        assertFalse(ModelRevisions.revision("x V5.4", 2, "", v));
        assertFalse(ModelRevisions.revision("  V5.4", 2, "V5.4", v));
    }

    @Test
    void hostileInputEndsFast() {
        String longWord = "A1".repeat(200_000) + " V5.4\n";
        String many = "- Tuner T4 V6.5\n".repeat(50_000);
        for (String body : new String[] {longWord, many}) {
            assertTimeoutPreemptively(TimeBudget.seconds(5), () -> allOfReport(body));
        }
    }
}
