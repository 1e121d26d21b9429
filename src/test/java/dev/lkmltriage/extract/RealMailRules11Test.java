package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.facts;
import static dev.lkmltriage.extract.FactOf.verdict;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import org.junit.jupiter.api.Test;

/**
 * The kernel-verdict rules added in session 11, read at clause level (docs/extraction-eval.md, "Session 11: verdicts
 * and windows"). Every fixture is invented here, in the style of list mail; each rule has a positive case and near
 * misses it must leave alone.
 */
class RealMailRules11Test {
    @Test
    void aKernelOnWhichSomethingStoppedWorkingIsBad() {
        Facts stopped = facts("frob: VMs lost their devices", "With the upgrade to kernel 5.9 my guests stopped"
                + " working, because the frob cards can't be passed through any more.\n");
        assertEquals("bad", verdict(stopped, "5.9"));
        Facts responding = facts("Re: frob: resume", "On kernel 5.10.4 the frob card stopped responding after"
                + " the first resume.\n");
        assertEquals("bad", verdict(responding, "5.10.4"));
        Facts ceased = facts("frob: link", "The frob link ceased to respond on kernel 5.9.2 after an hour.\n");
        assertEquals("bad", verdict(ceased, "5.9.2"));
        // near misses: a problem that stopped is a cure; "stopped" that is not right before the cue changes nothing
        Facts cured = facts("Re: frob: hang", "With kernel 5.10.4 the frob card stopped hanging after resume.\n");
        assertEquals("good", verdict(cured, "5.10.4"));
        Facts far = facts("Re: frob: probe", "The frob probe stopped early but works fine on kernel 5.10.4.\n");
        assertEquals("good", verdict(far, "5.10.4"));
    }

    @Test
    void whatUsedToWorkOnAKernelWasGoodThere() {
        Facts used = facts("Re: frob: resume hangs", "This used to work in kernel 5.8, now the box hangs on"
                + " every resume.\n");
        assertEquals("good", verdict(used, "5.8"));
        // near miss: "to work" as a purpose stays without a verdict
        Facts purpose = facts("Re: frob: resume hangs", "The frob needs a quirk to work on kernel 5.8 at all.\n");
        assertEquals("null", verdict(purpose, "5.8"));
    }

    @Test
    void aConditionStatesNoResult() {
        Facts condition = facts("Re: [Bug 401234] frob: can't map BAR", "Please reproduce it on the current v5.4"
                + " kernel. If v5.4 fails, we'll have to debug it; if v5.4 works, we look for the fix.\n");
        assertEquals("null", verdict(condition, "5.4"));
        // near miss: an "if" after the version is a circumstance of a result, which stays
        Facts after = facts("frob: hang", "Kernel 5.9.3 hangs if the frob card is plugged in at boot.\n");
        assertEquals("bad", verdict(after, "5.9.3"));
        // an expectation and a denied inference state no result either; a plain statement still does
        Facts expected = facts("Re: frob: boot hang", "The PME storm is supposed to be fixed in kernel 5.8, so I"
                + " built it.\n");
        assertEquals("null", verdict(expected, "5.8"));
        Facts denied = facts("Re: frob: boot hang", "I went back to an older kernel. This does not mean kernel 5.5"
                + " does not have the problem, just that it booted today.\n");
        assertEquals("null", verdict(denied, "5.5"));
        Facts plain = facts("Re: frob: boot hang", "The PME storm is fixed in kernel 5.8 for me.\n");
        assertEquals("good", verdict(plain, "5.8"));
    }

