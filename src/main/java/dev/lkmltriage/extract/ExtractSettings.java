package dev.lkmltriage.extract;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Where extractors find their reference data.
 *
 * @param modelsDir the project's {@code models/} directory (menuconfig prompt table, driver tables), or null
 * @param pciIds    a pci.ids file, or null to go without names
 * @param usbIds    a usb.ids file, or null to go without names
 */
public record ExtractSettings(Path modelsDir, Path pciIds, Path usbIds) {

    /**
     * The defaults: {@code models/} under the directory named by system property {@code triage.home} (else the
     * working directory), and pci.ids/usb.ids from system property {@code triage.pci-ids}/{@code triage.usb-ids},
     * else the usual system locations.
     */
    public static ExtractSettings defaults() {
        Path home = Path.of(System.getProperty("triage.home", "."));
        Path models = home.resolve("models");
        return new ExtractSettings(Files.isDirectory(models) ? models : null,
                find("triage.pci-ids", "pci.ids"), find("triage.usb-ids", "usb.ids"));
    }

    private static Path find(String property, String name) {
        String configured = System.getProperty(property);
        if (configured != null) {
            return Path.of(configured);
        }
        for (String dir : List.of("/usr/share/misc", "/usr/share/hwdata", "/usr/share")) {
            Path p = Path.of(dir, name);
            if (Files.isReadable(p)) {
                return p;
            }
        }
        return null;
    }
}
