package dev.lkmltriage.triage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ClusterWeightsTest {
    @TempDir
    Path models;

    @Test
    void aModelFromBeforeTheLogSignalKeepsItsDefaultWeight() throws Exception {
        Files.writeString(models.resolve("cluster-weights.json"), "{\"bias\":-3.9,\"culprit\":6,\"trigger\":4,"
                + "\"device\":2.4,\"driver\":1,\"window\":3.2,\"symptom\":1.1,\"text\":3.9,\"link\":6,"
                + "\"conflict\":-8,\"producedBy\":\"old\"}");
        ClusterWeights w = ClusterWeights.load(models);
        assertEquals(-3.9, w.bias());
        assertEquals(ClusterWeights.DEFAULT.log(), w.log());
    }

    @Test
    void unknownFieldsOfANewerModelAreIgnoredAndGarbageIsAClearError() throws Exception {
        Files.writeString(models.resolve("cluster-weights.json"), "{\"bias\":-1,\"log\":2,\"someday\":7}");
        assertEquals(2, ClusterWeights.load(models).log());
        Files.writeString(models.resolve("cluster-weights.json"), "[1, 2, 3]");
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> ClusterWeights.load(models));
        assertTrue(e.getMessage().contains("./triage train"), e.getMessage());
        assertEquals(ClusterWeights.DEFAULT, ClusterWeights.load(models.resolve("absent")));
    }

    @Test
    void theShippedModelIsWhatTrainingOnTheCorpusProduces() throws Exception {
        ClusterWeights w = ClusterWeights.load(Path.of("models"));
        assertTrue(w.producedBy().startsWith("triage train"), w.producedBy());
        var corpus = dev.lkmltriage.eval.LabelledCorpus.load(Path.of("corpus"), new dev.lkmltriage.mail.MailParser(),
                new dev.lkmltriage.extract.FactExtractor(dev.lkmltriage.extract.ExtractSettings.defaults()));
        ClusterWeights trained = ClusterTrainer.train(corpus.byDate(), corpus.labels(), "test").weights();
        double[] a = w.vector();
        double[] b = trained.vector();
        for (int i = 0; i < a.length; i++) {
            assertEquals(b[i], a[i], 1e-6, "weight " + i + ": signals changed since models/cluster-weights.json was"
                    + " written; regenerate it with './triage train'");
        }
    }
}
