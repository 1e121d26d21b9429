package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.REPORT;
import static dev.lkmltriage.extract.FactOf.facts;
import static dev.lkmltriage.extract.FactOf.verdict;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Session 17, second round (docs/extraction-eval.md): kernels named as a release rather than a build
 * ({@link ReleaseTargets}: "make 5.4 or ... 5.5"), a reply's inherited subject, which judges a kernel only where
 * the body does not ({@link KernelExtractor}), "tested kernels A, B and C" as a run ({@link RanKernels}), and a
 * pasted uname line's build of a judged release ({@link UnameBuilds}), and breakage after a kernel as a regression
 * with no window ({@link BrokenAfterKernel}). Every fixture is invented here in the style of list mail.
 */
class RealMailRules18ReleaseTest {
    private static final String REPLY = "Re: [PATCH v2 0/3] frob: rework the link retrain";

    private static String raw(Facts f, String version) {
        return f.kernels().stream().filter(k -> k.version().equals(version)).map(KernelFact::raw).findFirst()
                .orElse("absent");
    }

    @Test
    void aWildcardRcNamesNoKernel() {
        // dev's 5115 and dev2's 25 label none: "the 5.4-rc* branch", "it exists in 5.1-rcX also"
        assertEquals("absent", raw(facts(REPLY, "Is this meant to go on top of the 5.4-rc* master branch?\n"), "5.4"));
        assertEquals("absent", raw(facts(REPLY, "Since it exists in 5.1-rcX also, it is not new.\n"), "5.1"));
    }

    @Test
    void releaseTargetsOfferedAsAlternativesAreKernels() {
        Facts f = facts(REPLY, "> Now that it works, which kernel will it land in? Will it make 5.4 or will it be put"
                + " into 5.5 for more testing?\n\nNeither yet, it needs another round.\n");
        assertEquals("5.4", raw(f, "5.4"));
        assertEquals("true", FactOf.kernelQuoted(f, "5.4"));
        assertEquals("5.5", raw(f, "5.5"));
        assertEquals("4.20", raw(facts(REPLY, "Is it too late to make 4.20 or does it wait for 5.0?\n"), "4.20"));
    }

    @Test
    void alternativeNearMissesNameNothing() {
        // not the next release, no kernel after, the next release on another line, a tool's versions
        assertEquals("absent", raw(facts(REPLY, "Will it make 5.4 or will it be put into 5.8?\n"), "5.4"));
        assertEquals("absent", raw(facts(REPLY, "Use make 4.2 or 4.3 for the build.\n"), "4.2"));
        assertEquals("absent", raw(facts(REPLY, "Will it make 5.4 or\nwill it be put into 5.5?\n"), "5.4"));
        assertEquals("absent", raw(facts(REPLY, "Build with gcc 4.9 or newer; tested on 5.0.\n"), "4.9"));
        assertEquals("absent", raw(facts(REPLY, "Pick 5.4 or 5.5-rc1 as you like, into 5.5-rc1 it goes.\n"),
                "5.4"));
    }

    @Test
    void anInheritedSubjectJudgesOnlyWhatTheBodyDoesNot() {
        String subject = "Re: frob IRQ assignment broken from 4.9 onwards";
        String body = "Thanks, I will try that next.\n\nOn Wed, Oct 7, 2020, Ann Example wrote:\n"
                + "> I have noticed that on kernel 4.9 the frob gets its IRQ and works fine.\n";
        assertEquals("good", verdict(facts(subject, body), "4.9"));
        // the body names 4.9 without a verdict: the subject's stands
        assertEquals("bad", verdict(facts(subject, "Thanks.\n\n> The board runs kernel 4.9 from the vendor.\n"),
                "4.9"));
        // the subject alone
        assertEquals("bad", verdict(facts(subject, "Thanks, I will try that next.\n"), "4.9"));
    }

    private static final String IRQ_REPORT = "Re: frob IRQ not assigned behind the bridge";

    @Test
    void kernelsTestedInAProblemReportRanBad() {
        Facts f = facts(IRQ_REPORT, "> The same issue happens on the other board. I have tested kernels 4.14, 4.19"
                + " and 5.4.3.\n");
        assertEquals("bad", verdict(f, "4.14"));
        assertEquals("bad", verdict(f, "5.4.3"));
        // a request, and a patch tested: no run of the writer's
        assertEquals("null", verdict(facts(IRQ_REPORT, "Please test kernels 4.14 and 4.19 too.\n"), "4.14"));
    }

