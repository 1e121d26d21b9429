package dev.lkmltriage.extract;

import dev.lkmltriage.mail.Mail;
import java.util.List;
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

/**
 * How fast the figures stages read text, single-threaded, on a synthetic report (written for this benchmark in the
 * style of a real one: prose, iperf2 and iperf3 output, dmesg, lspci, a quoted reply) of about 1 MB. Issue 3 wants
 * all extraction at 20 MB/s per core or better; this stage's share must be a fraction of that.
 *
 * <p>Run: {@code mvn -o -q test-compile && java -cp target/test-classes:target/classes:$(cat cp.txt)
 * org.openjdk.jmh.Main ThroughputBench}. MB/s = ops/s x {@link #textMegabytes()}; the setup prints the size.
 * Also: {@code -Dfigures.sample=true} on {@code ThroughputArchiveSampleTest} prints MB per CPU-second over the real
 * 20,000-message archive.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class ThroughputBench {
    private static final String REPORT = """
            Hi,

            since 6.2 the igb NIC in my box is slow: send performance dropped from around 110MB/s to 30MB/s,
            receive is fine at ~940 Mbit/s. 6.1 was good. Bisect is running.

            6.1 (and 6.2 with the revert):
            $ iperf3 -c 10.0.0.2
            Connecting to host 10.0.0.2, port 5201
            [  5] local 10.0.0.1 port 40000 connected to 10.0.0.2 port 5201
            [ ID] Interval           Transfer     Bitrate         Retr  Cwnd
            [  5]   0.00-1.00   sec   112 MBytes   941 Mbits/sec    0    375 KBytes
            [  5]   1.00-2.00   sec   112 MBytes   940 Mbits/sec    0    375 KBytes
            - - - - - - - - - - - - - - - - - - - - - - - - -
            [  5]   0.00-2.00   sec   224 MBytes   940 Mbits/sec    0             sender
            [  5]   0.00-2.04   sec   223 MBytes   917 Mbits/sec                  receiver

            [    2.396111] igb 0000:03:00.0 eth0: igb: eth0 NIC Link is Up 1000 Mbps Full Duplex, Flow Control: RX/TX
            [    2.512345] pci 0000:03:00.0: 7.876 Gb/s available PCIe bandwidth, limited by 8.0 GT/s PCIe x1 link
            03:00.0 Ethernet controller [0200]: Intel Corporation I211 Gigabit Network Connection [8086:1539] (rev 03)
            \tSpeed: 1000Mb/s
            \tDuplex: Full

            On Mon, 1 Jan 2024, Someone wrote:
            > Can you try with CONFIG_IGB_DCA=n? It did 250 Mbit/s for me on 6.2.
            > 00: 86 80 39 15 07 04 10 00 03 00 00 02 10 00 00 00
            > 10: 00 00 c0 f7 00 00 00 00 01 e0 00 00 00 40 c0 f7

            Thanks
            """;

    private Mail mail;
    private List<KernelFact> kernels;
    private final ThroughputExtractor extractor = new ThroughputExtractor();
    private final RegressionBuilder regressions = new RegressionBuilder();

    @Setup
    public void setup() {
        StringBuilder b = new StringBuilder();
        while (b.length() < 1 << 20) {
            b.append(REPORT);
        }
        String text = b.toString();
        mail = FiguresMails.mail("igb: slow since 6.2", text);
        kernels = FiguresMails.kernels(text, "6.1", "6.2");
        System.out.printf("ThroughputBench text: %.3f MB%n", textMegabytes());
    }

    /** The benchmark text's size in MB (10^6 chars). */
    public double textMegabytes() {
        return mail.text().length() / 1e6;
    }

    @Benchmark
    public Object throughputAndRegression() {
        List<ThroughputFact> facts = extractor.extract(mail, kernels);
        return regressions.build(mail, kernels, List.of(), facts, List.of());
    }
}
