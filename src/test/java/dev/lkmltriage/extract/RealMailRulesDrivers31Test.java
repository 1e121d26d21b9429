package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeout;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Session 26 (drivers31): two drivers whose module names are letters only, idxd and ghes, written into drivers.tsv
 * so that "the idxd driver" and "the GHES driver" name them (the generated table's context rule needs a digit, '-'
 * or '_' before "driver"); a hand-written row takes no registered name that is a word; a driver named as one more
 * sharer of the code at issue ("shared by the GHES driver") is no driver the message is about. Mail written for
 * the test.
 */
class RealMailRulesDrivers31Test {
    private final DriverCases cases = DriverCases.shipped();

    @Test
    void theIdxdDriverInProseOrAnInheritedSubject() {
        assertEquals(List.of("idxd"),
                cases.drivers("Re: [PATCH RFC 00/09] Add shared queue support for the idxd driver",
                        "> Why not a plain platform device?\n\nBecause the queues live on the accelerator.\n"));
        assertEquals(List.of("idxd"), cases.drivers("Re: [PATCH 3/7] genirq: add a per-device irq domain",
                "I read the IDXD driver and it allocates its vectors at probe time already.\n"));
        assertEquals(List.of("idxd"), cases.drivers("[PATCH] dmaengine: idxd: fix the wq size check", "Fix it.\n"));
    }

    @Test
    void theGhesDriverInProse() {
        assertEquals(List.of("ghes"), cases.drivers("Re: kdump hang with firmware-first errors",
                "It boots once I stop the GHES driver from handling the AER record.\n"));
        assertEquals(List.of("ghes"), cases.drivers("Re: [PATCH] notify vendor records",
                "> The ghes driver drops every record it does not know.\n"));
    }

    @Test
    void nearMissesNameNeither() {
        // the bare names: the firmware interface, a device
        assertEquals(List.of(),
                cases.drivers("Re: CPER records", "The platform reports through GHES, firmware first.\n"));
        assertEquals(List.of(), cases.drivers("Re: SVA", "An idxd device has a portal per queue.\n"));
        // registered names that are words: neither a tag nor a prose name of the module registering them
        assertEquals(List.of(), cases.drivers("[PATCH] dmaengine: Remove an unused helper", "Nobody calls it.\n"));
        assertEquals(List.of(), cases.drivers("Re: mmap", "A user driver could map the BAR through vfio instead.\n"));
        assertEquals(List.of(), cases.drivers("Re: stats", "The eth driver of that card counts the same way.\n"));
        // one more sharer of the code at issue
        assertEquals(List.of(), cases.drivers("Re: [PATCH 2/4] PCI/AER: clear status for event collectors",
                "The error handling code is shared by the GHES driver and the hotplug code.\n"));
    }

    @Test
    void hostileInputStaysLinear() {
        String line = "the idxd driver shared by the GHES driver ".repeat(20000) + "\n";
        assertTimeout(TimeBudget.seconds(20), () -> {
            cases.drivers("Re: " + "idxd driver ".repeat(500), line.repeat(3));
        });
    }
}
