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

    // --- a diffstat path git shortened: the tail resolved against the table's paths ---

    @Test
    void anElidedDiffstatPathNamesItsDriver() {
        String cover = """
                Jane Roe (2):
                  PCI: layerscape: keep the doorbell BAR
                  misc: pci_endpoint_test: wait for the doorbell

                 drivers/misc/pci_endpoint_test.c              |   6 +-
                 .../pci/controller/dwc/pci-layerscape-ep.c    |  41 ++++++--
                 2 files changed, 38 insertions(+), 9 deletions(-)
                """;
        List<String> d = drivers("[PATCH 0/2] Doorbells for the Layerscape endpoint", cover);
        assertTrue(d.contains("pci-layerscape-ep"), d.toString());
    }

    @Test
    void anElidedPathOutsideADiffstatOrFittingNoDriverNamesNone() {
        String text = """
                The change in .../controller/dwc/pci-layerscape-ep.c looks fine to me.

                 .../frob/widget/no-such-driver.c              |  41 ++++++--
                 1 file changed, 32 insertions(+), 9 deletions(-)
                """;
        assertEquals(List.of(), drivers("Re: doorbells", text));
    }

    // --- a device-tree binding names its controller's driver by the compatible it is named after ---

    @Test
    void aBindingPatchNamesTheDriverItsCompatibleRegisters() {
        String patch = """
                Document the optional lane equalisation properties.

                Signed-off-by: Jane Roe <jane.roe@example.org>
                ---
                 .../devicetree/bindings/pci/qcom,pcie.txt     | 12 ++++++++++++
                 1 file changed, 12 insertions(+)

                diff --git a/Documentation/devicetree/bindings/pci/qcom,pcie.txt b/Documentation/devicetree/bindings/pci/qcom,pcie.txt
                """;
        assertEquals(List.of("pcie-qcom"), drivers("[PATCH 2/4] dt-bindings: PCI: document lane settings", patch));
        String created = """
                 .../bindings/pci/layerscape-pcie-gen4.txt     | 40 ++++++++++++++++
                 1 file changed, 40 insertions(+)
                 create mode 100644 Documentation/devicetree/bindings/pci/layerscape-pcie-gen4.txt
                """;
        assertEquals(List.of("pcie-layerscape-gen4"),
                drivers("[PATCH 1/5] dt-bindings: PCI: add the Gen4 controller", created));
    }

    @Test
    void aBindingNamedInProseOrOfNoKnownDriverNamesNone() {
        assertEquals(List.of(), drivers("Re: [PATCH 2/4] dt-bindings: PCI: document lane settings",
                "Please read Documentation/devicetree/bindings/pci/qcom,pcie.txt first.\n"));
        String unknown = """
                 .../devicetree/bindings/pci/acme,frob-bridge.yaml | 30 +++++++++++
                 1 file changed, 30 insertions(+)
                """;
        assertEquals(List.of(), drivers("[PATCH] dt-bindings: PCI: add the frob bridge", unknown));
    }

    @Test
    void aCleanupTaggedDtBindingsAloneNamesNoController() {
        String reply = """
                On Tue, 6 Oct 2020 at 09:12, Jane Roe <jane.roe@example.org> wrote:
                > diff --git a/Documentation/devicetree/bindings/pci/qcom,pcie.yaml b/Documentation/devicetree/bindings/pci/qcom,pcie.yaml
                > @@ -20,6 +20,7 @@ properties:
                > +additionalProperties: false

                Acked-by: John Doe <john.doe@example.com>
                """;
        assertEquals(List.of(), drivers("Re: [PATCH] dt-bindings: add the missing additionalProperties", reply));
        assertEquals(List.of("pcie-qcom"), drivers("Re: [PATCH] dt-bindings: PCI: forbid unknown properties", reply),
                "with its subsystem's tag the same quoted binding names its controller");
    }

    @Test
    void bindingsOfASeriesAboutManyDriversNameNone() {
        String series = """
                 .../devicetree/bindings/pci/qcom,pcie.txt     | 12 ++++++
                 .../devicetree/bindings/pci/uniphier-pcie.txt |  8 +++
                 drivers/pci/controller/dwc/pci-keystone.c     | 20 ++++------
                 drivers/pci/controller/dwc/pcie-designware.c  |  5 +++
                 4 files changed, 33 insertions(+), 12 deletions(-)
                """;
        List<String> d = drivers("[PATCH 0/4] PCI: dwc: move the iATU mapping", series);
        assertFalse(d.contains("pcie-qcom"), d.toString());
        assertFalse(d.contains("pcie-uniphier"), d.toString());
    }

    // --- the prose of a documentation file a patch creates: names in driver and module slots only ---

    private List<String> diffDrivers(String file, boolean created, String line) {
        String header = created ? "new file mode 100644\nindex 0000000..5d6e7f8\n--- /dev/null\n"
                : "index 1a2b3c4..5d6e7f8 100644\n--- a/" + file + "\n";
        String text = """
                Describe how the doorbell test is run.

                Signed-off-by: Jane Roe <jane.roe@example.org>
                ---
                diff --git a/%1$s b/%1$s
                %2$s+++ b/%1$s
                @@ -0,0 +1,3 @@
                +The doorbell test needs two boards joined by a cable.
                %3$s
                +The pci-epf-test device is made with mkdir in configfs.
                """.formatted(file, header, line);
        return plain.extract(HwMails.withDiff("[PATCH] Documentation: PCI: describe the doorbell test", text))
                .drivers();
    }

    private static final String SLOTS = "+Load the ntb_hw_epf host driver and the pci-epf-ntb function driver first.";

    @Test
    void aNewDocumentNamesTheDriversItsProseCallsDrivers() {
        List<String> d = diffDrivers("Documentation/PCI/endpoint/doorbell-howto.rst", true, SLOTS);
        assertTrue(d.contains("ntb_hw_epf"), d.toString());
        assertTrue(d.contains("pci-epf-ntb"), d.toString());
        assertFalse(d.contains("pci-epf-test"), "a bare name in documentation is a device or a directory: " + d);
    }

    @Test
    void anEditedDocumentOrANewCodeFileNamesNone() {
        assertEquals(List.of(), diffDrivers("Documentation/PCI/endpoint/doorbell-howto.rst", false, SLOTS),
                "a document edited or converted is about its subject at large");
        assertEquals(List.of(), diffDrivers("drivers/misc/doorbell_helper.c", true, SLOTS));
    }

    // --- a new file the Makefile builds as an object of its own is a new module, even in a known driver's place ---

    private static String newFile(String objLine) {
        return """
                Add the endpoint mode of the Frob Gen5 controller.

                 drivers/pci/controller/mobiveil/Kconfig           |  9 ++
                 drivers/pci/controller/mobiveil/Makefile          |  1 +
                 drivers/pci/controller/mobiveil/pcie-frob5-ep.c   | 160 ++++++++++++++++
                 3 files changed, 170 insertions(+)
                 create mode 100644 drivers/pci/controller/mobiveil/pcie-frob5-ep.c
                """ + objLine;
    }

    @Test
    void aNewFileWithItsOwnObjLineIsANewModule() {
        List<String> d = drivers("[PATCH 3/6] PCI: mobiveil: Add the Frob Gen5 EP driver",
                newFile("+obj-$(CONFIG_PCIE_FROB5_EP) += pcie-frob5-ep.o\n"));
        assertTrue(d.contains("pcie-frob5-ep"), d.toString());
    }

    @Test
    void aNewFileAddedToAKnownDriversObjectsIsNoModule() {
        List<String> d = drivers("[PATCH 3/6] PCI: mobiveil: Add the Frob Gen5 EP mode",
                newFile("+pcie-mobiveil-y += pcie-frob5-ep.o\n"));
        assertFalse(d.contains("pcie-frob5-ep"), d.toString());
    }
}
