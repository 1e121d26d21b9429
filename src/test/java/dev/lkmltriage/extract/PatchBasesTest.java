package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.facts;
import static dev.lkmltriage.extract.FactOf.verdict;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.lkmltriage.testkit.TimeBudget;
import org.junit.jupiter.api.Test;

/**
 * Session 34 (verdict36): a release a sentence names as the base code was written or built on gets no verdict
 * ({@link PatchBases}). Every fixture is invented here in the style of list mail.
 */
class PatchBasesTest {
    private static final String PATCH = "Re: [PATCH v2 3/5] PCI: foo: Program the outbound window before link up";
    private static final String COVER = "[PATCH v4 0/6] Implement error recovery for the frob accelerator";
    private static final String REPORT = "Re: frob endpoint test hangs after a few DMA transfers";

    private static String of(String subject, String body, String version) {
        return verdict(facts(subject, body), version);
    }

    @Test
    void aBaseHasNoVerdict() {
        // a branch's base, with the thread's problem word later in the sentence
        assertEquals("null", of(REPORT, "As far as I know you are using the pci/endpoint branch and the branch is"
                + " based on v5.8-rc1, though the hang looks unrelated.\n", "5.8-rc1"));
        // a changelog's rebase, with a commit that breaks something in the same clause
        assertEquals("null", of(COVER, "v4: Rebase to 5.10 kernel and drop the core change which breaks the"
                + " recovery path.\n", "5.10"));
        assertEquals("null", of(COVER, "Changes since v3:\n - rebased it onto v5.11-rc2, the crash on unbind is"
                + " fixed\n", "5.11-rc2"));
        // a build robot's tree list, wrapped over a quoted line break
        assertEquals("null", of(PATCH, "On 2020/9/3 robot wrote:\n> I love your patch! Yet something to improve:\n"
                + ">\n> [auto build test ERROR on pci/next]\n> [also build test ERROR on linus/master"
                + " asm-generic/master\n> v5.9-rc3 next-20200902] [If your patch is applied to the wrong git tree,"
                + " kindly drop us a note.\n", "5.9-rc3"));
        assertEquals("null", of(PATCH, "[auto build test WARNING on v5.9-rc3]\n\nThe build fails with\n",
                "5.9-rc3"));
    }

    @Test
    void aKernelSomeoneRanKeepsItsVerdict() {
        // the kernel itself "based on" a release: the kernel the writer built, ran and saw freeze
        assertEquals("bad", of(REPORT, "On every boot the desktop would freeze after a few minutes. Kernel was both"
                + " based on 5.10-rc2 and 5.10-rc3 (I did see the same behavior) with the fix applied.\n", "5.10-rc2"));
        // a base that passes where the branch crashes is the good end
        assertEquals("good", of(REPORT, "The unit tests crash on that branch where base v5.9-rc2 passes.\n",
                "5.9-rc2"));
        // a run on a release, no base word
        assertEquals("bad", of(REPORT, "The endpoint test hangs with v5.9-rc4 after a few transfers.\n",
                "5.9-rc4"));
        // a bracket that is no robot's tree list
        assertEquals("bad", of(REPORT, "[update] the endpoint test hangs with v5.9-rc4 too.\n", "5.9-rc4"));
        // a closed robot bracket before the version on the line does not reach it
        assertEquals("bad", of(REPORT, "[build test ERROR on v5.9] aside, the endpoint test hangs with v5.9-rc4.\n",
                "5.9-rc4"));
    }

    @Test
    void hostileInputStaysLinear() {
        String robot = "> [also build test ERROR on linus/master v5.9-rc2 next-20200824] fails\n";
        assertTimeoutPreemptively(TimeBudget.seconds(30), () -> facts(PATCH, robot.repeat(50_000)));
        assertTimeoutPreemptively(TimeBudget.seconds(20), () -> facts(PATCH, "rebased on ".repeat(200_000)
                + "v5.4 which breaks"));
        assertTimeoutPreemptively(TimeBudget.seconds(20), () -> facts(PATCH, "[also build test ERROR on "
                + "x".repeat(10_000_000) + " v5.4 fails"));
        assertTimeoutPreemptively(TimeBudget.seconds(20), () -> facts(PATCH, "[cannot apply to\n".repeat(200_000)
                + "v5.4 fails"));
        String deep = ">".repeat(30) + " [also build test ERROR on v5.8 the branch is based on v5.9 broken\n";
        assertTimeoutPreemptively(TimeBudget.seconds(30), () -> facts(PATCH, deep.repeat(20_000)));
        assertTimeoutPreemptively(TimeBudget.seconds(5), () -> facts(PATCH, "[5.4"));
        assertTimeoutPreemptively(TimeBudget.seconds(5), () -> facts(PATCH, "based on 5.4"));
    }
}
