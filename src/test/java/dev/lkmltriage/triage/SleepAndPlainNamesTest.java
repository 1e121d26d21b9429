package dev.lkmltriage.triage;

import static dev.lkmltriage.triage.LinkedRevertsTest.placed;
import static dev.lkmltriage.triage.ReporterTiesTest.mail;
import static dev.lkmltriage.triage.WrittenReportWordsTest.good;
import static dev.lkmltriage.triage.WrittenReportWordsTest.report;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.report.Report;
import dev.lkmltriage.testkit.TimeBudget;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Session 50 (cluster73; mail invented): a problem brought on by the sleep ({@link AfterResume}) as a circumstance
 * reports are compared by; keyless reports dated by the two releases they name ({@link TwoReleases#datedKeyless});
 * "never show it" as a good kernel ({@link ProseGood}); a plain word that is both a device's ids name and its
 * driver's stem ({@link NamedDevices#ofPlainWord}).
 */
class SleepAndPlainNamesTest {
    @Test
    void theSleepIsReadInTitlesAndText() {
        assertTrue(AfterResume.told("scanner gone after resume", ""));
        assertTrue(AfterResume.told("scanner gone", "It stops working once I wake it up in the morning."));
        assertTrue(AfterResume.told("scanner gone", "Only after hibernation, a cold boot is fine."));
        assertTrue(AfterResume.told(null, "broken after suspend to RAM"));
        // Wake-on-LAN is no sleep of the machine's own; words inside other words are none
        assertFalse(AfterResume.told("Wake-on-LAN stopped working", "the magic packet does not wake it"));
        assertFalse(AfterResume.told("probe hangs", "msleep(10) and might_sleep() in the driver's reset path"));
        assertFalse(AfterResume.told(null, null));
        assertTrue(AfterResume.titled(Set.of("pen", "dead", "resume")));
        assertTrue(AfterResume.titled(Set.of("speakers", "silent", "sleep")));
        assertFalse(AfterResume.titled(Set.of("wake", "lan")));
        assertFalse(AfterResume.titled(Set.of()));
    }

    private static final String TABLET = "Bus 001 Device 005: ID 056a:0357 Wacom Co., Ltd PTH-660 [Intuos Pro (M)]\n";

    @Test
    void aClusterOfTheSleepKeepsOutTheSameDevicesOtherProblem() {
        Report first = mail("sl-1@a", "Ana Pires <ana@example.pt>", "Mon, 12 Aug 2024 10:00:00 +0000",
                "wacom: pen dead after resume on 6.10",
                "Hi,\n\nwith 6.10.3 the pen stops working after suspend; 6.9.12 is good.\n\n" + TABLET + "\nAna\n");
        Report buttons = mail("sl-2@b", "Jun Mori <jun@example.jp>", "Thu, 22 Aug 2024 10:00:00 +0000",
                "wacom: tablet keys send the wrong buttons on 6.10",
                "Hello,\n\non 6.10.4 the keys are shifted by one; 6.9.9 is good.\n\n" + TABLET + "\nJun\n");
        Clusterer c = placed(List.of(first, buttons));
        assertNotNull(c.clusterOf("sl-2@b"));
        assertNotEquals(c.clusterOf("sl-1@a"), c.clusterOf("sl-2@b"), c.all().toString());
        // and the other way round: titled with the sleep, against a cluster whose titles name none
        Report wakes = mail("sl-3@c", "Eli Roth <eli@example.il>", "Thu, 22 Aug 2024 10:00:00 +0000",
                "wacom: laptop wakes from suspend at once with the tablet attached on 6.10",
                "Hello,\n\non 6.10.4 the machine comes back from suspend right away; 6.9.9 is good.\n\n" + TABLET
                        + "\nJun\n");
        Clusterer d = placed(List.of(buttons, wakes));
        assertNotNull(d.clusterOf("sl-3@c"));
        assertNotEquals(d.clusterOf("sl-2@b"), d.clusterOf("sl-3@c"), d.all().toString());
        // a second report of the sleep's problem still joins by its device
        Report again = mail("sl-4@c", "Piet Smit <piet@example.nl>", "Fri, 30 Aug 2024 10:00:00 +0000",
                "Intuos pen gone after sleep, 6.10.5",
                "Hi,\n\nsince 6.10.5 the pen is dead after sleep; 6.9.12 is good.\n\n" + TABLET + "\nPiet\n");
        Clusterer e = placed(List.of(first, again));
        assertEquals(e.clusterOf("sl-1@a"), e.clusterOf("sl-4@c"), e.all().toString());
    }

    @Test
    void aMakersNameAndTheSleepFindTheClusterWithTheTwoReleasesItNames() {
        Report first = mail("sv-1@a", "Ana Pires <ana@example.pt>", "Mon, 12 Aug 2024 10:00:00 +0000",
                "wacom: pen dead after resume on 6.10",
                "Hi,\n\nwith 6.10.3 the pen stops working after suspend; 6.9.12 is good.\n\n" + TABLET + "\nAna\n");
        // no id, no driver, no verdict word: the maker, the sleep, and two releases
        Report user = mail("sv-2@b", "Rui Lima <rui@example.br>", "Tue, 27 Aug 2024 10:00:00 +0000",
                "my Wacom tablet's pen does nothing after sleep (6.10.6)",
                "Hi,\n\nsince 6.10.6-arch1-1 the pen of my Wacom tablet does nothing after I wake the PC from sleep."
                        + " linux-lts (6.6.47-1-lts) is what I boot for now.\n\nRui\n");
        Clusterer c = placed(List.of(first, user));
        assertEquals(c.clusterOf("sv-1@a"), c.clusterOf("sv-2@b"), c.all().toString());
        // the same words without the sleep tell no class: no window is read for it and it joins nothing
        Report vague = mail("sv-3@b", "Rui Lima <rui@example.br>", "Tue, 27 Aug 2024 10:00:00 +0000",
                "my Wacom tablet's pen does nothing (6.10.6)",
                "Hi,\n\nsince 6.10.6-arch1-1 the pen of my Wacom tablet does nothing."
                        + " linux-lts (6.6.47-1-lts) is what I boot for now.\n\nRui\n");
        Clusterer d = placed(List.of(first, vague));
        assertNotEquals(d.clusterOf("sv-1@a"), d.clusterOf("sv-3@b"));
        ReportFeatures f = ReportFeatures.of(user);
        assertTrue(f.good().isEmpty() && f.bad().isEmpty(), "read at placement only: " + f);
        ReportFeatures dated = TwoReleases.datedKeyless(user, f);
        assertEquals(Set.of("6.6.47"), dated.good());
        assertEquals(Set.of("6.10.6"), dated.bad());
        ReportFeatures unclassed = ReportFeatures.of(vague);
        assertEquals(unclassed, TwoReleases.datedKeyless(vague, unclassed));
    }

    @Test
    void aSleepTitleIsAReportButNotAPatchOrAnAnnouncement() {
        Report user = report("rp-1@a", "speakers silent after waking from sleep", "Since 6.1 there is no sound.\n");
        assertTrue(ReportFeatures.looksLikeReport(user, ReportFeatures.of(user)));
        Report patch = report("rp-2@a", "[RFC] PCI/PM: save config space across suspend", "Some thoughts.\n");
        assertFalse(ReportFeatures.looksLikeReport(patch, ReportFeatures.of(patch)));
        Report note = report("rp-3@a", "Released pciutils-3.9", "lspci now decodes the suspend state of ports.\n");
        assertFalse(ReportFeatures.looksLikeReport(note, ReportFeatures.of(note)));
    }

    @Test
    void neverShowingItIsAGoodKernel() {
        assertEquals(Set.of("4.20.17"), good("Guests on 5.0.3 lose the network. The same guests on 4.20.17 never"
                + " show it.\n"));
        assertEquals(Set.of("4.20.17"), good("Guests on 5.0.3 lose the network. On 4.20.17 it never occurs.\n"));
        assertTrue(good("Guests on 5.0.3 lose the network. On 4.20.17 it never shows up until the second day.\n")
                .isEmpty());
    }

    private static final String VIRTIO = "00:03.0 Ethernet controller [0200]: Red Hat, Inc. Virtio network device"
            + " [1af4:1000]\n";

    @Test
    void aPlainWordThatIsTheDevicesNameAndItsDriversStemNamesIt() {
        Report first = mail("pw-1@a", "Olga Kuzmina <olga@example.ru>", "Mon, 25 Mar 2019 10:00:00 +0000",
                "virtio_net: transmit queue timed out in guests on 5.0",
                "Hi,\n\nguests on 5.0.3 hit a transmit queue timeout under upload; 4.20.17 is good.\n\n" + VIRTIO
                        + "\nOlga\n");
        Report user = mail("pw-2@b", "Tom Berg <tom@example.se>", "Wed, 12 Jun 2019 10:00:00 +0000",
                "VMs drop off the network during backups after the upgrade",
                "Hi,\n\nour VMs have the VirtIO network model. Those we moved to 5.0.0-16-generic drop off the"
                        + " network during backups. The ones on 4.18.0-20-generic never lost the network.\n\nTom\n");
        Clusterer c = placed(List.of(first, user));
        assertEquals(c.clusterOf("pw-1@a"), c.clusterOf("pw-2@b"), c.all().toString());
        // a plain word of the name that is no driver's stem ("network") names nothing
        Report plain = mail("pw-3@b", "Tom Berg <tom@example.se>", "Wed, 12 Jun 2019 10:00:00 +0000",
                "VMs drop off the network during backups after the upgrade",
                "Hi,\n\nour VMs on 5.0.0-16-generic drop off the network during backups. The ones on"
                        + " 4.18.0-20-generic never lost the network.\n\nTom\n");
        Clusterer d = placed(List.of(first, plain));
        assertNotEquals(d.clusterOf("pw-1@a"), d.clusterOf("pw-3@b"));

        NamedDevices names = new NamedDevices(id -> new NamedDevices.Names(id.equals("1af4:1000")
                ? "Virtio network device" : "Virtio block device", "Red Hat, Inc."));
        names.learn(Set.of("1af4:1000", "1af4:1001"));
        Mail m = user.mail();
        assertEquals(Set.of("1af4:1000"), names.ofPlainWord(m, (dev, w) -> dev.equals("1af4:1000") && w.equals("virtio")));
        assertTrue(names.ofPlainWord(m, (dev, w) -> false).isEmpty());
        // inside a module's name or a path the word is not plain
        Mail module = report("pw-4@a", "virtio_net and drivers/net/virtio stuff", "virtio-pci, virtio_blk\n").mail();
        assertTrue(names.ofPlainWord(module, (dev, w) -> true).isEmpty());
        assertEquals(Set.of("virtio"), NamedDevices.plainWords("Virtio network device 1.0"));
        // a bus's name further in names no product, nor does a model number
        assertTrue(NamedDevices.plainWords("VT6315 Series Firewire Controller").isEmpty());
        assertTrue(NamedDevices.plainWords("").isEmpty());
    }

    @Test
    void aWordOfManyDevicesNamesNone() {
        NamedDevices names = new NamedDevices(id -> new NamedDevices.Names("Virtio device " + id, "Red Hat, Inc."));
        names.learn(Set.of("1af4:1000", "1af4:1001", "1af4:1003", "1af4:1004"));
        Mail m = report("pw-5@a", "VirtIO guests hang", "The VirtIO devices stall.\n").mail();
        assertTrue(names.ofPlainWord(m, (dev, w) -> true).isEmpty());
    }

    @Test
    void hostileTextStaysWithinItsBudget() {
        String body = "after I wake it up from sleep virtio qxl ".repeat(20_000) + "a-b_c/d.e ".repeat(50_000)
                + "resume".repeat(100_000);
        NamedDevices names = new NamedDevices(id -> new NamedDevices.Names("Virtio qxl sleep device", "Red Hat"));
        names.learn(Set.of("1af4:1000"));
        ReportFeatures.of(report("warm@a", "x after resume", "6.1 fails.\n"));
        Report big = report("big@a", "x after resume", body);
        long t0 = System.nanoTime();
        assertTimeoutPreemptively(TimeBudget.seconds(10), () -> {
            ReportFeatures f = ReportFeatures.of(big);
            AfterResume.told(body, body);
            names.ofPlainWord(big.mail(), (d, w) -> false);
            TwoReleases.datedKeyless(big, f);
            assertNull(null);
        });
        System.out.printf("SleepAndPlainNamesTest hostile: %.2f s%n", (System.nanoTime() - t0) / 1e9);
    }
}
