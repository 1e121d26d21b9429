package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeout;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Session 33 (configs36): Kconfig symbols written without {@code CONFIG_} where the prose's own words make them
 * symbols: a value on the name ("set ZZ_HOST=y"); session 44 (configs44): Kconfig's verbs ("select ZZ_NOTIFIER",
 * "ZZ_GHES depends on ACPI") no longer (convention 55). Invented mail in the style of the list's.
 */
class BareSettingsTest {

    private final ConfigExtractor extractor = new ConfigExtractor(HwMails.withoutIds());

    private String configs(String body) {
        return extractor.extract(HwMails.mail("Re: [PATCH] PCI: zz: Add a host driver", body)).stream()
                .map(f -> f.option() + "=" + f.value() + (f.quoted() ? "q" : ""))
                .sorted().collect(Collectors.joining(" "));
    }

    @Test
    void aValueWrittenOnABareNameIsThatSetting() {
        assertEquals("CONFIG_ZZ_HOST=y", configs("Just set ZZ_HOST=y and the link trains again.\n"));
        assertEquals("CONFIG_ZZ_PASID=y", configs("It breaks when building the driver as a module with ZZ_PASID=y.\n"));
        assertEquals("CONFIG_ZZ_PROVE=n", configs("V2: handle the LOCKDEP=y && ZZ_PROVE=n case\n"));
        assertEquals("CONFIG_ZZ_HOST=mq", configs("> I build it as ZZ_HOST=m here.\n"));
    }

    @Test
    void kconfigVerbsInProseNameNoOption() {
        // Session 44 (configs44): convention 55, a bare name before or after Kconfig's verbs speaks of select and
        // depends lines, no setting (these five were named from session 33 to 43)
        assertEquals("", configs("Doesn't this need to select ZZ_NOTIFIER now?\n"));
        assertEquals("", configs("This change selects ZZ_ENTRY, which drops the old path.\n"));
        assertEquals("", configs("> This can go, as ZZ_GHES depends on ACPI.\n"));
        assertEquals("", configs("It needs to depend on ZZ_EXPERT as well.\n"));
        assertEquals("", configs("There are a few left, e.g., ZZ_PCIFRONT depends on ZZ_XEN and ZZ_MSI depends on\n"
                + "ZZ_XGENE.\n"));
        assertEquals("", configs("Alternative.1: ZZ_INTEL_MID depends on ACPI\n"));
        // a value written on a name still sets it, beside a verb; the prefixed spelling is still named
        assertEquals("CONFIG_ZZ_A=y", configs("Setting ZZ_A=y selects ZZ_B as well.\n"));
        assertEquals("", configs("It has a dependency on ZZ_EXPERT, and ZZ_A is unset.\n"));
        // kept: the patch's own imperative opening its changelog line (convention 62), quoted or not
        assertEquals("CONFIG_ZZ_MCOUNT=null",
                configs("Select ZZ_MCOUNT if ZZ_VALIDATION is selected to use\nthe tool.\n"));
        assertEquals("CONFIG_ZZ_ENTRYq", configs("> Select ZZ_ENTRY to drop the old path.\n").replace("=null", ""));
        assertEquals("", configs("Select ZZ_ENTRY bits from the mask.\n"));
        assertEquals("", configs("We select ZZ_ENTRY here, as the other drivers do.\n"));
        assertEquals("CONFIG_ZZ_APEI_GHES=null CONFIG_ZZ_HISI_ERR=null",
                configs("3.2 Made CONFIG_ZZ_HISI_ERR depend on CONFIG_ZZ_APEI_GHES.\n"));
    }

    @Test
    void nearMissesAreNotRead() {
        // Kconfig text itself, pasted or quoted outside a diff, with or without no-break blanks
        assertEquals("", configs("> \u00a0\tselect ZZ_DW_HOST\n>     depends on ZZ_MSI_DOMAIN || COMPILE_TEST\n"));
        assertEquals("", configs("arch/zz/Kconfig:      select ZZ_FALLBACKS if PCI_MSI\n"));
        assertEquals("", configs("# error Dynamic tracing depends on ZZ_RECORD\n"));
        // a name followed by a noun that makes it a constant, a plain word, a shell variable, a commit title
        assertEquals("", configs("Does this depend on the ZZ_REQ_SUPPORT change?\n"));
        assertEquals("", configs("The quirk depends on PCI and the register.\n"));
        assertEquals("", configs("Run it as $ZZ_DEBUG=y in the shell.\n"));
        assertEquals("", configs("s/PCIE_ZZ depends on ARCH_ZZ/Allow PCIE_ZZ on ARCH_ZZ/\n"));
        assertEquals("", configs("Fixes: 0123456789ab (\"PCI: zz: select ZZ_DW_HOST\")\n"));
        // an explanation of how a value maps to a symbol: the main scan names the spelled one
        assertEquals("CONFIG_ZZ_PLAT=null", configs("ZZ_PLAT=y causes CONFIG_ZZ_PLAT to be defined.\n"));
        // a lowercase or one-part name is not a Kconfig symbol's shape here
        assertEquals("", configs("Please select zz_host and ZZHOST=y for the test.\n"));
    }

    @Test
    void hostileInputFinishesFast() {
        assertTimeout(TimeBudget.seconds(10), () -> {
            configs("ZZ_A=y CONFIG_ZZ_A ".repeat(500_000) + "\n");
            configs("select ZZ_A ".repeat(50_000) + "\n");
            configs("depends on ".repeat(100_000) + "ZZ_A\n");
            configs(("Z".repeat(60) + "_A").repeat(100_000) + "=y\n");
            configs("select ZZ_A\n".repeat(50_000));
        });
        assertEquals(true, configs("select ZZ_A" + " select ZZ_B".repeat(10_000) + "\n").split(" ").length <= 64);
    }
}
