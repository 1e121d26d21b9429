package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTimeout;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Session 41 (configs41): requests set what they ask (conventions 11 and 61) as general shapes: a request sentence
 * whose object is the list that follows, a how-to document's imperative "Enable X" and "X must be set", the options
 * coordinated with one a verb sets, a verb the mail client wrapped onto the line before; a build fix "when !CONFIG_X"
 * in a body; the writer's own "when I enable PCIEASPM." names a one-part symbol (convention 41). Every fixture is
 * invented here, in the style of list mail.
 */
class RealMailRulesConfigs41Test {
    private final FactExtractor extractor = new FactExtractor(HwMails.withoutIds());

    private Map<String, String> configs(String subject, String body) {
        return ConfigMails.configs(extractor, "configs41", subject, body);
    }

    /** A how-to document a patch adds, as the mail carries it. */
    private static final String HOWTO = "Add a how-to for the frob endpoint function.\n\n"
            + "Signed-off-by: Ann Author <ann@example.org>\n---\n"
            + " Documentation/PCI/endpoint/frob-howto.rst | 30 ++++++\n"
            + "diff --git a/Documentation/PCI/endpoint/frob-howto.rst b/Documentation/PCI/endpoint/frob-howto.rst\n"
            + "new file mode 100644\n--- /dev/null\n+++ b/Documentation/PCI/endpoint/frob-howto.rst\n"
            + "@@ -0,0 +1,30 @@\n"
            + "+Host Device\n+===========\n+\n"
            + "+Build the host kernel with the frob drivers. After `make menuconfig`, check that these options are\n"
            + "+set to \"=y\" in the .config file:\n+\n"
            + "+\tCONFIG_FROB_CORE\n+\tCONFIG_FROB_NET\n+\n"
            + "+CONFIG_FROB_LITTLE_ENDIAN must be set at compile time if the host is little endian.\n+\n"
            + "+Enable FROB_EP_DMA if your endpoint controller can do DMA. Enable FROB_EP_QUIET for fewer\n"
            + "+interrupts.\n+\n"
            + "+When CONFIG_FROB_TRACE is enabled, the function logs each packet.\n";

    @Test
    void aHowtosRequestsSetWhatTheyAsk() {
        Map<String, String> got = configs("[PATCH] PCI: endpoint: Add a frob how-to", HOWTO);
        assertEquals("y", got.get("CONFIG_FROB_CORE"), got.toString());
        assertEquals("y", got.get("CONFIG_FROB_NET"), got.toString());
        assertEquals("y", got.get("CONFIG_FROB_LITTLE_ENDIAN"), got.toString());
        assertEquals("y", got.get("CONFIG_FROB_EP_DMA"), got.toString());
        assertEquals("y", got.get("CONFIG_FROB_EP_QUIET"), got.toString());
        // a document's description sets nothing (convention 18): named without value
        assertEquals("null", got.get("CONFIG_FROB_TRACE"), got.toString());
    }

    @Test
    void aReplysRequestSetsEveryOptionItAsksFor() {
        Map<String, String> got = configs("Re: frob: only one MSI vector",
                "Can I have a full dmesg please?\n\n"
                + "Please enable CONFIG_FROB_REMAP and CONFIG_FROB_IOMMU (not strictly needed on every box). Also set\n"
                + "CONFIG_FROB_IOMMU_ON.\n\n"
                + "Unset CONFIG_FROB_NIC and CONFIG_FROB_WIFI, they are not needed for the test.\n");
        assertEquals("{CONFIG_FROB_IOMMU=y, CONFIG_FROB_IOMMU_ON=y, CONFIG_FROB_NIC=n, CONFIG_FROB_REMAP=y, "
                + "CONFIG_FROB_WIFI=n}", got.toString());
        // a request list in a reply's own prose
        Map<String, String> list = configs("Re: frob: link does not train",
                "Make sure the following options are enabled in your .config:\n\n"
                + "  CONFIG_FROB_HOST\n  CONFIG_FROB_PHY\n\nand then boot with frob.debug=1.\n");
        assertEquals("{CONFIG_FROB_HOST=y, CONFIG_FROB_PHY=y}", list.toString());
    }

