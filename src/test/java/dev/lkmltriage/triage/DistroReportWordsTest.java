package dev.lkmltriage.triage;

import static dev.lkmltriage.triage.LinkedRevertsTest.placed;
import static dev.lkmltriage.triage.ReporterTiesTest.mail;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.mail.MailParser;
import dev.lkmltriage.report.Report;
import dev.lkmltriage.testkit.TimeBudget;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Session 47 (cluster68; mail invented): how users who compare the distro kernel they had with the one they got tell
 * the good one ({@link KeptWorking}), the load a failure shows under ({@link SymptomLoad}), data that arrives damaged
 * and a network that is gone for a while as symptom classes ({@link SymptomKin}), a plain word called a driver
 * ({@link CalledDriver}), a card named by its pci.ids product name ({@link ProductNames}), and a sender's second report
 * on other hardware, no re-send ({@link Reporters#otherHardware}).
 */
class DistroReportWordsTest {
    private static Report report(String id, String subject, String body) {
        return mail(id, "Greta Lund <greta@example.se>", "Mon, 8 Oct 2018 10:00:00 +0000", subject, body);
    }

    private static Set<String> good(String body) {
        return ReportFeatures.of(report("kw@a", "network trouble with the new kernel", body)).good();
    }

    @Test
    void aGoodKernelToldByWhatItHeldOrHowLongItRan() {
        assertEquals(Set.of("4.15.0"), good("Since 4.18.0-10-generic the stick drops the AP. Booted from the"
                + " menu, 4.15.0-36-generic is another story: with it the stick holds the connection all evening.\n"));
        assertEquals(Set.of("3.2.0"), good("Since 3.16.0-4-amd64 the card stalls. With the old 3.2.0-4-amd64 kernel,"
                + " still in grub, it never did this.\n"));
        assertEquals(Set.of("4.9.0"), good("Since 4.19.0-5-amd64 our guests vanish for seconds. With the older"
                + " 4.9.0-9-amd64 the copies run through without a gap.\n"));
        assertEquals(Set.of("5.4.0"), good("On 5.8.0-29-generic the ports freeze. The hosts left on 5.4.0-52-generic"
                + " have been up for weeks.\n"));
        assertEquals(Set.of("5.1.20"), good("Since 5.2.11 zip files arrive broken. When I boot 5.1.20 every download"
                + " verifies.\n"));
        assertEquals(Set.of("5.1.18"), good("Since 5.2.1 files differ after copying. 5.1.18 copies the same files"
                + " correctly every time.\n"));
    }

    @Test
    void aClaimBoundedInTimeOrTurnedRoundTellsNoGoodKernel() {
        assertTrue(good("Since 5.8.0 the ports freeze. The hosts on 5.4.0 were up for weeks before they hung too.\n")
                .isEmpty());
        assertTrue(good("Since 5.8.0 the ports freeze. On 5.4.0 it held the link, then dropped it.\n").isEmpty());
        assertTrue(good("Since 5.8.0 the ports freeze. 5.4.0 did not hold the connection either.\n").isEmpty());
        // a newer kernel that behaves is a fixed one, not the window's good end
        assertFalse(good("5.8.0 freezes the ports. 5.10.0 has been up for weeks.\n").contains("5.10.0"));
        assertFalse(KeptWorking.says(null));
        assertFalse(KeptWorking.says("every download failed"));
        assertFalse(KeptWorking.says("withholds the connection"));
    }

    @Test
    void fullSpeedIsALoadNotASpeedClaim() {
        assertEquals("hang", ReportFeatures.symptomClass("the watchdog fires whenever i send at full speed"));
        assertEquals(null, ReportFeatures.symptomClass("tx status 82 whenever i send at full speed for a minute"));
        assertEquals("throughput", ReportFeatures.symptomClass("upload speed halved on 2.6.32"));
        assertEquals("throughput", ReportFeatures.symptomClass("speed drops when copying"));
        // "full" must be its own word right before
        assertEquals("throughput", ReportFeatures.symptomClass("artful speed tests"));
        assertFalse(SymptomLoad.fullSpeed("speed", 0));
        assertFalse(SymptomLoad.fullSpeed("full", 0));
        assertTrue(SymptomLoad.fullSpeed("full speed", 5));
    }

    @Test
    void damagedDataAndANetworkGoneAreClassesOfTheirOwn() {
        assertEquals("corrupt", ReportFeatures.symptomClass("received data corrupted since 5.2"));
        assertEquals("corrupt", ReportFeatures.symptomClass("broken downloads on the wired port"));
        assertEquals("corrupt", ReportFeatures.symptomClass("zip files with crc errors"));
        // a crash or a hang that mentions corruption keeps its class
        assertEquals("crash", ReportFeatures.symptomClass("oops after memory corruption in the rx path"));
        assertEquals("hang", ReportFeatures.symptomClass("tx timeout, then corrupted frames"));
        assertNotEquals("corrupt", ReportFeatures.symptomClass("incorruptible config"));
        assertEquals("outage", ReportFeatures.symptomClass("vms drop off the network during big transfers"));
        assertEquals("outage", ReportFeatures.symptomClass("the network goes away for a minute"));
        assertEquals("hang", ReportFeatures.symptomClass("tx hang, the box drops off the network"));
        assertEquals("link", ReportFeatures.symptomClass("wifi keeps dropping, then off the network"));
        // a machine a magic packet did not wake is unreachable too: no outage word
        assertEquals(null, ReportFeatures.symptomClass("file server unreachable in the evenings"));
    }

    @Test
    void anOutageAgreesWithAHangAndALostLinkOnly() {
        assertTrue(ReportFeatures.sameSymptom("outage", "hang"));
        assertTrue(ReportFeatures.sameSymptom("link", "outage"));
        assertFalse(OtherProblem.symptomsDisagree("outage", "hang"));
        assertFalse(OtherProblem.symptomsDisagree("link", "outage"));
        assertTrue(OtherProblem.symptomsDisagree("outage", "wake"));
        assertTrue(OtherProblem.symptomsDisagree("corrupt", "hang"));
        assertTrue(OtherProblem.symptomsDisagree("throughput/send", "outage"));
        // session 38's veto between a hang and a lost link stands
        assertTrue(OtherProblem.symptomsDisagree("hang", "link"));
        assertFalse(SymptomKin.kin(null, "hang"));
        assertFalse(SymptomKin.kin("outage", "outage"));
    }

    private static final String JMC = "03:00.0 Ethernet controller [0200]: JMicron Technology Corp. JMC250 PCI Express"
            + " Gigabit Ethernet Controller [197b:0250] (rev 03)\njme 0000:03:00.0 eth0: Link is up at 1000 Mbps\n";

    private static Report corrupted() {
        return mail("cd-1@a", "Ola Berg <ola@example.no>", "Tue, 23 Jul 2019 10:00:00 +0000",
                "jme: received files corrupted since 5.2",
                "Hi,\n\nsince 5.2.1 downloads fail their checks; 5.1.18 is good, 5.2.1 is bad.\n\n" + JMC + "\nOla\n");
    }

    private static Report keyless(String id, String subject) {
        return mail(id, "Per Holt <per@example.dk>", "Sat, 14 Sep 2019 10:00:00 +0000", subject,
                "Hello,\n\nsince kernel-5.2.11-200.fc30 zip files come down with crc errors. When I boot the previous"
                        + " kernel-5.1.20-300.fc30 every download verifies.\n\nPer\n");
    }

    @Test
    void aWordCalledADriverFindsThatDriversCluster() {
        Clusterer c = placed(List.of(corrupted(), keyless("cd-2@b", "broken downloads with the jme driver")));
        assertNotNull(c.clusterOf("cd-1@a"));
        assertEquals(c.clusterOf("cd-1@a"), c.clusterOf("cd-2@b"), c.all().toString());
        // the same word not called a driver is no key
        Clusterer d = placed(List.of(corrupted(), keyless("cd-3@b", "broken downloads, jme maybe?")));
        assertNotEquals(d.clusterOf("cd-1@a"), d.clusterOf("cd-3@b"), d.all().toString());
        assertTrue(CalledDriver.follows("the jme driver", 7));
        assertTrue(CalledDriver.follows("(jme driver)", 4));
        assertTrue(CalledDriver.follows("the jme drivers", 7));
        assertTrue(CalledDriver.follows("the jme Module.", 7));
        assertFalse(CalledDriver.follows("the jme driverless", 7));
        assertFalse(CalledDriver.follows("the jme  driver", 7));
        assertFalse(CalledDriver.follows("jme", 3));
    }

    @Test
    void aBracketedProductNameIsACardsName() {
        assertEquals(List.of("connectx4lx"), ProductNames.keys("MT27710 Family [ConnectX-4 Lx]"));
        assertEquals(List.of(), ProductNames.keys("3c905C-TX/TX-M [Tornado]"));
        assertEquals(List.of(), ProductNames.keys("Navi 10 [Radeon RX 5600 OEM/5600 XT / 5700/5700 XT]"));
        assertEquals(List.of(), ProductNames.keys("Device [A1]"));
        assertEquals(List.of(), ProductNames.keys(null));
        assertEquals(List.of(), ProductNames.keys("broken [ name"));
        NamedDevices n = new NamedDevices(Map.of("15b3:1015", new NamedDevices.Names("MT27710 Family [ConnectX-4 Lx]",
                "Mellanox Technologies"))::get);
        n.learn(Set.of("15b3:1015"));
        assertEquals(Set.of("15b3:1015"), n.of(report("pn-1@a", "25G ports freeze",
                "Our servers have ConnectX-4 Lx cards.\n").mail()));
        assertEquals(Set.of("15b3:1015"), n.of(report("pn-2@a", "connectx4 lx ports freeze", "Hi.\n").mail()));
        assertTrue(n.of(report("pn-3@a", "ports freeze", "> Our servers have ConnectX-4 Lx cards.\n\nMe too.\n")
                .mail()).isEmpty());
        assertTrue(n.of(report("pn-4@a", "ports freeze", "Our servers have ConnectX-4 cards.\n").mail()).isEmpty());
    }

    private static final String ME = "Tomas Rybar <tomas@example.sk>";

    @Test
    void aSendersReportOnOtherHardwareIsNoReSend() {
        Report first = mail("rh-1@a", ME, "Mon, 5 May 2008 10:00:00 +0000", "8139too: transmit timed out and resets",
                "Hi,\n\nsince 2.6.25.2 the card times out; 2.6.24.7 is good.\n\n"
                        + "01:05.0 Ethernet controller [0200]: Realtek Semiconductor Co., Ltd."
                        + " RTL-8100/8101L/8139 PCI Fast Ethernet Adapter [10ec:8139] (rev 10)\n\nTomas\n");
        Report other = mail("rh-2@a", ME, "Thu, 14 Jan 2010 10:00:00 +0000",
                "3c59x: transmit error and watchdog resets",
                "Hi,\n\nsince 2.6.32.3 the card resets under upload; 2.6.31.6 is good.\n\n"
                        + "01:07.0 Ethernet controller [0200]: 3Com Corporation 3c905C-TX/TX-M [Tornado] [10b7:9200]"
                        + " (rev 78)\n\nTomas\n");
        Clusterer c = placed(List.of(first, other));
        assertNotEquals(c.clusterOf("rh-1@a"), c.clusterOf("rh-2@a"), c.all().toString());
        Report again = mail("rh-3@a", ME, "Fri, 16 May 2008 10:00:00 +0000", "8139too: transmit timed out, more data",
                "Hi,\n\nstill on 2.6.25.3: the card times out; 2.6.24.7 is good.\n\n"
                        + "01:05.0 Ethernet controller [0200]: Realtek Semiconductor Co., Ltd."
                        + " RTL-8100/8101L/8139 PCI Fast Ethernet Adapter [10ec:8139] (rev 10)\n\nTomas\n");
        Clusterer d = placed(List.of(first, again));
        assertEquals(d.clusterOf("rh-1@a"), d.clusterOf("rh-3@a"), d.all().toString());
    }

    @Test
    void hostileTextStaysWithinItsBudget() {
        String text = "Subject: x\n\n" + "holds the connection up for weeks every download verifies ".repeat(20_000)
                + "[ConnectX-4 Lx] the jme driver full speed ".repeat(50_000) + "[".repeat(100_000);
        NamedDevices n = new NamedDevices(Map.of("15b3:1015", new NamedDevices.Names("MT27710 Family [ConnectX-4 Lx]",
                "Mellanox Technologies"))::get);
        n.learn(Set.of("15b3:1015"));
        assertTimeoutPreemptively(TimeBudget.seconds(10), () -> {
            var m = new MailParser().parse(text.getBytes(java.nio.charset.StandardCharsets.UTF_8));
            n.of(m);
            KeptWorking.says(m.text());
            ReportFeatures.symptomClass(m.text().toLowerCase(java.util.Locale.ROOT));
            ProductNames.keys("[".repeat(50_000) + "]".repeat(50_000));
            NamedModules.of(m, w -> w.equals("jme"));
        });
    }
}
