package dev.lkmltriage.bench;

import dev.lkmltriage.extract.ExtractSettings;
import dev.lkmltriage.extract.FactExtractor;
import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.MailParser;
import dev.lkmltriage.source.Checkpoints;
import dev.lkmltriage.source.ItemSink;
import dev.lkmltriage.source.MailSource;
import dev.lkmltriage.source.RawItem;
import dev.lkmltriage.source.Sources;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Single-threaded speed of the MIME parse and of all fact extraction over the first messages of the real
 * linux-pci archive (read in place, never copied), one operation = every message once. Issue 3 wants extraction at
 * 20 MB/s of message text per core or better: MB/s = ops/s x the decoded text size the setup prints (and x the raw
 * size for the parse).
 *
 * <p>Run: {@code mvn -o -q test-compile && java -cp target/test-classes:target/classes:$(cat target/cp.txt)
 * org.openjdk.jmh.Main ExtractionBench} (write {@code target/cp.txt} once with {@code mvn -o -q
 * dependency:build-classpath -Dmdep.outputFile=target/cp.txt}); {@code -jvmArgs -Dbench.archive=PATH} and
 * {@code -Dbench.messages=N} choose the input (default {@code ../shared/data/linux-pci-2019-2020.git}, 2000).
 * For a per-extractor breakdown and an output dump to diff before and after a change, see
 * {@code dev.lkmltriage.extract.ExtractProfile}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 5)
@Measurement(iterations = 5, time = 5)
@Fork(1)
public class ExtractionBench {
    private final MailParser parser = new MailParser();
    private final FactExtractor extractor = new FactExtractor(ExtractSettings.defaults());
    private List<byte[]> raw;
    private List<Mail> mails;

    @Setup
    public void setup() throws IOException {
        String archive = System.getProperty("bench.archive", "../shared/data/linux-pci-2019-2020.git");
        raw = read(archive, Integer.getInteger("bench.messages", 2000));
        mails = new ArrayList<>(raw.size());
        raw.forEach(r -> mails.add(parser.parse(r)));
        long rawBytes = raw.stream().mapToLong(b -> b.length).sum();
        long chars = mails.stream().mapToLong(m -> m.text().length()).sum();
        System.out.printf(Locale.ROOT, "ExtractionBench: %d messages, %.3f MB raw, %.3f MB decoded text%n",
                mails.size(), rawBytes / 1e6, chars / 1e6);
    }

    @Benchmark
    public void extract(Blackhole bh) {
        for (Mail m : mails) {
            bh.consume(extractor.extract(m));
        }
    }

    @Benchmark
    public void parse(Blackhole bh) {
        for (byte[] r : raw) {
            bh.consume(parser.parse(r));
        }
    }

    private static List<byte[]> read(String archive, int count) throws IOException {
        List<byte[]> out = new ArrayList<>();
        for (MailSource source : Sources.open(archive)) {
            try {
                source.read(Checkpoints.NONE, new ItemSink() {
                    @Override
                    public void accept(RawItem item) {
                        if (out.size() >= count) {
                            throw new IllegalStateException("enough");
                        }
                        out.add(item.bytes());
                    }

                    @Override
                    public void unreadable(String origin, String reason) {
                    }
                });
            } catch (IllegalStateException enough) {
                break;
            }
        }
        if (out.isEmpty()) {
            throw new IOException("no messages in " + archive + "; give -Dbench.archive=PATH");
        }
        return out;
    }
}
