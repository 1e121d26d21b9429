package dev.lkmltriage.triage;

import static dev.lkmltriage.triage.ReporterTiesTest.mail;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Session 15: syzbot's per-bug ids (fixtures invented, in the shape of lkml/netdev mail): a fix crediting
 * {@code syzbot+<extid>@} and syzbot's own report naming that extid are one bug, as are two fixes of different
 * authors crediting it. Near misses: another extid, a {@code Cc:} of the robot's address, a quoted credit, an id
 * inside the diff, a monthly list of many ids, hostile input.
 */
class RobotIdsTest {
    private final Clusterer clusterer = new Clusterer(ClusterWeights.load(Path.of("models")));

    private static final String SYZ = "syzbot <syzbot+3a1c6e7f0b2d9e4c5a77@syzkaller.appspotmail.com>";
    private static final String EXTID = "3a1c6e7f0b2d9e4c5a77";
    private static final String OTHER = "9f0e1d2c3b4a59687766";
    private static final String MIA = "Mia Lindqvist <mia.lindqvist@example.com>";
    private static final String RUI = "Rui Okafor <rui.okafor@example.org>";

    private static String robotReport(String extid) {
        return robotReport(extid, "BUG: KASAN: use-after-free in tcp_foo_release+0x1d4/0x2a0 net/ipv4/tcp_foo.c:412\n"
                + "Read of size 8 at addr ffff88801c2d3e40 by task syz-executor.3/9876\n");
    }

    private static String robotReport(String extid, String crash) {
        return "Hello,\n\nsyzbot found the following issue on:\n\nHEAD commit:    1a2b3c4d5e6f net: add something\n"
                + "git tree:       net-next\nconsole output: https://syzkaller.appspot.com/x/log.txt?x=12ab34cd\n"
                + "dashboard link: https://syzkaller.appspot.com/bug?extid=" + extid + "\n\n"
                + "IMPORTANT: if you fix the issue, please add the following tag to the commit:\n"
                + "Reported-by: syzbot+" + extid + "@syzkaller.appspotmail.com\n\n" + crash;
    }

    private static String fix(String trailers, String line) {
        return PatchText.oneFile("The socket may be freed while the release path still walks its queue; take a"
                + " reference before the walk.", trailers, "net/ipv4/tcp_foo.c", line);
    }

    @Test
    void readsCreditsAndDashboardLinks() {
        assertEquals(Set.of("syzbot:" + EXTID),
                RobotIds.of("Reported-by: syzbot+" + EXTID + "@syzkaller.appspotmail.com\n"));
        assertEquals(Set.of("syzbot:" + EXTID), RobotIds.of("Reported-and-tested-by: "
                + "syzbot+" + EXTID.toUpperCase() + "@syzkaller.appspotmail.com\n"), "case folded");
        assertEquals(Set.of("syzbot:" + EXTID),
                RobotIds.of("The bug: https://syzkaller.appspot.com/bug?extid=" + EXTID + " (netdev)\n"));
        assertEquals(Set.of("syzbot-id:0123456789abcdef0123456789abcdef01234567"), RobotIds.of(
                "Link: https://syzkaller.appspot.com/bug?id=0123456789abcdef0123456789abcdef01234567\n"),
                "a dashboard id is another key than an extid");
        assertEquals(Set.of("syzbot:" + EXTID), RobotIds.of(robotReport(EXTID)), "the robot's report: one id");
    }

