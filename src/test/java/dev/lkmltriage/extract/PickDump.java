package dev.lkmltriage.extract;

import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.MailParser;
import dev.lkmltriage.report.Report;
import dev.lkmltriage.report.ReportJson;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.TreeSet;

/**
 * A tuning tool, not a test: the dump lines ({@link ExtractProfile}'s {@code --dump} format) of chosen archive
 * positions only, so that a rule can be tried on a labelled sample in seconds rather than on the whole archive.
 * Lines of positions not asked for are written as {@code {}} so that a dump keeps its line numbers.
 *
 * <p>Run: {@code java -cp ... dev.lkmltriage.extract.PickDump ARCHIVE INDEX_FILE OUT}
 */
public final class PickDump {
    private PickDump() {
    }

    public static void main(String[] args) throws IOException {
        TreeSet<Integer> want = new TreeSet<>();
        for (String l : Files.readAllLines(Path.of(args[1]))) {
            if (!l.isBlank()) {
                want.add(Integer.parseInt(l.strip()));
            }
        }
        List<byte[]> raw = ExtractProfile.read(Path.of(args[0]), want.last() + 1);
        MailParser parser = new MailParser();
        FactExtractor all = new FactExtractor(ExtractSettings.defaults());
        try (PrintWriter out = new PrintWriter(Files.newBufferedWriter(Path.of(args[2])))) {
            for (int i = 0; i < raw.size(); i++) {
                if (!want.contains(i)) {
                    out.println("{}");
                    continue;
                }
                Mail m = parser.parse(raw.get(i));
                out.println(ReportJson.toLine(new Report(m, m.messageId(), all.extract(m), "pick")));
            }
        }
    }
}
