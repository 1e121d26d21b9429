package dev.lkmltriage.triage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.lkmltriage.extract.ExtractSettings;
import dev.lkmltriage.extract.FactExtractor;
import dev.lkmltriage.extract.MessageKind;
import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.MailParser;
import dev.lkmltriage.report.Report;
import dev.lkmltriage.testkit.TimeBudget;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Session 30 (cluster44): a report written under a new subject as an answer to a patch series' part starts a thread
 * of its own for clustering. Its answers follow it (also one naming only its parent), the series' cover, parts and
 * reviews stay out of its cluster, and a reply that keeps the series' subject stays the series'.
 */
class TopicStartsTest {
    private static final FactExtractor EXTRACTOR = new FactExtractor(ExtractSettings.defaults());
    private static final String COVER = "cover@yadro";
    private static final String PART = "part1@yadro";

    /** A message answering the chain {@code refs} (oldest first; the last is the parent), in thread refs[0]. */
    static Report answer(String id, String from, String date, String subject, String body, String... refs) {
        StringBuilder raw = new StringBuilder("Message-ID: <" + id + ">\n");
        if (refs.length > 0) {
            raw.append("In-Reply-To: <").append(refs[refs.length - 1]).append(">\nReferences:");
            for (String r : refs) {
                raw.append(" <").append(r).append('>');
            }
            raw.append('\n');
        }
        raw.append("Date: ").append(date).append("\nFrom: ").append(from)
                .append("\nTo: linux-pci@vger.kernel.org\nSubject: ").append(subject).append("\n\n").append(body);
        Mail m = new MailParser().parse(raw.toString().getBytes(StandardCharsets.UTF_8));
        return new Report(m, refs.length == 0 ? id : refs[0], EXTRACTOR.extract(m), null);
    }

    /** Only an In-Reply-To, as some clients send: the ingest threads it by its parent's thread. */
    static Report parentOnly(String id, String parent, String thread, String from, String date, String subject,
                             String body) {
        Mail m = new MailParser().parse(("Message-ID: <" + id + ">\nIn-Reply-To: <" + parent + ">\nDate: " + date
                + "\nFrom: " + from + "\nTo: linux-pci@vger.kernel.org\nSubject: " + subject + "\n\n" + body)
                .getBytes(StandardCharsets.UTF_8));
        return new Report(m, thread, EXTRACTOR.extract(m), null);
    }

    static List<Report> series() {
        String sergei = "Sergei Petrov <s.petrov@example.com>";
        return List.of(
                answer(COVER, sergei, "Thu, 24 Oct 2019 20:12:00 +0300",
                        "[PATCH v7 0/2] PCI: Let BARs move during hotplug",
                        "This series lets the PCI core move BARs of working devices when a hotplugged bridge needs"
                                + " the space.\n\nSergei Petrov (2):\n  PCI: Fix a crash when a bridge window moves\n"
                                + "  PCI: Let BARs move during hotplug\n\n drivers/pci/setup-bus.c | 40 +++++--\n"),
                answer(PART, sergei, "Thu, 24 Oct 2019 20:12:01 +0300",
                        "[PATCH v7 1/2] PCI: Fix a crash when a bridge window moves",
                        "A moved window left the old resource in the tree.\n\nSigned-off-by: " + sergei
                                + "\n---\ndiff --git a/drivers/pci/setup-bus.c b/drivers/pci/setup-bus.c\n"
                                + "--- a/drivers/pci/setup-bus.c\n+++ b/drivers/pci/setup-bus.c\n@@ -1,3 +1,3 @@\n"
                                + "-\trelease_resource(r);\n+\trelease_child_resources(r);\n", COVER),
                answer("review@ozlabs", "Alex Kiel <alex@example.org>", "Fri, 25 Oct 2019 10:00:00 +1100",
                        "Re: [PATCH v7 1/2] PCI: Fix a crash when a bridge window moves",
                        "> -\trelease_resource(r);\n\nThis needs a comment why the children go too.\n", COVER,
                        PART));
    }

    static Report topic() {
        return answer("exar@gmail", "Carl Pinto <carl.pinto@example.com>", "Fri, 25 Oct 2019 16:00:00 +0200",
                "Exar XR17V354 - strange BAR messages in dmesg",
                "Hi,\nmy Exar XR17V354 card does not work with linux 5.3.7: the serial ports fail to open and dmesg"
                        + " says\n\n[    1.234] pci 0000:02:00.0: BAR 0: failed to assign [mem size 0x00004000]\n"
                        + "[    1.235] pci 0000:02:00.0: BAR 0: no space for [mem size 0x00004000]\n\n"
                        + "lspci -nn shows 13a8:0354. What can I try?\n", COVER, PART);
    }

