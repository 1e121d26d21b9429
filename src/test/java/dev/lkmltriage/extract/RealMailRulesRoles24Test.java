package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.facts;
import static dev.lkmltriage.extract.FactOf.role;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Session 21 (docs/extraction-eval.md, "Session 21: roles24 — ..."): a report's title is the reporter's own
 * statement. A bug form's summary or a forwarded report's subject whose verb blames a quoted commit title names the
 * culprit; a problem subject "since" a kernel makes that kernel the first bad one. Fixtures invented here in the
 * style of list mail.
 */
class RealMailRulesRoles24Test {
    private static final String ID = "7a3c5e9b1d24";
    private static final String TITLE = "frob/qux: Enable early link training";

    // --- a bug title blaming a quoted commit title ---

    @Test
    void aForwardedBugTitleBlamingAQuotedTitleNamesTheCulprit() {
        Facts f = facts("Re: [bugzilla-daemon@bugzilla.kernel.org: [Bug 201234] New: \"" + TITLE + "\" makes the "
                        + "SATA controller vanish after resume]",
                "> Apparently this happens with v5.10-rc2, and may be related to\n> " + ID + " (\"" + TITLE
                        + "\"), which appeared in v5.9-rc1.\n>\n>           Regression: No\n\nI see the same here.\n");
        assertEquals("culprit", role(f, ID));
        assertNotNull(f.regression());
        assertEquals(ID, f.regression().culprit());
        assertTrue(f.regression().bad().contains("5.10-rc2"), f.regression().toString());
    }

    @Test
    void aForwardedReportsSubjectBlamingATitleNamesTheCulprit() {
        Facts f = facts("Fwd: \"" + TITLE + "\" breaks suspend on my laptop",
                "Forwarding, see below. The commit is " + ID + " (\"" + TITLE + "\").\n");
        assertEquals("culprit", role(f, ID));
        assertNotNull(f.regression());
        assertEquals(ID, f.regression().culprit());
    }

    @Test
    void aTitleBlamedOnlyInAPatchARevertOrAQuestionStaysAReference() {
        String body = "See " + ID + " (\"" + TITLE + "\").\n";
        assertEquals("reference", role(facts("[PATCH] Revert \"" + TITLE + "\" as it breaks suspend", body), ID));
        assertEquals("reference", role(facts("Does \"" + TITLE + "\" break suspend?", body), ID));
        // a title with no blaming verb after it
        assertEquals("reference", role(facts("Question about \"" + TITLE + "\" and suspend", body), ID));
        // another commit's title
        assertEquals("reference", role(facts("Fwd: \"frob/qux: Drop the bar clock\" breaks suspend", body), ID));
    }

    // --- "since X" in a problem subject ---

    @Test
    void aProblemSubjectSinceAKernelMakesItTheFirstBad() {
        Facts f = facts("[BUG] PCIe on Frobnix 300 broken since 5.9",
                "Hi,\n\nPCIe on my Frobnix 300 board no longer probes. The boot log says:\n\n"
                        + "frob-pcie soc:pcie: probe failed with error -16\n\nAny ideas?\n");
        assertNotNull(f.regression());
        assertEquals(List.of("5.9"), f.regression().bad());
        assertEquals("5.10-rc1", SinceKernelSubjects.firstBad("nvme resume fails since v5.10-rc1"));
        assertEquals("5.4", SinceKernelSubjects.firstBad("no link on the x550 since kernel 5.4"));
        assertEquals("5.7", SinceKernelSubjects.firstBad("hda regression since 5.7 on my thinkpad"));
    }

    /** A question, a patch's subject, a cure, "since commit X", a "since" of reason: no first bad kernel. */
    @ParameterizedTest
    @ValueSource(strings = {"pcie on frobnix broken since 5.9?", "[patch] pci: frob: fix the hang since 5.9",
        "re: [patch v2] pci: frob: hang since 5.9", "frob link works again since 5.10",
        "frob hang since commit 1234567890ab", "frob probe fails since the clock is off"})
    void aQuestionAPatchOrACureSinceAKernelNamesNoFirstBad(String subject) {
        assertNull(SinceKernelSubjects.firstBad(subject));
    }

    @Test
    void aQuestionOrAPatchSubjectSinceAKernelStatesNone() {
        Facts asked = facts("PCIe on Frobnix 300 broken since 5.9?",
                "Hi,\n\nIs anyone else seeing PCIe failures on the Frobnix?\n");
        assertNull(asked.regression());
        Facts patch = facts("[PATCH] PCI: frob: Fix link training hang since 5.9",
                "The link training hang is fixed by waiting for the PLL.\n\nSigned-off-by: A B <a@b.org>\n");
        assertTrue(patch.regression() == null || !patch.regression().bad().contains("5.9"));
    }

    @Test
    void hostileSubjectsFinishFast() {
        assertTimeoutPreemptively(TimeBudget.seconds(10), () -> {
            String broken = "broken ".repeat(60_000) + "since 5.9";
            SinceKernelSubjects.firstBad(broken);
            SinceKernelSubjects.firstBad("[" + "patch ".repeat(60_000));
            SubjectCulprits.titleBlamed("\"" + "a\" makes ".repeat(60_000));
            facts("\"" + "x".repeat(300) + "\" makes " + "broken since 5.9 ".repeat(20_000), "since 5.9 ".repeat(1000));
            facts("Fwd: " + "\"".repeat(399), "");
            SubjectCulprits.titleBlamed(null);
            SinceKernelSubjects.firstBad(null);
        });
    }
}
