package dev.lkmltriage.extract;

/**
 * A PCI (or USB) vendor:device id, in the style of JGit's {@code AbbreviatedObjectId}: {@link #isPciId} tests text,
 * {@link #parse} reads it ({@code "[10EC:8169]"}, {@code "10ec:8169"}, {@code "0x10ec:0x8169"}) and throws the
 * typed {@link InvalidIdException} otherwise, {@link #name()} is the canonical lowercase {@code 10ec:8169}.
 * Immutable; equal when vendor and device are.
 */
public final class PciId implements Comparable<PciId> {
    private final int vendor;
    private final int device;

    private PciId(int vendor, int device) {
        this.vendor = vendor;
        this.device = device;
    }

    /** An id from its two 16-bit halves. */
    public static PciId of(int vendor, int device) {
        if (vendor < 0 || vendor > 0xffff || device < 0 || device > 0xffff) {
            throw new InvalidIdException(vendor + ":" + device);
        }
        return new PciId(vendor, device);
    }

    /** True when {@link #parse} would accept the text. */
    public static boolean isPciId(String text) {
        return text != null && bounds(text) != null;
    }

    /**
     * Reads {@code vvvv:dddd}, optionally in square brackets, each half optionally with a {@code 0x} prefix, any case,
     * surrounding blanks ignored.
     *
     * @throws InvalidIdException when the text is anything else
     */
    public static PciId parse(String text) {
        int[] b = text == null ? null : bounds(text);
        if (b == null) {
            throw new InvalidIdException(text);
        }
        return new PciId(hex4(text, b[0]), hex4(text, b[1]));
    }

    /** Start offsets of the two four-digit halves, or null. */
    private static int[] bounds(String text) {
        int i = 0;
        int n = text.length();
        while (i < n && text.charAt(i) == ' ') {
            i++;
        }
        while (n > i && text.charAt(n - 1) == ' ') {
            n--;
        }
        boolean bracket = i < n && text.charAt(i) == '[';
        if (bracket) {
            if (text.charAt(n - 1) != ']') {
                return null;
            }
            i++;
            n--;
        }
        int v = skip0x(text, i, n);
        if (v + 4 >= n || !isHex4(text, v) || text.charAt(v + 4) != ':') {
            return null;
        }
        int d = skip0x(text, v + 5, n);
        if (d + 4 != n || !isHex4(text, d)) {
            return null;
        }
        return new int[] {v, d};
    }

    private static int skip0x(String s, int i, int n) {
        if (i + 1 < n && s.charAt(i) == '0' && (s.charAt(i + 1) == 'x' || s.charAt(i + 1) == 'X')) {
            return i + 2;
        }
        return i;
    }

    static boolean isHex4(CharSequence s, int at) {
        if (at < 0 || at + 4 > s.length()) {
            return false;
        }
        for (int k = 0; k < 4; k++) {
            if (Character.digit(s.charAt(at + k), 16) < 0) {
                return false;
            }
        }
        return true;
    }

    static int hex4(CharSequence s, int at) {
        int v = 0;
        for (int k = 0; k < 4; k++) {
            v = (v << 4) | Character.digit(s.charAt(at + k), 16);
        }
        return v;
    }

    public int vendor() {
        return vendor;
    }

    public int device() {
        return device;
    }

    /**
     * The canonical form, lowercase {@code vvvv:dddd}: what {@code String.format("%04x:%04x", ...)} gives for the two
     * 16-bit halves, written digit by digit (every fact asks for it; the formatter parsed its pattern each time).
     */
    public String name() {
        char[] c = new char[9];
        hex4(vendor, c, 0);
        c[4] = ':';
        hex4(device, c, 5);
        return new String(c);
    }

    private static final char[] DIGITS = "0123456789abcdef".toCharArray();

    private static void hex4(int v, char[] out, int at) {
        for (int k = 3; k >= 0; k--) {
            out[at + k] = DIGITS[v & 0xf];
            v >>>= 4;
        }
    }

    @Override
    public int compareTo(PciId o) {
        int c = Integer.compare(vendor, o.vendor);
        return c != 0 ? c : Integer.compare(device, o.device);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof PciId p && p.vendor == vendor && p.device == device;
    }

    @Override
    public int hashCode() {
        return vendor << 16 | device;
    }

    @Override
    public String toString() {
        return name();
    }
}