    @Test
    void aListLineLabelsItsVersionAcrossAColon() {
        Facts results = facts("frob: resume regression", "Tested kernels:\n- 5.4.80: works\n- 5.8.18: works fine\n"
                + "- 5.9.1: hangs\n- 5.10-rc4: not ok\n");
        assertEquals("good", verdict(results, "5.4.80"));
        assertEquals("good", verdict(results, "5.8.18"));
        assertEquals("bad", verdict(results, "5.9.1"));
        assertEquals("bad", verdict(results, "5.10-rc4"));
        assertNotNull(results.regression());
        assertEquals("[5.9.1, 5.10-rc4]", String.valueOf(results.regression().bad()));
        Facts labels = facts("frob: link loss", "Last known good: 5.8.12\nFirst known bad: 5.9-rc1\n");
        assertEquals("good", verdict(labels, "5.8.12"));
        assertEquals("bad", verdict(labels, "5.9-rc1"));
        Facts bare = facts("frob: suspend stalls", "bad: v5.6-rc2\n\ngood: v5.6-rc2-41-g0a1b2c3d4e5f + \"git revert"
                + " 1a2b3c4d5e\"\n");
        assertEquals("bad", verdict(bare, "5.6-rc2"));
        // near misses: a stable bot's build results, a long sentence after the colon
        Facts bot = facts("Re: [PATCH] PCI: frob: fix the BAR size", "The bot has tested the following trees:"
                + " v5.6.3, v5.4.31, v4.19.114.\n\nv5.6.3: Build OK!\nv5.4.31: Build OK!\nv4.19.114: Failed to"
                + " apply! Possible dependencies:\n");
        assertEquals("null", verdict(bot, "5.6.3"));
        assertEquals("null", verdict(bot, "4.19.114"));
        Facts prose = facts("Re: frob: notes", "Kernel 5.9.1: the frob driver was reworked there and the old"
                + " hang is gone for most users.\n");
        assertEquals("null", verdict(prose, "5.9.1"));
    }

    @Test
    void aFigurePairGivesTheOtherKernelItsSide() {
        Facts pair = facts("USB adapter slow uploads", "After my distribution moved to 5.15.0-3-amd64 the adapter"
                + " only sends at about 412 Mbit/s. With the stable kernel 5.11.0-7-amd64 sending reaches 941 Mbit/s"
                + " on the same cable.\n");
        assertEquals("bad", verdict(pair, "5.15.0"));
        assertEquals("good", verdict(pair, "5.11.0"));
        assertNotNull(pair.regression());
        assertEquals(9.41e8, pair.regression().before());
        // near miss: the older kernel was no faster, so the pair says nothing about it
        Facts rise = facts("USB adapter slow uploads", "After my distribution moved to 5.15.0-3-amd64 the adapter"
                + " only sends at about 412 Mbit/s. With the stable kernel 5.11.0-7-amd64 sending reaches 405 Mbit/s"
                + " on the same cable.\n");
        assertEquals("null", verdict(rise, "5.11.0"));
    }

    @Test
    void aStalledBusAndAReproducedProblemAreBad() {
        Facts stall = facts("frob: resume", "The frob bridge stalls the bus on kernel 5.9.1 after resume.\n");
        assertEquals("bad", verdict(stall, "5.9.1"));
        Facts storm = facts("frob: irq", "Resume causes interrupt storms in Linux 5.8-rc3 on the frob board.\n");
        assertEquals("bad", verdict(storm, "5.8-rc3"));
        Facts again = facts("Re: frob: hang", "I can reproduce it with 5.10-rc3 as well.\n");
        assertEquals("bad", verdict(again, "5.10-rc3"));
        // near misses: a negated reproduction is good, a request states nothing
        Facts cannot = facts("Re: frob: hang", "I can't reproduce it with 5.10-rc3 any more.\n");
        assertEquals("good", verdict(cannot, "5.10-rc3"));
        Facts ask = facts("Re: frob: hang", "Please try to reproduce it with 5.10-rc3.\n");
        assertEquals("null", verdict(ask, "5.10-rc3"));
    }

    @Test
    void aLaterClauseOverturnsAPastGood() {
        Facts turn = facts("Re: frob: boot hangs", "Kernel 5.6 was working for a while, but couldn't boot it this"
                + " morning either, so I went back to an older one.\n");
        assertEquals("bad", verdict(turn, "5.6"));
        // near misses: a turn with a kernel of its own, a present good, a turn that names a problem elsewhere
        Facts own = facts("Re: frob: boot hangs", "It worked in kernel 5.8 but it's broken in 5.9.\n");
        assertEquals("good", verdict(own, "5.8"));
        Facts present = facts("Re: frob: boot hangs", "It works on kernel 5.8, but the frob card crashes on"
                + " the other box.\n");
        assertEquals("good", verdict(present, "5.8"));
        Facts noun = facts("Re: frob: boot hangs", "Kernel 5.8 was fine, but the problem is in the firmware.\n");
        assertEquals("good", verdict(noun, "5.8"));
    }
}
