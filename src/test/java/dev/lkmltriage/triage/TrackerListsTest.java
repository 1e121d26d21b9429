package dev.lkmltriage.triage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.report.Report;
import dev.lkmltriage.testkit.TimeBudget;
import java.nio.file.Path;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Session 20 (fixtures invented, in the shape of a GPU vendor's question with a draft patch naming three issues of
 * its tracker, and a PCI developer's fix ten days later whose {@code Link:} lines name the same three): two messages
 * naming the same several tracker entries name one problem ({@link TrackerIds#keys}), though more than
 * {@link PatchVersions#MAX_BUGS} entries used to name none. Near misses: a patch naming one of the three, a patch
 * naming another three, a digest naming more than {@value TrackerIds#MAX_LISTED}.
 */
class TrackerListsTest {
    private static final String ANN = "Ann Graphics <ann@example.com>";
    private static final String LEO = "Leo Ports <leo@example.org>";
    private static final String PCI = "drivers/pci/pci-acpi.c";

    private final Clusterer clusterer = new Clusterer(ClusterWeights.load(Path.of("models")));

    private static String issues(String tag, int... numbers) {
        StringBuilder b = new StringBuilder();
        for (int n : numbers) {
            b.append(tag).append(": https://gitlab.example.org/gpu/vendor/-/issues/").append(n).append('\n');
        }
        return b.toString();
    }

    /** A question whose attached draft names the issues on {@code Bug:} lines, as a thread of its own. */
    private static Report draft(String id, String bugs) {
        return PatchText.mail(id, null, ANN, "Mon, 21 Sep 2020 18:10:55 -0400", "Letting hotplug bridges sleep",
                "Our hybrid laptops never power down the discrete GPU: its port is hotplug capable and is kept out"
                        + " of D3. What about something like the attached?\n\n"
                        + PatchText.oneFile("From: Ann Graphics <ann@example.com>\nSubject: [PATCH] pci: allow d3 on"
                                + " hotplug bridges\n\nLet newer hotplug bridges sleep.", bugs, "drivers/pci/pci.c",
                        "-\tif (bridge->is_hotplug_bridge)\n+\tif (bridge->is_hotplug_bridge && old_bios())"));
    }

    private static Report fix(String id, String date, String links) {
        return PatchText.mail(id, null, LEO, date, "[PATCH] PCI/ACPI: Allow hotplug ports to sleep if ACPI powers"
                        + " them",
                PatchText.oneFile("Hybrid laptops fail to power down the discrete GPU because its hotplug port is"
                        + " never suspended; allow it when ACPI manages its power.", links
                        + "Reported-by: Tia User <tia@example.net>\n", PCI, "+\tif (acpi_pci_power_manageable(dev))"
                        + "\n+\t\treturn true;"));
    }

    @Test
    void keysOfAList() {
        assertEquals(TrackerIds.keys(issues("Bug", 1252, 1222, 1304)), TrackerIds.keys(issues("Link", 1304, 1222,
                1252)), "the same three entries, another order and trailer");
        assertEquals(1, TrackerIds.keys(issues("Bug", 1, 2, 3)).size());
        assertEquals(Set.of("gitlab.example.org/gpu/vendor#1", "gitlab.example.org/gpu/vendor#2"),
                TrackerIds.keys(issues("Bug", 1, 2)), "two entries keep their own keys");
        assertNotEquals(TrackerIds.keys(issues("Bug", 1, 2, 3)), TrackerIds.keys(issues("Bug", 1, 2, 4)));
        assertTrue(TrackerIds.keys(issues("Link", 1, 2, 3, 4, 5, 6, 7, 8, 9)).isEmpty(), "a digest names none");
        assertEquals(3, TrackerIds.of(issues("Link", 1, 2, 3, 4, 5)).size(), "of() still stops at the cap");
    }

    @Test
    void aFixNamingTheDraftsIssuesJoinsIt() {
        assertNull(clusterer.place(draft("draft@ann", issues("Bug", 1252, 1222, 1304))));
        Clusterer.Placement p = clusterer.place(fix("fix@leo", "Fri, 02 Oct 2020 07:10:12 +0200",
                issues("Link", 1222, 1252, 1304)));
        assertNotNull(p, "the same three issues");
        assertEquals(p.clusterId(), clusterer.drainLinked().get("draft@ann").clusterId());
    }

    @Test
    void oneOfTheIssuesOrAnotherThreeTiesNothing() {
        assertNull(clusterer.place(draft("draft@ann", issues("Bug", 1252, 1222, 1304))));
        assertNull(clusterer.place(fix("one@leo", "Fri, 02 Oct 2020 07:10:12 +0200", issues("Link", 1222))));
        assertNull(clusterer.place(fix("other@leo", "Sat, 03 Oct 2020 07:10:12 +0200",
                issues("Link", 1222, 1252, 1999))));
        assertTrue(clusterer.drainLinked().isEmpty());
    }

    @Test
    void aDigestOfManyIssuesTiesNothing() {
        int[] nine = {1, 2, 3, 4, 5, 6, 7, 8, 9};
        assertNull(clusterer.place(draft("digest@ann", issues("Link", nine))));
        assertNull(clusterer.place(fix("fix@leo", "Fri, 02 Oct 2020 07:10:12 +0200", issues("Link", nine))));
        assertTrue(clusterer.drainLinked().isEmpty());
    }

    @Test
    void hostileListsEndFast() {
        String many = issues("Link", java.util.stream.IntStream.range(0, 50_000).toArray());
        String longLines = ("Bug: https://gitlab.example.org/" + "a/".repeat(50_000) + "issues/1\n").repeat(20);
        assertTimeoutPreemptively(TimeBudget.seconds(5), () -> {
            assertTrue(TrackerIds.keys(many).isEmpty());
            TrackerIds.keys(longLines);
            clusterer.place(draft("huge@ann", many + longLines));
        });
    }
}
