package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.role;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.MailParser;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * The commit-role rules of session 12's second round (docs/extraction-eval.md, "Session 12, second round: commit
 * roles"), read from held-out10's role misses: a test robot's report blaming the commit of its {@code commit:} header,
 * and a commit offered to a reporter as the cure. Every fixture is invented here, in the style of list mail; each rule
 * has positive cases and near misses. Mails are parsed by the real {@link MailParser}, so quotes are its spans.
 */
class RealMailRulesRoles12bTest {
    private final FactExtractor extractor = new FactExtractor(HwMails.withoutIds());

    private Facts facts(String subject, String body) {
        String raw = "From: Dee Replier <dee@example.org>\nSubject: " + subject
                + "\nMessage-ID: <roles12b@example.org>\nContent-Type: text/plain; charset=utf-8\n\n" + body;
        Mail m = new MailParser().parse(raw.getBytes(StandardCharsets.UTF_8));
        return extractor.extract(m);
    }

    private static final String HEADER = "commit: 4e7a1c92b05d38f6a1e2c3b4d5f60718293a4b5c (\"frob: Take the bus lock"
            + " in frob_reset\")\nurl: https://example.org/frob/commits/frob-lock/20300101-101010\n\n"
            + "in testcase: boot\n\non test machine: qemu-system-x86_64 -enable-kvm -smp 2 -m 8G\n\n";

    @Test
    void aRobotReportThatSaysItsCommitCausedChangesBlamesIt() {
        String robot = "FYI, we noticed the following commit (built with gcc-11):\n\n" + HEADER
                + "caused below changes (please refer to the attached dmesg/kmsg for the whole log/backtrace):\n\n"
                + "[    1.204411] WARNING: CPU: 1 PID: 1 at drivers/frob/core.c:812 frob_reset+0x44/0x60\n";
        assertEquals("culprit", role(facts("[frob] 4e7a1c92b0: WARNING:at_drivers/frob/core.c", robot),
                "4e7a1c92b05d38f6a1e2c3b4d5f60718293a4b5c"));
        String quoted = "On Mon, Jan 01, 2030 at 10:10:10AM +0800, kernel test robot wrote:\n"
                + robot.replaceAll("(?m)^", "> ") + "\nOops, the assert must only run on the probe path. Will fix.\n";
        assertEquals("culprit", role(facts("Re: [frob] 4e7a1c92b0: WARNING", quoted),
                "4e7a1c92b05d38f6a1e2c3b4d5f60718293a4b5c"));
        String perf = "Greeting,\n\nFYI, we noticed a -12.5% regression of frobbench.ops_per_sec due to commit:\n\n"
                + HEADER + "with following parameters:\n\n\tnr_task: 50%\n";
        assertEquals("culprit", role(facts("[frob] 4e7a1c92b0: frobbench.ops_per_sec -12.5% regression", perf),
                "4e7a1c92b05d38f6a1e2c3b4d5f60718293a4b5c"));
    }

    @Test
    void aRobotHeaderWithoutAVerdictOfHarmStaysAReference() {
        String better = "Greeting,\n\nFYI, we noticed a 9.1% improvement of frobbench.ops_per_sec due to commit:\n\n"
                + HEADER + "with following parameters:\n\n\tnr_task: 50%\n";
        assertEquals("reference", role(facts("[frob] 4e7a1c92b0: 9.1% improvement", better),
                "4e7a1c92b05d38f6a1e2c3b4d5f60718293a4b5c"));
        String noted = "FYI, we noticed the following commit (built with gcc-11):\n\n" + HEADER
                + "The boot test passed on all machines.\n";
        assertEquals("reference", role(facts("[frob] 4e7a1c92b0: boot test", noted),
                "4e7a1c92b05d38f6a1e2c3b4d5f60718293a4b5c"));
        // the verdict wording in running text, the commit not a robot's header line
        String prose = "I looked at commit: 4e7a1c92b05d and the locking there. Nothing odd in it, as far as I can "
                + "tell from\nreading frob_reset and its two callers in the probe and the remove paths.\n\n"
                + "The other series caused below changes in the boot log, which I attach.\n";
        assertEquals("reference", role(facts("Re: frob locking", prose), "4e7a1c92b05d"));
    }

    @Test
    void aCommitOfferedWithAPromiseThatItCuresIsAFix() {
        String offered = "> Closing the config file of the frob bridge takes 2.4 s on 6.9.3.\n\n"
                + "Can you try this commit?\n\n"
                + "  https://git.example.org/frob/frob.git/commit/?h=frob/pm&id="
                + "9d3c0b7e1f2a4c6d8e0f1a2b3c4d5e6f7a8b9c0d\n\n"
                + "It is in mainline too. We still have to wait 100 ms after the link trains, but this one should at "
                + "least get it down from 1100 ms.\n";
        assertEquals("fix", role(facts("Re: close() on the frob bridge takes 2.4 s", offered),
                "9d3c0b7e1f2a4c6d8e0f1a2b3c4d5e6f7a8b9c0d"));
        String please = "Please test with commit 9d3c0b7e1f2a, it should fix the slow close for you.\n";
        assertEquals("fix", role(facts("Re: close() on the frob bridge takes 2.4 s", please), "9d3c0b7e1f2a"));
    }

    @Test
    void anOfferWithoutAPromiseOrAQuestionAboutTheTreeStaysAReference() {
        String whether = "Can you test whether commit 9d3c0b7e1f2a is in your tree? It should be in 6.9 already.\n";
        assertEquals("reference", role(facts("Re: close() on the frob bridge", whether), "9d3c0b7e1f2a"));
        String noPromise = "Can you try commit 9d3c0b7e1f2a and send the full dmesg?\n";
        assertEquals("reference", role(facts("Re: close() on the frob bridge", noPromise), "9d3c0b7e1f2a"));
        String revert = "Can you try reverting commit 9d3c0b7e1f2a? It should help with the delay if my guess is "
                + "right.\n";
        assertEquals("reference", role(facts("Re: close() on the frob bridge", revert), "9d3c0b7e1f2a"));
        // a promise without an offer: the writer says what the commit is meant to do, not what cured the report
        String noOffer = "Commit 9d3c0b7e1f2a reworked the delay table. Bumping the timeout should help here.\n";
        assertEquals("reference", role(facts("Re: close() on the frob bridge", noOffer), "9d3c0b7e1f2a"));
    }

    @Test
    void aCommitWhoseRevertIsPromisedToCureTakesNoFixFromThePromise() {
        // the cure is the revert's: an asked-for revert is a trial (reference), never a fix by the reverted commit
        String asked = "Could you try reverting commit 5b1e09d2c7aa (\"frob: Rework the irq setup\")? That should fix"
                + " the hang you see on resume.\n";
        assertEquals("reference", role(facts("Re: frob hangs on resume", asked), "5b1e09d2c7aa"));
        // near miss: the same promise of an offered commit is still a fix
        String offered = "Could you try commit 5b1e09d2c7aa (\"frob: Rework the irq setup\")? That should fix the"
                + " hang you see on resume.\n";
        assertEquals("fix", role(facts("Re: frob hangs on resume", offered), "5b1e09d2c7aa"));
        // near miss: a revert that cured is the reverted commit's blame, as before
        String cured = "Reverting commit 5b1e09d2c7aa (\"frob: Rework the irq setup\") fixes the hang on resume.\n";
        assertEquals("culprit", role(facts("Re: frob hangs on resume", cured), "5b1e09d2c7aa"));
    }
}
