package dev.lkmltriage.extract;

/**
 * Session 31 (hwcfg32): a device's config space dumped by a general tool rather than {@code lspci -x}, as writers
 * paste {@code cat /sys/bus/pci/devices/.../config | hexdump}. The same fields as {@link LspciDump} reads (issue 3's
 * contract: bytes 00-03 vendor and device, little-endian; 08 revision; 0e header type; 2c-2f the subsystem of a
 * type-0 header), from the rows of three output shapes, each with its byte order:
 * <ul>
 * <li>16-bit words, {@code hexdump} and {@code od -x}: {@code 0000000 8086 15d2 0406 0010 0002 0880 0000 0000}. Each
 * word is two bytes read by the host, low byte first on the little-endian machines people paste from, so the first
 * word is the vendor id as written;</li>
 * <li>single bytes, {@code hexdump -C} and {@code od -t x1}: {@code 00000000  86 80 d2 15 06 04 ...  |....|}, in
 * config-space order;</li>
 * <li>byte pairs, {@code xxd}: {@code 00000000: 8680 d215 0604 ...  ................}, two bytes in config-space
 * order, so the first pair is the vendor id's bytes swapped.</li>
 * </ul>
 * The address column is hexadecimal except {@code od}'s default octal; which one is read from the step between two
 * consecutive rows (10 or 20 for 16 bytes): where no such pair is seen only the first row is read (vendor, device,
 * revision; no subsystem). Rows repeated and left out ({@code *}) keep their addresses. Only a dump whose first row is
 * at address 0 counts; whether it is config space at all is the caller's question (the words before it).
 */
final class ConfigSpaceDump {
    /** How the rows print their 16 bytes. */
    enum Shape { WORDS, BYTES, PAIRS }

    private final int[] bytes = new int[0x30];
    private boolean row00;
    private boolean row20;
    private Shape shape;
    /** The previous row's address digits read as hex, and whether a row of the dump was left out since. */
    private long lastAddress = -1;
    private boolean skipped;
    /** The address radix once two consecutive rows told it: 16 or 8, 0 while unknown. */
    private int radix;
    /** Rows held until the radix is known: their address digits (as hex) and bytes. */
    private final long[] heldAddress = new long[4];
    private final int[][] heldRows = new int[4][];
    private int held;
    int start = -1;
    int end = -1;

    /**
     * Reads one row into this dump; false when the line is not a row of it (another shape, an address going back, a
     * row that cannot be read). A {@code *} line (rows left out) is accepted.
     */
    boolean accept(CharSequence s, int from, int to) {
        if (to - from >= 1 && s.charAt(from) == '*' && blankAfter(s, from + 1, to) && shape != null) {
            skipped = true;
            return true;
        }
        int[] row = new int[16];
        Shape[] sh = new Shape[1];
        long address = parse(s, from, to, row, sh);
        if (address < 0 || (shape != null && sh[0] != shape) || (shape == null && address != 0)) {
            return false;
        }
        if (shape != null && address <= lastAddress) {
            return false;
        }
        if (shape == null) {
            shape = sh[0];
            start = from;
            end = to;
        }
        if (radix == 0 && lastAddress >= 0 && !skipped) {
            long step = address - lastAddress;
            radix = step == 0x10 ? 16 : step == 0x20 ? 8 : -1;
        }
        lastAddress = address;
        skipped = false;
        if (radix == 0 && held < heldRows.length) {
            heldAddress[held] = address;
            heldRows[held++] = row;
        } else if (radix > 0) {
            for (int k = 0; k < held; k++) {
                place(heldAddress[k], heldRows[k]);
            }
            held = 0;
            place(address, row);
        }
        return true;
    }

    /** The first row is at address 0 whatever the radix: readable before any second row. */
    boolean hasId() {
        return row00 || (held > 0 && heldAddress[0] == 0);
    }

    PciId id() {
        int[] b = row0();
        return PciId.of(b[1] << 8 | b[0], b[3] << 8 | b[2]);
    }

    String revision() {
        return String.format("%02x", row0()[8]);
    }

    /** The subsystem of a type-0 header, when the row at 0x20 was read with a known radix. */
    PciId subsystem() {
        return LspciDump.subsystem(bytes, row20);
    }

