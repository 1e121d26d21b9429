package dev.lkmltriage.digest;

import dev.lkmltriage.extract.IdDatabase;
import dev.lkmltriage.extract.PciId;
import java.util.function.Function;

/**
 * Names for a cluster's {@code vvvv:dddd} device ids from the system's pci.ids, then usb.ids (a cluster's ids do
 * not say their bus); null when neither knows the device, so the digest shows the bare id.
 */
public final class DeviceNames {
    private DeviceNames() {
    }

    public static Function<String, String> of(IdDatabase ids) {
        return id -> {
            if (!PciId.isPciId(id)) {
                return null;
            }
            PciId p = PciId.parse(id);
            for (String bus : new String[] {"pci", "usb"}) {
                String device = ids.deviceName(bus, p);
                if (device != null) {
                    String vendor = ids.vendorName(bus, p.vendor());
                    return vendor == null ? device : vendor + " " + device;
                }
            }
            return null;
        };
    }
}
