package dev.lkmltriage.triage;

import java.util.Set;

/**
 * Drivers of one family (session 39): a driver module and its bus glue or core module are one driver to the
 * clusterer. People name either: "ath11k" in a title and {@code ath11k_pci} in the log, {@code nvme} and
 * {@code nvme_core}, {@code rtw88_pci} and {@code rtw88_core}. Only these bus and core endings are dropped, and only
 * from a name that keeps a stem of three characters or more, so {@code snd_hda_intel} and {@code snd_hda_codec} stay
 * two drivers.
 */
final class DriverFamily {
    private static final String[] ENDINGS = {"_pci", "_core", "_usb", "_sdio", "_pcie"};

    private DriverFamily() {
    }

    /**
     * A multi-function device's function drivers (session 42): {@code rtsx_pci_sdmmc} and {@code rtsx_pci_ms} are
     * cells of {@code rtsx_pci}, and a terse report names the card reader's core driver while the log names the SD
     * function's.
     */
    private static final String[] FUNCTIONS = {"_sdmmc", "_ms"};

    /** The family's name: the driver without a function ending, then without a bus or core ending. */
    static String of(String driver) {
        for (String e : FUNCTIONS) {
            if (driver.length() >= e.length() + 3 && driver.endsWith(e)) {
                driver = driver.substring(0, driver.length() - e.length());
                break;
            }
        }
        for (String e : ENDINGS) {
            if (driver.length() >= e.length() + 3 && driver.endsWith(e)) {
                return driver.substring(0, driver.length() - e.length());
            }
        }
        return driver;
    }

    /** Whether a driver of {@code a} and one of {@code b} are of one family. */
    static boolean intersects(Set<String> a, Set<String> b) {
        for (String x : a) {
            if (b.contains(x)) {
                return true;
            }
        }
        for (String x : a) {
            String fx = of(x);
            for (String y : b) {
                if (fx.equals(of(y))) {
                    return true;
                }
            }
        }
        return false;
    }
}
