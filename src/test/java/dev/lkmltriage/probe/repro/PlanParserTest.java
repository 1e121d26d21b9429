package dev.lkmltriage.probe.repro;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.TestData;
import dev.lkmltriage.probe.ProbeOptions;
import dev.lkmltriage.probe.repro.ProbePlan.Direction;
import java.nio.file.Files;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Command lines as reporters paste them, and what each plan makes of them. */
class PlanParserTest {

    /** line | tool | directions | len | seconds | streams | window | mss */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "$ iperf -m -l32k -c gw -r                        | iperf   | FORWARD+REVERSE | 32768  | 0  | 0 | 0      | 0",
        "iperf3 -c host -t 30 -P 4 -R                     | iperf3  | REVERSE         | 0      | 30 | 4 | 0      | 0",
        "netperf -H 10.20.0.2 -l 30 -t TCP_STREAM         | netperf | FORWARD         | 0      | 30 | 0 | 0      | 0",
        "# netperf -H 10.0.0.20 -t TCP_MAERTS             | netperf | REVERSE         | 0      | 0  | 0 | 0      | 0",
        "iperf -c 10.1.1.5 -M 1400 -w 256k                | iperf   | FORWARD         | 0      | 0  | 0 | 262144 | 1400",
        "iperf3 --client=h --time=5 --parallel=2 --bidir  | iperf3  | BIDIR           | 0      | 5  | 2 | 0      | 0",
        "root@box:~# iperf3 -c fd00:1::2 -6 -t 10 -l 1M   | iperf3  | FORWARD         | 1048576| 10 | 0 | 0      | 0",
        "iperf -c peer -d -t 20                           | iperf   | BIDIR           | 0      | 20 | 0 | 0      | 0",
        "iperf -mr -c peer                                | iperf   | FORWARD+REVERSE | 0      | 0  | 0 | 0      | 0",
        "netperf -H h -t TCP_STREAM -- -m 64k -s 1M       | netperf | FORWARD         | 65536  | 0  | 0 | 1048576| 0",
        "iperf3 -c 192.168.7.10 -R -t 5 2>&1 > log.txt    | iperf3  | REVERSE         | 0      | 5  | 0 | 0      | 0",
        "iperf3 -c nas.lan -R on 6.4.2:                   | iperf3  | REVERSE         | 0      | 0  | 0 | 0      | 0",
        "> iperf3 -c 10.0.0.5 -R -b 900M -t 3             | iperf3  | REVERSE         | 0      | 3  | 0 | 0      | 0",
        "iperf3 -c h -P4 -t30 --set-mss 1400 -w 256K      | iperf3  | FORWARD         | 0      | 30 | 4 | 262144 | 1400",
    })
    void readsRealStyleLines(String line, String tool, String dirs, int len, int secs, int streams, int window,
            int mss) {
        ProbePlan p = PlanParser.parse(line);
        assertEquals(tool, p.tool(), p.toString());
        assertEquals(dirs, String.join("+", p.directions().stream().map(Direction::name).toList()), p.toString());
        assertEquals(len, p.len(), p.toString());
        assertEquals(secs, p.seconds(), p.toString());
        assertEquals(streams, p.parallel(), p.toString());
        assertEquals(window, p.window(), p.toString());
        assertEquals(mss, p.mss(), p.toString());
    }

    @Test
    void notesSayWhatWasDoneWithEachFlag() {
        ProbePlan p = PlanParser.parse("$ iperf -m -l32k -c gw -r");
        assertTrue(has(p, "-m: prints the MSS only"), p.notes().toString());
        assertTrue(has(p, "-r: a forward run, then a reverse run"), p.notes().toString());
        assertTrue(has(p, "-c gw: the reporter's peer"), p.notes().toString());
        assertEquals("forward+reverse, 32 KiB writes, 10 s, 1 stream", p.summary());
        ProbePlan b = PlanParser.parse("iperf3 -c h -b 300M -u -Q 7 --frobnicate");
        assertTrue(has(b, "-b 300M: a rate cap is not supported"), b.notes().toString());
        assertTrue(has(b, "-u: UDP is not supported"), b.notes().toString());
        assertTrue(has(b, "-Q: unknown iperf3 flag, ignored"), b.notes().toString());
        assertTrue(has(b, "--frobnicate: unknown iperf3 flag"), b.notes().toString());
        ProbePlan piped = PlanParser.fromText("$ iperf3 -c h -t 5 | tee out; iperf3 -c h -t 9");
        assertEquals(5, piped.seconds(), piped.toString());
        ProbePlan rr = PlanParser.parse("netperf -H 10.20.0.2 -t TCP_RR");
        assertTrue(has(rr, "not a TCP bulk-transfer test"), rr.notes().toString());
        assertEquals(List.of(Direction.FORWARD), rr.directions());
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "iperf3 -c h -t 999999 -P 100000 -l 64G -w -5 -M 12",
        "iperf3 -c h -t banana -P x -l 1.2.3 -w %% -M",
        "iperf3 -c h -t -1 -P -4",
        "iperf -c",
        "netperf -H h -l -1000 -t",
        "iperf3 - -- --- -",
    })
    void garbageValuesAreNotedAndTheirDefaultsKept(String line) {
        ProbePlan p = PlanParser.parse(line);
        assertEquals(0, p.seconds(), p.toString());
        assertEquals(0, p.parallel(), p.toString());
        assertEquals(0, p.len(), p.toString());
        assertEquals(0, p.window(), p.toString());
        assertEquals(0, p.mss(), p.toString());
        // and the plan still yields valid probe options
        List<ProbeOptions> o = p.options("127.0.0.1", 5201, 1);
        assertEquals(1, o.size());
    }

    @Test
    void outOfRangeValuesSayTheRange() {
        ProbePlan p = PlanParser.parse("iperf3 -c h -P 100000");
        assertTrue(has(p, "-P 100000: streams out of range 1..128"), p.notes().toString());
    }

    @Test
    void hostileTextIsBounded() {
        String huge = "iperf3 -c h " + "-R ".repeat(100_000);
        ProbePlan p = PlanParser.fromText(huge);
        assertEquals("default", p.tool(), "a line over the limit is not read");
        String many = "iperf3 -c h " + "-R ".repeat(200);
        ProbePlan q = PlanParser.fromText(many);
        assertTrue(has(q, "stopped reading after"), q.notes().toString());
        StringBuilder lines = new StringBuilder();
        for (int i = 0; i < 50_000; i++) {
            lines.append("iperf3 -c h -t 5\n");
        }
        assertEquals(100, PlanParser.find(lines.toString()).size());
        assertEquals("default", PlanParser.fromText(null).tool());
        assertEquals("default", PlanParser.fromText("\u0000\uffff iperf3\t\t").tool());
    }

    @Test
    void prefersTheWritersOwnClientRun() {
        String text = String.join("\n",
                "> iperf3 -c old -t 99",
                "iperf -s on this box, the sender is another box",
                "Here is mine:",
                "$ iperf3 -c 192.168.1.2 -t 5 -R",
                "$ iperf3 -c 192.168.1.2 -t 7");
        ProbePlan p = PlanParser.fromText(text);
        assertEquals(5, p.seconds(), p.toString());
        assertEquals(List.of(Direction.REVERSE), p.directions());
        assertTrue(has(p, "of 4 command lines"), p.notes().toString());
    }

    @Test
    void aServerOnlyLineStillPlansAForwardRun() {
        ProbePlan p = PlanParser.fromText("iperf -s -w 128k on this box, the sender is a Core 2");
        assertEquals(List.of(Direction.FORWARD), p.directions());
        assertEquals(131072, p.window());
        assertTrue(has(p, "server-side command line"), p.notes().toString());
    }

    @Test
    void noInvocationMeansDefaultsWithAReason() {
        ProbePlan p = PlanParser.fromText("throughput fell from 940 to 310 Mbit/s after the update");
        assertEquals("default", p.tool());
        assertTrue(has(p, "no iperf, iperf3 or netperf command line"), p.notes().toString());
        List<ProbeOptions> o = p.options("127.0.0.1", 5201, 0);
        assertEquals(10, o.get(0).seconds());
        assertEquals(false, o.get(0).reverse());
    }

    @Test
    void optionsFollowThePlan() {
        ProbePlan p = PlanParser.parse("iperf -m -l32k -c gw -r -t 30");
        List<ProbeOptions> o = p.options("192.0.2.1", 5999, 2);
        assertEquals(2, o.size());
        assertEquals(false, o.get(0).reverse());
        assertEquals(true, o.get(1).reverse());
        assertEquals(32768, o.get(0).len());
        assertEquals(2, o.get(0).seconds(), "--time overrides the reported duration");
        assertEquals(30, p.options("h", 1, 0).get(0).seconds());
        assertEquals(5999, o.get(1).port());
    }

    @Test
    void theSeedReportsInvocation() throws Exception {
        String seed = Files.readString(TestData.shared("seeds/003_19d99af54601565f.txt"));
        ProbePlan p = PlanParser.fromText(seed);
        assertEquals("iperf", p.tool());
        assertEquals(List.of(Direction.FORWARD, Direction.REVERSE), p.directions());
        assertEquals(32768, p.len());
    }

    private static boolean has(ProbePlan p, String fragment) {
        return p.notes().stream().anyMatch(n -> n.contains(fragment));
    }
}
