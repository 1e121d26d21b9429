package dev.lkmltriage.index;

import static dev.lkmltriage.index.StorePuts.store;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.MailParser;
import dev.lkmltriage.triage.ClusterWeights;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Session 30 ({@code triage.TopicStarts}) across a reopen: a report written under a new subject as an answer to a
 * patch series' part, and one answer to it, are stored in one run; in the next, an answer naming only its parent (the
 * first answer) joins the report's cluster, and the series' later review does not, as in one run. The store keeps
 * the ingest's thread for search: all of them are in the series' thread there.
 */
class TopicStartStoreTest {
    @TempDir
    Path data;

    /** A message answering the chain {@code refs} (oldest first; the last is its parent; none: a thread's start). */
    private static Mail mail(String id, String from, String date, String subject, String body, String... refs) {
        StringBuilder raw = new StringBuilder("Message-ID: <" + id + ">\n");
        if (refs.length > 0) {
            raw.append("In-Reply-To: <").append(refs[refs.length - 1]).append(">\n");
        }
        if (refs.length > 1 || (refs.length == 1 && !id.startsWith("only-"))) {
            raw.append("References:");
            for (String r : refs) {
                raw.append(" <").append(r).append('>');
            }
            raw.append('\n');
        }
        raw.append("Date: ").append(date).append("\nFrom: ").append(from)
                .append("\nTo: linux-pci@vger.kernel.org\nSubject: ").append(subject).append("\n\n").append(body);
        return new MailParser().parse(raw.toString().getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void answersAfterAReopenFollowTheTopicNotTheSeries() throws Exception {
        String sergei = "Sergei Petrov <s.petrov@example.com>";
        String bob = "Bob Hale <bob@example.org>";
        try (MailStore store = MailStore.open(data, ClusterWeights.DEFAULT)) {
            store(store, mail("cover@yadro", sergei, "Thu, 24 Oct 2019 20:12:00 +0300",
                    "[PATCH v7 0/2] PCI: Let BARs move during hotplug",
                    "This series lets the PCI core move BARs of working devices when a hotplugged bridge needs the"
                            + " space.\n\n drivers/pci/setup-bus.c | 40 +++++--\n"));
            store(store, mail("part1@yadro", sergei, "Thu, 24 Oct 2019 20:12:01 +0300",
                    "[PATCH v7 1/2] PCI: Fix a crash when a bridge window moves",
                    "A moved window left the old resource in the tree.\n\nSigned-off-by: " + sergei
                            + "\n---\ndiff --git a/drivers/pci/setup-bus.c b/drivers/pci/setup-bus.c\n"
                            + "--- a/drivers/pci/setup-bus.c\n+++ b/drivers/pci/setup-bus.c\n@@ -1,3 +1,3 @@\n"
                            + "-\trelease_resource(r);\n+\trelease_child_resources(r);\n", "cover@yadro"));
            store(store, mail("exar@gmail", "Carl Pinto <carl.pinto@example.com>", "Fri, 25 Oct 2019 16:00:00 +0200",
                    "Exar XR17V354 - strange BAR messages in dmesg",
                    "Hi,\nmy Exar XR17V354 card does not work with linux 5.3.7: the serial ports fail to open and"
                            + " dmesg says\n\n[    1.234] pci 0000:02:00.0: BAR 0: failed to assign [mem size"
                            + " 0x00004000]\n\nlspci -nn shows 13a8:0354. What can I try?\n", "cover@yadro",
                    "part1@yadro"));
            store(store, mail("bh1@kernel", bob, "Fri, 25 Oct 2019 18:00:00 -0500",
                    "Re: Exar XR17V354 - strange BAR messages in dmesg", "Please send the whole dmesg.\n",
                    "cover@yadro", "part1@yadro", "exar@gmail"));
            store.flush();
        }
        try (MailStore store = MailStore.open(data, ClusterWeights.DEFAULT)) {
            store(store, mail("only-carl2@gmail", "Carl Pinto <carl.pinto@example.com>",
                    "Sat, 26 Oct 2019 09:00:00 +0200", "Re: Exar XR17V354 - strange BAR messages in dmesg",
                    "Attached, thanks.\n", "bh1@kernel"));
            store(store, mail("review@ozlabs", "Alex Kiel <alex@example.org>", "Sat, 26 Oct 2019 10:00:00 +1100",
                    "Re: [PATCH v7 1/2] PCI: Fix a crash when a bridge window moves",
                    "> -\trelease_resource(r);\n\nThis needs a comment why the children go too.\n", "cover@yadro",
                    "part1@yadro"));
            store.flush();
            MailSearch search = MailSearch.of(store);
            search.refresh();
            StoredMessage report = search.message("exar@gmail").orElseThrow();
            assertNotNull(report.cluster(), "the topic's report is a cluster");
            assertEquals("report", report.role());
            assertEquals("cover@yadro", report.threadId(), "search keeps the archive's thread");
            assertEquals(report.cluster(), search.message("bh1@kernel").orElseThrow().cluster());
            StoredMessage carl = search.message("only-carl2@gmail").orElseThrow();
            assertEquals(report.cluster(), carl.cluster(), "an answer to an answer, naming only its parent");
            assertNotEquals(report.cluster(), search.message("review@ozlabs").orElseThrow().cluster(),
                    "the series' review stays out");
            assertNotEquals(report.cluster(), search.message("cover@yadro").orElseThrow().cluster(),
                    "the cover stays out");
        }
    }
}
