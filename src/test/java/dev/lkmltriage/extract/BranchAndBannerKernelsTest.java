package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.allOfReport;
import static dev.lkmltriage.extract.FactOf.facts;
import static dev.lkmltriage.extract.FactOf.kernelQuoted;
import static dev.lkmltriage.extract.FactOf.verdict;
import static dev.lkmltriage.extract.FactOf.verdicts;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.lkmltriage.testkit.TimeBudget;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Session 28 (verdict28): a release named only by a maintainer's "for-X.Y" branch, and the banner a lockdep or RCU
 * report prints under its title. Every fixture is invented here in the style of list mail.
 */
class BranchAndBannerKernelsTest {
    private static final String REVIEW = "Re: [PATCH v3 2/4] arm64: frob: add the second port";
    private static final String NOTES = "frob: notes on the second port";

    @Test
    void aBranchForAReleaseNamesIt() {
        assertEquals(List.of("5.3=null"), verdicts(facts(REVIEW, "Applied to for-5.3/arm64/dt, thanks.\n")));
        assertEquals(List.of("5.5=null"), verdicts(facts(REVIEW, "It went into frob.git for-5.5 today.\n")));
        assertEquals(List.of("5.10=null"), verdicts(facts(REVIEW, "Queued on for-v5.10, thanks.\n")));
        Facts quoted = facts(REVIEW, "> > Applied to for-5.3/arm64/defconfig, thanks.\n\nGreat, thanks.\n");
        assertEquals("null", verdict(quoted, "5.3"));
        assertEquals("true", kernelQuoted(quoted, "5.3"));
    }

    @Test
    void aBranchInsideATagOrALinkNamesNone() {
        assertEquals(List.of(), verdicts(facts(REVIEW, "  git://frob.org/linux.git tags/frob-fixes-for-5.2\n")));
        assertEquals(List.of(), verdicts(facts(REVIEW,
                "See https://git.frob.org/frob.git/commit/?h=for-5.5&id=4bf2e385aa59 for it.\n")));
        assertEquals(List.of(), verdicts(facts(REVIEW, "The tree lives at frob.git/log/?h=frob-dt-for-v5.10\n")));
        // a version run on to a longer word is no branch of a release
        assertEquals(List.of(), verdicts(facts(REVIEW, "Applied to for-5.3x2, thanks.\n")));
    }

    @Test
    void aLockdepBannerIsTheKernelTheReportCameFrom() {
        String title = "[  170.205][ T1952] WARNING: possible circular locking dependency detected\n";
        String rule = "[  170.205][ T1952] ------------------------------------------------------\n";
        Facts f = facts("frob: lockdep splat on hot-add", "Hot-adding the frob drive gives:\n\n" + title
                + "[  170.205][ T1952] 5.2.0-rc6-00074-g99d8de2-dirty #225 Tainted: G        W\n" + rule);
        assertEquals("bad", verdict(f, "5.2.0-rc6"));
        Facts quoted = facts("Re: frob lockdep warning", "> [ 2.98] " + "WARNING: possible recursive locking"
                + " detected\n> [ 2.98] 5.8.0-rc1+ #11 Not tainted\n\nA false positive, I think.\n");
        assertEquals("bad", verdict(quoted, "5.8.0-rc1"));
        assertEquals("true", kernelQuoted(quoted, "5.8.0-rc1"));
    }

    @Test
    void aHungTaskBannerIsTheKernelTheReportCameFrom() {
        Facts f = facts("frob: hotplug thread hangs", "After the surprise removal:\n\n[ 9667.5] INFO: task"
                + " irq/129-frobhp:116 blocked for more than 120 seconds.\n[ 9667.5]       Not tainted 5.3.0-1-amd64 #1\n"
                + "[ 9667.5] \"echo 0 > /proc/sys/kernel/hung_task_timeout_secs\" disables this message.\n");
        assertEquals("bad", verdict(f, "5.3.0"));
        Facts flags = facts("Re: frob: hotplug thread hangs", "> INFO: task kworker/0:2:4413 blocked for more than"
                + " 120 seconds.\n>       Tainted: P        W  OE     4.19.25-frob1901.1.0.aarch64 #1\n\nThanks.\n");
        assertEquals("bad", verdict(flags, "4.19.25"));
    }

    @Test
    void aReleaseElsewhereOnSuchALineIsNoBanner() {
        String two = "\nA fix may be queued for 5.12.\n";
        // session 40 (verdict43): a subject without a problem, as the body has none: the run rules now read the
        // subject too ("The board runs 5.8.0" under REPORT's failing port is that board's kernel), and these lines
        // test the banner reading alone (it needs no problem: a real banner under this subject is read bad)
        // words before the release, no build number, no taint after it
        assertEquals("null", verdict(facts(NOTES, "The board runs 5.8.0 #11 Not tainted by anything.\n"
                + two), "5.8.0"));
        assertEquals("null", verdict(facts(NOTES, "[ 2.98] 5.8.0-rc1+ Not tainted\n" + two),
                "5.8.0-rc1"));
        assertEquals("null", verdict(facts(NOTES, "[ 2.98] 5.8.0-rc1+ #11 SMP PREEMPT\n" + two),
                "5.8.0-rc1"));
        // the taint first, but words among its flags or no build number after the release
        assertEquals("null", verdict(facts(NOTES, "The kernel is Not tainted 5.3.0 #1 in my view.\n"
                + two), "5.3.0"));
        assertEquals("null", verdict(facts(NOTES, "      Tainted: Gee 5.3.0 #1\n" + two), "5.3.0"));
        assertEquals("null", verdict(facts(NOTES, "      Not tainted 5.3.0 on this box\n" + two),
                "5.3.0"));
        assertEquals("bad", verdict(facts(NOTES, "      Not tainted 5.3.0-1-amd64 #1\n" + two), "5.3.0"));
    }

    @Test
    void hostileInputStaysLinear() {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < 20_000; i++) {
            b.append("for-5.").append(i % 20).append("/for-for- [[[[ 5.1.0 #").append(i).append(" Tainted\n");
        }
        String body = b.toString();
        assertTimeoutPreemptively(TimeBudget.seconds(30), () -> allOfReport(body));
        // a banner's '[' with no ']' anywhere after it: the look for the bracket's end stays on its own line
        String unclosed = "[ 5.1.0 #7 Tainted: G\n".repeat(40_000);
        assertTimeoutPreemptively(TimeBudget.seconds(30), () -> allOfReport(unclosed));
        assertTimeoutPreemptively(TimeBudget.seconds(5), () -> allOfReport("for-"));
        assertTimeoutPreemptively(TimeBudget.seconds(5), () -> allOfReport("for-5.3"));
        assertTimeoutPreemptively(TimeBudget.seconds(5), () -> allOfReport("[ 1.0] 5.3.0 #"));
    }
}
