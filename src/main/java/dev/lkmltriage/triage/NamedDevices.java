package dev.lkmltriage.triage;

import dev.lkmltriage.extract.ExtractSettings;
import dev.lkmltriage.extract.IdDatabase;
import dev.lkmltriage.extract.PciId;
import dev.lkmltriage.mail.Mail;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * The devices a report names by their chip's model number, among the devices earlier clusters carry (session 44). A
 * reporter who pastes no {@code lspci} or {@code lsusb} line still writes what the box or the shop called the card:
 * "Intel 4965 wireless", "4965agn here too", "Intel X710 10G SFP+ adapters", "asix ax88179 dongle". pci.ids and usb.ids
 * print the same model number in the device's name ("PRO/Wireless 4965 AG or AGN [Kedron] Network Connection",
 * "Ethernet Controller X710 for 10GbE SFP+", "AX88179 Gigabit Ethernet"), so a cluster whose report pasted the id is
 * found by the number its later reporter wrote.
 *
 * <p>A model word has at least three digits. One with letters counts as written ({@code x710}, {@code ax88179}) and,
 * when letters end it, without them ({@code 4965agn} is the 4965, {@code ft232r} the {@code ft232}); a bare number
 * ("4965") counts only right after the device's vendor's name ("Intel 4965", "Realtek 8139"): alone it is a year, a
 * baud rate, a size. A name's words are split at blanks, {@code /}, brackets and commas, with {@code -} dropped
 * ({@code RTL-8169} is {@code rtl8169}); a word with a {@code .} in it ({@code 802.11ac}) is a standard, never a model.
 * Only the report's subject and unquoted text head are read; a word naming more than {@link #MAX_DEVICES} devices is
 * a family, not a device, and names none. Linear in the text read.
 */
final class NamedDevices {
    /** The text read: the head of a report, where a terse report says everything it says. */
    static final int MAX_CHARS = 4000;
    /** Devices one word may name; more is a family name ("82599" in a dozen ids), which says no device. */
    static final int MAX_DEVICES = 3;
    /** Model words read per report. */
    static final int MAX_WORDS = 16;
    private static final int MAX_WORD = 24;

    /** A device's name and its vendor's, as pci.ids or usb.ids give them (null when neither lists it). */
    record Names(String device, String vendor) {
    }

    private final Function<String, Names> names;
    /** Model key to the devices (of those seen so far) whose name carries it. */
    private final Map<String, Set<String>> byKey = new HashMap<>();
    /** Device to its vendor's first name word, lowercased ("intel"), for a bare number after it. */
    private final Map<String, String> vendorWord = new HashMap<>();
    private final Set<String> seen = new java.util.HashSet<>();
    /** Vendor name word (lowercased) to the devices of that vendor seen so far (session 46). */
    private final Map<String, Set<String>> byVendor = new HashMap<>();
    /** The leading plain word of device names ({@link #plainWords}) to the devices whose name it leads (session 50). */
    private final Map<String, Set<String>> byPlainWord = new HashMap<>();
    /** Bracketed product names to devices (session 47). */
    private final ProductNames products;

    NamedDevices(Function<String, Names> names) {
        this(names, name -> Integer.MAX_VALUE);
    }

    /**
     * {@code sharing}: how many devices of the whole pci.ids and usb.ids carry a whole device name, squashed as
     * {@link ProductNames#squash} does (session 48); a name many devices carry ("Optical Mouse") keys none.
     */
    NamedDevices(Function<String, Names> names, java.util.function.ToIntFunction<String> sharing) {
        this(names, sharing, d -> List.of());
    }

    /** {@code retail}: the retail names of pci.ids' subsystem lines that resolve to a device alone (session 54). */
    NamedDevices(Function<String, Names> names, java.util.function.ToIntFunction<String> sharing,
                 Function<String, List<String>> retail) {
        this.names = names;
        this.products = new ProductNames(sharing);
        this.retail = retail;
    }

    private final Function<String, List<String>> retail;

    private static volatile Function<String, Names> shipped;
    private static volatile java.util.function.ToIntFunction<String> shippedSharing;

