package dev.lkmltriage.extract;

/**
 * A vendor and device id written as one pair in prose (session 49, hw59): "a prototype kit (Vendor ID = 0x16c3,
 * Device ID = 0xedda)", "Vendor Id = 0x8086 (Intel), Dev ID = 0x7113". The writer names both numbers, so no maker
 * word is needed (as {@link MakerIds} needs); the pair is taken only where pci.ids lists it, on a line that does not
 * read as code ({@code ==}, {@code ->}, braces, a semicolon, a diff marker) in a paragraph that shows no patch, and
 * with the words spelled apart from an identifier ({@code vendor_id}, {@code vendor-id} are a CPER record's and a
 * device tree's, which other readers or none read).
 *
 * <p>Session 50 (hw60): the same pair written with a slash or a colon between the two numbers, "an AMD PCIe port (PCI
 * device 0x1022/0x1483)", amdgpu's banner "(RAVEN 0x1002:0x15DD ...)": both numbers with their "0x", not glued to a
 * word, a sign or more digits (a stack frame's "func+0x1dc4/0x2158" is an offset and a size), taken only where pci.ids
 * lists the pair, under the same code vetoes as the worded pair.
 */
final class VendorDevicePairs {
    /** How far the vendor's number may stand from its word, and the device's word from the vendor's number. */
    private static final int GAP = 48;

    private VendorDevicePairs() {
    }

    static void scan(CharSequence s, int paraFrom, int from, int to, IdDatabase db, IdSink sink) {
        if (!db.has("pci") || codeLine(s, from, to)) {
            return;
        }
        joined(s, paraFrom, from, to, db, sink);
        for (int i = from; i + 6 <= to; i++) {
            char c = s.charAt(i);
            if ((c != 'v' && c != 'V') || !startsWord(s, i, from) || !regionIs(s, i, to, "vendor")) {
                continue;
            }
            int k = afterLabel(s, i + 6, to);
            if (k < 0 || !hexAt(s, k, to)) {
                continue;
            }
            int vendor = MakerIds.hex4(s, k + 2);
            int vendorEnd = k + 6;
            // an optional bracketed name ("(Intel)"), a comma or "and", then the device's word
            int j = vendorEnd;
            if (j < to && s.charAt(j) == ' ' && j + 1 < to && s.charAt(j + 1) == '(') {
                int close = j + 2;
                while (close < to && close - j < GAP && s.charAt(close) != ')' && s.charAt(close) != '(') {
                    close++;
                }
                if (close >= to || s.charAt(close) != ')') {
                    continue;
                }
                j = close + 1;
            }
            if (j < to && s.charAt(j) == ',') {
                j++;
            }
            while (j < to && s.charAt(j) == ' ') {
                j++;
            }
            if (regionIs(s, j, to, "and ")) {
                j += 4;
            }
            int word = regionIs(s, j, to, "device") ? 6 : regionIs(s, j, to, "dev") ? 3 : -1;
            if (word < 0) {
                continue;
            }
            int m = afterLabel(s, j + word, to);
            if (m < 0 || !hexAt(s, m, to)) {
                continue;
            }
            int device = MakerIds.hex4(s, m + 2);
            if (vendor < 0 || device <= 0 || device == 0xffff) {
                continue;
            }
            if (MakerIds.inCode(s, Math.max(paraFrom, Math.max(0, i - MakerIds.BACK)), i)) {
                return;
            }
            PciId id = PciId.of(vendor, device);
            if (HardwareScan.valid(id) && db.knownDevice(id)) {
                sink.id(id, k, m + 6);
            }
            i = m + 5;
        }
    }

