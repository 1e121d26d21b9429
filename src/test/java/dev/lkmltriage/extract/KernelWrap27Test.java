package dev.lkmltriage.extract;

import dev.lkmltriage.testkit.TimeBudget;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import org.junit.jupiter.api.Test;

/**
 * Session 26 (forms27): a kernel release string a mail client wrapped at one of its dashes is read as one, in the
 * banner shapes only (oops/WARNING banner, {@code Linux version} line, {@code uname -a} line, the line after a banner
 * that wrapped before its release). Prose is never joined.
 */
class KernelWrap27Test {
    private final KernelExtractor extractor = new KernelExtractor();

    private String run(String text) {
        return KernelExtractorTest.render(extractor.extract(VersionsMails.mail(text)));
    }

    @Test
    void aLinuxNextBannerWrappedAfterNextIsItsTag() {
        String oops = "The box oopses on load:\n"
                + "  CPU: 1 PID: 208 Comm: modprobe Not tainted 5.8.0-rc4-next-\n"
                + "20200710 #5\n"
                + "  RIP: 0010:frob_probe+0x1c/0x80\n";
        assertEquals("next-20200710:bad", run(oops));
    }

    @Test
    void aRequotedWrapLosesAQuoteMarker() {
        // the wrap happened when the first reply quoted it: the tail carries one marker fewer
        String oops = "> >  CPU: 3 PID: 77 Comm: kworker/3:1 Not tainted 5.8.0-rc4-next-\n"
                + "> 20200710 #5\n"
                + "> >  Hardware name: Frob Board\n"
                + "\nDoes this still happen?\n";
        assertEquals("qnext-20200710:bad", run(oops));
    }

    @Test
    void anRcWrappedOverTwoLines() {
        String oops = "[    2.1] CPU: 0 PID: 1 Comm: swapper/0 Not tainted 5.3.0-\n"
                + "rc2-\n"
                + "myboard-00012-gabcdef012345 #7\n";
        assertEquals("5.3.0-rc2:bad", run(oops));
    }

    @Test
    void aBannerWrappedBeforeTheRelease() {
        String oops = "[    2.1] CPU: 0 PID: 1 Comm: swapper/0 Not tainted\n"
                + "5.3.0-\n"
                + "rc2-00012-gabcdef012345 #7\n";
        assertEquals("5.3.0-rc2:bad", run(oops));
        String tainted = "[   9.3] CPU: 0 PID: 9 Comm: kworker/0:2 Tainted: G        W\n"
                + "O        5.3.0-\n"
                + "rc2+ #47\n";
        assertEquals("5.3.0-rc2:-", run(tainted));
    }

    @Test
    void aLinuxVersionLineAndAUnameLine() {
        assertEquals("next-20200914:-", run("[    0.000000] Linux version 5.9.0-rc5-next-\n"
                + "20200914-00001-gf965aa1bd2e4 (me@box) (gcc 10.2) #2 SMP\n"));
        assertEquals("next-20200914:-", run("$ uname -a\nLinux frobbox 5.9.0-rc5-next-\n"
                + "20200914 #2 SMP PREEMPT x86_64 GNU/Linux\n"));
    }

    @Test
    void proseEndingInADashIsNotJoined() {
        // near misses: the same wrap in a sentence, and a banner whose next line starts something else
        assertEquals("5.8.0-rc4:-", run("I tried kernel 5.8.0-rc4-\n20200710 is the date I built it.\n"));
        assertEquals("5.8.0-rc4:bad", run("CPU: 1 PID: 208 Comm: modprobe Not tainted 5.8.0-rc4-\n"
                + "[   3.2] Hardware name: Frob Board\n"));
        // a uname-looking line with more than a host before the release is prose
        assertEquals("5.8.0-rc4:-", run("Linux on my box runs 5.8.0-rc4-\n20200710 tomorrow.\n"));
        // a previous line that is no banner
        assertEquals("5.3.0:-", run("The kernel I ran was\n5.3.0-\nrc2 maybe.\n"));
    }

    @Test
    void hostileWrapsStayLinear() {
        StringBuilder b = new StringBuilder("CPU: 0 PID: 1 Comm: x Not tainted 5.3.0-\n");
        for (int i = 0; i < 50_000; i++) {
            b.append("rc1-\n");
        }
        assertTimeoutPreemptively(TimeBudget.seconds(5), () -> run(b.toString()));
        assertTimeoutPreemptively(TimeBudget.seconds(5),
                () -> run("Not tainted 5.3.0-\n" + ">".repeat(200_000) + "\n"));
    }
}