    /** Names from the pci.ids and usb.ids the project's settings point at (PCI first); none without them. */
    static NamedDevices shipped() {
        Function<String, Names> n = shipped;
        if (n == null) {
            IdDatabase db = IdDatabase.open(ExtractSettings.defaults());
            n = id -> {
                PciId p;
                try {
                    p = PciId.parse(id);
                } catch (RuntimeException e) {
                    return null;
                }
                for (String bus : List.of("pci", "usb")) {
                    String d = db.deviceName(bus, p);
                    if (d != null) {
                        return new Names(d, db.vendorName(bus, p.vendor()));
                    }
                }
                return null;
            };
            Map<String, Integer> counts = new HashMap<>();
            for (String bus : List.of("pci", "usb")) {
                for (String name : db.deviceNames(bus)) {
                    String key = ProductNames.wholeKey(name);
                    if (key != null) {
                        counts.merge(key, 1, Integer::sum);
                    }
                }
            }
            shippedSharing = key -> counts.getOrDefault(key, 0);
            shipped = n;
        }
        Map<String, List<String>> retail = RetailNames.shipped();
        return new NamedDevices(n, shippedSharing, d -> retail.getOrDefault(d, List.of()));
    }

    /** Reads the names of devices not seen before ({@code devices}: every device a cluster carries). */
    void learn(Set<String> devices) {
        if (devices.size() == seen.size()) {
            return;
        }
        for (String d : devices) {
            if (!seen.add(d)) {
                continue;
            }
            Names n = names.apply(d);
            if (n == null || n.device() == null) {
                continue;
            }
            for (String k : nameKeys(n.device())) {
                byKey.computeIfAbsent(k, x -> new LinkedHashSet<>()).add(d);
            }
            products.learn(d, n.device());
            // session 54: the boards sold on it by their retail names ("Xonar DX" on the CMI8788)
            products.learnKeys(d, retail.apply(d));
            for (String w : plainWords(n.device())) {
                byPlainWord.computeIfAbsent(w, x -> new LinkedHashSet<>()).add(d);
            }
            if (n.vendor() != null) {
                String v = firstWord(n.vendor());
                if (v != null) {
                    vendorWord.put(d, v);
                    byVendor.computeIfAbsent(v, x -> new LinkedHashSet<>()).add(d);
                    // session 48 (VendorNames): "silicon image", and "VIA" as the vendor writes it
                    for (String k : VendorNames.keys(n.vendor(), GENERIC_VENDOR_WORDS)) {
                        byVendor.computeIfAbsent(k, x -> new LinkedHashSet<>()).add(d);
                    }
                    // session 51: "Qualcomm Atheros" is "Atheros" to its users
                    String brand = VendorNames.brand(n.vendor(), GENERIC_VENDOR_WORDS);
                    if (brand != null) {
                        byVendor.computeIfAbsent(brand, x -> new LinkedHashSet<>()).add(d);
                    }
                }
            }
        }
    }

    /** The devices {@code mail}'s subject and unquoted text head name by a model word. */
    Set<String> of(Mail mail) {
        Set<String> out = new LinkedHashSet<>();
        int[] words = {0};
        scan(mail.subject(), -1, mail, out, words);
        String text = mail.text();
        String head = text.length() > MAX_CHARS ? text.substring(0, MAX_CHARS) : text;
        scan(head, 0, mail, out, words);
        writtenIds(mail.subject(), -1, mail, out);
        writtenIds(head, 0, mail, out);
        // the bracketed product names of pci.ids ("ConnectX-4 Lx"): session 47
        out.addAll(products.of(mail, head));
        return out;
    }

    /**
     * The devices a keyless report names by a plain word that is both the first word of the device's pci.ids or usb.ids
     * name
     * and its driver's name (session 50): "network card model VirtIO (paravirtualized)" for the "Virtio network device"
     * that {@code virtio_net} drives, "video model QXL" for the "QXL paravirtual graphic card" of {@code qxl}. A plain
     * word alone names nothing ("video", "network", "sound" are words of many names and drivers' names too, session
     * 42); the same word in the device's name and as its driver's stem is the product as its makers and its driver call
     * it. {@code driverStem} says whether a cluster carrying the device has a driver of that stem. A word naming more
     * than {@link #MAX_DEVICES} devices is a family and names none. Linear in the text read.
     */
    Set<String> ofPlainWord(Mail mail, java.util.function.BiPredicate<String, String> driverStem) {
        Set<String> out = new LinkedHashSet<>();
        String text = mail.text();
        String head = text.length() > MAX_CHARS ? text.substring(0, MAX_CHARS) : text;
        plainScan(mail.subject(), -1, mail, driverStem, out);
        plainScan(head, 0, mail, driverStem, out);
        return out;
    }

