package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.REPORT;
import static dev.lkmltriage.extract.FactOf.facts;
import static dev.lkmltriage.extract.FactOf.verdict;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Session 17, second round (docs/extraction-eval.md): kernels named as a release rather than a build
 * ({@link ReleaseWildcards}: "the 5.4-rc* branch", "make 5.4 or ... 5.5"), and a reply's inherited subject, which
 * judges a kernel only where the body does not ({@link KernelExtractor}). Every fixture is invented here in the style
 * of list mail.
 */
class RealMailRules18ReleaseTest {
    private static final String REPLY = "Re: [PATCH v2 0/3] frob: rework the link retrain";

    private static String raw(Facts f, String version) {
        return f.kernels().stream().filter(k -> k.version().equals(version)).map(KernelFact::raw).findFirst()
                .orElse("absent");
    }

    @Test
    void aWildcardRcNamesItsRelease() {
        Facts f = facts(REPLY, "Just checking: is this meant to go on top of the 5.4-rc* master branch?\n");
        assertEquals("5.4-rc*", raw(f, "5.4"));
        assertEquals("v5.10-rcX", raw(facts(REPLY, "It applies cleanly on v5.10-rcX here.\n"), "5.10"));
        assertEquals("5.9-rcN", raw(facts(REPLY, "Seen on every 5.9-rcN so far.\n"), "5.9"));
    }

    @Test
    void wildcardNearMissesNameNothing() {
        // a cut word, more after the mark, a point release, a release Linux never had
        assertEquals("absent", raw(facts(REPLY, "It was in the 5.4-rc series notes.\n"), "5.4"));
        assertEquals("absent", raw(facts(REPLY, "The glob 5.4-rc*x matched nothing.\n"), "5.4"));
        assertEquals("absent", raw(facts(REPLY, "Tag 5.4.1-rc* is not a thing.\n"), "5.4.1"));
        assertEquals("absent", raw(facts(REPLY, "Firmware 9.7-rc* was withdrawn.\n"), "9.7"));
        assertEquals("absent", raw(facts(REPLY, "Use 5.4-rcY for the test.\n"), "5.4"));
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

    @Test
    void hostileInputFinishesFast() {
        String stars = "on 5.4-rc* ".repeat(20_000) + "\n";
        String alternatives = "make 5.4 or 5.5 or ".repeat(50_000) + "\n";
        String longLine = "Will it make 5.4 or " + "x".repeat(2_000_000) + " into 5.5\n";
        String garbage = "-rc*-rc* 5.-rc* v.4-rcX 5.4-rc** or or 5.4 or".repeat(20_000) + "\n";
        assertTimeoutPreemptively(Duration.ofSeconds(20), () -> {
            for (String body : List.of(stars, alternatives, longLine, garbage)) {
                facts(REPORT, body);
            }
        });
    }
}
