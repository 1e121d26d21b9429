package dev.lkmltriage.extract;

import java.nio.file.Path;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Names for PCI and USB ids from pci.ids / usb.ids, and the reverse: a tolerant match from a name as lspci prints
 * it to a PCI id. The files are read lazily, once per path pair for the whole process, on the first lookup; a missing
 * or unreadable file just means no names (lookups return null). Thread-safe.
 */
public final class IdDatabase {
    private static final Map<String, IdDatabase> OPEN = new ConcurrentHashMap<>();

    private final Path pciIds;
    private final Path usbIds;
    /** models/pci-former-names.tsv: devices by a name an older pci.ids gave them; may be null or missing. */
    private final Path formerNames;
    private volatile Loaded loaded;

    private record Loaded(IdTable pci, IdTable usb, NameMatcher matcher) {
    }

    private IdDatabase(Path pciIds, Path usbIds, Path formerNames) {
        this.pciIds = pciIds;
        this.usbIds = usbIds;
        this.formerNames = formerNames;
    }

    /** The shared database for these files (either may be null); nothing is read until the first lookup. */
    public static IdDatabase open(Path pciIds, Path usbIds) {
        return open(pciIds, usbIds, null);
    }

    /** As above, with the table of former device names (null for none). */
    static IdDatabase open(Path pciIds, Path usbIds, Path formerNames) {
        return OPEN.computeIfAbsent(Objects.toString(pciIds) + "\u0000" + Objects.toString(usbIds) + "\u0000"
                + Objects.toString(formerNames), k -> new IdDatabase(pciIds, usbIds, formerNames));
    }

    /** The database the settings point at. */
    public static IdDatabase open(ExtractSettings settings) {
        return settings == null ? open(null, null) : open(settings.pciIds(), settings.usbIds(),
                settings.modelsDir() == null ? null : settings.modelsDir().resolve(FormerNames.FILE));
    }

    private Loaded loaded() {
        Loaded l = loaded;
        if (l == null) {
            synchronized (this) {
                l = loaded;
                if (l == null) {
                    IdTable pci = IdTable.read(pciIds);
                    l = new Loaded(pci, IdTable.read(usbIds), new NameMatcher(pci, FormerNames.read(formerNames, pci)));
                    loaded = l;
                }
            }
        }
        return l;
    }

    private IdTable table(String bus) {
        return "usb".equals(bus) ? loaded().usb() : loaded().pci();
    }

    /** True when the file for {@code bus} ({@code pci} or {@code usb}) was found and had entries. */
    public boolean has(String bus) {
        return !table(bus).isEmpty();
    }

    /** The vendor's name, or null. */
    public String vendorName(String bus, int vendor) {
        return table(bus).vendor(vendor);
    }

    /** The device's name, or null. */
    public String deviceName(String bus, PciId id) {
        return table(bus).device(id.vendor(), id.device());
    }

    /** Every device name {@code bus}'s file ({@code pci} or {@code usb}) lists, unmodifiable; none without it. */
    public java.util.Collection<String> deviceNames(String bus) {
        return table(bus).deviceNames();
    }

    /**
     * Each subsystem name pci.ids lists, with the device it is listed under ("Virtuoso 100 (Xonar DX)" under
     * {@code 13f6:8788}); nothing without the file.
     */
    public void forEachSubsystemName(java.util.function.BiConsumer<PciId, String> each) {
        loaded().pci().forEachSubsystem(each);
    }

    /** Every vendor name {@code bus}'s file ({@code pci} or {@code usb}) lists, unmodifiable; none without it. */
    public java.util.Collection<String> vendorNames(String bus) {
        return table(bus).vendorNames();
    }

    /** The name pci.ids gives a subsystem of a device, or null. */
    public String subsystemName(PciId device, PciId subsystem) {
        return loaded().pci().subsystem(device, subsystem);
    }

