package dev.lkmltriage.triage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.extract.CommitFact;
import dev.lkmltriage.extract.MessageKind;
import dev.lkmltriage.ingest.TestMails;
import dev.lkmltriage.report.Report;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A message that points at two clusters by explicit evidence (links, bug entries, the blamed commit) joins them. */
class BridgeMergeTest {
    private static final String BLAMED = "ec411e02b7a2e785a4ed9ed283207cd14f48699d";
    private static final String OTHER = "0123456789abcdef0123456789abcdef01234567";
    private final Clusterer clusterer = new Clusterer(ClusterWeights.DEFAULT);

    private static Report msg(String id, String subject, String parent, MessageKind kind, List<CommitFact> commits,
                              String text) {
        return TestMails.report(id, subject, parent, kind, commits, text);
    }

    private static CommitFact commit(String hash, String role) {
        return new CommitFact(hash, role, null, "test", false, 0, 1);
    }

    @Test
    void aRevertLinkingOneReportAndBlamingAnothersCommitMergesThem() {
        String a = clusterer.place(msg("a@x", "nouveau fails to load firmware with 5.7", null, MessageKind.REPORT,
                List.of(), "no facts here")).clusterId();
        String reply = clusterer.place(msg("ar@x", "Re: nouveau fails to load firmware with 5.7", "a@x",
                MessageKind.REPLY, List.of(), "me too")).clusterId();
        String b = clusterer.place(msg("b@x", "Hybrid graphics hang [bisected]", null, MessageKind.REPORT,
                List.of(commit(BLAMED, "culprit")), "bisected")).clusterId();
        assertNotEquals(a, b);
        assertEquals(a, reply);
        Clusterer.Placement revert = clusterer.place(msg("p@x", "[PATCH] Revert \"PCI/PM: ...\"", null,
                MessageKind.PATCH, List.of(commit(BLAMED, "reference")),
                "Link: https://lore.kernel.org/r/a@x\nThis reverts commit ec411e02b7a2."));
        assertEquals(a, revert.clusterId(), "the older cluster keeps its id");
        assertEquals("fix", revert.role());
        assertEquals(a, clusterer.clusterOf("b@x"));
        assertEquals(a, clusterer.clusterOf("ar@x"));
        assertNull(clusterer.get(b));
        List<Clusterer.Merge> merges = clusterer.drainMerged();
        assertEquals(List.of(new Clusterer.Merge(b, a, "p@x")), merges);
        assertTrue(clusterer.drainRemoved().contains(b));
        Cluster merged = clusterer.get(a);
        assertTrue(merged.suspects().stream().anyMatch(s -> s.hash().equals(BLAMED)));
        assertEquals(4, merged.members().size());
        assertTrue(clusterer.drainMerged().isEmpty(), "drained once");
        // The merged cluster keeps placing: a later reply in b's thread lands in it.
        assertEquals(a, clusterer.place(msg("br@x", "Re: Hybrid graphics hang", "b@x", MessageKind.REPLY,
                List.of(), "ok")).clusterId());
    }

    @Test
    void twoClustersBlamingDifferentCommitsStayApart() {
        String a = clusterer.place(msg("a@x", "regression one", null, MessageKind.REPORT,
                List.of(commit(OTHER, "culprit")), "bisected")).clusterId();
        String b = clusterer.place(msg("b@x", "regression two", null, MessageKind.REPORT,
                List.of(commit(BLAMED, "culprit")), "bisected")).clusterId();
        clusterer.place(msg("p@x", "[PATCH] Revert \"PCI: something\"", null, MessageKind.PATCH, List.of(),
                "Link: https://lore.kernel.org/r/a@x\nLink: https://lore.kernel.org/r/b@x"));
        assertNotEquals(clusterer.clusterOf("a@x"), clusterer.clusterOf("b@x"));
        assertTrue(clusterer.drainMerged().isEmpty());
        assertFalse(clusterer.get(a) == null || clusterer.get(b) == null);
    }

    @Test
    void aPatchCitingTheReportsThatMotivatedItMergesNothing() {
        String a = clusterer.place(msg("a@x", "xHCI stops after re-plugging the dock", null, MessageKind.REPORT,
                List.of(), "text")).clusterId();
        String b = clusterer.place(msg("b@x", "resume takes a second per port", null, MessageKind.REPORT,
                List.of(), "text")).clusterId();
        Clusterer.Placement p = clusterer.place(msg("p@x", "[PATCH v2] PCI: Add absent link waits", null,
                MessageKind.PATCH, List.of(), "Link: https://lore.kernel.org/r/a@x\n"
                        + "Link: https://lore.kernel.org/r/b@x"));
        assertNotEquals(clusterer.clusterOf("a@x"), clusterer.clusterOf("b@x"));
        assertTrue(List.of(a, b).contains(p.clusterId()), "it still joins one of them as a fix: " + p);
        assertTrue(clusterer.drainMerged().isEmpty());
    }

    @Test
    void aHubLinkingThreeClustersMergesNothing() {
        for (String id : List.of("a@x", "b@x", "c@x")) {
            clusterer.place(msg(id, "problem " + id, null, MessageKind.REPORT, List.of(), "text"));
        }
        clusterer.place(msg("h@x", "regressions this week", null, MessageKind.REPORT, List.of(),
                "Link: https://lore.kernel.org/r/a@x\nLink: https://lore.kernel.org/r/b@x\n"
                        + "Link: https://lore.kernel.org/r/c@x"));
        assertEquals(3, List.of("a@x", "b@x", "c@x").stream().map(clusterer::clusterOf).distinct().count());
        assertTrue(clusterer.drainMerged().isEmpty());
    }
}
