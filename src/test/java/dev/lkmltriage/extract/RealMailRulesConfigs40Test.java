package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeout;

import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.MailParser;
import dev.lkmltriage.testkit.TimeBudget;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.TreeMap;
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
        String raw = "From: Dee Writer <dee@example.org>\nSubject: " + subject
                + "\nMessage-ID: <configs40@example.org>\nContent-Type: text/plain; charset=utf-8\n\n" + body;
        Mail m = new MailParser().parse(raw.getBytes(StandardCharsets.UTF_8));
        Map<String, String> out = new TreeMap<>();
        for (ConfigFact c : extractor.extract(m).configs()) {
            out.put(c.option(), c.value() + (c.quoted() ? " quoted" : ""));
        }
        return out;
    }

    private static final String REVIEW = "On Mon, Jun 8, 2020 at 10:02 AM Ann Author <ann@example.org> wrote:\n"
            + "> The frob host driver is needed to boot the new boards.\n\n"
            + "Reviewed-by: Dee Writer <dee@example.org>\n";

    @Test
    void aDefconfigTitleSetsTheOptionItEnables() {
        Map<String, String> reply = configs("Re: [PATCH v6 02/11] arm64: defconfig: enable CONFIG_FROB_HOST", REVIEW);
        assertEquals("y", reply.get("CONFIG_FROB_HOST"), reply.toString());
        Map<String, String> module = configs(
                "RE: [PATCH V3 2/3] arm64: defconfig: Select CONFIG_FROB_RESET as module by default", REVIEW);
        assertEquals("m", module.get("CONFIG_FROB_RESET"), module.toString());
        Map<String, String> off = configs("Re: [PATCH] ARM: multi_v7_defconfig: Disable CONFIG_FROB_DEBUG", REVIEW);
        assertEquals("n", off.get("CONFIG_FROB_DEBUG"), off.toString());
    }

    @Test
    void otherTitlesNameTheirOptionWithoutValue() {
        // a Kconfig default, a negated verb, an enable without the defconfig tag: code changes, no build's value
        Map<String, String> noDefault = configs("Re: [PATCH 2/4] PCI: frob: Don't select CONFIG_FROB_HOST by default",
                REVIEW);
        assertEquals("null", noDefault.get("CONFIG_FROB_HOST"), noDefault.toString());
        Map<String, String> negated = configs("Re: [PATCH] arm64: defconfig: don't select CONFIG_FROB_HOST", REVIEW);
        assertEquals("null", negated.get("CONFIG_FROB_HOST"), negated.toString());
        Map<String, String> arch = configs("Re: [PATCH] PCI/MSI: Enable CONFIG_FROB_DOMAIN for Microblaze", REVIEW);
        assertEquals("null", arch.get("CONFIG_FROB_DOMAIN"), arch.toString());
        Map<String, String> named = configs("Re: [PATCH] arm64: defconfig: refresh after CONFIG_FROB_HOST", REVIEW);
        assertEquals("null", named.get("CONFIG_FROB_HOST"), named.toString());
    }

    @Test
    void theWritersPresentVerbSetsABareKconfigSymbol() {
        // PCIE_PTM, PCI_IOV, COMPILE_TEST and X86_UP_APIC are symbols of the 5.10 table in models/
        Map<String, String> mine = configs("Re: frob: link drops after resume",
                "> Which options do you build with?\n\n"
                + "The link only drops when I enable PCIE_PTM, and with it off the box resumes fine.\n");
        assertEquals("y", mine.get("CONFIG_PCIE_PTM"), mine.toString());
        Map<String, String> ours = configs("Re: frob: VF probe warning",
                "We disable PCI_IOV on these guests, so the warning never shows here.\n");
        assertEquals("n", ours.get("CONFIG_PCI_IOV"), ours.toString());
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
        String own = "I enable ZZ_SELFTEST and ".repeat(400_000);
        String asks = "enable enable ZZ_ ZZ_ you enable ZZ_SELFTEST ".repeat(50);
        String subject = "Re: arm64: defconfig: " + "Enable CONFIG_ZZ_A as module, ".repeat(30);
        String hugeSubject = "arm64: defconfig: " + "enable CONFIG_ZZ_A ".repeat(200_000);
        assertTimeout(TimeBudget.seconds(10), () -> {
            assertEquals(0, BareVerbs.in(symbols, own, 0, 0, own.length(), false).size()); // no prose line is this long
            String shorter = "I enable ZZ_SELFTEST, ".repeat(150);
            assertEquals(32, BareVerbs.in(symbols, shorter, 0, 0, shorter.length(), false).size());
            assertEquals(0, BareVerbs.in(symbols, asks, 0, 0, asks.length(), false).size());
            assertEquals(SubjectOptions.MAX_NAMED, SubjectOptions.named(subject).size());
            assertEquals("m", SubjectOptions.named(subject).get(0).value());
            assertEquals(0, SubjectOptions.named(hugeSubject).size()); // no real subject is this long
        });
    }
}
