package dev.lkmltriage.triage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import dev.lkmltriage.report.Report;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * Session 24 (drivers27): prose that calls pcieport the driver names it now, as lspci -k's in-use line did before;
 * the port driver binds every PCIe port of every machine, so sharing it is no sign two reports share a problem and it
 * keys no candidate. Near miss: the same reports sharing a device driver still meet. Mail written for the test.
 */
class PortDriverKeysTest {
    private final Clusterer clusterer = new Clusterer(ClusterWeights.load(Path.of("models")));

    private static Report mail(String id, String date, String subject, String body) {
        return CulpritIdentityTest.mail(id, date, subject, body);
    }

    @Test
    void thePortDriverKeysNothing() {
        String first = clusterer.place(mail("one@x", "Mon, 15 Jul 2019 10:00:00 +0000",
                "Resource conflict at boot on my desktop",
                "Since upgrading from 5.1 to 5.2 the pcieport driver fails at boot with a resource conflict.\n"))
                .clusterId();
        String second = clusterer.place(mail("two@x", "Tue, 16 Jul 2019 10:00:00 +0000",
                "Laptop hangs with bus errors",
                "Since 5.2 the pcieport driver keeps logging corrected errors and the laptop hangs.\n")).clusterId();
        assertNotEquals(first, second);
        assertEquals(java.util.Set.of(), ReportFeatures.of(mail("three@x", "Wed, 17 Jul 2019 10:00:00 +0000",
                "s", "\tKernel driver in use: pcieport\n")).drivers());
    }

    @Test
    void aDeviceDriverStillKeys() {
        ReportFeatures f = ReportFeatures.of(mail("four@x", "Wed, 17 Jul 2019 10:00:00 +0000", "s",
                "\tKernel driver in use: pcieport\n\tKernel driver in use: r8169\n"));
        assertEquals(java.util.Set.of("r8169"), f.drivers());
    }
}
