package dev.lkmltriage.triage;

import static dev.lkmltriage.triage.ReporterTiesTest.HANG;
import static dev.lkmltriage.triage.ReporterTiesTest.fix;
import static dev.lkmltriage.triage.ReporterTiesTest.mail;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * Session 10: one person writing from two addresses. A fix crediting its reporter under a work address joins the
 * report they sent from a personal one when the display name is the same (and, as for any credit, a subject word
 * or driver is shared). Near misses: another name at the other address, a one-word name, and a name that is no
 * name at all.
 */
class ReporterNameTest {
    private final Clusterer clusterer = new Clusterer(ClusterWeights.load(Path.of("models")));

    private String report() {
        Clusterer.Placement p = clusterer.place(mail("hang@home", "\"Dave-Lin Hoy\" <dlhoy@home.example>",
                "Sat, 14 Mar 2020 10:00:00 +0000", "Kernel hangs when powering a slot down via sysfs", HANG));
        assertNotNull(p);
        return p.clusterId();
    }

    @Test
    void aCreditUnderAnotherAddressFindsTheReportByTheName() {
        String cluster = report();
        Clusterer.Placement p = clusterer.place(mail("p1@x", "Fixer <fixer@example.org>",
                "Wed, 18 Mar 2020 10:00:00 +0000", "[PATCH] PCI: pciehp: Fix indefinite wait on sysfs requests",
                fix("Reported-by: Dave Lin Hoy <dave.hoy@work.example>")));
        assertNotNull(p);
        assertEquals(cluster, p.clusterId(), p.reason());
    }

    @Test
    void anotherNameAOneWordNameOrNoNameFindsNothing() {
        report();
        assertNull(clusterer.place(mail("p2@x", "Fixer <fixer@example.org>", "Wed, 18 Mar 2020 10:00:00 +0000",
                "[PATCH] PCI: pciehp: Fix indefinite wait on sysfs requests",
                fix("Reported-by: Dana Hoyle <dave.hoy@work.example>"))), "another person at another address");
        assertNull(clusterer.place(mail("p3@x", "Other Fixer <other@example.org>", "Wed, 18 Mar 2020 11:00:00 +0000",
                "[PATCH] PCI: pciehp: Wake sysfs waiters when the IRQ thread bails out",
                fix("Reported-by: Dave <dave.hoy@work.example>"))), "one word names nobody in particular");
        assertNull(Reporters.name("dlhoy@home.example"), "an address alone has no name");
        assertEquals("name:dave lin hoy", Reporters.name("\"Dave-Lin  Hoy\" <dlhoy@home.example>"));
        assertNull(Reporters.name("A very long sentence pretending to be a name here <x@y.z>"), "six words");
        assertNull(Reporters.name("x".repeat(100_000) + " y <a@b.c>"), "a hostile header stays cheap and names nobody");
    }
}
