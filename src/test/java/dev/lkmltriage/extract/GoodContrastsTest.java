package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.facts;
import static dev.lkmltriage.extract.FactOf.verdict;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.lkmltriage.testkit.TimeBudget;
import org.junit.jupiter.api.Test;

/**
 * Session 41 (docs/extraction-eval.md, "Session 41: verdict44"): a user's report tells the failing kernel as the
 * setting of what goes wrong and calls an older one good beside it ({@link GoodContrasts}); "5.14 was ok" after a
 * comma is 5.14's own sentence, not a list's last member ({@link SharedVerdicts#SINGULAR_COPULA}). Fixtures
 * invented here in the style of users' reports to the list.
 */
class GoodContrastsTest {
    /** A user's report with {@code body} between a greeting and a signature; the verdict of {@code version}. */
    static String of(String subject, String body, String version) {
        return verdict(facts(subject, "Hello,\n\n" + body + "\n\nRegards,\nMarta\n"), version);
    }

    @Test
    void theSettingOfASymptomBesideAGoodOlderKernelIsBad() {
        String s = "frob: screen stays black after boot on 6.3";
        assertEquals("bad", of(s, "on 6.3.2 the internal panel stays black after boot. 6.2.15 is good on the"
                + " same machine.", "6.3.2"));
        assertEquals("good", of(s, "on 6.3.2 the internal panel stays black after boot. 6.2.15 is good on the"
                + " same machine.", "6.2.15"));
        assertEquals("bad", of("wifi gone after resume", "after a resume the wireless of my laptop is gone on"
                + " 6.2.5; 6.1.18 resumes fine.", "6.2.5"));
        assertEquals("bad", of("card reader errors", "My card reader gives read errors with every card on 5.15.12,"
                + " 5.14 was ok.", "5.15.12"));
        // the good kernel first, the bad one's sentence later, a neutral sentence between
        assertEquals("bad", of("dock trouble", "5.19.14 was fine with this dock. I updated last week. Since"
                + " kernel 6.0.3 the dock's ports are missing after every replug.", "6.0.3"));
    }

    @Test
    void aCommaOrAndBeforeAVersionWithItsOwnCopulaIsNoList() {
        // before: "5.15.12, 5.14" was read as one list and both shared 5.14's "ok"
        assertEquals("good", of("card reader errors", "read errors on 5.15.12, 5.14 was ok.", "5.14"));
        assertEquals("bad", of("card reader errors", "read errors on 5.15.12, 5.14 was ok.", "5.15.12"));
        // a real list keeps sharing
        assertEquals("good", of("card reader errors", "The reader fails on 5.16. 5.13.19, 5.14.21 and 5.15.1 are"
                + " fine.", "5.14.21"));
        assertEquals("bad", of("card reader errors", "Card reads fail on 5.15.12, 5.15.13 and 5.16.1.",
                "5.15.13"));
    }

    @Test
    void noContrastWhereTheTextSaysSamenessAsksPlansOrPatches() {
        String s = "frob: panel black after boot";
        // the same outcome on both: no contrast
        assertEquals("null", of(s, "on 6.3.2 the panel stays black. 6.2.15 is good too, but shows the same flicker"
                + " at times.", "6.3.2"));
        // a question, a plan, a condition
        assertEquals("null", of(s, "Does the panel stay black on 6.3.2? 6.2.15 is good.", "6.3.2"));
        assertEquals("null", of(s, "I will check whether the panel stays black on 6.3.2. 6.2.15 is good.",
                "6.3.2"));
        // a patch's run: the patch's outcome, not the kernel's
        assertEquals("null", of(s, "With the patch applied on 6.3.2 the panel stays black. 6.2.15 is good.",
                "6.3.2"));
        // an older kernel beside the good one is no later release: nothing said it fails
        assertEquals("null", of(s, "on 6.1.2 the panel stays black. 6.2.15 is good.", "6.1.2"));
        // no symptom in the other kernel's sentence
        assertEquals("null", of(s, "I also have 6.3.2 installed. 6.2.15 is good.", "6.3.2"));
        // a negated symptom
        assertEquals("null", of(s, "on 6.3.2 the screen is not black here. 6.2.15 is good.", "6.3.2"));
    }

    @Test
    void aUsersPlainSymptomOpensTheRunRules() {
        // before: no word of ProblemWords in "turns dark" or "drop out", so the message named no problem and the
        // denial and the cure had nothing to be good against
        assertEquals("good", of("display at login", "since linux 6.3.4 the display turns dark at login. 6.1.30"
                + " does not do it.", "6.1.30"));
        assertEquals("good", of("RAID members", "the two disks drop out of the RAID under load on 5.6.4. Going"
                + " back to 5.5.17 cures it.", "5.5.17"));
        assertEquals("bad", of("RAID members", "the two disks drop out of the RAID under load since I installed"
                + " 5.6.4. Going back to 5.5.17 cures it.", "5.6.4"));
    }

    @Test
    void aKernelAsTheSubjectOfADeniedSymptomVerbIsGood() {
        String s = "amdgpu: backlight flickers after resume";
        assertEquals("good", of(s, "the backlight flickers after every resume on 6.3.12; 6.2.16 does not"
                + " flicker.", "6.2.16"));
        assertEquals("bad", of(s, "the backlight flickers after every resume on 6.3.12; 6.2.16 does not"
                + " flicker.", "6.3.12"));
        assertEquals("good", of(s, "The screen flickers on 6.3.12. 5.17.9 never froze once.", "5.17.9"));
        // the patch's result, a plan, a question: not the kernel's
        assertEquals("null", of(s, "The screen flickers on 6.3.12. 6.2.16 does not flicker with the patch"
                + " applied.", "6.2.16"));
        assertEquals("null", of(s, "The screen flickers on 6.3.12. Does 6.2.16 not flicker?", "6.2.16"));
    }

    @Test
    void hostileInputStaysLinear() {
        assertTimeoutPreemptively(TimeBudget.seconds(30), () -> facts("reader errors", "Hi,\n\n"
                + "read errors on 5.15.12, 5.14 was ok. ".repeat(20_000)));
        assertTimeoutPreemptively(TimeBudget.seconds(30), () -> facts("reader errors", "Hi,\n\non "
                + "the linux kernel ".repeat(100_000) + "6.3.2 the panel stays black. 6.2.15 is good.\n"));
        assertTimeoutPreemptively(TimeBudget.seconds(30), () -> facts("reader errors", "Hi,\n\non 6.3.2 the panel"
                + " stays black".repeat(100_000) + ". 6.2.15 is good.\n" + "x".repeat(2_000_000)));
    }
}
