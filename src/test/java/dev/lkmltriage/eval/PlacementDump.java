package dev.lkmltriage.eval;

import dev.lkmltriage.extract.ExtractSettings;
import dev.lkmltriage.extract.FactExtractor;
import dev.lkmltriage.mail.MailParser;
import dev.lkmltriage.source.Sources;
import dev.lkmltriage.triage.ClusterWeights;
import dev.lkmltriage.triage.Clusterer;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

/**
 * A whole-archive check helper (not a test): clusters the archive and writes one line per placed message (message
 * id, cluster id, role, reason), for diffing the placements of two versions of the clusterer.
 * Usage: {@code java -cp target/classes:target/test-classes:$(cat target/cp.txt) dev.lkmltriage.eval.PlacementDump
 * ARCHIVE OUT}.
 */
public final class PlacementDump {
    private PlacementDump() {
    }

    public static void main(String[] args) throws Exception {
        ExtractSettings settings = ExtractSettings.defaults();
        Map<String, Clusterer.Placement> placed = ArchiveClusters.place(Sources.open(args[0]), new MailParser(),
                new FactExtractor(settings), ClusterWeights.load(settings.modelsDir()),
                dev.lkmltriage.ingest.ProgressListener.NONE);
        try (PrintWriter w = new PrintWriter(Files.newBufferedWriter(Path.of(args[1])))) {
            Map<String, String> ids = ArchiveClusters.clusterIds(placed);
            placed.forEach((id, p) -> w.println(id + "\t" + ids.get(id) + "\t" + p.role() + "\t" + p.reason()));
        }
    }
}
