package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeout;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.mail.Span;
import dev.lkmltriage.mail.SpanKind;
import dev.lkmltriage.testkit.TimeBudget;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Golden table for config options: body → expected "OPTION=value" list (value "null" for a bare mention). */
class ConfigExtractorTest {
    private final ConfigExtractor extractor = new ConfigExtractor(HwMails.withoutIds());

    String run(String body) {
        return extractor.extract(HwMails.mail(body)).stream().map(f -> f.option() + "=" + f.value())
                .collect(Collectors.joining(" "));
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        "CONFIG_NO_HZ=y; CONFIG_NO_HZ=y",
        "CONFIG_HZ=1000; CONFIG_HZ=1000",
        "CONFIG_R8169=m; CONFIG_R8169=m",
        "CONFIG_CMDLINE=\"console=ttyS0 quiet\"; CONFIG_CMDLINE=console=ttyS0 quiet",
        "CONFIG_PHYSICAL_START=0x1000000; CONFIG_PHYSICAL_START=0x1000000",
        "# CONFIG_PCIEASPM is not set; CONFIG_PCIEASPM=n",
        "I also tried with CONFIG_R8169_NAPI=n but no change.; CONFIG_R8169_NAPI=n",
        "Is CONFIG_PCI_MSI relevant here?; CONFIG_PCI_MSI=null",
        "with CONFIG_PREEMPT enabled it hangs; CONFIG_PREEMPT=y",
        "CONFIG_PCIEASPM is disabled in my build; CONFIG_PCIEASPM=n",
        "CONFIG_NO_HZ on x86 is different; CONFIG_NO_HZ=null",
        "CONFIG_PCIE_* options; ''",
        "MY_CONFIG_FOO=y; ''",
        // session 13 (misc2): a placeholder stands for some option and is none; near misses keep real names whose
        // parts only start with X or hold an X
        "try each of the CONFIG_PCIEASPM_XXXX policies; ''",
        "set CONFIG_XXX=y in your config; ''",
        "say CONFIG_FOO=y and CONFIG_FOO_BAR=m; ''",
        "CONFIG_X86_X2APIC=y; CONFIG_X86_X2APIC=y",
        "CONFIG_XEN=y and CONFIG_EXYNOS_IOMMU=y; CONFIG_XEN=y CONFIG_EXYNOS_IOMMU=y",
        "CONFIG_FOOTBRIDGE=y; CONFIG_FOOTBRIDGE=y",
        "CONFIG_PCI_BAR=y; CONFIG_PCI_BAR=y",
        "CONFIG_lowercase=y; ''",
        "High Resolution Timer Support (enabled); CONFIG_HIGH_RES_TIMERS=y",
        "High Resolution Timer Support (disabled); CONFIG_HIGH_RES_TIMERS=n",
        "with High Resolution Timers off it would only do 50-70mbit.; CONFIG_HIGH_RES_TIMERS=n",
        "menuconfig -> Processor type and features -> High Resolution Timer Support ); CONFIG_HIGH_RES_TIMERS=null",
        "enable PCI Express ASPM control please; CONFIG_PCIEASPM=null",
        "Message Signaled Interrupts (MSI and MSI-X) = y; CONFIG_PCI_MSI=y",
        "Tickless System (Dynamic Ticks) is enabled; CONFIG_NO_HZ=y",
        "Use Rx Polling (NAPI) (enabled); CONFIG_R8169_NAPI=y",
        "high resolution timer supportive people; ''",
        "It looks like just turning off CONFIG_PCI_QUIRKS should be enough; CONFIG_PCI_QUIRKS=n",
        "try enabling CONFIG_PCIEASPM_DEBUG; CONFIG_PCIEASPM_DEBUG=y",
        "Please disable CONFIG_PCIEASPM and retest; CONFIG_PCIEASPM=n",
        "the enable path of CONFIG_PCIEASPM; CONFIG_PCIEASPM=null",
        "Allow CONFIG_LTO_CLANG and CONFIG_THINLTO to be enabled.; CONFIG_LTO_CLANG=null CONFIG_THINLTO=null",
        // session 18 (misc9): a controller prompt in prose is the device, a prompt followed by "driver" the driver;
        // either is its option only with a state or a setting word on its line
        "Qualcomm PCIe controller driver:; ''",
        "  - Fix the link training of the NVIDIA Tegra PCIe controller driver; ''",
        "I reset the card with this aardvark pcie controller at runtime.; ''",
        "MAINTAINERS: Refresh the MediaTek PCIe controller entry; ''",
        "It shares an interface with the Hyper-V PCI frontend driver.; ''",
        "Rockchip PCIe controller (host mode) driver probe fails; ''",
        "Please enable Qualcomm PCIe controller and retest; CONFIG_PCIE_QCOM=null",
        "Qualcomm PCIe controller (enabled); CONFIG_PCIE_QCOM=y",
        "<*> MediaTek PCIe controller; CONFIG_PCIE_MEDIATEK=null",
        "I built the Hyper-V PCI frontend driver as a module (=m in menuconfig); CONFIG_PCI_HYPERV=null",
        "Hyper-V PCI Frontend is the option to try; CONFIG_PCI_HYPERV=null",
        "Generic PCI host controller=y; CONFIG_PCI_HOST_GENERIC=y",
    })
    void golden(String body, String expected) {
        assertEquals(expected, run(body), body);
    }

    @Test
    void aDevicePromptListedUnderASettingWordIsItsOption() {
        assertEquals("CONFIG_PCIE_CADENCE_HOST=null",
                run("in menuconfig I see these options:\n\nCadence PCIe host controller\n"));
    }

    @Test
    void bareMentionDroppedWhenAValueIsStated() {
        assertEquals("CONFIG_HZ=250", run("CONFIG_HZ matters.\nCONFIG_HZ=250\n"));
    }

    @Test
    void quotedFactsAreMarkedAndOwnTextWins() {
        List<ConfigFact> f = extractor.extract(HwMails.mail("> CONFIG_NO_HZ=y\nCONFIG_NO_HZ=y\n"));
        assertEquals(1, f.size());
        assertEquals(false, f.get(0).quoted());
        assertTrue(extractor.extract(HwMails.mail("> CONFIG_NO_HZ=y\n")).get(0).quoted());
    }

    @Test
    void notFromDiffsOrSignatures() {
        String text = "+CONFIG_FOO=y\n-- \nCONFIG_BAR=y\n";
        List<ConfigFact> f = extractor.extract(HwMails.mail(text, List.of(new Span(0, 14, SpanKind.DIFF),
                new Span(14, text.length(), SpanKind.SIGNATURE))));
        assertEquals(List.of(), f);
    }

    @Test
    void offsetsPointAtTheText() {
        String text = "prose\nCONFIG_NO_HZ=y\n";
        ConfigFact f = extractor.extract(HwMails.mail(text)).get(0);
        assertEquals("CONFIG_NO_HZ=y", text.substring(f.start(), f.end()));
    }

    @Test
    void seed003() throws Exception {
        String got = extractor.extract(HwMails.seed("003_")).stream().map(f -> f.option() + "=" + f.value())
                .collect(Collectors.joining(" "));
        assertEquals("CONFIG_NO_HZ=y CONFIG_HZ=1000 CONFIG_R8169=y CONFIG_R8169_NAPI=y CONFIG_R8169_NAPI=n", got);
    }

    @Test
    void seed000() throws Exception {
        List<ConfigFact> f = extractor.extract(HwMails.seed("000_"));
        assertTrue(f.stream().allMatch(x -> x.option().equals("CONFIG_HIGH_RES_TIMERS")), f.toString());
        assertTrue(f.stream().anyMatch(x -> "y".equals(x.value()) && !x.quoted()), f.toString());
        assertTrue(f.stream().anyMatch(x -> "n".equals(x.value()) && !x.quoted()), f.toString());
    }

    @Test
    void hostileInputFinishesInLinearTime() {
        assertTimeout(TimeBudget.seconds(20), () -> {
            run("CONFIG_" + "A".repeat(10_000_000));
            run("High Resolution ".repeat(600_000));
            run("CONFIG_X=\"" + "a".repeat(5_000_000));
            run(">".repeat(100_000) + " CONFIG_X=y\n");
            // one line of a hundred thousand device prompts: each reads at most 2,000 characters around it
            run("Qualcomm PCIe controller driver ".repeat(100_000));
            run("Qualcomm PCIe controller".repeat(100_000) + " driver");
            assertEquals(2048, extractor.extract(HwMails.mail(
                    java.util.stream.IntStream.range(0, 5000).mapToObj(i -> "CONFIG_O" + i + "=y\n")
                            .collect(Collectors.joining()))).size());
        });
    }
}
