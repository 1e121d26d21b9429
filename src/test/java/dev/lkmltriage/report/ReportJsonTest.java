package dev.lkmltriage.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.extract.Facts;
import dev.lkmltriage.extract.MessageKind;
import dev.lkmltriage.extract.ThroughputFact;
import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.MailParser;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The streamed line is the tree written out, byte for byte: stored JSON and extract output did not change. */
class ReportJsonTest {
    private static String viaTree(Report r) throws Exception {
        return ReportJson.MAPPER.writeValueAsString(ReportJson.toNode(r));
    }

    @Test
    void everyCorpusMessageStreamsAsItsTree() throws Exception {
        List<CorpusReports.Sourced> reports = CorpusReports.all();
        assertTrue(reports.size() >= 100, "the bundled corpus: " + reports.size());
        int withRegression = 0;
        for (CorpusReports.Sourced s : reports) {
            Report r = s.report();
            assertEquals(viaTree(r), ReportJson.toLine(r), s.file().toString());
            withRegression += r.facts().regression() != null ? 1 : 0;
        }
        assertTrue(withRegression > 10, "regression objects written too: " + withRegression);
    }

    @Test
    void nullsNonNumbersAndNoOriginAsTheTreeWritesThem() throws Exception {
        String raw = "Subject: \u00e9t\u00e9\nFrom: A <a@example.org>\n\nbody \"quoted\" \\ \u0001\n";
        Mail m = new MailParser().parse(raw.getBytes(StandardCharsets.UTF_8));
        ThroughputFact nan = new ThroughputFact(Double.NaN, "x", null, null, null, false, false, 0, 1);
        Facts f = new Facts(MessageKind.REPORT, List.of(), List.of(), List.of(), List.of(nan), List.of(),
                List.of(), null);
        Report r = new Report(m, m.messageId(), f, null);
        assertEquals(viaTree(r), ReportJson.toLine(r));
        assertTrue(ReportJson.toLine(r).contains("\"regression\":null"), ReportJson.toLine(r));
    }
}
