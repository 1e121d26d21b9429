package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The prompt table's scan over an invented kernel tree: which symbols make a row and which do not. */
class KconfigPromptScanTest {
    @TempDir
    Path root;

    private void file(String path, String text) throws IOException {
        Path p = root.resolve(path);
        Files.createDirectories(p.getParent());
        Files.writeString(p, text);
    }

    @Test
    void oneModulePerPromptedSymbol() throws IOException {
        file("drivers/pci/controller/Kconfig", String.join("\n",
                "menu \"PCI controller drivers\"",
                "config PCI_QUUX6",
                "\tbool \"Frobcorp q.UX6/7/8 PCIe controller\"",
                "\tdepends on ARCH_QUUX",
                "\thelp",
                "\t  Say Y here.",
                "config PCIE_HIDDEN",
                "\tbool",
                "config PCIE_TWO",
                "\ttristate \"Two objects\"",
                "config PCIE_PART",
                "\tprompt \"Part of a composite\"",
                "config PCIE_DIR",
                "\ttristate \"A directory\"",
                "endmenu",
                "config PCIE_SAME_A",
                "\tbool \"Shared prompt\"",
                "config PCIE_SAME_B",
                "\tbool \"shared prompt\"",
                ""));
        file("drivers/pci/controller/Makefile", String.join("\n",
                "obj-$(CONFIG_PCI_QUUX6) += pci-quux6.o # the host",
                "obj-$(CONFIG_PCIE_HIDDEN) += pcie-hidden.o",
                "obj-$(CONFIG_PCIE_TWO) += two-a.o \\",
                "\ttwo-b.o",
                "comp-$(CONFIG_PCIE_PART) += part.o",
                "obj-$(CONFIG_PCIE_DIR) += dirmod/",
                "obj-$(CONFIG_PCIE_SAME_A) += same-a.o",
                "obj-$(CONFIG_PCIE_SAME_B) += same-b.o",
                ""));
        file("drivers/pci/controller/dirmod/Makefile", "obj-$(CONFIG_PCIE_DIR) += dirmod.o\n");
        List<KconfigPromptScan.Row> rows = KconfigPromptScan.scan(root, List.of("drivers", "sound"));
        assertEquals(List.of(new KconfigPromptScan.Row("dirmod", "PCIE_DIR", "A directory"),
                new KconfigPromptScan.Row("pci-quux6", "PCI_QUUX6", "Frobcorp q.UX6/7/8 PCIe controller")), rows);
        StringWriter w = new StringWriter();
        KconfigPromptScan.write(rows, List.of("head"), w);
        DriverPrompts read = DriverPrompts.read(new java.io.StringReader(w.toString()));
        String phrase = "the Frobcorp q.UX7 PCIe driver";
        assertEquals("pci-quux6", read.named(phrase, 0, phrase.indexOf("driver")));
    }
}
