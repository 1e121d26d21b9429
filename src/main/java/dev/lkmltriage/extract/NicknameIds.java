package dev.lkmltriage.extract;

/**
 * Session 52 (hw62), convention 179: a device id written after a product's nickname and "device", with no vendor and
 * no "0x": "VMD device 28C0" is 8086:28c0, for pci.ids gives device 28c0 under one vendor only with a name that
 * spells "VMD" ("Volume Management Device NVMe RAID Controller": the initials of consecutive words; or the word
 * itself, "Volume Management Device (VMD)"). The nickname is three to six capital letters standing as a word; "device"
 * or "devices" follows it and four hex digits follow that, not glued to more word, a colon, a dot, a dash or a slash
 * (a "VMD device 8086:28C0" pair is {@link BareIds}'). Of the vendors pci.ids lists the number under, exactly one
 * must name it so ("PCI-6014", National Instruments' 28c0, does not). Not on code or diff lines, nor in a paragraph
 * showing a patch ({@link MakerIds#inCode}): a comment in a quoted patch is code.
 */
final class NicknameIds {
    private static final String DEVICE = " device";

    private NicknameIds() {
    }

    /**
     * Reads {@code [from, to)}, one line of {@code devices}' text, whose paragraph began at {@code paraFrom}. Every id
     * read follows " device" on the line ({@link #number}; session 53, speed53): most prose lines hold none, and for
     * them the code test and the word walk are skipped; the text's " device" words are found once for the message.
     */
    static void scan(Devices devices, int paraFrom, int from, int to, IdDatabase db, IdSink sink) {
        if (db.has("pci") && devices.in(from, to)) {
            read(devices.text, paraFrom, from, to, db, sink);
        }
    }

    private static void read(CharSequence s, int paraFrom, int from, int to, IdDatabase db, IdSink sink) {
        if (MakerIds.codeOrDiff(s, from, to)) {
            return;
        }
        WordRuns.each(s, from, to, (start, end) -> {
            if (end - start < 3 || end - start > 6 || !capitals(s, start, end)
                    || start > from && MakerIds.glued(s.charAt(start - 1))) {
                return;
            }
            int n = number(s, end, to);
            if (n < 0) {
                return;
            }
            PciId id = named(s.subSequence(start, end).toString(), MakerIds.hex4(s, n), db);
            if (id != null && !MakerIds.inCode(s, Math.max(Math.max(paraFrom, n - MakerIds.BACK), 0), n)) {
                sink.id(id, n, n + 4);
            }
        });
    }

    /**
     * Whether " device" (as {@link #number} compares it) starts in {@code [from, to)} with five more after it: the
     * per-line test {@link Devices#in} answers from offsets found once (ExactCuts53Test and ExactCuts54Test hold both).
     */
    static boolean device(CharSequence s, int from, int to) {
        for (int k = from; k + DEVICE.length() + 5 <= to; k++) {
            if (s.charAt(k) == ' ' && RateUnit.startsWithIgnoreCase(s, k, DEVICE)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Where in one text {@link #device} holds: the offsets of " device" as it compares them, found once (session 54,
     * speed54: the walk of every prose line's characters, once a line, became two searches of the text for 'v' and
     * 'V', the only characters {@code Character.toLowerCase} makes 'v'). Confined to one thread and one text.
     */
    static final class Devices {
        final String text;
        private int[] at;

        Devices(String text) {
            this.text = text;
        }

        /** {@code device(text, from, to)}. */
        boolean in(int from, int to) {
            int[] a = offsets();
            int k = VersionsText.lastAtOrBefore(a, from - 1) + 1;
            return k < a.length && a[k] + DEVICE.length() + 5 <= to;
        }

        /** Every offset k where " device" starts as {@link #device} compares it, ascending; found on first use. */
        private int[] offsets() {
            if (at == null) {
                int[] found = new int[8];
                int n = 0;
                int lower = text.indexOf('v');
                int upper = text.indexOf('V');
                while (lower >= 0 || upper >= 0) {
                    int v;
                    if (upper < 0 || lower >= 0 && lower < upper) {
                        v = lower;
                        lower = text.indexOf('v', v + 1);
                    } else {
                        v = upper;
                        upper = text.indexOf('V', v + 1);
                    }
                    // " device": the 'v' is its fourth character
                    int k = v - 3;
                    if (k >= 0 && text.charAt(k) == ' ' && RateUnit.startsWithIgnoreCase(text, k, DEVICE)) {
                        if (n == found.length) {
                            found = java.util.Arrays.copyOf(found, n * 2);
                        }
                        found[n++] = k;
                    }
                }
                at = java.util.Arrays.copyOf(found, n);
            }
            return at;
        }
    }

    private static boolean capitals(CharSequence s, int from, int to) {
        for (int i = from; i < to; i++) {
            if (s.charAt(i) < 'A' || s.charAt(i) > 'Z') {
                return false;
            }
        }
        return true;
    }

    /** Where the four hex digits start after " device " or " devices " at {@code at}, or -1. */
    private static int number(CharSequence s, int at, int to) {
        if (at + DEVICE.length() + 5 > to || !RateUnit.startsWithIgnoreCase(s, at, DEVICE)) {
            return -1;
        }
        int k = at + DEVICE.length();
        if (s.charAt(k) == 's') {
            k++;
        }
        if (k + 5 > to || s.charAt(k) != ' ' || MakerIds.hex4(s, k + 1) < 0) {
            return -1;
        }
        int end = k + 5;
        if (end < to) {
            char c = s.charAt(end);
            if (Character.isLetterOrDigit(c) || c == '_' || c == ':' || c == '-' || c == '/'
                    || c == '.' && end + 1 < to && Character.isLetterOrDigit(s.charAt(end + 1))) {
                return -1;
            }
        }
        return k + 1;
    }

    /** The one vendor whose pci.ids device {@code device} has a name spelling {@code nickname}, or null. */
    private static PciId named(String nickname, int device, IdDatabase db) {
        if (device <= 0 || device == 0xffff) {
            return null;
        }
        PciId found = null;
        for (int vendor : db.vendorsListing(device)) {
            PciId id = PciId.of(vendor, device);
            if (spells(db.deviceName("pci", id), nickname)) {
                if (found != null) {
                    return null;
                }
                found = id;
            }
        }
        return found != null && HardwareScan.valid(found) ? found : null;
    }

    /**
     * The name carries {@code nickname} as a word ("Volume Management Device (VMD)") or as the initials of consecutive
     * capitalised words ("Volume Management Device NVMe RAID Controller").
     */
    static boolean spells(String name, String nickname) {
        if (name == null) {
            return false;
        }
        boolean[] word = {false};
        StringBuilder initials = new StringBuilder();
        WordRuns.each(name, 0, name.length(), (a, b) -> {
            word[0] |= name.regionMatches(a, nickname, 0, nickname.length()) && b - a == nickname.length();
            initials.append(Character.isUpperCase(name.charAt(a)) ? name.charAt(a) : ' ');
        });
        return word[0] || initials.indexOf(nickname) >= 0;
    }
}
