package dev.lkmltriage.triage;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.lkmltriage.extract.Facts;
import dev.lkmltriage.extract.KernelFact;
import dev.lkmltriage.extract.MessageKind;
import dev.lkmltriage.ingest.TestMails;
import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.report.Report;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A cluster's title is re-made as members join: its own tail (the kernel window) must not pile up. */
class TitlesTest {
    private final Clusterer clusterer = new Clusterer(ClusterWeights.DEFAULT);

    private static Report message(String id, String subject, String thread, MessageKind kind,
            List<KernelFact> kernels, List<String> drivers) {
        Mail m = TestMails.mail(id, subject, thread.equals(id) ? null : thread,
                thread.equals(id) ? List.of() : List.of(thread), "text of " + id);
        return new Report(m, thread, new Facts(kind, List.of(), kernels, List.of(), List.of(), drivers, List.of(),
                null), null);
    }

    private static KernelFact bad(String v) {
        return new KernelFact(v, v, "bad", false, 0, 1);
    }

    private static KernelFact good(String v) {
        return new KernelFact(v, v, "good", false, 0, 1);
    }

    @Test
    void aWindowTheSubjectAlreadyStatesIsWrittenOnceHoweverManyRepliesJoin() {
        String subject = "lockdep warning on dock unplug since 5.3.0-rc6";
        Clusterer.Placement first = clusterer.place(message("r@x", subject, "r@x", MessageKind.REPORT,
                List.of(bad("5.3.0-rc6")), List.of()));
        for (int i = 0; i < 4; i++) {
            clusterer.place(message("re" + i + "@x", "Re: " + subject, "r@x", MessageKind.REPLY,
                    List.of(bad("5.3.0-rc6")), List.of()));
        }
        assertEquals(subject, clusterer.get(first.clusterId()).title());
    }

    @Test
    void aWindowThatWidensReplacesTheOldOneInsteadOfFollowingIt() {
        Report r = message("s@x", "igb: link flaps after resume", "s@x", MessageKind.REPORT, List.of(bad("6.4")),
                List.of("igb"));
        ClusterState c = new ClusterState("c1");
        c.drivers.add("igb");
        c.bad.add("6.4");
        c.title = Titles.title(c, r);
        assertEquals("igb: link flaps after resume since 6.4", c.title);
        c.good.add("6.3");
        c.title = Titles.title(c, r);
        assertEquals("igb: link flaps after resume between 6.3 and 6.4", c.title);
        c.trigger = "CONFIG_PCIE_ASPM";
        c.good.add("6.3.5");
        c.title = Titles.title(c, r);
        c.title = Titles.title(c, r);
        assertEquals("igb: link flaps after resume with CONFIG_PCIE_ASPM between 6.3.5 and 6.4", c.title);
    }

    @Test
    void aSubjectsOwnSinceThatIsNoWindowIsKept() {
        Clusterer.Placement first = clusterer.place(message("w@x", "tg3 hangs since boot on 4.19", "w@x",
                MessageKind.REPORT, List.of(bad("4.19")), List.of()));
        clusterer.place(message("w2@x", "Re: tg3 hangs since boot on 4.19", "w@x", MessageKind.REPLY,
                List.of(bad("4.19")), List.of()));
        assertEquals("tg3 hangs since boot on 4.19 since 4.19", clusterer.get(first.clusterId()).title());
    }
}
