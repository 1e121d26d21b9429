package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.triage.Regressions;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A mail's {@code regression} is one it states; a bug report that only names the kernel it failed on states none,
 * while the clusterer still reads the window those bad kernels imply ({@link Regressions#forClustering}). Fixtures
 * invented, in the style of list mail.
 */
class StatedRegressionOnlyTest {
    private final FactExtractor extractor = new FactExtractor(HwMails.withoutIds());

    private Facts facts(String subject, String body) {
        return extractor.extract(FiguresMails.mail(subject, body));
    }

    @Test
    void bugReportNamingOneBadKernelStatesNoRegressionButKeepsItsWindow() {
        Facts f = facts("quux: NULL pointer dereference in quux_probe",
                """
                Hi,

                Loading quux on my Frobnitz X7 board crashes every time:

                BUG: kernel NULL pointer dereference, address: 0000000000000018
                CPU: 2 PID: 412 Comm: modprobe Not tainted 5.3.0-rc6+ #14
                RIP: 0010:quux_probe+0x4c/0x2f0 [quux]

                Any idea what to look at?

                Thanks,
                Wendel
                """);
        assertEquals(MessageKind.REPORT, f.kind());
        assertTrue(f.kernels().stream().anyMatch(k -> "5.3.0-rc6".equals(k.version()) && "bad".equals(k.verdict())),
                f.kernels().toString());
        assertNull(f.regression(), "one bad kernel is the kernel the bug was seen on, not a regression");
        Regression window = Regressions.forClustering(f);
        assertNotNull(window, "the clusterer keeps the window it read before");
        assertEquals(List.of(), window.good());
        assertEquals(List.of("5.3.0-rc6"), window.bad());
        assertNull(window.before());
        assertNull(window.culprit());
        assertTrue(Regressions.trusted(window));
    }

    @Test
    void statedWorkedInOneKernelBrokenInAnotherKeepsItsRegression() {
        Facts f = facts("quux: probe fails since 5.4",
                """
                Hi,

                quux probed fine on 5.3.7, but on 5.4.1 it fails with -ETIMEDOUT on the same Frobnitz X7 board.

                Wendel
                """);
        Regression r = f.regression();
        assertNotNull(r, "a good and a bad kernel state a regression");
        assertEquals(List.of("5.3.7"), r.good());
        assertTrue(r.bad().contains("5.4.1"), r.bad().toString());
        assertTrue(Regressions.trusted(r));
        assertEquals(r, Regressions.forClustering(f), "the clusterer reads the stated regression itself");
    }

    @Test
    void aReplyNamingABadKernelGetsNoWindow() {
        Facts f = facts("Re: quux: NULL pointer dereference in quux_probe",
                """
                On Mon, 2 Sep 2019, Wendel wrote:
                > Loading quux crashes every time.

                Same oops here on 5.3.0-rc6, I will try a bisect next week.

                Ossian
                """);
        assertEquals(MessageKind.REPLY, f.kind());
        assertNull(f.regression());
        assertNull(Regressions.forClustering(f), "only a report's own bad kernels give the clusterer a window");
    }
}
