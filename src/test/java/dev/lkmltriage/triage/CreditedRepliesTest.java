package dev.lkmltriage.triage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.report.Report;
import dev.lkmltriage.testkit.TimeBudget;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Session 17, second round (fixtures invented, in the shape of a big irq series whose switch to generic domain ops
 * left one domain without its defaults): two people paste the same boot oops in answer to the series' cover, and
 * days later the series' author answers in the thread with a patch crediting both; the patch and the two replies
 * are one regression ({@link CreditedReplies}), and the series' thread lends the cluster nothing. Near misses: a
 * review quoting the patch, a robot's oops credited by the patch, a patch in the thread crediting no one of it.
 * Also: a fix posted as v1, re-titled for v2-v4, with another vendor's "hit the same issue" answer to v1 whom v4
 * credits ({@link CreditedReplies#confirming}); near misses: a tester's answer stating no problem, a quoted "same
 * issue", another sender's patch crediting the same tester, a patch crediting someone else.
 */
class CreditedRepliesTest {
    private static final String TOM = "Tom Irq <tom@example.org>";
    private static final String QUIN = "Quin Tester <quin@example.com>";
    private static final String PETE = "Pete Sched <pete@example.net>";
    private static final String BEN_Q = "Ben Question <ben@example.com>";
    private static final String ROBOT = "kernel test robot <lkp@intel.com>";
    private static final String MSI = "arch/x86/kernel/apic/frobmsi.c";

    private final Clusterer clusterer = new Clusterer(ClusterWeights.load(Path.of("models")));

    private static Report mail(String id, String parent, String from, String date, String subject, String body) {
        return PatchText.mail(id, parent, from, date, subject, body);
    }

    private static String oops(String intro, String stamp) {
        return intro + "\n\n" + stamp + "BUG: kernel NULL pointer dereference, address: 0000000000000000\n"
                + stamp + "#PF: supervisor instruction fetch in kernel mode\n"
                + stamp + "Oops: 0010 [#1] SMP\n" + stamp + "RIP: 0010:0x0\n" + stamp + "Call Trace:\n"
                + stamp + " msi_domain_alloc+0x36/0x130\n" + stamp + " frob_alloc_hwirq+0x9a/0x120\n";
    }

    /** The series' cover, a part, a review of the part and the two people's oops replies to the cover. */
    private List<Report> series() {
        return List.of(
                mail("s0@x", null, TOM, "Wed, 26 Aug 2020 13:16:28 +0200",
                        "[patch V2 00/12] x86, genirq: Prepare for frob MSI", "Twelve patches reworking MSI.\n"),
                mail("s5@x", "s0@x", TOM, "Wed, 26 Aug 2020 13:16:33 +0200",
                        "[patch V2 05/12] x86/msi: Use the common MSI domain hooks",
                        PatchText.oneFile("Use the generic ops.", "", MSI, "-\t.msi_prepare = frob_prepare,")),
                mail("s5r@x", "s0@x", PETE, "Thu, 27 Aug 2020 09:00:00 +0200",
                        "Re: [patch V2 05/12] x86/msi: Use the common MSI domain hooks",
                        "> -\t.msi_prepare = frob_prepare,\n\nLooks fine to me.\n"),
                mail("q@x", "s0@x", QUIN, "Fri, 25 Sep 2020 11:29:13 -0400",
                        "Re: [patch V2 00/12] x86, genirq: Prepare for frob MSI",
                        oops("Reverting this series on today's linux-next fixes a boot crash on our server:",
                                "[    8.466614][    T0] ")),
                mail("p@x", "s0@x", PETE, "Fri, 25 Sep 2020 17:49:37 +0200",
                        "Re: [patch V2 00/12] x86, genirq: Prepare for frob MSI",
                        oops("> Reverting this series fixes a boot crash.\n\nHere it looks like this:",
                                "[    1.830276] ")));
    }

    private static Report fix(String id, String trailers) {
        return mail(id, "s0@x", TOM, "Sun, 27 Sep 2020 10:46:44 +0200", "[PATCH] x86/apic/msi: Unbreak frob MSI",
                PatchText.oneFile("Switching the frob MSI code to the generic domain ops missed the flag that"
                                + " fills in the defaults, so allocating an interrupt in that domain crashes.",
                        "Fixes: 9006c133a422 (\"x86/msi: Use the common MSI domain hooks\")\n" + trailers, MSI,
                        "+\t.flags\t\t= MSI_FLAG_USE_DEF_DOM_OPS,"));
    }

    private static final String BOTH = "Reported-by: Quin Tester <quin@example.com>\n"
            + "Reported-by: Pete Sched <pete@example.net>\n";

    private void placeAll(List<Report> mail) {
        for (Report r : mail) {
            clusterer.place(r);
        }
    }

    @Test
    void aPatchInTheThreadCreditingTheOopsRepliesIsTheirFix() {
        placeAll(series());
        assertNull(clusterer.clusterOf("q@x"), "alone, the oops replies start nothing");
        Clusterer.Placement p = clusterer.place(fix("fix@x", BOTH));
        assertNotNull(p, "the crediting patch starts the cluster");
        assertEquals("fix", p.role());
        assertEquals(p.clusterId(), clusterer.clusterOf("q@x"));
        assertEquals(p.clusterId(), clusterer.clusterOf("p@x"));
        for (String other : List.of("s0@x", "s5@x", "s5r@x")) {
            assertNull(clusterer.clusterOf(other), other + ": the series' thread lends nothing");
        }
        Clusterer.Placement late = clusterer.place(mail("late@x", "s0@x", TOM, "Mon, 28 Sep 2020 10:00:00 +0200",
                "Re: [patch V2 00/12] x86, genirq: Prepare for frob MSI", "Thanks for testing.\n"));
        assertTrue(late == null || !p.clusterId().equals(late.clusterId()), "a later answer in the thread stays out");
    }

    @Test
    void aPatchCreditingOneOfThemTakesThatOneOnly() {
        placeAll(series());
        Clusterer.Placement p = clusterer.place(fix("fix@x", "Reported-by: Pete Sched <pete@example.net>\n"));
        assertNotNull(p);
        assertEquals(p.clusterId(), clusterer.clusterOf("p@x"));
        assertNull(clusterer.clusterOf("q@x"));
    }

    @Test
    void aReviewQuotingTheOopsIsNoReport() {
        placeAll(List.of(series().get(0), mail("r@x", "s0@x", PETE, "Fri, 25 Sep 2020 17:49:37 +0200",
                "Re: [patch V2 00/12] x86, genirq: Prepare for frob MSI",
                "> [    1.830276] BUG: kernel NULL pointer dereference, address: 0000000000000000\n"
                        + "> Oops: 0010 [#1] SMP\n\nLooks like the domain ops again.\n")));
        assertNull(clusterer.place(fix("fix@x", "Reported-by: Pete Sched <pete@example.net>\n")));
        assertNull(clusterer.clusterOf("r@x"));
    }

    @Test
    void aRobotsOopsCreditedByThePatchTiesNothing() {
        placeAll(List.of(series().get(0), mail("bot@x", "s0@x", ROBOT, "Fri, 25 Sep 2020 11:29:13 +0800",
                "[x86/msi] 9006c133a4: BUG:kernel_NULL_pointer_dereference,address",
                oops("FYI, we noticed the following commit:", "[    8.466614] "))));
        assertNull(clusterer.place(fix("fix@x", "Reported-by: kernel test robot <lkp@intel.com>\n")));
        assertNull(clusterer.clusterOf("bot@x"));
    }

    @Test
    void aPatchCreditingNoOneOfTheThreadTiesNothing() {
        placeAll(series());
        assertNull(clusterer.place(fix("fix@x", "Reported-by: Someone Else <else@example.com>\n")));
        assertNull(clusterer.place(fix("fix2@x", "")));
        assertNull(clusterer.clusterOf("q@x"));
    }

    @Test
    void theReporterPostingTheFixHimselfOrAMonthLaterTiesNothing() {
        placeAll(series());
        assertNull(clusterer.place(mail("own@x", "s0@x", PETE, "Sun, 27 Sep 2020 10:46:44 +0200",
                "[PATCH] x86/apic/msi: Unbreak frob MSI", PatchText.oneFile("Add the flag.",
                        "Reported-by: Pete Sched <pete@example.net>\n", MSI, "+\t.flags = 1,"))));
        assertNull(clusterer.place(mail("late@x", "s0@x", TOM, "Sun, 1 Nov 2020 10:46:44 +0200",
                "[PATCH] x86/apic/msi: Unbreak frob MSI", PatchText.oneFile("Add the flag.",
                        "Reported-by: Quin Tester <quin@example.com>\n", MSI, "+\t.flags = 2,"))));
        assertNull(clusterer.clusterOf("q@x"));
    }

    /** Session 20: a reply to the cover stating a bisect's result, its log lines holding no oops header. */
    private static Report bisectReply(String id, String from, String body) {
        return mail(id, "s0@x", from, "Fri, 25 Sep 2020 08:55:31 -0400",
                "REGRESSION: Re: [patch V2 00/12] x86, genirq: Prepare for frob MSI", body);
    }

    private static final String BISECTED = "> Twelve patches reworking MSI.\n\nHi Tom,\n\nOur test team was able to"
            + " bisect a regression on bare metal SR-IOV VFs to this series.\n\n"
            + "[Thu Oct 22 08:54:51 2020] FROBMAR: [INTR-REMAP] Request device [42:00.2] fault index 1600\n"
            + "[Thu Oct 22 08:55:54 2020] frob_core 0000:42:00.2: cmd0: CREATE_EQ recovered after timeout\n";

    @Test
    void aBisectReplyWithoutAnOopsIsAReportToo() {
        placeAll(List.of(series().get(0), bisectReply("b@x", QUIN, BISECTED)));
        assertNull(clusterer.clusterOf("b@x"), "alone, the bisect reply starts nothing");
        Clusterer.Placement p = clusterer.place(fix("fix@x", "Reported-by: Quin Tester <quin@example.com>\n"));
        assertNotNull(p);
        assertEquals(p.clusterId(), clusterer.clusterOf("b@x"));
    }

    @Test
    void askingForABisectOrQuotingOneIsNoReport() {
        placeAll(List.of(series().get(0),
                bisectReply("ask@x", PETE, "> It fails on our VFs.\n\nCould you bisect this further?\n"),
                bisectReply("quote@x", BEN_Q, "> We were able to bisect it to this series.\n\nWhich machine?\n")));
        assertNull(clusterer.place(fix("fix@x", "Suggested-by: Pete Sched <pete@example.net>\n"
                + "Reported-by: Ben Question <ben@example.com>\n")));
        assertNull(clusterer.clusterOf("ask@x"));
        assertNull(clusterer.clusterOf("quote@x"));
    }

    private static final String JON = "Jon Vmd <jon.vmd@example.com>";
    private static final String JAN = "Jan Laptop <jan@example.org>";
    private static final String VMD = "drivers/pci/controller/frobvmd.c";
    private static final String OFFSET = "+\tu8\t\t\tfirst_vec;\n+\tbest = vmd->first_vec + 1;\n"
            + "+\t\treturn &vmd->irqs[vmd->first_vec];";

    /** A fix posted as v1, re-titled for v2 and v3, and another vendor's answer to v1, the way tested. */
    private static List<Report> postings(String answer) {
        return List.of(
                mail("v1@x", null, JON, "Fri, 4 Sep 2020 11:13:25 -0600",
                        "[PATCH] PCI: frobvmd: Add AHCI to fast interrupt list",
                        PatchText.oneFile("An AHCI controller behind the bridge gets no interrupts when its MSI is"
                                + " programmed with vector 0.", "", VMD, "+\tcase PCI_CLASS_STORAGE_SATA_AHCI:")),
                mail("v2@x", null, JON, "Mon, 14 Sep 2020 11:32:55 -0600",
                        "[PATCH v2] PCI: frobvmd: Offset Client VMD MSI/X vectors",
                        PatchText.oneFile("Vector 0 does not forward remapped MSIs: offset the first vector.", "",
                                VMD, OFFSET)),
                mail("v3@x", null, JON, "Mon, 14 Sep 2020 13:01:28 -0600",
                        "[PATCH v3] PCI: frobvmd: Offset Client VMD MSI-X vectors",
                        PatchText.oneFile("Vector 0 does not forward remapped MSIs: offset the first vector.", "",
                                VMD, OFFSET)),
                mail("ans@x", "v1@x", JAN, "Mon, 19 Oct 2020 17:37:34 +0800",
                        "Re: [PATCH] PCI: frobvmd: Add AHCI to fast interrupt list", answer));
    }

    private static Report v4(String from, String trailers) {
        return mail("v4@x", null, from, "Mon, 2 Nov 2020 15:22:23 -0700",
                "[PATCH v4] PCI: frobvmd: Offset Client VMD MSI-X vectors",
                PatchText.oneFile("Vector 0 does not forward remapped MSIs: offset the first vector.", trailers, VMD,
                        OFFSET));
    }

    private static final String SAME = ">> An AHCI controller behind the bridge gets no interrupts.\n\n"
            + "We have some laptops with this configuration that hit the same issue, too.  They are all fixed by"
            + " this patch.\n\nTested-by: Jan Laptop <jan@example.org>\n";
    private static final String TESTED = "Tested-by: Jan Laptop <jan@example.org>\n";

    @Test
    void aLaterPostingCreditingWhoHitTheSameProblemTiesAllPostings() {
        placeAll(postings(SAME));
        assertNull(clusterer.clusterOf("v1@x"), "alone, the postings start nothing");
        Clusterer.Placement p = clusterer.place(v4(JON, TESTED));
        assertNotNull(p, "the crediting posting starts the cluster");
        for (String id : List.of("v1@x", "v2@x", "v3@x", "ans@x")) {
            assertEquals(p.clusterId(), clusterer.clusterOf(id), id);
        }
    }

    @Test
    void aTestersAnswerWithoutTheSameProblemTiesNothing() {
        placeAll(postings("> An AHCI controller behind the bridge gets no interrupts.\n\nWorks here.\n\n"
                + TESTED));
        assertNull(clusterer.place(v4(JON, TESTED)));
        placeAll(List.of(mail("q2@x", "v1@x", BEN_Q, "Tue, 20 Oct 2020 10:00:00 +0000",
                "Re: [PATCH] PCI: frobvmd: Add AHCI to fast interrupt list",
                "> We hit the same issue, too.\n\nWhich laptops?\n")));
        assertNull(clusterer.clusterOf("v1@x"), "a quoted 'same issue' is no one's own");
    }

    @Test
    void anotherSendersPatchOrOneCreditingSomeoneElseTiesNothing() {
        placeAll(postings(SAME));
        assertNull(clusterer.place(v4("Kai Aspm <kai@example.net>", TESTED)), "the answer was to Jon's posting");
        assertNull(clusterer.place(mail("v5@x", null, JON, "Tue, 3 Nov 2020 15:22:23 -0700",
                "[PATCH] PCI: frobvmd: Enable ASPM for mobile platforms", PatchText.oneFile("Enable ASPM.",
                        "Tested-by: Other <other@example.org>\n", VMD, "+\tpci_enable_link_state(pdev, 1);"))));
        assertNull(clusterer.clusterOf("v1@x"));
    }

    @Test
    void sameAcrossRunsForALaterPosting() throws Exception {
        List<Report> mail = new ArrayList<>(postings(SAME));
        mail.add(v4(JON, TESTED));
        RestoreAcrossRunsTest.sameAcrossRuns(mail, "v1@x", "v4@x");
    }

    @Test
    void sameAcrossRuns() throws Exception {
        List<Report> mail = new ArrayList<>(series());
        mail.add(fix("fix@x", BOTH));
        RestoreAcrossRunsTest.sameAcrossRuns(mail, "q@x", "fix@x");
    }

    @Test
    void hostileRepliesEndFast() {
        String stamps = ("[" + " ".repeat(10_000) + "1.0]").repeat(50) + "\n";
        Report huge = mail("h@x", "s0@x", QUIN, "Fri, 25 Sep 2020 11:29:13 -0400", "Re: x",
                stamps.repeat(20) + "[   1.0][" + "T".repeat(100_000) + "\n" + ">".repeat(500_000) + "\n");
        Report credits = fix("hc@x", ("Reported-by: " + "q".repeat(5000) + "\n").repeat(400));
        assertTimeoutPreemptively(TimeBudget.seconds(5), () -> {
            assertTrue(!CulpritReplies.pastesFailure(stamps.repeat(20)));
            clusterer.place(huge);
            clusterer.place(credits);
        });
        assertTrue(CulpritReplies.pastesFailure("[    8.4][ T123] BUG: kernel NULL pointer dereference\n"));
        assertTrue(!CulpritReplies.pastesFailure("> [    8.4] BUG: kernel NULL pointer dereference\n"));
        String longLines = ("x".repeat(300) + " the same issue " + "y".repeat(300) + "\n").repeat(200);
        assertTimeoutPreemptively(TimeBudget.seconds(2), () -> assertTrue(!CreditedReplies.sameProblem(longLines)));
        assertTrue(CreditedReplies.sameProblem("Hit the same problem on two boards.\n"));
        assertTrue(!CreditedReplies.sameProblem("> we see the same issue\n"));
        String bisects = ("x".repeat(300) + " bisect " + "y".repeat(300) + "\n").repeat(200);
        assertTimeoutPreemptively(TimeBudget.seconds(2), () -> assertTrue(!CreditedReplies.bisected(bisects)));
        assertTrue(CreditedReplies.bisected("I bisected it to commit 1234abcd.\n"));
        assertTrue(CreditedReplies.bisected("The first bad commit is 1234abcd.\n"));
        assertTrue(!CreditedReplies.bisected("Can you bisect?\n"));
    }
}
