package dev.lkmltriage.extract;

import dev.lkmltriage.text.QuoteMarks;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

/**
 * A patch (or a cover letter's diffstat) that creates a driver: {@code create mode 100644 drivers/mfd/intel_pmt.c}
 * names the module {@code intel_pmt} when the same patch touches that directory's Makefile (a new module needs its
 * {@code obj-} line) and it is the only C file created there (a module of several new files is named by its
 * Makefile, which a diffstat does not show; a part of the subsystem's own core beside it, {@code rpmsg_cfs.c} in
 * {@code drivers/rpmsg/}, is not counted), or when several are a module each ({@link #modulesEach}). A file the
 * driver table places in a known driver (a new
 * {@code pciehp_emul.c} of pciehp) and PCI core directories name none, unless the patch's Makefile builds it as an
 * object of its own. Linear: one literal search, and a few for each new file in a known driver's place.
 */
final class NewDriverFiles {
    private static final String CREATE = "create mode 100644 drivers/";
    private static final int MAX = 16;
    /**
     * A file named as a part, not a module: {@code dw-edma-v0-debugfs.c}, {@code dw-edma-core.c} of the dw-edma
     * module, {@code drivers/ntb/msi.c} of ntb. Also used for a slash subject tag's leaf ({@code driver/core:}).
     */
    static final Set<String> PART_WORDS = Set.of("core", "main", "base", "lib", "common", "debugfs",
            "sysfs", "trace", "regs", "hw", "ops", "cfs", "util", "utils", "debug", "dbg", "msi", "irq", "dma", "of",
            "acpi", "pm", "quirks", "helpers", "helper");

    private NewDriverFiles() {
    }

    static List<String> find(String text, Predicate<String> knownPath) {
        Map<String, List<String>> byDir = new LinkedHashMap<>();
        int seen = 0;
        for (int at = text.indexOf(CREATE); at >= 0 && seen++ < 4 * MAX; at = text.indexOf(CREATE, at + 1)) {
            int from = at + CREATE.length() - "drivers/".length();
            int end = from;
            while (end < text.length() && end - from < 200 && !Character.isWhitespace(text.charAt(end))) {
                end++;
            }
            String path = text.substring(from, end);
            int slash = path.lastIndexOf('/');
            if (!path.endsWith(".c") || slash < 0 || core(path)
                    || (knownPath.test(path) && !ownObjLine(text, path.substring(slash + 1, path.length() - 2)))) {
                continue;
            }
            String dir = path.substring(0, slash);
            if (byDir.containsKey(dir) || byDir.size() < MAX) {
                // each directory costs one search for its Makefile below: at most MAX of them per message
                byDir.computeIfAbsent(dir, d -> new ArrayList<>()).add(path.substring(slash + 1));
            }
        }
        List<String> out = new ArrayList<>();
        for (Map.Entry<String, List<String>> e : byDir.entrySet()) {
            List<String> files = withoutSubsystemParts(e.getKey(), e.getValue());
            if (files.size() == 1 && text.contains(e.getKey() + "/Makefile") && out.size() < MAX) {
                String file = files.get(0);
                String stem = file.substring(0, file.length() - 2);
                if (!part(stem) && !DriverExtractor.NOT_DRIVERS.contains(stem) && !builtAsPart(text, stem)
                        && (files.size() == e.getValue().size() || DriverExtractor.distinctive(stem))) {
                    out.add(stem);
                }
            } else if (files.size() > 1 && files.size() <= MAX_MODULES && modulesEach(text, e.getKey(), files)) {
                for (String file : files) {
                    if (out.size() < MAX) {
                        out.add(file.substring(0, file.length() - 2));
                    }
                }
            }
        }
        return out;
    }

    /** The most new files of one directory read as one module each ({@link #modulesEach}). */
    static final int MAX_MODULES = 4;

    /** Kconfig lines a new module's entry takes at least: its symbol, a tristate prompt, a dependency, a help text. */
    static final int KCONFIG_LINES = 8;

    /**
     * Several new files of one directory are a module each ({@code ntb_vhost.c} and {@code ntb_virtio.c}, the three
     * {@code intel_pmt_*.c} of a pull) rather than the parts of one, when every name is a distinctive one and no
     * part's, and the patch's diffstat adds the directory's Makefile a line for each file and its Kconfig an entry's
     * worth of lines for each ({@link #KCONFIG_LINES}): one module of several files takes one symbol and two Makefile
     * lines, a library's symbols ({@code bool}, {@code select}) a few lines each.
     */
    static boolean modulesEach(String text, String dir, List<String> files) {
        for (String file : files) {
            String stem = file.substring(0, file.length() - 2);
            if (part(stem) || !DriverExtractor.distinctive(stem) || builtAsPart(text, stem)) {
                return false;
            }
        }
        return diffstatOf(text, dir + "/Makefile") >= files.size()
                && diffstatOf(text, dir + "/Kconfig") >= KCONFIG_LINES * files.size();
    }

