package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeout;

import dev.lkmltriage.mail.MailParser;
import dev.lkmltriage.testkit.TimeBudget;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Session 46 (configs46): a document's context lines stay unread (dev6's 322; left to the lead), an imperative over
 * "config option" ("Set config option CONFIG_X=y and build kernel"), a name said to be built or set "as a module",
 * and the Kconfig symbols the archive's own patches define beside the 5.10 table. Every fixture is invented here in
 * the style of list mail; the bare names that must be table symbols are real symbol names in sentences of this
 * test's own.
 */
class RealMailRulesConfigs46Test {
    private final FactExtractor extractor = new FactExtractor(HwMails.withoutIds());

    private Map<String, String> configs(String subject, String body) {
        return ConfigMails.configs(extractor, "configs46", subject, body);
    }

    private static final String DOC_HEAD = "Reflow the frob how-to.\n\nSigned-off-by: Dee Writer <dee@example.org>\n"
            + "---\n Documentation/frob/howto.rst | 4 ++--\n 1 file changed, 2 insertions(+), 2 deletions(-)\n\n"
            + "diff --git a/Documentation/frob/howto.txt b/Documentation/frob/howto.rst\n"
            + "index 1111111..2222222 100644\n--- a/Documentation/frob/howto.txt\n+++ b/Documentation/frob/howto.rst\n"
            + "@@ -10,7 +10,7 @@ How to enable the frob dump\n";

    @Test
    void aDocumentsContextLineStaysUnread() {
        // dev6's 322 ("CONFIG_PCI_MSI is named in the moved text of a diff", labelled none) against convention 35's
        // reading for kernels: left to the lead; the added line is prose as since session 39
        Map<String, String> got = configs("[PATCH 3/9] docs: frob: convert to ReST", DOC_HEAD
                + " \n"
                + " 1. Set config option CONFIG_FROB_DUMP=y and build kernel.\n"
                + "-Old heading about CONFIG_FROB_OLD here\n"
                + "+New heading about CONFIG_FROB_NEW here\n"
                + " \n");
        assertEquals("{CONFIG_FROB_NEW=null, CONFIG_FROB_OLD=null}", got.toString());
        // a C file's lines name nothing, whatever their marker
        got = configs("[PATCH] frob: tidy",
                "Tidy.\n\nSigned-off-by: Dee Writer <dee@example.org>\n---\n"
                + "diff --git a/drivers/frob/core.c b/drivers/frob/core.c\n--- a/drivers/frob/core.c\n"
                + "+++ b/drivers/frob/core.c\n@@ -1,4 +1,4 @@\n"
                + " /* Set config option CONFIG_FROB_A=y and build kernel. */\n"
                + "-int a; /* the state of CONFIG_FROB_B here */\n+int b;\n");
        assertEquals("{}", got.toString());
    }

    @Test
    void anImperativeOverTheWordsConfigOption() {
        Map<String, String> got = configs("Re: frob dumps",
                "Set config option CONFIG_FROB_DUMP=y and build kernel.\n"
                + "Then enable the kernel option CONFIG_FROB_LOG.\n"
                + "> Please disable config option CONFIG_FROB_POLL first.\n");
        assertEquals("{CONFIG_FROB_DUMP=y, CONFIG_FROB_LOG=y, CONFIG_FROB_POLL=n quoted}", got.toString());
        // not opening a sentence, or another word between, asks nothing
        got = configs("Re: frob dumps", "The patch would enable config option CONFIG_FROB_LOG for everyone.\n"
                + "Enable this useful config option CONFIG_FROB_POLL maybe.\n");
        assertEquals("{CONFIG_FROB_LOG=null, CONFIG_FROB_POLL=null}", got.toString());
    }

    @Test
    void aNameBuiltAsAModule() {
        Map<String, String> got = configs("Re: [PATCH v8 4/4] USB: quirk for the frob",
                "> Since USB_PCI can't be set as a module neither can this one.\n"
                + "On my desktop PCI_HYPERV is built as a module and it loads late.\n"
                + "Here CONFIG_FROB_APEX was compiled as a loadable module.\n");
        assertEquals("{CONFIG_FROB_APEX=m, CONFIG_PCI_HYPERV=m, CONFIG_USB_PCI=null quoted}", got.toString());
    }

    @Test
    void nearMissesOfAModule() {
        // a condition, a negation, a modal, a one-part name, a name no table holds, a Kconfig line, no copula
        Map<String, String> got = configs("Re: [PATCH] frob: export the helper",
                "The quirk is skipped if PCI_HYPERV is built as a module.\n"
                + "Note VMD is not built as a module here.\n"
                + "And PCI_IOV is not built as a module on arm64.\n"
                + "PCIE_DW_HOST could be compiled as a module too.\n"
                + "GPIOLIB is built as a module.\n"
                + "FROB_REG_STATUS is built as a module.\n"
                + "\tdepends on PCI_MSI is built as a module\n"
                + "Building PCI_STUB as a module works.\n");
        assertEquals("{CONFIG_PCIE_DW_HOST=null, CONFIG_PCI_HYPERV=null, CONFIG_PCI_IOV=null}", got.toString());
    }

    @Test
    void aSymbolTheArchivesPatchesDefineIsOne() {
        // DEV_MSI is in no 5.10 Kconfig file; a series of the archive adds "config DEV_MSI" (convention 30)
        Map<String, String> got = configs("Re: [PATCH RFC 03/14] frob: dev msi",
                "I tried it with DEV_MSI is enabled in my config and it boots.\n"
                + "> When DEV_MSI is enabled the domain is created per device.\n");
        assertEquals("{CONFIG_DEV_MSI=y}", got.toString());
        KconfigSymbols both = KconfigSymbols.load(HwMails.withoutIds());
        assertEquals(true, both.contains("DEV_MSI") && both.contains("PCI_HYPERV"));
    }

    @Test
    void aMissingOrBrokenArchiveTableLeavesTheReleaseOne() throws Exception {
        KconfigSymbols read = KconfigSymbols.read(new StringReader("# header\nZZ_ONE\n\n  ZZ_TWO  \n"));
        assertEquals(true, read.contains("ZZ_ONE") && read.contains("ZZ_TWO") && !read.contains("# header"));
        KconfigSymbols none = KconfigSymbols.load(new ExtractSettings(java.nio.file.Path.of("no-such-dir"), null, null));
        assertEquals(false, none.contains("PCI_HYPERV"));
    }

    @Test
    void malformedAndHostileInputEndsFast() {
        String modules = "PCI_HYPERV is built as a module ".repeat(20_000) + "\n";
        String cans = ("USB_PCI can't " + "be ".repeat(3_000) + "set as a module\n").repeat(20);
        String contexts = (DOC_HEAD + (" Set config option CONFIG_ZZ_A=y " + "x ".repeat(2_000) + "\n").repeat(200));
        String marks = "> > > >  \n".repeat(30_000) + "diff --git a/Documentation/a b/Documentation/a\n"
                + ">  ".repeat(20_000) + "CONFIG_ZZ_B=y and more\n";
        assertTimeout(TimeBudget.seconds(10), () -> {
            for (String body : new String[] {modules, cans, contexts, marks, " ", "as a module", "USB_PCI\n"}) {
                extractor.extract(new MailParser().parse(("Subject: x\n\n" + body).getBytes(StandardCharsets.UTF_8)));
            }
        });
        assertEquals("{CONFIG_PCI_HYPERV=m}", configs("x", "PCI_HYPERV is built as a module").toString());
        assertEquals("{}", configs("x", "is built as a module\nPCI_HYPERV").toString());
    }
}
