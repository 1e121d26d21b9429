package dev.lkmltriage.triage;

import static dev.lkmltriage.triage.LinkedRevertsTest.placed;
import static dev.lkmltriage.triage.ReporterTiesTest.mail;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.report.Report;
import dev.lkmltriage.testkit.TimeBudget;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Session 48 (cluster71; mail invented): usb.ids prints some devices' product names without brackets ("Unifying
 * Receiver"), and a reporter who pastes no {@code lsusb} writes that name. A whole device name counts as a product key
 * ({@link ProductNames#wholeKey}) when the whole of pci.ids and usb.ids gives it to at most three devices: a name many
 * devices carry ("Optical Mouse") is a kind of hardware and keys nothing.
 */
class WholeProductNamesTest {
    private static final Map<String, NamedDevices.Names> NAMES = Map.of(
            "046d:c52b", new NamedDevices.Names("Unifying Receiver", "Logitech, Inc."),
            "046d:c077", new NamedDevices.Names("Optical Mouse", "Logitech, Inc."),
            "0bda:8153", new NamedDevices.Names("RTL8153 Gigabit Ethernet Adapter", "Realtek Semiconductor Corp."));
    /** How many devices of the whole ids files carry each name, as the shipped files would say. */
    private static final Map<String, Integer> SHARING = Map.of("unifyingreceiver", 2, "opticalmouse", 40,
            "rtl8153gigabitethernetadapter", 1);

    private static NamedDevices named() {
        NamedDevices n = new NamedDevices(NAMES::get, k -> SHARING.getOrDefault(k, 0));
        n.learn(NAMES.keySet());
        return n;
    }

    private static Report report(String id, String subject, String body) {
        return mail(id, "Kai Lund <kai@example.se>", "Fri, 23 Sep 2016 10:00:00 +0000", subject, body);
    }

    @Test
    void aWholeNameIsAKeyWhenItIsAProductsName() {
        assertEquals("unifyingreceiver", ProductNames.wholeKey("Unifying Receiver"));
        assertEquals("cu0007", ProductNames.wholeKey("C-U0007 [Unifying Receiver]"));
        assertNull(ProductNames.wholeKey("Keyboard"));
        assertNull(ProductNames.wholeKey("Hub"));
        assertNull(ProductNames.wholeKey("RTL8100/8101L/8139 Adapter"));
        assertNull(ProductNames.wholeKey("Mouse, Keyboard"));
        assertNull(ProductNames.wholeKey("[only brackets]"));
        assertNull(ProductNames.wholeKey("unclosed [bracket"));
        assertNull(ProductNames.wholeKey("stray ] bracket"));
        assertNull(ProductNames.wholeKey("A B"));
        assertNull(ProductNames.wholeKey(null));
    }

    @Test
    void aReportWritingTheNameFindsTheDeviceAndACommonNameFindsNone() {
        NamedDevices n = named();
        assertEquals(Set.of("046d:c52b"), n.of(report("wp-1@a", "Unifying receiver stalls on 4.7.4", "Hi.\n").mail()));
        assertEquals(Set.of("046d:c52b"), n.of(report("wp-2@a", "input stalls",
                "My keyboard hangs off a unifying-receiver.\n").mail()));
        assertTrue(n.of(report("wp-3@a", "optical mouse stalls", "My optical mouse stalls.\n").mail()).isEmpty());
        assertTrue(n.of(report("wp-4@a", "input stalls",
                "On Monday, Ana wrote:\n> my Unifying receiver stalls\n> since the update\n\nnot here\n").mail())
                .isEmpty());
        assertTrue(n.of(report("wp-5@a", "receiver stalls", "the receiver stalls\n").mail()).isEmpty());
        // without the counts (a NamedDevices built on names alone) whole names key nothing
        NamedDevices bare = new NamedDevices(NAMES::get);
        bare.learn(NAMES.keySet());
        assertTrue(bare.of(report("wp-6@a", "Unifying receiver stalls", "Hi.\n").mail()).isEmpty());
    }

    @Test
    void theShippedIdsKeyTheUnifyingReceiverAndNotAnOpticalMouse() {
        NamedDevices n = NamedDevices.shipped();
        n.learn(Set.of("046d:c52b", "046d:c077"));
        Set<String> found = n.of(report("wp-7@a", "Unifying receiver stalls since 4.7", "Hi.\n").mail());
        org.junit.jupiter.api.Assumptions.assumeTrue(!found.isEmpty(), "no usb.ids on this machine");
        assertEquals(Set.of("046d:c52b"), found);
        assertTrue(n.of(report("wp-8@a", "optical mouse stalls", "Hi.\n").mail()).isEmpty());
    }

    @Test
    void aTerseReportNamingTheReceiverJoinsTheClusterThatPastedIt() {
        Report first = report("wp-10@a", "hid-logitech-dj: keys repeat and the pointer stalls since 4.7",
                "Hi,\n\nsince 4.7.1 the keyboard repeats keys and the mouse stalls for seconds; 4.6.5 is good,"
                        + " 4.7.1 is bad.\n\nBus 001 Device 003: ID 046d:c52b Logitech, Inc. Unifying Receiver\n");
        Report terse = mail("wp-11@b", "Ana Ruiz <ana@example.es>", "Mon, 26 Sep 2016 10:00:00 +0000",
                "Unifying receiver input stalls on 4.7.4", "Input stalls for seconds on 4.7.4; 4.6.7 was good.\n");
        Clusterer c = placed(List.of(first, terse));
        assertNotNull(c.clusterOf("wp-10@a"));
        assertEquals(c.clusterOf("wp-10@a"), c.clusterOf("wp-11@b"), c.all().toString());
        Report later = mail("wp-12@b", "Ana Ruiz <ana@example.es>", "Mon, 26 Sep 2016 10:00:00 +0000",
                "Unifying receiver input stalls on 4.10.2", "Input stalls for seconds on 4.10.2; 4.9.8 was good.\n");
        Clusterer d = placed(List.of(first, later));
        assertNotEquals(d.clusterOf("wp-10@a"), d.clusterOf("wp-12@b"), d.all().toString());
    }

    @Test
    void hostileNamesAndTextStayWithinTheBudget() {
        String name = "[".repeat(50_000) + "a b" + "]".repeat(50_000) + " x".repeat(50_000);
        String text = "unifying receiver ".repeat(100_000) + "unifying-".repeat(100_000);
        assertTimeoutPreemptively(TimeBudget.seconds(10), () -> {
            ProductNames.wholeKey(name);
            ProductNames.wholeKey("]".repeat(100_000));
            named().of(report("wp-20@a", text.substring(0, 200), text).mail());
        });
    }
}
