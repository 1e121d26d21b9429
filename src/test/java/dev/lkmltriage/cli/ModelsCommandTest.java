package dev.lkmltriage.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code triage models drivers|prompts}: tables made from a kernel source tree, and the refusal of one that is not. */
class ModelsCommandTest {
    @TempDir
    Path tmp;

    /** A two-driver kernel tree: one PCI network driver under drivers/, one sound driver under sound/. */
    private Path tree() throws IOException {
        Path src = tmp.resolve("linux-source-9.1");
        write(src.resolve("Makefile"), "# top\nVERSION = 9\nPATCHLEVEL = 1\nSUBLEVEL = 42\nEXTRAVERSION =\n");
        write(src.resolve("drivers/net/ethernet/quux/Makefile"), "obj-$(CONFIG_QUUX_GBE) += quux_gbe.o\n");
        write(src.resolve("drivers/net/ethernet/quux/Kconfig"),
                "config QUUX_GBE\n\ttristate \"Quux QX-900 Gigabit Ethernet support\"\n\tdepends on PCI\n");
        write(src.resolve("drivers/net/ethernet/quux/quux_gbe.c"),
                "static struct pci_driver quux_driver = {\n\t.name = \"quux-gbe\",\n\t.probe = quux_probe,\n};\n"
                        + "module_pci_driver(quux_driver);\n");
        write(src.resolve("sound/pci/zing/Makefile"), "obj-$(CONFIG_SND_ZING) += snd-zing.o\n"
                + "snd-zing-objs := zing_main.o\n");
        write(src.resolve("sound/pci/zing/Kconfig"), "config SND_ZING\n\ttristate \"Zing ZX2 audio\"\n");
        write(src.resolve("sound/pci/zing/zing_main.c"),
                "static struct pci_driver zing_driver = {\n\t.name = KBUILD_MODNAME,\n};\n"
                        + "module_pci_driver(zing_driver);\n");
        return src;
    }

    @Test
    void promptsAreWrittenWithTheTreesVersionAndDirectories() throws IOException {
        Path out = tmp.resolve("out/prompts.tsv");
        CliRun run = CliRun.of("models", "prompts", "--kernel-src", tree().toString(), "--out", out.toString());
        assertEquals(0, run.code(), run.err());
        String table = Files.readString(out);
        assertTrue(table.contains("from Linux 9.1.42, directories drivers, sound; "), table);
        assertTrue(table.contains("quux_gbe\tQUUX_GBE\tQuux QX-900 Gigabit Ethernet support\n"), table);
        assertTrue(run.out().contains("written to " + out), run.out());
    }

    @Test
    void driversHonourTheDirectoriesOption() throws IOException {
        Path out = tmp.resolve("drivers.tsv");
        CliRun run = CliRun.of("models", "drivers", "--kernel-src", tree().toString(), "--dirs", "drivers",
                "--out", out.toString());
        assertEquals(0, run.code(), run.err());
        String table = Files.readString(out);
        assertTrue(table.contains("from Linux 9.1.42, directories drivers; "), table);
        assertTrue(table.lines().anyMatch(l -> l.startsWith("quux_gbe\t")), table);
        assertTrue(table.lines().noneMatch(l -> l.startsWith("snd-zing")), "sound/ was not asked for: " + table);
    }

    @Test
    void aDirectoryThatIsNoKernelTreeIsAUsageError() throws IOException {
        Path notATree = Files.createDirectories(tmp.resolve("photos"));
        for (String table : new String[] {"drivers", "prompts"}) {
            Path out = tmp.resolve(table + ".tsv");
            CliRun run = CliRun.of("models", table, "--kernel-src", notATree.toString(), "--out", out.toString());
            assertEquals(ExitCodes.USAGE, run.code(), run.err());
            assertTrue(run.err().contains("no kernel source tree at " + notATree), run.err());
            assertTrue(Files.notExists(out), "nothing is written for " + table);
        }
    }

    @Test
    void theKernelTreeIsRequired() {
        CliRun run = CliRun.of("models", "prompts");
        assertEquals(ExitCodes.USAGE, run.code());
        assertTrue(run.err().contains("--kernel-src"), run.err());
    }

    private static void write(Path file, String text) throws IOException {
        Files.createDirectories(file.getParent());
        Files.writeString(file, text, StandardCharsets.UTF_8);
    }
}
