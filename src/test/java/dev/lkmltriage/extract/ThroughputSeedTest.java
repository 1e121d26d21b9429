package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.lkmltriage.TestData;
import dev.lkmltriage.mail.Mail;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The seeds' throughput figures from issue 3, as acceptance tests. */
class ThroughputSeedTest {
    private final ThroughputExtractor extractor = new ThroughputExtractor();

    static String seed(String prefix) throws IOException {
        Path dir = TestData.shared("seeds");
        try (var files = Files.list(dir)) {
            Path p = files.filter(f -> f.getFileName().toString().startsWith(prefix)).findFirst().orElseThrow();
            return Files.readString(p);
        }
    }

    static String describe(List<ThroughputFact> facts) {
        return facts.stream().map(f -> String.format(java.util.Locale.ROOT, "%s|%.0f|%s|%s|%s|%s|%s",
                f.text(), f.bitsPerSecond(), f.tool(), f.direction(), f.kernel(), f.interval(), f.quoted()))
                .collect(Collectors.joining("\n"));
    }

    @Test
    void seed003() throws IOException {
        Mail mail = FiguresMails.dump(seed("003_"));
        List<KernelFact> kernels = FiguresMails.kernels(mail.text(), "2.6.22", "2.6.23-rc8", "2.6.22.6");
        List<ThroughputFact> facts = extractor.extract(mail, kernels);
        assertEquals(String.join("\n",
                "around 32MB/s|256000000|prose|send|2.6.23-rc8|false|false",
                "around 83MB/s|664000000|prose|send|2.6.22|false|false",
                "around 85MB/s|680000000|prose|receive|null|false|false",
                "96MB/s|768000000|prose|receive|null|false|false",
                "696 Mbits/sec|696000000|iperf|send|2.6.22|false|false",
                "678 Mbits/sec|678000000|iperf|receive|2.6.22|false|false",
                "272 Mbits/sec|272000000|iperf|send|2.6.23-rc8|false|false",
                "805 Mbits/sec|805000000|iperf|receive|2.6.23-rc8|false|false"), describe(facts));
    }

    @Test
    void seed000() throws IOException {
        Mail mail = FiguresMails.dump(seed("000_"));
        List<KernelFact> kernels = FiguresMails.kernels(mail.text(), "2.6.22", "2.6.22.5", "2.6.23-rc4");
        List<ThroughputFact> facts = extractor.extract(mail, kernels);
        String own = describe(facts.stream().filter(f -> !f.quoted()).toList());
        assertEquals(String.join("\n",
                "400mbit~|400000000|prose|null|null|false|false",
                "50-70mbit|50000000|prose|null|null|false|false",
                "50-70mbit|70000000|prose|null|null|false|false",
                "54.0 Mbits/sec|54000000|iperf|null|null|false|false",
                "463 Mbits/sec|463000000|iperf|null|null|false|false"), own);
        // The reply quotes the report: the same five figures again, marked quoted.
        assertEquals(5, facts.stream().filter(ThroughputFact::quoted).count());
    }
}