    @Test
    void aUnameLineTakesTheVerdictOfItsRelease() {
        Facts f = facts(IRQ_REPORT, "> On kernel 4.9 the frob gets an IRQ and works fine:\n>\n"
                + "> Linux frob-rdk 4.9.41-g1a2b3c4-BSP-vendor-1.0\n> 02:00.0 Communication controller: Frob\n>\n"
                + "> On kernel 4.19 the frob fails to get an IRQ.\n>\n"
                + "> Linux frob-kit 4.19.79-g35d36cd #1 SMP PREEMPT Wed Sep 30 14:04:18 UTC 2020 armv7l GNU/Linux\n");
        assertEquals("good", verdict(f, "4.9"));
        assertEquals("good", verdict(f, "4.9.41"));
        assertEquals("bad", verdict(f, "4.19"));
        assertEquals("bad", verdict(f, "4.19.79"));
    }

    @Test
    void unameNearMissesTakeNothing() {
        String judged = "> On kernel 4.19 the frob fails to get an IRQ.\n";
        // the release is named but not judged; the line is prose ("Linux kernel 4.19.79"); another release's build
        assertEquals("null", verdict(facts(IRQ_REPORT, "> I use kernel 4.19 from the vendor:\n>\n"
                + "> Linux frob-kit 4.19.79-g35d36cd #1 SMP\n"), "4.19.79"));
        assertEquals("null", verdict(facts(IRQ_REPORT, judged + "> Linux kernel 4.19.79 is what the vendor ships.\n"),
                "4.19.79"));
        assertEquals("null", verdict(facts(IRQ_REPORT, judged + "> Linux frob-kit 4.14.79-g35d36cd #1 SMP\n"),
                "4.14.79"));
        // the build judged itself keeps its own verdict
        assertEquals("good", verdict(facts(IRQ_REPORT, judged
                + "> Linux frob-kit 4.19.80-g35d36cd #1 SMP works fine though.\n"), "4.19.80"));
    }

    private static final String PCMCIA = "Re: frob card slot not enumerated on the old laptop";

    @Test
    void breakageAfterAKernelStatesARegressionWithoutAWindow() {
        Facts f = facts(PCMCIA, "In our testing it has not worked with any of the stock Linux releases (both"
                + " Deb and RPM) after 2.6.32 .\n");
        assertNotNull(f.regression());
        assertEquals(List.of(), f.regression().good());
        assertEquals(List.of(), f.regression().bad());
        assertEquals("null", verdict(f, "2.6.32"));
        Facts q = facts(PCMCIA, "Sorry for the delay.\n\n> The card stopped working after kernel 4.19 here.\n");
        assertNotNull(q.regression());
        assertTrue(q.regression().quoted());
    }

    @Test
    void breakageAfterNearMissesStateNone() {
        // a question, a condition, a cure, "after" not right before the kernel, an event after the kernel's name
        for (String body : List.of("Has it not worked after 2.6.32?\n",
                "If it hasn't worked after 2.6.32, tell me.\n", "It stopped working after 4.19, fixed again in 5.4.\n",
                "It hasn't worked after resume on 4.19 here.\n", "It has worked fine after 4.19 here.\n")) {
            assertNull(facts(PCMCIA, body).regression(), body);
        }
    }

    @Test
    void hostileInputFinishesFast() {
        String alternatives = "make 5.4 or 5.5 or ".repeat(20_000) + "\n";
        String longLine = "Will it make 5.4 or " + "x".repeat(2_000_000) + " into 5.5\n";
        String garbage = "-rc*-rc* 5.-rc* v.4-rcX 5.4-rc** or or 5.4 or".repeat(5_000) + "\n";
        String afters = "it hasn't worked after 2.6.32 and ".repeat(20_000) + "\n";
        String unames = "On 4.9 it works:\nLinux h 4.9.1 #1\nLinux  4.9.2\nLinux\n".repeat(5_000);
        assertTimeoutPreemptively(TimeBudget.seconds(20), () -> {
            for (String body : List.of(alternatives, longLine, garbage, afters, unames)) {
                facts(REPORT, body);
            }
        });
    }
}
