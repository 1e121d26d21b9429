package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Session 52 (drivers60): a comma list of drivers closed by "etc" gives examples of a class
 * ({@link ExampleNames#closedByEtc}), and the NVMe over Fabrics transports, which no generated table holds, are hand
 * rows named bare in prose ("tested with nvme-rdma"). Mail written for the test, with the repository's real tables.
 */
class RealMailRulesDrivers60Test {
    private final DriverExtractor extractor = new DriverExtractor(HwMails.withoutIds());

    private List<String> drivers(String text) {
        return extractor.extract(HwMails.mail("Re: [PATCH] PCI: Rework the port services", text), List.of());
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        "We now have several drivers (pciehp, aer, dpc, etc, plus a new one) sharing one device.",
        "We trust native host drivers, whether they be igb, ixgbe, i40e, etc.  No token is needed.",
        "> Drivers of this kind, tg3, e1000e, etc. do the same.",
    })
    void aListClosedByEtcGivesExamples(String text) {
        List<String> got = drivers(text + "\n");
        assertFalse(got.contains("pciehp") || got.contains("ixgbe") || got.contains("i40e") || got.contains("igb")
                || got.contains("tg3") || got.contains("e1000e"), got.toString());
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        // no "etc": the names stand as written
        "The igb driver and the ixgbe driver both fail to probe here.; igb",
        // "etc" with no comma before it closes no list
        "The r8169 driver etc is what I tested.; r8169",
        // trouble before the list: the examples are the drivers it hits
        "This change broke several drivers: tg3, e1000e, etc.; tg3",
        // an "etc" past the list's end, after a full stop
        "Only the r8169 driver fails. Other things, etc, work.; r8169",
    })
    void nearMissesStillName(String text, String module) {
        assertTrue(drivers(text + "\n").contains(module), text);
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        "Tested with nvme-rdma over a soft RoCE link.; nvme-rdma",
        "Use the new helper in nvmet-rdma to skip P2P for such devices.; nvmet-rdma",
        "The nvme-tcp host fails to reconnect after the target restarts.; nvme-tcp",
    })
    void fabricsTransportsAreNamedBare(String text, String module) {
        assertEquals(List.of(module), drivers(text + "\n"));
    }

    @Test
    void fabricsTransportsByTheirFiles() {
        String text = "---\n drivers/nvme/target/rdma.c | 4 ++--\n 1 file changed\n";
        assertTrue(drivers(text).contains("nvmet-rdma"), drivers(text).toString());
    }

    @Test
    void malformedListsEndQuietly() {
        for (String text : List.of("igb,", "igb, ", "igb, , etc", "igb,etc", ", etc", "etc", "igb, ixgbe,\n")) {
            assertTimeoutPreemptively(TimeBudget.seconds(5), () -> drivers(text));
        }
    }

    @Test
    void hostileListsEndFast() {
        String list = "several drivers (" + "igb, ".repeat(40_000) + "etc)\n";
        String lines = ("The igb driver, ixgbe, i40e, etc.\n").repeat(20_000);
        List<String> a = assertTimeoutPreemptively(TimeBudget.seconds(10), () -> drivers(list));
        assertTimeoutPreemptively(TimeBudget.seconds(10), () -> drivers(lines));
        assertTrue(a.size() <= 1, a.toString());
    }
}
