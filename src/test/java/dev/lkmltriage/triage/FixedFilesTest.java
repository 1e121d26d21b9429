package dev.lkmltriage.triage;

import static dev.lkmltriage.triage.LinkedRevertsTest.placed;
import static dev.lkmltriage.triage.ReporterTiesTest.mail;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.report.Report;
import dev.lkmltriage.report.ReportJson;
import dev.lkmltriage.testkit.TimeBudget;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Session 31 (cluster46; fixtures invented): one commit can cause two problems, each fixed where it shows. A patch
 * by another author blaming the commit a cluster blames, changing none of the files the cluster's fixes of that
 * commit change, fixes another problem of it and stays out; another author's fix in the same file joins as before,
 * as does the same author's next posting. A store reopened between the postings decides the same.
 */
class FixedFilesTest {
    private static final String CULPRIT = "3b7e1f2a9c4d6e8f0a1b2c3d4e5f6a7b8c9d0e1f";
    private static final String TITLE = "(\"PCI/ASPM: Allow ASPM on links to frob bridges\")";
    private static final String ANN = "Ann Okafor <ann.okafor@example.com>";
    private static final String SAM = "Sam Bell <sam@example.org>";
    private static final String LEE = "Lee Marsh <lee.marsh@example.net>";
    private static final String KIM = "Kim Duval <kim@example.com>";

    private static List<Report> reportAndQuirk() {
        List<Report> mail = new ArrayList<>();
        mail.add(mail("aer@ann", ANN, "Mon, 6 Jul 2020 10:00:00 +0200",
                "5.8 regression: AER floods behind a frob bridge",
                "Since 5.8-rc1 the log fills with correctable AER errors from the frob PCIe-PCI bridge and suspend"
                        + " fails. I bisected it to commit " + CULPRIT.substring(0, 12) + " " + TITLE + ".\n"
                        + "Booting with pcie_aspm=off hides it.\n\nAnn\n"));
        mail.add(mail("quirk@sam", SAM, "Wed, 8 Jul 2020 09:00:00 +0200",
                "[PATCH] PCI: Disallow ASPM on frob FR1083 PCIe-PCI bridges",
                PatchText.oneFile("The FR1083 bridge claims ASPM support but floods AER errors with it on.",
                        "Fixes: " + CULPRIT.substring(0, 12) + " " + TITLE + "\nReported-by: " + ANN + "\n",
                        "drivers/pci/quirks.c",
                        "+DECLARE_PCI_FIXUP_FINAL(PCI_VENDOR_ID_FROB, 0x1080, quirk_no_aspm);")));
        return mail;
    }

    /** Another author's fix of another problem of the same commit, in another file. */
    private static Report latency(String id, String from, String date) {
        return mail(id, from, date, "[PATCH] PCI/ASPM: Use the path's maximum latency for L1",
                PatchText.oneFile("The L1 exit latency is checked per link, not for the path, so a slow link"
                        + " further up is missed and my network card drops to a crawl.\n\nThis fixes a regression"
                        + " introduced by: " + CULPRIT.substring(0, 12) + " " + TITLE, "",
                        "drivers/pci/pcie/aspm.c", "+\tl1_max = max_t(u32, latency, l1_max);"));
    }

    /** Another author's fix of the cluster's own problem: another entry in the same quirk file. */
    private static Report secondQuirk() {
        return mail("quirk@kim", KIM, "Fri, 10 Jul 2020 09:00:00 +0200",
                "[PATCH] PCI: Disallow ASPM on frob FR1085 bridges too",
                PatchText.oneFile("The FR1085 sibling of the FR1083 floods AER errors the same way.",
                        "Fixes: " + CULPRIT.substring(0, 12) + " " + TITLE + "\n", "drivers/pci/quirks.c",
                        "+DECLARE_PCI_FIXUP_FINAL(PCI_VENDOR_ID_FROB, 0x1085, quirk_no_aspm);"));
    }

    @Test
    void anotherProblemOfTheBlamedCommitStaysOutAndAFixInTheSameFileJoins() {
        List<Report> mail = reportAndQuirk();
        mail.add(latency("latency@lee", LEE, "Thu, 9 Jul 2020 09:00:00 +0200"));
        mail.add(secondQuirk());
        Clusterer c = placed(mail);
        String cluster = c.clusterOf("aer@ann");
        assertNotNull(cluster);
        assertEquals(cluster, c.clusterOf("quirk@sam"));
        assertNotEquals(cluster, c.clusterOf("latency@lee"), "same commit, another file, another author's problem");
        assertEquals(cluster, c.clusterOf("quirk@kim"), "another author's fix in the same file fixes the same problem");
    }

