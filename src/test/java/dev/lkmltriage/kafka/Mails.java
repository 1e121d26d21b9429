package dev.lkmltriage.kafka;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/** Test mail: the bundled corpus, and generated messages with distinct Message-IDs. */
final class Mails {
    static final Path CORPUS = Path.of("corpus", "mail");
    /** The first seed as the corpus has it: the r8169 / hrtimers report. */
    static final Path SEED = CORPUS.resolve("r8169-hrtimers/01-report.eml");
    static final String SEED_ID = "20070830081240.6F2A11C4D2@mailbox.example.com";

    private Mails() {
    }

    /** Message {@code i} of a generated series: a small report or a reply to the previous report. */
    static byte[] generated(String series, int i) {
        String id = series + "-" + i + "@gen.example.org";
        boolean reply = i % 3 == 2;
        String text = "From: Tester " + i + " <t" + i + "@gen.example.org>\n"
                + "To: netdev@vger.kernel.org\n"
                + "Subject: " + (reply ? "Re: " : "") + "e1000e: rx stalls on box " + (i / 3) + "\n"
                + "Date: Mon, 3 Feb 2020 10:" + String.format("%02d", i % 60) + ":00 +0000\n"
                + "Message-ID: <" + id + ">\n"
                + (reply ? "In-Reply-To: <" + series + "-" + (i - 1) + "@gen.example.org>\n" : "")
                + "List-Id: <netdev.vger.kernel.org>\n\n"
                + "Hi,\n\nafter upgrading from 5.4 to 5.5 the e1000e card in box " + (i / 3)
                + " stalls receiving; iperf3 went from 940 Mbits/sec to 120 Mbits/sec.\n\nThanks\n";
        return text.getBytes(StandardCharsets.UTF_8);
    }

    static String generatedId(String series, int i) {
        return series + "-" + i + "@gen.example.org";
    }

    static List<Path> corpusFiles() throws Exception {
        try (Stream<Path> s = Files.walk(CORPUS)) {
            List<Path> out = new ArrayList<>(s.filter(p -> p.toString().endsWith(".eml")).sorted().toList());
            return out;
        }
    }
}
