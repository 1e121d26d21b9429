package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.facts;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.triage.Regressions;
import org.junit.jupiter.api.Test;

/**
 * The general rules added in session 8 from the sixth development slice of real mail and the older development
 * slices' misses (docs/extraction-eval.md). Every fixture is invented here, in the style of list mail; each rule has
 * a positive case and a near miss it must leave alone.
 */
class RealMailRules8Test {
    private static String window(Regression r) {
        return "good " + r.good() + " bad " + r.bad();
    }

    @Test
    void aReportsOwnRegressionKeepsItsFiguresAndIsTheOneTheClustererTrusts() {
        Facts f = facts("foo: link drops after resume on 5.9",
                "Since 5.9 the link of my foo card drops after every resume. 5.8 works fine.\n");
        Regression r = f.regression();
        assertNotNull(r);
        assertEquals("good [5.8] bad [5.9]", window(r));
        assertEquals(f.kind().label(), r.statedIn()); // a report, or "other" where the classifier is unsure
        assertEquals("verdicts", r.evidence());
        assertFalse(r.quoted());
        assertTrue(Regressions.trusted(r));
        // near miss: a reply that quotes the same report states the regression, but the clusterer leaves it alone
        Facts reply = facts("Re: foo: link drops after resume on 5.9",
                "> Since 5.9 the link of my foo card drops after every resume. 5.8 works fine.\n\n"
                + "Thanks, I will look into it.\n");
        assertNotNull(reply.regression());
        assertEquals("good [5.8] bad [5.9]", window(reply.regression()));
        assertTrue(reply.regression().quoted());
        assertEquals("reply", reply.regression().statedIn());
        assertFalse(Regressions.trusted(reply.regression()));
        assertNull(Regressions.reported(reply));
    }

    @Test
    void quotedKernelsStateARegressionOnlyWhenAnOlderOneWorked() {
        Facts f = facts("Re: bar: probe fails",
                "> The bar driver fails to probe on v5.10-rc2; v5.9 was fine.\n\nCan you bisect it?\n");
        assertNotNull(f.regression());
        assertEquals("good [5.9] bad [5.10-rc2]", window(f.regression()));
        // near miss: the problem on two kernels and no working one is a bug, not a regression
        assertNull(facts("Re: bar: probe fails",
                "> On 5.4.14 the probe still fails, and 4.20.11 fails the same way.\n\nCan you bisect it?\n")
                .regression());
        // near miss: an older kernel broken and a newer one fine is a fix
        assertNull(facts("Re: bar: probe fails",
                "> It was broken on 5.2 but 5.3 works fine for me.\n\nGood to hear.\n").regression());
    }

    @Test
    void aFixSayingItsTargetCausedARegressionStatesOne() {
        Facts f = facts("[PATCH] foo: Restore the doorbell write",
                "Commit 3f2e1d0c9b8a (\"foo: Batch doorbell writes\") caused a regression on boards with a\n"
                + "single queue: the doorbell is never written.\n\n"
                + "Fixes: 3f2e1d0c9b8a (\"foo: Batch doorbell writes\")\n"
                + "Signed-off-by: Ann Example <ann@example.org>\n");
        assertNotNull(f.regression());
        assertEquals("3f2e1d0c9b8a", f.regression().culprit());
        assertEquals("patch", f.regression().statedIn());
        assertFalse(Regressions.trusted(f.regression()));
        // near miss: a Fixes: tag alone names what a patch cures, not a regression
        assertNull(facts("[PATCH] foo: Restore the doorbell write",
                "The doorbell is never written on single-queue boards.\n\n"
                + "Fixes: 3f2e1d0c9b8a (\"foo: Batch doorbell writes\")\n"
                + "Signed-off-by: Ann Example <ann@example.org>\n").regression());
        // near miss: a hypothetical regression is none
        assertNull(facts("Re: [PATCH] foo: Batch doorbell writes",
                "This would cause a regression on single-queue boards, please keep the old path.\n")
                .regression());
    }