    @Test
    void nearMissesNameNothing() {
        assertTrue(RobotIds.of("Cc: syzbot+" + EXTID + "@syzkaller.appspotmail.com\n").isEmpty(), "a Cc");
        assertTrue(RobotIds.of("> Reported-by: syzbot+" + EXTID + "@syzkaller.appspotmail.com\n").isEmpty(),
                "quoted");
        assertTrue(RobotIds.of("x\ndiff --git a/f b/f\n+// https://syzkaller.appspot.com/bug?extid=" + EXTID + "\n")
                .isEmpty(), "inside the diff");
        assertTrue(RobotIds.of("Reported-by: syzbot <syzbot@syzkaller.appspotmail.com>\n").isEmpty(), "no id");
        assertTrue(RobotIds.of("https://syzkaller.appspot.com/bug?extid=" + EXTID + "zz\n").isEmpty(),
                "not a hex id");
        StringBuilder monthly = new StringBuilder("Open bugs:\n");
        for (int i = 0; i < 12; i++) {
            monthly.append("<").append(i).append("> https://syzkaller.appspot.com/bug?extid=").append(EXTID, 0, 18)
                    .append(String.format("%02d", i)).append("\n");
        }
        assertTrue(RobotIds.of(monthly.toString()).size() > PatchVersions.MAX_BUGS, "a list");
        assertTrue(PatchVersions.bugs(monthly.toString()).isEmpty(), "a list names no bug entry");
        assertTrue(RobotIds.of("Reported-by: " + "a".repeat(300_000) + "syzkaller.appspot\n"
                + "syzkaller.appspot.com/bug?id=".repeat(20_000)).size() <= PatchVersions.MAX_BUGS + 1,
                "hostile input stays quick and bounded");
    }

    @Test
    void aFixCreditingTheRobotJoinsItsReport() {
        Clusterer.Placement report = clusterer.place(mail("r1@syz", SYZ, "Mon, 6 Jan 2020 10:00:00 -0800",
                "KASAN: use-after-free Read in tcp_foo_release", robotReport(EXTID)));
        assertNotNull(report, "a fuzzing robot's numbered report is a report");
        Clusterer.Placement another = clusterer.place(mail("r2@syz", SYZ.replace(EXTID, OTHER),
                "Mon, 6 Jan 2020 11:00:00 -0800", "WARNING in udp_bar_sendmsg", robotReport(OTHER,
                        "WARNING: CPU: 1 PID: 4242 at net/ipv4/udp_bar.c:88 udp_bar_sendmsg+0x2f/0x90\n")));
        assertNotNull(another);
        assertNotEquals(report.clusterId(), another.clusterId(), "another id and another crash: another bug");
        Clusterer.Placement fix = clusterer.place(mail("f1@mia", MIA, "Tue, 7 Jan 2020 09:00:00 +0000",
                "[PATCH net] tcp_foo: hold the socket while releasing its queue",
                fix("Reported-by: syzbot+" + EXTID + "@syzkaller.appspotmail.com\n",
                        "+\tsock_hold(sk);")));
        assertNotNull(fix);
        assertEquals(report.clusterId(), fix.clusterId(), "the fix credits the robot's id");
    }

    @Test
    void twoFixesCreditingOneIdStartItsCluster() {
        assertNull(clusterer.place(mail("g1@mia", MIA, "Tue, 7 Jan 2020 09:00:00 +0000",
                "[PATCH net] tcp_foo: hold the socket while releasing its queue",
                fix("Reported-by: syzbot+" + EXTID + "@syzkaller.appspotmail.com\n", "+\tsock_hold(sk);"))));
        Clusterer.Placement second = clusterer.place(mail("g2@rui", RUI, "Wed, 8 Jan 2020 09:00:00 +0000",
                "[PATCH net] tcp_foo: don't walk a freed queue on release",
                fix("Link: https://syzkaller.appspot.com/bug?extid=" + EXTID + "\n", "+\tif (!refcount_read(&q->ref))")));
        assertNotNull(second, "another author's fix naming the same extid");
        assertEquals(second.clusterId(), clusterer.drainLinked().get("g1@mia").clusterId());
        Clusterer.Placement unrelated = clusterer.place(mail("g3@rui", RUI, "Thu, 9 Jan 2020 09:00:00 +0000",
                "[PATCH net] tcp_bar: fix a leak in the error path",
                fix("Reported-by: syzbot+" + OTHER + "@syzkaller.appspotmail.com\n", "+\tkfree(buf);")));
        assertTrue(unrelated == null || !unrelated.clusterId().equals(second.clusterId()), "another id");
        assertNotEquals(second.clusterId(), clusterer.clusterOf("g3@rui"));
    }
}
