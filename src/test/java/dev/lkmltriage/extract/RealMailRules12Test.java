package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.facts;
import static dev.lkmltriage.extract.FactOf.verdict;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * The kernel-verdict rules of session 11's second round (docs/extraction-eval.md, "Session 11, second round:
 * verdicts"). Every fixture is invented here, in the style of list mail; each rule has positive cases and near misses
 * it must leave alone.
 */
class RealMailRules12Test {
    @Test
    void aKernelTriedWithTheSameResultIsBad() {
        Facts listed = facts("[Bug 412345] frob dock: BAR 14 not assigned", "The frob dock fails to come up"
                + " after hotplug.\n\nThings I tried:\n- Distro kernel 5.3.0-26, same symptoms\n- Kernel mainline"
                + " 5.4.12, same symptoms\n\n");
        assertEquals("bad", verdict(listed, "5.3.0"));
        assertEquals("bad", verdict(listed, "5.4.12"));
        Facts aside = facts("Re: frob: dump unreadable", "The dump is unreadable, the error is always the same."
                + " I've tried several kernels (running kernel from 4.9 to master) with the same result.\n");
        assertEquals("bad", verdict(aside, "4.9"));
        Facts still = facts("Re: frob: resume hang", "The resume hang is back. Tried kernel 5.10.4 today, still"
                + " happens.\n");
        assertEquals("bad", verdict(still, "5.10.4"));
        Facts nothing = facts("Re: frob: resume hang", "The resume hang is a problem here.\nBooted kernel 5.9.2,"
                + " no change.\n");
        assertEquals("bad", verdict(nothing, "5.9.2"));
    }

    @Test
    void aSameResultPhraseThatIsNotAResultLeavesTheKernelAlone() {
        // the phrase before the version compares with it; a question, a condition, a good word, a negation, and a
        // message naming no problem state nothing bad of the kernel
        Facts compared = facts("Re: frob: resume hang", "The resume hang is a problem: I see the same result as"
                + " with kernel 5.4.2 here.\n");
        assertEquals("null", verdict(compared, "5.4.2"));
        Facts question = facts("Re: frob: resume hang", "The resume hang is a problem. Do you get kernel 5.10.4,"
                + " with the same result?\n");
        assertEquals("null", verdict(question, "5.10.4"));
        Facts condition = facts("Re: frob: resume hang", "The resume hang is a problem. Try kernel 5.10.4, if it"
                + " gives the same result we bisect.\n");
        assertEquals("null", verdict(condition, "5.10.4"));
        Facts good = facts("Re: frob: resume hang", "The resume hang was a problem. Tried kernel 5.10.4, same"
                + " result as the fixed build: works fine.\n");
        // (the good words stand two clauses off, where the clause reading does not reach: left without a verdict)
        assertEquals("null", verdict(good, "5.10.4"));
        Facts negated = facts("Re: frob: resume hang", "The resume hang is a problem. Tried kernel 5.10.4, not"
                + " the same result at all.\n");
        assertEquals("null", verdict(negated, "5.10.4"));
        Facts code = facts("Re: [PATCH] frob: fix resume hang", "This fixes a resume problem. Applies to kernel"
                + " 5.10.4, no change needed for older ones.\n");
        assertEquals("null", verdict(code, "5.10.4"));
        Facts noProblem = facts("Re: frob: new board", "Booted kernel 5.10.4 on the new board, same result as"
                + " the old one.\n");
        assertEquals("null", verdict(noProblem, "5.10.4"));
    }

    @Test
    void aKernelTestedOnInAnAsideIsBadInAProblemReport() {
        Facts aside = facts("[PATCH] frob: fix NULL pointer on surprise removal", "Removing the frob card while"
                + " the link retrains crashes the system with a NULL pointer dereference.\n(tested on stable"
                + " 5.8 & a Zeta Lake box)\n");
        assertEquals("bad", verdict(aside, "5.8"));
        // near misses: a bare changelog line, a patch that was tested, and a message that names no problem
        Facts changelog = facts("[PATCH v2] frob: add quirk", "The frob panics without this quirk.\n\nTested on"
                + " 4.14.129, ported to 5.2.7.\n");
        assertEquals("null", verdict(changelog, "4.14.129"));
        Facts patch = facts("[PATCH] frob: fix NULL pointer on removal", "This fixes a panic on removal (patch"
                + " tested on 5.8 here).\n");
        assertEquals("null", verdict(patch, "5.8"));
        Facts quiet = facts("[PATCH] frob: add the Zeta device id", "Adds the Zeta id to the table (tested on"
                + " 5.8 with two cards).\n");
        assertEquals("null", verdict(quiet, "5.8"));
    }
}
