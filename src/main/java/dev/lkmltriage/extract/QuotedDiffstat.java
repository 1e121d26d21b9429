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
        for (DriverTable.Driver d : held.values()) {
            if (!few && !ownTag(text, d)) {
                continue;
            }
            if (quietOnes.contains(d.name())) {
                quiet.add(d.name());
            } else {
                add.accept(d.name());
            }
        }
    }

    /** "  usb: xhci-pci: Add ...", "PCI: aardvark: Use ...": the driver's name, file stem or alias as a tag. */
    static boolean ownTag(String text, DriverTable.Driver d) {
        List<String> names = new ArrayList<>(4);
        names.add(d.name());
        for (String p : d.paths()) {
            int slash = p.lastIndexOf('/');
            int dot = p.lastIndexOf('.');
            names.add(dot > slash ? p.substring(slash + 1, dot) : p.substring(slash + 1));
        }
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
