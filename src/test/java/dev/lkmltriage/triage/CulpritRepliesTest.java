package dev.lkmltriage.triage;

import static dev.lkmltriage.triage.CarriedPatchesTest.inThread;
import static dev.lkmltriage.triage.LinkedRevertsTest.placed;
import static dev.lkmltriage.triage.ReporterTiesTest.mail;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.report.Report;
import dev.lkmltriage.testkit.TimeBudget;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Session 16, second round (from new13's report-in-the-culprit's-thread groups; fixtures invented): a reply in a
 * patch's thread pasting the warning or oops the patch causes is a report of its own, standing alone, which its later
 * fix joins (crediting it and quoting the warning), or which brings in the earlier fix it links when that fix names
 * the commit it blames. Near misses: a reviewer quoting the patch, a reviewer predicting a failure without pasting
 * one, a pasted warning with no word that the patch causes it, a robot's build report, and a next version of the
 * same patch (no fix of the first); hostile text.
 */
class CulpritRepliesTest {
    private static final String AUTHOR = "Ola Brekke <ola.brekke@example.com>";
    private static final String MAINT = "Tove Lind <tove@example.org>";
    private static final String TITLE = "[PATCH v3] PCI: frob: Add suspend/resume support";
    private static final String WARNING = "drivers/pci/controller/pcie-frob.c:812:12: warning: 'frob_pcie_resume'"
            + " defined but not used [-Wunused-function]";

    private static Report culprit() {
        return mail("susp@ola", AUTHOR, "Sat, 14 Mar 2020 20:12:32 +0100", TITLE, PatchText.oneFile(
                "Add system suspend/resume so the link comes back after resume.", "", "drivers/pci/controller/pcie-frob.c",
                "+static int frob_pcie_resume(struct device *dev)\n+{\n+\treturn frob_pcie_hw_init(dev);\n+}"));
    }

    private static Report answer(String id, String body) {
        return inThread(id, "susp@ola", MAINT, "Fri, 24 Apr 2020 14:57:24 -0500", "Re: " + TITLE, body);
    }

    private static Report fix(String trailers) {
        return mail("unused@ola", AUTHOR, "Sun, 26 Apr 2020 14:31:15 +0200",
                "[PATCH] PCI: frob: Mark frob_pcie_resume() __maybe_unused", PatchText.oneFile(
                        "Without CONFIG_PM_SLEEP the resume callback is unused:\n\n" + WARNING + "\n\nMark it.",
                        trailers, "drivers/pci/controller/pcie-frob.c",
                        "-static int frob_pcie_resume(struct device *dev)\n"
                                + "+static int __maybe_unused frob_pcie_resume(struct device *dev)"));
    }

    @Test
    void aWarningReportedInTheCulpritsThreadIsJoinedByItsFix() throws Exception {
        List<Report> mail = List.of(culprit(), answer("warn@tove", "On Sat, Mar 14, 2020 Ola wrote:\n> Add system"
                        + " suspend/resume\n\nThis causes the following warning with CONFIG_PM_SLEEP disabled:\n\n  "
                        + WARNING + "\n\nMost drivers mark these __maybe_unused.\n"),
                fix("Reported-by: Tove Lind <tove@example.org>\n"));
        Clusterer c = placed(mail);
        assertNotNull(c.clusterOf("warn@tove"), "the reply is a report");
        assertEquals(c.clusterOf("warn@tove"), c.clusterOf("unused@ola"));
        assertNull(c.clusterOf("susp@ola"), "the culprit's own posting is no member: the thread lends nothing");
        RestoreAcrossRunsTest.sameAcrossRuns(mail, "warn@tove", "unused@ola");
    }

