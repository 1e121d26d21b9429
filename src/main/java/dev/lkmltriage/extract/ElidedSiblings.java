package dev.lkmltriage.extract;

import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;

/**
 * A diffstat line whose path git shortened only to fit its column ({@code .../pci/controller/dwc/pcie-designware-plat.c
 * | 6 -----}) beside lines of the same directory written in full ({@code drivers/pci/controller/dwc/pcie-qcom.c | 8
 * --------}): the shortening is layout, so the shortened file's hand-written driver is named as its full path would
 * name it when a full-path line of the same directory in the same diffstat names its own driver (a clean-up moving
 * code out of each glue driver of a family). Alone, or beside full paths of other directories only, a shortened path
 * keeps the few-drivers limits (a helper renamed in passing in another family's files), and so does one in a patch
 * titled as a helper conversion ({@link #conversion}). Bounded: at most {@link #MAX} directories and names are
 * remembered.
 */
final class ElidedSiblings {
    private static final int MAX = 32;
    /** shortened hand-written drivers of more than two changed lines, by the directory of their resolved path */
    private final Map<String, Set<String>> shortened = new LinkedHashMap<>(2);
    /** directories whose full-path diffstat lines named their hand-written driver */
    private final Set<String> named = new LinkedHashSet<>(2);

    /** The verbs a helper conversion's summary opens with ("PCI: dwc: Convert to devm_foo_byname()"). */
    private static final String[] CONVERSION_VERBS = {"convert to ", "convert ", "use ", "switch to ", "replace ",
        "make use of "};

    /**
     * A subject titling a helper conversion: its summary (after the last tag's ": ") opens with a verb of conversion
     * and names a function ("convert to devm_platform_ioremap_resource_byname()", "Use pci_host_probe()"). Each file
     * it changes takes the helper in place of its own lines, so a shortened path is vouched for by nothing: the
     * few-drivers limits keep governing it. "Move dw_pcie_msi_init() from each users to designware host" moves
     * code out of the glue drivers and is no conversion.
     */
    static boolean conversion(String subject) {
        String summary = subject.substring(subject.lastIndexOf(": ") + 1).stripLeading()
                .toLowerCase(java.util.Locale.ROOT);
        if (!summary.contains("()")) {
            return false;
        }
        for (String verb : CONVERSION_VERBS) {
            if (summary.startsWith(verb)) {
                return true;
            }
        }
        return false;
    }

    /** The directory of a path, with its trailing slash; "" for a bare file name. */
    static String directory(String path) {
        return path.substring(0, path.lastIndexOf('/') + 1);
    }

    /** A shortened diffstat line resolved to {@code fullPath}, of the hand-written driver {@code driver}. */
    void shortened(String fullPath, String driver) {
        String dir = directory(fullPath);
        if (dir.isEmpty() || (!shortened.containsKey(dir) && shortened.size() >= MAX)) {
            return;
        }
        Set<String> names = shortened.computeIfAbsent(dir, k -> new LinkedHashSet<>(2));
        if (names.size() < MAX) {
            names.add(driver);
        }
    }

    /** A full-path diffstat line that named its hand-written driver. */
    void named(String fullPath) {
        String dir = directory(fullPath);
        if (!dir.isEmpty() && named.size() < MAX) {
            named.add(dir);
        }
    }

    /** The shortened drivers a named full-path line of their directory vouches for. */
    void release(Consumer<String> add) {
        shortened.forEach((dir, names) -> {
            if (named.contains(dir)) {
                names.forEach(add);
            }
        });
    }
}
