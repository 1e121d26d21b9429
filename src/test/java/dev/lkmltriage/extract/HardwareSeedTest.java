package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import dev.lkmltriage.TestData;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The seeds' expected hardware (issue 3) as acceptance tests. */
class HardwareSeedTest {
    private final HardwareExtractor extractor = new HardwareExtractor(HwMails.settings());

    private static HardwareFact find(List<HardwareFact> facts, String id) {
        return facts.stream().filter(f -> f.id().equals(id)).findFirst().orElse(null);
    }

    @Test
    void seed003RealtekFromTheHexDump() throws Exception {
        TestData.shared("data/pci.ids");
        List<HardwareFact> facts = extractor.extract(HwMails.seed("003_"));
        facts.forEach(System.out::println);
        HardwareFact f = find(facts, "10ec:8167");
        assertNotNull(f, facts.toString());
        assertEquals("147b:1083", f.subsystem());
        assertEquals("10", f.revision());
        assertEquals("Realtek Semiconductor Co., Ltd.", f.vendorName());
        assertEquals("RTL-8110SC/8169SC Gigabit Ethernet", f.deviceName());
        assertEquals("lspci-x", f.source());
        assertEquals(false, f.quoted());
        assertEquals(1, facts.stream().filter(x -> x.id().equals("10ec:8167")).count());
    }

    @Test
    void seed000RealtekByName() throws Exception {
        TestData.shared("data/pci.ids");
        List<HardwareFact> facts = extractor.extract(HwMails.seed("000_"));
        facts.forEach(System.out::println);
        HardwareFact f = find(facts, "10ec:8169");
        assertNotNull(f, facts.toString());
        assertEquals("name", f.source());
        assertEquals("10", f.revision());
        assertEquals(false, f.quoted());
        assertEquals(1, facts.size(), facts.toString());
    }
}
