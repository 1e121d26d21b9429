package dev.lkmltriage.probe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import org.junit.jupiter.api.Test;

/** /proc parsing on captured-style text: golden figures, and garbage that must yield -1 rather than throw. */
class HostSamplerTest {
    private static final String SNMP_HEADER = "Ip: Forwarding DefaultTTL InReceives\nIp: 1 64 100\n"
            + "Tcp: RtoAlgorithm RtoMin RtoMax MaxConn ActiveOpens PassiveOpens AttemptFails EstabResets CurrEstab "
            + "InSegs OutSegs RetransSegs InErrs OutRsts InCsumErrors\n";

    private static String stat(long user, long nice, long sys, long idle, long iowait, long irq, long softirq,
            long intr, long ctxt) {
        return "cpu  " + user + " " + nice + " " + sys + " " + idle + " " + iowait + " " + irq + " " + softirq
                + " 0 0 0\ncpu0 1 2 3 4 5 6 7 0 0 0\nintr " + intr + " 0 0 12 0 5\nctxt " + ctxt
                + "\nbtime 1796035000\nprocesses 4000\n";
    }

    private static String snmp(long out, long retrans) {
        return SNMP_HEADER + "Tcp: 1 200 120000 -1 10 5 0 0 2 1000 " + out + " " + retrans + " 0 3 0\n"
                + "Udp: InDatagrams\nUdp: 5\n";
    }

    @Test
    void ratesBetweenTwoSamples() {
        HostSampler.Sample a = HostSampler.parse(stat(100, 0, 50, 800, 0, 0, 10, 10_000, 2_000), snmp(500, 7), 0);
        HostSampler.Sample b = HostSampler.parse(stat(120, 0, 110, 900, 0, 10, 60, 26_075, 4_198), snmp(9_500, 9),
                2_000_000_000L);
        HostStats h = HostSampler.between(a, b);
        assertNotNull(h);
        assertEquals(2.0, h.seconds(), 1e-9);
        // deltas: user 20, system 60 + irq 10, softirq 50, idle 100 of 240 ticks
        assertEquals(100.0 * 20 / 240, h.cpuUser(), 1e-9);
        assertEquals(100.0 * 70 / 240, h.cpuSystem(), 1e-9);
        assertEquals(100.0 * 50 / 240, h.cpuSoftirq(), 1e-9);
        assertEquals(100.0 * 100 / 240, h.cpuIdle(), 1e-9);
        assertEquals(8037.5, h.interruptsPerSec(), 1e-9);
        assertEquals(1099.0, h.contextSwitchesPerSec(), 1e-9);
        assertEquals(2, h.tcpRetransSegs());
        assertEquals(9_000, h.tcpOutSegs());
    }

    @Test
    void noTimeOrNoSampleGivesNoStats() {
        HostSampler.Sample a = HostSampler.parse(stat(1, 0, 1, 1, 0, 0, 0, 1, 1), snmp(1, 1), 5);
        assertNull(HostSampler.between(a, a));
        assertNull(HostSampler.between(null, a));
        assertNull(HostSampler.between(a, null));
    }

    @Test
    void garbageReadsAsUnknown() {
        for (String junk : new String[] {"", "cpu", "cpu  x y z\nintr\nctxt -5", "\0\0\0\n\n\ncpu ",
                "cpu  99999999999999999999999 1 1 1 1 1 1 1\nintr 18446744073709551616 1\n"}) {
            HostSampler.Sample s = HostSampler.parse(junk, junk, 1);
            assertEquals(-1, s.retransSegs(), junk);
            HostStats h = HostSampler.between(s, HostSampler.parse(junk, junk, 1_000_000_001L));
            assertNotNull(h);
            assertEquals(-1, h.tcpRetransSegs());
            assertTrue(h.cpuUser() >= 0 && h.cpuUser() <= 100);
        }
    }

    @Test
    void snmpWithTheTcpLinesOutOfShapeIsIgnored() {
        HostSampler.Sample s = HostSampler.parse("", "Tcp: RetransSegs\nIp: 1\nTcp: 5", 1);
        assertEquals(-1, s.retransSegs());
        s = HostSampler.parse("", "Tcp: OutSegs RetransSegs\nTcp: 10", 1);
        assertEquals(10, s.outSegs());
        assertEquals(-1, s.retransSegs());
    }

    @Test
    void pathologicalInputFinishesFast() {
        String longLine = "intr " + "1 ".repeat(2_000_000);
        String manyLines = "x\n".repeat(1_000_000);
        assertTimeoutPreemptively(TimeBudget.seconds(5), () -> {
            HostSampler.parse(longLine + "\n" + manyLines, manyLines + longLine, 1);
        });
    }

    @Test
    void realProcWhereThereIsOne() {
        HostSampler.Sample s = HostSampler.now();
        org.junit.jupiter.api.Assumptions.assumeTrue(s != null, "no /proc here: skipping");
        assertTrue(s.ctxt() > 0 && s.intr() > 0 && s.cpu()[0] >= 0, "parsed this machine's /proc/stat");
        assertTrue(s.retransSegs() >= 0, "parsed this machine's /proc/net/snmp");
    }
}
