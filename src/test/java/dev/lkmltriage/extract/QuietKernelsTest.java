package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.facts;
import static dev.lkmltriage.extract.FactOf.verdict;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.lkmltriage.testkit.TimeBudget;
import org.junit.jupiter.api.Test;

/**
 * Session 37 (verdict40): a kernel a user calls free of the symptom in plain prose ({@link QuietKernels}). Every
 * fixture is invented here in the style of a user's report to the list.
 */
class QuietKernelsTest {
    private static final String SUBJECT = "NVMe drive gone after resume from suspend";

    private static String of(String body, String version) {
        return verdict(facts(SUBJECT, body), version);
    }

    @Test
    void aVersionAsSubjectOfANegatedSymptomIsGood() {
        assertEquals("good", of("Hello,\n\nafter resume the NVMe drive is gone on my T480 with 5.11.2, a nasty"
                + " problem. 5.10.17 does not do it, I booted it a dozen times.\n\nRegards\n", "5.10.17"));
        assertEquals("good", of("Hello,\n\nsame issue here since the update to 5.11.2. v5.10.17 never did"
                + " this on the same box.\n", "5.10.17"));
        assertEquals("good", of("Hi all,\n\nThe drive drops after resume with 5.11.2 (see the issue above),"
                + " but 5.10.17 doesn't show this at all.\n", "5.10.17"));
    }

    @Test
    void aSystemCalledStableOnAVersionIsGood() {
        assertEquals("good", of("Hi,\n\nthe laptop freezes a few minutes after resume on 5.11.2, which is a"
                + " real problem for me. On 5.10.17 it is stable.\n", "5.10.17"));
        assertEquals("good", of("Hi,\n\nsince 5.11.2 the drive vanishes after resume (the issue is 100%"
                + " reproducible). 5.10.17 is rock solid.\n", "5.10.17"));
        assertEquals("good", of("Hi,\n\nthe drive vanishes after resume on 5.11.2, a problem. With 5.10.17"
                + " everything has been completely stable for weeks.\n", "5.10.17"));
    }

    @Test
    void aReleaseLineAQuestionOrAHypothesisStays() {
        // "is stable kernel" names a release line; a question or a guess states no result; no problem, no good
        assertEquals("null", of("Hi,\n\nthe drive vanishes after resume on 5.11.2, a problem. 5.10.17 is stable"
                + " kernel for my distro, so I will try that next.\n", "5.10.17"));
        assertEquals("null", of("Hi,\n\nthe drive vanishes after resume on 5.11.2, a problem. On 5.10.17 it is"
                + " stable?\n", "5.10.17"));
        assertEquals("null", of("Hi,\n\nthe drive vanishes after resume on 5.11.2, a problem. 5.10.17 does not"
                + " do it if I disable ASPM first.\n", "5.10.17"));
        assertEquals("null", of("Hi,\n\nthe drive vanishes after resume on 5.11.2, a problem. If 5.10.17"
                + " does not do it, we can bisect.\n", "5.10.17"));
        assertEquals("null", verdict(facts("Re: [PATCH] PCI: frob: tidy the probe", "Hi,\n\nThe patch"
                + " applies to v5.10.17 too. 5.10.17 is stable now.\n"), "5.10.17"));
    }

    @Test
    void aPronounDenyingTheSymptomOnAVersionIsGood() {
        // session 38 (verdict41): the version as the setting of a denied symptom, ending its clause
        assertEquals("good", of("Hi,\n\nthe NVMe drive is gone after resume on 5.11.2, a nasty problem. I don't"
                + " see it on 5.10.17.\n", "5.10.17"));
        assertEquals("good", of("Hi,\n\nthe NVMe drive is gone after resume on 5.11.2, a nasty problem. It does"
                + " not happen with v5.10.17.\n", "5.10.17"));
        assertEquals("good", of("Hi,\n\nthe NVMe drive is gone after resume on 5.11.2, a nasty problem. We never"
                + " hit this under 5.10.17 either.\n", "5.10.17"));
        // a condition, a patch, a question or more after the version: no result
        assertEquals("null", of("Hi,\n\nthe NVMe drive is gone after resume on 5.11.2, a nasty problem. If I"
                + " don't see it on 5.10.17, I will bisect.\n", "5.10.17"));
        assertEquals("null", of("Hi,\n\nthe NVMe drive is gone after resume on 5.11.2, a nasty problem. I don't"
                + " see it on 5.10.17 with the patch applied.\n", "5.10.17"));
        assertEquals("null", of("Hi,\n\nthe NVMe drive is gone after resume on 5.11.2, a nasty problem. Do you"
                + " see it on 5.10.17?\n", "5.10.17"));
        // patches not seen in a release: "them", or "see ... in", is no run of it
        assertEquals("null", of("Hi,\n\nthe NVMe drive is gone after resume on 5.11.2, a nasty problem. What"
                + " happened to the series? I don't see them in v5.12-rc1.\n", "5.12-rc1"));
        assertEquals("null", of("Hi,\n\nthe NVMe drive is gone after resume on 5.11.2, a nasty problem. What"
                + " happened to the fix? I don't see it in v5.12-rc1.\n", "5.12-rc1"));
    }

    @Test
    void hostileInputStaysLinear() {
        assertTimeoutPreemptively(TimeBudget.seconds(30), () -> facts(SUBJECT,
                "The drive is gone on 5.11.2, a problem. I don't see it on 5.10.17. It does not happen with 5.10.16.\n"
                        .repeat(20_000)));
        assertTimeoutPreemptively(TimeBudget.seconds(30), () -> facts(SUBJECT,
                "problem. I don't see " + "it ".repeat(600_000) + "on 5.10.17\n"));
        assertTimeoutPreemptively(TimeBudget.seconds(30), () -> facts(SUBJECT,
                "The drive is gone on 5.11.2, a problem. 5.10.17 does not do it. On 5.10.16 it is stable.\n"
                        .repeat(20_000)));
        assertTimeoutPreemptively(TimeBudget.seconds(30), () -> facts(SUBJECT,
                "problem 5.10.17 " + "is rock rock rock ".repeat(200_000) + "stable\n"));
        assertTimeoutPreemptively(TimeBudget.seconds(30), () -> facts(SUBJECT,
                ("On 5.10." + "1".repeat(50) + " it is stable? ").repeat(50_000)));
    }
}
