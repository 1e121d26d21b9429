package dev.lkmltriage.probe.repro;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.probe.ProbeOptions;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Mail is attacker-controlled: whatever follows "iperf3 " in a message, planning never throws and always yields
 * probe options the probe accepts (within its limits).
 */
class PlanFuzzTest {
    private static final String[] PIECES = {"iperf", "iperf3", "netperf", " ", "  ", "\t", "-", "--", "-c", "-t",
        "-P", "-l", "-w", "-M", "-R", "-r", "-d", "--bidir", "-b", "-u", "--time=", "--len", "-t", "TCP_STREAM",
        "TCP_MAERTS", "0", "1", "99999999999", "-1", "32k", "1.5M", "64G", "NaN", "1e9", "=", "|", ";", ">", "#",
        "\n", "> ", "$ ", "\u0000", "\u202e", "é", "[", "]", ":", "/", "%", "x"};

    @Test
    void randomCommandLinesNeverBreakThePlanner() {
        Random rnd = new Random(20261130);
        for (int i = 0; i < 5_000; i++) {
            StringBuilder b = new StringBuilder(rnd.nextBoolean() ? "iperf3 -" : "netperf -");
            int n = rnd.nextInt(40);
            for (int k = 0; k < n; k++) {
                b.append(PIECES[rnd.nextInt(PIECES.length)]);
                if (rnd.nextInt(3) == 0) {
                    b.append(' ');
                }
            }
            String text = b.toString();
            ProbePlan p = PlanParser.fromText(text);
            assertFalse(p.directions().isEmpty(), text);
            List<ProbeOptions> o = p.options("127.0.0.1", 5201, 0);
            assertTrue(o.size() >= 1 && o.size() <= 2, text);
            assertTrue(p.notes().size() <= PlanParser.MAX_WORDS + 3, text);
        }
    }
}
