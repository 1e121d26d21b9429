package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeout;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Session 42 (drivers49): a kernel object's path ({@code [drivers/mfd/ioc3.ko] undefined!}, modpost's report of the
 * module whose build fails) names its module as {@code ioc3.ko} alone does; a path's other parts and a source file's
 * path in prose still name nothing. Mail written for the test.
 */
class RealMailRulesDrivers49Test {
    private final DriverExtractor extractor = new DriverExtractor(HwMails.withoutIds());

    private List<String> drivers(String subject, String text) {
        return extractor.extract(HwMails.mail(subject, text), List.of());
    }

    @Test
    void aKernelObjectsPathNamesItsModule() {
        String build = """
                The robot's allmodconfig build fails:

                ERROR: modpost: "dw_pcie_ep_init" [drivers/pci/controller/dwc/pcie-tegra194.ko] undefined!
                ERROR: modpost: "dw_pcie_ep_linkup" [drivers/pci/controller/dwc/pcie-tegra194.ko] undefined!

                Export both helpers.
                """;
        assertEquals(List.of("pcie-tegra194"), drivers("[PATCH] PCI: dwc: export the endpoint helpers", build));
        String quoted = "> ERROR: modpost: \"pci_find_host_bridge\" [drivers/mfd/ioc3.ko] undefined!\n\nAgreed.\n";
        assertEquals(List.of("ioc3"), drivers("Re: [PATCH] PCI: export a helper", quoted));
    }

    @Test
    void aPathsOtherPartsAndSourcePathsNameNothingNew() {
        // the directory before the object is no module, and an object file (.o) is a build step, not a module
        String object = "The link fails in drivers/mfd/ioc3.o and drivers/pci/controller/dwc/ on this config.\n";
        assertTrue(drivers("build failure", object).isEmpty());
        // a word of a path's end that is no module's name names nothing, .ko or not
        String unknown = "ERROR: modpost: \"foo\" [drivers/misc/not-a-module-here.ko] undefined!\n";
        assertTrue(drivers("build failure", unknown).isEmpty());
        // ".ko" must end the name: ".kobj" is not a kernel object
        String kobj = "See drivers/mfd/ioc3.kobj in the tree.\n";
        assertFalse(drivers("question", kobj).contains("ioc3"));
    }

    @Test
    void hostilePathsEndWithinTheBudget() {
        String deep = "[" + "drivers/".repeat(200_000) + "ioc3.ko] undefined!\n";
        String many = "[drivers/mfd/ioc3.ko] ".repeat(100_000) + "\n";
        assertTimeout(TimeBudget.seconds(10), () -> {
            assertTrue(drivers("x", deep).size() <= 64);
            assertTrue(drivers("x", many).size() <= 64);
        });
    }
}
