package dev.lkmltriage.triage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.lkmltriage.extract.MessageKind;
import dev.lkmltriage.report.Report;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * Session 19 (fixtures invented, in the shape of a maintainer's tagless series covers and a mentee's cover behind the
 * list's own tag): a series' cover letter is a patch series' message, never a report starting a cluster, nor are its
 * parts that cluster's fixes; a report that mentions the series that broke it still starts one.
 */
class SeriesCoverLettersTest {
    private static final String DEV = "Dee Maintainer <dee@example.org>";
    private final Clusterer clusterer = new Clusterer(ClusterWeights.load(Path.of("models")));

    private static Report mail(String id, String thread, String subject, String body) {
        return PatchText.mail(id, thread, DEV, "Mon, 3 Aug 2020 09:00:00 +0000", subject, body);
    }

    @Test
    void aTaglessCoverAndItsPartsStartNothing() {
        Report cover = mail("cover@x", null, "frob_pagemap related cleanups v2", "Hi all,\n\nbelow is a series that"
                + " cleans up the frob_pagemap interface, which fails to hide its error paths and leaks on a broken"
                + " device.\n\nGit tree:\n\n    git://git.example.org/frob.git frob-cleanup.2\n\nChanges since v1:\n"
                + " - rebase\n - fix the kunit build error\n");
        assertEquals(MessageKind.PATCH, cover.facts().kind());
        assertNull(clusterer.place(cover));
        Report part = mail("part@x", "cover@x", "[PATCH 1/3] frob: remove the error path wrapper",
                PatchText.oneFile("Remove it.", "", "drivers/frob/frob.c", "-\tfrob_wrap_error(dev);"));
        assertNull(clusterer.place(part));
        assertNull(clusterer.clusterOf("cover@x"));
    }

    @Test
    void aCoverBehindTheListsOwnTagStartsNothing() {
        Report cover = mail("mentee@x", null, "[Linux-kernel-mentees] [PATCH v2 0/2] frob: remove legacy power"
                + " management callbacks", "This series aims to drop the legacy power management"
                + " callbacks, which fail to restore the state.\n\nDee Maintainer (2):\n  frob/a: Remove Legacy PM\n"
                + "  frob/b: Remove Legacy PM\n\n 2 files changed, 14 insertions(+), 37 deletions(-)\n");
        assertEquals(MessageKind.PATCH, cover.facts().kind());
        assertNull(clusterer.place(cover));
    }

    @Test
    void aReportNamingTheSeriesThatBrokeItStillStartsACluster() {
        Report report = PatchText.mail("report@x", null, "Carl User <carl@example.net>",
                "Tue, 4 Aug 2020 09:00:00 +0000", "frob card fails to probe since 5.9", "Hi,\n\nsince 5.9 the frob"
                        + " card fails to probe; this series broke it, I think.\n\nfrob 0000:01:00.0: probe failed with"
                        + " error -5\n");
        assertEquals(MessageKind.REPORT, report.facts().kind(), "no cover trait");
        Clusterer.Placement p = clusterer.place(report);
        assertNotNull(p);
        assertEquals("report", p.role());
    }
}
