package dev.lkmltriage.triage;

import static dev.lkmltriage.triage.LinkedRevertsTest.placed;
import static dev.lkmltriage.triage.ReporterTiesTest.mail;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.lkmltriage.report.Report;
import dev.lkmltriage.testkit.TimeBudget;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Session 44 (cluster65; mail invented): a firmware file the driver cannot find or load is a symptom of its own, and
 * a report titled so does not join by the weaker ties a cluster of the same device whose reports name no symptom
 * ({@link OtherProblem}).
 */
class MissingFirmwareTest {
    private static final String HBA = "06:00.0 Fibre Channel [0c04]: QLogic Corp. ISP2532-based 8Gb Fibre Channel to"
            + " PCI Express HBA [1077:2532] (rev 02)\n";

    private static Report resets() {
        return mail("mf-1@a", "Eva Holm <eva@example.se>", "Mon, 8 Apr 2013 10:00:00 +0000",
                "qla2xxx: adapter resets and paths fail under backup load since 3.8",
                "Hi,\n\nsince 3.8.4 the HBA issues aborts and resets itself during the nightly backup, and the"
                        + " multipath paths are failed. 3.7.10 is good, 3.8.4 is bad.\n\nqla2xxx [0000:06:00.0]-801c:5:"
                        + " Abort command issued nexus=5:0:1 --  1 2003.\n\n" + HBA + "\nEva\n");
    }

    @Test
    void aReportTitledThatItsFirmwareIsMissingStaysOutOfAnUnclassedClusterOfItsDevice() {
        Report firmware = mail("mf-2@b", "Bo Rask <bo@example.dk>", "Thu, 2 May 2013 09:00:00 +0000",
                "qla2xxx: HBA not initialised on 3.8, failed to load firmware",
                "Hello,\n\nwith 3.8.6 the card stays down at boot:\n\nqla2xxx [0000:06:00.0]-0063:1: Failed to load"
                        + " firmware image (ql2500_fw.bin).\n\n3.7.10 is good, 3.8.6 is bad.\n\n" + HBA + "\nBo\n");
        Report again = mail("mf-3@c", "Lis Berg <lis@example.no>", "Fri, 3 May 2013 09:00:00 +0000",
                "qla2xxx aborts and adapter resets on 3.8",
                "Hi,\n\nthe same aborts under load here with 3.8.6, paths fail. 3.7.10 is good, 3.8.6 is bad.\n\n"
                        + HBA + "\nLis\n");
        assertEquals("firmware", ReportFeatures.of(firmware).symptom());
        Clusterer c = placed(List.of(resets(), firmware, again));
        assertNotNull(c.clusterOf("mf-1@a"));
        assertNotEquals(c.clusterOf("mf-1@a"), c.clusterOf("mf-2@b"), c.get(c.clusterOf("mf-1@a")).members()
                .toString());
        assertEquals(c.clusterOf("mf-1@a"), c.clusterOf("mf-3@c"));
    }

    @Test
    void firmwareWordsTypeOnlyAMissingFileAndOnlyWhatNoOtherClassNames() {
        assertEquals("firmware", ReportFeatures.symptomClass("b43: no wireless on 2.6.35, ucode15.fw not found"));
        assertEquals("firmware", ReportFeatures.symptomClass("direct firmware load for iwlwifi-7260-17.ucode failed"));
        assertEquals("firmware", ReportFeatures.symptomClass("hba not initialised, firmware image unavailable"));
        assertEquals("crash", ReportFeatures.symptomClass("oops after failed to load firmware"));
        assertEquals("hang", ReportFeatures.symptomClass("firmware crashed, tx timeout"));
        assertEquals(null, ReportFeatures.symptomClass("microcode sw error, firmware version 5.08.00"));
        assertEquals(null, ReportFeatures.symptomClass("firmwarenot found"));
    }

    @Test
    void aFirmwareWordInTheTextAloneDoesNotKeepAReportOut() {
        // Typed by its text, not its title: the veto reads the title's claim, as for speed and suspend.
        Report firmwareInText = mail("mf-4@b", "Bo Rask <bo@example.dk>", "Thu, 2 May 2013 09:00:00 +0000",
                "qla2xxx: adapter resets on 3.8",
                "Hello,\n\nwith 3.8.6 the card resets, and once it said failed to load firmware. 3.7.10 is good,"
                        + " 3.8.6 is bad.\n\n" + HBA + "\nBo\n");
        Clusterer c = placed(List.of(resets(), firmwareInText));
        assertEquals(c.clusterOf("mf-1@a"), c.clusterOf("mf-4@b"));
    }

    @Test
    void hostileFirmwareWordsStayWithinTheirBudget() {
        String many = "failed to load firmware ".repeat(100_000) + "x".repeat(3_000_000);
        assertTimeoutPreemptively(TimeBudget.seconds(5), () -> {
            ReportFeatures.symptomClass(many);
            Report r = mail("mf-5@a", "A B <a@example.org>", "Mon, 8 Apr 2013 10:00:00 +0000",
                    "fw not found ".repeat(50_000), many);
            ReportFeatures.of(r);
        });
    }
}
