package dev.lkmltriage.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import picocli.CommandLine.Option;

/** The kernel source options shared by every {@code triage models} table made from a kernel tree (a mixin). */
final class KernelSourceOptions {
    @Option(names = "--kernel-src", required = true, paramLabel = "DIR",
            description = "An unpacked kernel source tree (e.g. Debian's linux-source).")
    Path kernelSrc;

    @Option(names = "--dirs", split = ",", paramLabel = "DIR", defaultValue = "drivers,sound",
            description = "Top-level directories to scan (default: ${DEFAULT-VALUE}).")
    List<String> dirs;

    /** The tree; a usage error when it is not an unpacked kernel source tree (no Makefile and drivers/). */
    Path tree() {
        if (!Files.isRegularFile(kernelSrc.resolve("Makefile")) || !Files.isDirectory(kernelSrc.resolve("drivers"))) {
            throw new UserException("no kernel source tree at " + kernelSrc + " (no Makefile and drivers/)",
                    ExitCodes.USAGE);
        }
        return kernelSrc;
    }

    /** "from Linux 6.12.57, directories drivers, sound" for a table's header. */
    String provenance() throws IOException {
        return "from " + version(kernelSrc) + ", directories " + String.join(", ", dirs);
    }

    /** "Linux 6.12.57" from the top Makefile's VERSION, PATCHLEVEL and SUBLEVEL lines. */
    static String version(Path src) throws IOException {
        String v = "", p = "", s = "";
        for (String line : Files.readAllLines(src.resolve("Makefile"), StandardCharsets.ISO_8859_1)) {
            if (line.startsWith("VERSION = ")) {
                v = line.substring(10).strip();
            } else if (line.startsWith("PATCHLEVEL = ")) {
                p = line.substring(13).strip();
            } else if (line.startsWith("SUBLEVEL = ")) {
                s = line.substring(11).strip();
                break;
            }
        }
        return "Linux " + v + "." + p + "." + s;
    }
}
