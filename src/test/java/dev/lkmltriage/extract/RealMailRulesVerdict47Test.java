package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.facts;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Session 43 (docs/extraction-eval.md, "Session 43: verdict47"): a tilde that opens a word marks an approximate
 * release ("since ~v5.2"), read as the release ({@link KernelCandidates}); "there is a good chance it will not boot
 * since ~v5.3" is a guess, no verdict ({@link KernelVerdicts#HYPOTHETICAL}). Every mail is invented here in the style
 * of reports and replies to the list.
 */
class RealMailRulesVerdict47Test {

    private static List<String> kernels(String subject, String body) {
        return FactOf.verdicts(facts(subject, body));
    }

    @Test
    void aTildeBeforeAVersionMarksAnApproximateRelease() {
        assertEquals(List.of("5.2=null"), kernels("frob: force-enable option",
                "Hi,\n\nKernels (since ~v5.2) have an option to force the frob on, see frob.force=1.\n"));
        // the same tilde in a reply to a report: the guess names 5.3, and it stays a guess
        assertEquals(List.of("5.3=null"), kernels("Re: hotplug window too small on my Epyc box",
                "Hi,\n\nThere is a good chance it will not even boot since around ~v5.3 with acpi=off, but it is"
                + " worth a try.\n"));
    }

    @Test
    void aTildeInsideAWordOrBeforeABareFigureStaysUnread() {
        // a home directory's path, a package's pre-release tilde, an approximate figure: no new kernel from them
        assertEquals(List.of("5.4=bad"), kernels("frob hangs",
                "Hi,\n\nI built it in ~/linux-5.4 and kernel 5.4 hangs when the frob resumes.\n"));
        assertEquals(List.of(), kernels("frob link speed",
                "Hi,\n\nThe link trains at ~2.5 GT/s and moves ~5.3 GB/s, as the datasheet says.\n"));
        assertEquals(List.of(), kernels("frob-tools package",
                "Hi,\n\nthe frob-tools package 2.30~v5.1 from experimental installs fine.\n"));
    }

    /** Only the clause's cue reading knows the word: "a fair chance v5.8 hangs" is still read bad by a later rule. */
    @Test
    void aChanceIsAGuessNotAResult() {
        assertEquals(List.of("5.8=null"), kernels("Re: frob resets",
                "Hi,\n\nThere is a good chance the board will not even boot with v5.8 and acpi=off.\n"));
        // the control: stated plainly, the failure is a result
        assertEquals(List.of("5.8=bad"), kernels("Re: frob resets",
                "Hi,\n\nThe board will not even boot with v5.8 and acpi=off.\n"));
    }

    @Test
    void hostileTildesStayLinear() {
        assertTimeoutPreemptively(TimeBudget.seconds(30), () -> facts("tildes", "Hi,\n\n"
                + "since ~v5.2 ".repeat(200_000) + "\n"));
        assertTimeoutPreemptively(TimeBudget.seconds(30), () -> facts("tildes", "Hi,\n\n"
                + "(~v5.3 there is a good chance it hangs) ~~~~v".repeat(50_000) + "\n"));
        assertTimeoutPreemptively(TimeBudget.seconds(30), () -> facts("tildes", "Hi,\n\n"
                + "~".repeat(1_000_000) + "v5.3 hangs\n"));
    }
}
