package dev.lkmltriage.extract;

/**
 * The config-space rows of one {@code lspci -x} / {@code -xxx} dump ({@code "00: ec 10 67 81 07 00 ..."}), read for
 * the fields that identify the device: bytes 00-03 vendor and device (little-endian), 08 revision, 0e header type,
 * and for type-0 headers 2c-2f the subsystem.
 */
final class LspciDump {
    /** The header's first 0x30 bytes; grown to the whole 0x100 once a later row is read (a -xxx dump). */
    private int[] bytes = new int[0x30];
    /** One row's bytes as {@link #parse} reads them, before they are known to be a row's. */
    private final int[] row = new int[16];
    /** Bit n: the row at 0xn0 was read. */
    private int rows;
    private boolean row00;
    private boolean row20;
    /** Offset of the {@code 00:} row in the mail text, for the fact's position. */
    int start = -1;
    int end = -1;

    /**
     * Whether the content at {@code [from, to)} is a dump row, as {@link #accept} would answer, reading nothing into
     * a dump (session 49, speed50: the scan asked a new dump of every line with a colon outside a dump, a 0x30-int
     * array each).
     */
    static boolean isRow(CharSequence s, int from, int to) {
        return parse(s, from, to, null) >= 0;
    }

    /**
     * The row at {@code [from, to)}: its address in the high half and the offset after its last byte in the low
     * half, each byte written to {@code row} when it is not null; -1 when the content is no row (a row's address is a
     * multiple of 0x10).
     */
    private static long parse(CharSequence s, int from, int to, int[] row) {
        int i = from;
        int addr = 0;
        int digits = 0;
        while (i < to && digits < 4 && Character.digit(s.charAt(i), 16) >= 0) {
            addr = addr << 4 | Character.digit(s.charAt(i), 16);
            i++;
            digits++;
        }
        if (digits < 2 || i + 1 >= to || s.charAt(i) != ':' || s.charAt(i + 1) != ' ') {
            return -1;
        }
        i += 2;
        for (int k = 0; k < 16; k++) {
            if (i + 2 > to) {
                return -1;
            }
            int hi = Character.digit(s.charAt(i), 16);
            int lo = Character.digit(s.charAt(i + 1), 16);
            if (hi < 0 || lo < 0) {
                return -1;
            }
            if (row != null) {
                row[k] = hi << 4 | lo;
            }
            i += 2;
            if (k < 15) {
                if (i >= to || s.charAt(i) != ' ') {
                    return -1;
                }
                i++;
            }
        }
        if (i < to && !Character.isWhitespace(s.charAt(i))) {
            return -1;
        }
        if ((addr & 0xf) != 0) {
            return -1;
        }
        return (long) addr << 32 | i;
    }

    /**
     * Reads one row if the content at {@code [from, to)} is a dump row; returns false when it is not one.
     */
    boolean accept(CharSequence s, int from, int to) {
        long parsed = parse(s, from, to, row);
        if (parsed < 0) {
            return false;
        }
        int addr = (int) (parsed >>> 32);
        int i = (int) parsed;
        if (addr < 0x100) {
            if (addr >= bytes.length) {
                bytes = java.util.Arrays.copyOf(bytes, 0x100);
            }
            System.arraycopy(row, 0, bytes, addr, 16);
            rows |= 1 << (addr >> 4);
        }
        if (addr < 0x30) {
            if (addr == 0) {
                row00 = true;
                start = from;
                end = i;
            } else if (addr == 0x20) {
                row20 = true;
            }
        }
        return true;
    }

    boolean hasId() {
        return row00;
    }

    PciId id() {
        return PciId.of(bytes[1] << 8 | bytes[0], bytes[3] << 8 | bytes[2]);
    }

    String revision() {
        return String.format("%02x", bytes[8]);
    }

    /** The subsystem, only for a type-0 (endpoint) header: bridges keep other registers at 2c-2f. */
    PciId subsystem() {
        return subsystem(bytes, row20);
    }

    /**
     * A bridge's subsystem, which it keeps in its Subsystem ID capability (capability id 0x0d; lspci's "Capabilities:
     * [90] Subsystem: ..."): the ids at the capability's bytes 4-7, when the dump holds them, the header is a bridge's
     * (type 1) and the byte at {@code cap} is that capability's id. Null otherwise (an offset the line got wrong, a
     * dump cut before it, an endpoint).
     */
    PciId capabilitySubsystem(int cap) {
        if (!row00 || cap < 0x40 || cap > 0xf8 || (cap & 3) != 0 || (bytes[0x0e] & 0x7f) != 1
                || bytes.length < 0x100) {
            return null;
        }
        if ((rows & 1 << (cap >> 4)) == 0 || (rows & 1 << ((cap + 7) >> 4)) == 0 || bytes[cap] != 0x0d) {
            return null;
        }
        int v = bytes[cap + 5] << 8 | bytes[cap + 4];
        int d = bytes[cap + 7] << 8 | bytes[cap + 6];
        return v == 0 && d == 0 || v == 0xffff ? null : PciId.of(v, d);
    }

    /**
     * The subsystem at 2c-2f of a header's first 0x30 bytes, when the row at 0x20 was read and the header is type 0;
     * shared with {@link ConfigSpaceDump}, which reads the same header from other tools' dumps.
     */
    static PciId subsystem(int[] bytes, boolean row20) {
        if (!row20 || (bytes[0x0e] & 0x7f) != 0) {
            return null;
        }
        int v = bytes[0x2d] << 8 | bytes[0x2c];
        int d = bytes[0x2f] << 8 | bytes[0x2e];
        return v == 0 && d == 0 || v == 0xffff ? null : PciId.of(v, d);
    }
}
