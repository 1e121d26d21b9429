package dev.lkmltriage.triage;

import static dev.lkmltriage.triage.LinkedRevertsTest.placed;
import static dev.lkmltriage.triage.ReporterTiesTest.mail;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.report.Report;
import dev.lkmltriage.testkit.Linearity;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Session 17, a report's draft diff ({@link DraftDiffs}), through the real parser and extractor, on invented mail: a
 * reporter pastes a workaround as a diff mangled by the mail client, and the patch posted later from the reporter's
 * work address adds the same lines. Near misses: a patch sharing one line, the same lines a year later, a report
 * that quotes another person's diff, "+" lines in prose with no diff header; hostile bodies end fast.
 */
class DraftDiffsTest {
    private static final String HOME = "Pat Kumar <pat.home@example.net>";
    private static final String WORK = "Pat Kumar <pkumar@example.com>";

    private static final String DRAFT = """
            diff --git a/drivers/ata/frob.c b/drivers/ata/frob.c
            --- a/drivers/ata/frob.c
            +++ b/drivers/ata/frob.c
            @@ -81,6 +81,7 @@ enum board_ids {
              static void frob_remove_one(struct pci_dev *dev);
             +static void frob_shutdown_one(struct pci_dev *dev);
             @@ -606,6 +607,7 @@ static struct pci_driver frob_pci_driver = {
                     .remove                 = frob_remove_one,
             +       .shutdown               = frob_shutdown_one,
            """;

    private static String report(String draft) {
        return "Hi,\n\nAfter kexec -e the second kernel does not find the root disk behind the frob controller:\n\n"
                + "[  279.690575] ata1: softreset failed (1st FIS failed)\n[  339.270943] ata1: EH pending after 5"
                + " tries, giving up\n\nI found this works around it:\n\n" + draft
                + "\nAny guidance is welcome.\n\nThanks,\nPat\n";
    }

    private static final String REPORT_SUBJECT = "kexec -e not working: root disk not detected";

    private static Report fix(String id, String date, String added) {
        return mail(id, WORK, date, "[PATCH] ata: frob: Add shutdown to quiesce the controller", PatchText.oneFile(
                "Without a shutdown method the controller keeps its DMA running across kexec, and the second"
                        + " kernel cannot reset the link.", "", "drivers/ata/frob.c", added));
    }

    private static final String BOTH = "+static void frob_shutdown_one(struct pci_dev *dev);\n"
            + "+\t.shutdown\t\t= frob_shutdown_one,";

    @Test
    void theFormalPostingOfAReportsDraftIsItsFix() throws Exception {
        List<Report> mail = List.of(mail("kexec@home", HOME, "Mon, 6 Jan 2020 11:54:44 +0000", REPORT_SUBJECT,
                report(DRAFT)), fix("shutdown@work", "Thu, 23 Jan 2020 10:41:57 +0000", BOTH));
        Clusterer c = placed(mail);
        assertNotNull(c.clusterOf("kexec@home"));
        assertEquals(c.clusterOf("kexec@home"), c.clusterOf("shutdown@work"));
        RestoreAcrossRunsTest.sameAcrossRuns(mail, "kexec@home", "shutdown@work");
    }

    @Test
    void oneSharedLineOrAYearLaterOrAQuotedDiffTiesNothing() {
        String one = "+static void frob_shutdown_one(struct pci_dev *dev);\n+\tfrob_quiesce_engine(host, true);";
        Clusterer c = placed(List.of(mail("kexec@home", HOME, "Mon, 6 Jan 2020 11:54:44 +0000", REPORT_SUBJECT,
                report(DRAFT)), fix("one@work", "Thu, 23 Jan 2020 10:41:57 +0000", one)));
        assertNotEquals(c.clusterOf("kexec@home"), c.clusterOf("one@work"));

        c = placed(List.of(mail("kexec@home", HOME, "Mon, 6 Jan 2020 11:54:44 +0000", REPORT_SUBJECT,
                report(DRAFT)), fix("late@work", "Mon, 1 Feb 2021 10:41:57 +0000", BOTH)));
        assertNotEquals(c.clusterOf("kexec@home"), c.clusterOf("late@work"));

        String quoted = DRAFT.lines().map(l -> "> " + l).reduce("", (a, b) -> a + b + "\n");
        c = placed(List.of(mail("kexec@home", HOME, "Mon, 6 Jan 2020 11:54:44 +0000", REPORT_SUBJECT,
                report(quoted)), fix("shutdown@work", "Thu, 23 Jan 2020 10:41:57 +0000", BOTH)));
        assertNotEquals(c.clusterOf("kexec@home"), c.clusterOf("shutdown@work"));
    }

    @Test
    void draftLinesAreReadAfterADiffHeaderOnly() {
        assertEquals(2, DraftDiffs.ofReport(DRAFT).size());
        assertEquals(DraftDiffs.ofReport(DRAFT), DraftDiffs.ofPatch(fix("f@x", "Thu, 23 Jan 2020 10:41:57 +0000",
                BOTH).mail().text()));
        assertTrue(DraftDiffs.ofReport("The rail reads\n+12V supply is stable at all times here\n"
                + "+5V standby rail is also stable at all times\n").isEmpty(), "no diff header: prose");
        assertTrue(DraftDiffs.ofReport("diff --git a/x b/x\n+}\n+return 0;\n").isEmpty(), "short lines");
        assertTrue(DraftDiffs.ofPatch("no diff at all\n+static void frob_shutdown_one(struct pci_dev *dev);\n")
                .isEmpty());
    }

    @Test
    void hostileBodiesEndFast() {
        assertTrue(DraftDiffs.ofReport(null).isEmpty() && DraftDiffs.ofPatch(null).isEmpty());
        // Session 25: linear by growth (testkit.Linearity), not by a wall clock a loaded machine can miss.
        Linearity.assertLinear("reading hostile diffs", 1_000_000, DraftDiffsTest::hostile);
    }

    /** A {@code 5 n} long line, {@code 3 n / 10} short ones, {@code 2 n} quote marks and {@code n} "+": read. */
    private static void hostile(int n) {
        String huge = "diff --git a/x b/x\n" + "+".repeat(5 * n) + "\n";
        StringBuilder many = new StringBuilder("diff --git a/x b/x\n");
        for (int i = 0; i < 3 * n / 10; i++) {
            many.append(" +static int frob_line_").append(i).append("(void);\n");
        }
        String deep = ">".repeat(2 * n) + "\n" + " +".repeat(n);
        assertTrue(DraftDiffs.ofReport(huge).isEmpty());
        assertEquals(DraftDiffs.MAX_KEYS, DraftDiffs.ofReport(many.toString()).size());
        assertTrue(DraftDiffs.ofReport(deep).isEmpty());
        assertTrue(DraftDiffs.ofPatch("\n" + huge).isEmpty());
    }
}
