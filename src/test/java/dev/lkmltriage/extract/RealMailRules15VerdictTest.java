package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.facts;
import static dev.lkmltriage.extract.FactOf.verdict;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import org.junit.jupiter.api.Test;

/**
 * Session 14's working-state sentences ({@link WorkingSentences}; docs/extraction-eval.md, "Session 14: verdicts
 * ..."): the twin of the problem sentence. A kernel anywhere in a sentence that states a working state is good,
 * in a message that names a problem, unless something in the sentence sets it apart. Every fixture is invented here
 * in the style of list mail; near misses must stay without a verdict.
 */
class RealMailRules15VerdictTest {
    private static final String REPORT = "frob: the second port hangs at resume";

    @Test
    void aKernelInASentenceStatingAWorkingStateIsGood() {
        Facts next = facts(REPORT, "The box hangs at resume with the new board.\n\nI went to kernel"
                + " 5.4.12 this morning, and everything there works fine for me.\n");
        assertEquals("good", verdict(next, "5.4.12"));
        Facts noIssue = facts(REPORT, "The box hangs at resume with the new board.\n\nWith kernel 5.3.7 I can"
                + " resume a dozen times in a row, no issues at all.\n");
        assertEquals("good", verdict(noIssue, "5.3.7"));
        Facts detected = facts(REPORT, "The box hangs at resume with the new board.\n\nI also built kernel"
                + " 5.2.9 here, and the second port is detected at each resume.\n");
        assertEquals("good", verdict(detected, "5.2.9"));
    }

    @Test
    void aSentenceThatSetsTheKernelApartIsLeftAlone() {
        Facts problemToo = facts(REPORT, "The box hangs at resume.\n\nI went to kernel 5.4.12, the first port"
                + " works fine but the second still hangs.\n");
        assertNotEquals("good", verdict(problemToo, "5.4.12"));
        Facts negated = facts(REPORT, "The box hangs at resume.\n\nI went to kernel 5.4.12 and the second port"
                + " is not detected after resume.\n");
        assertNotEquals("good", verdict(negated, "5.4.12"));
        Facts question = facts(REPORT, "The box hangs at resume.\n\nDid you build kernel 5.4.12, and does the"
                + " second port work fine there?\n");
        assertEquals("null", verdict(question, "5.4.12"));
        Facts plan = facts(REPORT, "The box hangs at resume.\n\nI will build kernel 5.4.12 tonight and see"
                + " whether it works fine there.\n");
        assertEquals("null", verdict(plan, "5.4.12"));
        Facts patched = facts(REPORT, "The box hangs at resume.\n\nI tested kernel 5.4.12 with your patch"
                + " applied, and the second port works fine.\n");
        assertNotEquals("good", verdict(patched, "5.4.12")); // the patched kernel's result is the patch's
        Facts until = facts(REPORT, "The box hangs at resume.\n\nUntil kernel 5.4.12, the second port"
                + " worked fine.\n");
        assertEquals("null", verdict(until, "5.4.12"));
        Facts purpose = facts(REPORT, "The box hangs at resume.\n\nI spent a day on kernel 5.4.12, trying to"
                + " get the second port working.\n");
        assertEquals("null", verdict(purpose, "5.4.12"));
        Facts noProblem = facts("frob: add the second port", "I built kernel 5.4.12 here, and the second port"
                + " works fine.\n");
        assertEquals("null", verdict(noProblem, "5.4.12"));
        Facts leave = facts(REPORT, "The box hangs at resume.\n\nI meant that it was ok to pick the quirk into"
                + " 5.4.12-rt as the robot suggested.\n");
        assertEquals("null", verdict(leave, "5.4.12"));
        Facts count = facts(REPORT, "The box hangs at resume.\n\nHere are five boots, four on 5.4.12:\n\n"
                + "boot.1_hang.txt\n");
        assertNotEquals("good", verdict(count, "5.4.12"));
        Facts denied = facts(REPORT, "The box hangs at resume.\n\nThis does not mean kernel 5.4.12 does not"
                + " have the problem, just that it resumed today.\n");
        assertEquals("null", verdict(denied, "5.4.12"));
        Facts two = facts(REPORT, "The box hangs at resume.\n\nI ran kernel 5.4.12 for a month, and with"
                + " the 5.5.1 kernel everything is fine.\n");
        assertNotEquals("good", verdict(two, "5.4.12"));
    }
}
