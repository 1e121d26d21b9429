package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.facts;
import static dev.lkmltriage.extract.FactOf.verdict;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import org.junit.jupiter.api.Test;

/**
 * The kernel rules of session 12's second round (docs/extraction-eval.md, "Session 12, second round: kernels and
 * verdicts"). Every fixture is invented here, in the style of list mail; each rule has positive cases and near misses
 * it must leave alone.
 */
class RealMailRules12bKernelTest {
    @Test
    void versionsJoinedByASlashAreTwoKernels() {
        Facts subject = facts("frob: resume is broken on 5.2/5.3 w/ IRQ loop, see 5.3-rc2", "The box hangs after"
                + " resume.\n");
        assertEquals("bad", verdict(subject, "5.2"));
        assertEquals("bad", verdict(subject, "5.3"));
        Facts prefixed = facts("Re: frob: link training", "The link training is broken on v5.8/v5.9 here.\n");
        assertEquals("bad", verdict(prefixed, "5.8"));
        assertEquals("bad", verdict(prefixed, "5.9"));
        Facts worded = facts("Re: frob: link training", "Kernel 4.19/5.4 works fine on the same board.\n");
        assertEquals("good", verdict(worded, "4.19"));
        assertEquals("good", verdict(worded, "5.4"));
    }

    @Test
    void aSlashBetweenOtherThingsIsLeftAlone() {
        Facts series = facts("[PATCH 1/2] x86/pci: frob the bridge on 2020/10/12", "The slot runs at PCIe"
                + " 3.0/4.0 speeds.\n");
        assertEquals(0, series.kernels().size(), series.kernels().toString());
        // no kernel of either series is named: a pair of bare numbers stays numbers
        Facts unnamed = facts("Re: frob: register map", "The 4.2/4.3 registers of the frob block differ in"
                + " width.\n");
        assertEquals("absent", verdict(unnamed, "4.2"));
        assertEquals("absent", verdict(unnamed, "4.3"));
        // older after newer is no pair of releases
        Facts backwards = facts("Re: frob: register map", "Kernel 5.10 has it; see table 5.4/5.3 in the"
                + " datasheet.\n");
        assertEquals("absent", verdict(backwards, "5.3"));
    }

    @Test
    void aVersionInParenthesesAfterADistributionIsItsKernel() {
        Facts centos = facts("Deadlock in frob hot remove", "This is happening on CentOS8 (4.18) with the"
                + " frob tool.\n");
        assertNotEquals("absent", verdict(centos, "4.18"));
        Facts ubuntu = facts("frob: probe fails", "Ubuntu 20.04 (5.4) shows the same, and Fedora 31 (5.3.7)"
                + " too.\n");
        assertNotEquals("absent", verdict(ubuntu, "5.4"));
        assertNotEquals("absent", verdict(ubuntu, "5.3.7"));
    }

    @Test
    void parenthesesAfterSomethingElseAreLeftAlone() {
        Facts tool = facts("frob: probe fails", "The script needs Python (3.8) and firmware (4.18) on the"
                + " card.\n");
        assertEquals(0, tool.kernels().size(), tool.kernels().toString());
        Facts longer = facts("frob: probe fails", "Tested on CentOS8 (4.18 userspace tools) only.\n");
        assertEquals("absent", verdict(longer, "4.18"));
    }

    @Test
    void wSlashAfterAVersionIsWithNotWatts() {
        Facts with = facts("Re: frob: link training", "Kernel 5.4 w/ the quirk applied is still broken.\n");
        assertEquals("bad", verdict(with, "5.4"));
        Facts watts = facts("Re: frob: link training", "The card draws 5.4 W when the link is broken.\n");
        assertEquals(0, watts.kernels().size(), watts.kernels().toString());
    }
}
