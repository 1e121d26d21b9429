package dev.lkmltriage.extract;

/**
 * A call trace's frame in a loadable module: {@code tegra_pcie_dw_probe+0x5e8/0xb50 [pcie_tegra194]}, {@code pc :
 * __raw_readl+0x0/0x8 [pcie_rockchip_host]}, {@code RIP: 0010:dcn_bw_update_from_pplib+0x174/0x2a0 [amdgpu]}. The
 * oops ran through the module's code, and the labels name a module so shown (the convention written in session 34:
 * "a {@code [module]} frame is" a driver the message is about), where "Modules linked in:" only lists what was
 * loaded. A frame marked {@code ?} is a stale word the unwinder found on the stack, not a call: it names nothing.
 * The caller decides whether the module is a driver (the tables know it; a core such as vfio or drm they do not).
 * Work: a bounded look on either side of one {@code /0x}.
 */
final class TraceModules {
    /** Longest symbol, offset and module name read: a frame longer than these is no frame this reads. */
    private static final int SYMBOL = 128;
    private static final int HEX = 18;
    private static final int MODULE = 64;

    private TraceModules() {
    }

    /**
     * The module of the frame whose {@code /0x} (between offset and length) is at {@code slash}, on the line
     * {@code [from, to)}; null when the text there is no module frame or the frame is marked unreliable.
     */
    static String module(String text, int slash, int from, int to) {
        // after: the length's hex digits, one blank, "[module]", then only blanks to the line's end
        int i = slash + 3;
        int hexEnd = hex(text, i, Math.min(to, i + HEX));
        if (hexEnd == i || hexEnd + 1 >= to || text.charAt(hexEnd) != ' ' || text.charAt(hexEnd + 1) != '[') {
            return null;
        }
        int nameStart = hexEnd + 2;
        int nameEnd = nameStart;
        int nameLimit = Math.min(to, nameStart + MODULE);
        while (nameEnd < nameLimit && moduleChar(text.charAt(nameEnd))) {
            nameEnd++;
        }
        if (nameEnd == nameStart || nameEnd >= to || text.charAt(nameEnd) != ']') {
            return null;
        }
        for (int k = nameEnd + 1; k < to; k++) {
            if (text.charAt(k) != ' ' && text.charAt(k) != '\t') {
                return null;
            }
        }
        // before: "+0x" and the offset's hex digits, then the symbol
        int off = slash - 1;
        int offLimit = Math.max(from, slash - HEX);
        while (off >= offLimit && isHex(text.charAt(off))) {
            off--;
        }
        if (off == slash - 1 || off - 2 < from || text.charAt(off) != 'x' || text.charAt(off - 1) != '0'
                || text.charAt(off - 2) != '+') {
            return null;
        }
        int symEnd = off - 2;
        int sym = symEnd - 1;
        int symLimit = Math.max(from, symEnd - SYMBOL);
        while (sym >= symLimit && symbolChar(text.charAt(sym))) {
            sym--;
        }
        if (sym == symEnd - 1 || (sym >= from && sym < symLimit)) {
            return null;
        }
        if (sym >= from) {
            char before = text.charAt(sym);
            if (before != ' ' && before != '\t' && before != ':' && before != ']') {
                return null;
            }
            int b = sym;
            while (b >= from && (text.charAt(b) == ' ' || text.charAt(b) == '\t')) {
                b--;
            }
            if (b >= from && text.charAt(b) == '?') {
                return null;
            }
        }
        return text.substring(nameStart, nameEnd);
    }

    private static int hex(String text, int from, int to) {
        int i = from;
        while (i < to && isHex(text.charAt(i))) {
            i++;
        }
        return i;
    }

    private static boolean isHex(char c) {
        return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f');
    }

    private static boolean moduleChar(char c) {
        return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '-';
    }

    private static boolean symbolChar(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' || c == '.';
    }
}
