package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.facts;
import static dev.lkmltriage.extract.FactOf.verdict;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.lkmltriage.testkit.TimeBudget;
import org.junit.jupiter.api.Test;

/**
 * Session 39 (verdict42): the kernel a report ran on, told by its setting ({@link RunSettings}): a machine running
 * it, the kernel then said to be run, a log said to come from it. Bad (run-only) in a report that names a problem;
 * nothing in a question, a condition, a plan, a patched run or a sentence that denies the symptom. Every fixture is
 * invented here in the style of a user's report to the list.
 */
class RunSettingsTest {
    private static final String SUBJECT = "frob: second port drops off the bus after resume";
    private static final String PROBLEM = "\n\nAfter resume the second port fails to train and the disk on it is"
            + " lost.\n\nThanks\n";

    private static String of(String sentence, String version) {
        return verdict(facts(SUBJECT, "Hi,\n\n" + sentence + PROBLEM), version);
    }

    @Test
    void aMachineRunningTheKernelIsTheReportsKernel() {
        assertEquals("bad", of("I have an x86 box with two Xeon CPUs running Linux kernel 5.8.3.", "5.8.3"));
        assertEquals("bad", of("We have an Intel Haswell system running Linux kernel v5.8.3 with the RT patch"
                + " set.", "5.8.3"));
        assertEquals("bad", of("I have an ARM64 board with a PCIe switch running vanilla 5.8.3.", "5.8.3"));
    }

    @Test
    void aParenthesisNamesTheKernelOfTheRunBeforeIt() {
        assertEquals("bad", of("I have an x86 system with Xeon CPU running Linux from Debian (kernel version"
                + " 5.8.3).", "5.8.3"));
        assertEquals("bad", of("Our test server running Linux (kernel 5.8.3) shows it on every boot.", "5.8.3"));
    }

    @Test
    void aKernelThenSaidToBeRun() {
        assertEquals("bad", of("A lot has changed since the v5.2 kernel I'm running, so newer ones may differ.",
                "5.2"));
        assertEquals("bad", of("This is with the 5.2.7 kernel we are currently using.", "5.2.7"));
    }

    @Test
    void aLogFromTheKernel() {
        assertEquals("bad", of("The controller does not bring up the bus behind the bridge, see syslog from"
                + " linux-5.6.0.", "5.6.0"));
        assertEquals("bad", of("The full dmesg from 5.6.2 is attached.", "5.6.2"));
    }

    @Test
    void questionsConditionsPlansPatchesAndDenialsGiveNone() {
        assertEquals("null", of("Is your system running 5.8.3?", "5.8.3"));
        assertEquals("null", of("If your system is running 5.8.3, please update first.", "5.8.3"));
        assertEquals("null", of("Any system running 5.8.3 would show it.", "5.8.3"));
        assertEquals("null", of("I tried a box running my patch (kernel 5.8.3) as well.", "5.8.3"));
        assertEquals("null", of("The 5.8.3 kernel I will be running next week has the fix.", "5.8.3"));
        assertEquals("null", of("Compare with the dmesg from 5.4.2, where it works.", "5.4.2"));
        assertEquals("null", of("See the dmesg from 5.4.2 showing a successful hot-plug.", "5.4.2"));
        assertEquals("null", of("We need a system running 5.10 or later for the new driver.", "5.10"));
    }

    @Test
    void noProblemNoVerdict() {
        assertEquals("null", verdict(facts("frob: notes on my setup", "Hi,\n\nI have an x86 box with two Xeon"
                + " CPUs running Linux kernel 5.8.3. The full dmesg from 5.6.2 is attached.\n"), "5.8.3"));
    }

    @Test
    void hostileInputStaysLinear() {
        assertTimeoutPreemptively(TimeBudget.seconds(30), () -> facts(SUBJECT,
                ("I have an x86 system running Linux (kernel version 5.8.3). See syslog from linux-5.6.0. Since the"
                        + " v5.2 kernel I'm running it fails.\n").repeat(20_000)));
        assertTimeoutPreemptively(TimeBudget.seconds(30), () -> facts(SUBJECT,
                "The box is lost. " + "system ".repeat(300_000) + "running " + "(kernel ".repeat(100_000)
                        + "5.8.3\n"));
        assertTimeoutPreemptively(TimeBudget.seconds(30), () -> facts(SUBJECT,
                "It fails. " + ("the 5.8." + "1".repeat(40) + " kernel I'm " + "currently ".repeat(20)
                        + "running ").repeat(30_000)));
    }
}
