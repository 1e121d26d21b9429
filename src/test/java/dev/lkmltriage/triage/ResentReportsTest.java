package dev.lkmltriage.triage;

import static dev.lkmltriage.triage.LinkedRevertsTest.placed;
import static dev.lkmltriage.triage.ReporterTiesTest.mail;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.report.Report;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Session 37 (cluster58; mail invented): one sender's report sent again months later under a retouched title, in a
 * thread of its own, joins the first ({@link Reporters#resent}); with a lore link to the first thread it stays apart
 * as "related" ({@link Reporters#ownLinked}, session 10). Spam sent twice, a sender who has opened several clusters (a
 * maintainer forwarding reports), and one sender's other problem sharing only generic words stay apart.
 */
class ResentReportsTest {
    private static final String ANN = "Ann Berger <ann.berger@example.org>";

    private static Report first() {
        return mail("irq-1@ann", ANN, "Tue, 16 Jul 2019 11:00:00 +0000",
                "[BUG] Raising an interrupt on one pin fires a second interrupt",
                """
                Hello,

                on our board (kernel 4.14.120 with the RT patch) each time the FPGA raises
                INTA the handler of the SATA controller runs too, although it raised
                nothing, and after a minute the kernel disables the line:

                [  812.402113] irq 19: nobody cared (try booting with the "irqpoll" option)

                Any idea where to look?
                Ann
                """);
    }

    private static Report resent(String extra) {
        return mail("irq-2@ann", ANN, "Thu, 31 Oct 2019 03:50:00 +0000",
                "Threaded interrupt handler makes a second interrupt fire on a Broadwell system",
                """
                Hi all,

                I reported this in July and still see it with kernel 4.14.134: when the
                driver requests its line as a oneshot threaded interrupt, every assertion
                also delivers a second interrupt on another vector, which stalls our
                real-time task. The log fills with

                [ 1204.550871] do_IRQ: 3.36 No irq handler for vector
                """ + extra + "\nAnn\n");
    }

    @Test
    void aSendersOneReportSentAgainUnderARetouchedTitleJoinsIt() throws Exception {
        List<Report> mail = List.of(first(), resent(""));
        Clusterer c = placed(mail);
        assertNotNull(c.clusterOf("irq-1@ann"));
        assertEquals(c.clusterOf("irq-1@ann"), c.clusterOf("irq-2@ann"));
        RestoreAcrossRunsTest.sameAcrossRuns(mail, "irq-1@ann", "irq-2@ann");
    }

    @Test
    void linkingItsFirstThreadUnderAnotherTitleStillSaysRelated() {
        // Reporters.ownLinked (session 10): a sender's own link from a new thread names a related problem.
        Clusterer c = placed(List.of(first(),
                resent("Similar to what I asked at https://lore.kernel.org/r/irq-1@ann\n")));
        assertNotNull(c.clusterOf("irq-1@ann"));
        assertNotEquals(c.clusterOf("irq-1@ann"), c.clusterOf("irq-2@ann"));
    }

    @Test
    void spamSentTwiceUnderARetouchedSubjectStaysApart() {
        Clusterer c = placed(List.of(
                mail("s-1@x", "Mr Obi <obi@example.net>", "Sun, 6 Oct 2019 19:00:00 +0000",
                        "RE: URGENT BUSINESS OFFER FROM MR JAMES OBI",
                        "Dear friend, I wrote to you before about an urgent business offer. Reply soon.\n"),
                mail("s-2@x", "Mr Obi <obi@example.net>", "Fri, 11 Oct 2019 12:00:00 +0000",
                        "RE: URGENT BUSINESS OFFER FROM MR JAMES OBI ??",
                        "Dear friend, did you read my urgent business offer? Reply soon.\n")));
        String a = c.clusterOf("s-1@x");
        assertTrue(a == null || !a.equals(c.clusterOf("s-2@x")), "spam joined spam");
    }

    @Test
    void aSenderWhoOpenedSeveralClustersResendsNone() {
        String bo = "Bo Lind <bo@example.com>";
        Clusterer c = placed(List.of(
                mail("f-1@bo", bo, "Mon, 2 Mar 2020 10:00:00 +0000", "pcie-foo: link training times out on 5.6",
                        "The pcie-foo host bridge (kernel 5.6-rc3) never trains its link on the Orange board.\n"),
                mail("f-2@bo", bo, "Tue, 3 Mar 2020 10:00:00 +0000", "pcie-bar: MSI storm after resume",
                        "With 5.6-rc3 the pcie-bar controller floods MSIs after resume from S3.\n"),
                mail("f-3@bo", bo, "Wed, 4 Mar 2020 10:00:00 +0000", "pcie-baz: link training fails on the Lemon board",
                        "The pcie-baz controller on 5.6-rc4 does not train its link at all.\n")));
        assertNotEquals(c.clusterOf("f-1@bo"), c.clusterOf("f-3@bo"));
    }

    @Test
    void oneSendersOtherProblemSharingGenericWordsStaysApart() {
        String cy = "Cy Moor <cy@example.com>";
        Clusterer c = placed(List.of(
                mail("g-1@cy", cy, "Mon, 6 Apr 2020 10:00:00 +0000", "PCIe error messages flood the log",
                        "On 5.6.2 the root port at 00:1c.0 logs corrected errors every second.\n"),
                mail("g-2@cy", cy, "Mon, 1 Jun 2020 10:00:00 +0000", "PCIe device not found after error",
                        "On 5.7 my NVMe disk is gone after the machine resumes from suspend.\n")));
        assertNotEquals(c.clusterOf("g-1@cy"), c.clusterOf("g-2@cy"));
    }
}
