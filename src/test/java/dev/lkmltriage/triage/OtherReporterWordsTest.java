package dev.lkmltriage.triage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.report.Report;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Reports of one problem by reporters who share no commit, bug entry or link, through the real parser and
 * extractor: the same kernel log line about devices at other addresses on another machine. Each rule is also shown
 * not to over-reach.
 */
class OtherReporterWordsTest {
    /** The shipped model: these joins rest on the trained weight of the kernel window. */
    private final Clusterer clusterer = new Clusterer(ClusterWeights.load(java.nio.file.Path.of("models")));

    private static Report mail(String id, String date, String subject, String body) {
        return CulpritIdentityTest.mail(id, date, subject, body);
    }

    private static final String LIMITED = "[    0.319102] pci %s: 8.000 Gb/s available PCIe bandwidth, limited by"
            + " 2.5 GT/s PCIe x4 link at %s (capable of 31.504 Gb/s with 8.0 GT/s PCIe x4 link)\n";

    @Test
    void aLogLineAboutADeviceAtAnotherAddressIsTheSameLine() {
        Set<Long> a = LogLines.of(mail("a@x", "Mon, 2 Nov 2020 10:00:00 +0000", "s",
                LIMITED.formatted("0000:05:00.0", "0000:00:1c.4")).mail());
        Set<Long> b = LogLines.of(mail("b@x", "Mon, 2 Nov 2020 10:00:00 +0000", "s",
                LIMITED.formatted("0000:03:00.0", "0000:00:1d.0")).mail());
        Set<Long> other = LogLines.of(mail("c@x", "Mon, 2 Nov 2020 10:00:00 +0000", "s",
                LIMITED.formatted("0000:03:00.0", "0000:00:1d.0").replace("2.5 GT/s PCIe x4", "5.0 GT/s PCIe x4"))
                .mail());
        assertEquals(1, a.size());
        assertEquals(a, b);
        assertNotEquals(a, other, "another link speed is another line");
    }

    @Test
    void twoMachinesPastingOneUnusualLineInOneKernelWindowJoin() {
        String first = clusterer.place(mail("nic@x", "Mon, 2 Nov 2020 10:00:00 +0000",
                "PCIe link stuck at 2.5 GT/s since 5.9, 10G NIC slow",
                "5.8.18 is fine, 5.9.1 is not: receive throughput fell from 9.4 Gbit/s to 6.2 Gbit/s.\n\n"
                        + LIMITED.formatted("0000:05:00.0", "0000:00:1c.4"))).clusterId();
        Clusterer.Placement ssd = clusterer.place(mail("ssd@x", "Thu, 14 Jan 2021 10:00:00 +0000",
                "SSD reads at 780 MB/s on 5.10, link at Gen1",
                "On 5.10.7 my SSD reads at only 780 MB/s. dmesg on 5.10.7 has\n\n"
                        + LIMITED.formatted("0000:03:00.0", "0000:00:1d.0")));
        assertEquals(first, ssd.clusterId(), ssd.reason());
        assertTrue(ssd.reason().contains("log"), ssd.reason());
        Clusterer.Placement older = clusterer.place(mail("old@x", "Fri, 15 Jan 2021 10:00:00 +0000",
                "Disk throughput poor after upgrading to Debian 10",
                "4.14 was fine, 4.19.2 is slow: the SSD reads at only 780 MB/s. dmesg on 4.19.2 has\n\n"
                        + LIMITED.formatted("0000:04:00.0", "0000:00:1b.0")));
        assertNotEquals(first, older.clusterId(), "the same line outside the kernel window: " + older.reason());
    }
}
