package dev.lkmltriage.triage;

import static dev.lkmltriage.triage.ReporterTiesTest.mail;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.extract.ExtractSettings;
import dev.lkmltriage.extract.FactExtractor;
import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.MailParser;
import dev.lkmltriage.report.Report;
import dev.lkmltriage.testkit.TimeBudget;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Session 32 (cluster47), from the archive's PCI/ERR cluster (fixtures invented): a driver's feature series whose last
 * part reverts the core commit a report blames joins the report's cluster by that part; the reviews of the driver's
 * other parts (another change each, in other files) used to follow the thread into the cluster. They are placed by
 * their own evidence now, and so are the answers to them; a review of the joining part still follows, and so does a
 * review of a sibling in the same files (a revert's redo, a fix's preparation: one change's series).
 */
class SiblingAnswersTest {
    private static final FactExtractor EXTRACTOR = new FactExtractor(ExtractSettings.defaults());
    private final Clusterer clusterer = new Clusterer(ClusterWeights.load(Path.of("models")));

    private static final String ANA = "Ana Pirelli <ana.pirelli@example.net>";
    private static final String DEV = "Tomas Ekdahl <tomas.ekdahl@example.com>";
    private static final String REV = "Ola Brannigan <ola.brannigan@example.org>";

    private static final String REPORT = """
            Hi,

            Since 5.8 a fatal AER error on the NIC behind my root port is never recovered: the driver's
            slot_reset callback returns PCI_ERS_RESULT_RECOVERED but the device stays disconnected, and
            the log says

            [  210.118201] pcieport 0000:00:1c.0: AER: device recovery failed

            It worked with 5.7. Any idea?

            Ana
            """;

    /** A message answering {@code parent} in the thread {@code root} started, through the real parser. */
    private static Report answer(String id, String parent, String root, String from, String date, String subject,
                                 String body) {
        String refs = parent.equals(root) ? "<" + root + ">" : "<" + root + "> <" + parent + ">";
        String raw = "Message-ID: <" + id + ">\nIn-Reply-To: <" + parent + ">\nReferences: " + refs + "\nDate: "
                + date + "\nFrom: " + from + "\nTo: linux-pci@vger.kernel.org\nSubject: " + subject + "\n\n" + body;
        Mail m = new MailParser().parse(raw.getBytes(StandardCharsets.UTF_8));
        return new Report(m, root, EXTRACTOR.extract(m), null);
    }

    private static String driverPart(String what, String file) {
        return PatchText.oneFile("During error recovery the " + what + " must not touch the hardware until the"
                + " link is back; check the recovery flag first.", "", file,
                "+\tif (adev->in_recovery)\n+\t\treturn 0;");
    }

    private static String corePart(String file, String trailers) {
        return PatchText.oneFile("This reverts the change that overwrote the status a driver's error_detected"
                + " callback returned with the status of the link reset, so recovery of a device whose link came"
                + " back failed.", trailers, file, "-\tstatus = reset_link(dev);\n+\treset_link(dev);");
    }

    /** The report, the series' cover and its driver parts placed nowhere, then its core revert naming the report. */
    private Clusterer.Placement seriesAfterReport(String tag, String siblingFile) {
        Clusterer.Placement report = clusterer.place(mail("aer" + tag + "@ana", ANA,
                "Mon, 31 Aug 2020 09:00:00 +0000", "AER recovery fails since 5.8", REPORT));
        assertNotNull(report);
        String cover = "c0" + tag + "@dev";
        assertNull(clusterer.place(mail(cover, DEV, "Wed, 2 Sep 2020 18:42:00 +0000",
                "[PATCH v4 0/3] drm/foo: Implement PCI error recovery", "Three parts.\n\nTomas\n")));
        assertNull(clusterer.place(answer("c1" + tag + "@dev", cover, cover, DEV, "Wed, 2 Sep 2020 18:42:01 +0000",
                "[PATCH v4 1/3] drm/foo: Avoid touching the hardware during recovery",
                driverPart("suspend path", siblingFile))));
        assertNull(clusterer.place(answer("c2" + tag + "@dev", cover, cover, DEV, "Wed, 2 Sep 2020 18:42:02 +0000",
                "[PATCH v4 2/3] drm/foo: Block job scheduling during recovery",
                driverPart("scheduler", siblingFile))));
        Clusterer.Placement revert = clusterer.place(answer("c3" + tag + "@dev", cover, cover, DEV,
                "Wed, 2 Sep 2020 18:42:03 +0000",
                "[PATCH v4 3/3] Revert \"PCI/ERR: Update error status after reset_link()\"",
                corePart("drivers/pci/pcie/err.c", "Link: https://lore.kernel.org/r/aer" + tag + "@ana\n"
                        + "Reported-by: " + ANA + "\n")));
        assertNotNull(revert);
        assertEquals(report.clusterId(), revert.clusterId(), "the revert names the report");
        return report;
    }

    @Test
    void reviewsOfADriversOtherPartsStayOutOfTheReportsCluster() {
        Clusterer.Placement report = seriesAfterReport("a", "drivers/gpu/drm/foo/foo_device.c");
        String cover = "c0a@dev";
        Clusterer.Placement review = clusterer.place(answer("r1a@rev", "c1a@dev", cover, REV,
                "Wed, 2 Sep 2020 21:36:00 +0000", "Re: [PATCH v4 1/3] drm/foo: Avoid touching the hardware during"
                        + " recovery", "Should this not check the flag under the reset lock?\n\nOla\n"));
        assertTrue(review == null || !review.clusterId().equals(report.clusterId()),
                "a review of another part is about that part's change: " + review);
        Clusterer.Placement reply = clusterer.place(answer("r2a@dev", "r1a@rev", cover, DEV,
                "Thu, 3 Sep 2020 08:00:00 +0000", "Re: [PATCH v4 1/3] drm/foo: Avoid touching the hardware during"
                        + " recovery", "Yes, I will move it under the lock in v5.\n\nTomas\n"));
        assertTrue(reply == null || !reply.clusterId().equals(report.clusterId()),
                "nor is the answer to that review: " + reply);
        assertNotEquals(report.clusterId(), clusterer.clusterOf("r1a@rev"));
        Clusterer.Placement ofRevert = clusterer.place(answer("r3a@rev", "c3a@dev", cover, REV,
                "Wed, 2 Sep 2020 22:00:00 +0000", "Re: [PATCH v4 3/3] Revert \"PCI/ERR: Update error status after"
                        + " reset_link()\"", "This breaks the hotplug case; the status must be kept.\n\nOla\n"));
        assertNotNull(ofRevert);
        assertEquals(report.clusterId(), ofRevert.clusterId(), "a review of the joining part follows the thread");
    }

    /**
     * At session 32's merge cluster48's rule ({@link PartAnswers}) decides first: an answer to a part placed nowhere
     * is placed by its own evidence, in the revert's own file or not (its archive reading found answers to a
     * same-series sibling fixing another problem joined wrongly), so the sibling's files no longer keep it in.
     */
    @Test
    void reviewsOfASiblingPlacedNowhereStrayInTheSameFilesToo() {
        Clusterer.Placement report = seriesAfterReport("b", "drivers/pci/pcie/err.c");
        Clusterer.Placement review = clusterer.place(answer("r1b@rev", "c1b@dev", "c0b@dev", REV,
                "Wed, 2 Sep 2020 21:36:00 +0000", "Re: [PATCH v4 1/3] drm/foo: Avoid touching the hardware during"
                        + " recovery", "Should this not check the flag under the reset lock?\n\nOla\n"));
        assertTrue(review == null || !review.clusterId().equals(report.clusterId()), "" + review);
    }

    /**
     * The report, the series and the answers of both cases above, with a second review of part 2 and a review of the
     * cover: one run and two runs with a reopen before any message place them alike (cluster50).
     */
    private static java.util.List<Report> wholeSequence(String tag, String siblingFile) {
        String cover = "c0" + tag + "@dev";
        String part1 = "[PATCH v4 1/3] drm/foo: Avoid touching the hardware during recovery";
        return java.util.List.of(
                mail("aer" + tag + "@ana", ANA, "Mon, 31 Aug 2020 09:00:00 +0000", "AER recovery fails since 5.8",
                        REPORT),
                mail(cover, DEV, "Wed, 2 Sep 2020 18:42:00 +0000",
                        "[PATCH v4 0/3] drm/foo: Implement PCI error recovery", "Three parts.\n\nTomas\n"),
                answer("c1" + tag + "@dev", cover, cover, DEV, "Wed, 2 Sep 2020 18:42:01 +0000", part1,
                        driverPart("suspend path", siblingFile)),
                answer("c2" + tag + "@dev", cover, cover, DEV, "Wed, 2 Sep 2020 18:42:02 +0000",
                        "[PATCH v4 2/3] drm/foo: Block job scheduling during recovery",
                        driverPart("scheduler", siblingFile)),
                answer("c3" + tag + "@dev", cover, cover, DEV, "Wed, 2 Sep 2020 18:42:03 +0000",
                        "[PATCH v4 3/3] Revert \"PCI/ERR: Update error status after reset_link()\"",
                        corePart("drivers/pci/pcie/err.c", "Link: https://lore.kernel.org/r/aer" + tag + "@ana\n"
                                + "Reported-by: " + ANA + "\n")),
                answer("r1" + tag + "@rev", "c1" + tag + "@dev", cover, REV, "Wed, 2 Sep 2020 21:36:00 +0000",
                        "Re: " + part1, "Should this not check the flag under the reset lock?\n\nOla\n"),
                answer("r3" + tag + "@rev", "c3" + tag + "@dev", cover, REV, "Wed, 2 Sep 2020 22:00:00 +0000",
                        "Re: [PATCH v4 3/3] Revert \"PCI/ERR: Update error status after reset_link()\"",
                        "This breaks the hotplug case; the status must be kept.\n\nOla\n"),
                answer("r4" + tag + "@rev", "c2" + tag + "@dev", cover, REV, "Wed, 2 Sep 2020 22:10:00 +0000",
                        "Re: [PATCH v4 2/3] drm/foo: Block job scheduling during recovery",
                        "Acked-by: " + REV + "\n"),
                answer("r5" + tag + "@rev", cover, cover, REV, "Wed, 2 Sep 2020 22:20:00 +0000",
                        "Re: [PATCH v4 0/3] drm/foo: Implement PCI error recovery",
                        "Which tree should this go through?\n\nOla\n"),
                answer("r2" + tag + "@dev", "r1" + tag + "@rev", cover, DEV, "Thu, 3 Sep 2020 08:00:00 +0000",
                        "Re: " + part1, "Yes, I will move it under the lock in v5.\n\nTomas\n"),
                answer("r6" + tag + "@rev", "r2" + tag + "@dev", cover, REV, "Thu, 3 Sep 2020 09:00:00 +0000",
                        "Re: " + part1, "Fine with me.\n\nOla\n"));
    }

    /**
     * A series without a cover: its first part (the thread's root, a driver clean-up) placed nowhere, its second part
     * (the core revert, answering the first) naming the report; then a review of the first part and the answers to
     * it, and a review of the revert.
     */
    static java.util.List<Report> coverlessSequence(String tag) {
        String root = "p1" + tag + "@dev";
        String part1 = "[PATCH 1/2] drm/foo: Avoid touching the hardware during recovery";
        String part2 = "[PATCH 2/2] Revert \"PCI/ERR: Update error status after reset_link()\"";
        return java.util.List.of(
                mail("aer" + tag + "@ana", ANA, "Mon, 31 Aug 2020 09:00:00 +0000", "AER recovery fails since 5.8",
                        REPORT),
                mail(root, DEV, "Wed, 2 Sep 2020 18:42:01 +0000", part1,
                        driverPart("suspend path", "drivers/gpu/drm/foo/foo_device.c")),
                answer("p2" + tag + "@dev", root, root, DEV, "Wed, 2 Sep 2020 18:42:03 +0000", part2,
                        corePart("drivers/pci/pcie/err.c", "Link: https://lore.kernel.org/r/aer" + tag + "@ana\n"
                                + "Reported-by: " + ANA + "\n")),
                answer("q1" + tag + "@rev", root, root, REV, "Wed, 2 Sep 2020 21:36:00 +0000", "Re: " + part1,
                        "Should this not check the flag under the reset lock?\n\nOla\n"),
                answer("q2" + tag + "@dev", "q1" + tag + "@rev", root, DEV, "Thu, 3 Sep 2020 08:00:00 +0000",
                        "Re: " + part1, "Yes, I will move it under the lock in v2.\n\nTomas\n"),
                answer("q3" + tag + "@rev", "p2" + tag + "@dev", root, REV, "Thu, 3 Sep 2020 09:00:00 +0000",
                        "Re: " + part2, "This breaks the hotplug case; the status must be kept.\n\nOla\n"),
                answer("q4" + tag + "@rev", "q2" + tag + "@dev", root, REV, "Thu, 3 Sep 2020 10:00:00 +0000",
                        "Re: " + part1, "Fine with me.\n\nOla\n"));
    }

    @Test
    void theSameAtEverySplitAcrossAReopen() throws Exception {
        RestoreAcrossRunsTest.sameAtEverySplit(wholeSequence("e", "drivers/gpu/drm/foo/foo_device.c"));
        RestoreAcrossRunsTest.sameAtEverySplit(wholeSequence("f", "drivers/pci/pcie/err.c"));
        RestoreAcrossRunsTest.sameAtEverySplit(coverlessSequence("g"));
    }

    @Test
    void theCheckItselfReadsHeadersOnly() {
        ClusterState c = new ClusterState("c1");
        c.memberIds.add("member@x");
        Mail toSibling = new MailParser().parse(("Message-ID: <a@x>\nIn-Reply-To: <sib@x>\nReferences: <root@x>"
                + " <sib@x>\nSubject: Re: [PATCH v2 2/5] foo: bar\n\nok\n").getBytes(StandardCharsets.UTF_8));
        Set<String> off = Set.of("sib@x");
        assertTrue(SeriesParts.answersSibling(c, "root@x", toSibling, off::contains));
        assertFalse(SeriesParts.answersSibling(c, "root@x", toSibling, Set.<String>of()::contains),
                "a parent not known to be off the cluster (never seen, or of the same files) decides nothing");
        Mail toCover = new MailParser().parse(("Message-ID: <b@x>\nIn-Reply-To: <sib@x>\nReferences: <root@x>"
                + " <sib@x>\nSubject: Re: [PATCH v2 0/5] foo: bar\n\nok\n").getBytes(StandardCharsets.UTF_8));
        assertFalse(SeriesParts.answersSibling(c, "root@x", toCover, off::contains), "a cover's subject is no part");
        Mail toMember = new MailParser().parse(("Message-ID: <d@x>\nIn-Reply-To: <member@x>\nReferences: <root@x>"
                + " <member@x>\nSubject: Re: [PATCH v2 2/5] foo: bar\n\nok\n").getBytes(StandardCharsets.UTF_8));
        assertFalse(SeriesParts.answersSibling(c, "root@x", toMember, Set.of("member@x")::contains));
    }

    @Test
    void hostileSubjectsAndLongSeriesEndFast() {
        assertTimeoutPreemptively(TimeBudget.seconds(10), () -> {
            ClusterState c = new ClusterState("c1");
            String subject = "Re: " + "Re: ".repeat(50_000) + "[PATCH 1/2] " + "x".repeat(10_000_000);
            Mail huge = new MailParser().parse(("Message-ID: <a@x>\nIn-Reply-To: <sib@x>\nSubject: " + subject
                    + "\n\nok\n").getBytes(StandardCharsets.UTF_8));
            assertFalse(SeriesParts.answersSibling(c, "root@x", huge, Set.of("sib@x")::contains));
            Clusterer many = new Clusterer(ClusterWeights.load(Path.of("models")));
            many.place(mail("big@ana", ANA, "Mon, 31 Aug 2020 09:00:00 +0000", "AER recovery fails since 5.8",
                    REPORT));
            for (int i = 1; i <= 500; i++) {
                many.place(answer("p" + i + "@dev", "cover@dev", "cover@dev", DEV, "Wed, 2 Sep 2020 18:42:00 +0000",
                        "[PATCH " + i + "/999] drm/foo: part " + i, driverPart("part " + i,
                                "drivers/gpu/drm/foo/foo_" + i + ".c")));
                many.place(answer("q" + i + "@rev", "p" + i + "@dev", "cover@dev", REV,
                        "Wed, 2 Sep 2020 19:00:00 +0000", "Re: [PATCH " + i + "/999] drm/foo: part " + i, "ok\n"));
            }
        });
    }
}
