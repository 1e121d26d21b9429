package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeout;

import dev.lkmltriage.mail.MailParser;
import dev.lkmltriage.testkit.TimeBudget;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Session 44 (configs44): a condition whose conjunction ends the line before the option, a preprocessor test written
 * in a changelog's prose, "I forgot to build with CONFIG_X" (the build lacked it). The Kconfig-grammar change
 * (convention 55) is in {@link BareSettingsTest}. Every fixture is invented here, in the style of list mail.
 */
class RealMailRulesConfigs44Test {
    private final FactExtractor extractor = new FactExtractor(HwMails.withoutIds());

    private Map<String, String> configs(String subject, String body) {
        return ConfigMails.configs(extractor, "configs44", subject, body);
    }

    @Test
    void aConditionWrappedBeforeTheOptionGivesNoValue() {
        Map<String, String> got = configs("Re: [PATCH v5 1/7] frob: fix the helper's dependency",
                "> > Will anything break if we just drop this patch?\n"
                + ">\n"
                + "> Yes, this function takes the frob_lock mutex, which is only defined if\n"
                + "> CONFIG_FROB_PRI is enabled.\n"
                + "\n"
                + "Today we only use these accessors for when\n"
                + "CONFIG_FROB_PIO is enabled.\n");
        assertEquals("{CONFIG_FROB_PIO=null, CONFIG_FROB_PRI=null quoted}", got.toString());
    }

    @Test
    void nearMissesOfAWrappedCondition() {
        // another writer's line above, a value written on the name (sets even in a condition, session 28), a
        // conjunction that is not the line's last word, a line of the writer's own run
        Map<String, String> got = configs("Re: [PATCH] frob: quirk",
                "> and it only breaks if\n"
                + "CONFIG_FROB_A is enabled here, I see it on every boot.\n"
                + "The lock is not needed if\n"
                + "CONFIG_FROB_LOCKLESS=y.\n"
                + "I wonder if it matters, and\n"
                + "CONFIG_FROB_C is enabled in my build.\n");
        assertEquals("{CONFIG_FROB_A=y, CONFIG_FROB_C=y, CONFIG_FROB_LOCKLESS=y}", got.toString());
    }

    @Test
    void aPreprocessorTestInProseIsCode() {
        Map<String, String> got = configs("[PATCH v3 00/13] frob: enable the STB chips",
                "v2:\n"
                + "  o Use helper functions instead of #if CONFIG_FROB_OFFSET\n"
                + "  o Drop the #elif !CONFIG_FROB_MAP branch\n"
                + "  o removed 'unlikely' since guarded by CONFIG_FROB_OFFSET_MAP\n");
        // the guard names its option (no value); the two tests are code the writer quotes
        assertEquals("{CONFIG_FROB_OFFSET_MAP=null}", got.toString());
    }

    @Test
    void theWordOptionAloneCallsABareNameAnOption() {
        Map<String, String> got = configs("[PATCH 3/6] frob: Add debugfs support",
                "To enable this feature is necessary to select ZZ_DEBUG_FS option on kernel\n"
                + "configuration. However it requires ZZ_ENGINE and ZZ_VIRT_CHANNELS options too.\n"
                + "How about hiding the ZZ_RESET option?\n");
        assertEquals("{CONFIG_ZZ_DEBUG_FS=null, CONFIG_ZZ_RESET=null, CONFIG_ZZ_VIRT_CHANNELS=null}", got.toString());
        // "symbol" alone is C's; a register, a lowercase name, a commit title are no option
        got = configs("Re: [PATCH] frob: export",
                "Export the ZZ_FROB_INIT symbol for modules.\n"
                + "Set the ZZ_CMD_MEMORY option bit in the register.\n"
                + "Commit 0123456789ab (\"frob: drop the ZZ_OLD option\") did it.\n");
        assertEquals("{}", got.toString());
    }

    @Test
    void forgettingToBuildWithAnOptionIsItsAbsence() {
        Map<String, String> got = configs("Re: [RFC PATCH 2/3] frob: restrict the mmap",
                "Yeah apologies, I forgot to compile this with CONFIG_FROB_STRICT\n"
                + "set. The whole series is more of an RFC.\n"
                + "We also forgot to enable CONFIG_FROB_DEBUG=y when we timed it.\n");
        assertEquals("{CONFIG_FROB_DEBUG=n, CONFIG_FROB_STRICT=n}", got.toString());
    }

    @Test
    void nearMissesOfForgetting() {
        // forgetting to say or to disable sets nothing new; a sentence break ends the clause
        Map<String, String> got = configs("Re: [PATCH] frob: build",
                "I forgot to mention that CONFIG_FROB_A=y is needed.\n"
                + "I forgot to disable CONFIG_FROB_B.\n"
                + "Oops, I forgot to. CONFIG_FROB_C=y is in the config.\n"
                + "Don't forget: CONFIG_FROB_D is enabled here.\n");
        assertEquals("{CONFIG_FROB_A=y, CONFIG_FROB_B=n, CONFIG_FROB_C=y, CONFIG_FROB_D=y}", got.toString());
    }

    @Test
    void malformedAndHostileInputEndsFast() {
        String wraps = "only defined if\nCONFIG_ZZ_A is enabled\n".repeat(20_000);
        String deep = (">".repeat(10_000) + " if\n" + ">".repeat(10_000) + " CONFIG_ZZ_B is enabled\n").repeat(20);
        String forgets = ("I forgot to " + "x".repeat(70) + " ").repeat(5_000) + "CONFIG_ZZ_C\n";
        String hashes = "#if #if !#elif ".repeat(20_000) + "CONFIG_ZZ_D\n";
        String bare = "if\nCONFIG_ZZ_E is enabled";
        assertTimeout(TimeBudget.seconds(10), () -> {
            for (String body : new String[] {wraps, deep, forgets, hashes, bare, "\nCONFIG_ZZ_F is enabled", "if"}) {
                extractor.extract(new MailParser().parse(("Subject: x\n\n" + body).getBytes(StandardCharsets.UTF_8)));
            }
        });
        assertEquals("{CONFIG_ZZ_E=null}", configs("x", bare).toString());
        assertEquals("{CONFIG_ZZ_F=y}", configs("x", "\nCONFIG_ZZ_F is enabled").toString());
    }
}
