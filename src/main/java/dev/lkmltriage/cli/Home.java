package dev.lkmltriage.cli;

import java.nio.file.Path;

/**
 * The project directory the launcher names in {@code triage.home} (else the working directory), and the places the
 * commands find in it by default: one decision, so that every command looks for corpus/, models/ and ../shared in
 * the same place.
 */
final class Home {
    private Home() {
    }

    /** The project directory: {@code triage.home}, else ".". */
    static Path dir() {
        return Path.of(System.getProperty("triage.home", "."));
    }

    /** {@code given}, else the bundled corpus/ of the project directory. */
    static Path corpus(Path given) {
        return given != null ? given : dir().resolve("corpus");
    }

    /** {@code given}, else ../shared beside the checkout. */
    static Path shared(Path given) {
        return given != null ? given : dir().resolve("..").resolve("shared").normalize();
    }
}