    /** "0xvvvv/0xdddd" or "0xvvvv:0xdddd": a vendor and device id joined by one slash or colon. */
    private static void joined(CharSequence s, int paraFrom, int from, int to, IdDatabase db, IdSink sink) {
        for (int i = from; i + 13 <= to; i++) {
            char sep = s.charAt(i + 6);
            if ((sep != '/' && sep != ':') || !hexAt(s, i + 7, to) || !MakerIds.zeroX(s, i)
                    || MakerIds.hex4(s, i + 2) < 0) {
                continue;
            }
            if (i > from && (MakerIds.glued(s.charAt(i - 1)) || s.charAt(i - 1) == '+')) {
                continue;
            }
            int vendor = MakerIds.hex4(s, i + 2);
            int device = MakerIds.hex4(s, i + 9);
            if (vendor <= 0 || device <= 0 || device == 0xffff) {
                continue;
            }
            if (MakerIds.inCode(s, Math.max(paraFrom, Math.max(0, i - MakerIds.BACK)), i)) {
                return;
            }
            PciId id = PciId.of(vendor, device);
            if (HardwareScan.valid(id) && db.knownDevice(id)) {
                sink.id(id, i, i + 13);
            }
            i += 12;
        }
    }

    /**
     * After "vendor"/"device": an optional " ID"/"id" and an optional "=" or ":" among blanks; where the number's
     * "0x" starts, or -1 when the word runs on ({@code vendors}, {@code vendor_id}, {@code vendor-id}).
     */
    private static int afterLabel(CharSequence s, int at, int to) {
        if (at < to && (Character.isLetterOrDigit(s.charAt(at)) || s.charAt(at) == '_' || s.charAt(at) == '-')) {
            return -1;
        }
        int k = at;
        k = blanks(s, k, to);
        if (regionIs(s, k, to, "id") && (k + 2 >= to || !Character.isLetterOrDigit(s.charAt(k + 2)))) {
            k = blanks(s, k + 2, to);
        }
        if (k < to && (s.charAt(k) == '=' || s.charAt(k) == ':')) {
            if (k + 1 < to && s.charAt(k + 1) == '=') {
                return -1; // "==": code
            }
            k = blanks(s, k + 1, to);
        }
        return k - at <= 8 ? k : -1;
    }

    private static int blanks(CharSequence s, int k, int to) {
        while (k < to && (s.charAt(k) == ' ' || s.charAt(k) == '\t')) {
            k++;
        }
        return k;
    }

    /** "0x" and four hex digits at {@code k}, not glued to more of a word or number. */
    private static boolean hexAt(CharSequence s, int k, int to) {
        if (k + 6 > to || !MakerIds.zeroX(s, k) || MakerIds.hex4(s, k + 2) < 0) {
            return false;
        }
        if (k + 6 < to) {
            char a = s.charAt(k + 6);
            return !(Character.isLetterOrDigit(a) || a == '_' || a == ':' || a == '/' || a == '-');
        }
        return true;
    }

    private static boolean startsWord(CharSequence s, int i, int from) {
        if (i == from) {
            return true;
        }
        char b = s.charAt(i - 1);
        return !(Character.isLetterOrDigit(b) || b == '_' || b == '-' || b == '>' && i - 2 >= from
                && s.charAt(i - 2) == '-' || b == '.');
    }

    /** ASCII case-insensitive {@code word} at {@code i}. */
    private static boolean regionIs(CharSequence s, int i, int to, String word) {
        return i + word.length() <= to && RateUnit.startsWithIgnoreCase(s, i, word);
    }

    /** A line of C or a diff line as a reply quotes it. */
    private static boolean codeLine(CharSequence s, int from, int to) {
        int first = from;
        while (first < to && (s.charAt(first) == '>' || s.charAt(first) == ' ' || s.charAt(first) == '\t')) {
            first++;
        }
        if (first < to && (s.charAt(first) == '+' || s.charAt(first) == '-' || s.charAt(first) == '@')) {
            return true;
        }
        for (int i = from; i < to; i++) {
            char c = s.charAt(i);
            if (c == ';' || c == '{' || c == '}' || c == '&' && i + 1 < to && s.charAt(i + 1) == '&'
                    || c == '-' && i + 1 < to && s.charAt(i + 1) == '>'
                    || c == '=' && i + 1 < to && s.charAt(i + 1) == '=') {
                return true;
            }
        }
        return false;
    }
}
