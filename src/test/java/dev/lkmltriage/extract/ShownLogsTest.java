package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.allOfReport;
import static dev.lkmltriage.extract.FactOf.facts;
import static dev.lkmltriage.extract.FactOf.kernelQuoted;
import static dev.lkmltriage.extract.FactOf.ofReport;
import static dev.lkmltriage.extract.FactOf.verdict;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import org.junit.jupiter.api.Test;

/**
 * Session 28 (verdict28): a kernel in a sentence that introduces, with a colon, a pasted log showing trouble
 * ({@link ShownLogs}). Every fixture is invented here in the style of list mail.
 */
class ShownLogsTest {
    /** A second kernel, named as a target, so that the one-kernel reading ({@link SoleKernels}) stays out. */
    private static final String TARGET = "\n\nA fix may be queued for 5.12.\n";
    private static final String OOPS = "\n\nfrob [mem 0x20000000-0x2001ffff]\nUnable to handle kernel NULL pointer"
            + " dereference at virtual address 0000000000000008\nInternal error: Oops: 96000004 [#1] SMP\n";
    private static final String PROBE_FAILS = "\n[    3.49] frob 0001:01:00.0: SSS flag set\n"
            + "[    4.49] frob 0001:01:00.0: controller reset failed (0xffffffff)\n";

    private static String of(String body, String version) {
        return ofReport(body + TARGET, version);
    }

    @Test
    void aRunWhoseLogShowsTroubleIsBad() {
        assertEquals("bad", of("Currently (5.8-rc2) binding the frob window to a node that was never created"
                + " results in:" + OOPS, "5.8-rc2"));
        assertEquals("bad", of("On next-20201026 I see this during boot on my frob board:" + PROBE_FAILS,
                "next-20201026"));
        assertEquals("bad", of("Here are three boots, two of them on 5.8.5:\n\nboot.1.txt\n"
                + "Boot hung for a minute with nothing on the console\n", "5.8.5"));
        // a BUG title or a call trace alone is trouble
        assertEquals("bad", of("Booting v5.9-rc1 on the frob board triggers the following warning:\n"
                + "[    1.2] WARNING: CPU: 0 PID: 1 at drivers/frob/core.c:12 frob_probe+0x1c/0x30\n", "5.9-rc1"));
        assertEquals("bad", of("Unplugging the frob card twice on v5.9-rc2 gives:\n"
                + "BUG: sleeping function called from invalid context at kernel/frob.c:12\n", "5.9-rc2"));
    }

    @Test
    void quotedAsWritten() {
        Facts f = facts(FactOf.REPORT, "> Currently (5.8-rc2) binding the frob window to a node that was never"
                + " created\n> results in:\n>\n> Unable to handle kernel paging request at 0000000000001a08\n"
                + "> Internal error: Oops: 96000004 [#1] SMP\n\nWhat does the node look like?" + TARGET);
        assertEquals("bad", verdict(f, "5.8-rc2"));
        assertEquals("true", kernelQuoted(f, "5.8-rc2"));
    }

    @Test
    void nearMissesGiveNothing() {
        // a base, a branch or a patch: the colon introduces the code, not a run
        assertEquals("null", of("The series is based on v5.5-rc5 and a branch is available here:\n"
                + "  git://frob.org/linux.git frob-error-v3\n", "5.5-rc5"));
        assertEquals("null", of("The patch for v5.10-rc2 is here:\nhttps://frob.org/patch/1 fails less\n",
                "5.10-rc2"));
        assertEquals("null", of("It should be fixed in v5.2 (and marked for stable):\n"
                + "[ 1.0] frob: link error\n", "5.2"));
        // a kernel with the series under test applied is no plain run of it
        assertEquals("null", of("On v5.9-rc1 with this series applied, I get:" + PROBE_FAILS, "5.9-rc1"));
        // a good word, a question, a condition, a second version in the sentence
        // (the working word is the clause reading's, which makes it good; the log below does not overturn it)
        assertEquals("good", of("With 5.4 it works, this is the log:" + PROBE_FAILS, "5.4"));
        assertEquals("null", of("Do you see this on 5.4 too? Mine reads:" + PROBE_FAILS, "5.4"));
        assertEquals("null", of("If you boot 5.4 you get:" + PROBE_FAILS, "5.4"));
        assertEquals("null", of("On 5.4 and on 5.9 the log reads:" + PROBE_FAILS, "5.4"));
        // the colon does not end its line, or no log follows, or the log shows no trouble
        assertEquals("null", of("On 5.4 the log reads: frob 0001:01:00.0: controller reset failed\n", "5.4"));
        assertEquals("null", of("On 5.4 I see this:\n\n\n\n[ 4.49] frob: controller reset failed\n", "5.4"));
        assertEquals("null", of("On 5.4 I see this:\n[ 3.49] frob 0001:01:00.0: SSS flag set\n"
                + "[ 3.50] frob 0001:01:00.0: link up at 8 GT/s\n\nThe reset failed later.\n", "5.4"));
        assertEquals("null", of("On 5.4 I see this:\n[ 3.49] frob: no errors found on the link\n", "5.4"));
    }

    @Test
    void theLogLines() {
        assertTrue(ShownLogs.troubleLine("[ 4.49] frob 0001:01:00.0: controller reset failed (0xffffffff)"));
        assertTrue(ShownLogs.troubleLine("WARNING: possible circular locking dependency detected"));
        assertTrue(ShownLogs.troubleLine("Call Trace:"));
        assertFalse(ShownLogs.troubleLine("[ 3.49] frob 0001:01:00.0: enabling device (0000 -> 0002)"));
        assertFalse(ShownLogs.troubleLine("frob: 0 errors, no timeout"));
        assertFalse(ShownLogs.troubleLine(""));
        assertFalse(ShownLogs.troubleBelow("text", -1));
        assertFalse(ShownLogs.troubleBelow("text:\n", 5));
    }

    @Test
    void hostileInputStaysLinear() {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < 20_000; i++) {
            b.append("On 5.").append(i % 20).append(" I see this:\n");
        }
        b.append("failed\n");
        String body = b.toString();
        assertTimeoutPreemptively(TimeBudget.seconds(30), () -> allOfReport(body));
        StringBuilder logs = new StringBuilder("On 5.4 I see this:\n");
        for (int i = 0; i < 200_000; i++) {
            logs.append("[ 1.0] frob: fine\n");
        }
        String log = logs.toString();
        assertTimeoutPreemptively(TimeBudget.seconds(30), () -> allOfReport(log));
        assertTimeoutPreemptively(TimeBudget.seconds(5), () -> allOfReport("On 5.4 I see this:"));
        assertTimeoutPreemptively(TimeBudget.seconds(5), () -> allOfReport(":\n:\n5.4:\n"));
    }
}
