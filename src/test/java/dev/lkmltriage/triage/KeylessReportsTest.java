package dev.lkmltriage.triage;

import static dev.lkmltriage.triage.LinkedRevertsTest.placed;
import static dev.lkmltriage.triage.ReporterTiesTest.mail;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.report.Report;
import dev.lkmltriage.testkit.TimeBudget;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Session 42 (cluster63; mail invented): a report with no device or driver fact is found by the module names it
 * writes ({@link NamedModules}); a throughput figure in a device listing's product name does not type a report
 * ({@link ReportFeatures#onDeviceLine}); an MFD's function driver is of its core driver's
 * family ({@link DriverFamily}).
 */
class KeylessReportsTest {
    private static final String CX88 = "04:06.0 Multimedia video controller [0400]: Conexant Systems, Inc. "
            + "CX23880/1/2/3 PCI Video and Audio Decoder [14f1:8800] (rev 05)\n\tKernel driver in use: cx8800\n";

    @Test
    void aTerseReportNamingOnlyTheModuleJoinsTheFirstReport() {
        Report first = mail("kl-1@a", "Mirek Havel <mirek@example.cz>", "Sat, 14 Jan 2012 20:00:00 +0000",
                "cx88: only noise on every channel since 3.2",
                "Hi,\n\nsince 3.2.1 the tuner of my capture card finds no station, tvtime shows noise. 3.1.9 is"
                        + " good, 3.2.1 is bad, same firmware.\n\n" + CX88 + "\nMirek\n");
        Report terse = mail("kl-2@b", "Jo Perez <jo@example.es>", "Wed, 7 Mar 2012 06:30:00 +0000",
                "regression: capture card tunes nothing on 3.2",
                "My cx8800 card gives noise on all channels with 3.2.9. 3.1.10 fine.\n");
        ReportFeatures f = ReportFeatures.of(terse);
        assertTrue(f.devices().isEmpty() && f.drivers().isEmpty(), f.devices() + " " + f.drivers());
        Clusterer c = placed(List.of(first, terse));
        assertNotNull(c.clusterOf("kl-1@a"));
        assertEquals(c.clusterOf("kl-1@a"), c.clusterOf("kl-2@b"));
    }

    @Test
    void aKeylessReportOfAnotherWindowOrNamingNoKnownModuleStaysApart() {
        Report first = mail("kl-3@a", "Mirek Havel <mirek@example.cz>", "Sat, 14 Jan 2012 20:00:00 +0000",
                "cx88: only noise on every channel since 3.2",
                "Hi,\n\nsince 3.2.1 the tuner of my capture card finds no station. 3.1.9 is good, 3.2.1 is bad."
                        + "\n\n" + CX88 + "\nMirek\n");
        Report later = mail("kl-4@b", "Ana Ruiz <ana@example.es>", "Mon, 2 Dec 2013 10:00:00 +0000",
                "regression: capture card tunes nothing on 3.12",
                "My cx8800 card gives noise on all channels with 3.12.2. 3.11.10 fine.\n");
        Report other = mail("kl-5@c", "Ole Dahl <ole@example.dk>", "Tue, 17 Jan 2012 10:00:00 +0000",
                "regression: capture card tunes nothing on 3.2",
                "My bttv878 card gives noise on all channels with 3.2.1. 3.1.9 fine.\n");
        Clusterer c = placed(List.of(first, later, other));
        assertNotEquals(c.clusterOf("kl-3@a"), c.clusterOf("kl-4@b"));
        assertNotEquals(c.clusterOf("kl-3@a"), c.clusterOf("kl-5@c"));
    }

    @Test
    void onlyModuleShapedUnquotedWordsAreRead() {
        Report r = mail("kl-6@a", "Ida Moe <ida@example.no>", "Mon, 5 Mar 2012 10:00:00 +0000",
                "video broken with saa7134",
                "Bo Lind wrote:\n> the rtw_8822be card works here\n\nThe video card (cx8800) and the sound are broken, also"
                        + " ath11k_pci-.\n");
        Set<String> all = NamedModules.of(r.mail(), w -> true);
        assertEquals(Set.of("saa7134", "cx8800", "ath11k_pci"), all);
        assertTrue(NamedModules.of(r.mail(), w -> w.equals("cx8800")).contains("cx8800"));
        assertFalse(NamedModules.of(r.mail(), w -> false).iterator().hasNext());
    }

    private static final String ENCLOSURE = "Bus 004 Device 002: ID 174c:55aa ASMedia Technology Inc. "
            + "ASM1051E SATA 6Gb/s bridge\n";

    @Test
    void aDeviceListingsRatedSpeedIsNoThroughputReport() {
        Report resets = mail("kl-7@a", "Ken Ito <ken@example.jp>", "Sun, 12 Jan 2020 10:00:00 +0000",
                "uas: ASM1051E enclosure resets and disconnects under writes since 5.4",
                "Hi,\n\nsince 5.4.8 the disk resets and then the USB disconnect follows when I write a few GB."
                        + " 5.3.18 is good, 5.4.8 is bad.\n\n" + ENCLOSURE + "\nKen\n");
        Report slow = mail("kl-8@b", "Lea Roth <lea@example.de>", "Fri, 14 Feb 2020 10:00:00 +0000",
                "ASM1051E enclosure only 30 MB/s with 5.4",
                "Hi,\n\nthe same enclosure writes at 30 MB/s with 5.4.18, 5.3.18 is good with 400 MB/s.\n\n"
                        + ENCLOSURE + "\nLea\n");
        assertNotEquals("throughput", ReportFeatures.of(resets).symptom());
        assertTrue(ReportFeatures.of(slow).symptom().startsWith("throughput"), ReportFeatures.of(slow).symptom());
        Clusterer c = placed(List.of(resets, slow));
        assertNotNull(c.clusterOf("kl-8@b"));
        assertNotEquals(c.clusterOf("kl-7@a"), c.clusterOf("kl-8@b"));
    }

    @Test
    void aFunctionDriverIsOfItsCoresFamily() {
        // "times out" as a hang word was taken back in session 42: it made a sender's "link training times out" and
        // "link training fails" reports of two controllers one (ResentReportsTest), and moved no corpus pair
        assertTrue(DriverFamily.intersects(Set.of("rtsx_pci_sdmmc"), Set.of("rtsx_pci")));
        assertTrue(DriverFamily.intersects(Set.of("rtsx_usb_ms"), Set.of("rtsx_usb")));
        assertFalse(DriverFamily.intersects(Set.of("rtsx_pci_sdmmc"), Set.of("sdhci_pci")));
        assertFalse(DriverFamily.intersects(Set.of("snd_hda_intel"), Set.of("snd_hda_codec")));
    }

    @Test
    void aReportNamingTheCoreDriverMeetsTheClusterOfItsFunctionDriver() {
        Report first = mail("kl-9@a", "Rui Sousa <rui@example.pt>", "Tue, 10 Jan 2023 10:00:00 +0000",
                "rtsx_pci_sdmmc: microSD cards fail to initialise since 6.1",
                "Hi,\n\nevery card in the built-in reader fails on 6.1.4:\n\nmmc0: error -110 whilst initialising SD card"
                        + "\n\n6.0.19 is good, 6.1.4 is bad.\n\nRui\n");
        Report terse = mail("kl-10@b", "Mei Lin <mei@example.tw>", "Sat, 4 Mar 2023 10:00:00 +0000",
                "sd slot broken in 6.1 (Realtek)",
                "Realtek sd slot (rtsx_pci) fails with every card on 6.1.12, 6.0.19 was ok.\n");
        assertTrue(ReportFeatures.of(terse).devices().isEmpty());
        Clusterer c = placed(List.of(first, terse));
        assertNotNull(c.clusterOf("kl-9@a"));
        assertEquals(c.clusterOf("kl-9@a"), c.clusterOf("kl-10@b"));
    }

    @Test
    void hostileTextEndsFast() {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < 200_000; i++) {
            b.append("abc_").append(i % 97).append(' ');
        }
        b.append("x1".repeat(2_000_000)).append('\n').append("-".repeat(1_000_000)).append('\n');
        for (int i = 0; i < 50_000; i++) {
            b.append("> quoted_").append(i).append('\n');
        }
        Report r = mail("kl-h@a", "Eve Ho <eve@example.org>", "Mon, 1 Jan 2024 00:00:00 +0000",
                "a1_".repeat(100_000), b.toString());
        assertTimeoutPreemptively(TimeBudget.seconds(10), () -> {
            Set<String> got = NamedModules.of(r.mail(), w -> true);
            assertTrue(got.size() <= NamedModules.MAX_NAMES, String.valueOf(got.size()));
            ReportFeatures.of(r);
            placed(List.of(r));
        });
    }
}