    private void plainScan(String s, int base, Mail mail, java.util.function.BiPredicate<String, String> driverStem,
                           Set<String> out) {
        int i = 0;
        int n = s.length();
        int words = 0;
        while (i < n && out.size() < MAX_DEVICES && words < MAX_PLAIN_WORDS) {
            if (!isAsciiLetter(s.charAt(i))) {
                i++;
                continue;
            }
            int start = i;
            while (i < n && s.charAt(i) < 128 && Character.isLetterOrDigit(s.charAt(i))) {
                i++;
            }
            // letters only, not inside a module name or a path ("virtio_net", "drivers/gpu/drm/qxl")
            boolean plain = i - start >= 3 && i - start <= MAX_WORD
                    && (start == 0 || !joined(s.charAt(start - 1))) && (i == n || !joined(s.charAt(i)));
            for (int k = start; plain && k < i; k++) {
                plain = isAsciiLetter(s.charAt(k));
            }
            if (!plain || base >= 0 && mail.isQuoted(base + start)) {
                continue;
            }
            words++;
            String w = s.substring(start, i).toLowerCase(Locale.ROOT);
            Set<String> devices = byPlainWord.get(w);
            if (devices == null || devices.size() > MAX_DEVICES) {
                continue;
            }
            for (String d : devices) {
                if (driverStem.test(d, w)) {
                    out.add(d);
                }
            }
        }
    }

    /** Plain words read per text at most: a report names its hardware early. */
    static final int MAX_PLAIN_WORDS = 600;

    private static boolean joined(char c) {
        return c == '_' || c == '-' || c == '/' || c == '.';
    }

    private static boolean isAsciiLetter(char c) {
        return c < 128 && Character.isLetter(c);
    }

    /**
     * The first word of a device's name, lowercased, when it is letters only and three or more long: the product's own
     * name leads an ids name ("Virtio network device", "QXL paravirtual graphic card"); the words after it say what
     * kind of thing it is ("VT6315 Series Firewire Controller": a bus's name, which every controller of that bus
     * carries and its driver's stem too, names no product).
     */
    static Set<String> plainWords(String name) {
        Set<String> out = new LinkedHashSet<>();
        String[] words = name.trim().split("[^A-Za-z0-9]+");
        String w = words.length == 0 ? "" : words[0];
        if (w.length() >= 3 && w.chars().allMatch(c -> c < 128 && Character.isLetter(c))) {
            out.add(w.toLowerCase(Locale.ROOT));
        }
        return out;
    }

    /**
     * First words of vendor names that are also ordinary words or names of everything ("Linux Foundation", "VIA
     * Technologies", "Advanced Micro Devices", "Standard Microsystems", "Red Hat", "Silicon Laboratories", "Future
     * Technology Devices"): written capitalised at a sentence's start or in a distro's name, they name no vendor.
     */
    private static final Set<String> GENERIC_VENDOR_WORDS = Set.of("linux", "via", "red", "advanced", "standard",
            "silicon", "texas", "national", "digital", "future", "creative", "integrated", "applied", "american",
            "general", "international", "western", "micro", "data", "network", "global", "united", "first", "new",
            "power", "smart", "super", "high", "best", "design", "systems", "technology", "hewlett", "dell", "apple",
            "microsoft", "google", "sony", "lenovo", "asustek", "acer", "toshiba", "fujitsu", "samsung", "lg", "ibm",
            "oracle", "sun", "compaq", "quanta", "wistron", "foxconn", "gigabyte", "elitegroup", "micro-star", "msi");

    /** Devices one vendor word may bring in: beyond that, only the latest learnt are looked at. */
    static final int MAX_VENDOR_DEVICES = 256;

