package dev.lkmltriage.extract;

import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Unbracketed {@code vvvv:dddd} ids in running text ("VMD device 8086:9A0B", "ids 8086:15e7, 8086:15ea"). The shape
 * is shared with firmware versions, register values and times, so an id is taken only with a device word just
 * before it (or as the next item of a list that began with one) or, failing that, a vendor and device pci.ids both
 * know; never with a version/register word near; and always with a vendor pci.ids knows when pci.ids is at hand.
 */
final class BareIds {
    /** The shape {@link #scan} finds by hand; kept as its specification (a test holds the two to each other). */
    static final Pattern BARE = Pattern.compile(
            "(?<![0-9A-Za-z_:.\\-/#@=])([0-9a-fA-F]{4}):([0-9a-fA-F]{4})(?![0-9A-Za-z_:.\\-/@])");
    private static final Set<String> DEVICE_WORDS = Set.of("device", "devices", "id", "ids", "pci", "vendor",
            "lspci", "vid", "did", "nic", "card", "controller", "chip", "bridge", "bridges", "switch", "port",
            "ports", "function", "hba", "adapter", "gpu", "ssd", "nvme", "endpoint", "quirk");
    private static final Set<String> VETO_WORDS = Set.of("fw", "firmware", "nvm", "version", "ver", "rom",
            "reg", "register", "registers", "offset", "addr", "address", "bar", "mem", "irq", "time", "at",
            "bus", "domain", "eeprom", "oui", "mac", "rev", "revision", "value", "val", "data", "read", "write",
            "wrote", "subsystem", "returns", "returned", "mask", "bios", "microcode", "ucode", "build", "image");
    private static final int WINDOW = 32;
    private static final Pattern NON_WORD = Pattern.compile("[^a-z_]+");

    private BareIds() {
    }

    /** Where {@link #BARE} matched: its start and the two ids' values. */
    interface Shape {
        void at(int start, int vendor, int device);
    }

    static void scan(CharSequence text, int from, int to, IdDatabase db, IdSink sink) {
        int[] listEnd = {-1};
        shapes(text, from, to, (start, vendor, device) -> {
            int end = start + 9;
            PciId id = PciId.of(vendor, device);
            if (!HardwareScan.valid(id) || !db.plausibleVendor(id.vendor())) {
                return;
            }
            boolean listed = listEnd[0] >= 0 && onlyListPunctuation(text, listEnd[0], start);
            int window = Math.max(from, start - WINDOW);
            if (!listed && !context(text, window, start)
                    && !(db.knownDevice(id) && !vetoed(text, window, start))) {
                return;
            }
            listEnd[0] = end;
            sink.id(id, start, end);
        });
    }

    /**
     * Every match of {@link #BARE} in {@code [from, to)}, in order, as a {@code Matcher} over that region finds them
     * (the region's ends bound the look-arounds), but found from the colons: the pattern tried at every offset of
     * every line with a colon cost more than all the rest of the hardware scan.
     */
    static void shapes(CharSequence text, int from, int to, Shape shape) {
        int next = from;
        for (int colon = from + 4; colon + 5 <= to; colon++) {
            if (text.charAt(colon) != ':') {
                continue;
            }
            int start = colon - 4;
            int end = colon + 5;
            int vendor = hex4(text, start);
            int device = vendor < 0 ? -1 : hex4(text, colon + 1);
            if (start < next || device < 0 || (start > from && gluedBefore(text.charAt(start - 1)))
                    || (end < to && gluedAfter(text.charAt(end)))) {
                continue;
            }
            next = end;
            shape.at(start, vendor, device);
        }
    }

    /** True when {@link #shapes} finds a {@code vvvv:dddd} shape in {@code [from, to)}. */
    static boolean any(CharSequence text, int from, int to) {
        boolean[] found = {false};
        shapes(text, from, to, (start, vendor, device) -> found[0] = true);
        return found[0];
    }

    /** The value of four hex digits at {@code at}, or -1. */
    private static int hex4(CharSequence s, int at) {
        int v = 0;
        for (int i = at; i < at + 4; i++) {
            int d = Character.digit(s.charAt(i), 16);
            if (d < 0 || s.charAt(i) > 'f') {
                return -1;
            }
            v = v << 4 | d;
        }
        return v;
    }

    /** {@code [0-9A-Za-z_:.\-/#@=]}: the pattern's look-behind. */
    private static boolean gluedBefore(char c) {
        return asciiAlnum(c) || "_:.-/#@=".indexOf(c) >= 0;
    }

    /** {@code [0-9A-Za-z_:.\-/@]}: the pattern's look-ahead. */
    private static boolean gluedAfter(char c) {
        return asciiAlnum(c) || "_:.-/@".indexOf(c) >= 0;
    }

    private static boolean asciiAlnum(char c) {
        return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
    }

    private static boolean onlyListPunctuation(CharSequence s, int from, int to) {
        if (to - from > 6) {
            return false;
        }
        for (int i = from; i < to; i++) {
            char c = s.charAt(i);
            if (c != ',' && c != ' ' && c != '/' && c != '&' && c != 'a' && c != 'n' && c != 'd' && c != 'o'
                    && c != 'r') {
                return false;
            }
        }
        return true;
    }

    private static boolean vetoed(CharSequence s, int from, int to) {
        String window = s.subSequence(from, to).toString().toLowerCase(Locale.ROOT);
        if (window.contains("0x")) {
            return true;
        }
        for (String w : NON_WORD.split(window)) {
            if (VETO_WORDS.contains(w)) {
                return true;
            }
        }
        return false;
    }

    /** A device word among the words just before, and no veto word (the nearest words count most). */
    private static boolean context(CharSequence s, int from, int to) {
        String window = s.subSequence(from, to).toString().toLowerCase(Locale.ROOT);
        if (window.contains("0x")) {
            return false;
        }
        String[] words = NON_WORD.split(window);
        boolean device = false;
        for (String w : words) {
            if (VETO_WORDS.contains(w)) {
                return false;
            }
            if (DEVICE_WORDS.contains(w) || w.equals("new_id")) {
                device = true;
            }
        }
        return device;
    }
}