    @Test
    void theFirstFixOfTheCommitStillJoinsAndItsAuthorsNextPostingToo() {
        List<Report> mail = new ArrayList<>(reportAndQuirk().subList(0, 1));
        // No fix of the commit in the cluster yet: the first fix, whatever file it changes, joins by the blame.
        mail.add(latency("latency@lee", LEE, "Thu, 9 Jul 2020 09:00:00 +0200"));
        mail.add(latency("latency-v2@lee", LEE, "Mon, 13 Jul 2020 09:00:00 +0200"));
        Clusterer c = placed(mail);
        String cluster = c.clusterOf("aer@ann");
        assertEquals(cluster, c.clusterOf("latency@lee"));
        assertEquals(cluster, c.clusterOf("latency-v2@lee"), "its own author's fixes of the commit are one");
    }

    @Test
    void aReopenedStoreDecidesAsOneRun() throws Exception {
        List<Report> mail = reportAndQuirk();
        mail.add(latency("latency@lee", LEE, "Thu, 9 Jul 2020 09:00:00 +0200"));
        mail.add(secondQuirk());
        Clusterer first = new Clusterer(ClusterWeights.DEFAULT);
        mail.subList(0, 2).forEach(first::place);
        first.drainChanged();
        List<Cluster> stored = new ArrayList<>();
        Map<String, ClusterKeys> keys = new HashMap<>();
        for (Cluster x : first.all()) {
            stored.add(ReportJson.MAPPER.readValue(ReportJson.MAPPER.writeValueAsString(x), Cluster.class));
            keys.put(x.id(), ReportJson.MAPPER.readValue(ReportJson.MAPPER.writeValueAsString(first.keysOf(x.id())),
                    ClusterKeys.class));
        }
        Clusterer second = new Clusterer(ClusterWeights.DEFAULT);
        second.restore(stored, keys::get);
        mail.subList(2, mail.size()).forEach(second::place);
        String cluster = second.clusterOf("aer@ann");
        assertNotNull(cluster);
        assertNotEquals(cluster, second.clusterOf("latency@lee"));
        assertEquals(cluster, second.clusterOf("quirk@kim"));
    }

    @Test
    void filesAreBaseNamesOfAFewFiles() {
        String moved = PatchText.oneFile("x", "", "drivers/pci/host/pcie-frob.c", "+\tfrob();");
        assertEquals(Set.of("pcie-frob.c"), FixedFiles.of(moved), "a moved driver keeps its base name");
        assertTrue(FixedFiles.of("No diff here.\n").isEmpty());
        assertTrue(FixedFiles.of(null).isEmpty());
        StringBuilder wide = new StringBuilder("A rename.\n---\n");
        for (int i = 0; i < 12; i++) {
            wide.append("diff --git a/f").append(i).append(".c b/f").append(i).append(".c\n@@ -1 +1 @@\n-old\n+new\n");
        }
        assertTrue(FixedFiles.of(wide.toString()).isEmpty(), "a change of many files proves nothing");
    }

    @Test
    void hostileBodiesEndFast() {
        long t0 = System.nanoTime();
        assertTrue(FixedFiles.of("x\ndiff --git a/a b/a\n+" + "a".repeat(10_000_000)).isEmpty(), "one 10 MB line");
        FixedFiles.of("x\n" + "diff --git a/a.c b/a.c\n+x\n".repeat(1_000_000));
        FixedFiles.of("x\ndiff --git a/a.c b/a.c\n" + "+\n".repeat(5_000_000));
        ClusterState c = new ClusterState("c");
        for (int i = 0; i < 50_000; i++) {
            c.fixFiles.add(CULPRIT.substring(0, 7) + " a" + i + " f" + i + ".c");
        }
        for (int i = 0; i < 100; i++) {
            FixedFiles.otherProblem(c, CULPRIT, "b", Set.of("g.c"));
        }
        // session 36: the test took 1.5 s of its old 5 s budget in a full run, under a tenfold margin, so a machine
        // five times slower could fail it; a quadratic walk on these megabyte inputs takes hours, and still fails.
        assertTrue(System.nanoTime() - t0 < TimeBudget.seconds(30).toNanos(), "hostile bodies end fast");
    }
}
