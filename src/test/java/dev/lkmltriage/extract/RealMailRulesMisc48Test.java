package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeout;

import dev.lkmltriage.mail.MailParser;
import dev.lkmltriage.testkit.TimeBudget;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Session 47 (misc48): "X selects CONFIG_A and not CONFIG_B" (convention 145, also wrapped after "and not"), and
 * builds that lack an option named in a relative clause ("configs that do not define CONFIG_X"). Every fixture is invented here in the style of list mail.
 */
class RealMailRulesMisc48Test {
    private final FactExtractor extractor = new FactExtractor(HwMails.withoutIds());

    private Map<String, String> configs(String subject, String body) {
        return ConfigMails.configs(extractor, "misc48", subject, body);
    }

    @Test
    void anArchitectureSelectsOneOptionAndNotAnother() {
        assertEquals("{CONFIG_FROB_IOMAP=n, CONFIG_FROB_PCI_IOMAP=y}", configs("Re: [PATCH] frob: fix a leak",
                "Since ARM64 selects CONFIG_FROB_PCI_IOMAP and not CONFIG_FROB_IOMAP, the unmap is empty.\n")
                .toString());
        // the verb wrapped to the line before, with "only" opening the name's line
        assertEquals("{CONFIG_FROB_IOMAP=n, CONFIG_FROB_PCI_IOMAP=y}", configs("[PATCH] frob: add unmap",
                "This is seen on an arm64 system. arm64 by default selects\n"
                + "only CONFIG_FROB_PCI_IOMAP and not CONFIG_FROB_IOMAP from this commit.\n").toString());
        // wrapped after "and not": the second name opens the next line
        assertEquals("{CONFIG_FROB_IOMAP=n, CONFIG_FROB_PCI_IOMAP=y}", configs("Re: [PATCH] frob: fix a leak",
                "Since ARM64 selects CONFIG_FROB_PCI_IOMAP and not\n"
                + "CONFIG_FROB_IOMAP,  the unmap is reduced to nothing.\n").toString());
        // another writer's line (a deeper quote) does not continue it
        assertEquals("{CONFIG_FROB_IOMAP=null quoted, CONFIG_FROB_PCI_IOMAP=y}", configs("Re: x",
                "Since ARM64 selects CONFIG_FROB_PCI_IOMAP and not\n> CONFIG_FROB_IOMAP is what we said.\n").toString());
        // quoted stays quoted
        assertEquals("{CONFIG_FROB_IOMAP=n quoted, CONFIG_FROB_PCI_IOMAP=y quoted}", configs("Re: x",
                "> Since ARM64 selects CONFIG_FROB_PCI_IOMAP and not CONFIG_FROB_IOMAP, it leaks.\n\nRight.\n")
                .toString());
    }

    @Test
    void nearMissesOfSelects() {
        // a condition, a title's "Don't select", another verb, a name further on, a lone "and"
        assertEquals("{CONFIG_FROB_IOMAP=null, CONFIG_FROB_PCI_IOMAP=null}", configs("[PATCH] frob: add unmap",
                "In case if any architecture selects CONFIG_FROB_PCI_IOMAP and not\n"
                + "CONFIG_FROB_IOMAP, then the unmap is empty.\n").toString());
        assertEquals("{CONFIG_FROB_CORE=null}", configs("Re: x",
                "  frob: Don't select CONFIG_FROB_CORE by default\n").toString());
        assertEquals("{CONFIG_FROB_CORE=null}", configs("Re: x",
                "The frob Kconfig unselects CONFIG_FROB_CORE somewhere.\n").toString());
        assertEquals("{CONFIG_FROB_CORE=null}", configs("Re: x",
                "It selects the helpers of CONFIG_FROB_CORE as well.\n").toString());
        assertEquals("{CONFIG_FROB_A=y, CONFIG_FROB_B=null}", configs("Re: x",
                "Since ARM64 selects CONFIG_FROB_A and also uses CONFIG_FROB_B, it works.\n").toString());
        // a line that is not "only" before the name does not reach back to the verb
        assertEquals("{CONFIG_FROB_A=null}", configs("Re: x",
                "arm64 by default selects\nsomething, and CONFIG_FROB_A is there.\n").toString());
    }

    @Test
    void buildsThatLackTheOption() {
        assertEquals("{CONFIG_FROB_AER=n}", configs("Re: [PATCH v17 09/12] frob: clear status",
                "For kernel configs that does not define CONFIG_FROB_AER, it will create\n"
                + "redefinition error since frob.h is included in many files.\n").toString());
        assertEquals("{CONFIG_FROB_IOMAP=n quoted}", configs("Re: [PATCH] frob: fix unmap",
                "> For arches that don't select CONFIG_FROB_IOMAP, the unmap does nothing.\n\nAgreed.\n")
                .toString());
    }

    @Test
    void nearMissesOfLacking() {
        // a plain negation (no relative clause), a question, an affirmative clause, a verb that is no setting
        Map<String, String> got = configs("Re: x", "This patch does not select CONFIG_FROB_A.\n"
                + "Are there configs that do not define CONFIG_FROB_B?\n"
                + "For configs that define CONFIG_FROB_C, it builds.\n"
                + "Drivers that do not need CONFIG_FROB_D are fine.\n");
        assertEquals("{CONFIG_FROB_A=null, CONFIG_FROB_B=null, CONFIG_FROB_C=null, CONFIG_FROB_D=null}",
                got.toString());
    }

    @Test
    void malformedAndHostileInputEndsFast() {
        String selects = ("ARM64 selects " + "only ".repeat(5_000) + "CONFIG_ZZ_A and not CONFIG_ZZ_B\n").repeat(50);
        String wrapped = "selects\n".repeat(40_000) + "only CONFIG_ZZ_A\n";
        String lacking = ("configs that " + "do not ".repeat(3_000) + "define CONFIG_ZZ_A\n").repeat(50);
        String nots = ("selects CONFIG_ZZ_A" + " and not".repeat(5_000) + " CONFIG_ZZ_B\n").repeat(20);
        String quotes = "> ".repeat(30_000) + "CONFIG_ZZ_A\n";
        assertTimeout(TimeBudget.seconds(10), () -> {
            for (String body : new String[] {selects, wrapped, lacking, nots, quotes, " ", "selects", "only CONFIG_",
                "that do not define"}) {
                extractor.extract(new MailParser().parse(("Subject: Re: CONFIG_ZZ_A\n\n" + body)
                        .getBytes(StandardCharsets.UTF_8)));
            }
        });
        assertEquals("{CONFIG_ZZ_A=y}", configs("x", "only CONFIG_ZZ_A\n".replace("only", "selects")).toString());
        assertEquals("{}", configs("Re: x", "selects only\n").toString());
    }
}
