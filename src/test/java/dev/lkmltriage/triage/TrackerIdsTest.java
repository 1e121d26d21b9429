package dev.lkmltriage.triage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.extract.ExtractSettings;
import dev.lkmltriage.extract.FactExtractor;
import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.MailParser;
import dev.lkmltriage.report.Report;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Session 13, second round, from new10's HDA postings (fixtures invented): a fix posted several times with one
 * Launchpad {@code BugLink:} (or a GitHub, GitLab, Red Hat or SUSE tracker trailer) names a bug entry like a
 * bugzilla.kernel.org link does, keyed per tracker. Near misses: the same number in another tracker, a URL cited in
 * prose or as a numbered reference, a quoted trailer, a URL that is no entry.
 */
class TrackerIdsTest {
    private static final FactExtractor EXTRACTOR = new FactExtractor(ExtractSettings.defaults());
    private final Clusterer clusterer = new Clusterer(ClusterWeights.load(Path.of("models")));

    private static final String KAI = "Kira Halvorsen <kira.halvorsen@example.com>";

    private static Report inThread(String id, String thread, String date, String subject, String body) {
        String raw = "Message-ID: <" + id + ">\nIn-Reply-To: <" + thread + ">\nReferences: <" + thread + ">\nDate: "
                + date + "\nFrom: " + KAI + "\nTo: linux-pci@vger.kernel.org\nSubject: " + subject + "\n\n" + body;
        Mail m = new MailParser().parse(raw.getBytes(StandardCharsets.UTF_8));
        return new Report(m, thread, EXTRACTOR.extract(m), null);
    }

    private static String hdaFix(String trailer) {
        return PatchText.oneFile("The audio function of a discrete GPU keeps the GPU awake while no driver is bound"
                + " to the GPU; let it suspend at runtime then.", trailer, "sound/pci/hda/hda_intel.c",
                "+\tif (!pci_dev_driver(gpu))\n+\t\tpm_runtime_allow(&pci->dev);");
    }

    @Test
    void keysPerTracker() {
        assertEquals(Set.of("launchpad:1840835"), TrackerIds.of("BugLink: https://bugs.launchpad.net/bugs/1840835\n"));
        assertEquals(Set.of("launchpad:1840835"),
                TrackerIds.of("Link: https://bugs.launchpad.net/ubuntu/+source/linux/+bug/1840835\n"));
        assertEquals(Set.of("redhat:1714978"),
                TrackerIds.of("Link: https://bugzilla.redhat.com/show_bug.cgi?id=1714978\n"));
        assertEquals(Set.of("suse:1170000"), TrackerIds.of("References: x\nBugzilla: https://bugzilla.suse.com/"
                + "show_bug.cgi?id=1170000\n"));
        assertEquals(Set.of("gitlab.freedesktop.org/drm/amd#1015"),
                TrackerIds.of("Bug: https://gitlab.freedesktop.org/drm/amd/issues/1015\n"));
        assertEquals(Set.of("gitlab.freedesktop.org/drm/amd#1015"),
                TrackerIds.of("Closes: https://gitlab.freedesktop.org/drm/amd/-/issues/1015\n"));
        assertEquals(Set.of("github:clangbuiltlinux/linux#504"),
                TrackerIds.of("Link: https://github.com/ClangBuiltLinux/linux/issues/504\n"));
        assertNotEquals(TrackerIds.of("Link: https://bugs.launchpad.net/bugs/206459\n"),
                TrackerIds.of("Link: https://bugzilla.redhat.com/show_bug.cgi?id=206459\n"), "one number, two trackers");
    }

    @Test
    void onlyOwnTrailersNameAnEntry() {
        assertTrue(TrackerIds.of("This was https://bugzilla.redhat.com/show_bug.cgi?id=517344 back then.\n").isEmpty(),
                "prose");
        assertTrue(TrackerIds.of("[2] https://github.com/KSPP/linux/issues/21\n").isEmpty(), "a numbered reference");
        assertTrue(TrackerIds.of("> BugLink: https://bugs.launchpad.net/bugs/1840835\n").isEmpty(), "quoted");
        assertTrue(TrackerIds.of("Link: https://github.com/ClangBuiltLinux/linux/pull/5\n"
                + "Link: https://lore.kernel.org/r/20200101.1@example.com\n").isEmpty(), "no entry");
        assertTrue(TrackerIds.of("x\ndiff --git a/f b/f\n+Link: https://bugs.launchpad.net/bugs/1840835\n").isEmpty(),
                "inside the diff");
        assertTrue(TrackerIds.of("Link: https://github.com/" + "a".repeat(200_000) + "\n" + "b".repeat(200_000))
                .isEmpty(), "pathological input stays quick and names nothing");
    }

    @Test
    void twoPostingsOfOneFixWithOneLaunchpadBugLinkStartItsCluster() {
        assertNull(clusterer.place(inThread("h2@kira", "h0@kira", "Mon, 26 Aug 2019 10:00:00 +0000",
                "[PATCH 2/2] ALSA: hda: Let the GPU audio function suspend when the GPU has no driver",
                hdaFix("BugLink: https://bugs.launchpad.net/bugs/1840835\n"))));
        Clusterer.Placement v2 = clusterer.place(inThread("i2@kira", "i0@kira", "Tue, 27 Aug 2019 10:00:00 +0000",
                "[PATCH v2 2/2] ALSA: hda: Let the GPU audio function suspend when the GPU has no driver",
                hdaFix("BugLink: https://bugs.launchpad.net/bugs/1840835\n")));
        assertNotNull(v2, "a second posting naming the same Launchpad entry");
        assertEquals(v2.clusterId(), clusterer.drainLinked().get("h2@kira").clusterId());
    }

    @Test
    void theSameNumberInAnotherTrackerStartsNothing() {
        assertNull(clusterer.place(inThread("j2@kira", "j0@kira", "Mon, 26 Aug 2019 10:00:00 +0000",
                "[PATCH 2/2] ALSA: hda: Let the GPU audio function suspend when the GPU has no driver",
                hdaFix("BugLink: https://bugs.launchpad.net/bugs/1840835\n"))));
        assertNull(clusterer.place(inThread("k2@kira", "k0@kira", "Tue, 27 Aug 2019 10:00:00 +0000",
                "[PATCH v2 2/2] ALSA: hda: Let the GPU audio function suspend when the GPU has no driver",
                hdaFix("Link: https://bugzilla.kernel.org/show_bug.cgi?id=1840835\n"))));
        assertNull(clusterer.place(inThread("l2@kira", "l0@kira", "Wed, 28 Aug 2019 10:00:00 +0000",
                "[PATCH v3 2/2] ALSA: hda: Let the GPU audio function suspend when the GPU has no driver",
                hdaFix("See https://bugs.launchpad.net/bugs/1840835 for the history.\n"))), "prose names nothing");
        assertTrue(clusterer.drainLinked().isEmpty());
    }
}
