package dev.lkmltriage.triage;

import dev.lkmltriage.extract.ExtractSettings;
import dev.lkmltriage.extract.IdDatabase;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The boards a report names by the name they are sold under (session 54): pci.ids lists under a chip the cards its
 * makers built on it ("Virtuoso 100 (Xonar DX)" under the CMI8788, "SB0350 Audigy 2 ZS" under the EMU10k2), and a
 * reporter who pastes no {@code lspci} line writes that name ("stereo reversed on ASUS Xonar DX"). A subsystem name
 * gives its keys ({@link #keys}): each name in its brackets or parentheses, and its leading two to four words (a
 * leading part number such as "SB0350" dropped), squashed as {@link ProductNames#squash} does. A key counts only when
 * it resolves to ONE device: a key that a run of words of any other device's name or subsystem name carries
 * (pci.ids and usb.ids) is shared, and a shared key (a retail name two chips were sold under, "Audigy 2 ZS" on the
 * EMU10k2 and on its notebook chip; a machine whose every onboard device lists it; "NVM Express") is none. Keys of
 * plain words need a word with a digit, and no word of a maker's name counts as a product's ({@link #distinctive}).
 * A name carrying a revision ("v2", "rev 2") keys only its whole self: its other revisions may be another chip. Built
 * once from the ids files the settings point at (a few seconds of CPU); none without them.
 */
final class RetailNames {
    /** Leading words of a name made into keys at most. */
    static final int MAX_LEAD = 4;
    /** Devices a product's own word is written under at most ({@link #distinctive}). */
    static final int MAX_WORD_DEVICES = 10;
    /** Words of a name read at most as one run when asking whether it carries another device's key. */
    static final int MAX_SHARED_RUN = 8;

    private static volatile Map<String, List<String>> shipped;

    private RetailNames() {
    }

    /** The retail keys of each PCI device ({@code vvvv:dddd}) that resolve to it alone; empty without pci.ids. */
    static Map<String, List<String>> shipped() {
        Map<String, List<String>> s = shipped;
        if (s == null) {
            IdDatabase db = IdDatabase.open(ExtractSettings.defaults());
            Map<String, List<String>> subsystems = new HashMap<>();
            db.forEachSubsystemName((device, name) ->
                    subsystems.computeIfAbsent(device.name(), x -> new ArrayList<>()).add(name));
            Map<String, java.util.Collection<String>> devices = new HashMap<>();
            for (String bus : List.of("pci", "usb")) {
                devices.put(bus, db.deviceNames(bus));
            }
            List<String> vendors = new ArrayList<>(db.vendorNames("pci"));
            vendors.addAll(db.vendorNames("usb"));
            s = of(subsystems, devices, vendors);
            shipped = s;
        }
        return s;
    }

    /**
     * The retail keys of each device: {@code subsystems} by the device they are listed under, {@code devices} every
     * device name of each bus. Only keys one device gives, of words few devices carry ({@link #distinctive}).
     */
    static Map<String, List<String>> of(Map<String, List<String>> subsystems,
                                        Map<String, java.util.Collection<String>> devices,
                                        java.util.Collection<String> vendors) {
        // first the devices each word is found under: a word of many devices' names is no product's, and a word of a
        // maker's name ("LSI Logic", "ASUSTeK Computer", "NVIDIA GeForce") is no board's
        Map<String, Set<String>> devicesByWord = new HashMap<>();
        Set<String> many = new java.util.HashSet<>();
        for (int i = 0; i <= MAX_WORD_DEVICES; i++) {
            many.add("vendor:" + i);
        }
        for (String v : vendors) {
            for (String w : words(v)) {
                devicesByWord.put(w, many);
            }
        }
        subsystems.forEach((device, names) -> names.forEach(name -> count(devicesByWord, name, device)));
        devices.forEach((bus, names) -> {
            int n = 0;
            for (String name : names) {
                count(devicesByWord, name, bus + ":" + n++);
            }
        });
        java.util.function.Predicate<List<String>> distinctive = w -> distinctive(w, devicesByWord);
        Map<String, Set<String>> devicesByKey = new HashMap<>();
        subsystems.forEach((device, names) -> names.forEach(name -> {
            for (String k : keys(name, distinctive)) {
                devicesByKey.computeIfAbsent(k, x -> new LinkedHashSet<>()).add(device);
            }
        }));
        // a key any other name carries as a run of its words is shared: another subsystem's board ("Xonar DX
        // Notebook"), or a device's own name ("NVM Express Controller"; "pci:"/"usb:" keep those entries apart)
        subsystems.forEach((device, names) -> names.forEach(name -> share(devicesByKey, name, device)));
        devices.forEach((bus, names) -> {
            int n = 0;
            for (String name : names) {
                share(devicesByKey, name, bus + ":" + n++);
            }
        });
        return unique(devicesByKey);
    }

    /** Notes {@code device} under each key of {@code devicesByKey} that a run of {@code name}'s words makes. */
    private static void share(Map<String, Set<String>> devicesByKey, String name, String device) {
        List<String> w = words(name);
        for (int i = 0; i < w.size(); i++) {
            StringBuilder run = new StringBuilder();
            for (int k = i; k < w.size() && k < i + MAX_SHARED_RUN; k++) {
                run.append(w.get(k));
                Set<String> ds = devicesByKey.get(run.toString());
                if (ds != null) {
                    ds.add(device);
                }
            }
        }
    }

    /** Notes {@code device} under each word of {@code name}, up to one more than {@link #MAX_WORD_DEVICES}. */
    private static void count(Map<String, Set<String>> devicesByWord, String name, String device) {
        for (String w : words(name)) {
            Set<String> ds = devicesByWord.computeIfAbsent(w, x -> new java.util.HashSet<>());
            if (ds.size() <= MAX_WORD_DEVICES) {
                ds.add(device);
            }
        }
    }

    /**
     * Whether a key's words carry a product's own word: one of three letters or more, not a number, that the ids
     * files write under at most {@link #MAX_WORD_DEVICES} devices ("xonar", "br10il"). A key of words many devices
     * carry ("Realtek High Definition Audio", "Gigabit ET2 Quad Port") is a kind of hardware or a maker, not a board.
     */
    static boolean distinctive(List<String> words, Map<String, Set<String>> devicesByWord) {
        for (String w : words) {
            Set<String> ds = devicesByWord.get(w);
            if (w.length() >= 3 && w.chars().anyMatch(Character::isLetter) && ds != null
                    && ds.size() <= MAX_WORD_DEVICES) {
                return true;
            }
        }
        return false;
    }

    /**
     * Device to its keys, from key to the devices giving it: only keys one device gives. A device's own name giving
     * a key its subsystems give counts as another device above, which keeps a chip's generic name ("Audigy 2") out.
     */
    static Map<String, List<String>> unique(Map<String, Set<String>> devicesByKey) {
        Map<String, List<String>> out = new HashMap<>();
        devicesByKey.forEach((k, ds) -> {
            if (ds.size() == 1) {
                out.computeIfAbsent(ds.iterator().next(), x -> new ArrayList<>()).add(k);
            }
        });
        return out;
    }

    /**
     * A subsystem or device name's retail keys: each bracketed or parenthesised name of two words or more, or of one
     * with a digit ("Xonar DX", "Xonar D1"); the whole name outside the brackets when it has two words or more and a
     * word with a digit; its leading two to {@value #MAX_LEAD} words with a word with a digit ("Virtuoso 100"; not
     * "NVIDIA GeForce", "Local Bus"), a leading part number (letters and three digits or more, with two words
     * after it) dropped. Each at least {@link ProductNames#MIN_KEY} letters and digits with a letter. A name with a
     * revision word gives only its whole self; an unbalanced bracket gives nothing.
     */
    static List<String> keys(String name, java.util.function.Predicate<List<String>> distinctive) {
        List<String> out = new ArrayList<>();
        if (name == null || name.length() > 200) {
            return out;
        }
        StringBuilder outside = new StringBuilder();
        StringBuilder inner = null;
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (c == '(' || c == '[') {
                if (inner != null) {
                    return List.of();
                }
                inner = new StringBuilder();
                outside.append(' ');
            } else if (c == ')' || c == ']') {
                if (inner == null) {
                    return List.of();
                }
                List<String> w = words(inner.toString());
                String key = String.join("", w);
                if ((w.size() >= 2 || key.chars().anyMatch(Character::isDigit)) && distinctive.test(w)) {
                    add(out, key);
                }
                inner = null;
            } else if (inner != null) {
                inner.append(c);
            } else {
                outside.append(c);
            }
        }
        if (inner != null) {
            return List.of();
        }
        List<String> w = words(outside.toString());
        if (w.size() >= 2 && distinctive.test(w) && digit(w)) {
            add(out, String.join("", w));
        }
        if (w.stream().anyMatch(RetailNames::revision)) {
            return out;
        }
        int from = w.size() >= 3 && partNumber(w.get(0)) ? 1 : 0;
        for (int k = 2; k <= MAX_LEAD && from + k <= w.size(); k++) {
            if (distinctive.test(w.subList(from, from + k)) && digit(w.subList(from, from + k))) {
                add(out, String.join("", w.subList(from, from + k)));
            }
        }
        return out;
    }

    /** Whether a word of {@code words} carries a digit: a model ("Virtuoso 100", "ServeRAID BR10il"). */
    private static boolean digit(List<String> words) {
        for (String w : words) {
            if (w.chars().anyMatch(Character::isDigit)) {
                return true;
            }
        }
        return false;
    }

    private static void add(List<String> out, String key) {
        if (key.length() >= ProductNames.MIN_KEY && key.chars().anyMatch(Character::isLetter) && !out.contains(key)) {
            out.add(key);
        }
    }

    /** The lowercase ASCII letter-and-digit words of {@code s}, as {@link ReportWords} cuts a report. */
    static List<String> words(String s) {
        return ReportWords.of(s, 64, 64).words();
    }

    /** A revision of a board: "v2", "v1.1", "rev", "rev2", "revision". */
    static boolean revision(String w) {
        return w.equals("rev") || w.equals("revision") || w.matches("(v|rev)\\d{1,2}");
    }

    /** A maker's part number before the retail name ("sb0350"): letters, then three digits or more. */
    static boolean partNumber(String w) {
        return w.matches("[a-z]{1,4}\\d{3,}[a-z]?");
    }
}
