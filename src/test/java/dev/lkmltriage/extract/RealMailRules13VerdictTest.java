package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.facts;
import static dev.lkmltriage.extract.FactOf.verdict;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * The kernel-verdict rules of session 12's verdict round (docs/extraction-eval.md, "Session 12: verdict shapes").
 * Every fixture is invented here, in the style of list mail; each rule has positive cases and near misses it must
 * leave alone.
 */
class RealMailRules13VerdictTest {
    @Test
    void aFrontedPhraseTakesTheVerdictOfItsMainClause() {
        Facts good = facts("Re: frob: boot stalls with the dock", "> Here are my boot logs.\n>\n"
                + "> reference boot with 4.9, it works fine, no issues\n");
        assertEquals("good", verdict(good, "4.9"));
        Facts bad = facts("Re: frob: link training", "Thanks for the patch. On 5.10-rc2, the link never comes up"
                + " after a warm reset.\n");
        assertEquals("bad", verdict(bad, "5.10-rc2"));
        Facts negatedGood = facts("Re: frob: link training", "With kernel 5.11.3, the card is not working at"
                + " all on this box.\n");
        assertEquals("bad", verdict(negatedGood, "5.11.3"));
    }

    @Test
    void aPhraseThatIsNotAFrontedSettingIsLeftAlone() {
        // a main clause naming its own kernel, a long phrase, a condition or hypothetical, no preposition
        Facts own = facts("Re: frob: link training", "With kernel 5.4, kernel 5.9 works fine here.\n");
        assertEquals("null", verdict(own, "5.4"));
        assertEquals("good", verdict(own, "5.9"));
        Facts longPhrase = facts("Re: frob: link training", "Reference boot of the old frob board with 4.9, it"
                + " works fine.\n");
        assertEquals("null", verdict(longPhrase, "4.9"));
        Facts hypothetical = facts("Re: frob: link training", "With 5.10, it should work again once the quirk"
                + " lands.\n");
        assertEquals("null", verdict(hypothetical, "5.10"));
        Facts condition = facts("Re: frob: link training", "On 5.10, if the link trains, we are done.\n");
        assertEquals("null", verdict(condition, "5.10"));
        Facts bare = facts("Re: frob: link training", "The report about kernel 5.10, it works fine"
                + " here.\n");
        assertEquals("null", verdict(bare, "5.10"));
        Facts trailing = facts("Re: [PATCH] frob: map ranges", "Thanks, this is now commit 1a2b3c4d5e6f (\"frob:"
                + " map ranges\") in\nv5.10-rc1, and I see the probe working on my board.\n");
        assertEquals("null", verdict(trailing, "5.10-rc1"));
    }

    @Test
    void aContrastedPhraseWithANegatedClauseIsTheOppositeOfTheKernelBefore() {
        Facts afterGood = facts("frob: dock hotplug not detected", "Dock hotplug works out of the box with"
                + " kernel 5.4.62, the log shows the new bus.\n\nBut with kernel 4.19.133, the port driver doesn't"
                + " print anything, is there a known problem?\n");
        assertEquals("good", verdict(afterGood, "5.4.62"));
        assertEquals("bad", verdict(afterGood, "4.19.133"));
        Facts afterBad = facts("frob: resume hang", "Resume hangs with kernel 5.9.2 on the test box.\n"
                + "However on 5.8.17, the box never misses a beat.\n");
        assertEquals("bad", verdict(afterBad, "5.9.2"));
        assertEquals("good", verdict(afterBad, "5.8.17"));
    }

    @Test
    void aContrastWithoutAResultIsLeftAlone() {
        // untried, no negation at all, or no judged kernel before the contrast
        Facts untried = facts("frob: dock hotplug not detected", "Dock hotplug works out of the box with kernel"
                + " 5.4.62.\nBut with kernel 4.19.133, I haven't tried it yet.\n");
        assertEquals("null", verdict(untried, "4.19.133"));
        Facts plain = facts("frob: dock hotplug not detected", "Dock hotplug works out of the box with kernel"
                + " 5.4.62.\nBut with kernel 4.19.133, the port driver prints a different bus number.\n");
        assertEquals("null", verdict(plain, "4.19.133"));
        Facts nothingBefore = facts("frob: dock hotplug", "I have a new dock here.\nBut with kernel 4.19.133,"
                + " the port driver doesn't print anything.\n");
        assertEquals("null", verdict(nothingBefore, "4.19.133"));
    }

    @Test
    void aGoodResultTakenBackByAConcessionIsBad() {
        Facts slowly = facts("frob: resume stalls I/O", "After resume the disks stall. Logging in again works on"
                + " 5.1.20, albeit very slowly. The box is unusable after that.\n");
        assertEquals("bad", verdict(slowly, "5.1.20"));
        Facts hangs = facts("frob: resume stalls I/O", "The box boots on 5.9.2, although the link hangs after a"
                + " minute.\n");
        assertEquals("bad", verdict(hangs, "5.9.2"));
    }

    @Test
    void aConcessionWithoutAFailureOrWithItsOwnKernelLeavesTheGoodResult() {
        Facts warning = facts("frob: resume", "Resume works on 5.8.3, albeit with a warning in the log.\n");
        assertEquals("good", verdict(warning, "5.8.3"));
        Facts own = facts("frob: resume", "Resume works on 5.8.3, although 5.9.1 hangs.\n");
        assertEquals("good", verdict(own, "5.8.3"));
        Facts notSlow = facts("frob: resume", "Resume works on 5.8.3, though not slowly at all.\n");
        assertEquals("good", verdict(notSlow, "5.8.3"));
    }
}
