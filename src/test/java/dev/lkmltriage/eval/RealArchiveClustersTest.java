package dev.lkmltriage.eval;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.TestData;
import dev.lkmltriage.extract.ExtractSettings;
import dev.lkmltriage.extract.FactExtractor;
import dev.lkmltriage.ingest.ProgressListener;
import dev.lkmltriage.mail.MailParser;
import dev.lkmltriage.source.Sources;
import dev.lkmltriage.triage.ClusterWeights;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The issue-4 target on real mail: the whole linux-pci 2019-2020 archive (read in place from ../shared, skipped
 * where absent) is clustered with the shipped weights, and only the independently labelled groups of
 * corpus/labels/real-linux-pci-2019-2020.jsonl are scored. Floors sit just under today's figures so a change that
 * loses real-mail precision or recall fails here, not in the field.
 */
class RealArchiveClustersTest {
    @Test
    void labelledGroupsOfTheLinuxPciArchive() throws Exception {
        Path archive = TestData.shared("data/linux-pci-2019-2020.git");
        RealLabels labels = RealLabels.read(Path.of("corpus/labels/real-linux-pci-2019-2020.jsonl"));
        ExtractSettings settings = ExtractSettings.defaults();
        Map<String, String> predicted = ArchiveClusters.clusterIds(ArchiveClusters.place(
                Sources.open(archive.toString()), new MailParser(), new FactExtractor(settings),
                ClusterWeights.load(settings.modelsDir()), ProgressListener.NONE));
        ClusterScore tune = ClusterScore.pairwise(labels.truth("tune"), predicted);
        ClusterScore all = ClusterScore.pairwise(labels.truth(null), predicted);
        String figures = String.format("tune P %.3f R %.3f, all P %.3f R %.3f", tune.precision(), tune.recall(),
                all.precision(), all.recall());
        assertTrue(tune.precision() >= 0.95, figures);
        assertTrue(all.precision() >= 0.95, figures);
        assertTrue(tune.recall() >= FLOOR_RECALL, figures);
        assertTrue(all.recall() >= FLOOR_RECALL, figures);

        // The groups labelled after tuning, from the same clustering: new2 was scored unseen at P 1.000 / R 0.636
        // (11 pairs), 0.727 after the general "[bug report] <title>" rule; its hard negatives must stay apart.
        ClusterScore fresh = ClusterScore.pairwise(
                RealLabels.read(Path.of("corpus/labels/real-linux-pci-2019-2020-new.jsonl")).truth(null), predicted);
        ClusterScore unseen = ClusterScore.pairwise(
                RealLabels.read(Path.of("corpus/labels/real-linux-pci-2019-2020-new2.jsonl")).truth(null), predicted);
        String later = String.format("new P %.3f R %.3f, new2 P %.3f R %.3f (%d pairs)", fresh.precision(),
                fresh.recall(), unseen.precision(), unseen.recall(), unseen.truePairs());
        assertTrue(fresh.precision() >= 0.95 && fresh.recall() >= FLOOR_RECALL, later);
        assertTrue(unseen.precision() >= 0.95, later);
        assertTrue(unseen.recall() >= 0.70, later);
    }

    /** Just under today's figures (tune and all 1.000; the target is 0.85): a lost rule fails here. */
    private static final double FLOOR_RECALL = 0.95;
}
