package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.facts;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The general rules added after scoring real list mail (docs/extraction-eval.md), each in its own words with a
 * case it must keep: code that names a config option is not a setting; hardware blocks have versions too;
 * "introduced in" is history unless a problem is named; prose "Fix X" and {@code git log --oneline} lines name
 * commits; a regression's figures from a lone kernel in an aside and from "A instead of B".
 */
class RealMailRulesTest {
    private static String configs(Facts f) {
        return f.configs().stream().map(c -> c.option() + "=" + c.value()).sorted().collect(Collectors.joining(" "));
    }

    private static String commits(Facts f) {
        return CommitExtractorTest.render(f.commits());
    }

    @Test
    void configOptionsInCodeAreNotSettings() {
        String body = """
                > > +#ifdef CONFIG_PCIE_FOO
                > > +	if (IS_ENABLED(CONFIG_PCI_MSI))
                > > +#endif /* CONFIG_PCIE_FOO */
                > > obj-$(CONFIG_PCI_BAR) += pci-bar.o

                I have CONFIG_PCIEASPM=y here, and this depends on CONFIG_DYNAMIC_DEBUG.
                """;
        assertEquals("CONFIG_DYNAMIC_DEBUG=null CONFIG_PCIEASPM=y", configs(facts("Re: [PATCH] PCI: foo", body)));
    }

    @Test
    void aHardwareBlockVersionIsNoKernel() {
        Facts f = facts("[PATCH] PCI: qcom: Use the bulk clock API for 2.4.0 controllers",
                "The 2.4.0 controller needs one more clock. Tested on 5.4.0 and it works.\n");
        assertEquals("5.4.0", f.kernels().stream().map(KernelFact::version).collect(Collectors.joining(" ")));
    }

    @Test
    void introducedInIsHistoryUnlessAProblemIsNamed() {
        assertEquals("87fcf12e846a:reference", commits(facts("[PATCH] PCI/ACPI: drop ops",
                "The struct hotplug_ops was introduced in commit 87fcf12e846a (\"PCI/ACPI: Add ops\").\n")));
        assertEquals("87fcf12e846a:culprit", commits(facts("hang on resume",
                "The hang on resume was introduced in commit 87fcf12e846a.\n")));
    }

    @Test
    void proseFixNamesTheCommitsItCures() {
        assertEquals("ef1433f717a2:culprit fb0de5b8dcc6:culprit", commits(facts("Re: endpoint BUG",
                "Fix fb0de5b8dcc6 and ef1433f717a2 if the list handling is right.\n")));
        assertEquals("fb0de5b8dcc6:fix", commits(facts("Re: endpoint BUG",
                "I tested the fix fb0de5b8dcc6 on my board.\n")));
    }

    @Test
    void gitLogOnelineLinesListCommits() {
        String body = """
                > * 9c2dfb396722 2019-10-04 | PCI: Add absent link waits [Someone]
                > * 00103c8c3fa8 2019-10-04 | PCI: Introduce a delay helper [Someone]
                ed56826f1779 Linux 5.3.4
                ffff888107a2b000 0000000000000000 ffffffff81234567
                a1b2c3d4e5f6a7b8 stands alone
                """;
        assertEquals("ed56826f1779:reference q00103c8c3fa8:reference q9c2dfb396722:reference",
                commits(facts("Re: link delays", body)));
    }

    @Test
    void aWrappedLspciHeaderKeepsItsRevisionAndName() {
        dev.lkmltriage.TestData.shared("data/pci.ids");
        HardwareExtractor hw = new HardwareExtractor(HwMails.settings());
        String text = """
                > 00:02.0 Ethernet controller: VIA Technologies, Inc. VT6105/VT6106S
                > [Rhine-III] (rev 86)
                >         Subsystem: AST Research Inc Device 086c
                >         Kernel driver in use: via-rhine
                """;
        String got = hw.extract(HwMails.mail(text)).stream()
                .map(h -> h.id() + "/" + h.subsystem() + "/" + h.revision()).collect(Collectors.joining(" "));
        assertEquals("1106:3106/100d:086c/86", got);
    }

    @Test
    void aLoneKernelInAnAsideIsTheSentencesKernel() {
        String body = """
                my router (self-built 3.14.2) uploads through its card at about 400 Mbit/s. The same
                hardware booted from a live stick (3.13.0) does 940 Mbit/s, so the cable is fine.
                """;
        Regression r = facts("e1000e upload slow", body).regression();
        assertNotNull(r);
        assertEquals(940e6, r.before(), 1);
        assertEquals(400e6, r.after(), 1);
    }

    @Test
    void insteadOfGivesTheFigureBefore() {
        String body = """
                after going from 6.1.14 to 6.2.1 the 2.5G port only sends at about 940 Mbit/s instead of
                2.35 Gbit/s. 6.1.14 on the same install works.
                """;
        Regression r = facts("r8169: slow sends on 6.2", body).regression();
        assertNotNull(r);
        assertEquals(2.35e9, r.before(), 1);
        assertEquals(940e6, r.after(), 1);
        assertTrue(r.changePercent() < 0);
    }
}
