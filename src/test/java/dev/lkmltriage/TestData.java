package dev.lkmltriage;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Locates {@code ../shared} (seeds, the real linux-pci archive, pci.ids) for tests that read it in place. Tests that
 * need it call {@link #shared()} and are skipped, with a message saying so, on a machine without it.
 */
public final class TestData {
    private TestData() {
    }

    /** The shared directory: system property {@code triage.shared}, else {@code ../shared} beside the checkout. */
    public static Path shared() {
        Path p = sharedOrNull();
        assumeTrue(p != null, "../shared is absent (set -Dtriage.shared=DIR): skipping a test that reads it");
        return p;
    }

    /** A file or directory under {@code ../shared}, skipping the calling test when it is absent. */
    public static Path shared(String relative) {
        Path p = shared().resolve(relative);
        assumeTrue(Files.exists(p), p + " is absent: skipping a test that reads it");
        return p;
    }

    public static Path sharedOrNull() {
        String configured = System.getProperty("triage.shared");
        Path p = configured != null ? Path.of(configured) : Path.of("..", "shared").toAbsolutePath().normalize();
        return Files.isDirectory(p) ? p : null;
    }
}
