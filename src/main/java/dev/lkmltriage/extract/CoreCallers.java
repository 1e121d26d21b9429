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
 * lines as the drivers together. A second shape (session 31): callers in other subsystems adapted as much as the
 * core changes, under a core's subject tag ("PCI: Use ioremap() for platform ROM" over three GPU drivers), see
 * {@link #find}. Linear: one pass over the lines, one table look-up per diffstat line.
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

    /**
     * The drivers of {@code text}'s diffstat that are a changed core's callers; empty when the shape is absent.
     * {@code coreSubject}: the subject names no driver and does not call its work a driver's (DriverExtractor).
     */
    static Set<String> find(String text, DriverTable table, Set<String> tagNames, boolean coreSubject) {
        if (text.indexOf(" | ") < 0) {
            return Set.of();
        }
        Map<String, Integer> drivers = new LinkedHashMap<>(4);
        long core = 0;
        int seen = 0;
        // a tag is a directory of a changed driver's path (tagsDirectory), or its subsystem's (tagsSubsystem)
        boolean familyDir = false;
        boolean ownSubsystem = false;
        // a tag is the stem of a changed core C file ("USB: pci-quirks:" over drivers/usb/host/pci-quirks.c): the
        // subject is a feature of that file, which the drivers changed beside it take part in, no conversion
        boolean coreTagged = false;
        // the directories of the changed drivers' files and of the core files: a header beside the drivers'
        // files ("drivers/nvme/host/nvme.h" under an "nvme-pci:" patch) is their own, no core's; a core's file lies
        // elsewhere (include/linux/log2.h, drivers/pci/rom.c)
        Set<String> driverDirs = new java.util.HashSet<>(4);
        Set<String> coreDirs = new java.util.HashSet<>(4);
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
                    familyDir |= tagsDirectory(full, tagNames);
                    ownSubsystem |= tagsSubsystem(full, tagNames);
                    driverDirs.add(directory(full));
                } else if (coreFile(path)) {
                    core += lines;
                    coreDirs.add(directory(path));
                    coreTagged |= tagsStem(path, tagNames);
                }
            }
            bar = end >= n ? -1 : text.indexOf(" | ", end);
        }
        if (drivers.size() < 2 || familyTagged(drivers.keySet(), tagNames)) {
            return Set.of();
        }
        coreDirs.removeAll(driverDirs);
        if (coreSubject && !coreDirs.isEmpty() && !tagNames.isEmpty() && !familyDir && !ownSubsystem && !coreTagged
                && !tagNames.contains("treewide")) {
            // a core's helper or interface changed, and its callers in other subsystems adapted, each as much as
            // the core changes: the platform-ROM fix rewriting pci_platform_rom()'s GPU callers (31, 17, 30 lines)
            // beside rom.c and pci.h, "memremap: move dev_pagemap callbacks" over device-dax and nvdimm pmem, "PCI:
            // Align return values" over ioatdma and smartpqi. The subject's tags are the core's, none a driver's,
            // its family's or its directory's, nor the drivers' own subsystem's: "PCI: dwc:" or "PCI:" moving code
            // out of the host drivers into common code is the subsystem's work on its drivers (the labels name
            // them), and a treewide patch is read apart (DriverExtractor.extract)
            return drivers.keySet();
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
     * The tags hold the stem of a C file ({@code pci-quirks} of {@code .../pci-quirks.c}); headers are not read, nor
     * a subsystem's main file named after its directory ({@code drivers/pci/pci.c} under "PCI:", every PCI patch's tag).
     */
    static boolean tagsStem(String path, Set<String> tagNames) {
        int slash = path.lastIndexOf('/');
        if (!path.endsWith(".c") || slash < 0) {
            return false;
        }
        String stem = path.substring(slash + 1, path.length() - 2);
        return !path.startsWith("/" + stem + "/", path.lastIndexOf('/', slash - 1))
                && tagNames.contains(stem.toLowerCase(java.util.Locale.ROOT).replace('-', '_'));
    }

    private static String directory(String path) {
        return path.substring(0, Math.max(0, path.lastIndexOf('/')));
    }

    /** "Add Synopsys eDMA IP driver", "new driver": a subject that calls its work a driver's (not "drivers"). */
    static boolean driverWork(String subject) {
        String summary = subject.toLowerCase(java.util.Locale.ROOT);
        int n = summary.length();
        for (int at = summary.indexOf("driver"); at >= 0; at = summary.indexOf("driver", at + 6)) {
            int end = at + 6;
            if ((at == 0 || !Character.isLetter(summary.charAt(at - 1)))
                    && (end == n || !Character.isLetter(summary.charAt(end)))) {
                return true;
            }
        }
        return false;
    }

    /** A subject tag that is the subsystem directory right under {@code drivers/} or {@code sound/} of the path. */
    static boolean tagsSubsystem(String path, Set<String> tagNames) {
        int first = path.indexOf('/');
        int second = first < 0 ? -1 : path.indexOf('/', first + 1);
        return second > first + 1 && tagNames.contains(path.substring(first + 1, second)
                .toLowerCase(java.util.Locale.ROOT).replace('-', '_'));
    }

    /**
     * A subject tag that is a directory of the driver's path below {@code drivers/SUBSYSTEM/} ("PCI: dwc:" over
     * {@code drivers/pci/controller/dwc/pci-imx6.c}, "PCI: controller:"): work on that directory's drivers. The
     * subsystem's own directory ("PCI:" over {@code drivers/pci/}) is not: every driver under it has it.
     */
    static boolean tagsDirectory(String path, Set<String> tagNames) {
        int from = 0;
        int depth = 0;
        for (int slash = path.indexOf('/'); slash > 0 && depth < 8; slash = path.indexOf('/', from)) {
            if (depth++ >= 2 && tagNames.contains(path.substring(from, slash).toLowerCase(java.util.Locale.ROOT)
                    .replace('-', '_'))) {
                return true;
            }
            from = slash + 1;
        }
        return false;
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
