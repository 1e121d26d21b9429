package dev.lkmltriage.extract;

/**
 * A PCI or USB device named in a message.
 *
 * @param bus        {@code pci} or {@code usb}
 * @param id         lowercase {@code vvvv:dddd}
 * @param subsystem  lowercase {@code vvvv:dddd} or null
 * @param revision   two lowercase hex digits or null
 * @param vendorName from pci.ids/usb.ids, or null when the database is absent or lacks it
 * @param deviceName from pci.ids/usb.ids, or null
 * @param source     how it was found: {@code lspci-nn}, {@code lspci-n}, {@code lspci-x}, {@code dmesg},
 *                   {@code modalias}, {@code lsusb}, {@code name}, {@code name-kin} (a name whose vendor
 *                   entry lists no device, read as a kin vendor's id that lists it), {@code config-dump} (a
 *                   config space dumped with hexdump, od or xxd), {@code subject} (an id only the
 *                   subject writes), {@code lspci-tree} (an {@code lspci -tv} leaf lspci could only print as
 *                   "Device vvvv:dddd"), ...
 */
public record HardwareFact(String bus, String id, String subsystem, String revision, String vendorName,
                           String deviceName, String source, boolean quoted, int start, int end) {
}