    /**
     * The PCI device a name denotes, vendor first ({@code "Realtek Semiconductor Co., Ltd. RTL-8169 Gigabit
     * Ethernet"} → {@code 10ec:8169}); null when the vendor is unknown or the device match is weak or ambiguous.
     * The text should not carry the {@code (rev xx)} suffix.
     */
    public PciId matchName(CharSequence text) {
        return loaded().matcher().match(text);
    }

    /**
     * How a name that {@link #matchName} resolved to {@code id} was read: {@code name}, or {@code name-kin} where the
     * name's vendor lists no device and the id is a kin vendor's (session 28: "Qualcomm Device 1101" as 17cb:1101).
     */
    String nameSource(CharSequence text, PciId id) {
        return id != null && loaded().matcher().kin(text, id) ? "name-kin" : "name";
    }

    /**
     * A vendor name followed by {@code Device 1083} or {@code Unknown device 1083}, as lspci prints ids it has no
     * name for (Subsystem lines mostly), or null.
     */
    public PciId matchVendorDevice(CharSequence text) {
        return loaded().matcher().explicit(text);
    }

    /** {@link #matchVendorDevice} for a Subsystem line, where the id after "Device" is no device of the vendor. */
    PciId matchVendorSubsystem(CharSequence text) {
        return loaded().matcher().explicitSubsystem(text);
    }

    /** As above; a vendor name two ids share is decided by the device's own vendor when it is one of them. */
    PciId matchVendorSubsystem(CharSequence text, PciId device) {
        return loaded().matcher().explicitSubsystem(text, device == null ? -1 : device.vendor());
    }

    /**
     * A Subsystem line naming one of the subsystems pci.ids lists under {@code device} by its vendor and entry name,
     * or null ({@link NameMatcher#namedSubsystem}).
     */
    PciId matchNamedSubsystem(CharSequence text, PciId device) {
        return device == null ? null : loaded().matcher().namedSubsystem(text, device);
    }

    /**
     * The PCI vendors a maker word names, from pci.ids' vendor names ({@link MakerWords}): "AMD" is 1002, 1022 and
     * the others whose name starts with or brackets it; empty for a word no vendor name carries so.
     */
    int[] makerVendors(String word) {
        MakerWords m = makers;
        if (m == null) {
            synchronized (this) {
                m = makers;
                if (m == null) {
                    m = new MakerWords(loaded().pci().vendors());
                    makers = m;
                }
            }
        }
        return m.vendors(word);
    }

    private volatile MakerWords makers;

    /** Per vendor, the family names its pci.ids device names carry ({@link FamilyNames}), built on first ask. */
    private final java.util.concurrent.ConcurrentHashMap<Integer, java.util.Set<String>> families =
            new java.util.concurrent.ConcurrentHashMap<>();

    /**
     * True when one of {@code vendor}'s pci.ids device names carries the family name {@code family} (any case):
     * "CN88xx" is Cavium's (177d) by "THUNDERX CN88XX 48 core SoC".
     */
    boolean familyOf(int vendor, String family) {
        java.util.Set<String> names = families.computeIfAbsent(vendor, v -> {
            IdTable pci = loaded().pci();
            java.util.Set<String> out = new java.util.HashSet<>();
            for (int d : pci.devicesOf(v)) {
                FamilyNames.collect(pci.device(v, d), out);
            }
            return out;
        });
        return names.contains(family.toLowerCase(java.util.Locale.ROOT));
    }

    /** The vendors pci.ids lists {@code device} under, ascending; none without pci.ids. */
    int[] vendorsListing(int device) {
        return loaded().pci().vendorsListing(device);
    }

    /** True when pci.ids names this exact vendor:device. */
    boolean knownDevice(PciId id) {
        return loaded().pci().device(id.vendor(), id.device()) != null;
    }

    /** True when pci.ids knows this vendor id (or there is no pci.ids to ask). */
    boolean plausibleVendor(int vendor) {
        IdTable pci = loaded().pci();
        return pci.isEmpty() || pci.vendor(vendor) != null;
    }
}
