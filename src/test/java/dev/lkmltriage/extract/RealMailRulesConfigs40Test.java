package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeout;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Session 40 (configs40): a defconfig title sets the option it enables (held-out38's missed value: a reply's inherited
 * "arm64: defconfig: enable CONFIG_X"), and the writer's own present "when I enable X" sets a bare Kconfig symbol
 * (convention 41), while an infinitive or imperative "enable X" of a bare symbol (titles, Kconfig changes, requests)
 * names nothing (proposed convention 53). Every fixture is invented here, in the style of list mail.
 */
class RealMailRulesConfigs40Test {
    private final FactExtractor extractor = new FactExtractor(HwMails.withoutIds());

    private Map<String, String> configs(String subject, String body) {
        return ConfigMails.configs(extractor, "configs40", subject, body);
    }

    private static final String REVIEW = "On Mon, Jun 8, 2020 at 10:02 AM Ann Author <ann@example.org> wrote:\n"
            + "> The frob host driver is needed to boot the new boards.\n\n"
            + "Reviewed-by: Dee Writer <dee@example.org>\n";

    @Test
    void aDefconfigTitleSetsTheOptionItEnables() {
        Map<String, String> titles = Map.of(
                "Re: [PATCH v6 02/11] arm64: defconfig: enable CONFIG_FROB_HOST", "CONFIG_FROB_HOST=y",
                "RE: [PATCH V3 2/3] arm64: defconfig: Select CONFIG_FROB_RESET as module by default",
                "CONFIG_FROB_RESET=m",
                "Re: [PATCH] ARM: multi_v7_defconfig: Disable CONFIG_FROB_DEBUG", "CONFIG_FROB_DEBUG=n",
                // a Kconfig default, a negated verb, an enable without the defconfig tag, a mere mention: code
                // changes and names, no build's value
                "Re: [PATCH 2/4] PCI: frob: Don't select CONFIG_FROB_HOST by default", "CONFIG_FROB_HOST=null",
                "Re: [PATCH] arm64: defconfig: don't select CONFIG_FROB_HOST", "CONFIG_FROB_HOST=null",
                "Re: [PATCH] PCI/MSI: Enable CONFIG_FROB_DOMAIN for Microblaze", "CONFIG_FROB_DOMAIN=null",
                "Re: [PATCH] arm64: defconfig: refresh after CONFIG_FROB_HOST", "CONFIG_FROB_HOST=null");
        titles.forEach((subject, fact) -> {
            Map<String, String> got = configs(subject, REVIEW);
            String option = fact.substring(0, fact.indexOf('='));
            assertEquals(fact, option + "=" + got.get(option), subject + " " + got);
        });
    }

    @Test
    void theWritersPresentVerbSetsABareKconfigSymbol() {
        // PCIE_PTM, PCI_IOV, COMPILE_TEST and X86_UP_APIC are symbols of the 5.10 table in models/
        Map<String, String> own = Map.of("> Which options do you build with?\n\n"
                + "The link only drops when I enable PCIE_PTM, and with it off the box resumes fine.\n",
                "CONFIG_PCIE_PTM=y",
                "We disable PCI_IOV on these guests, so the warning never shows here.\n", "CONFIG_PCI_IOV=n");
        own.forEach((body, fact) -> {
            Map<String, String> got = configs("Re: frob: link drops after resume", body);
            String option = fact.substring(0, fact.indexOf('='));
            assertEquals(fact, option + "=" + got.get(option), got.toString());
        });
    }

    @Test
    void titlesKconfigChangesAndRequestsNameNoBareSymbol() {
        Map<String, String> title = configs("[PATCH v2 18/25] PCI: frob: Enable COMPILE_TEST",
                "The build dependency on ARM is gone, so let's enable COMPILE_TEST for frob.\n");
        assertEquals("{}", title.toString());
        Map<String, String> asks = configs("Re: frob: no APIC messages",
                "On x86 you must also enable X86_UP_APIC to see them. If you enable PCI_IOV then the probe fails.\n"
                + "Please disable PCIE_PTM and retest.\n");
        assertEquals("{}", asks.toString());
        // a hedge between the writer and the verb: no own run, nothing read
        Map<String, String> guess = configs("Re: frob: VF probe warning",
                "I probably enable PCI_IOV on that box too, I'd have to check.\n");
        assertEquals("{}", guess.toString());
    }

    @Test
    void hostileInputEndsFast() {
        KconfigSymbols symbols = KconfigSymbols.of("ZZ_SELFTEST");
        // a line no prose has (too long: nothing read), 150 own settings (read up to the line's limit), requests
        Map<String, Integer> lines = Map.of("I enable ZZ_SELFTEST and ".repeat(400_000), 0,
                "I enable ZZ_SELFTEST, ".repeat(150), 32,
                "enable enable ZZ_ ZZ_ you enable ZZ_SELFTEST ".repeat(50), 0);
        String subject = "Re: arm64: defconfig: " + "Enable CONFIG_ZZ_A as module, ".repeat(30);
        String hugeSubject = "arm64: defconfig: " + "enable CONFIG_ZZ_A ".repeat(200_000);
        assertTimeout(TimeBudget.seconds(10), () -> {
            lines.forEach((line, read) -> assertEquals(read,
                    BareVerbs.in(symbols, line, 0, 0, line.length(), false).size(), line.substring(0, 40)));
            assertEquals(SubjectOptions.MAX_NAMED, SubjectOptions.named(subject).size());
            assertEquals("m", SubjectOptions.named(subject).get(0).value());
            assertEquals(0, SubjectOptions.named(hugeSubject).size()); // no real subject is this long
        });
    }
}
