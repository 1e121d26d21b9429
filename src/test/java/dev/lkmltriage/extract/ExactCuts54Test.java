package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Session 54 (speed54): exact cuts held to the code they replace. {@link PlatformDrivers}' look-up of a kind and a
 * platform goes through the table's index of its two-part module names ({@link PlatformDrivers.TwoPartNames}, made
 * once per table) instead of splitting every name of the table with a regex per phrase; {@link #oldResolve} is the
 * loop it replaces, copied. Mail written for the test, with the repository's real tables.
 */
class ExactCuts54Test {
    private final DriverTable table = DriverTable.load(HwMails.withoutIds());

    /** The look-up before session 54, copied: every name of the table split and compared. */
    private static String oldResolve(String kind, String platform, DriverTable table) {
        String k = kind.toLowerCase(Locale.ROOT);
        String p = platform.toLowerCase(Locale.ROOT);
        String found = null;
        for (String name : table.names()) {
            String[] parts = name.toLowerCase(Locale.ROOT).split("[-_]");
            if (parts.length != 2) {
                continue;
            }
            boolean match = kindPart(parts[0], k) && platformPart(parts[1], p)
                    || kindPart(parts[1], k) && platformPart(parts[0], p);
            if (!match) {
                continue;
            }
            DriverTable.Driver d = table.byName(name);
            String module = d == null ? name : d.name();
            if (found != null && !found.equals(module)) {
                return null;
            }
            found = module;
        }
        return found;
    }

    private static boolean kindPart(String part, String kind) {
        return part.equals(kind) || isPci(part) && isPci(kind);
    }

    private static boolean isPci(String w) {
        return w.equals("pci") || w.equals("pcie");
    }

    private static boolean platformPart(String part, String platform) {
        return !isPci(part) && (part.equals(platform) || part.length() >= 4 && platform.startsWith(part)
                || platform.length() >= 4 && part.startsWith(platform));
    }

    private String now(String kind, String platform) {
        return table.twoPartNames().module(kind.toLowerCase(Locale.ROOT), platform.toLowerCase(Locale.ROOT));
    }

    @Test
    void theIndexAnswersAsTheWalkOverEveryName() {
        // the words a phrase could hold: the parts of the module names (and their starts), odd words
        List<String[]> split = new ArrayList<>();
        List<String> parts = new ArrayList<>();
        for (String name : table.names()) {
            String[] p = name.split("[-_]");
            split.add(p);
            for (String part : p) {
                parts.add(part);
                parts.add(part.substring(0, Math.min(part.length(), 3 + name.length() % 3)));
            }
        }
        String[] odd = {"PCI", "PCIe", "pcie", "pci", "AHCI", "USB", "BrcmSTB", "Tegra", "Tegra194", "brcm", "x", "",
            "\u0130", "\u212a", "IMX6", "ahci_brcm", "pcie-brcmstb", "-", "_", "a-b", "STB", "Rcar", "RCar3", "zzzz"};
        Random r = new Random(54);
        int found = 0;
        int none = 0;
        // the old walk costs milliseconds a phrase (the cut's reason): a few thousand questions
        for (int n = 0; n < 2_500; n++) {
            String kind;
            String platform;
            if (r.nextBoolean()) {
                // one name's two parts either way round, the platform maybe extended or cut to its start
                String[] p = split.get(r.nextInt(split.size()));
                int k = r.nextInt(p.length);
                kind = p[k];
                platform = p[r.nextInt(p.length)];
                if (p.length > 1 && r.nextBoolean()) {
                    platform = p[(k + 1) % p.length];
                }
            } else {
                kind = r.nextInt(3) == 0 ? odd[r.nextInt(odd.length)] : parts.get(r.nextInt(parts.size()));
                platform = r.nextInt(3) == 0 ? odd[r.nextInt(odd.length)] : parts.get(r.nextInt(parts.size()));
            }
            switch (r.nextInt(4)) {
                case 0 -> platform = platform.toUpperCase(Locale.ROOT);
                case 1 -> platform = platform + "STB";
                case 2 -> platform = platform.substring(0, Math.min(platform.length(), 4));
                default -> { }
            }
            String old = oldResolve(kind, platform, table);
            assertEquals(old, now(kind, platform), kind + " / " + platform);
            found += old == null ? 0 : 1;
            none += old == null ? 1 : 0;
        }
        // both answers are reached many times
        assertTrue(found > 200 && none > 500, found + " found, " + none + " none");
    }

    @Test
    void positivesNearMissesAndTheSharedIndex() {
        assertEquals("pcie-brcmstb", now("PCIe", "BrcmSTB"));
        assertEquals("pcie-brcmstb", now("PCI", "BrcmSTB"));
        assertEquals("ahci_brcm", now("AHCI", "BrcmSTB"));
        // two modules for one platform, a platform start under four letters, the kind as platform: none
        assertNull(now("PCIe", "Tegra"));
        assertNull(now("PCIe", "brc"));
        assertNull(now("PCIe", "PCIe"));
        assertNull(now("", ""));
        for (String[] q : new String[][] {{"PCIe", "BrcmSTB"}, {"PCIe", "Tegra"}, {"AHCI", "BrcmSTB"}, {"", ""}}) {
            assertEquals(oldResolve(q[0], q[1], table), now(q[0], q[1]), q[0] + " / " + q[1]);
        }
        assertSame(table.twoPartNames(), table.twoPartNames());
        assertNull(DriverTable.empty().twoPartNames().module("pcie", "brcmstb"));
    }

    @Test
    void hostilePhrasesFinishFast() {
        DriverExtractor extractor = new DriverExtractor(HwMails.withoutIds());
        String phrases = "the PCIe driver for the BrcmSTB chip and ".repeat(20_000);
        String noPlatform = "the PCIe driver for the x and ".repeat(20_000);
        for (String text : List.of(phrases, noPlatform)) {
            assertTimeoutPreemptively(TimeBudget.seconds(20),
                    () -> extractor.extract(HwMails.mail("Re: [PATCH] Share a reset line", text + "\n"), List.of()));
        }
        assertTrue(extractor.extract(HwMails.mail("Re: [PATCH] x", phrases + "\n"), List.of())
                .contains("pcie-brcmstb"));
    }

    /** Random text rich in " device" spelt in every case, near misses and odd characters. */
    private static String deviceText(Random r) {
        String[] bits = {" device", " DEVICE", " Device", " dEvIcE", " dev\u0130ce", " devices", "device", " devic",
            " d evice", "  device 28C0", "VMD", " 28C0", "\n", "> ", "v", "V", " ", "x", "\u212a", "\u0130", "\uD800",
            " devi", "ce ", " de", "vice"};
        StringBuilder b = new StringBuilder();
        int n = r.nextInt(40);
        for (int i = 0; i < n; i++) {
            b.append(bits[r.nextInt(bits.length)]);
        }
        return b.toString();
    }

    @Test
    void theDeviceWordsFoundOnceAnswerAsTheLineWalk() {
        // the offsets are found from 'v' and 'V': no other character lowercases to 'v'
        for (int c = 0; c <= Character.MAX_VALUE; c++) {
            assertEquals(c == 'v' || c == 'V', Character.toLowerCase((char) c) == 'v', Integer.toHexString(c));
        }
        Random r = new Random(5454);
        int yes = 0;
        int no = 0;
        for (int n = 0; n < 40_000; n++) {
            String s = deviceText(r);
            NicknameIds.Devices devices = new NicknameIds.Devices(s);
            // ranges in any order, empty, reversed and past the text's end on the right
            for (int q = 0; q < 6; q++) {
                int from = s.isEmpty() ? 0 : r.nextInt(s.length() + 1);
                int to = Math.min(s.length(), from + r.nextInt(s.length() + 2) - (q == 0 ? 3 : 0));
                boolean old = NicknameIds.device(s, from, to);
                assertEquals(old, devices.in(from, to), s + " [" + from + ", " + to + ")");
                yes += old ? 1 : 0;
                no += old ? 0 : 1;
            }
        }
        assertTrue(yes > 10_000 && no > 10_000, yes + " yes, " + no + " no");
    }

    @Test
    void theHardwareStageReadsNicknamesAsBefore() {
        HwMails.assumeIds(); // "VMD device 28C0" resolves through the vendor names of ../shared's pci.ids
        HardwareExtractor hw = new HardwareExtractor(HwMails.settings());
        String text = "On this box the VMD device 28C0 hangs, and the VMD devices 28C0 too.\n"
                + "> Quoted: the VMD device 28C0 again.\nNo DEVICE 28C0 here, nor VMD device 28C0x.\n";
        assertTrue(hw.extract(HwMails.mail("VMD hang", text)).toString().contains("28c0"));
        String none = "vVv device device " + "v".repeat(100_000) + "\n" + " device".repeat(100_000) + "\n";
        assertTimeoutPreemptively(TimeBudget.seconds(20), () -> hw.extract(HwMails.mail("x", none)));
    }
}
