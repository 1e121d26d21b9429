package dev.lkmltriage.extract;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * One parsed pci.ids or usb.ids file: vendors, devices and subsystems. Reading never throws: an unreadable file or
 * a malformed line yields an empty table or a skipped line.
 */
final class IdTable {
    static final IdTable EMPTY = new IdTable(Map.of(), Map.of(), Map.of(), Map.of(), Map.of(), Map.of());

    private final Map<Integer, String> vendors;
    private final Map<Integer, String> devices;
    private final Map<Long, String> subsystems;
    private final Map<Integer, List<Integer>> devicesByVendor;
    /** A device's subsystem entries (vendor << 16 | device of the subsystem), by the device's vendor << 16 | device. */
    private final Map<Integer, List<Integer>> subsystemsByDevice;
    /** A vendor's former names from the "# nee ..." comment right above it ("# nee Atheros Communications, Inc."). */
    private final Map<Integer, List<String>> formerNames;

    private IdTable(Map<Integer, String> vendors, Map<Integer, String> devices, Map<Long, String> subsystems,
                    Map<Integer, List<Integer>> devicesByVendor, Map<Integer, List<Integer>> subsystemsByDevice,
                    Map<Integer, List<String>> formerNames) {
        this.vendors = vendors;
        this.subsystemsByDevice = subsystemsByDevice;
        this.formerNames = formerNames;
        this.devices = devices;
        this.subsystems = subsystems;
        this.devicesByVendor = devicesByVendor;
    }

    static IdTable read(Path file) {
        if (file == null || !Files.isReadable(file)) {
            return EMPTY;
        }
        try (InputStream in = Files.newInputStream(file)) {
            return read(in);
        } catch (IOException | RuntimeException e) {
            return EMPTY;
        }
    }

    /** The ids-file grammar: vendor at column 0, device after one tab, subsystem after two; other sections end it. */
    static IdTable read(InputStream in) throws IOException {
        Map<Integer, String> vendors = new HashMap<>();
        Map<Integer, String> devices = new HashMap<>();
        Map<Long, String> subsystems = new HashMap<>();
        Map<Integer, List<Integer>> byVendor = new HashMap<>();
        Map<Integer, List<Integer>> byDevice = new HashMap<>();
        Map<Integer, List<String>> former = new HashMap<>();
        String nee = null;
        BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        int vendor = -1;
        int device = -1;
        for (String line = r.readLine(); line != null; line = r.readLine()) {
            if (line.isEmpty() || line.charAt(0) == '#') {
                nee = line.startsWith("# nee ") ? line.substring(6) : null;
                continue;
            }
            String formerLine = nee;
            nee = null;
            if (line.charAt(0) != '\t') {
                vendor = -1;
                device = -1;
                if (PciId.isHex4(line, 0) && line.length() > 6 && line.charAt(4) == ' ') {
                    vendor = PciId.hex4(line, 0);
                    vendors.put(vendor, line.substring(4).strip());
                    if (formerLine != null) {
                        List<String> names = new ArrayList<>();
                        for (String n : formerLine.split(" nee ")) {
                            if (!n.isBlank() && names.size() < 4) {
                                names.add(n.strip());
                            }
                        }
                        former.put(vendor, names);
                    }
                }
            } else if (vendor >= 0 && line.length() > 1 && line.charAt(1) != '\t') {
                device = -1;
                if (PciId.isHex4(line, 1) && line.length() > 7 && line.charAt(5) == ' ') {
                    device = PciId.hex4(line, 1);
                    int key = vendor << 16 | device;
                    devices.put(key, line.substring(5).strip());
                    byVendor.computeIfAbsent(vendor, k -> new ArrayList<>()).add(device);
                }
            } else if (vendor >= 0 && device >= 0 && line.length() > 12 && PciId.isHex4(line, 2)
                    && line.charAt(6) == ' ' && PciId.isHex4(line, 7)) {
                long key = ((long) (vendor << 16 | device) & 0xffffffffL) << 32
                        | ((long) (PciId.hex4(line, 2) << 16 | PciId.hex4(line, 7)) & 0xffffffffL);
                subsystems.put(key, line.substring(11).strip());
                byDevice.computeIfAbsent(vendor << 16 | device, k -> new ArrayList<>())
                        .add(PciId.hex4(line, 2) << 16 | PciId.hex4(line, 7));
            }
        }
        return new IdTable(vendors, devices, subsystems, byVendor, byDevice, former);
    }

    String vendor(int vendor) {
        return vendors.get(vendor);
    }

    String device(int vendor, int device) {
        return devices.get(vendor << 16 | device);
    }

    String subsystem(PciId device, PciId subsystem) {
        long key = ((long) device.hashCode() & 0xffffffffL) << 32 | ((long) subsystem.hashCode() & 0xffffffffL);
        return subsystems.get(key);
    }

    /** The subsystems pci.ids lists under a device, each as {@code subvendor << 16 | subdevice}. */
    List<Integer> subsystemsOf(PciId device) {
        return subsystemsByDevice.getOrDefault(device.vendor() << 16 | device.device(), List.of());
    }

    /** Each subsystem entry's name with the device it is listed under (pci.ids' two-tab lines), in no order. */
    void forEachSubsystem(java.util.function.BiConsumer<PciId, String> each) {
        subsystems.forEach((key, name) -> {
            int device = (int) (key >>> 32);
            each.accept(PciId.of(device >>> 16, device & 0xffff), name);
        });
    }

    /** Every vendor name the file lists, unmodifiable. */
    java.util.Collection<String> vendorNames() {
        return java.util.Collections.unmodifiableCollection(vendors.values());
    }

    /** Every device name the file lists (no subsystems), unmodifiable. */
    java.util.Collection<String> deviceNames() {
        return java.util.Collections.unmodifiableCollection(devices.values());
    }

    Map<Integer, String> vendors() {
        return vendors;
    }

    /** The vendor's former names pci.ids records in a "# nee" comment above it, or none. */
    List<String> formerNames(int vendor) {
        return formerNames.getOrDefault(vendor, List.of());
    }

    /** Whether pci.ids lists the device under the vendor: {@code devicesOf(vendor).contains(device)} by key. */
    boolean hasDevice(int vendor, int device) {
        return devices.containsKey(vendor << 16 | device);
    }

    List<Integer> devicesOf(int vendor) {
        return devicesByVendor.getOrDefault(vendor, List.of());
    }

    /** The vendors that list {@code device}, ascending; built from the device keys on first ask. */
    int[] vendorsListing(int device) {
        Map<Integer, int[]> index = byDeviceId;
        if (index == null) {
            synchronized (this) {
                index = byDeviceId;
                if (index == null) {
                    Map<Integer, List<Integer>> lists = new java.util.HashMap<>();
                    for (int key : devices.keySet()) {
                        lists.computeIfAbsent(key & 0xffff, k -> new ArrayList<>()).add(key >>> 16);
                    }
                    index = new java.util.HashMap<>();
                    for (Map.Entry<Integer, List<Integer>> e : lists.entrySet()) {
                        index.put(e.getKey(), e.getValue().stream().mapToInt(Integer::intValue).sorted().toArray());
                    }
                    byDeviceId = index;
                }
            }
        }
        return index.getOrDefault(device, new int[0]);
    }

    private volatile Map<Integer, int[]> byDeviceId;

    boolean isEmpty() {
        return vendors.isEmpty();
    }
}
