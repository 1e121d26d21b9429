package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The general rules for drivers added in session 11 from the misses of all sixteen slices (docs/extraction-eval.md,
 * "Session 11: drivers and hardware"). Every fixture is invented here, in the style of list mail (made-up names and
 * addresses); each rule has a positive case and a near miss it must leave alone. The drivers are real modules of the
 * kernel tables in models/.
 */
class RealMailRulesHw11Test {
    private final FactExtractor plain = new FactExtractor(HwMails.withoutIds());

    private List<String> drivers(String subject, String body) {
        return plain.extract(HwMails.mail(subject, body)).drivers();
    }

    // --- a module name in a slot only a module fills: X.ko, modprobe/rmmod/insmod X, blacklisting X and Y ---

    @Test
    void aKernelObjectNamesItsModule() {
        assertEquals(List.of("xhci_pci"), drivers("Oops when loading xhci_pci.ko on a quad-core board",
                "The board hangs as soon as the module is loaded.\n"));
    }

    @Test
    void aKernelObjectOfNoKnownModuleAndAnObjectFileNameNone() {
        assertEquals(List.of(), drivers("Build question",
                "I built frobnicate_hw.ko myself, and xhci_pci.o is in the object list too.\n"));
    }

    @Test
    void whatModprobeOrRmmodLoadsIsAModule() {
        List<String> d = drivers("Re: hang on unbind", """
                Steps:
                  # modprobe -r ntb_hw_epf
                  # rmmod pci_endpoint_test
                """);
        assertTrue(d.contains("ntb_hw_epf"), d.toString());
        // the hand-written table spells it pci-endpoint-test; modprobe takes either spelling
        assertTrue(d.contains("pci-endpoint-test"), d.toString());
    }

    @Test
    void aModuleNameWithoutALoaderIsNoDriver() {
        assertEquals(List.of(), drivers("Re: hang on unbind",
                "The ntb_hw_epf symbols show up in the trace, and modprobe then says nothing at all.\n"));
    }

    @Test
    void blacklistingAListNamesEachModule() {
        List<String> d = drivers("Re: spurious interrupts after resume", """
                Could you try blacklisting i2c-nvidia-gpu and typec_nvidia (and check
                that they stay unloaded) to see if the interrupts go away?
                """);
        assertTrue(d.contains("i2c-nvidia-gpu"), d.toString());
        assertTrue(d.contains("typec_nvidia"), d.toString());
    }

    @Test
    void theSameNamesOutsideABlacklistNameNone() {
        assertEquals(List.of(), drivers("Re: spurious interrupts after resume",
                "The i2c-nvidia-gpu and typec_nvidia entries are both in the list of loaded objects.\n"));
    }

    @Test
    void aBlacklistOfAWordNamesNothing() {
        // "fan" is a module of the kernel tree, but also a word: blacklisting needs a name only a module has
        assertEquals(List.of(), drivers("Re: noisy", "We could blacklist fan and power states for the test.\n"));
    }

    // --- "the X function driver", "the X host driver": one word of kind between the name and "driver" ---

    @Test
    void aKindWordBetweenNameAndDriver() {
        List<String> d = drivers("[PATCH 3/3] Documentation: PCI: describe the endpoint doorbell test", """
                This guide helps users use the pci-epf-ntb function driver and the
                ntb_hw_epf host driver to test doorbells.
                """);
        assertTrue(d.contains("pci-epf-ntb"), d.toString());
        assertTrue(d.contains("ntb_hw_epf"), d.toString());
    }

    @Test
    void aKindWordWithoutDriverAfterItNamesNone() {
        List<String> d = drivers("[PATCH 3/3] Documentation: PCI: describe the endpoint doorbell test",
                "The pci-epf-ntb function device is made with mkdir, and the ntb_hw_epf host sees it.\n");
        assertFalse(d.contains("pci-epf-ntb"), d.toString());
        assertFalse(d.contains("ntb_hw_epf"), d.toString());
    }
}
