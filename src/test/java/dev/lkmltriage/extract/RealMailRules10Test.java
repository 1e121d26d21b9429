package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.facts;
import static dev.lkmltriage.extract.FactOf.role;
import static dev.lkmltriage.extract.FactOf.verdict;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * The general rules added in session 10 from the shapes of the spent held-out and development slices' misses
 * (docs/extraction-eval.md, "Session 10"). Every fixture is invented here, in the style of list mail; each rule has
 * a positive case and near misses it must leave alone.
 */
class RealMailRules10Test {
    @Test
    void theKernelSomeoneRanInAProblemReportIsBad() {
        Facts running = facts("Re: quux: link stuck in Detect", "Hello,\n\nI'm running a 5.11-rc3 kernel with the"
                + " quux card in slot 2.\nThe link never trains and the driver times out.\n");
        assertEquals("bad", verdict(running, "5.11-rc3"));
        Facts you = facts("Re: slow transfers on a Zed board", "You're running 5.7.4+, and you see ~30 Mbit/s on"
                + " the Zed NIC. That is a problem of the link, not of the driver.\n");
        assertEquals("bad", verdict(you, "5.7.4"));
        Facts aside = facts("frob: DMA fails", "The frob device fails every DMA after a hotplug event\n"
                + "(also tested on 5.2.19) and needs a reboot.\n");
        assertEquals("bad", verdict(aside, "5.2.19"));
        Facts opening = facts("frob: resume fails", "Booting this 5.6 kernel with \"pci=nomsi\" doubles the"
                + " resume time of the frob.\nThat is the problem.\n");
        assertEquals("bad", verdict(opening, "5.6"));
        Facts object = facts("frob: hang", "Using an Acme desktop with linux kernel 4.20.3.\nThe frob card"
                + " hangs on the first access.\n");
        assertEquals("bad", verdict(object, "4.20.3"));
    }

    @Test
    void aCommitIsBlamedByTheProblemItsClauseStates() {
        Facts subject = facts("frob: probe regression", "Hi,\n\nCommit 5c6d7e8f9a0b (\"frob: resolve the clock"
                + " after probe\") makes the frob unable to register on the Acme board.\n");
        assertEquals("culprit", role(subject, "5c6d7e8f9a0b"));
        Facts after = facts("Re: frob: AER handling", "I guess the problem is that the frob driver used to work"
                + " on those boxes, but after 7e8f9a0b1c2d, it does not.\n");
        assertEquals("culprit", role(after, "7e8f9a0b1c2d"));
        Facts inSubject = facts("Re: frob wakeups broken after 9a0b1c2d3e4f (\"frob: drop the wake quirk\")",
                "Thanks for the report.\n");
        assertEquals("culprit", role(inSubject, "9a0b1c2d3e4f"));
        // near misses found on the archive: the history of code after a commit, and a dependency list
        Facts gone = facts("Re: [PATCH] frob: adjust to the new AER ownership", "frob_get_fw_first() no longer"
                + " exists after 9a0b1c2d3e4f (\"frob: remove the FW_FIRST parsing\").\n");
        assertEquals("reference", role(gone, "9a0b1c2d3e4f"));
        Facts unused = facts("Re: [PATCH] frob: remove an unused helper", "It lost its last user after"
                + "\n9a0b1c2d3e4f (\"frob: remove broken suspend support\") patch.\n");
        assertEquals("reference", role(unused, "9a0b1c2d3e4f"));
        Facts deps = facts("Re: [PATCH] frob: fix refcount", "> v4.14.128: Failed to apply! Possible dependencies:\n"
                + ">     4c5d6e7f8a9b (\"frob: remove an unused refcount reason\")\n> \n> v4.9.182: Failed to"
                + " apply! Possible dependencies:\n");
        assertEquals("reference", role(deps, "4c5d6e7f8a9b"));
        Facts correct = facts("Re: frob: use after free", "The commit 5c6d7e8f9a0b itself is correct, but it"
                + " exposes this use-after-free bug.\n");
        assertEquals("reference", role(correct, "5c6d7e8f9a0b"));
        // near misses: a predicate without a problem, a cure, and history after a commit
        Facts plain = facts("frob: probe", "Commit 5c6d7e8f9a0b (\"frob: rework the probe order\") makes the"
                + " probe path shorter.\n");
        assertEquals("reference", role(plain, "5c6d7e8f9a0b"));
        Facts cure = facts("Re: frob: hang", "After 7e8f9a0b1c2d the hang is fixed for me.\n");
        assertEquals("reference", role(cure, "7e8f9a0b1c2d"));
        Facts history = facts("Re: frob: helpers", "After 7e8f9a0b1c2d was merged we renamed the helper.\n");
        assertEquals("reference", role(history, "7e8f9a0b1c2d"));
        // a bare id opening a line ends the sentence before it; a problem word inside an identifier is none
        Facts revertAsk = facts("Re: frob: BAR sizing", "> This looks tricky. Please revert my commit:\n"
                + "> 3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f\n> \n> And see if it is the problem.\n");
        assertEquals("reference", role(revertAsk, "3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f"));
        Facts identifier = facts("Re: [PATCH] frob: remove frob_lost_wakeup", "> 2b3c4d5e6f7a (\"frob: add"
                + " helpers for wakeups\") added frob_lost_wakeup() that never had a user.\n");
        assertEquals("reference", role(identifier, "2b3c4d5e6f7a"));
    }

