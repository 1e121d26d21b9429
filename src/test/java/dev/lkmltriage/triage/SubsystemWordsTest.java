package dev.lkmltriage.triage;

import static dev.lkmltriage.triage.LinkedRevertsTest.placed;
import static dev.lkmltriage.triage.ReporterTiesTest.mail;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.extract.DriverTable;
import dev.lkmltriage.extract.ExtractSettings;
import dev.lkmltriage.report.Report;
import dev.lkmltriage.testkit.TimeBudget;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Session 48 (cluster71; mail invented): a report that pastes nothing and names no driver says what broke in the words
 * of the box or the desktop ("my TB3 dock", "the SD card reader"). {@code models/subsystem-words.tsv} maps such words to
 * the drivers serving that kind of hardware ({@link SubsystemWords}); among the clusters of those drivers, the one the
 * report meets by a closed window and an agreeing symptom takes it ({@link CandidateSearch#bySubsystem}); another window
 * or another subsystem's cluster leave it apart.
 */
class SubsystemWordsTest {
    private static final SubsystemWords TABLE = SubsystemWords.parse("# a comment\n"
            + "thunderbolt|tb3|tb4\tthunderbolt\n"
            + "card reader|sd card reader\trtsx_pci sdhci-pci\n");

    private static Report first(String id, String subject, String good, String bad) {
        return mail(id, "Lena Brandt <lena@example.de>", "Mon, 17 Oct 2022 10:00:00 +0000", subject,
                "Hi,\n\nsince " + bad + " the dock's ports are not enumerated when I plug it in after boot; " + good
                        + " is good, " + bad + " is bad.\n\nLena\n");
    }

    private static Report keyless(String id, String words, String good, String bad) {
        return mail(id, "Rui Costa <rui@example.pt>", "Tue, 22 Nov 2022 10:00:00 +0000", words + " hotplug broken",
                "Hello,\n\nplugging my " + words + " in after boot gives me nothing since " + bad + ". Going back to "
                        + good + " it works.\n\nRui\n");
    }

    @Test
    void theShippedTableReadsAndNamesOnlyKnownDrivers() {
        SubsystemWords shipped = SubsystemWords.shipped();
        assertFalse(shipped.isEmpty());
        DriverTable drivers = DriverTable.load(ExtractSettings.defaults());
        for (String m : shipped.modules()) {
            assertTrue(NamedModules.forms(m).stream().anyMatch(f -> drivers.byName(f) != null), m);
        }
    }

    @Test
    void malformedRowsAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> SubsystemWords.parse("touchpad\n"));
        assertThrows(IllegalArgumentException.class, () -> SubsystemWords.parse("Touchpad\tpsmouse\n"));
        assertThrows(IllegalArgumentException.class, () -> SubsystemWords.parse("a b c d e\tpsmouse\n"));
        assertThrows(IllegalArgumentException.class, () -> SubsystemWords.parse("\tpsmouse\n"));
        assertTrue(SubsystemWords.parse("").isEmpty());
    }

    @Test
    void phrasesAreWholeWordsInARowOfOwnText() {
        assertEquals(Set.of("thunderbolt"), TABLE.of(keyless("sw-1@a", "TB3 dock", "5.19", "6.0").mail()));
        assertEquals(Set.of("rtsx_pci", "sdhci-pci"),
                TABLE.of(mail("sw-2@a", "A <a@example.org>", "Tue, 22 Nov 2022 10:00:00 +0000", "Card-reader dead",
                        "the SD card reader of my laptop does nothing\n").mail()));
        for (String body : List.of("my tb30 cable\n", "a card of the reader\n",
                "On Monday, Ana wrote:\n> the card reader stopped working\n> after the update\n\nsame here\n",
                "thunderbolts and lightning\n")) {
            assertTrue(TABLE.of(mail("sw-3@a", "A <a@example.org>", "Tue, 22 Nov 2022 10:00:00 +0000", "hm", body)
                    .mail()).isEmpty(), body);
        }
    }

    @Test
    void aReportNamingTheKindOfHardwareJoinsTheOneClusterItFits() {
        Clusterer c = placed(List.of(first("sw-10@a", "thunderbolt: dock not enumerated after hotplug on 6.0",
                "5.19.14", "6.0.2"), keyless("sw-11@b", "TB3 dock", "5.19", "6.0")));
        assertNotNull(c.clusterOf("sw-10@a"));
        assertEquals(c.clusterOf("sw-10@a"), c.clusterOf("sw-11@b"), c.all().toString());
        assertTrue(c.get(c.clusterOf("sw-10@a")).members().toString().contains("kind of hardware"));
    }

    @Test
    void noWordAnotherWindowOrAnotherSubsystemLeaveItApart() {
        Report dock = first("sw-10@a", "thunderbolt: dock not enumerated after hotplug on 6.0", "5.19.14", "6.0.2");
        Clusterer none = placed(List.of(dock, keyless("sw-12@b", "docking station", "5.19", "6.0")));
        assertNotEquals(none.clusterOf("sw-10@a"), none.clusterOf("sw-12@b"));
        Clusterer later = placed(List.of(dock, keyless("sw-13@b", "TB3 dock", "6.1", "6.2")));
        assertNotEquals(later.clusterOf("sw-10@a"), later.clusterOf("sw-13@b"));
        Report reader = mail("sw-14@c", "Olga Berg <olga@example.no>", "Tue, 18 Oct 2022 10:00:00 +0000",
                "rtsx_pci: card not detected after hotplug on 6.0", "Hi,\n\nsince 6.0.2 a card is not detected when I"
                        + " plug it in; 5.19.14 is good, 6.0.2 is bad.\n\nrtsx_pci 0000:02:00.0: no card\n");
        Clusterer another = placed(List.of(reader, keyless("sw-15@b", "TB3 dock", "5.19", "6.0")));
        assertNotEquals(another.clusterOf("sw-14@c"), another.clusterOf("sw-15@b"), another.all().toString());
    }

    @Test
    void hostileInputStaysWithinTheBudget() {
        String many = "card reader tb3 thunderbolt ".repeat(200_000);
        String junk = "x".repeat(1_000_000) + " " + "card ".repeat(100_000);
        StringBuilder rows = new StringBuilder();
        for (int i = 0; i < 20_000; i++) {
            rows.append("w").append(i).append(" card reader\tm").append(i).append('\n');
        }
        assertTimeoutPreemptively(TimeBudget.seconds(30), () -> {
            SubsystemWords big = SubsystemWords.parse(rows.toString());
            for (String body : List.of(many, junk, "")) {
                Report r = mail("sw-20@a", "A <a@example.org>", "Tue, 22 Nov 2022 10:00:00 +0000", body.length() > 100
                        ? body.substring(0, 100) : body, body);
                TABLE.of(r.mail());
                big.of(r.mail());
            }
            placed(List.of(first("sw-10@a", "thunderbolt: dock not enumerated after hotplug on 6.0", "5.19.14",
                    "6.0.2"), mail("sw-21@b", "A <a@example.org>", "Tue, 22 Nov 2022 10:00:00 +0000",
                    "TB3 dock broken since 6.0", "TB3 dock broken since 6.0, 5.19 works. " + many)));
        });
    }
}
