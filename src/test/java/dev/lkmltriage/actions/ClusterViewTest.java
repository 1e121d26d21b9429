package dev.lkmltriage.actions;

import static dev.lkmltriage.actions.Clusters.draft;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.triage.Cluster;
import java.util.List;
import org.junit.jupiter.api.Test;

class ClusterViewTest {
    private final Cluster a = Clusters.of("aaaa", "r8169", "2007-09-26T18:14:08Z", "a1", "a2", "a3");
    private final Cluster b = Clusters.of("bbbb", "r8169", "2007-11-11T16:05:44Z", "b1", "b2");
    private final Cluster c = Clusters.of("cccc", "e1000e", "2010-01-01T00:00:00Z", "c1");

    private static TriageAction at(long seq, TriageAction d) {
        return d.recorded(seq, "2026-01-0" + seq + "T00:00:00Z");
    }

    @Test
    void mergeMovesMembersAndRedirectsTheOldId() {
        ClusterView v = ClusterView.of(List.of(a, b, c), List.of(at(1, draft(ActionKind.MERGE, "bbbb", "aaaa",
                null, null, null))));
        assertEquals(List.of("aaaa", "cccc"), v.clusters().stream().map(Cluster::id).toList());
        Cluster merged = v.get("bbbb").orElseThrow();
        assertEquals("aaaa", merged.id());
        assertEquals(List.of("a1", "a2", "a3", "b1", "b2"),
                merged.members().stream().map(Cluster.Member::messageId).toList());
        Cluster.StatusChange last = merged.history().get(merged.history().size() - 1);
        assertTrue(last.evidence().contains("merged bbbb"), last.evidence());
        assertTrue(last.evidence().contains("alice: because the bisection says so"), last.evidence());
        assertEquals("2026-01-01T00:00:00Z", merged.updated());
        assertEquals(1, v.actionsOf("bbbb").size());
    }

    @Test
    void mergeSurvivesNewMailInBothClusters() {
        List<TriageAction> log = List.of(at(1, draft(ActionKind.MERGE, "bbbb", "aaaa", null, null, null)));
        // The clusterer knows nothing of the merge and keeps placing mail into bbbb: the view still folds it in.
        Cluster bGrown = Clusters.of("bbbb", "r8169", "2008-01-01T00:00:00Z", "b1", "b2", "b3");
        ClusterView v = ClusterView.of(List.of(a, bGrown, c), log);
        assertEquals(6, v.get("aaaa").orElseThrow().members().size());
        assertFalse(v.clusters().stream().anyMatch(x -> x.id().equals("bbbb")));
    }

    @Test
    void splitMovesMembersIntoANewRelatedCluster() {
        ClusterView v = ClusterView.of(List.of(a, b), List.of(at(2, draft(ActionKind.SPLIT, "aaaa", null,
                List.of("<a3>", "a2"), null, null))));
        assertEquals(List.of("aaaa", "aaaa-2", "bbbb"), v.clusters().stream().map(Cluster::id).toList());
        Cluster rest = v.get("aaaa").orElseThrow();
        Cluster split = v.get("aaaa-2").orElseThrow();
        assertEquals(List.of("a1"), rest.members().stream().map(Cluster.Member::messageId).toList());
        assertEquals(List.of("a3", "a2"), split.members().stream().map(Cluster.Member::messageId).toList());
        assertEquals(List.of("abcdef12"), split.fixes().stream().map(Cluster.Fix::hash).toList(),
                "the fix posted by a moved member moves with it");
        assertTrue(rest.fixes().isEmpty());
        assertTrue(rest.related().contains("aaaa-2") && split.related().contains("aaaa"));
    }

    @Test
    void duplicateStatusAndNoteEndUpInTheHistory() {
        ClusterView v = ClusterView.of(List.of(a, b), List.of(
                at(1, draft(ActionKind.DUPLICATE, "bbbb", "aaaa", null, null, null)),
                at(2, draft(ActionKind.STATUS, "aaaa", null, null, "fixed", null)),
                at(3, draft(ActionKind.NOTE, "aaaa", null, null, null, "<b>asked for an ethtool -S dump</b>"))));
        Cluster dup = v.get("bbbb").orElseThrow();
        assertEquals("duplicate", dup.status());
        assertTrue(dup.related().contains("aaaa"));
        Cluster main = v.get("aaaa").orElseThrow();
        assertEquals("fixed", main.status());
        assertTrue(main.related().contains("bbbb"));
        List<Cluster.StatusChange> h = main.history();
        assertTrue(h.get(h.size() - 1).evidence().contains("note: <b>asked for an ethtool -S dump</b>"));
        assertEquals("fixed", h.get(h.size() - 2).status());
        assertEquals(2, v.actionsOf("aaaa").size());
    }

    @Test
    void actionsThatNoLongerApplyAreSkippedWithAReason() {
        ClusterView v = ClusterView.of(List.of(a), List.of(
                at(1, draft(ActionKind.MERGE, "gone", "aaaa", null, null, null)),
                at(2, draft(ActionKind.STATUS, "aaaa", null, null, "closed", null))));
        assertEquals("closed", v.get("aaaa").orElseThrow().status());
        assertEquals(1, v.skipped().size());
        assertTrue(v.skipped().get(0).contains("no cluster \"gone\""), v.skipped().get(0));
    }

    @Test
    void checkRejectsWhatCannotApplyWithAFix() {
        ClusterView v = ClusterView.of(List.of(a, b), List.of());
        ActionException unknown = assertThrows(ActionException.class,
                () -> v.check(draft(ActionKind.MERGE, "aaaa", "nope", null, null, null)));
        assertTrue(unknown.unknownCluster());
        assertThrows(ActionException.class, () -> v.check(draft(ActionKind.MERGE, "aaaa", "aaaa", null, null, null)));
        ActionException all = assertThrows(ActionException.class,
                () -> v.check(draft(ActionKind.SPLIT, "bbbb", null, List.of("b1", "b2"), null, null)));
        assertTrue(all.getMessage().contains("merge it instead"), all.getMessage());
        ActionException stranger = assertThrows(ActionException.class,
                () -> v.check(draft(ActionKind.SPLIT, "bbbb", null, List.of("a1"), null, null)));
        assertFalse(stranger.unknownCluster());
        assertThrows(ActionException.class, () -> v.check(draft(ActionKind.STATUS, "aaaa", null, null, "gone\n",
                null)));
        ActionException noWhy = assertThrows(ActionException.class, () -> v.check(TriageAction.draft("alice", " ",
                ActionKind.NOTE, "aaaa", null, null, null, "n")));
        assertTrue(noWhy.getMessage().contains("\"why\" is required"));
        assertThrows(ActionException.class, () -> v.check(TriageAction.draft("alice", "x".repeat(5000),
                ActionKind.NOTE, "aaaa", null, null, null, "n")));
        assertThrows(ActionException.class, () -> ActionKind.of("<script>"));
    }
}