    private int[] row0() {
        if (row00) {
            return bytes;
        }
        int[] b = new int[0x30];
        System.arraycopy(heldRows[0], 0, b, 0, 16);
        return b;
    }

    private void place(long digits, int[] row) {
        long addr = radix == 8 ? octal(digits) : digits;
        if (addr < 0 || addr % 16 != 0 || addr >= 0x30) {
            return;
        }
        System.arraycopy(row, 0, bytes, (int) addr, 16);
        row00 |= addr == 0;
        row20 |= addr == 0x20;
    }

    /** The address digits (read as hex) re-read as octal, or -1 when a digit is 8 or more. */
    private static long octal(long hexDigits) {
        long v = 0;
        long scale = 1;
        for (long d = hexDigits; d > 0; d >>>= 4) {
            long digit = d & 0xf;
            if (digit > 7) {
                return -1;
            }
            v += digit * scale;
            scale *= 8;
        }
        return v;
    }

    /**
     * Parses a row: 6 to 8 hex address digits ({@code xxd} adds a colon), then 8 words of four digits, 16 bytes of
     * two (a wider gap in the middle allowed) or 8 pairs of four followed by {@code xxd}'s ASCII column. Returns the
     * address digits read as hex, -1 when the line is not a row; {@code row}, {@code shape} filled when given.
     */
    private static long parse(CharSequence s, int from, int to, int[] row, Shape[] shape) {
        int i = from;
        long address = 0;
        int digits = 0;
        while (i < to && digits < 9 && hex(s.charAt(i)) >= 0) {
            address = address << 4 | hex(s.charAt(i));
            i++;
            digits++;
        }
        if (digits < 6 || digits > 8 || i >= to) {
            return -1;
        }
        boolean colon = s.charAt(i) == ':';
        if (colon) {
            i++;
        }
        int gap = blanks(s, i, to);
        if (gap < 1 || gap > 4) {
            return -1;
        }
        i += gap;
        // the width of the first group decides the shape: 2 digits are bytes, 4 a word or a pair
        int w = 0;
        while (i + w < to && w < 5 && hex(s.charAt(i + w)) >= 0) {
            w++;
        }
        Shape sh = w == 2 ? Shape.BYTES : w == 4 ? (colon ? Shape.PAIRS : Shape.WORDS) : null;
        if (sh == null || (sh == Shape.BYTES && colon)) {
            return -1;
        }
        int groups = sh == Shape.BYTES ? 16 : 8;
        int[] out = row == null ? new int[16] : row;
        for (int g = 0; g < groups; g++) {
            if (g > 0) {
                int b = blanks(s, i, to);
                // hexdump -C and od put two blanks in the middle; hexdump -x pads words to eight columns
                if (b < 1 || b > 5) {
                    return -1;
                }
                i += b;
            }
            if (i + w > to) {
                return -1;
            }
            int v = 0;
            for (int k = 0; k < w; k++) {
                int d = hex(s.charAt(i + k));
                if (d < 0) {
                    return -1;
                }
                v = v << 4 | d;
            }
            if (i + w < to && hex(s.charAt(i + w)) >= 0) {
                return -1;
            }
            i += w;
            switch (sh) {
                case BYTES -> out[g] = v;
                case WORDS -> {
                    out[2 * g] = v & 0xff;
                    out[2 * g + 1] = v >> 8;
                }
                default -> {
                    out[2 * g] = v >> 8;
                    out[2 * g + 1] = v & 0xff;
                }
            }
        }
        // what may follow: nothing, or the ASCII column (hexdump -C's |...|, xxd's 16 characters after two blanks)
        int rest = blanks(s, i, to);
        if (i + rest < to) {
            if (rest < 2 && !(sh == Shape.BYTES && rest >= 1)) {
                return -1;
            }
            int tail = to - (i + rest);
            if (tail > 20 || (sh == Shape.WORDS)) {
                return -1;
            }
        }
        if (shape != null) {
            shape[0] = sh;
        }
        return address;
    }

    private static boolean blankAfter(CharSequence s, int from, int to) {
        return from + blanks(s, from, to) >= to;
    }

    private static int blanks(CharSequence s, int from, int to) {
        int i = from;
        while (i < to && i - from < 16 && (s.charAt(i) == ' ' || s.charAt(i) == '\t')) {
            i++;
        }
        return i - from;
    }

    private static int hex(char c) {
        return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10
                : -1;
    }
}
