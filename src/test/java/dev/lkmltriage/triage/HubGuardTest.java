package dev.lkmltriage.triage;

import static dev.lkmltriage.triage.ClustererTest.culprit;
import static dev.lkmltriage.triage.ClustererTest.report;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.extract.CommitFact;
import dev.lkmltriage.extract.MessageKind;
import dev.lkmltriage.extract.Regression;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Hub messages (regression lists, replies quoting many reports, pull requests) must not glue clusters. */
class HubGuardTest {
    static final String[] CULPRITS = {"1111111aaaaaaa", "2222222bbbbbbb", "3333333ccccccc"};
    private final Clusterer clusterer = new Clusterer(ClusterWeights.DEFAULT);

    private static Regression window(String culprit) {
        return new Regression(List.of("6.3"), List.of("6.4"), "send throughput", 900e6, 300e6, -66.7, culprit, null);
    }

    /** Three regressions, each with its own culprit, and the ids of their clusters. */
    private List<String> threeClusters() {
        List<String> ids = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            String id = "r" + i + "@x";
            ids.add(clusterer.place(report(id, "regression " + i + " in driver " + i, id, MessageKind.REPORT,
                    List.of(culprit(CULPRITS[i])), window(CULPRITS[i]), "bisected")).clusterId());
        }
        assertEquals(3, ids.stream().distinct().count());
        return ids;
    }

    private static List<CommitFact> allCulprits() {
        return List.of(culprit(CULPRITS[0]), culprit(CULPRITS[1]), culprit(CULPRITS[2]));
    }

    @Test
    void aReplyNamingEveryCulpritJoinsItsThreadButTakesNoneOfThem() {
        List<String> ids = threeClusters();
        Clusterer.Placement hub = clusterer.place(report("list@x", "Re: regression 0 in driver 0", "r0@x",
                MessageKind.REPLY, allCulprits(), null, "Known regressions this week: ..."));
        assertEquals(ids.get(0), hub.clusterId(), "it still belongs to its thread");
        assertTrue(hub.reason().contains("hub"), hub.reason());
        assertEquals(List.of(CULPRITS[0]), clusterer.get(ids.get(0)).suspects().stream().map(Cluster.Suspect::hash)
                .toList(), "the other regressions' culprits are not this cluster's suspects");
        Clusterer.Placement later = clusterer.place(report("n@x", "another report of regression 1", "n@x",
                MessageKind.REPORT, List.of(culprit(CULPRITS[1])), window(CULPRITS[1]), "same here"));
        assertEquals(ids.get(1), later.clusterId(), "a later report of regression 1 is not pulled into 0");
    }

    @Test
    void aHubOutsideAnyThreadStartsNoClusterAndJoinsNone() {
        threeClusters();
        int before = clusterer.all().size();
        assertNull(clusterer.place(report("weekly@x", "regressions of the week", "weekly@x", MessageKind.REPORT,
                allCulprits(), window(CULPRITS[0]), "three regressions")));
        List<CommitFact> series = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            series.add(culprit(String.format("%07x0abcdef", 0xabc0000 + i)));
        }
        assertNull(clusterer.place(report("pull@x", "[GIT PULL] fixes", "pull@x", MessageKind.REPORT, series,
                window(null), "many commits")), "eight commits named: a pull request, not one regression");
        assertEquals(before, clusterer.all().size());
    }

    @Test
    void aPatchLinkingManyReportsFixesNone() {
        List<String> ids = threeClusters();
        assertNull(clusterer.place(report("p@x", "[PATCH] core: rework", "p@x", MessageKind.PATCH, List.of(), null,
                "Link: https://lore.kernel.org/r/r0@x\nLink: https://lore.kernel.org/r/r1@x\n"
                        + "Closes: https://lore.kernel.org/all/r2@x/\n")));
        ids.forEach(id -> assertEquals("open", clusterer.get(id).status()));
        Clusterer.Placement one = clusterer.place(report("q@x", "[PATCH] driver 1: fix it", "q@x",
                MessageKind.PATCH, List.of(), null, "Closes: https://lore.kernel.org/r/r1@x\n"));
        assertEquals(ids.get(1), one.clusterId(), "a patch linking one report still fixes it");
    }

    @Test
    void twoLinkedClustersAreNoHub() {
        List<String> ids = threeClusters();
        Clusterer.Placement p = clusterer.place(report("d@x", "same regression again", "d@x", MessageKind.REPORT,
                List.of(culprit(CULPRITS[0]), culprit(CULPRITS[1])), window(CULPRITS[0]), "bisect is unclear"));
        assertNotEquals(null, p);
        assertTrue(ids.contains(p.clusterId()), "joined one of them as usual: " + p);
    }
}