    /**
     * The devices earlier clusters carry whose vendor {@code mail}'s subject or unquoted text head names, capitalised
     * as a name is ("an Intel PRO/100 on the mainboard", "Adaptec ASR-8805", "a Realtek chip"; session 46): what a
     * reporter who pastes no listing still says of the hardware. Words shorter than four letters and vendor words
     * that are ordinary words ({@link #GENERIC_VENDOR_WORDS}) name none. A weak key: {@link CandidateSearch#byVendor}
     * takes a cluster found by it only on a closed window and the same symptom, and only when it is the one such.
     */
    Set<String> ofVendor(Mail mail) {
        Set<String> out = new LinkedHashSet<>();
        String text = mail.text();
        String head = text.length() > MAX_CHARS ? text.substring(0, MAX_CHARS) : text;
        vendorWords(mail.subject(), -1, mail, out);
        vendorWords(head, 0, mail, out);
        return out;
    }

    private void vendorWords(String s, int base, Mail mail, Set<String> out) {
        int i = 0;
        int n = s.length();
        int words = 0;
        String previous = null;
        int previousEnd = -2;
        while (i < n && words < 2_000) {
            char c = s.charAt(i);
            if (c > 127 || !Character.isLetter(c)) {
                i++;
                continue;
            }
            int start = i;
            while (i < n && s.charAt(i) < 128 && Character.isLetterOrDigit(s.charAt(i))) {
                i++;
            }
            words++;
            if (!Character.isUpperCase(s.charAt(start)) || i - start > MAX_WORD
                    || base >= 0 && mail.isQuoted(base + start)) {
                previous = null;
                continue;
            }
            String written = s.substring(start, i);
            String w = written.toLowerCase(Locale.ROOT);
            // two capitalised words in a row, one blank apart: a vendor named by its first two words (session 48)
            String pair = previous != null && previousEnd == start - 1 && s.charAt(start - 1) == ' '
                    ? previous + " " + w : null;
            previous = w;
            previousEnd = i;
            Set<String> ds = pair == null ? null : byVendor.get(pair);
            if (ds == null && VendorNames.capitals(written)) {
                ds = byVendor.get(VendorNames.CAPS + w);
            }
            if (ds == null && (i - start < 4 || GENERIC_VENDOR_WORDS.contains(w))) {
                continue;
            }
            if (ds == null) {
                ds = byVendor.get(w);
            }
            if (ds == null) {
                continue;
            }
            for (String d : ds) {
                if (out.size() >= MAX_VENDOR_DEVICES) {
                    return;
                }
                out.add(d);
            }
        }
    }

    /** A vendor:device pair written in a sentence: four hex digits, a colon, four hex digits, standing alone. */
    private static final java.util.regex.Pattern WRITTEN_ID = java.util.regex.Pattern.compile(
            "(?<![0-9A-Za-z:.\\-])([0-9A-Fa-f]{4}):([0-9A-Fa-f]{4})(?![0-9A-Za-z:\\-]|\\.[0-9A-Za-z])");

    /** Ids read per report. */
    static final int MAX_IDS = 8;

    /**
     * The devices {@code s} names by a vendor:device pair written in prose (session 45): "my FTDI cable (lsusb:
     * 0403:6001)", "Intel 25G NICs (lspci says 8086:159b)". The extraction takes an id only from a listing or a
     * log line; a reporter who read it off one and wrote it into a sentence names the same device. Only devices
     * earlier clusters carry count, only in unquoted text; a pair inside a longer run of colons (a PCI address
     * {@code 0000:03:00.0}, an IPv6 address, a MAC) or a dotted word is none.
     */
    private void writtenIds(String s, int base, Mail mail, Set<String> out) {
        if (s.indexOf(':') < 0) {
            return;
        }
        java.util.regex.Matcher m = WRITTEN_ID.matcher(s);
        int n = 0;
        while (m.find() && n < MAX_IDS) {
            n++;
            String id = (m.group(1) + ":" + m.group(2)).toLowerCase(Locale.ROOT);
            if (seen.contains(id) && (base < 0 || !mail.isQuoted(base + m.start()))) {
                out.add(id);
            }
        }
    }

