package dev.lkmltriage.mail;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/** Thread roots by references, absent ancestors, loops, subject fallback; and subject normalisation. */
class ThreaderTest {

    static Mail mail(String id, String subject, String inReplyTo, List<String> refs, int day) {
        return new Mail(id, false, subject, "a@example.org", OffsetDateTime.parse("2020-01-01T00:00Z").plusDays(day),
                null, inReplyTo, refs, List.of(), "", List.of(), List.of(), List.of(), "0");
    }

    @Test
    void referencesAndInReplyToMakeOneThread() {
        List<Mail> mails = List.of(
                mail("c@x", "Re: r8169 slow", "b@x", List.of("a@x", "b@x"), 3),
                mail("a@x", "r8169 slow", null, List.of(), 1),
                mail("b@x", "Re: r8169 slow", "a@x", List.of(), 2),
                mail("d@x", "other", null, List.of(), 1));
        Map<String, String> roots = new Threader().threadRoots(mails);
        assertEquals("a@x", roots.get("a@x"));
        assertEquals("a@x", roots.get("b@x"));
        assertEquals("a@x", roots.get("c@x"));
        assertEquals("d@x", roots.get("d@x"));
    }

    @Test
    void theRootIsTheOldestKnownAncestorEvenWhenAbsent() {
        List<Mail> mails = List.of(
                mail("c@x", "Re: bug", "b@x", List.of("gone@x", "b@x"), 3),
                mail("e@x", "Re: bug", "d@x", List.of(), 4));
        Map<String, String> roots = new Threader().threadRoots(mails);
        assertEquals("gone@x", roots.get("c@x"));
        assertEquals("d@x", roots.get("e@x"), "only In-Reply-To: the parent is the root");
        assertEquals(2, roots.size(), "absent ancestors get no entry of their own");
    }

    @Test
    void loopsAndSelfReferencesDoNotHang() {
        List<Mail> mails = List.of(
                mail("a@x", "x", "b@x", List.of("b@x"), 1),
                mail("b@x", "x", "a@x", List.of("a@x"), 2),
                mail("s@x", "self", "s@x", List.of("s@x"), 1));
        Map<String, String> roots = new Threader().threadRoots(mails);
        assertEquals(roots.get("a@x"), roots.get("b@x"));
        assertEquals("s@x", roots.get("s@x"));
    }

    @Test
    void subjectFallbackForClientsThatDropReferences() {
        List<Mail> mails = List.of(
                mail("r1@x", "AW: [netdev] [PATCH v2] r8169: fix send", null, List.of(), 5),
                mail("p@x", "[PATCH v2] r8169: fix send", null, List.of(), 1),
                mail("p2@x", "Re: [PATCH v2] r8169: fix send", "p@x", List.of(), 2),
                mail("v3@x", "Re: [PATCH v3] r8169: fix send", null, List.of(), 6),
                mail("n@x", "r8169: fix send", null, List.of(), 7));
        Map<String, String> roots = new Threader().threadRoots(mails);
        assertEquals("p@x", roots.get("r1@x"));
        assertEquals("p@x", roots.get("p2@x"));
        assertEquals("v3@x", roots.get("v3@x"), "a different patch version is another thread");
        assertEquals("n@x", roots.get("n@x"), "no reply prefix: no fallback");
    }

    @Test
    void orphanRepliesWithOneSubjectJoinTheOldest() {
        List<Mail> mails = new ArrayList<>(List.of(
                mail("r2@x", "Re: lost thread", null, List.of(), 2),
                mail("r1@x", "Re: lost thread", null, List.of(), 1),
                mail("r3@x", "RE: Lost   Thread", null, List.of(), 3)));
        Map<String, String> roots = new Threader().threadRoots(mails);
        assertEquals("r1@x", roots.get("r2@x"));
        assertEquals("r1@x", roots.get("r3@x"));
        Collections.reverse(mails);
        assertEquals(roots, Map.copyOf(new Threader().threadRoots(mails)), "independent of input order");
    }

    @Test
    void aLongChainStaysLinearEnough() {
        List<Mail> mails = new ArrayList<>();
        List<String> refs = new ArrayList<>();
        for (int i = 0; i < 3000; i++) {
            mails.add(mail("m" + i + "@x", "Re: long", i == 0 ? null : "m" + (i - 1) + "@x", List.copyOf(refs), i));
            refs.add("m" + i + "@x");
            if (refs.size() > 50) {
                refs.remove(1);
            }
        }
        Map<String, String> roots = new Threader().threadRoots(mails);
        assertTrue(roots.values().stream().allMatch("m0@x"::equals));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "Re: [PATCH v2 3/7] PCI: fix it      | [patch v2 3/7] pci: fix it",
        "RE: Re: AW:  foo   bar              | foo bar",
        "[netdev] Re: [netdev] Re: foo       | foo",
        "Re[2]: foo                          | foo",
        "Fwd: foo (fwd)                      | foo",
        "SV: Vs: foo                         | foo",
        "[Linux-nvme] [PATCH] nvme: x        | [patch] nvme: x",
        "[RFC PATCH] x                       | [rfc patch] x",
        "Re : foo                            | foo",
        "Regression in 6.4                   | regression in 6.4",
        "[GIT PULL] PCI changes              | [git pull] pci changes",
    })
    void normalize(String subject, String expected) {
        assertEquals(expected, Subjects.normalize(subject));
    }

    @Test
    void replyDetection() {
        assertTrue(Subjects.isReply("Re: x"));
        assertTrue(Subjects.isReply("[netdev] AW: x"));
        assertFalse(Subjects.isReply("Regression: x"));
        assertFalse(Subjects.isReply("[PATCH] re: x"));
        assertEquals("", Subjects.normalize(null));
    }

    @Test
    void codeTags() {
        assertTrue(Subjects.codeTagged("[PATCH v3 2/7] PCI: frob the bar"));
        assertTrue(Subjects.codeTagged("Re: [RFC PATCH] x"));
        assertTrue(Subjects.codeTagged("[GIT PULL] PCI changes for v5.9"));
        assertTrue(Subjects.codeTagged("[PATCHv6 1/6] x"));
        assertFalse(Subjects.codeTagged("e1000e: TX hang since 5.9, a patch helps"));
        assertFalse(Subjects.codeTagged("[netdev] dispatching bug"));
        assertFalse(Subjects.codeTagged("x".repeat(300) + "[PATCH] late"));
        assertFalse(Subjects.codeTagged(null));
    }
}
