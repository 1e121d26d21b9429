package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The hardware rules of session 12's second round, from held-out10's misses (docs/extraction-eval.md, "Session 12,
 * second round: hardware"). Every fixture is invented here in the style of list mail; each rule has a positive case
 * and a near miss it must leave alone.
 */
class RealMailRulesHw12bTest {
    private final FactExtractor withIds = new FactExtractor(HwMails.settings());

    private Map<String, HardwareFact> hardware(String body) {
        return HwMails.hardwareById(withIds, "Re: lspci is slow on my laptop", body);
    }

    private static void assumeIds() {
        HwMails.assumeIds();
    }

    // --- name-only lspci lines behind a bullet or list marker resolve by name, wrapped or not ---

    @Test
    void bulletedNameOnlyLspciLinesResolveByNameEvenWhenWrapped() {
        assumeIds();
        Map<String, HardwareFact> hw = hardware("""
                > Reading the config space of these devices stalls for a second:
                >
                > \u2022   00:1c.4 PCI bridge: Intel Corporation Sunrise Point-LP PCI Express Root
                > Port #5 (rev f1)
                >
                > - 02:00.0 Ethernet controller: Realtek Semiconductor Co., Ltd. RTL8111/8168/8211/8411 PCI Express Gigabit Ethernet Controller (rev 15)
                > * 3d:00.0 Non-Volatile memory controller: Samsung Electronics Co Ltd NVMe SSD Controller SM981/PM981/PM983

                Which of them is behind the bridge?
                """);
        assertEquals(List.of("10ec:8168", "144d:a808", "8086:9d14"), hw.keySet().stream().sorted().toList(),
                hw.toString());
        assertEquals("f1", hw.get("8086:9d14").revision());
        assertEquals("15", hw.get("10ec:8168").revision());
        assertTrue(hw.values().stream().allMatch(HardwareFact::quoted), hw.toString());
        assertTrue(hw.values().stream().allMatch(f -> "name".equals(f.source())), hw.toString());
    }

    @Test
    void aBulletedSlotInProseIsNoLspciLine() {
        assumeIds();
        // a list item naming a slot in prose: its "name" after the colon is words, and nothing resolves
        Map<String, HardwareFact> hw = hardware("""
                > - 02:00.0 was the slot I tried: it stays in D3 after the resume
                > * 03:00.0 too: Gigabit Ethernet link is down

                Odd.
                """);
        assertTrue(hw.isEmpty(), hw.toString());
    }

}
