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
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Session 43 (cluster64; mail invented): a machine that will not suspend is a symptom of its own, and a report titled
 * so stays out of a cluster of the same device, driver and window whose reports name no symptom
 * ({@link OtherProblem}); a keyless report's module name is found in the form a cluster's log lines print it
 * ({@link NamedModules#forms}).
 */
class SuspendAndModuleFormsTest {
    private static final String CARD = "3a:00.0 Network controller [0280]: Intel Corporation Wireless 8265 / 8275 "
            + "[8086:24fd] (rev 78)\n";

    private static Report idleReport() {
        return mail("sm-1@a", "Lena Brandt <lena@example.de>", "Mon, 9 Nov 2020 10:00:00 +0000",
                "iwlwifi: 8265 gone after the laptop sat idle for a while on 5.9",
                "Hi,\n\nsince 5.9.3 my wireless is dead after the machine sat unused for ten minutes, only a reboot"
                        + " helps. 5.8.18 is good, 5.9.3 is bad.\n\niwlwifi 0000:3a:00.0: Microcode SW error"
                        + " detected. Restarting 0x0.\n\n" + CARD + "\nLena\n");
    }

    @Test
    void aReportTitledThatTheMachineWillNotSuspendStaysOutOfAnUnclassedClusterOfItsDevice() {
        Report suspend = mail("sm-2@b", "Piet Mol <piet@example.nl>", "Fri, 20 Nov 2020 09:00:00 +0000",
                "iwlwifi: laptop will not suspend on 5.9 with the 8265",
                "Hello,\n\nwith 5.9.8 the notebook wakes right back up when I close the lid, and the log says\n\n"
                        + "PM: Device 0000:3a:00.0 failed to suspend async: error -16\n\n5.8.18 is good, 5.9.8 is"
                        + " bad.\n\n" + CARD + "\nPiet\n");
        Report again = mail("sm-3@c", "Rosa Lind <rosa@example.se>", "Sat, 21 Nov 2020 09:00:00 +0000",
                "iwlwifi 8265 dead after idle with 5.9",
                "Hi,\n\nthe wireless is dead after some idle minutes on 5.9.8. 5.8.18 is good, 5.9.8 is bad.\n\n"
                        + CARD + "\nRosa\n");
        assertEquals("suspend", ReportFeatures.of(suspend).symptom());
        Clusterer c = placed(List.of(idleReport(), suspend, again));
        assertNotNull(c.clusterOf("sm-1@a"));
        assertNotEquals(c.clusterOf("sm-1@a"), c.clusterOf("sm-2@b"));
        assertEquals(c.clusterOf("sm-1@a"), c.clusterOf("sm-3@c"));
    }

    @Test
    void suspendWordsTypeOnlyWhatNoOtherClassNames() {
        assertEquals("suspend", ReportFeatures.symptomClass("thinkpad will not suspend since 6.1"));
        assertEquals("suspend", ReportFeatures.symptomClass("suspend fails with error -16"));
        assertEquals("suspend", ReportFeatures.symptomClass("xhci_hcd blocks suspend on 5.10"));
        assertEquals("hang", ReportFeatures.symptomClass("machine will not suspend, hangs with a black screen"));
        assertEquals(null, ReportFeatures.symptomClass("no network after suspend and resume"));
        assertEquals(null, ReportFeatures.symptomClass("suspended devices stay in d3"));
    }

    @Test
    void aModuleNameIsReadInItsOtherForms() {
        assertEquals(List.of("rtw88_8822ce", "rtw88-8822ce", "rtw_8822ce", "rtw-8822ce"),
                NamedModules.forms("rtw88_8822ce"));
        assertEquals(List.of("snd-hda-intel", "snd_hda_intel"), NamedModules.forms("snd-hda-intel"));
        assertEquals(List.of("r8169"), NamedModules.forms("r8169"));
        assertEquals(List.of("ath10k_pci", "ath10k-pci"), NamedModules.forms("ath10k_pci"));
        assertEquals(List.of("cx88_alsa", "cx88-alsa", "cx_alsa", "cx-alsa"), NamedModules.forms("cx88_alsa"));
        Report r = mail("sm-4@a", "Ida Moe <ida@example.no>", "Mon, 5 Mar 2012 10:00:00 +0000",
                "sound dies after a minute", "The rtw88_8822ce card and snd_hda_intel are loaded.\n");
        assertEquals(Set.of("rtw_8822ce", "snd-hda-intel"),
                NamedModules.of(r.mail(), w -> w.equals("rtw_8822ce") || w.equals("snd-hda-intel")));
    }

    @Test
    void aTerseReportWritingTheModuleNameJoinsTheClusterOfItsLogName() {
        Report first = mail("sm-5@a", "Marco Ferri <marco@example.it>", "Tue, 14 Mar 2023 10:00:00 +0000",
                "rtw88: RTL8822CE connection hangs every few minutes on 6.2",
                "Hi,\n\nsince 6.2.3 the wireless hangs for seconds, and the log says\n\n"
                        + "[  801.118813] rtw_8822ce 0000:02:00.0: firmware failed to leave lps state\n\n"
                        + "6.1.15 is good, 6.2.3 is bad.\n\n02:00.0 Network controller [0280]: Realtek Semiconductor"
                        + " Co., Ltd. RTL8822CE 802.11ac PCIe Wireless Network Adapter [10ec:c822]\n\nMarco\n");
        Report terse = mail("sm-6@b", "Tomas Berg <tomas@example.se>", "Thu, 6 Apr 2023 10:00:00 +0000",
                "wifi hangs for seconds on 6.2",
                "my Realtek RTL8822CE (rtw88_8822ce) freezes every few minutes with 6.2.9. 6.1.22 good.\n");
        ReportFeatures f = ReportFeatures.of(terse);
        assertTrue(f.devices().isEmpty() && f.drivers().isEmpty(), f.devices() + " " + f.drivers());
        Clusterer c = placed(List.of(first, terse));
        assertNotNull(c.clusterOf("sm-5@a"));
        assertEquals(c.clusterOf("sm-5@a"), c.clusterOf("sm-6@b"));
    }

    @Test
    void hostileTextEndsFast() {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < 100_000; i++) {
            b.append("abc").append(i % 89).append("_x").append(i % 7).append(" will not suspend ");
        }
        b.append("a1-".repeat(1_000_000)).append('\n').append("suspend fails ".repeat(200_000)).append('\n');
        Report r = mail("sm-h@a", "Eve Ho <eve@example.org>", "Mon, 1 Jan 2024 00:00:00 +0000",
                "will not suspend ".repeat(50_000) + "rtw88_".repeat(50_000), b.toString());
        assertTimeoutPreemptively(TimeBudget.seconds(10), () -> {
            Set<String> got = NamedModules.of(r.mail(), w -> w.startsWith("abc"));
            assertTrue(got.size() <= NamedModules.MAX_NAMES, String.valueOf(got.size()));
            assertEquals("suspend", ReportFeatures.of(r).symptom());
            placed(List.of(idleReport(), r));
        });
    }
}
