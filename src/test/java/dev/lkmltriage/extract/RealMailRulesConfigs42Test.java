package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeout;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Session 42 (configs42): the setting of a failing build a body's sentence states (convention 17), a negated "have
 * CONFIG_X enabled" (n, not y). Every fixture is invented here, in the style of list mail.
 */
class RealMailRulesConfigs42Test {
    private final FactExtractor extractor = new FactExtractor(HwMails.withoutIds());

    private Map<String, String> configs(String subject, String body) {
        return ConfigMails.configs(extractor, "configs42", subject, body);
    }

    @Test
    void aFailingBuildsSettingIsItsValue() {
        Map<String, String> got = configs("[PATCH] PCI: frob: needs OF",
                "Fixes the following build warning when CONFIG_FROB_OF is disabled:\n\n"
                + "drivers/pci/frob.c:12:34: warning: 'frob_of_match' defined but not used\n\n"
                + "Signed-off-by: Ann Author <ann@example.org>\n");
        assertEquals("{CONFIG_FROB_OF=n}", got.toString());
        Map<String, String> selected = configs("Re: [PATCH] genirq: frob",
                "> I get the following warning from debugfs when CONFIG_FROB_IRQ_DEBUGFS is selected:\n"
                + ">\n> debugfs: Directory 'frob' with parent 'irq' already present!\n\nThanks, applied.\n");
        assertEquals("{CONFIG_FROB_IRQ_DEBUGFS=y quoted}", selected.toString());
    }

    @Test
    void coordinatedAndWrappedOptionsShareTheFailure() {
        Map<String, String> got = configs("[patch 12/20] frob: Introduce wait checks",
                "Lots of text about the checks.\n\n"
                + "[ ann: Move FROB_WAIT out of CONFIG_FROB_DEP to avoid compile\n"
                + "  failure with CONFIG_FROB_SPIN + !CONFIG_FROB_DEP ]\n");
        assertEquals("{CONFIG_FROB_DEP=n, CONFIG_FROB_SPIN=y}", got.toString());
        Map<String, String> pull = configs("[GIT PULL] frob changes for v5.6",
                "  - Define frob_sysdata() always to fix build breakage when\n"
                + "    !CONFIG_FROB_PCI (Ann Author)\n"
                + "  - Fixed modpost warnings about missing version information with\n"
                + "    CONFIG_FROB_VERSIONS.\n");
        assertEquals("{CONFIG_FROB_PCI=n, CONFIG_FROB_VERSIONS=y}", pull.toString());
    }

    @Test
    void aNegatedHaveIsUnset() {
        Map<String, String> got = configs("Re: frob: BAR7 missing",
                "You don't have CONFIG_FROB_IOV enabled (see the enum), so \"BAR7\" is the bridge window.\n"
                + "I have CONFIG_FROB_DEBUG enabled here.\n");
        assertEquals("{CONFIG_FROB_DEBUG=y, CONFIG_FROB_IOV=n}", got.toString());
    }

    @Test
    void nearMissesKeepNoValue() {
        // code that does not work under an option (labelled without value), a hypothetical failure, no state after
        // "when", a denied warning, a code path a patch covers
        Map<String, String> got = configs("[PATCH] frob: map the ROM",
                "We access the pointer with phys_to_virt, which doesn't work with CONFIG_FROB_HIGHMEM.\n"
                + "I don't see how it would fail. When CONFIG_FROB_PCI is disabled, the stub is used.\n"
                + "This fixes a build error when CONFIG_FROB_A gets pulled in by the core.\n"
                + "There are no warnings with CONFIG_FROB_B on my box.\n"
                + "It might break with CONFIG_FROB_C, I have not tried.\n");
        assertEquals("{CONFIG_FROB_A=null, CONFIG_FROB_B=null, CONFIG_FROB_C=null, CONFIG_FROB_HIGHMEM=null, "
                + "CONFIG_FROB_PCI=null}", got.toString());
    }

    @Test
    void hostileInputEndsFast() {
        String repeated = "build failure with CONFIG_ZZ_A + !".repeat(3_000) + "CONFIG_ZZ_B\n";
        String longPrev = "warning ".repeat(20_000) + "when\n!CONFIG_ZZ_C\n";
        String huge = "x".repeat(200_000) + " failure with CONFIG_ZZ_D\n";
        // an option at each end of 300,000 short lines: the next option is searched for once, not once a line
        String farApart = "CONFIG_ZZ_E is set\n" + "an error line\n".repeat(300_000) + "failure with CONFIG_ZZ_F\n";
        assertTimeout(TimeBudget.seconds(10), () -> {
            List<ConfigFact> out = new ArrayList<>();
            FailedBuilds.line(repeated, -1, -1, 0, repeated.length() - 1, false, out);
            assertEquals(16, out.size()); // a line's options are read to a bound
            for (String body : new String[] {repeated, longPrev, huge, farApart}) {
                extractor.extract(new dev.lkmltriage.mail.MailParser().parse(("Subject: x\n\n" + body)
                        .getBytes(java.nio.charset.StandardCharsets.UTF_8)));
            }
        });
    }
}
