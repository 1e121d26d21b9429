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
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Session 44 (cluster65; mail invented): a report that pastes no device listing is found by the chip model number it
 * writes ("Intel 4965", "4965agn", "X710 adapters"), among the devices earlier clusters carry ({@link NamedDevices}).
 */
class NamedDevicesTest {
    private static final Map<String, NamedDevices.Names> NAMES = Map.of(
            "8086:4229", new NamedDevices.Names("PRO/Wireless 4965 AG or AGN [Kedron] Network Connection",
                    "Intel Corporation"),
            "8086:1572", new NamedDevices.Names("Ethernet Controller X710 for 10GbE SFP+", "Intel Corporation"),
            "10ec:8139", new NamedDevices.Names("RTL-8100/8101L/8139 PCI Fast Ethernet Adapter",
                    "Realtek Semiconductor Co., Ltd."),
            "14e4:43a3", new NamedDevices.Names("BCM4350 802.11ac Wireless Network Adapter",
                    "Broadcom Inc. and subsidiaries"));

    private static NamedDevices known(Set<String> devices) {
        NamedDevices n = new NamedDevices(NAMES::get);
        n.learn(devices);
        return n;
    }

    private static Set<String> named(NamedDevices n, String subject, String text) {
        return n.of(mail("nd@x", "A B <a@example.org>", "Mon, 1 Jun 2009 10:00:00 +0000", subject, text).mail());
    }

    @Test
    void aNamesModelWordsAreItsWordsWithThreeDigits() {
        assertTrue(NamedDevices.nameKeys("PRO/Wireless 4965 AG or AGN [Kedron] Network Connection").contains("4965"));
        assertEquals(Set.of("rtl8100", "8101l", "8101", "8139"),
                NamedDevices.nameKeys("RTL-8100/8101L/8139 PCI Fast Ethernet Adapter"));
        // a standard's number is no model
        assertEquals(Set.of("bcm4350"), NamedDevices.nameKeys("BCM4350 802.11ac Wireless Network Adapter"));
        assertTrue(NamedDevices.nameKeys("").isEmpty());
        assertTrue(NamedDevices.nameKeys("  //[]( ),-- ").isEmpty());
    }

    @Test
    void aModelWordWithLettersOrABareNumberAfterTheVendorNamesTheDevice() {
        NamedDevices n = known(NAMES.keySet());
        assertEquals(Set.of("8086:4229"), named(n, "wifi drops (Intel 4965)", "It reconnects all the time.\n"));
        assertEquals(Set.of("8086:4229"), named(n, "firmware restarts", "4965agn here too, same restarts.\n"));
        assertEquals(Set.of("8086:1572"), named(n, "10G resets", "They have Intel X710 10G SFP+ adapters.\n"));
        assertEquals(Set.of("10ec:8139"), named(n, "old card", "A Realtek 8139 card drops off.\n"));
        assertEquals(Set.of("14e4:43a3"), named(n, "no wifi", "the bcm4350 is dead after resume\n"));
    }

    @Test
    void aBareNumberAloneAQuotedWordAVersionOrAStandardNamesNothing() {
        NamedDevices n = known(NAMES.keySet());
        assertTrue(named(n, "my 4965 card", "Since 2009 at 8139 baud it fails.\n").isEmpty());
        assertTrue(named(n, "resets", "Ann wrote:\n> They have Intel X710 adapters.\n\nMe too.\n").isEmpty());
        assertTrue(named(n, "boot", "kernel 2.6.30.4965 and 3.4965.1 fail; the Broadcom 802.11ac card too\n")
                .isEmpty());
        // only devices a cluster carries are named
        assertTrue(named(known(Set.of("8086:1572")), "wifi", "Intel 4965 drops\n").isEmpty());
        assertTrue(named(new NamedDevices(id -> null), "wifi", "4965agn drops\n").isEmpty());
    }

    @Test
    void aFamilyWordNamingManyDevicesNamesNone() {
        Map<String, NamedDevices.Names> family = Map.of(
                "8086:10fb", new NamedDevices.Names("82599ES 10-Gigabit SFI/SFP+ Network Connection", "Intel"),
                "8086:10f8", new NamedDevices.Names("82599 10 Gigabit Dual Port Backplane Connection", "Intel"),
                "8086:10f9", new NamedDevices.Names("82599 10 Gigabit Dual Port Network Connection", "Intel"),
                "8086:1514", new NamedDevices.Names("Ethernet X520 10GbE Dual Port KX4 Mezz (82599)", "Intel"),
                "8086:1557", new NamedDevices.Names("82599 10 Gigabit Network Connection", "Intel"));
        NamedDevices n = new NamedDevices(family::get);
        n.learn(family.keySet());
        assertTrue(named(n, "ixgbe", "my 82599es card\n").contains("8086:10fb"));
        assertFalse(named(n, "ixgbe", "an Intel 82599 card\n").contains("8086:10f8"));
    }