    @Test
    void anOopsReportBringsInTheEarlierFixItLinks() throws Exception {
        Report fix = mail("crash-fix@ola", AUTHOR, "Tue, 4 Aug 2020 14:04:30 +0200",
                "[PATCH] PCI: frob: Fix crash in frob_setup()", PatchText.oneFile("The old private instance is still"
                        + " allocated, so setup reads uninitialised DMA ranges.",
                        "Fixes: 92d69cc62758 (\"PCI: frob: Convert to modern host bridge probe\")\n",
                        "drivers/pci/controller/pci-frob.c", "-\tpriv = devm_kzalloc(dev, sizeof(*priv), GFP_KERNEL);"));
        List<Report> mail = List.of(culprit(), fix, inThread("oops@ola", "susp@ola", AUTHOR,
                "Tue, 4 Aug 2020 14:12:44 +0200", "Re: " + TITLE, oops("I've sent a patch to fix that:\n"
                        + "https://lore.kernel.org/r/crash-fix@ola\n")));
        Clusterer c = placed(mail);
        assertNotNull(c.clusterOf("oops@ola"));
        assertEquals(c.clusterOf("oops@ola"), c.clusterOf("crash-fix@ola"));
        RestoreAcrossRunsTest.sameAcrossRuns(mail, "crash-fix@ola", "oops@ola");
        // The same report linking a fix of another commit leaves it where it was.
        Report other = mail("other-fix@ola", AUTHOR, "Tue, 4 Aug 2020 14:04:30 +0200",
                "[PATCH] PCI: frob: Fix a leak in frob_probe()", PatchText.oneFile("Free the clock on error.",
                        "Fixes: 1a2b3c4d5e6f (\"PCI: frob: Add clock handling\")\n",
                        "drivers/pci/controller/pci-frob.c", "+\tclk_disable_unprepare(priv->clk);"));
        Clusterer d = placed(List.of(culprit(), other, inThread("oops2@ola", "susp@ola", AUTHOR,
                "Tue, 4 Aug 2020 14:12:44 +0200", "Re: " + TITLE, oops("See https://lore.kernel.org/r/other-fix@ola\n"))));
        assertNotNull(d.clusterOf("oops2@ola"));
        assertNotEquals(d.clusterOf("oops2@ola"), d.clusterOf("other-fix@ola"));
    }

    private static String oops(String tail) {
        return "This is now commit 92d69cc6275845a7 (\"PCI: frob: Convert to modern host bridge probe\"), and causes"
                + " a crash on my board:\n\n    Unable to handle kernel NULL pointer dereference at virtual address"
                + " 00000008\n    Internal error: Oops: 5 [#1] SMP ARM\n    PC is at frob_pci_probe+0x154/0x340\n\n"
                + tail;
    }

    @Test
    void nearMissesAreNoReports() {
        // A reviewer quoting the patch (and a warning someone else pasted).
        List<Report> quoting = List.of(culprit(), answer("quote@tove", "> This causes the following warning:\n> "
                + WARNING + "\n\nYes, I'll squash the fix in.\n"));
        assertNull(placed(quoting).clusterOf("quote@tove"));
        // A prediction, no diagnostic pasted: a review of an unapplied version.
        List<Report> predicted = List.of(culprit(), answer("predict@tove", "This breaks the build when"
                + " CONFIG_PM_SLEEP=n, as frob_pcie_resume() is then unused. Please fix in v4.\n"));
        assertNull(placed(predicted).clusterOf("predict@tove"));
        // A pasted warning, with no word that the patch causes it.
        List<Report> unrelated = List.of(culprit(), answer("seen@tove", "While testing I also see this, from an"
                + " older change:\n\n  " + WARNING + "\n"));
        assertNull(placed(unrelated).clusterOf("seen@tove"));
        // A robot's build report in the patch thread.
        List<Report> robot = List.of(culprit(), inThread("lkp@robot", "susp@ola", "kernel test robot <lkp@intel.com>",
                "Fri, 24 Apr 2020 14:57:24 +0800", "Re: " + TITLE, "Hi Ola,\n\nI love your patch! Perhaps something"
                        + " to improve:\n\nAll warnings (new ones prefixed by >>):\n\n   " + WARNING + "\n\n---\n"
                        + "0-DAY CI Kernel Test Service, Intel Corporation\nhttps://lists.01.org/hyperkitty/list/"
                        + "kbuild-all@lists.01.org\n"));
        Clusterer r = placed(robot);
        assertFalse("report".equals(roleOf(r, "lkp@robot")), "a robot's reply is not read as a culprit report");
    }

