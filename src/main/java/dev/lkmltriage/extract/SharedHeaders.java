package dev.lkmltriage.extract;

/**
 * A driver's own header beside its source: {@code drivers/pci/controller/pcie-rcar.h} is the header of {@code
 * pcie-rcar.c}, so a patch that changes it changes that driver as much as a change to the {@code .c} would (the R-Car
 * endpoint patch adds its register fields there). Only a header whose stem is a listed source file of one driver in
 * the same directory counts: a header a directory's owner already covers resolves by its path, and one with no
 * such source ({@code pcie-designware.h} of the DWC core, {@code include/linux/...}) names nothing.
 */
final class SharedHeaders {
    private SharedHeaders() {
    }

    /**
     * The driver whose listed source {@code dir/stem.c} the header {@code dir/stem.h} belongs to, when the text also
     * names a file of its family beside it ({@code dir/stem-ep.c}): the header is shared by the family's drivers,
     * and a patch to it changes the driver it is named after. Null otherwise: a driver's private header changed
     * alone ({@code skge.h} losing a constant to a common header) is left to the driver's own files.
     */
    static DriverTable.Driver driver(DriverTable table, String path, String text) {
        if (path.length() < 3 || !path.endsWith(".h")) {
            return null;
        }
        String stem = path.substring(0, path.length() - 2);
        String source = stem + ".c";
        DriverTable.Driver d = table.byPath(source);
        return d != null && d.paths().contains(source) && text.contains(stem + "-") ? d : null;
    }

    /** The text names a header of one of the driver's listed sources ({@code pcie-rcar.h} of pcie-rcar.c). */
    static boolean named(DriverTable.Driver d, String text) {
        for (String p : d.paths()) {
            if (p.endsWith(".c") && text.contains(p.substring(0, p.length() - 2) + ".h")) {
                return true;
            }
        }
        return false;
    }
}