    private static final String LSPCI = "0c:00.0 Network controller [0280]: Intel Corporation PRO/Wireless 4965 AG or"
            + " AGN [Kedron] Network Connection [8086:4229] (rev 61)\n";

    @Test
    void aReportWritingTheModelJoinsTheReportThatPastedTheDevice() {
        Report first = mail("nd-1@a", "Ines Vidal <ines@example.es>", "Sat, 27 Jun 2009 10:00:00 +0000",
                "iwlagn: microcode error and link lost every few minutes on 2.6.30",
                "Hi,\n\nsince 2.6.30 the wireless loses the link every few minutes. 2.6.29.4 is good, 2.6.30 is bad."
                        + "\n\n" + LSPCI + "\nInes\n");
        Report later = mail("nd-2@b", "Tom Hale <tom@example.ie>", "Tue, 8 Sep 2009 10:00:00 +0000",
                "wireless keeps disconnecting after an update (Intel 4965)",
                "After the update to 2.6.30.5 the link is lost every few minutes. 2.6.29.6 is good.\n");
        ReportFeatures f = ReportFeatures.of(later);
        assertTrue(f.devices().isEmpty() && f.drivers().isEmpty(), f.devices() + " " + f.drivers());
        Clusterer c = placed(List.of(first, later));
        assertNotNull(c.clusterOf("nd-1@a"));
        assertEquals(c.clusterOf("nd-1@a"), c.clusterOf("nd-2@b"));
    }

    @Test
    void theModelInADisjointWindowOrQuotedStaysApart() {
        Report first = mail("nd-3@a", "Ines Vidal <ines@example.es>", "Sat, 27 Jun 2009 10:00:00 +0000",
                "iwlagn: microcode error and link lost every few minutes on 2.6.30",
                "Hi,\n\nsince 2.6.30 the wireless loses the link every few minutes. 2.6.29.4 is good, 2.6.30 is bad."
                        + "\n\n" + LSPCI + "\nInes\n");
        Report disjoint = mail("nd-4@b", "Tom Hale <tom@example.ie>", "Tue, 8 Mar 2011 10:00:00 +0000",
                "wireless keeps disconnecting after an update (Intel 4965)",
                "After the update to 2.6.38 the link is lost every few minutes. 2.6.37 is good.\n");
        Report quoting = mail("nd-5@c", "Kai Berg <kai@example.se>", "Tue, 8 Sep 2009 11:00:00 +0000",
                "wireless keeps disconnecting after an update",
                "Ann wrote:\n> my Intel 4965 does the same\n\nAfter the update to 2.6.30.5 the link is lost every few"
                        + " minutes. 2.6.29.6 is good.\n");
        Clusterer c = placed(List.of(first, disjoint, quoting));
        assertNotEquals(c.clusterOf("nd-3@a"), c.clusterOf("nd-4@b"));
        assertNotEquals(c.clusterOf("nd-3@a"), c.clusterOf("nd-5@c"));
    }

    @Test
    void hostileTextStaysWithinItsBudget() {
        NamedDevices n = known(NAMES.keySet());
        String word = "x" + "7".repeat(4_000_000);
        StringBuilder many = new StringBuilder();
        for (int i = 0; i < 200_000; i++) {
            many.append("ab").append(1000 + i % 9000).append("cd Intel 4965 ");
        }
        assertTimeoutPreemptively(TimeBudget.seconds(2), () -> {
            assertTrue(named(n, "x", word).isEmpty());
            named(n, many.toString(), many.toString());
        });
        NamedDevices big = new NamedDevices(id -> new NamedDevices.Names("Model " + id.replace(":", "x") + "a",
                "Vendor"));
        Set<String> devices = new java.util.HashSet<>();
        for (int i = 0; i < 20_000; i++) {
            devices.add(String.format("%04x:%04x", i / 100, i));
        }
        assertTimeoutPreemptively(TimeBudget.seconds(3), () -> {
            big.learn(devices);
            big.learn(devices);
        });
    }
}
