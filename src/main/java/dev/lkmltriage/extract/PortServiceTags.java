package dev.lkmltriage.extract;

/**
 * A PCIe port service's dmesg tag, which says which service of a port printed a line, as {@code AER:} and {@code
 * PME:} do, and names no driver the message is about (the drivers convention, session 23): the hotplug service's
 * own device prefix, {@code pciehp 0000:00:1c.0: } or, on older kernels, {@code pciehp 0000:00:1c.0:pcie004: }, and
 * a service's tag right after the port's prefix, {@code pcieport 0000:00:1c.0: pciehp: }. Read anywhere in a line
 * (a syslog's "host kernel: " or a quoted {@code KERN_INFO} may stand before it). A patch to {@code pciehp_hpc.c},
 * a {@code PCI: pciehp:} subject tag, a {@code pciehp.pciehp_debug=1} parameter or prose still name the module.
 */
final class PortServiceTags {
    /** The port prefix a service's tag follows. */
    private static final String PORT = "pcieport ";
    /** "0000:00:1c.0": a PCI device's address, domain first. */
    private static final int ADDRESS = 12;

    private PortServiceTags() {
    }

    /** A port service that prints under its own name as a device prefix ({@code pciehp 0000:00:1c.0: }). */
    static boolean ownPrefix(String name) {
        return "pciehp".equals(name);
    }

    /**
     * The word at {@code [start, end)} of the line {@code [lineStart, lineEnd)} is a port service's tag: a service
     * followed by a port's address and a colon, or any word with a colon right after a {@code pcieport} prefix.
     */
    static boolean tag(CharSequence text, int lineStart, int start, int end, int lineEnd) {
        return deviceTag(text, start, end, lineEnd) || afterPort(text, lineStart, start, end, lineEnd);
    }

    /** "pciehp 0000:00:1c.0: ", "pciehp 0000:00:1c.0:pcie004: ". */
    private static boolean deviceTag(CharSequence text, int start, int end, int lineEnd) {
        if (!ownPrefix(text.subSequence(start, end).toString()) || end >= lineEnd || text.charAt(end) != ' '
                || !address(text, end + 1, lineEnd)) {
            return false;
        }
        int i = end + 1 + ADDRESS;
        if (i < lineEnd && text.charAt(i) == ':' && DriverExtractor.startsWith(text, i + 1, lineEnd, "pcie")) {
            // the port service's device of older kernels: the port's address, then ":pcie" and a few digits
            int j = i + 1 + "pcie".length();
            int digits = j;
            while (j < lineEnd && j < digits + 4 && Character.isDigit(text.charAt(j))) {
                j++;
            }
            if (j == digits) {
                return false;
            }
            i = j;
        }
        return colonEnds(text, i, lineEnd);
    }

    /** "pcieport 0000:00:1c.0: pciehp: ": the word stands right after the port's prefix, a colon right after it. */
    private static boolean afterPort(CharSequence text, int lineStart, int start, int end, int lineEnd) {
        int port = start - 2 - ADDRESS - PORT.length();
        return port >= lineStart && colonEnds(text, end, lineEnd) && text.charAt(start - 2) == ':'
                && text.charAt(start - 1) == ' ' && address(text, start - 2 - ADDRESS, lineEnd)
                && DriverExtractor.startsWith(text, port, lineEnd, PORT)
                && (port == lineStart || !DriverExtractor.isWordChar(text.charAt(port - 1)));
    }

    /** A colon at {@code i} that ends a prefix: the line's end or a blank after it. */
    private static boolean colonEnds(CharSequence text, int i, int lineEnd) {
        return i < lineEnd && text.charAt(i) == ':' && (i + 1 == lineEnd || text.charAt(i + 1) == ' '
                || text.charAt(i + 1) == '\t');
    }

    /** "0000:00:1c.0" at {@code i}: hex digits in 4, 2 and 2, then a function 0-7. */
    private static boolean address(CharSequence text, int i, int lineEnd) {
        if (i < 0 || i + ADDRESS > lineEnd) {
            return false;
        }
        for (int k = 0; k < ADDRESS; k++) {
            char ch = text.charAt(i + k);
            boolean ok = switch (k) {
                case 4, 7 -> ch == ':';
                case 10 -> ch == '.';
                case 11 -> ch >= '0' && ch <= '7';
                default -> (ch >= '0' && ch <= '9') || (ch >= 'a' && ch <= 'f');
            };
            if (!ok) {
                return false;
            }
        }
        return true;
    }
}
