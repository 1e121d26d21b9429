package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.TestData;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.Predicate;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The name matcher scores only the devices that share a token with the name ({@link VendorDevices}). This holds it
 * to the plain algorithm it replaced, which scores every device of the vendor, on names made from the real pci.ids:
 * exact names, names with words dropped or shuffled, model numbers with and without their letter prefix, generic
 * words only, and long hostile runs of common words. Any difference in the chosen id (or in refusing) fails.
 */
class NameMatcherIndexTest {
    private static IdTable table;
    private static NameMatcher matcher;

    @BeforeAll
    static void load() {
        table = IdTable.read(TestData.shared("data/pci.ids"));
        matcher = new NameMatcher(table);
    }

    @Test
    void indexedMatchEqualsScoringEveryDevice() {
        Random random = new Random(6);
        List<String> names = new ArrayList<>();
        for (Map.Entry<Integer, String> v : table.vendors().entrySet()) {
            List<Integer> devices = table.devicesOf(v.getKey());
            for (int k = 0; k < Math.min(4, devices.size()); k++) {
                String device = table.device(v.getKey(), devices.get(random.nextInt(devices.size())));
                names.add(v.getValue() + " " + device);
                names.add(v.getValue() + " " + variant(device, random));
            }
        }
        String intel = table.vendor(0x8086);
        names.add(intel + " Ethernet Controller");
        names.add(intel + " 8086 Series Chipset Family PCI Express Root Port 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15");
        names.add(intel + " " + "controller ".repeat(60));
        names.add(intel + " 82801 82801 82801 USB UHCI");
        int matched = 0;
        for (String name : names) {
            PciId expected = reference(name);
            assertEquals(expected, matcher.match(name), name);
            if (expected != null) {
                matched++;
            }
        }
        // the comparison means something only if many names resolve
        assertTrue(matched > names.size() / 4, matched + " of " + names.size());
    }

    /** The explicit-device rule asks {@link IdTable#hasDevice} by key; it must answer as the vendor's list does. */
    @Test
    void hasDeviceAnswersAsTheVendorsList() {
        Random random = new Random(12);
        int listed = 0;
        for (int vendor : table.vendors().keySet()) {
            List<Integer> devices = table.devicesOf(vendor);
            for (int d : devices) {
                assertTrue(table.hasDevice(vendor, d), Integer.toHexString(vendor) + ":" + Integer.toHexString(d));
                listed++;
            }
            for (int k = 0; k < 8; k++) {
                int d = random.nextInt(0x10000);
                assertEquals(devices.contains(d), table.hasDevice(vendor, d));
            }
        }
        assertTrue(listed > 10_000, "pci.ids read: " + listed);
    }

    /** A device name with words dropped, swapped, or the letters of a model number removed. */
    private static String variant(String device, Random random) {
        List<String> words = new ArrayList<>(List.of(device.split(" ")));
        switch (random.nextInt(4)) {
            case 0 -> words.remove(random.nextInt(words.size()));
            case 1 -> java.util.Collections.swap(words, 0, words.size() - 1);
            case 2 -> words.replaceAll(w -> w.replaceFirst("^[A-Za-z]+-?(?=\\d{3})", ""));
            default -> words.add(random.nextInt(words.size() + 1), "PCI");
        }
        return String.join(" ", words);
    }

    // The algorithm before the index: every device of the vendor scored, cores computed per comparison.

    private static PciId reference(String text) {
        List<String> tokens = NameTokens.tokens(text, 40);
        NameMatcher.Vendor v = matcher.vendor(tokens);
        if (v == null) {
            return null;
        }
        List<String> rest = tokens.subList(v.tokens(), tokens.size());
        PciId direct = matcher.explicit(text);
        if (direct != null || rest.isEmpty()) {
            return direct;
        }
        boolean hasModel = rest.stream().anyMatch(NameTokens::isModel);
        double textWeight = weight(rest);
        double best = 0;
        double second = 0;
        PciId bestId = null;
        int covering = 0;
        boolean bestCovers = false;
        int exact = 0;
        PciId exactId = null;
        for (int vendor : v.ids()) {
            // session 53: a family word of the vendor's names that the text has and a device lacks scores it 0
            VendorDevices ds = FAMILIES.computeIfAbsent(vendor, k -> new VendorDevices(table, k, 40));
            List<String> vendorWords = NameTokens.tokens(String.valueOf(table.vendor(vendor)), 40);
            Predicate<String> family = t -> !NameTokens.isModel(t) && ds.familyWord(ds.tokenId(t))
                    && !vendorWords.contains(t);
            for (int device : table.devicesOf(vendor)) {
                List<String> cand = NameTokens.tokens(table.device(vendor, device), 40);
                if (cand.equals(rest)) {
                    exact++;
                    exactId = PciId.of(vendor, device);
                }
                double s = score(rest, textWeight, cand, family);
                boolean covers = s > 0 && covers(rest, cand);
                if (covers) {
                    covering++;
                }
                if (s > best) {
                    second = best;
                    best = s;
                    bestId = PciId.of(vendor, device);
                    bestCovers = covers;
                } else if (s > second) {
                    second = s;
                }
            }
        }
        if (exact == 1) {
            // session 9: a name one device carries exactly is that device
            return exactId;
        }
        if (bestCovers && covering == 1) {
            second = Math.min(second, best - 0.2);
        }
        double floor = hasModel ? 0.6 : 0.85;
        return best >= floor && best - second >= 0.1 ? bestId : null;
    }

    private static boolean covers(List<String> text, List<String> cand) {
        for (String t : text) {
            if (!cand.contains(t) && !(NameTokens.isModel(t) && cand.stream().anyMatch(c -> NameTokens.sameModel(t, c)))) {
                return false;
            }
        }
        return true;
    }

    private static double weight(List<String> tokens) {
        double w = 0;
        for (String t : tokens) {
            w += NameTokens.weight(t);
        }
        return w;
    }

    private static final Map<Integer, VendorDevices> FAMILIES = new HashMap<>();

    private static double score(List<String> text, double textWeight, List<String> cand, Predicate<String> family) {
        double overlap = 0;
        for (String t : text) {
            boolean found = false;
            for (String c : cand) {
                if (NameTokens.isModel(t) ? NameTokens.sameModel(t, c) : t.equals(c)) {
                    found = true;
                    break;
                }
            }
            if (found) {
                overlap += NameTokens.weight(t);
            } else if (NameTokens.isModel(t) || family.test(t)) {
                return 0;
            }
        }
        double total = textWeight + weight(cand);
        return total == 0 ? 0 : 2 * overlap / total;
    }
}
