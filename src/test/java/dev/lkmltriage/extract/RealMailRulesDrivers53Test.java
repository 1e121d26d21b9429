package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeout;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Session 46 (drivers53): a function whose name spells its driver names it (conventions 76, 106, 128) where the
 * prose of a message writes it, not in code, comparisons, grep or build lines, and only for a module written by
 * hand in the driver table; and the HIP error handler's own series tag ("PCI: HIP:"). Mail written for the test.
 */
class RealMailRulesDrivers53Test {
    private final DriverExtractor extractor = new DriverExtractor(HwMails.withoutIds());

    private List<String> drivers(String subject, String text) {
        return extractor.extract(HwMails.mail(subject, text), List.of());
    }

    @Test
    void aFunctionSpellingItsDriverInProseNamesIt() {
        assertEquals(List.of("pciehp"), drivers("Re: hot-add lost after resume",
                "I think the event is dropped in pciehp_ist() when the slot reports no change.\n"));
        assertEquals(List.of("pci-loongson"), drivers("Re: config reads of bus 0",
                "> Why does pci_loongson_map_bus() return NULL for device 2?\n\nBecause that slot is the bridge.\n"));
    }

    @Test
    void aQuotedCallChainBesideSharedByNamesTheDriver() {
        // convention 106: "shared by" alone is one more user of the code (CopiedFrom), its own call chain names it
        String reply = """
                > some of the runtime services of the aer driver are also shared by
                > the GHES driver (at run time), as in:
                > ghes_probe()
                >   ->ghes_irq_func
                >     ->ghes_proc
                >       ->aer_recover_work_func()

                Let us move those to err.c then.
                """;
        assertEquals(List.of("ghes"), drivers("Re: [PATCH] PCI/ERR: move the recovery helpers", reply));
        assertEquals(List.of("pciehp"), drivers("Re: [PATCH] PCI/ERR: reset logic", """
                > On a link down the hotplug side runs
                > ->pciehp_ist()
                >   ->pciehp_disable_slot()
                so the devices are gone before recovery starts.
                """));
        assertEquals(List.of(), drivers("Re: [PATCH] PCI/ERR: move the recovery helpers",
                "The aer code is also shared by the GHES driver.\n"));
    }

    @Test
    void codeLinesAndComparisonsNameNone() {
        // a quoted hunk without its diff header, a statement, a declaration, a comment
        assertEquals(List.of(), drivers("Re: [PATCH] PCI: clean up the slot code", """
                > +	ret = pciehp_check_link_status(ctrl);
                > static int pciehp_ist_thread(int irq, void *data)
                >  * pciehp_poll() - poll the slot
                > 	if (pciehp_card_present(ctrl))
                Fine by me.
                """));
        assertEquals(List.of(), drivers("Re: [PATCH] PCI: add a domain helper",
                "This is the same as vmd_find_free_domain(), so share it.\n"));
        assertEquals(List.of(), drivers("Re: [PATCH] PCI: add a _PR3 helper",
                "It works like nouveau_pr3_present() does today.\n"));
        // a grep's line and a build tool's complaint (the function scan alone: the paths have rules of their own)
        assertEquals(List.of(), scan("pciehp_pci.c:39:\tpciehp_lock_it(x)"));
        assertEquals(List.of(), scan("e1000_main.c:e1000_xmit_frame(struct sk_buff *skb)"));
        assertEquals(List.of(), scan("warning: objtool: e1000_xmit_frame() falls through to next function"));
        assertEquals(List.of("e1000"), scan("The hang is in e1000_xmit_frame() under load"));
        // a survey of a core helper's callers, found by a search of the tree
        assertEquals(List.of(), drivers("Re: [PATCH] PCI: return the io state change", """
                Per code grepping, the helper is called in two kinds of places:
                    pciehp_unconfigure_device()
                     -> pci_walk_bus()
                """));
        assertEquals(List.of(), scan("=> pciehp_check_link_active() line-219"));
    }