    @Test
    void aBuildFixWhenTheOptionIsOffIsTheFailingBuilds() {
        Map<String, String> pull = configs("[GIT PULL] frob changes for v5.9",
                "Ann Author (2):\n      PCI: frob: Fix compilation when !CONFIG_FROB_GPIO\n"
                + "      PCI: frob: Add stubs when !CONFIG_FROB_PM\n");
        assertEquals("{CONFIG_FROB_GPIO=n, CONFIG_FROB_PM=null}", pull.toString());
    }

    @Test
    void theWritersOwnVerbNamesAOnePartSymbol() {
        // PCIEASPM is a symbol of the 5.10 table in models/; PTM is no symbol, PCI one followed by a noun
        Map<String, String> own = configs("Re: frob: card missing after resume",
                "The third slot does not come up either when I enable PCIEASPM.\n"
                + "Except for endpoints, we enable PTM at enumeration time, and we disabled PCI power management.\n");
        // named, its value left to the thread's build (convention 41, held-out38's 18729)
        assertEquals("{CONFIG_PCIEASPM=null}", own.toString());
    }

    @Test
    void nearMissesAskNothing() {
        // a header naming no value, a verb inside a sentence, a list that is a report, a default
        Map<String, String> got = configs("Re: frob: objtool warnings",
                "These are the configs needed to reproduce them:\n\n  CONFIG_FROB_XEN\n\n"
                + "The series will enable CONFIG_FROB_A by default. I reset CONFIG_FROB_B to its default.\n"
                + "CONFIG_FROB_C must be set by default on arm64.\n");
        assertEquals("{CONFIG_FROB_A=y, CONFIG_FROB_B=null, CONFIG_FROB_C=null, CONFIG_FROB_XEN=null}",
                got.toString());
        assertNull(RequestedOptions.imperative("when enabling CONFIG_X", 0, "when enabling ".length()));
        assertNull(RequestedOptions.listHeader("the configs needed:", -1, -1, 0, "the configs needed:".length()));
    }

    private static List<ConfigFact> configsOf(String body) {
        return new FactExtractor(HwMails.withoutIds()).extract(new dev.lkmltriage.mail.MailParser()
                .parse(("Subject: x\n\n" + body + "\n").getBytes(java.nio.charset.StandardCharsets.UTF_8))).configs();
    }

    @Test
    void hostileInputEndsFast() {
        KconfigSymbols symbols = KconfigSymbols.of("ZZ_DMA", "PCIEASPM");
        String many = "+Enable ZZ_DMA if so. ".repeat(150);
        String huge = "We enable PCIEASPM. ".repeat(400_000);
        String header = "make sure these are set to \"=y\" " + "x".repeat(5_000) + ":";
        String coordinated = "Please enable " + "CONFIG_ZZ_A and ".repeat(2_000) + "CONFIG_ZZ_B.";
        assertTimeout(TimeBudget.seconds(10), () -> {
            assertEquals(32, BareVerbs.requested(symbols, many, 0, many.length(), false).size());
            assertEquals(0, BareVerbs.in(symbols, huge, 0, 0, huge.length(), false).size()); // no prose line is this long
            assertNull(RequestedOptions.listHeader(header, -1, -1, 0, header.length()));
            // a coordinated list carries its verb to its last name, up to the names one line is read for
            String within = "Please enable " + "CONFIG_ZZ_A and ".repeat(ConfigExtractor.PER_LINE - 2) + "CONFIG_ZZ_B.";
            assertEquals(2, configsOf(within).size());
            // past ConfigExtractor.PER_LINE names a line is not read further: CONFIG_ZZ_B, the 2001st, is not judged
            List<ConfigFact> f = configsOf(coordinated);
            assertEquals(1, f.size());
            assertEquals("CONFIG_ZZ_A", f.get(0).option());
            for (int i = 0; i < 200; i++) {
                RequestedOptions.wrappedImperative(coordinated, 0, coordinated.length(), 0, coordinated.length(),
                        false);
            }
        });
    }
}
