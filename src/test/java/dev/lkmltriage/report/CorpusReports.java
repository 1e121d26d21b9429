package dev.lkmltriage.report;

import dev.lkmltriage.extract.ExtractSettings;
import dev.lkmltriage.extract.FactExtractor;
import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.MailParser;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/** Every message of the bundled corpus as the pipeline reports it (default extraction), in file-name order. */
public final class CorpusReports {
    /** A corpus file and its report (the file's path as the report's origin). */
    public record Sourced(Path file, Report report) {
    }

    private CorpusReports() {
    }

    /** Read from {@code corpus/mail} below the directory the tests run in. */
    public static List<Sourced> all() throws IOException {
        MailParser parser = new MailParser();
        FactExtractor extractor = new FactExtractor(ExtractSettings.defaults());
        List<Path> files;
        try (Stream<Path> s = Files.walk(Path.of("corpus/mail"))) {
            files = s.filter(p -> p.toString().endsWith(".eml")).sorted().toList();
        }
        List<Sourced> out = new ArrayList<>();
        for (Path f : files) {
            Mail m = parser.parse(Files.readAllBytes(f));
            out.add(new Sourced(f, new Report(m, m.messageId(), extractor.extract(m), f.toString())));
        }
        return out;
    }
}