    private static final DriverTable TABLE = DriverTable.load(HwMails.withoutIds());

    private static List<String> scan(String line) {
        List<String> got = new ArrayList<>();
        FunctionNames.scan(line, 0, line.length(), TABLE, got::add);
        return got;
    }

    @Test
    void generatedCorePrefixesAndAmbiguousOnesNameNone() {
        // platform_pci_*() is the PCI core's, though xen's platform-pci module shares the prefix
        assertEquals(List.of(), drivers("Re: [PATCH] PCI: PM: avoid resuming devices",
                "Then platform_pci_set_power_state() is called for the bridge first.\n"));
        // switchtec_ntb_*() is ntb_hw_switchtec's, not the switchtec management driver's
        List<String> ntb = drivers("Re: NTB peer re-init", "The loop in switchtec_ntb_reinit_peer() is not needed.\n");
        assertTrue(!ntb.contains("switchtec"), ntb.toString());
        // a function whose prefix is no driver, and one that does not spell its driver (convention 67)
        assertEquals(List.of(), drivers("Re: link training",
                "pci_enable_device() fails, and advk_pcie_wait_for_link() times out.\n"));
    }

    @Test
    void theHipSeriesTagNamesItsErrorHandler() {
        assertEquals(List.of("pcie-hisi-error"),
                drivers("Re: [PATCH v5 2/2] PCI: HIP: Add handling of HiSilicon HIP PCIe controller errors",
                        "I think the commit log should describe only this change.\n"));
        assertEquals(List.of("pcie-hisi-error"),
                drivers("Re: [PATCH v9 2/2] PCI: hip: Add handling of HiSilicon HIP PCIe controller errors",
                        "Please drop the Smatch paragraph.\n"));
        // the menuconfig prompt's words still name it, though "HIP" is now the module's own tag
        assertEquals(List.of("pcie-hisi-error"), drivers("Re: [PATCH 0/2] APEI: vendor errors",
                "> 1. Following changes in the HIP PCIe error handling driver.\n"));
        // "HIP" in prose is the controller, no driver
        assertEquals(List.of(), drivers("Re: error handling", "The HIP controller resets each root port.\n"));
    }

    @Test
    void proseStartTellsCodeFromProse() {
        assertEquals(2, FunctionNames.proseStart("> pciehp_ist() drops it", 0, 23));
        assertEquals(-1, FunctionNames.proseStart("> +\tx = pciehp_ist(1);", 0, 21));
        assertEquals(-1, FunctionNames.proseStart("static int foo_bar(void)", 0, 24));
        assertEquals(2, FunctionNames.proseStart("  ->ghes_proc", 0, 13));
        assertEquals(-1, FunctionNames.proseStart("> > ", 0, 4));
        assertEquals(-1, FunctionNames.proseStart("", 0, 0));
    }

    @Test
    void malformedAndLongInputNeitherThrowsNorHangs() {
        DriverTable table = TABLE;
        for (String s : List.of("_(", "pciehp_(", "->", "->_", "__init(", "pciehp_ist(", "a_b(c_d(e_f(",
                "x".repeat(70) + "_y(", ">>>>", "pciehp_ist()".repeat(3), "\u00e9t\u00e9_x()")) {
            List<String> got = new ArrayList<>();
            FunctionNames.scan(s, 0, s.length(), table, got::add);
            FunctionNames.scan(s, 0, s.length() + 5, table, got::add);
            FunctionNames.scan(s, s.length(), 0, table, got::add);
        }
        // many lines, and one long line, each full of functions: the scan's looks back are bounded
        String longText = "the event is lost in pciehp_ist() again\n".repeat(20_000);
        assertTimeout(TimeBudget.seconds(10), () -> drivers("Re: long", longText));
        assertEquals(List.of("pciehp"), drivers("Re: long", longText));
        String longLine = "call pciehp_ist() then ".repeat(20_000);
        assertTimeout(TimeBudget.seconds(5), () -> scan(longLine));
    }
}
