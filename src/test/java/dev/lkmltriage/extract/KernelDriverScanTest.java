package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The generator of models/drivers-kernel.tsv.gz, on Makefiles and C files written for the test. */
class KernelDriverScanTest {
    @Test
    void makefileModulesAndComposites() {
        Kbuild kb = Kbuild.parse("""
                # SPDX-License-Identifier: GPL-2.0
                obj-$(CONFIG_WIDGET_NIC) += widgetnic.o
                obj-$(CONFIG_GADGET_PCI) += gadget_pci.o sub/helper.o
                obj-m += plainmod.o
                obj-$(CONFIG_MULTI) += multi.o \\
                \tsecond.o
                obj-y += subdir/
                gadget_pci-y := gadget_main.o gadget_irq.o
                gadget_pci-$(CONFIG_GADGET_DEBUG) += gadget_dbg.o
                second-objs := second_a.o second_b.o
                ccflags-y += -DDEBUG
                obj-$(CONFIG_VAR) += $(var-objs).o
                """);
        assertEquals(Map.of("widgetnic", List.of("widgetnic"),
                "gadget_pci", List.of("gadget_main", "gadget_irq", "gadget_dbg"),
                "helper", List.of("sub/helper"), "plainmod", List.of("plainmod"), "multi", List.of("multi"),
                "second", List.of("second_a", "second_b")), kb.modules());
        // near misses: a subdirectory, flags and a computed name are no module
        assertFalse(kb.modules().containsKey("ccflags"));
        assertFalse(kb.modules().containsKey("subdir"));
    }

    @Test
    void registeredNames() {
        String c = """
                #define DRV_NAME\t"widget-nic"
                static struct pci_driver widget_driver = {
                \t.name = DRV_NAME,
                \t.id_table = widget_ids,
                };
                static struct platform_driver gadget_plat __refdata = {
                \t.probe = gadget_probe,
                \t.driver = {
                \t\t.name = "gadgetq-pcie",
                \t},
                };
                static struct usb_driver other = { .name = KBUILD_MODNAME, };
                """;
        DriverRegistrations r = DriverRegistrations.scan(c, "widget-mod", x -> null);
        assertTrue(r.registers());
        assertEquals(Set.of("widget-nic", "gadgetq-pcie", "widget_mod"), r.names());
    }

    @Test
    void examplesInCommentsPortServicesAndCallsRegisterNothing() {
        String c = """
                /**
                 * static struct platform_driver example_driver = { .name = "example" };
                 * module_platform_driver(example_driver);
                 */
                static struct pcie_port_service_driver svc = { .name = "svc" };
                int module_add_driver(struct module *mod, const struct device_driver *drv)
                {
                \treturn 0;
                }
                """;
        DriverRegistrations r = DriverRegistrations.scan(c, "svc", x -> null);
        assertFalse(r.registers());
        assertEquals(Set.of(), r.names());
        assertTrue(DriverRegistrations.scan("module_pci_driver(foo_driver);\n", "foo", x -> null).registers());
    }

    @Test
    void aTreeGivesModulesPathsAndUniqueRegisteredNames(@TempDir Path root) throws IOException {
        write(root, "drivers/net/widget/Makefile", "obj-$(CONFIG_WIDGET) += widget.o\nwidget-y := wmain.o wring.o\n");
        write(root, "drivers/net/widget/wmain.c", "static struct pci_driver w = { .name = \"widgetq\" };\n");
        write(root, "drivers/net/widget/wring.c", "int ring;\n");
        write(root, "drivers/misc/Makefile", "obj-$(CONFIG_A) += alpha_x.o beta_x.o libthing.o\n");
        write(root, "drivers/misc/names.h", "#define ALPHA_NAME \"shared-name\"\n");
        write(root, "drivers/misc/alpha_x.c", "static struct platform_driver a = { .driver = { .name = ALPHA_NAME } };\n");
        write(root, "drivers/misc/beta_x.c", "static struct platform_driver b = { .driver = { .name = \"shared-name\" } };\n");
        write(root, "drivers/misc/libthing.c", "int libthing_helper(void) { return 0; }\n");
        write(root, "drivers/pci/Makefile", "obj-$(CONFIG_PCI) += pcistub.o\n");
        write(root, "drivers/pci/pcistub.c", "static struct pci_driver s = { .name = \"pcistub\" };\n");
        List<KernelDriverScan.Row> rows = KernelDriverScan.scan(root, List.of("drivers", "sound"));
        assertEquals(List.of(
                new KernelDriverScan.Row("alpha_x", List.of("drivers/misc/alpha_x.c"), List.of()),
                new KernelDriverScan.Row("beta_x", List.of("drivers/misc/beta_x.c"), List.of()),
                new KernelDriverScan.Row("widget", List.of("drivers/net/widget/"), List.of("widgetq"))), rows);
        StringWriter w = new StringWriter();
        KernelDriverScan.write(rows, List.of("test"), w);
        assertEquals("# test\nalpha_x\tdrivers/misc/alpha_x.c\t\t\tnoprose\nbeta_x\tdrivers/misc/beta_x.c\t\t\tnoprose\n"
                + "widget\tdrivers/net/widget/\t\twidgetq\tnoprose\n", w.toString());
    }

    private static void write(Path root, String rel, String text) throws IOException {
        Path p = root.resolve(rel);
        Files.createDirectories(p.getParent());
        Files.writeString(p, text);
    }
}