    @Test
    void aNewSubjectUnderAPatchIsItsOwnThread() {
        Clusterer c = new Clusterer(ClusterWeights.DEFAULT);
        series().forEach(c::place);
        Report exar = topic();
        assertEquals(MessageKind.REPORT, exar.facts().kind(), "the extractors read it as a report (kinds30)");
        Clusterer.Placement p = c.place(exar);
        assertNotNull(p, "the report starts a cluster");
        assertEquals("report", p.role());
        c.drainLinked();
        for (String id : List.of(COVER, PART, "review@ozlabs")) {
            assertNotEquals(p.clusterId(), c.clusterOf(id), id + ": the patch thread it was written under is not its");
        }
        Clusterer.Placement bjorn = c.place(answer("bh1@kernel", "Bob Hale <bob@example.org>",
                "Fri, 25 Oct 2019 18:00:00 -0500", "Re: Exar XR17V354 - strange BAR messages in dmesg",
                "> BAR 0: failed to assign\n\nPlease send the whole dmesg.\n", COVER, PART, "exar@gmail"));
        assertEquals(p.clusterId(), bjorn == null ? null : bjorn.clusterId(), "an answer to it follows it");
        assertEquals("same thread", bjorn.reason());
        Clusterer.Placement carl = c.place(parentOnly("carl2@gmail", "bh1@kernel", COVER,
                "Carl Pinto <carl.pinto@example.com>", "Sat, 26 Oct 2019 09:00:00 +0200",
                "Re: Exar XR17V354 - strange BAR messages in dmesg", "Attached, thanks.\n"));
        assertEquals(p.clusterId(), carl == null ? null : carl.clusterId(),
                "an answer naming only its parent, an answer to the report, follows it too");
        Clusterer.Placement robot = c.place(answer("lkp@intel", "kernel test robot <lkp@intel.com>",
                "Mon, 28 Oct 2019 01:00:00 +0800", "Re: [PATCH v7 1/2] PCI: Fix a crash when a bridge window moves",
                "Hi Sergei,\n\nI love your patch! Yet something to improve:\n\n"
                        + "drivers/pci/setup-bus.c:120:5: error: implicit declaration of function 'x'\n", COVER,
                PART));
        assertNotEquals(p.clusterId(), robot == null ? null : robot.clusterId(),
                "the series' later mail stays the series'");
        assertNotEquals(p.clusterId(), c.clusterOf(COVER), "the cover is not pulled in as the report's fix");
    }

    @Test
    void aReplyThatKeepsTheSubjectStaysInItsThread() {
        Clusterer c = new Clusterer(ClusterWeights.DEFAULT);
        series().forEach(c::place);
        Report reply = answer("crash@gmail", "Carl Pinto <carl.pinto@example.com>", "Fri, 25 Oct 2019 16:00:00 +0200",
                "Re: [PATCH v7 1/2] PCI: Fix a crash when a bridge window moves",
                "With this applied my Exar card still fails: dmesg says\n[    1.2] BAR 0: failed to assign\n", COVER,
                PART);
        assertEquals(MessageKind.REPLY, reply.facts().kind());
        c.place(reply);
        Clusterer.Placement later = c.place(answer("bh2@kernel", "Bob Hale <bob@example.org>",
                "Fri, 25 Oct 2019 18:00:00 -0500", "Re: [PATCH v7 1/2] PCI: Fix a crash when a bridge window moves",
                "Which kernel is this on?\n", COVER, PART, "crash@gmail"));
        // A reply keeps the thread the ingest gave it: whatever placed it, it is placed with the series' thread.
        assertEquals(c.clusterOf("crash@gmail"), later == null ? null : later.clusterId());
    }

    @Test
    void sameAcrossRuns() throws Exception {
        List<Report> mail = new ArrayList<>(series());
        mail.add(topic());
        mail.add(answer("bh1@kernel", "Bob Hale <bob@example.org>", "Fri, 25 Oct 2019 18:00:00 -0500",
                "Re: Exar XR17V354 - strange BAR messages in dmesg", "Please send the whole dmesg.\n", COVER, PART,
                "exar@gmail"));
        mail.add(parentOnly("carl2@gmail", "bh1@kernel", COVER, "Carl Pinto <carl.pinto@example.com>",
                "Sat, 26 Oct 2019 09:00:00 +0200", "Re: Exar XR17V354 - strange BAR messages in dmesg",
                "Attached, thanks.\n"));
        RestoreAcrossRunsTest.sameAcrossRuns(mail, "exar@gmail", "carl2@gmail");
    }

    @Test
    void hostileHeadersAndRestoresEndFast() {
        TopicStarts t = new TopicStarts();
        t.restore("s@x");
        List<String> refs = new ArrayList<>();
        for (int i = 0; i < 200_000; i++) {
            refs.add("r" + i + "@x");
        }
        // A chain of 200,000 answers each naming only its parent, handed over newest first: the passes are capped.
        Map<String, List<String>> chain = new HashMap<>();
        for (int i = refs.size() - 1; i >= 0; i--) {
            chain.put(refs.get(i), List.of(i == 0 ? "s@x" : refs.get(i - 1)));
        }
        String[] huge = refs.toArray(new String[0]);
        assertTimeoutPreemptively(TimeBudget.seconds(20), () -> {
            t.restoreAnswers(chain);
            Report r = answer("last@x", "A <a@example.org>", "Mon, 28 Oct 2019 01:00:00 +0800", "Re: x", "ok\n",
                    huge);
            assertEquals("s@x", t.thread(r).threadId(), "the nearest answer the restore found leads to the start");
        });
        assertEquals("s@x", t.restored("r0@x", "old@x"), "the first answer is found");
    }
}
