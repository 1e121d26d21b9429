package dev.lkmltriage.extract;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

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
        Path models = home().resolve("models");
        return new ExtractSettings(Files.isDirectory(models) ? models : null,
                find("triage.pci-ids", "pci.ids"), find("triage.usb-ids", "usb.ids"));
    }

    /**
     * What a user should be told when {@link #defaults()} finds no models directory: without it the driver,
     * menuconfig-prompt and device tables are empty, which silently costs most driver and many config facts.
     */
    public static Optional<String> missingModels() {
        Path home = home();
        if (Files.isDirectory(home.resolve("models"))) {
            return Optional.empty();
        }
        return Optional.of("no models/ directory in " + home.toAbsolutePath().normalize() + ": the driver,"
                + " menuconfig-prompt and device tables are empty, so few drivers and configs are extracted; run"
                + " the triage launcher or set -Dtriage.home to the project directory");
    }

    private static Path home() {
        return Path.of(System.getProperty("triage.home", "."));
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
