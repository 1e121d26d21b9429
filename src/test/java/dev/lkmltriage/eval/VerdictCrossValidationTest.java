package dev.lkmltriage.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.lkmltriage.TestData;
import dev.lkmltriage.extract.ExtractSettings;
import dev.lkmltriage.extract.FactExtractor;
import dev.lkmltriage.extract.VerdictModel;
import dev.lkmltriage.mail.MailParser;
import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The trained verdict fallback measured honestly: leave-one-slice-out over every real slice (read in place
 * from ../shared; skipped without it), each fold trained on the others and the corpus. Prints the table that
 * docs/extraction-eval.md's session 12 section records, and checks that its rules-only column is the evaluator's own
 * kernels.verdict over the same slices, so the comparison is made in the evaluator's terms.
 */
class VerdictCrossValidationTest {
    private static final Path SLICES = Path.of("src/test/resources/dev/lkmltriage/eval");

    @Test
    void leaveOneSliceOut() throws IOException {
        Path archive = TestData.shared("data/linux-pci-2019-2020.git");
        List<VerdictTraining.Message> all = VerdictTraining.load(SLICES, archive, Path.of("corpus"),
                ExtractSettings.defaults());
        List<VerdictTraining.Fold> folds = VerdictTraining.crossValidate(all, VerdictModel.Fit.defaults(), false);
        String table = VerdictTraining.table(folds);
        System.out.println(table);
        Files.createDirectories(Path.of("target"));
        Files.writeString(Path.of("target", "verdict-cv.txt"), table);
        assertEquals(sliceFiles().size(), folds.size(), "one fold per labelled slice");

        VerdictTraining.Score rules = VerdictTraining.pooledRules(folds);
        FieldScore evaluator = evaluatorVerdicts(archive);
        assertEquals(evaluator.truePositives(), rules.tp(), "rules-only true positives as the evaluator counts them");
        assertEquals(evaluator.falsePositives(), rules.fp());
        assertEquals(evaluator.falseNegatives(), rules.fn());
        // the fallback only ever adds verdicts: every fold finds at least what the rules alone find
        for (VerdictTraining.Fold f : folds) {
            for (VerdictTraining.Score s : f.fallback()) {
                assertTrue(s.tp() + s.fp() >= f.rules().tp() + f.rules().fp(), f.slice());
            }
        }
    }

    private static List<Path> sliceFiles() throws IOException {
        try (var s = Files.list(SLICES)) {
            return s.filter(p -> p.getFileName().toString().matches("real-pci-.*\\.jsonl")).sorted().toList();
        }
    }

    /** kernels.verdict summed over every slice, scored by {@link Evaluator} with the rules-only extractor. */
    private static FieldScore evaluatorVerdicts(Path archive) throws IOException {
        List<byte[]> raw = RealMailArchive.read(archive);
        MailParser parser = new MailParser();
        Evaluator evaluator = new Evaluator(parser, new FactExtractor(ExtractSettings.defaults()));
        long tp = 0;
        long fp = 0;
        long fn = 0;
        for (Path f : sliceFiles()) {
            List<JsonNode> labels;
            try (BufferedReader r = Files.newBufferedReader(f, StandardCharsets.UTF_8)) {
                labels = Evaluator.readLabels(r, f.toString());
            }
            List<byte[]> bytes = new ArrayList<>();
            labels.forEach(l -> bytes.add(raw.get(l.path("archiveIndex").asInt())));
            for (FieldScore s : evaluator.score(labels, bytes).fields()) {
                if (s.field().equals("kernels.verdict")) {
                    tp += s.truePositives();
                    fp += s.falsePositives();
                    fn += s.falseNegatives();
                }
            }
        }
        return new FieldScore("kernels.verdict", tp, fp, fn);
    }
}
