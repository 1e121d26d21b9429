package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.facts;
import static dev.lkmltriage.extract.FactOf.verdict;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * Session 13's sentence reading of kernel verdicts ({@link ProblemSentences}; docs/extraction-eval.md, "Session 13:
 * verdicts ..."): a kernel anywhere in a sentence that states a present problem is bad unless something in the
 * sentence sets it apart. Every fixture is invented here in the style of list mail; near misses must stay without
 * a verdict.
 */
class RealMailRules14VerdictTest {
    @Test
    void aKernelInASentenceStatingAProblemIsBad() {
        Facts later = facts("frob: boot hang", "I have tried to upgrade to kernel 5.4 (elrepo, centos), but"
                + " with this board, it gets a hang during\nearly boot, without any message.\n");
        assertEquals("bad", verdict(later, "5.4"));
        Facts own = facts("Re: frob: probe oops", "Oddly enough, I just built next-20191121 and it has a NULL"
                + " dereference\nat start-up, which renders the box unusable.\n");
        assertEquals("bad", verdict(own, "next-20191121"));
        Facts noticed = facts("frob: AER storm", "I have also noticed the error in 5.4.0-rc1+ of the test tree.\n");
        assertEquals("bad", verdict(noticed, "5.4.0-rc1"));
        Facts ability = facts("frob: dock", "My box on 5.7.3 with the new dock, the second bus is not detected"
                + " at all.\n");
        assertEquals("bad", verdict(ability, "5.7.3"));
    }

    @Test
    void aSentenceThatSetsTheKernelApartIsLeftAlone() {
        Facts negated = facts("Re: frob: boot hang", "I built 5.4 here today, the box doesn't hang at"
                + " boot.\n");
        assertEquals("null", verdict(negated, "5.4"));
        Facts question = facts("Re: frob: boot hang", "Is the box on 5.4 now, and does it hang at boot?\n");
        assertEquals("null", verdict(question, "5.4"));
        Facts plan = facts("Re: frob: boot hang", "I will boot kernel 5.4 tonight and report whether it"
                + " hangs.\n");
        assertEquals("null", verdict(plan, "5.4"));
        Facts fix = facts("Re: frob: boot hang", "The patch for the boot hang went into 5.6 with the other"
                + " quirks.\n");
        assertEquals("null", verdict(fix, "5.6"));
        Facts robot = facts("Re: [PATCH] frob: map ranges", "Thank you for the patch! Yet something to improve:\n\n"
                + "[auto build test ERROR on v5.9]\n[cannot apply to next-20201013]\n");
        assertEquals("null", verdict(robot, "5.9"));
        Facts link = facts("Re: frob: card reader", "The probe error path is at\n"
                + "https://elixir.example.org/linux/v5.8-rc1/source/drivers/pci/pci.c#L2322\n");
        assertEquals("null", verdict(link, "5.8-rc1"));
    }
}
