package dev.lkmltriage.index;

import static dev.lkmltriage.index.StorePuts.store;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.MailParser;
import dev.lkmltriage.triage.ClusterWeights;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Session 32 (cluster49; {@code triage.PartAnswers}) across a reopen of the store: a two-part series without a cover
 * whose part 1 fixes a report and whose part 2 is another change, and a review of part 2, are stored in one run; in
 * the next, the answers to that review and to part 2 stay out of the report's cluster as in one run (before, the
 * store kept neither the review's parent nor that the thread starts at a part, and they followed the thread), and a
 * Tested-by on part 1 joins it.
 */
class PartAnswersStoreTest {
    @TempDir
    Path data;

    static final String ANA = "Ana Pirelli <ana.pirelli@example.net>";
    static final String DEV = "Tomas Ekdahl <tomas.ekdahl@example.com>";
    static final String OLA = "Ola Brannigan <ola.brannigan@example.org>";

    /** A message answering {@code parent} in the thread {@code root} starts (both null: a thread's start). */
    static Mail mail(String id, String from, String date, String subject, String body, String root,
                             String parent) {
        String head = "Message-ID: <" + id + ">\n" + (parent == null ? "" : "In-Reply-To: <" + parent + ">\n"
                + "References: <" + root + ">" + (parent.equals(root) ? "" : " <" + parent + ">") + "\n");
        String raw = head + "Date: " + date + "\nFrom: " + from + "\nTo: linux-pci@vger.kernel.org\nSubject: "
                + subject + "\n\n" + body;
        return new MailParser().parse(raw.getBytes(StandardCharsets.UTF_8));
    }

    static String patch(String log, String file, String hunk) {
        return log + "\n\nSigned-off-by: " + DEV + "\n---\ndiff --git a/" + file + " b/" + file + "\n--- a/" + file
                + "\n+++ b/" + file + "\n@@ -10,3 +10,3 @@\n" + hunk + "\n";
    }

    private static final String PART2 = "[PATCH 2/2] PCI: pciehp: Drop the unused slot name helper";

    @Test
    void answersToAPartPlacedNowhereStayOutAfterAReopen() throws Exception {
        try (MailStore store = MailStore.open(data, ClusterWeights.DEFAULT)) {
            store(store, mail("irq@ana", ANA, "Mon, 12 Aug 2019 10:00:00 +0000",
                    "pciehp: irq 122 disabled twice on suspend with 5.3-rc4",
                    "Hi,\n\nOn 5.3-rc4 suspending my laptop warns:\n\n[  88.120001] Unbalanced enable for IRQ 122\n"
                            + "[  88.120044] WARNING: CPU: 2 PID: 1805 at kernel/irq/manage.c:774\n\nAna\n",
                    null, null));
            store(store, mail("s1@dev", DEV, "Wed, 14 Aug 2019 10:00:00 +0000",
                    "[PATCH 1/2] PCI: pciehp: Do not disable interrupt twice on suspend",
                    patch("The interrupt is disabled twice on suspend.\n\nLink: https://lore.kernel.org/r/irq@ana",
                            "drivers/pci/hotplug/pciehp_core.c", "-\tpciehp_disable_interrupt(ctrl);"),
                    null, null));
            store(store, mail("s2@dev", DEV, "Wed, 14 Aug 2019 10:00:01 +0000", PART2,
                    patch("Nothing calls the slot name helper since the sysfs rework; remove it.",
                            "drivers/pci/hotplug/pciehp_hpc.c", "-static const char *slot_name(struct slot *s);"),
                    "s1@dev", "s1@dev"));
            store(store, mail("s2-r1@ola", OLA, "Thu, 15 Aug 2019 10:00:00 +0000", "Re: " + PART2,
                    "The header still declares it; drop that too.\n\nOla\n", "s1@dev", "s2@dev"));
            store.flush();
        }
        try (MailStore store = MailStore.open(data, ClusterWeights.DEFAULT)) {
            store(store, mail("s2-r2@dev", DEV, "Thu, 15 Aug 2019 12:00:00 +0000", "Re: " + PART2,
                    "Right, will do in v2.\n\nTomas\n", "s1@dev", "s2-r1@ola"));
            store(store, mail("s2-r3@ola", OLA, "Fri, 16 Aug 2019 09:00:00 +0000", "Re: " + PART2,
                    "Reviewed-by: " + OLA + "\n", "s1@dev", "s2@dev"));
            store(store, mail("s1-r1@ana", ANA, "Fri, 16 Aug 2019 11:00:00 +0000",
                    "Re: [PATCH 1/2] PCI: pciehp: Do not disable interrupt twice on suspend",
                    "The warning is gone.\n\nTested-by: " + ANA + "\n", "s1@dev", "s1@dev"));
            store.flush();
            MailSearch search = MailSearch.of(store);
            search.refresh();
            String irq = search.message("irq@ana").orElseThrow().cluster();
            assertNotNull(irq, "the report is a cluster");
            assertEquals(irq, search.message("s1@dev").orElseThrow().cluster(), "part 1 links the report");
            assertNull(search.message("s2@dev").orElseThrow().cluster(), "part 2 is another change");
            assertNull(search.message("s2-r1@ola").orElseThrow().cluster(), "its review strays with it");
            assertNotEquals(irq, search.message("s2-r2@dev").orElseThrow().cluster(),
                    "an answer to the review, after a reopen");
            assertNotEquals(irq, search.message("s2-r3@ola").orElseThrow().cluster(),
                    "an answer to part 2, after a reopen: the thread starts at a part, not a cover");
            assertEquals(irq, search.message("s1-r1@ana").orElseThrow().cluster(), "near miss: part 1's answer");
        }
    }
}
