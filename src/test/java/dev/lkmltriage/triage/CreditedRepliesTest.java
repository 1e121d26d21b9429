package dev.lkmltriage.triage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.report.Report;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Session 17, second round (fixtures invented, in the shape of a big irq series whose switch to generic domain ops
 * left one domain without its defaults): two people paste the same boot oops in answer to the series' cover, and
 * days later the series' author answers in the thread with a patch crediting both; the patch and the two replies
 * are one regression ({@link CreditedReplies}), and the series' thread lends the cluster nothing. Near misses: a
 * review quoting the patch, a robot's oops credited by the patch, a patch in the thread crediting no one of it.
 */
class CreditedRepliesTest {
    private static final String TOM = "Tom Irq <tom@example.org>";
    private static final String QUIN = "Quin Tester <quin@example.com>";
    private static final String PETE = "Pete Sched <pete@example.net>";
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
                        "[patch V2 05/12] x86/msi: Use generic MSI domain ops",
                        PatchText.oneFile("Use the generic ops.", "", MSI, "-\t.msi_prepare = frob_prepare,")),
                mail("s5r@x", "s0@x", PETE, "Thu, 27 Aug 2020 09:00:00 +0200",
                        "Re: [patch V2 05/12] x86/msi: Use generic MSI domain ops",
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
                        "Fixes: 9006c133a422 (\"x86/msi: Use generic MSI domain ops\")\n" + trailers, MSI,
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
        assertTimeoutPreemptively(Duration.ofSeconds(5), () -> {
            assertTrue(!CulpritReplies.pastesFailure(stamps.repeat(20)));
            clusterer.place(huge);
            clusterer.place(credits);
        });
        assertTrue(CulpritReplies.pastesFailure("[    8.4][ T123] BUG: kernel NULL pointer dereference\n"));
        assertTrue(!CulpritReplies.pastesFailure("> [    8.4] BUG: kernel NULL pointer dereference\n"));
    }
}
