package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.role;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.MailParser;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Session 13, second round (commits2, docs/extraction-eval.md): one commit spelt short and longer is one fact under
 * the longest spelling; a bisect verdict pasted into a form, a robot's {@code base:} line and a patch's "partially
 * reverts:" trailer name commits. Fixtures invented here, in the shapes of real mail.
 */
class RealMailRulesCommits2Test {
    private final FactExtractor extractor = new FactExtractor(HwMails.withoutIds());

    private Facts facts(String body) {
        String raw = "From: Dee Replier <dee@example.org>\nSubject: Re: [frob] perf drop"
                + "\nMessage-ID: <commits2@example.org>\nContent-Type: text/plain; charset=utf-8\n\n" + body;
        Mail m = new MailParser().parse(raw.getBytes(StandardCharsets.UTF_8));
        return extractor.extract(m);
    }

    private static List<String> hashes(Facts f) {
        return f.commits().stream().map(CommitFact::hash).toList();
    }

    @Test
    void aShortIdAndItsLongerSpellingAreOneFactUnderTheLonger() {
        Facts f = facts("We retested with the fix applied.\n\ncommit:\n  5b8e2c71d0 (\"frob: Skip the link retrain\")\n"
                + "  a4c9e1f27b (\"frob: Retrain once more\")\n\n5b8e2c71d0fa3c41  a4c9e1f27b6d5e0f9a8c  testcase/params\n"
                + "----------------  --------------------------  ---------------\n");
        assertEquals(List.of("5b8e2c71d0fa3c41", "a4c9e1f27b6d5e0f9a8c"), hashes(f));
        // the role decided at the short spelling stays with the merged fact
        Facts g = facts("The hang was caused by 5b8e2c71d0 (\"frob: Skip the link retrain\").\n\n"
                + "5b8e2c71d0fa3c41  testcase/params\n");
        assertEquals(List.of("5b8e2c71d0fa3c41"), hashes(g));
        assertEquals("culprit", role(g, "5b8e2c71d0fa3c41"));
    }

    @Test
    void aHexWordThatDoesNotExtendAnIdIsNotTaken() {
        // a shorter word, one sharing only a few digits, and a longer word with no id named in the message
        Facts f = facts("commit 5b8e2c71d0fa (\"frob: Skip the link retrain\")\n\nchecksum 5b8e2c71 and "
                + "5b8e2c7ff00d1234 in the log\n");
        assertEquals(List.of("5b8e2c71d0fa"), hashes(f));
        assertEquals(List.of(), hashes(facts("The table header reads 9e3f6a1b2c4d5e6f7a8b and nothing more.\n")));
    }

    @Test
    void aBisectVerdictPastedIntoAFormNamesTheCulprit() {
        Facts f = facts("A git bisect on the distro tree identified as\nfirst bad commit: "
                + "[c0ffee1234567890abcdef1234567890abcdef12] Update to 4.19.116\n");
        assertEquals("culprit", role(f, "c0ffee1234567890abcdef1234567890abcdef12"));
        // near miss: a bracketed hash after other words is no verdict
        assertEquals("absent", role(facts("the mirror: [c0ffee1234567890abcdef1234567890abcdef12] is stale\n"),
                "c0ffee1234567890abcdef1234567890abcdef12"));
    }

    @Test
    void aRobotsBaseLineIsAReference() {
        Facts f = facts("url:    https://github.com/example/linux/commits/frob-rework/20200822-031519\n"
                + "base:    bcf876870b95592b52519ed4aafcf9d95999bc9c\nconfig: x86_64-allyesconfig\n");
        assertEquals("reference", role(f, "bcf876870b95592b52519ed4aafcf9d95999bc9c"));
        // near miss: "base:" inside a sentence, not opening the line
        assertEquals("absent", role(facts("The layout is the same, base: bcf876870b95 at offset 4.\n"),
                "bcf876870b95"));
    }

    @Test
    void aPatchThatPartiallyRevertsNamesTheCulprit() {
        assertEquals("culprit", role(facts("This patch partially reverts:\ncommit 5b8e2c71d0fa (\"frob: Skip the "
                + "link retrain\")\n"), "5b8e2c71d0fa"));
        assertEquals("culprit", role(facts("This commit reverts:\n  5b8e2c71d0fa (\"frob: Skip the link retrain\")\n"),
                "5b8e2c71d0fa"));
        // near misses: another's series that reverts, a question
        assertEquals("reference", role(facts("Bob's series reverts:\ncommit 5b8e2c71d0fa (\"frob: Skip the link "
                + "retrain\")\nand adds two helpers.\n"), "5b8e2c71d0fa"));
        assertEquals("reference", role(facts("Which one reverts: 5b8e2c71d0fa (\"frob: Skip the link retrain\")?\n"),
                "5b8e2c71d0fa"));
    }
}