    @Test
    void aRegressionNamedInTheSubjectIsStatedEvenWithoutFacts() {
        Facts f = facts("Re: foo regression with 5.7 caused by \"PCI/PM: Wait longer\"",
                "I will try the test patch tomorrow and let you know.\n");
        assertNotNull(f.regression());
        assertEquals("statement", f.regression().evidence());
        assertTrue(f.regression().quoted());
        // near miss: a subject that avoids a regression, and a build robot's status title, state none
        assertNull(facts("Re: [PATCH] foo: Keep the old timeout to avoid a regression",
                "Looks fine to me.\n").regression());
        assertNull(facts("[foo:next] BUILD REGRESSION 1a2b3c4d5e6f7a8b9c0d",
                "Regressions in current branch:\n\n"
                + "drivers/foo/bar.c:12:5: error: implicit declaration of function 'baz'\n").regression());
    }

    @Test
    void wordsThatDenyOrOnlyTestARegressionStateNone() {
        Facts f = facts("Re: [PATCH] foo: Poll the link",
                "I have noticed a regression in both mainline and -next on my laptop: it no longer resumes.\n");
        assertNotNull(f.regression());
        assertFalse(f.regression().quoted());
        // near misses: results of a test run, a bug form that says no, and a change that wants to avoid one
        assertNull(facts("Re: [PATCH] foo: Poll the link", "Tested on three boards, no regressions observed.\n")
                .regression());
        assertNull(facts("Re: [Bug 123456] foo: slow resume",
                "> Regression: No\n> Kernel Version: 5.8\n\nThanks for the report.\n").regression());
        assertNull(facts("Re: [PATCH] foo: Poll the link",
                "We ran the regression tests over the weekend and they all pass.\n").regression());
        assertNull(facts("Re: [PATCH] foo: Poll the link",
                "We keep the BIOS defaults for other devices to not introduce any regression.\n").regression());
    }

    @Test
    void anUnknownVendorsSubsystemAsLspciPrintsItIsRead() {
        HardwareExtractor hw = new HardwareExtractor(HwMails.withoutIds());
        String header = "00:04.0 Serial controller [0700]: Acme Widgets Device [1234:5678] (rev 01)\n";
        assertEquals("1234:5678/0214:011d", hw.extract(HwMails.mail(header + "\tSubsystem: Device 0214:011d\n"))
                .stream().map(h -> h.id() + "/" + h.subsystem()).collect(java.util.stream.Collectors.joining(" ")));
        // near miss: a device number without its vendor names no subsystem
        assertEquals("1234:5678/null", hw.extract(HwMails.mail(header + "\tSubsystem: Device 011d\n"))
                .stream().map(h -> h.id() + "/" + h.subsystem()).collect(java.util.stream.Collectors.joining(" ")));
    }

    @Test
    void aSubsystemVendorsFormerNameNamesIt() throws java.io.IOException {
        String ids = "# nee Old Widget Works, Inc.\n1234  New Widget Holdings\n\t5678  Frobnicator 3000\n"
                + "2345  Same Name Ltd.\n\t0001  Gizmo\n3456  Same Name Ltd.\n\t0002  Gadget\n";
        NameMatcher m = new NameMatcher(IdTable.read(new java.io.ByteArrayInputStream(
                ids.getBytes(java.nio.charset.StandardCharsets.UTF_8))));
        assertEquals("1234:2091", String.valueOf(m.explicitSubsystem("Old Widget Works Inc. Device 2091")));
        assertEquals("1234:0042", String.valueOf(m.explicitSubsystem("New Widget Holdings Device 0042")));
        // near miss: a name pci.ids spells for two vendor ids, neither listing the device, stays unknown
        assertEquals("null", String.valueOf(m.explicitSubsystem("Same Name Ltd. Device 1093")));
    }
}