    /** The changed-line count of the file's diffstat line, -1 when the text has none. The first occurrence only. */
    static int diffstatOf(String text, String path) {
        String needle = " " + path + " ";
        int at = text.indexOf(needle);
        if (at < 0) {
            return -1;
        }
        int eol = text.indexOf('\n', at);
        return DriverExtractor.diffstatLines(text, at + needle.length() - 1, eol < 0 ? text.length() : eol);
    }

    /**
     * The new files less those that are parts of the subsystem's own core: a part's name ({@link #part}) whose first
     * word is the directory's name ({@code rpmsg_cfs.c} in {@code drivers/rpmsg/} beside a new {@code
     * vhost_rpmsg_bus.c}). A part named like a new file beside it ({@code zeta_regs.c} by {@code zeta_monitor.c})
     * stays: the two may be one module.
     */
    static List<String> withoutSubsystemParts(String dir, List<String> files) {
        String subsystem = dir.substring(dir.lastIndexOf('/') + 1);
        List<String> kept = new ArrayList<>(files.size());
        for (String file : files) {
            String stem = file.substring(0, file.length() - 2);
            int sep = firstSeparator(stem);
            if (!(part(stem) && sep > 0 && stem.substring(0, sep).equals(subsystem))) {
                kept.add(file);
            }
        }
        return kept;
    }

    private static int firstSeparator(String stem) {
        int dash = stem.indexOf('-');
        int under = stem.indexOf('_');
        return dash < 0 ? under : under < 0 ? dash : Math.min(dash, under);
    }

    /**
     * The patch adds a Makefile line building the file as an object of its own ({@code +obj-$(CONFIG_X) += stem.o}):
     * a new module, even in a directory the table gives to a known driver (pcie-layerscape-gen4-ep.c beside the
     * mobiveil driver), where a new part of that driver ({@code pciehp_emul.c}) is added to its {@code -y} list
     * instead. At most four occurrences of the object name are looked at.
     */
    static boolean ownObjLine(String text, String stem) {
        String object = " " + stem + ".o";
        int seen = 0;
        for (int at = text.indexOf(object); at >= 0 && seen++ < 4; at = text.indexOf(object, at + 1)) {
            int lineStart = text.lastIndexOf('\n', at) + 1;
            if (at + object.length() <= text.length() && (at + object.length() == text.length()
                    || !Character.isLetterOrDigit(text.charAt(at + object.length())))
                    && text.startsWith("+obj-", lineStart) && at - lineStart < 120) {
                return true;
            }
        }
        return false;
    }

    /**
     * The patch's Makefile diff adds the object to a list that is not an {@code obj-} line: a library's
     * {@code lib-y := ... pci.o} or a composite module's {@code foo-y += bar.o}, so the new file is a part of
     * something built already, not a module of its own. A diffstat alone (a cover letter) shows no Makefile line and
     * decides nothing here. A quoted Makefile diff counts as the patch's own (session 40: a review quoting {@code
     * cxl_mem-y := mem.o} beside {@code create mode ... drivers/cxl/mem.c}). At most four occurrences of the object
     * name are looked at.
     */
    static boolean builtAsPart(String text, String stem) {
        String object = stem + ".o";
        int seen = 0;
        boolean added = false;
        for (int at = text.indexOf(object); at > 0 && seen++ < 4; at = text.indexOf(object, at + 1)) {
            char before = text.charAt(at - 1);
            int after = at + object.length();
            if ((before != ' ' && before != '\t' && before != '=')
                    || (after < text.length() && Character.isLetterOrDigit(text.charAt(after)))) {
                continue;
            }
            // a quoted diff's line ("> > +cxl_mem-y := mem.o") reads as an own one past its quote marks
            int lineStart = QuoteMarks.body(text, text.lastIndexOf('\n', at) + 1);
            if (text.startsWith("+obj-", lineStart)) {
                return false;
            }
            added |= text.startsWith("+", lineStart) && !text.startsWith("+++", lineStart) && at - lineStart < 120;
        }
        return added;
    }

    /** The stem, or its last '-'/'_' component, is a part's name. */
    /** A file right under {@code drivers/base/}: the driver model's core (bus, device, platform MSI), no module. */
    static boolean driverCore(String path) {
        return path.startsWith("drivers/base/") && path.indexOf('/', "drivers/base/".length()) < 0;
    }

    static boolean part(String stem) {
        int sep = Math.max(stem.lastIndexOf('-'), stem.lastIndexOf('_'));
        return PART_WORDS.contains(stem) || (sep > 0 && PART_WORDS.contains(stem.substring(sep + 1)));
    }

    /**
     * drivers/pci/*.c, drivers/pci/pcie/ and drivers/pci/endpoint/*.c: the PCI core and its port services; and
     * drivers/base/*.c, the driver model's own core (a new {@code ims-msi.c} beside {@code platform-msi.c} is a part
     * of it, no module; session 41).
     */
    static boolean core(String path) {
        if (driverCore(path)) {
            return true;
        }
        if (!path.startsWith("drivers/pci/")) {
            return false;
        }
        String rest = path.substring("drivers/pci/".length());
        return rest.indexOf('/') < 0 || rest.startsWith("pcie/")
                || (rest.startsWith("endpoint/") && rest.indexOf('/', "endpoint/".length()) < 0);
    }
}
