package dev.lkmltriage.triage;

import static dev.lkmltriage.triage.LinkedRevertsTest.placed;
import static dev.lkmltriage.triage.ReporterTiesTest.mail;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.report.Report;
import dev.lkmltriage.testkit.TimeBudget;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Session 42 (mail invented): a whole machine's device listing keys no device ({@link ReportFeatures}): one function
 * of forty that two machines share is chance, not the device a report is about; a report's short listing still
 * keys its devices.
 */
class WholeMachineListingsTest {
    /** The GPU's audio function both machines carry. */
    private static final String AUDIO = "0a:00.1 Audio device [0403]: NVIDIA Corporation GP107GL High Definition"
            + " Audio Controller [10de:0fb9] (rev a1)\n";

    private static String machine(int functions) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < functions; i++) {
            b.append(String.format("ff:%02x.%d System peripheral [0880]: Intel Corporation Xeon E5 v3 Unicast"
                    + " Registers [8086:2f%02x] (rev 02)%n", i / 8, i % 8, i));
        }
        return b.append(AUDIO).toString();
    }

    private static Report intx(String id) {
        return mail(id, "Lena Berg <lena@example.se>", "Fri, 30 Oct 2020 09:00:00 +0000",
                "vfio: GPU audio function loses its interrupt in the guest since 5.9",
                "Hi,\n\nsince 5.9 the sound of my passed-through card stops after a minute. 5.8.16 is good, 5.9.1"
                        + " is bad.\n\n" + AUDIO + "\nLena\n");
    }

    @Test
    void aWholeMachineListingSharingOneFunctionStaysApart() {
        Report groups = mail("wm-2@b", "Piet Vos <piet@example.nl>", "Sun, 1 Nov 2020 12:00:00 +0000",
                "IOMMU groups changed in 5.9",
                "Hello,\n\nafter updating to 5.9.1 my IOMMU groups are different, the sound stops in the guest. 5.8.16"
                        + " was good.\n\n" + machine(40) + "\nPiet\n");
        assertTrue(ReportFeatures.of(groups).devices().isEmpty(), ReportFeatures.of(groups).devices().toString());
        Clusterer c = placed(List.of(intx("wm-1@a"), groups));
        assertNotNull(c.clusterOf("wm-1@a"));
        assertNotEquals(c.clusterOf("wm-1@a"), c.clusterOf("wm-2@b"));
    }

    @Test
    void aShortListingStillKeysItsDevices() {
        Report same = mail("wm-4@b", "Piet Vos <piet@example.nl>", "Sun, 1 Nov 2020 12:00:00 +0000",
                "sound in the VM dies after a minute on 5.9",
                "Hello,\n\nafter updating to 5.9.1 the sound stops in the guest after a minute. 5.8.16 was good."
                        + "\n\n" + machine(3) + "\nPiet\n");
        assertTrue(ReportFeatures.of(same).devices().contains("10de:0fb9"));
        Clusterer c = placed(List.of(intx("wm-3@a"), same));
        assertNotNull(c.clusterOf("wm-3@a"));
        assertEquals(c.clusterOf("wm-3@a"), c.clusterOf("wm-4@b"));
    }

    @Test
    void aHugeListingIsReadInTime() {
        Report huge = mail("wm-5@c", "Piet Vos <piet@example.nl>", "Sun, 1 Nov 2020 12:00:00 +0000",
                "IOMMU groups changed in 5.9", "5.9.1 is bad.\n" + machine(20_000));
        assertTimeoutPreemptively(TimeBudget.seconds(20), () -> {
            assertTrue(ReportFeatures.of(huge).devices().isEmpty());
        });
    }
}
