package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.facts;
import static dev.lkmltriage.extract.FactOf.verdict;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Session 21 (docs/extraction-eval.md, "Session 21: window22"): a kernel called good and a newer one only run while
 * the message names a problem state a regression's window ({@link RunsAfterGood}). Every fixture is invented here
 * in the style of list mail.
 */
class RunsAfterGoodTest {
    private static final String SUBJECT = "IRQ not assigned behind a PCIe-to-PCI bridge";
    private static final String GOOD = "With kernel 4.9 the card works fine and gets its interrupt:\n\n"
            + "  Interrupt: pin A routed to IRQ 470\n\n";
    private static final String RAN = "I have tested kernels 4.14, 4.19 and 5.4.3, and on those the card gets no"
            + " interrupt and the driver fails to load:\n\n  Interrupt: pin A routed to IRQ 0\n\n"
            + "Has anyone seen this issue?\n";

    @Test
    void aGoodKernelAndNewerRunsAreTheWindow() {
        Facts f = facts(SUBJECT, GOOD + RAN);
        assertEquals("good", verdict(f, "4.9"));
        assertEquals("bad", verdict(f, "4.19"));
        assertNotNull(f.regression());
        assertEquals(List.of("4.9"), f.regression().good());
        assertEquals(List.of("4.14", "4.19", "5.4.3"), f.regression().bad().stream().sorted().toList());
    }

    @Test
    void nearMissesStateNone() {
        // the good kernel is the newer one: a fix, not a regression
        assertNull(facts(SUBJECT, "With kernel 5.10 the card works fine and gets its interrupt.\n\n" + RAN)
                .regression());
        // runs alone, no kernel called good
        assertNull(facts(SUBJECT, "The card used to get its interrupt.\n\n" + RAN).regression());
        // a bad kernel before the good one: no simple breakage between them
        assertNull(facts(SUBJECT, "With kernel 4.9 the card works fine and gets its interrupt.\n\n"
                + RAN.replace("4.14", "4.4")).regression());
        // the good base and its patched branch's oops banner are one release written two ways
        assertNull(facts("Re: frob cleanups", "The unit tests crash with this signature on that branch where base"
                + " v6.1-rc3 passes:\n\n    BUG: kernel NULL pointer dereference, address: 0000000000000008\n"
                + "    CPU: 15 PID: 1414 Comm: lt-frob Tainted: G           OE     6.1.0-rc3+ #3399\n"
                + "    RIP: 0010:frob_kill+0x1e/0x180\n").regression());
    }

    @Test
    void hostileInputEndsQuickly() {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < 5_000; i++) {
            b.append("With kernel 4.").append(i % 20).append(" it works fine. I have tested 5.").append(i % 19)
                    .append(" and it fails to load.\n");
        }
        assertTimeoutPreemptively(TimeBudget.seconds(30), () -> facts(SUBJECT, b.toString()));
        assertTimeoutPreemptively(TimeBudget.seconds(5), () -> facts(SUBJECT, GOOD + RAN.substring(0, 40)));
    }
}
