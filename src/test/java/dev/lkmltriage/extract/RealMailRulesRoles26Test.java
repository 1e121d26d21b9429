package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.facts;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Session 23 (docs/extraction-eval.md, "Session 23: roles26 — ..."): an abbreviated id of decimal digits only is a
 * commit where nothing else could stand, after "commit" or a {@code Fixes:} tag and before its quoted title; a bare
 * number of the same length is not. Fixtures invented here in the style of list mail.
 */
class RealMailRulesRoles26Test {
    private static final String DIGITS = "305117290468";

    private static List<String> hashes(String subject, String body) {
        return facts(subject, body).commits().stream().map(c -> c.hash() + "=" + c.role()).toList();
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "The same trick was used for the frob platform, see commit "
                + DIGITS + " (\"frob/pci: Reserve bus numbers for\nhotplug bridges\").",
        "The same check was added to the bar walker in commit " + DIGITS + " (\"PCI: Walk\nbridge windows "
                + "once\"), so reuse it here.",
    })
    void anAllDigitIdAfterCommitAndBeforeItsQuotedTitleIsAReference(String body) {
        assertEquals(List.of(DIGITS + "=reference"), hashes("[PATCH 3/4] PCI: frob: Align hotplugged BARs", body));
    }

    @Test
    void anAllDigitIdInAFixesTagIsItsTarget() {
        List<String> got = hashes("[PATCH] PCI: frob: Keep the bridge window aligned",
                "Aligning the window at probe time left hotplugged bridges unaligned.\n\n"
                        + "Fixes: " + DIGITS + " (\"PCI: frob: Align bridge windows at probe\")\n"
                        + "Signed-off-by: A Developer <dev@example.org>\n");
        assertEquals(1, got.size(), got.toString());
        assertTrue(got.get(0).startsWith(DIGITS + "="), got.toString());
    }

    @ParameterizedTest
    @ValueSource(strings = {
        // a number with no lead-in, a lead-in with no title, a title with no lead-in, a bisect ref, too short
        "The counter read " + DIGITS + " (\"wrapped\") after the second resume.",
        "Please test commit " + DIGITS + " on your board.",
        "Ticket " + DIGITS + " (\"frob hangs on resume\") has the full dmesg.",
        "commit " + DIGITS + " (refs/bisect/bad)",
        "Fixed by commit 3051172904 (\"PCI: frob: Wait for the PHY\").",
    })
    void aNumberIsNoCommitOutsideThatShape(String body) {
        assertEquals(List.of(), hashes("Re: frob resume hang", body));
    }

    private static final Regression STATED = new Regression(List.of(), List.of("5.6", "5.6.0"), null, null, null,
            null, null, null, true, "reply", "statement");

    @ParameterizedTest
    @ValueSource(strings = {
        "Thanks, that cured the hang. Since moving to 5.6 I see a new issue with the SATA card,\n"
                + "it drops its link after resume. It is different from the hang I reported.",
        "There is another problem on v5.6 as well: the SATA card drops its link.",
        "With 5.6 I see a separate issue: the second port never trains.",
        "I think an unrelated bug shows up on 5.6 too, only with the USB card.",
    })
    void aKernelSaidToShowAnotherProblemLeavesTheWindow(String body) {
        Regression r = OtherIssueKernels.apart(body, STATED);
        assertEquals(List.of(), r.bad(), body);
        assertEquals("statement", r.evidence());
    }

    @ParameterizedTest
    @ValueSource(strings = {
        // no contrast after "a new issue", a denial, a question, "another regression", another kernel named
        "Since moving to 5.6 I see a new issue with the SATA card: it drops its link.",
        "This is not a different issue on 5.6, it is the same hang.",
        "Is it another problem on 5.6?",
        "We may be seeing another regression between 5.5 and 5.6 here.",
        "There is another problem on 5.4 as well, unrelated to the hang; 5.6 hangs as before.",
    })
    void otherwiseTheWindowStays(String body) {
        assertEquals(STATED.bad(), OtherIssueKernels.apart(body, STATED).bad(), body);
    }

    @Test
    void aRegressionRestingOnItsKernelsKeepsThem() {
        Regression verdicts = new Regression(List.of("5.5"), List.of("5.6"), null, null, null, null, null, null,
                false, "report", "verdicts");
        String body = "There is another problem on 5.6: the SATA card drops its link. 5.5 was fine.";
        assertEquals(List.of("5.6"), OtherIssueKernels.apart(body, verdicts).bad());
    }

    @Test
    void aRepliesOwnNewIssueKeepsItsVerdictButLeavesTheQuotedRegressionsWindow() {
        Facts f = facts("Re: [BUG] frob: DMA broken with LPAE after the bounce buffer rework",
                "On Tue, Someone wrote:\n> the frob DMA setup is broken since the bounce buffer rework.\n\n"
                        + "Since moving to 5.6 I see a new issue with the SATA card: it drops its link.\n"
                        + "It is different from the hang I reported; the USB card is fine now.\n");
        assertEquals(List.of("5.6=bad"), f.kernels().stream().map(k -> k.version() + "=" + k.verdict()).toList());
        assertTrue(f.regression() == null || !f.regression().bad().contains("5.6"), String.valueOf(f.regression()));
    }

    @Test
    void hostileInputFinishesInLinearTime() {
        assertTimeoutPreemptively(TimeBudget.seconds(10), () -> {
            String many = ("commit " + DIGITS + " (\"x\") and 123456789012345678901234567890 (\"y\")\n").repeat(20_000);
            facts("Re: many", many);
            facts("Re: one", "commit " + "1".repeat(200_000) + " (\"" + "z".repeat(100_000));
            facts("Re: parens", ("commit " + DIGITS + " (").repeat(30_000));
            OtherIssueKernels.apart(("a new issue on 5.6 " + "x".repeat(300) + " ").repeat(20_000), STATED);
            OtherIssueKernels.apart("another issue 5.6 ".repeat(100_000) + "5.6.".repeat(50_000), STATED);
            OtherIssueKernels.apart("5.6".repeat(200_000) + " another bug", STATED);
        });
    }
}
