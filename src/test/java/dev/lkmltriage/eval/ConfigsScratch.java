package dev.lkmltriage.eval;

import com.fasterxml.jackson.databind.JsonNode;
import dev.lkmltriage.extract.ExtractSettings;
import dev.lkmltriage.extract.FactExtractor;
import dev.lkmltriage.mail.MailParser;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Throwaway (configs44): scores a configs-only label file; "figures" as third argument hides the misses. */
public final class ConfigsScratch {
    public static void main(String[] args) throws Exception {
        List<byte[]> archive = RealMailArchive.read(Path.of(args[0]));
        List<JsonNode> labels;
        try (Reader r = Files.newBufferedReader(Path.of(args[1]))) {
            labels = Evaluator.readLabels(r, args[1]);
        }
        List<byte[]> raw = new ArrayList<>();
        for (JsonNode l : labels) {
            raw.add(archive.get(l.path("archiveIndex").asInt()));
        }
        EvalResult res = new Evaluator(new MailParser(), new FactExtractor(ExtractSettings.defaults())).score(labels, raw);
        for (FieldScore s : res.fields()) {
            if (s.field().startsWith("configs")) {
                System.out.printf("%-16s %.3f / %.3f  tp %d fp %d fn %d%n", s.field(), s.precision(), s.recall(),
                        s.truePositives(), s.falsePositives(), s.falseNegatives());
            }
        }
        if (args.length > 2 && args[2].equals("figures")) {
            return;
        }
        for (EvalResult.MessageDiff d : res.diffs()) {
            List<String> m = d.missed().stream().filter(x -> x.startsWith("configs")).toList();
            List<String> w = d.wrong().stream().filter(x -> x.startsWith("configs")).toList();
            if (!m.isEmpty() || !w.isEmpty()) {
                System.out.println(d.file());
                m.forEach(x -> System.out.println("  missed " + x));
                w.forEach(x -> System.out.println("  wrong  " + x));
            }
        }
    }
}
