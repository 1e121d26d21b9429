package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.facts;
import static dev.lkmltriage.extract.FactOf.verdict;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * Session 13, second round (misc2; docs/extraction-eval.md, "Session 13, second round: configs, drivers,
 * verdicts"): a bug form's field of affected kernels makes its versions bad, as "Kernel Version:" does; the branch a
 * bisect ran on is where it ran, no verdict. Fixtures are invented in the shape of forwarded bug reports; near misses
 * must stay without a verdict.
 */
class RealMailRulesMisc2VerdictTest {
    @Test
    void anAffectedKernelsFieldMakesItsVersionsBad() {
        Facts other = facts("[Bug 1] frob fails to load", "The frob card fails to load with i2c timeouts.\n"
                + "Other affected Debian kernel version: 5.6.14+2~bpo10+1\n");
        assertEquals("bad", verdict(other, "5.6.14"));
        Facts plain = facts("[Bug 2] frob hangs", "The frob card hangs at boot.\nAffected kernel versions: 5.4.2\n");
        assertEquals("bad", verdict(plain, "5.4.2"));
    }

    @Test
    void nearMissesOfTheFieldGetNoVerdict() {
        // the words inside a sentence, not a field opening the line
        Facts prose = facts("[Bug 3] frob hangs", "The frob card hangs at boot.\nI wonder which is the affected"
                + " kernel version: 5.4.2 or later?\n");
        assertEquals("null", verdict(prose, "5.4.2"));
        // a field with no problem stated in the message
        Facts calm = facts("frob: add a device id", "Adds the id.\nAffected kernel versions: 5.4.2\n");
        assertEquals("null", verdict(calm, "5.4.2"));
    }

    @Test
    void theBranchABisectRanOnHasNoVerdict() {
        Facts branch = facts("[Bug 4] frob fails to load", "The frob card fails to load.\nA git bisect on branch"
                + " v4.19.y identified as first bad commit: the quirk change.\n");
        assertEquals("null", verdict(branch, "4.19.y"));
    }
}