    @Test
    void aKernelSomeoneRanJoinsAStatedRegressionButStatesNone() {
        Facts stated = facts("frob: DMA regression", "The frob DMA engine regressed between 5.3 and 5.4: it"
                + " times out on every transfer.\nI'm running 5.4.6 here.\n");
        assertNotNull(stated.regression());
        assertTrue(stated.regression().bad().contains("5.4.6"), String.valueOf(stated.regression()));
        // near miss: a bug report naming only the kernel it runs states no regression
        Facts bug = facts("frob: DMA times out", "We have found what looks like a frob bug (using a 4.19.77"
                + " kernel from our vendor).\nEvery transfer times out.\n");
        assertEquals("bad", verdict(bug, "4.19.77"));
        assertNull(bug.regression());
    }

    @Test
    void aKernelBadOnlyByARunMakesNoOlderKernelGood() {
        // "went back to 4.9" is a weak good that a later bad kernel turns good; a kernel someone merely ran is not
        // a statement that it is worse, so the older one stays without a verdict
        Facts f = facts("Re: frob: link fails", "I went all the way back to 4.9 and it was the same.\n\n"
                + "I'm running a 5.12-rc1 kernel now, with the same failure.\n");
        assertEquals("bad", verdict(f, "5.12-rc1"));
        assertEquals("null", verdict(f, "4.9"));
        // near miss: a kernel a cue calls bad still makes the weak good good
        Facts cued = facts("Re: frob: link fails", "In 4.9 it was around 90MB/s.\n\n5.12-rc1 is broken.\n");
        assertEquals("good", verdict(cued, "4.9"));
        assertEquals("bad", verdict(cued, "5.12-rc1"));
    }

    @Test
    void aRunThatTestsSomethingElseOrAsksOrWorksIsNoBadKernel() {
        // a patch tested on a kernel: the kernel is its base, not a kernel with the problem
        Facts patch = facts("Re: [PATCH] frob: fix the DMA hang", "I tested this patch on 5.9-rc2 and on my Acme"
                + " board.\nThe hang it fixes was a real problem here.\n");
        assertEquals("null", verdict(patch, "5.9-rc2"));
        // a question and an imperative state no run
        Facts asked = facts("Re: frob: DMA fails", "Have you tested on 5.10-rc1 already? The failure might be"
                + " gone.\n");
        assertEquals("null", verdict(asked, "5.10-rc1"));
        Facts imperative = facts("Re: frob: DMA fails", "Test on 5.10-rc1, the failure might be gone.\n");
        assertEquals("null", verdict(imperative, "5.10-rc1"));
        // a condition
        Facts cond = facts("Re: frob: DMA fails", "If you're running 5.8, expect a failure.\n");
        assertEquals("null", verdict(cond, "5.8"));
        // a cue word in the clause decides, and a message with no problem leaves the run alone
        Facts works = facts("Re: frob: DMA fails", "I'm running 5.8.3 here and it works fine.\nThe failure"
                + " must be elsewhere.\n");
        assertEquals("good", verdict(works, "5.8.3"));
        Facts noProblem = facts("Re: frob: new board", "I'm running 5.8.3 on the new board.\nThanks for the"
                + " quick review.\n");
        assertEquals("null", verdict(noProblem, "5.8.3"));
        // a command run on a kernel tree, and a changelog's bare "Tested on X" (the base a change was tested on)
        Facts command = facts("Re: frob: Kconfig select", "Running `make olddefconfig` on Linux 4.19 selects"
                + " FROB_AHCI.\nWith 5.1-rc2 it is not selected any more, which is the problem.\n");
        assertEquals("null", verdict(command, "4.19"));
        Facts changelog = facts("Re: [PATCH] frob: fix a use after free", "> The frob bar was freed early, a bug.\n"
                + "\nTested on 4.14.201, ported to v5.3.1, compiled there.\n");
        assertEquals("null", verdict(changelog, "4.14.201"));
        // the base of a patch ("on top of") is no run of that kernel
        Facts top = facts("Re: frob: DMA fails", "I tested with the series on top of 5.9 today.\nThe failure"
                + " stays.\n");
        assertEquals("null", verdict(top, "5.9"));
    }
}
