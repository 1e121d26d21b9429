package dev.lkmltriage.extract;

/**
 * Two bracketed spellings of PCI ids beside the plain {@code [vvvv:dddd]} (session 49, hw59).
 * <ul>
 * <li>A pair written right after another ({@code "[8086:1589] [15d9:0000]"}, as i40e's and its kin's probe banner
 * prints a device and then its subsystem): the second is the first one's subsystem, not a second device.</li>
 * <li>A list sharing one vendor ({@code "devices [8086:a1ec,a1ed]"}): each further number is a device of the first
 * one's vendor. The first id is read as any bracketed id is; a further one only where pci.ids lists it under that
 * vendor, since a bracket of numbers after a colon may be anything ({@code "[0000:0001,0002]"}).</li>
 * </ul>
 */
final class IdBrackets {
    /** Most further ids one list is read for: no real list is longer; a hostile line stays linear. */
    static final int MAX_LIST = 16;

    private IdBrackets() {
    }

    /**
     * A second bracketed {@code [ssss:ssss]} right after {@code at} (blanks or tabs between, at most two) and before
     * {@code to}: {subvendor, subdevice, end of the bracket}; else null.
     */
    static int[] subsystemAfter(CharSequence s, int at, int to) {
        int i = at;
        while (i < to && i - at < 2 && (s.charAt(i) == ' ' || s.charAt(i) == '\t')) {
            i++;
        }
        if (i == at || i + 11 > to || s.charAt(i) != '[' || s.charAt(i + 5) != ':' || s.charAt(i + 10) != ']') {
            return null;
        }
        int v = MakerIds.hex4(s, i + 1);
        int d = v < 0 ? -1 : MakerIds.hex4(s, i + 6);
        return d < 0 ? null : new int[] {v, d, i + 11};
    }

    /** The ids of every {@code [vvvv:dddd,dddd...]} list in {@code [from, to)}. */
    static void lists(CharSequence s, int from, int to, IdDatabase db, IdSink sink) {
        for (int i = from; i + 12 <= to; i++) {
            if (s.charAt(i) != '[' || s.charAt(i + 5) != ':' || s.charAt(i + 10) != ',') {
                continue;
            }
            int vendor = MakerIds.hex4(s, i + 1);
            int device = vendor < 0 ? -1 : MakerIds.hex4(s, i + 6);
            if (device < 0) {
                continue;
            }
            // the items: ",dddd" or ", dddd" (a "0x" allowed) up to the closing bracket
            int[] items = new int[MAX_LIST];
            int[] starts = new int[MAX_LIST];
            int n = 0;
            int k = i + 10;
            boolean closed = false;
            while (k < to && n < MAX_LIST && s.charAt(k) == ',') {
                k++;
                while (k < to && s.charAt(k) == ' ') {
                    k++;
                }
                if (k + 2 <= to && s.charAt(k) == '0' && (s.charAt(k + 1) == 'x' || s.charAt(k + 1) == 'X')) {
                    k += 2;
                }
                int d = k + 4 <= to ? MakerIds.hex4(s, k) : -1;
                if (d < 0) {
                    break;
                }
                starts[n] = k;
                items[n++] = d;
                k += 4;
                closed = k < to && s.charAt(k) == ']';
            }
            if (!closed) {
                i = k;
                continue;
            }
            PciId first = PciId.of(vendor, device);
            if (HardwareScan.valid(first) && db.plausibleVendor(vendor)) {
                sink.id(first, i + 1, i + 10);
                for (int j = 0; j < n; j++) {
                    PciId id = PciId.of(vendor, items[j]);
                    if (HardwareScan.valid(id) && db.knownDevice(id)) {
                        sink.id(id, starts[j], starts[j] + 4);
                    }
                }
            }
            i = k;
        }
    }
}