    private void scan(String s, int base, Mail mail, Set<String> out, int[] words) {
        int i = 0;
        int n = s.length();
        String previous = null;
        while (i < n && words[0] < MAX_WORDS) {
            if (!Character.isLetterOrDigit(s.charAt(i)) || s.charAt(i) > 127) {
                i++;
                continue;
            }
            int start = i;
            int digits = 0;
            boolean letters = false;
            while (i < n && s.charAt(i) < 128 && Character.isLetterOrDigit(s.charAt(i))) {
                if (Character.isDigit(s.charAt(i))) {
                    digits++;
                } else {
                    letters = true;
                }
                i++;
            }
            // "802.11ac", "2.6.30": a dotted word is a standard or a version, in either of its parts.
            boolean dotted = (start > 0 && s.charAt(start - 1) == '.' && start > 1
                    && Character.isLetterOrDigit(s.charAt(start - 2)))
                    || (i + 1 < n && s.charAt(i) == '.' && Character.isLetterOrDigit(s.charAt(i + 1)));
            String w = i - start <= MAX_WORD ? s.substring(start, i).toLowerCase(Locale.ROOT) : null;
            if (w != null && digits >= 3 && !dotted && (base < 0 || !mail.isQuoted(base + start))) {
                words[0]++;
                for (String k : reportKeys(w, letters)) {
                    Set<String> ds = byKey.get(k);
                    if (ds == null || ds.size() > MAX_DEVICES) {
                        continue;
                    }
                    for (String d : ds) {
                        // A bare number names the device only right after its vendor's name.
                        if (letters || previous != null && previous.equals(vendorWord.get(d))) {
                            out.add(d);
                        }
                    }
                }
            }
            previous = w;
        }
    }

    /** The keys a report's word looks up: the word, and without the letters that end it. */
    static List<String> reportKeys(String w, boolean letters) {
        List<String> out = new ArrayList<>(2);
        out.add(w);
        if (letters) {
            String core = stripTrailingLetters(w);
            if (core.length() < w.length() && digitCount(core) >= 3) {
                out.add(core);
            }
        }
        return out;
    }

    /** The model keys of a device's name: its words with three digits or more, as written and without end letters. */
    static Set<String> nameKeys(String name) {
        Set<String> out = new LinkedHashSet<>();
        for (String part : name.toLowerCase(Locale.ROOT).split("[\\s/\\[\\](),]+")) {
            String w = part.replace("-", "");
            if (w.isEmpty() || w.indexOf('.') >= 0 || digitCount(w) < 3 || w.length() > MAX_WORD || !alnum(w)) {
                continue;
            }
            out.add(w);
            String core = stripTrailingLetters(w);
            if (core.length() < w.length() && digitCount(core) >= 3) {
                out.add(core);
            }
            // session 48: the model without the maker's letters before it ("rtl8852ae" is the "8852ae" a user
            // writes, "bcm5709" the "5709"): kept only when letters still end it, as a bare number ("5709") is a
            // year, a size or a baud rate unless the vendor's name stands before it, which reportKeys cannot see
            String bare = stripLeadingLetters(w);
            if (bare.length() < w.length() && digitCount(bare) >= 3 && Character.isLetter(bare.charAt(bare.length() - 1))
                    && Character.isDigit(bare.charAt(0))) {
                out.add(bare);
            }
        }
        return out;
    }

    private static String stripLeadingLetters(String w) {
        int b = 0;
        while (b < w.length() && !Character.isDigit(w.charAt(b))) {
            b++;
        }
        return w.substring(b);
    }

    private static String firstWord(String vendor) {
        String[] parts = vendor.toLowerCase(Locale.ROOT).split("[^a-z0-9]+");
        for (String p : parts) {
            if (!p.isEmpty()) {
                return p;
            }
        }
        return null;
    }

    private static String stripTrailingLetters(String w) {
        int e = w.length();
        while (e > 0 && !Character.isDigit(w.charAt(e - 1))) {
            e--;
        }
        return w.substring(0, e);
    }

    private static int digitCount(String w) {
        int d = 0;
        for (int i = 0; i < w.length(); i++) {
            if (Character.isDigit(w.charAt(i))) {
                d++;
            }
        }
        return d;
    }

    private static boolean alnum(String w) {
        for (int i = 0; i < w.length(); i++) {
            char c = w.charAt(i);
            if (c > 127 || !Character.isLetterOrDigit(c)) {
                return false;
            }
        }
        return true;
    }
}
