package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeout;

import dev.lkmltriage.mail.MailParser;
import dev.lkmltriage.testkit.TimeBudget;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Session 45 (configs45): the option shapes session 44 left open. "without CONFIG_X enabled" (the build lacks it: n),
 * "!CONFIG_X" before a build word ("Fixed !CONFIG_X compilation issue": n), a bare Kconfig symbol whose state opens
 * the next line ("... as ZZ_DOMAIN" / "is not set.": n), a negated bare state ("X is not set") and "X is selected"
 * (convention 62's condition). Every fixture is invented here, in the style of list mail; the bare names that must be
 * Kconfig symbols of the release table are real symbol names in sentences of this test's own.
 */
class RealMailRulesConfigs45Test {
    private final FactExtractor extractor = new FactExtractor(HwMails.withoutIds());

    private Map<String, String> configs(String subject, String body) {
        return ConfigMails.configs(extractor, "configs45", subject, body);
    }

    @Test
    void aStateAfterWithoutIsWhatTheBuildLacks() {
        Map<String, String> got = configs("[PATCH v2 0/3] frob: let the error path work alone",
                "This lets the error reporting work in a kernel without CONFIG_FROB_LINK enabled.\n"
                + "> We also saw it on a build without CONFIG_FROB_POLL set.\n");
        assertEquals("{CONFIG_FROB_LINK=n, CONFIG_FROB_POLL=n quoted}", got.toString());
        // the sentence may wrap between "without" and the name, at the same quote depth
        got = configs("[PATCH v4 0/3] frob: finer control requests",
                "These patches let the error path run in a kernel without\n"
                + "CONFIG_FROB_LINK enabled or with it turned off at boot.\n"
                + "> And the second one is for a kernel without\n"
                + "CONFIG_FROB_POLL enabled on my board.\n");
        assertEquals("{CONFIG_FROB_LINK=n, CONFIG_FROB_POLL=y}", got.toString());
    }

    @Test
    void nearMissesOfWithout() {
        // "with" keeps its y; a written value is as written; a condition names without value; "without" must be the
        // word right before the name, not one further back
        Map<String, String> got = configs("Re: [PATCH] frob: tidy",
                "It boots fine with CONFIG_FROB_A enabled.\n"
                + "Even without CONFIG_FROB_B=y in the config it links.\n"
                + "It only matters if you boot a kernel without CONFIG_FROB_C enabled.\n"
                + "Without any doubt CONFIG_FROB_D is enabled here.\n"
                + "The outwithout CONFIG_FROB_E enabled typo stays y.\n");
        assertEquals("{CONFIG_FROB_A=y, CONFIG_FROB_B=y, CONFIG_FROB_C=null, CONFIG_FROB_D=y, CONFIG_FROB_E=y}",
                got.toString());
    }

    @Test
    void aNegatedOptionBeforeItsBuildWordIsTheFailingBuilds() {
        Map<String, String> got = configs("[PATCH v3 00/09] frob: rework the id mapping",
                "Changes since v2:\n"
                + "- Dropped the wrappers\n"
                + "- Fixed !CONFIG_FROB_ACPI compilation issue\n"
                + "- Fixed the !CONFIG_FROB_OF build\n"
                + "- Silenced a !CONFIG_FROB_PM build warning\n");
        assertEquals("{CONFIG_FROB_ACPI=n, CONFIG_FROB_OF=n, CONFIG_FROB_PM=n}", got.toString());
        got = configs("Re: [PATCH] frob: fix the !CONFIG_FROB_GPIO build", "> Thanks, applied.\n");
        assertEquals("{CONFIG_FROB_GPIO=n}", got.toString());
    }

    @Test
    void nearMissesOfANegatedOption() {
        // a code path (no build word), a build word further than one word on, a double negation
        Map<String, String> got = configs("[PATCH 3/3] frob: Fix !CONFIG_FROB_IOMAP unmap implementation",
                "Add stubs for !CONFIG_FROB_MSI so callers need no ifdef; the module still builds.\n"
                + "Add stubs for !CONFIG_FROB_OF builds, no fix here.\n"
                + "The !!CONFIG_FROB_X build is a typo.\n");
        assertEquals("{CONFIG_FROB_IOMAP=null, CONFIG_FROB_MSI=null, CONFIG_FROB_OF=null, CONFIG_FROB_X=null}",
                got.toString());
    }

    @Test
    void aBareStateWrappedOntoTheNextLine() {
        Map<String, String> got = configs("[PATCH] frob: Kconfig: depend on the MSI domain",
                "The frob driver does not build on i386 because PCI_MSI_IRQ_DOMAIN\n"
                + "is not set there.\n"
                + "> Our defconfig breaks at link time since STACK_VALIDATION\n"
                + "> is enabled.\n");
        assertEquals("{CONFIG_PCI_MSI_IRQ_DOMAIN=n, CONFIG_STACK_VALIDATION=y quoted}", got.toString());
    }

    @Test
    void nearMissesOfAWrappedBareState() {
        // a condition, another writer's line above, a name that is no Kconfig symbol, a Kconfig line, a name not
        // ending its line
        Map<String, String> got = configs("Re: [PATCH] frob: stubs",
                "The helper is only built if PCI_IOV\n"
                + "is enabled.\n"
                + "> I looked at PCIE_DW_HOST\n"
                + "is not set in that build.\n"
                + "The frob reads FROB_REG_STATUS\n"
                + "is set by the firmware.\n"
                + "\tdepends on HOTPLUG_PCI_PCIE\n"
                + "is not set\n"
                + "The GPIOLIB case, and more\n"
                + "is not set.\n");
        assertEquals("{CONFIG_PCI_IOV=null}", got.toString());
    }

    @Test
    void aBareNegatedOrSelectedState() {
        Map<String, String> got = configs("Re: [PATCH v2 08/28] x86, build: use the objtool mcount",
                "> Select the objtool mcount if STACK_VALIDATION is selected, for Clang.\n"
                + "Here the build fails since PCI_MSI_IRQ_DOMAIN is not set on i386.\n"
                + "And ARCH_MESON isn't enabled either, which is fine.\n"
                + "PCIE_DW_HOST is selected by the glue drivers.\n");
        assertEquals("{CONFIG_ARCH_MESON=n, CONFIG_PCI_MSI_IRQ_DOMAIN=n, CONFIG_STACK_VALIDATION=null quoted}",
                got.toString());
    }

    @Test
    void malformedAndHostileInputEndsFast() {
        String wraps = "the build fails as PCI_IOV\nis not set.\n".repeat(20_000);
        String longName = ("ZZ_" + "A".repeat(3_000) + "\nis not set\n").repeat(50);
        String bangs = "!CONFIG_ZZ_A ".repeat(50_000) + "build\n";
        String withouts = "without ".repeat(50_000) + "CONFIG_ZZ_B enabled\n";
        String states = "\nis not set".repeat(40_000);
        assertTimeout(TimeBudget.seconds(10), () -> {
            for (String body : new String[] {wraps, longName, bangs, withouts, states, "is not set", "PCI_IOV\n"}) {
                extractor.extract(new MailParser().parse(("Subject: x\n\n" + body).getBytes(StandardCharsets.UTF_8)));
            }
            extractor.extract(new MailParser().parse(("Subject: " + "!CONFIG_ZZ_C x ".repeat(60) + "build\n\nx")
                    .getBytes(StandardCharsets.UTF_8)));
        });
        assertEquals("{CONFIG_PCI_IOV=n}", configs("x", "The link fails as PCI_IOV\nis not set.").toString());
        assertEquals("{}", configs("x", "is not set\nPCI_IOV").toString());
    }
}
