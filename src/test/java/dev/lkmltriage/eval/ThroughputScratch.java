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

/**
 * Throwaway (values46): scores a throughput-only label file (throughput, its tool and direction, the figures'
 * quoted flags); "figures" as last argument hides the misses. Several label files may be given.
 */
public final class ThroughputScratch {
    public static void main(String[] args) throws Exception {
        List<byte[]> archive = RealMailArchive.read(Path.of(args[0]));
        boolean figuresOnly = args[args.length - 1].equals("figures");
        int last = figuresOnly ? args.length - 1 : args.length;
        for (int a = 1; a < last; a++) {
            List<JsonNode> labels;
            try (Reader r = Files.newBufferedReader(Path.of(args[a]))) {
                labels = Evaluator.readLabels(r, args[a]);
            }
            List<byte[]> raw = new ArrayList<>();
            for (JsonNode l : labels) {
                raw.add(archive.get(l.path("archiveIndex").asInt()));
            }
            EvalResult res = new Evaluator(new MailParser(), new FactExtractor(ExtractSettings.defaults()))
                    .score(labels, raw);
            System.out.println(args[a] + ": " + labels.size() + " messages");
            for (FieldScore s : res.fields()) {
                if (s.field().startsWith("throughput")) {
                    System.out.printf("%-22s %.3f / %.3f  tp %d fp %d fn %d%n", s.field(), s.precision(),
                            s.recall(), s.truePositives(), s.falsePositives(), s.falseNegatives());
                }
            }
            int qm = 0;
            int qw = 0;
            for (EvalResult.MessageDiff d : res.diffs()) {
                qm += (int) d.missed().stream().filter(x -> x.startsWith("quoted: tput")).count();
                qw += (int) d.wrong().stream().filter(x -> x.startsWith("quoted: tput")).count();
            }
            System.out.printf("quoted(tput) keys: missed %d wrong %d%n", qm, qw);
            if (figuresOnly) {
                continue;
            }
            for (EvalResult.MessageDiff d : res.diffs()) {
                List<String> m = d.missed().stream().filter(ThroughputScratch::mine).toList();
                List<String> w = d.wrong().stream().filter(ThroughputScratch::mine).toList();
                if (!m.isEmpty() || !w.isEmpty()) {
                    System.out.println(d.file());
                    m.forEach(x -> System.out.println("  missed " + x));
                    w.forEach(x -> System.out.println("  wrong  " + x));
                }
            }
        }
    }

    private static boolean mine(String key) {
        return key.startsWith("throughput") || key.startsWith("quoted: tput");
    }
}
