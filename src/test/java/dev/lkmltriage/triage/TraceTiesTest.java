package dev.lkmltriage.triage;

import static dev.lkmltriage.triage.ReporterTiesTest.mail;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * Session 14, the call-trace fingerprint as a tie ({@link TraceTies}, {@link LinkedPatches#tracing}), through the
 * real parser and extractor, on invented mail: two users' reports of one hang, a fix pasting the hang's trace posted
 * before the report (pulled in with its earlier posting) and after it. Near misses: a report whose trace is all
 * generic frames, the same trace reported again more than {@value TraceTies#WINDOW_DAYS} days later, and a second
 * fix pasting the trace of a report that already has its fix.
 */
class TraceTiesTest {
    private final Clusterer clusterer = new Clusterer(ClusterWeights.load(Path.of("models")));

    private static final String ANA = "Ana Field <ana@example.net>";
    private static final String BO = "Bo Lind <bo@example.org>";
    private static final String DEV = "Kim Fixer <kim@example.com>";

    private static String report(String intro, String trace) {
        return intro + "\n\nHere is what the kernel printed:\n\n" + trace + "\nThanks\n";
    }

    private static String fix(String intro, String trace) {
        return intro + "\n\n" + trace + "\nSigned-off-by: " + DEV + "\n---\n"
                + " drivers/pci/hotplug/frobnic.c | 2 +-\n\n"
                + "diff --git a/drivers/pci/hotplug/frobnic.c b/drivers/pci/hotplug/frobnic.c\n"
                + "--- a/drivers/pci/hotplug/frobnic.c\n+++ b/drivers/pci/hotplug/frobnic.c\n"
                + "@@ -10,7 +10,7 @@ static void frobnic_slot_disable(struct slot *s)\n"
                + "-\tmutex_lock(&s->lock);\n+\tmutex_lock_nested(&s->lock, 1);\n";
    }

    private String place(String id, String from, String date, String subject, String body) {
        assertNotNull(clusterer.place(mail(id, from, date, subject, body)), id + " is placed");
        return clusterer.clusterOf(id);
    }

    @Test
    void twoUsersReportsOfOneHangJoinByItsTrace() {
        String first = place("a@x", ANA, "Mon, 6 Jan 2020 10:00:00 +0000",
                "Machine freezes when unplugging the dock", report("My laptop stops responding after I pull the"
                        + " dock cable.", TraceFramesTest.HUNG));
        String second = place("b@x", BO, "Thu, 20 Feb 2020 10:00:00 +0000",
                "hung task after hot removal", report("Removing the card from the enclosure leaves the slot"
                        + " thread stuck.", TraceFramesTest.HUNG_ELSEWHERE));
        assertEquals(first, second);
    }

    @Test
    void theSameTraceReportedAYearLaterStartsItsOwnCluster() {
        String first = place("a@x", ANA, "Mon, 6 Jan 2020 10:00:00 +0000",
                "Machine freezes when unplugging the dock", report("My laptop stops responding after I pull the"
                        + " dock cable.", TraceFramesTest.HUNG));
        String later = place("b@x", BO, "Mon, 1 Mar 2021 10:00:00 +0000",
                "hung task after hot removal", report("Removing the card from the enclosure leaves the slot"
                        + " thread stuck.", TraceFramesTest.HUNG_ELSEWHERE));
        assertNotEquals(first, later);
    }

    @Test
    void aReportWhoseTraceIsAllGenericJoinsNothingByIt() {
        String generic = """
                Call Trace:
                 __schedule+0x2d8/0x760
                 schedule+0x33/0xa0
                 device_release_driver_internal+0xe8/0x1b0
                 pci_device_remove+0x3e/0xb0
                 pci_stop_bus_device+0x6e/0x90
                 remove_store+0x7c/0x90
                 kernfs_fop_write+0x108/0x190
                 vfs_write+0xa5/0x1a0
                """;
        String first = place("a@x", ANA, "Mon, 6 Jan 2020 10:00:00 +0000",
                "Machine freezes when unplugging the dock", report("My laptop stops responding.", generic));
        String second = place("b@x", BO, "Thu, 20 Feb 2020 10:00:00 +0000",
                "Removing a device hangs", report("Writing to remove never returns.", generic));
        assertNotEquals(first, second);
    }

    @Test
    void aReportPullsInTheFixPastingItsTraceWithItsEarlierPosting() {
        assertNull(clusterer.place(mail("v1@x", DEV, "Mon, 6 Jan 2020 10:00:00 +0000",
                "[PATCH] PCI: frobnic: Take the slot lock once on slot disable",
                fix("Disabling the slot from the IRQ thread takes the slot lock twice:", TraceFramesTest.HUNG))));
        // v2 describes v1's hang in the same words: the two start the fix's cluster (session 23), which the report
        // then joins as before.
        clusterer.place(mail("v2@x", DEV, "Mon, 13 Jan 2020 10:00:00 +0000",
                "[PATCH v2] PCI: frobnic: Take the slot lock once on slot disable",
                fix("Disabling the slot from the IRQ thread takes the slot lock twice:", TraceFramesTest.HUNG)));
        String report = place("r@x", BO, "Thu, 20 Feb 2020 10:00:00 +0000",
                "hung task after hot removal", report("Removing the card from the enclosure leaves the slot"
                        + " thread stuck.", TraceFramesTest.HUNG_ELSEWHERE));
        clusterer.drainLinked();
        assertEquals(report, clusterer.clusterOf("v2@x"));
        assertEquals(report, clusterer.clusterOf("v1@x"));
    }

    @Test
    void aFixPastingAReportsTraceJoinsItOnlyWhenItHasNoFixYet() {
        String report = place("r@x", BO, "Thu, 20 Feb 2020 10:00:00 +0000",
                "hung task after hot removal", report("Removing the card from the enclosure leaves the slot"
                        + " thread stuck.", TraceFramesTest.HUNG_ELSEWHERE));
        assertEquals(report, place("f@x", DEV, "Mon, 24 Feb 2020 10:00:00 +0000",
                "[PATCH] PCI: frobnic: Take the slot lock once on slot disable",
                fix("Disabling the slot from the IRQ thread takes the slot lock twice:", TraceFramesTest.HUNG)));
        // Another author's fix of a neighbouring race pasting the same hang: not a second fix of this report.
        Clusterer.Placement g = clusterer.place(mail("g@x", "Lee Other <lee@example.net>",
                "Tue, 3 Mar 2020 10:00:00 +0000", "[PATCH] PCI: frobnic: Serialize sysfs remove with the IRQ thread",
                "Writing to the remove attribute of a device below the slot while the IRQ thread disables the"
                        + " slot waits forever for the rescan lock, which the IRQ thread holds while it waits for the"
                        + " sysfs removal to finish. Take the rescan lock in the remove attribute only after checking"
                        + " that the slot is not being torn down, and return -EBUSY otherwise.\n\n"
                        + "Call Trace:\n frobnic_slot_disable+0x42/0x90\n frobnic_handle_link_change+0x6d/0x120\n"
                        + " frobnic_ist+0x1f2/0x230\n\nSigned-off-by: Lee Other <lee@example.net>\n---\n"
                        + "diff --git a/drivers/pci/remove.c b/drivers/pci/remove.c\n--- a/drivers/pci/remove.c\n"
                        + "+++ b/drivers/pci/remove.c\n@@ -5,6 +5,8 @@\n+\tif (frobnic_busy(dev))\n"
                        + "+\t\treturn -EBUSY;\n"));
        assertNotEquals(report, clusterer.clusterOf("g@x"), String.valueOf(g));
    }
}
