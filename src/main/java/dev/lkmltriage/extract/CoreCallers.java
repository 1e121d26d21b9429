package dev.lkmltriage.extract;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * A patch that changes a shared helper and adapts its callers: an endpoint patch letting the outbound window allocator
 * take several memory regions rewrites {@code pci-epc-mem.c} (167 lines) and {@code pci-epc.h}, and each endpoint
 * driver that calls the helper changes by a few lines (7 in the Cadence and the Rockchip one). Those drivers are the
 * helper's callers, not what the patch is about (the convention: a helper converted across several drivers names
 * none of them). Read from the message's diffstat lines, own or quoted: two or more drivers' files, each driver
 * changed by at most {@link #CALLER_LINES} lines, none of them or their family tagged by the subject, beside files of
 * no driver
 * (a subsystem's core, a header, a library such as the DWC core) that change more than {@link #RATIO} times as many
 * lines as the drivers together. Linear: one pass over the lines, one table look-up per diffstat line.
 */
final class CoreCallers {
    /** A caller's file changes this many lines at most. */
    static final int CALLER_LINES = 10;
    /** The core files change more than this many times the callers' lines together. */
    static final int RATIO = 3;
    /** Diffstat lines read at most: a pull's thousands are no helper change. */
    private static final int MAX_LINES = 64;

    private CoreCallers() {
    }

    /** The drivers of {@code text}'s diffstat that are a changed core's callers; empty when the shape is absent. */
    static Set<String> find(String text, DriverTable table, Set<String> tagNames) {
        if (text.indexOf(" | ") < 0) {
            return Set.of();
        }
        Map<String, Integer> drivers = new LinkedHashMap<>(4);
        long core = 0;
        int seen = 0;
        int n = text.length();
        for (int bar = text.indexOf(" | "); bar >= 0 && seen < MAX_LINES; ) {
            int start = text.lastIndexOf('\n', bar) + 1;
            int end = text.indexOf('\n', bar);
            end = end < 0 ? n : end;
            int from = start;
            while (from < bar && (text.charAt(from) == '>' || text.charAt(from) == ' ')) {
                from++;
            }
            int to = bar;
            while (to > from && text.charAt(to - 1) == ' ') {
                to--;
            }
            int lines = DriverExtractor.diffstatLines(text, bar, end);
            if (to > from && lines >= 0 && text.indexOf(' ', from) >= to) {
                seen++;
                String path = text.substring(from, to);
                String full = path.startsWith(".../") ? table.fullPath(path.substring(4)) : path;
                DriverTable.Driver d = full == null ? null : table.byPath(full);
                if (d != null && !DriverExtractor.subsystemCore(full, d.name())) {
                    if (DriverExtractor.taggedBy(d, full, tagNames)) {
                        return Set.of();
                    }
                    drivers.merge(d.name(), lines, Integer::sum);
                } else if (coreFile(path)) {
                    core += lines;
                }
            }
            bar = end >= n ? -1 : text.indexOf(" | ", end);
        }
        if (drivers.size() < 2 || familyTagged(drivers.keySet(), tagNames)) {
            return Set.of();
        }
        long callers = 0;
        for (int lines : drivers.values()) {
            if (lines > CALLER_LINES) {
                return Set.of();
            }
            callers += lines;
        }
        return core > RATIO * callers ? drivers.keySet() : Set.of();
    }

    /**
     * A subject tag that is a word of a changed driver's name ("PCI: cadence:" over pcie-cadence-ep and
     * pcie-cadence-host, "PCI: rockchip:"): the family's own patch, its shared file and its members together. Not
     * the bus words, which every controller's name holds.
     */
    static boolean familyTagged(Set<String> drivers, Set<String> tagNames) {
        for (String tag : tagNames) {
            if (tag.length() < 3 || tag.equals("pci") || tag.equals("pcie")) {
                continue;
            }
            for (String d : drivers) {
                String name = "_" + d.replace('-', '_') + "_";
                if (name.contains("_" + tag + "_")) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Code of no driver the table knows: a C file or header under {@code drivers/} or {@code include/}. */
    static boolean coreFile(String path) {
        boolean code = path.endsWith(".c") || path.endsWith(".h");
        return code && (path.startsWith("drivers/") || path.startsWith("include/") || path.startsWith(".../"));
    }
}