    /**
     * Session 36 (cluster57): a maintainer dropping the patch for the warning it pastes says "this looks broken", a
     * user says the patch "broke" the build: blame words the present-tense list missed. "Is this broken?" and "this is
     * not broken" stay no reports.
     */
    @Test
    void aVerdictOrThePastTenseBlamesThePatch() throws Exception {
        List<Report> mail = List.of(culprit(), answer("broken@tove", "On Sat, Mar 14, 2020 Ola wrote:\n> Add system"
                        + " suspend/resume\n\nAren't we leaving the resume callback unused here?  This\nlooks broken to"
                        + " me.  The build bot warns about it:\n\n  /build/linux/" + WARNING + "\n\nI'm dropping this"
                        + " for now.\n"),
                fix("Reported-by: Tove Lind <tove@example.org>\n"));
        Clusterer c = placed(mail);
        assertNotNull(c.clusterOf("broken@tove"), "the maintainer's reply is a report");
        assertEquals(c.clusterOf("broken@tove"), c.clusterOf("unused@ola"));
        RestoreAcrossRunsTest.sameAcrossRuns(mail, "broken@tove", "unused@ola");
        assertTrue(CulpritReplies.reports(answer("broke@tove", "Your patch went in last week and broke my build:\n\n  "
                + WARNING + "\n").mail(), Set.of("pcie-frob.c|warning: x")));
        for (String body : List.of("Is this broken?  I see\n\n  " + WARNING + "\n",
                "I think this is not broken, the warning is older:\n\n  " + WARNING + "\n")) {
            assertFalse(CulpritReplies.reports(answer("q@tove", body).mail(), Set.of("pcie-frob.c|warning: x")), body);
        }
    }

    @Test
    void theNextVersionOfTheSamePatchIsNoFixOfTheReport() {
        List<Report> mail = new ArrayList<>(List.of(culprit(), answer("warn@tove", "This causes the following"
                + " warning with CONFIG_PM_SLEEP disabled:\n\n  " + WARNING + "\n")));
        mail.add(mail("susp-v4@ola", AUTHOR, "Mon, 27 Apr 2020 09:00:00 +0200",
                "[PATCH v4] PCI: frob: Add suspend/resume support", PatchText.oneFile("Add system suspend/resume so"
                        + " the link comes back after resume.\n\nV4: mark the resume callback __maybe_unused", "",
                        "drivers/pci/controller/pcie-frob.c", "+static int __maybe_unused frob_pcie_resume(struct"
                                + " device *dev)\n+{\n+\treturn frob_pcie_hw_init(dev);\n+}")));
        Clusterer c = placed(mail);
        assertNotNull(c.clusterOf("warn@tove"));
        assertNotEquals(c.clusterOf("warn@tove"), c.clusterOf("susp-v4@ola"));
    }

    @Test
    void hostileTextEndsFastAndNeverThrows() {
        long t0 = System.nanoTime();
        for (String body : List.of("This causes " + "x".repeat(2_000_000), ">".repeat(500_000) + " this causes",
                ("Unable to handle kernel " + "a ".repeat(100) + "\n").repeat(20_000),
                "this causes\n" + "    WARNING: CPU: 1 PID: ".repeat(100_000),
                "this looks ".repeat(200_000) + "broken", "it seems it is ".repeat(200_000), "")) {
            Report r = answer("h@tove", body);
            CulpritReplies.reports(r.mail(), Set.of());
            placed(List.of(culprit(), r));
        }
        assertFalse(CulpritReplies.reports(mail("x@y", MAINT, "Fri, 24 Apr 2020 14:57:24 -0500",
                "Re: frob resume broken", "This causes:\n  " + WARNING).mail(), Set.of("w")), "not a patch thread");
        assertTrue(System.nanoTime() - t0 < TimeBudget.seconds(10).toNanos(), "hostile replies end fast");
    }

    private static String roleOf(Clusterer c, String id) {
        String cl = c.clusterOf(id);
        if (cl == null) {
            return null;
        }
        return c.get(cl).members().stream().filter(m -> m.messageId().equals(id)).map(m -> m.role()).findFirst()
                .orElse(null);
    }
}
