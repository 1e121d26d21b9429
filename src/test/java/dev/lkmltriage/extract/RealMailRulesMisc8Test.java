package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeout;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Session 17, second round (misc8): held-out15's config shapes. A Kconfig warning's "Selected by [y]:" list and the
 * symbol of "unmet direct dependencies detected for X"; a build fix's subject "without CONFIG_X". Invented messages
 * written in the style of real build reports.
 */
class RealMailRulesMisc8Test {

    private final ConfigExtractor extractor = new ConfigExtractor(HwMails.withoutIds());

    private String configs(String subject, String body) {
        return extractor.extract(HwMails.mail(subject, body)).stream()
                .map(f -> f.option() + "=" + f.value() + (f.quoted() ? "q" : ""))
                .sorted().collect(Collectors.joining(" "));
    }

    private static final String WARNING = String.join("\n",
            "on arm64:",
            "",
            "WARNING: unmet direct dependencies detected for PCIE_ZZ_CORE",
            "  Depends on [n]: PCI [=y] && PCI_MSI_IRQ_DOMAIN [=n]",
            "  Selected by [y]:",
            "  - PCIE_ZZ_HOST [=y] && PCI [=y] && OF [=y] && (ARM64 [=y] || COMPILE_TEST [=n])",
            "  Selected by [m]:",
            "  - PCIE_ZZ_EP [=m]",
            "",
            "and related build errors:",
            "");

    @Test
    void aKconfigWarningsSelectedByListAndItsUnmetSymbolAreRead() {
        String all = "CONFIG_ARM64=y CONFIG_COMPILE_TEST=n CONFIG_OF=y CONFIG_PCI=y CONFIG_PCIE_ZZ_CORE=null "
                + "CONFIG_PCIE_ZZ_EP=m CONFIG_PCIE_ZZ_HOST=y CONFIG_PCI_MSI_IRQ_DOMAIN=n";
        assertEquals(all, configs("linux-next: Tree for Nov 27", WARNING));
        // quoted two deep, as a reply carries the report
        assertEquals(all.replace(" ", "q ") + "q",
                configs("Re: linux-next: Tree for Nov 27", WARNING.replaceAll("(?m)^", ">> ")));
        // the one-line form older kernels print is read as before
        assertEquals("CONFIG_PCI=y CONFIG_PCIE_ZZ_HOST=y", configs("", "Selected by: PCIE_ZZ_HOST [=y] && PCI [=y]\n"));
    }

    @Test
    void listItemsWithoutTheirHeaderRightAboveAreNotRead() {
        // a bullet list of prose, a list after a blank line, a header with text after its colon, other headers
        assertEquals("", configs("", "Open points:\n  - ZZ_MODE [=y] looks odd\n"));
        assertEquals("", configs("", "  Selected by [y]:\n\n  - PCIE_ZZ_HOST [=y]\n"));
        assertEquals("", configs("", "  Selected by [y]: see below\n  - PCIE_ZZ_HOST [=y]\n"));
        assertEquals("", configs("", "  Defined at drivers/pci/Kconfig:12\n  - PCIE_ZZ_HOST [=y]\n"));
        // the list ends at its first line that is no item
        assertEquals("CONFIG_PCIE_ZZ_HOST=y",
                configs("", "  Selected by [y]:\n  - PCIE_ZZ_HOST [=y]\n  the rest:\n  - ZZ_MODE [=y]\n"));
        // "unmet" without the warning's words, or with a lower-case name
        assertEquals("", configs("", "the unmet dependencies of PCIE_ZZ_HOST are known\n"));
        assertEquals("", configs("", "unmet direct dependencies detected for pcie_zz\n"));
    }

    @Test
    void aBuildFixSubjectWithoutAnOptionSetsItOff() {
        String body = "arch/x86/zz.c:303:2: error: implicit declaration of function 'zz_noirq_set'\n";
        assertEquals("CONFIG_ACPI=n", configs("[PATCH] x86/zz: Fix build error without CONFIG_ACPI", body));
        assertEquals("CONFIG_SYSFS=n", configs("Re: [PATCH] PCI: zz: Fix compile warning without CONFIG_SYSFS", ""));
        // a bare mention in the body gains the subject's value; the body's own value wins over the subject's
        assertEquals("CONFIG_SYSFS=n", configs("[PATCH] PCI: zz: Fix build error without CONFIG_SYSFS",
                "while building without CONFIG_SYSFS, fails as below:\n"));
        assertEquals("CONFIG_ACPI=y",
                configs("[PATCH] x86/zz: Fix build error without CONFIG_ACPI", "It builds with CONFIG_ACPI=y.\n"));
        // near misses, no value: no build word, a code path, an option named otherwise (session 36, convention 17:
        // a subject names its options whatever their notation, SubjectOptions.named); the prefix missing, none
        assertEquals("CONFIG_PM=null", configs("[PATCH] PCI/PM: Make resume work without CONFIG_PM", ""));
        assertEquals("CONFIG_ZZ_PIO=null", configs("[PATCH] lib: zz: Use accessors for !CONFIG_ZZ_PIO build", ""));
        assertEquals("CONFIG_ZZ_DEBUG=null", configs("[PATCH] zz: Fix build error with CONFIG_ZZ_DEBUG", ""));
        assertEquals("", configs("[PATCH] zz: Fix build error without ACPI", ""));
    }

    @Test
    void hostileInputFinishesFast() {
        String longName = "X".repeat(200_000);
        String nested = ">".repeat(5_000) + " Selected by [y]:\n" + ">".repeat(5_000) + " - A_B [=y]\n";
        String items = "  Selected by [y]:\n" + "  - ZZ_A [=y] && ".repeat(50_000) + "\n";
        String unmets = "unmet direct dependencies detected for ".repeat(20_000) + longName + "\n";
        String subject = "build " + "without ".repeat(100) + "CONFIG_" + "A".repeat(900);
        assertTimeout(TimeBudget.seconds(10), () -> {
            configs("", nested);
            configs("", items);
            configs("", unmets);
            configs(subject, "");
            configs("build without CONFIG_" + longName, "");
            configs("", "- A [=y]\n".repeat(50_000));
            configs("", "  Selected by [y]:\n".repeat(50_000));
        });
        assertEquals(List.of(), extractor.extract(HwMails.mail(subject, unmets)).stream()
                .filter(f -> f.option().length() > 100).toList());
    }
}
