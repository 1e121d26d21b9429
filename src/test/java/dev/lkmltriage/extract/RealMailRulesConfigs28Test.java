package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeout;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Session 28 (configs28): Kconfig warnings re-wrapped by a mail client ("... detected for" with the symbol on the next
 * line, a "Selected by" item cut after "||"), and a symbol printed without "[=v]" inside such an expression (named,
 * no value). Invented build reports in the style of the list's.
 */
class RealMailRulesConfigs28Test {

    private final ConfigExtractor extractor = new ConfigExtractor(HwMails.withoutIds());

    private String configs(String body) {
        return extractor.extract(HwMails.mail("Re: linux-next: Tree for Feb 30", body)).stream()
                .map(f -> f.option() + "=" + f.value() + (f.quoted() ? "q" : ""))
                .sorted().collect(Collectors.joining(" "));
    }

    private static final String ALL = "CONFIG_ARCH_QQ=nullq CONFIG_COMPILE_TEST=yq CONFIG_OF=yq CONFIG_PCI=yq "
            + "CONFIG_PCIE_ZZ_CORE=nullq CONFIG_PCIE_ZZ_PLAT=yq CONFIG_PCI_MSI_IRQ_DOMAIN=nq";

    @Test
    void aWarningWrappedByTheMailClientIsReadWhole() {
        String wrapped = String.join("\n",
                "> >>> on arm:",
                "> >>> WARNING: unmet direct dependencies detected for",
                "> >> PCIE_ZZ_CORE",
                "> >>>   Depends on [n]: PCI [=y] && PCI_MSI_IRQ_DOMAIN [=n]",
                "> >>>   Selected by [y]:",
                "> >>>   - PCIE_ZZ_PLAT [=y] && PCI [=y] && (ARCH_QQ ||",
                "> >> COMPILE_TEST [=y]) && OF [=y]",
                "> >>>",
                "Which tree did this come from?",
                "");
        assertEquals(ALL, configs(wrapped));
        // the same warning unwrapped gives the same facts
        String whole = String.join("\n",
                "> WARNING: unmet direct dependencies detected for PCIE_ZZ_CORE",
                ">   Depends on [n]: PCI [=y] && PCI_MSI_IRQ_DOMAIN [=n]",
                ">   Selected by [y]:",
                ">   - PCIE_ZZ_PLAT [=y] && PCI [=y] && (ARCH_QQ || COMPILE_TEST [=y]) && OF [=y]",
                "");
        assertEquals(ALL, configs(whole));
        // a cut after "&&" and one after "(", on the Depends on line too
        assertEquals("CONFIG_PCI=y CONFIG_PCI_ENDPOINT=n CONFIG_ZZ_BUS=null",
                configs("  Depends on [n]: PCI [=y] &&\n  PCI_ENDPOINT [=n] && (\n  ZZ_BUS)\n"));
    }

    @Test
    void nearMissesAreNotRead() {
        // prose after "detected for" on the next line, or a lowercase word
        assertEquals("", configs("unmet direct dependencies detected for\nthe ZZ host driver\n"));
        assertEquals("", configs("unmet direct dependencies detected for\npcie_zz_core\n"));
        // a symbol line not right after the warning's words (a blank line between)
        assertEquals("", configs("unmet direct dependencies detected for\n\nPCIE_ZZ_CORE\n"));
        // a line after an expression that does not end in an operator is not read
        assertEquals("CONFIG_PCI=y", configs("  Depends on [n]: PCI [=y]\nZZ_BUS && ZZ_OTHER\n"));
        // a continuation that is prose is not read, nor its capital words
        assertEquals("CONFIG_PCI=y", configs("  Depends on [n]: PCI [=y] &&\nNOT SURE WHY this fails\n"));
        // a value cut by the wrap: the valued symbols are read, no bare name is guessed from the broken line
        assertEquals("CONFIG_FW_LOADER=y",
                configs("  Depends on: FW_LOADER [=y] && EXTRA_FW [=zz.bin\n  other.bin] && ZZ\n"));
        // capital words outside a Kconfig line stay unread, and "[=v]" lists with no header stay unread
        assertEquals("", configs("ARCH_QQ || COMPILE_TEST is what the Kconfig says\n"));
        assertEquals("", configs("- PCIE_ZZ_PLAT [=y] && (ARCH_QQ ||\nCOMPILE_TEST [=y])\n"));
    }

    @Test
    void aConditionOpeningTheClauseGivesNoValue() {
        // the conjunction of condition opens the clause, the option comes later in it: a condition, no setting
        assertEquals("CONFIG_ZZ_PM=null",
                configs("It can return 1 if the port is awake already or CONFIG_ZZ_PM is disabled.\n"));
        assertEquals("CONFIG_ZZ_HOST=null",
                configs("If the kernel configuration option CONFIG_ZZ_HOST is enabled the probe runs twice\n"));
        // near misses: the writer's own run, a clause break between, a value written with "=", no condition word
        assertEquals("CONFIG_ZZ_PM=n", configs("If I boot with CONFIG_ZZ_PM disabled the port hangs.\n"));
        assertEquals("CONFIG_ZZ_PM=n", configs("When it hangs again, CONFIG_ZZ_PM is disabled here.\n"));
        assertEquals("CONFIG_ZZ_PM=y", configs("It hangs if the port sleeps and CONFIG_ZZ_PM=y is set.\n"));
        assertEquals("CONFIG_ZZ_PM=n", configs("The port hangs and CONFIG_ZZ_PM is disabled.\n"));
        assertTimeout(TimeBudget.seconds(10), () -> configs(("if " + "a ".repeat(30) + "CONFIG_ZZ_A is enabled ")
                .repeat(20_000) + "\n"));
    }

    @Test
    void hostileInputFinishesFast() {
        String cuts = "  Depends on [n]: PCI [=y] &&\n" + "  ZZ_A ||\n".repeat(50_000);
        String wraps = "unmet direct dependencies detected for\n".repeat(50_000);
        String longLine = "  Depends on [n]: " + "ZZ_A [=y] && (".repeat(40_000) + "\n";
        String longName = "  Depends on [n]: PCI [=y] && " + "Z".repeat(200_000) + "\n";
        assertTimeout(TimeBudget.seconds(10), () -> {
            configs(cuts);
            configs(wraps);
            configs(longLine);
            configs(longName);
            configs("  Depends on [n]: " + "[=".repeat(50_000) + "\n");
        });
        // continuations stop after a few lines; names over 80 characters are never read
        assertEquals(true, configs(cuts).split(" ").length <= 3);
        assertEquals("CONFIG_PCI=y", configs(longName));
    }
}
