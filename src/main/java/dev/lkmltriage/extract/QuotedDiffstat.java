package dev.lkmltriage.extract;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The diffstat a reply quotes ({@code >  drivers/pci/controller/pcie-xilinx.c | 11 ++-----}): a review of a patch
 * that changes a few drivers is about them, one of a patch that changes many (a constant or helper converted across
 * the host drivers) is a survey and names none of them by their files alone, as a reply quoting the diff headers of
 * such a patch already names none. A driver something else singles out is still named: a subject tag (the caller
 * keeps those out of here), or a tag of its own in the text, as a quoted shortlog gives each part of a series
 * ("usb: xhci-pci: Add support for reset controllers", "PCI: aardvark: Use ..."). Bounded: at most {@link #MAX}
 * drivers are remembered, which is already "many", and each is looked for by a few literal searches.
 */
final class QuotedDiffstat {
    private static final int MAX = 16;
    /** The fewest drivers a quoted diffstat lists when it is a survey rather than a series about them. */
    static final int SURVEY = 4;
    /** every driver a quoted diffstat line names, hand-written or generated */
    private final Set<String> all = new LinkedHashSet<>(4);
    /** hand-written drivers held back until the count is known, by name */
    private final Map<String, DriverTable.Driver> held = new LinkedHashMap<>(4);
    /** of those, the ones each of whose lines changes one or two lines (or any number in a pull) */
    private final Set<String> quietOnes = new LinkedHashSet<>(4);

    /** A driver on a quoted diffstat line; counted whichever table it comes from. */
    void count(String driver) {
        if (all.size() < MAX) {
            all.add(driver);
        }
    }

    /** A hand-written driver the line would have named ({@code quiet}: one or two lines, or a pull's). */
    void hold(DriverTable.Driver driver, boolean quiet) {
        count(driver.name());
        if (!held.containsKey(driver.name()) && held.size() < MAX) {
            held.put(driver.name(), driver);
            if (quiet) {
                quietOnes.add(driver.name());
            }
        } else if (!quiet) {
            quietOnes.remove(driver.name());
        }
    }

    /**
     * Three drivers or fewer quoted (a series adding a SoC's support to its controller, clock and phy drivers): the
     * held ones go where the line would have put them; of four or more, those a tag of their own singles out.
     */
    void release(String text, Set<String> quiet, java.util.function.Consumer<String> add) {
        boolean few = all.size() < SURVEY;
        Map<String, Set<String>> families = few ? Map.of() : families();
        for (DriverTable.Driver d : held.values()) {
            if (!few && !ownTag(text, d) && !familyTag(text, d, families)) {
                continue;
            }
            if (quietOnes.contains(d.name())) {
                quiet.add(d.name());
            } else {
                add.accept(d.name());
            }
        }
    }

    /** Every quoted driver under each family its names carry (see {@link #familyOf}), the held ones' stems too. */
    private Map<String, Set<String>> families() {
        Map<String, Set<String>> out = new LinkedHashMap<>(8);
        for (String name : all) {
            familyOf(name, f -> out.computeIfAbsent(f, k -> new LinkedHashSet<>(2)).add(name));
        }
        for (DriverTable.Driver d : held.values()) {
            for (String stem : stems(d)) {
                familyOf(stem, f -> out.computeIfAbsent(f, k -> new LinkedHashSet<>(2)).add(d.name()));
            }
        }
        return out;
    }

    /**
     * "PCI: dwc: al: Use ...", "PCI: tegra: Use ...", "PCI: dwc/tegra: Use ...": a series part tagged by the short
     * alias or family its driver's file is named after (pcie-al.c, pcie-tegra194.c), the innermost tag of a chain.
     * It singles the driver out only when it is the one quoted driver of that family: "tegra" among pcie-tegra194
     * and pci-tegra names neither.
     */
    static boolean familyTag(String text, DriverTable.Driver d, Map<String, Set<String>> families) {
        Set<String> mine = new LinkedHashSet<>(4);
        for (String stem : stems(d)) {
            familyOf(stem, mine::add);
        }
        familyOf(d.name(), mine::add);
        for (String f : mine) {
            Set<String> owners = families.get(f);
            if (owners != null && owners.size() == 1 && innerTag(text, f)) {
                return true;
            }
        }
        return false;
    }

    /** Parts of a name that generic words of the bus lead ("pcie-al", "pci_tegra"): they name no family. */
    private static final Set<String> BUS = Set.of("pci", "pcie");

    /**
     * The family a host driver's name or file stem carries: its first part after the leading bus words ({@code al}
     * of pcie-al, {@code tegra194} of pcie-tegra194, {@code rcar} of pcie-rcar-host) and, when that part ends in a
     * number, the letters before it ({@code tegra}, {@code imx} of pci-imx6). Lower case; two letters at least; a
     * name that does not start with a bus word (xhci-pci, dwc3-pci) carries none.
     */
    static void familyOf(String name, java.util.function.Consumer<String> out) {
        int start = 0;
        while (start < name.length()) {
            int end = start;
            while (end < name.length() && name.charAt(end) != '-' && name.charAt(end) != '_') {
                end++;
            }
            String part = name.substring(start, end).toLowerCase(java.util.Locale.ROOT);
            if (!BUS.contains(part)) {
                if (part.length() >= 2 && start > 0) {
                    out.accept(part);
                    int letters = part.length();
                    while (letters > 0 && Character.isDigit(part.charAt(letters - 1))) {
                        letters--;
                    }
                    if (letters >= 2 && letters < part.length()) {
                        out.accept(part.substring(0, letters));
                    }
                }
                return;
            }
            start = end + 1;
        }
    }

    /**
     * {@code family + ": "} as the innermost tag of a chain: after another tag's ": " or a slash ("PCI: dwc: al:",
     * "dwc/tegra:"), and followed by a word that is no tag ("Use ..."). Compared without case.
     */
    private static boolean innerTag(String text, String family) {
        String needle = family + ": ";
        int n = needle.length();
        int limit = text.length() - n;
        for (int at = text.indexOf(':'); at >= 0; at = text.indexOf(':', at + 1)) {
            int from = at - family.length();
            if (from < 1 || at + 1 >= text.length() || text.charAt(at + 1) != ' ' || from > limit
                    || !text.regionMatches(true, from, needle, 0, n)) {
                continue;
            }
            char before = text.charAt(from - 1);
            boolean chained = before == '/' || (before == ' ' && from >= 2 && text.charAt(from - 2) == ':');
            if (chained && !tagFollows(text, at + 2)) {
                return true;
            }
        }
        return false;
    }

    /** The word at {@code i} ends in ':' (another tag of the chain follows), or there is no word. */
    private static boolean tagFollows(String text, int i) {
        int end = i;
        while (end < text.length() && end - i < 40 && !Character.isWhitespace(text.charAt(end))) {
            end++;
        }
        return end == i || text.charAt(end - 1) == ':';
    }

    private static List<String> stems(DriverTable.Driver d) {
        List<String> out = new ArrayList<>(d.paths().size());
        for (String p : d.paths()) {
            int slash = p.lastIndexOf('/');
            int dot = p.lastIndexOf('.');
            out.add(dot > slash ? p.substring(slash + 1, dot) : p.substring(slash + 1));
        }
        return out;
    }

    /** "  usb: xhci-pci: Add ...", "PCI: aardvark: Use ...": the driver's name, file stem or alias as a tag. */
    static boolean ownTag(String text, DriverTable.Driver d) {
        List<String> names = new ArrayList<>(4);
        names.add(d.name());
        names.addAll(stems(d));
        names.addAll(d.aliases());
        for (String n : names) {
            if (n.length() >= 3 && (tag(text, n) || tag(text, n.indexOf('-') >= 0 ? n.replace('-', '_')
                    : n.replace('_', '-')))) {
                return true;
            }
        }
        return false;
    }

    /** {@code name + ": "} after a blank or a slash: a subject tag or a shortlog's. */
    private static boolean tag(String text, String name) {
        String needle = name + ": ";
        for (int at = text.indexOf(needle); at >= 0; at = text.indexOf(needle, at + 1)) {
            char before = at == 0 ? ' ' : text.charAt(at - 1);
            if (before == ' ' || before == '\t' || before == '/') {
                return true;
            }
        }
        return false;
    }
}
