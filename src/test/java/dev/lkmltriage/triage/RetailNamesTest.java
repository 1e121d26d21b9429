package dev.lkmltriage.triage;

import static dev.lkmltriage.triage.LinkedRevertsTest.placed;
import static dev.lkmltriage.triage.ReporterTiesTest.mail;
import static dev.lkmltriage.triage.WrittenReportWordsTest.report;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.report.Report;
import dev.lkmltriage.testkit.TimeBudget;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Session 54 (cluster77; mail and id tables invented): a keyless report naming its board by the retail name pci.ids
 * lists under the board's chip ({@link RetailNames}) names that chip when the name resolves to one device; and two
 * complaints (bytes lost on the way, part of a card's ports missing) as symptom classes, so a near miss of the same
 * device and window stays apart.
 */
class RetailNamesTest {
    private static final java.util.function.Predicate<List<String>> ANY = w -> true;

    @Test
    void aSubsystemNameGivesItsBracketedNameItsWholeSelfAndItsLeadingWords() {
        assertEquals(List.of("xonardx", "virtuoso100"), RetailNames.keys("Virtuoso 100 (Xonar DX)", ANY));
        // a leading part number is dropped from the leading words, not from the whole name
        assertEquals(List.of("sb0350audigy2zs", "audigy2", "audigy2zs"), RetailNames.keys("SB0350 Audigy 2 ZS", ANY));
        // a revision keys only the whole name: another revision may be another chip
        assertEquals(List.of("serveraidbr10ilsassatacontrollerv2"),
                RetailNames.keys("ServeRAID BR10il SAS/SATA Controller v2", ANY));
        assertEquals(List.of("tlwn722nv2v3"), RetailNames.keys("TL-WN722N v2/v3", ANY));
        // one word without a digit, too short, a bracket left open or closed twice: nothing
        assertTrue(RetailNames.keys("(Tornado)", ANY).isEmpty());
        assertTrue(RetailNames.keys("Ab Cd", ANY).isEmpty());
        assertTrue(RetailNames.keys("Virtuoso 100 (Xonar DX", ANY).isEmpty());
        assertTrue(RetailNames.keys("Virtuoso 100) Xonar DX)", ANY).isEmpty());
        assertTrue(RetailNames.keys(null, ANY).isEmpty());
        assertTrue(RetailNames.keys("", ANY).isEmpty());
    }

    private static Map<String, List<String>> table() {
        Map<String, List<String>> subsystems = new HashMap<>();
        subsystems.put("13f6:8788", List.of("Virtuoso 100 (Xonar DX)", "Virtuoso 200 (Xonar D2)",
                "Realtek High Definition Audio"));
        subsystems.put("1102:0004", List.of("SB0350 Audigy 2 ZS", "Realtek High Definition Audio"));
        subsystems.put("1102:0008", List.of("SB0530 Audigy 2 ZS Notebook", "Realtek High Definition Audio"));
        Map<String, Collection<String>> devices = new HashMap<>();
        List<String> pci = new ArrayList<>(List.of("CMI8788 [Oxygen HD Audio]", "EMU10k2 [Sound Blaster Audigy]"));
        // the codec's maker writes its name under many devices: a kind of hardware, no board
        for (int i = 0; i < 12; i++) {
            pci.add("Realtek ALC" + (880 + i) + " High Definition Audio Codec");
        }
        devices.put("pci", pci);
        devices.put("usb", List.of("Xonar U3 sound card"));
        // a maker's name in brackets, a name of plain words without a model number: no board
        subsystems.put("1000:0030", List.of("Board S1 [LSI Logic]", "Local Bus", "Quiet Blue Edition"));
        return RetailNames.of(subsystems, devices, List.of("LSI Logic / Symbios Logic", "Creative Labs"));
    }

    @Test
    void aNameOneDeviceGivesResolvesAndANameTwoShareDoesNot() {
        Map<String, List<String>> t = table();
        assertTrue(t.get("13f6:8788").contains("xonardx"), t.toString());
        assertTrue(t.get("13f6:8788").contains("xonard2"), t.toString());
        // "Audigy 2 ZS" is sold on two chips: it names neither; each keeps only what is its own
        assertFalse(t.get("1102:0004").contains("audigy2zs"), t.toString());
        assertFalse(t.get("1102:0008").contains("audigy2zs"), t.toString());
        assertTrue(t.get("1102:0008").contains("audigy2zsnotebook"), t.toString());
        // words many devices carry make no key, though the name is found under three devices only
        assertTrue(t.values().stream().flatMap(List::stream).noneMatch(k -> k.startsWith("realtek")), t.toString());
        // a usb.ids product is no subsystem: it keys nothing here (ProductNames reads whole device names)
        assertTrue(t.values().stream().flatMap(List::stream).noneMatch(k -> k.startsWith("xonaru3")), t.toString());
        assertEquals(List.of("boards1"), t.get("1000:0030"), t.toString());
        assertTrue(RetailNames.of(Map.of(), Map.of(), List.of()).isEmpty());
    }

    private static NamedDevices named(Map<String, List<String>> retail) {
        Map<String, NamedDevices.Names> names = Map.of(
                "13f6:8788", new NamedDevices.Names("CMI8788 [Oxygen HD Audio]", "C-Media Electronics Inc"),
                "1102:0004", new NamedDevices.Names("EMU10k2 [Sound Blaster Audigy]", "Creative Labs"));
        return new NamedDevices(names::get, k -> 0, d -> retail.getOrDefault(d, List.of()));
    }

    @Test
    void aKeylessReportNamesTheChipOfItsBoardOnceAClusterCarriesIt() {
        NamedDevices n = named(table());
        Report xonar = report("rn-1@a", "Fedora 15: stereo reversed on ASUS Xonar DX", "Hi,\n\nleft is right.\n");
        // no cluster carries the chip yet: nothing
        assertTrue(n.of(xonar.mail()).isEmpty());
        n.learn(Set.of("13f6:8788", "1102:0004"));
        assertEquals(Set.of("13f6:8788"), n.of(xonar.mail()));
        assertEquals(Set.of("13f6:8788"), n.of(report("rn-2@a", "sound card stereo reversed",
                "Hi,\n\nmy Xonar DX plays left on the right.\n").mail()));
        // the brand alone, a name two chips share, a quoted name: nothing
        assertTrue(n.of(report("rn-3@a", "Xonar stereo reversed", "Hi.\n").mail()).isEmpty());
        assertTrue(n.of(report("rn-4@a", "Audigy 2 ZS optical out silent", "Hi.\n").mail()).isEmpty());
    }

    private static final String CARD = "05:04.0 Multimedia audio controller [0401]: C-Media Electronics Inc CMI8788 "
            + "[Oxygen HD Audio] [13f6:8788]\n";

    @Test
    void endToEndTheRetailNameJoinsTheReportOfItsChipAndAnotherComplaintStaysApart() {
        org.junit.jupiter.api.Assumptions.assumeTrue(
                RetailNames.shipped().getOrDefault("13f6:8788", List.of()).contains("xonardx"),
                "no pci.ids naming the Xonar DX on this machine");
        Report first = mail("re-1@a", "Ana Pires <ana@example.pt>", "Mon, 11 Apr 2011 10:00:00 +0000",
                "oxygen: left and right channels swapped on Xonar DX since 2.6.38",
                "Hi,\n\nwith 2.6.38.1 left plays on the right speaker; 2.6.37.5 is good.\n\n" + CARD + "\nAna\n");
        Report retail = mail("re-2@b", "Jun Mori <jun@example.jp>", "Thu, 21 Apr 2011 10:00:00 +0000",
                "Fedora 15: stereo reversed on ASUS Xonar DX", "Hello,\n\nsince the update from 2.6.35.13 to 2.6.38.6 "
                        + "the stereo is the wrong way round.\n\nJun\n");
        Report other = mail("re-3@c", "Piet Smit <piet@example.nl>", "Fri, 29 Apr 2011 10:00:00 +0000",
                "Fedora 15: playback too fast on ASUS Xonar DX", "Hi,\n\nsince the update from 2.6.35.13 to 2.6.38.6 "
                        + "music plays too fast.\n\nPiet\n");
        Clusterer c = placed(List.of(first, retail, other));
        assertEquals(c.clusterOf("re-1@a"), c.clusterOf("re-2@b"), c.all().toString());
        assertNotEquals(c.clusterOf("re-1@a"), c.clusterOf("re-3@c"), c.all().toString());
    }

    private static String symptom(String subject) {
        return ReportFeatures.of(report("sy-" + Math.abs(subject.hashCode()) + "@a", subject, "Hi.\n")).symptom();
    }

    @Test
    void bytesLostAndPortsMissingAreClasses() {
        assertEquals("corrupt", symptom("mos7840: RTS/CTS ignored, bytes lost at 115200"));
        assertEquals("corrupt", symptom("serial adapter drops characters under load"));
        assertEquals("partial", symptom("only two of four ports registered since 4.3"));
        assertEquals("partial", symptom("stretch: USB to 4x RS232 adapter only gives two ports"));
        // an older class wins; words alike are none; a serial console garbled at a wrong rate is no class here
        assertEquals("hang", symptom("only two of four ports, then the machine hangs"));
        assertEquals("other", symptom("lost+found bytes"));
        assertEquals("other", symptom("only two options for the port"));
        assertEquals("other", symptom("Serial console at 460800 garbled"));
        assertFalse(ReportFeatures.sameSymptom("partial", "corrupt"));
    }

    private static final String ADAPTER = "Bus 001 Device 006: ID 9710:7840 MosChip Semiconductor MCS7820/MCS7840 "
            + "2/4 port serial adapter\n";

    @Test
    void theSameAdapterAndWindowLosingBytesStaysApartFromMissingPortsAndASecondReporterJoins() {
        Report ports = mail("mp-1@a", "Ana Pires <ana@example.pt>", "Mon, 30 Nov 2015 10:00:00 +0000",
                "mos7840: only two of four ports registered since 4.3",
                "Hi,\n\nwith 4.3.0 only ttyUSB0 and ttyUSB1 appear; 4.2.6 is good.\n\n" + ADAPTER + "\nAna\n");
        Report bytes = mail("mp-2@b", "Jun Mori <jun@example.jp>", "Mon, 7 Dec 2015 10:00:00 +0000",
                "mos7840: RTS/CTS ignored on 4.3, bytes lost at 115200",
                "Hello,\n\n4.3.3 keeps sending while CTS is low; 4.2.8 stops as it should.\n\n" + ADAPTER + "\nJun\n");
        Report again = mail("mp-3@c", "Piet Smit <piet@example.nl>", "Mon, 14 Dec 2015 10:00:00 +0000",
                "4-port serial box only gives two ports on 4.3",
                "Hi,\n\n4.3.2 gives two ports, 4.2.7 gave four.\n\n" + ADAPTER + "\nPiet\n");
        Clusterer c = placed(List.of(ports, bytes, again));
        assertNotEquals(c.clusterOf("mp-1@a"), c.clusterOf("mp-2@b"), c.all().toString());
        assertEquals(c.clusterOf("mp-1@a"), c.clusterOf("mp-3@c"), c.all().toString());
    }

    @Test
    void hostileInputStaysWithinItsBudget() {
        String longName = "Xonar DX (".repeat(20_000) + ")".repeat(20_000);
        Map<String, List<String>> subsystems = new HashMap<>();
        for (int i = 0; i < 2_000; i++) {
            subsystems.put(String.format("%04x:0001", i), List.of("Board " + i + " (Model Q" + (1000 + i) + ")",
                    longName));
        }
        String body = "Xonar DX Audigy 2 ZS bytes lost only two of four ".repeat(20_000);
        Report big = report("rh@a", "Xonar DX ".repeat(5_000), body);
        long t0 = System.nanoTime();
        assertTimeoutPreemptively(TimeBudget.seconds(10), () -> {
            assertTrue(RetailNames.keys(longName, ANY).isEmpty());
            Map<String, List<String>> t = RetailNames.of(subsystems, Map.of("pci", List.of(longName)), List.of(longName));
            assertEquals(2_000, t.size());
            NamedDevices n = named(table());
            n.learn(Set.of("13f6:8788"));
            assertEquals(Set.of("13f6:8788"), n.of(big.mail()));
            ReportFeatures.of(big);
        });
        System.out.printf("RetailNamesTest hostile: %.2f s%n", (System.nanoTime() - t0) / 1e9);
    }
}
