package dev.lkmltriage.extract;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;

/**
 * Maker words to PCI vendor ids, derived from pci.ids' vendor names: a vendor is named in prose by the first word of
 * its name ("Intel Corporation": Intel; "Cavium, Inc.": Cavium) or by an abbreviation its name brackets
 * ("Advanced Micro Devices, Inc. [AMD/ATI]": AMD, ATI). Words are kept as pci.ids spells them and matched by case,
 * so "Intel" names 8086 and "intel" names nothing; a word of under three characters, or one of the plain English
 * words many vendor names begin with ("Advanced", "Digital", "Silicon" ...), is no maker word. One word may name
 * several vendors (AMD: 1002, 1022, 1924, 1dd8): the caller decides among them by the device id. Immutable.
 */
final class MakerWords {
    /** Plain words that begin vendor names but say no maker in running text. */
    private static final Set<String> PLAIN = Set.of("The", "Advanced", "Applied", "Digital", "Data", "Silicon",
            "Integrated", "Network", "Networks", "National", "Micro", "General", "Smart", "Quantum", "International",
            "United", "American", "First", "New", "Video", "Power", "Systems", "Technology", "Technologies", "Computer",
            "Global", "Universal", "Standard", "Future", "Creative", "Pacific", "Western", "Northern", "Southern",
            "Eastern", "Central", "Innovative", "Intelligent", "Tiger", "Red", "Blue", "Green", "Black", "White",
            "Star", "Linux", "Virtual", "Device", "Devices", "Bus", "Host", "Memory", "Storage", "Open", "Real",
            "High", "Fast", "Super", "Ultra", "Media", "Audio", "Sound", "Image", "Vision", "Array", "Micron",
            "Parallel", "Serial", "Signal", "Info", "Test", "Tech", "Design", "Research", "Engineering", "Electronic",
            "Electronics", "Semiconductor", "Corporation", "Company", "Inc", "Ltd", "Co", "Corp", "Shenzhen",
            "Beijing", "Shanghai", "Suzhou", "Hangzhou", "Wuhan", "Guangzhou", "Nanjing", "Xi", "Chengdu", "Tianjin",
            "Jiangsu", "Zhejiang", "Hong", "Taiwan", "Japan", "China", "Korea", "Unknown", "Illegal", "Reserved");
    private final Map<String, int[]> byWord = new HashMap<>();

    MakerWords(Map<Integer, String> vendors) {
        Map<String, java.util.TreeSet<Integer>> acc = new HashMap<>();
        for (Map.Entry<Integer, String> e : vendors.entrySet()) {
            String name = e.getValue();
            if (name == null) {
                continue;
            }
            String first = firstWord(name);
            if (first != null) {
                acc.computeIfAbsent(first, k -> new java.util.TreeSet<>()).add(e.getKey());
            }
            int open = name.lastIndexOf('[');
            int close = name.lastIndexOf(']');
            if (open >= 0 && close > open) {
                for (String part : name.substring(open + 1, close).split("[/,]")) {
                    String w = part.strip();
                    if (keep(w) && w.indexOf(' ') < 0) {
                        acc.computeIfAbsent(w, k -> new java.util.TreeSet<>()).add(e.getKey());
                    }
                }
            }
        }
        for (Map.Entry<String, java.util.TreeSet<Integer>> e : acc.entrySet()) {
            byWord.put(e.getKey(), e.getValue().stream().mapToInt(Integer::intValue).toArray());
        }
    }

    /** The vendors {@code word} names as written, or none. */
    int[] vendors(String word) {
        int[] v = word == null ? null : byWord.get(word);
        return v == null ? new int[0] : v;
    }

    private static String firstWord(String name) {
        int end = 0;
        while (end < name.length() && (Character.isLetterOrDigit(name.charAt(end)) || name.charAt(end) == '-')) {
            end++;
        }
        String w = name.substring(0, end);
        return keep(w) ? w : null;
    }

    private static boolean keep(String w) {
        return w.length() >= 3 && w.length() <= 24 && Character.isUpperCase(w.charAt(0)) && !PLAIN.contains(w)
                && w.chars().allMatch(c -> c < 128 && (Character.isLetterOrDigit(c) || c == '-'));
    }
}
