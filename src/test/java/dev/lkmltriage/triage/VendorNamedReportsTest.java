package dev.lkmltriage.triage;

import static dev.lkmltriage.triage.LinkedRevertsTest.placed;
import static dev.lkmltriage.triage.ReporterTiesTest.mail;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.mail.MailParser;
import dev.lkmltriage.report.Report;
import dev.lkmltriage.testkit.TimeBudget;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Session 46 (cluster67; mail invented): a report that pastes no listing and names no driver still says whose hardware
 * it is ("the Adaptec controller", "an Intel PRO/100 on the board"). Among the clusters carrying a device of that vendor,
 * the one it meets by an overlapping closed window and the same symptom takes it ({@link NamedDevices#ofVendor},
 * {@link CandidateSearch#byVendor}); two such clusters, or none, leave it apart.
 */
class VendorNamedReportsTest {
    private static Report raid(String id, String date, String subject, String card) {
        return raid(id, date, subject, card, "aacraid 0000:03:00.0: Host bus reset request. SCSI hang ?");
    }

    private static Report raid(String id, String date, String subject, String card, String log) {
        return mail(id, "Rosa Vidal <rosa@example.es>", date, subject,
                "Hi,\n\nsince 4.14.3 the array stalls under load for a minute and the controller resets; 4.13.16 is good,"
                        + " 4.14.3 is bad.\n\n" + log + "\n\n" + card + "\nRosa\n");
    }

    private static final String SERIES8 = "03:00.0 RAID bus controller [0104]: Adaptec Series 8 12G SAS/PCIe 3"
            + " [9005:028d] (rev 01)\n";

    private static Report keyless(String id, String words) {
        return mail(id, "Tim Berg <tim@example.se>", "Wed, 17 Jan 2018 10:00:00 +0000",
                "backup server freezes for a minute, then resets",
                "Hello,\n\nour backup server with " + words + " freezes for a minute and then the disks come back,"
                        + " since the 4.14.13-1-ARCH kernel. With 4.9.77 I never saw it.\n\nTim\n");
    }

    @Test
    void aReportNamingOnlyItsVendorJoinsTheOneClusterItFitsByWindowAndSymptom() {
        Clusterer c = placed(List.of(raid("vn-1@a", "Wed, 20 Dec 2017 10:00:00 +0000",
                "aacraid: I/O stalls and host resets under load on 4.14", SERIES8),
                keyless("vn-2@b", "an Adaptec RAID card")));
        assertNotNull(c.clusterOf("vn-1@a"));
        assertEquals(c.clusterOf("vn-1@a"), c.clusterOf("vn-2@b"), c.all().toString());
        assertTrue(c.get(c.clusterOf("vn-1@a")).members().toString().contains("vendor"));
    }

    @Test
    void withoutTheVendorOrWrittenAsAnOrdinaryWordItStaysApart() {
        for (String words : List.of("a RAID card", "an adaptec RAID card", "a RAID card (Linux, of course)")) {
            Clusterer c = placed(List.of(raid("vn-1@a", "Wed, 20 Dec 2017 10:00:00 +0000",
                    "aacraid: I/O stalls and host resets under load on 4.14", SERIES8), keyless("vn-3@b", words)));
            assertNotEquals(c.clusterOf("vn-1@a"), c.clusterOf("vn-3@b"), words);
        }
    }

    @Test
    void twoClustersOfTheVendorThatFitLeaveItApart() {
        String other = "04:00.0 Serial Attached SCSI controller [0107]: Adaptec Smart Storage PQI 12G SAS/PCIe 3"
                + " [9005:028f] (rev 01)\n";
        Clusterer c = placed(List.of(raid("vn-1@a", "Wed, 20 Dec 2017 10:00:00 +0000",
                "aacraid: I/O stalls and host resets under load on 4.14", SERIES8),
                raid("vn-4@c", "Thu, 21 Dec 2017 10:00:00 +0000", "smartpqi: controller lockup and resets on 4.14",
                        other, "smartpqi 0000:04:00.0: controller is offline: status code 0x6100c"), keyless("vn-5@b", "an Adaptec RAID card")));
        assertNotEquals(c.clusterOf("vn-1@a"), c.clusterOf("vn-5@b"));
        assertNotEquals(c.clusterOf("vn-4@c"), c.clusterOf("vn-5@b"));
    }

    @Test
    void noClosedWindowOrAnotherSymptomGivesNothing() {
        Report open = mail("vn-6@b", "Tim Berg <tim@example.se>", "Wed, 17 Jan 2018 10:00:00 +0000",
                "backup server freezes for a minute, then resets",
                "Hello,\n\nour backup server with an Adaptec RAID card freezes for a minute on 4.14.13.\n\nTim\n");
        Report wake = mail("vn-7@b", "Tim Berg <tim@example.se>", "Wed, 17 Jan 2018 10:00:00 +0000",
                "backup server no longer wakes on LAN",
                "Hello,\n\nour backup server with an Adaptec RAID card no longer wakes by magic packet since the"
                        + " 4.14.13-1-ARCH kernel. With 4.9.77 I never saw it.\n\nTim\n");
        Clusterer c = placed(List.of(raid("vn-1@a", "Wed, 20 Dec 2017 10:00:00 +0000",
                "aacraid: I/O stalls and host resets under load on 4.14", SERIES8), open, wake));
        assertNotEquals(c.clusterOf("vn-1@a"), c.clusterOf("vn-6@b"));
        assertNotEquals(c.clusterOf("vn-1@a"), c.clusterOf("vn-7@b"));
    }

    @Test
    void vendorWordsAreReadOnlyAsCapitalisedNamesInUnquotedText() {
        NamedDevices n = NamedDevices.shipped();
        n.learn(Set.of("9005:028d", "8086:1229", "1d6b:0002"));
        assertEquals(Set.of("9005:028d"), n.ofVendor(new MailParser().parse(
                "Subject: array stalls\n\nThe Adaptec card stalls.\n".getBytes())));
        assertTrue(n.ofVendor(new MailParser().parse(
                "Subject: array stalls\n\nthe adaptec card stalls.\n".getBytes())).isEmpty());
        assertTrue(n.ofVendor(new MailParser().parse(
                "Subject: Re: x\n\nOn Mon, 8 Jan 2018, Rosa wrote:\n> the card stalls, an Adaptec one\n> since 4.14.\n\nMe too.\n".getBytes())).isEmpty());
        // "Linux Foundation" is the root hub's vendor: the word names everything
        assertTrue(n.ofVendor(new MailParser().parse(
                "Subject: Linux hangs\n\nLinux hangs.\n".getBytes())).isEmpty());
        assertTrue(n.ofVendor(new MailParser().parse(
                "Subject: Intel\n\nIntel PRO/100 on the board.\n".getBytes())).contains("8086:1229"));
    }

    @Test
    void hostileTextStaysWithinItsBudget() {
        NamedDevices n = NamedDevices.shipped();
        n.learn(Set.of("9005:028d", "8086:1229"));
        String text = "Subject: x\n\n" + "Adaptec Intel Zzzz ".repeat(200_000) + "\u00e9".repeat(100_000);
        assertTimeoutPreemptively(TimeBudget.seconds(10), () -> {
            n.ofVendor(new MailParser().parse(text.getBytes(java.nio.charset.StandardCharsets.UTF_8)));
            n.ofVendor(new MailParser().parse("Subject: \n\n".getBytes()));
        });
    }
}
