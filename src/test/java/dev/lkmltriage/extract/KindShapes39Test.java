package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.lkmltriage.mail.Header;
import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.testkit.TimeBudget;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Session 39 (kind43): the kind shapes the pooled held-out misses, a fresh thread-start sample and the archive showed:
 * a bot's mail from a person's address, a bare "[RFC]" over no diff, a lockdep splat with no call trace, and a series'
 * cover sent first by git send-email that says what it is in a line. Invented mail in the style of real reports.
 */
class KindShapes39Test {
    private final KindClassifier classifier = new KindClassifier(null);

    private MessageKind kind(String messageId, String subject, String from, String inReplyTo, String body) {
        List<Header> headers = List.of(new Header("Subject", subject), new Header("From", from));
        return classifier.classify(new Mail(messageId, false, subject, from, null, null, inReplyTo, List.of(), headers,
                body, List.of(), VersionsMails.spans(body), List.of(), "0"));
    }

    private MessageKind kind(String subject, String from, String inReplyTo, String body) {
        return kind("x@example.org", subject, from, inReplyTo, body);
    }

    @Test
    void aBotsMailFromAPersonsAddressIsARobots() {
        assertEquals(MessageKind.ROBOT, kind("Re: [PATCH v2 2/3] dt-bindings: frob: Add a schema",
                "Ann Maint <ann@example.org>", "p@x", """
                > On Mon, 07 Sep 2020 10:00:00 +0800, Dev wrote:
                > > Add a schema for the frob host.
                > >\s


                My bot found errors running 'make dt_binding_check' on your patch:

                Documentation/devicetree/bindings/pci/frob.example.dts:20.5-30: Warning (reg_format): bad reg

                Please check and re-submit.
                """));
        assertEquals(MessageKind.ROBOT, kind("Re: [PATCH] PCI: frob: Fix the MPS setting",
                "Stable Maint <s@example.org>", "p@x", """
                Hi,

                [This is an automated email]

                This commit has been processed because it contains a "Fixes:" tag.
                The bot has tested the following trees: v5.6.2, v5.4.30.

                How should we proceed with this patch?
                """));
    }

    @Test
    void aPersonAnsweringTheBotStaysAReply() {
        assertEquals(MessageKind.REPLY, kind("Re: [PATCH v2 2/3] dt-bindings: frob: Add a schema",
                "Dev <dev@example.org>", "b@x", """
                > My bot found errors running 'make dt_binding_check' on your patch:
                > Warning (reg_format): bad reg

                Fixed in v3, thanks.
                """));
        assertEquals(MessageKind.REPLY, kind("Re: [PATCH] frob: fix", "Dev <dev@example.org>", "b@x",
                "I think my bot found nothing wrong with it.\n"));
    }

    @Test
    void aBareRfcOverNoDiffIsNoPatch() {
        assertEquals(MessageKind.REPORT, kind("[RFC] frob hotplug doesn't work with kernel 4.19",
                "User <u@example.org>", null, """
                Hi folks,

                Hot plug of our frob SSD works out of the box on 5.4.62, but with 4.19.133 the
                port prints nothing and the disk never shows up. Is there a known problem?
                """));
        assertEquals(MessageKind.OTHER, kind("[RFC] Restrict frob devices to a list of trusted drivers",
                "Dev <dev@example.org>", null, """
                Hi,

                High level proposal: let the administrator list the drivers that may bind to
                frob devices marked untrusted by the firmware. Comments welcome.
                """));
        // a design discussion says what might break; only its title would say what failed
        assertEquals(MessageKind.OTHER, kind("[RFC] frob resource survey issue(s)", "Dev <dev@example.org>", null, """
                Hi folks,

                Firmware may assume the frob devices stay where it put them and will break if the
                kernel moves them. Claim what the firmware set up unless it is obviously broken?
                """));
        assertEquals(MessageKind.OTHER, kind("[RFC][pci/pm] frob config space save and restore on resume",
                "Dev <dev@example.org>", null, "Q1: should we save the header word by word?\n"));
        // a bare [RFC] over a diff, or beside [PATCH], or with a series position, is a patch as before
        assertEquals(MessageKind.PATCH, kind("[RFC] PCI: frob: Revert the link quirk", "Dev <dev@example.org>", null,
                "Does this help?\n\ndiff --git a/x b/x\n--- a/x\n+++ b/x\n@@ -1 +1 @@\n-a\n+b\n"));
        assertEquals(MessageKind.PATCH, kind("[RFC][PATCH] frob: Replace the table", "Dev <dev@example.org>", null,
                "text"));
        assertEquals(MessageKind.PATCH, kind("[RFC 3/9] PCI: frob: Wire up the emulated slot", "Dev <dev@example.org>",
                "c@x", "text"));
    }

    @Test
    void aLockdepSplatWithoutItsCallTraceIsAReport() {
        assertEquals(MessageKind.REPORT, kind("lockdep splat on frob docking", "User <u@example.org>", null, """
                When docking my laptop, the following is reported on v5.3.0-rc6+:

                ======================================================
                WARNING: possible circular locking dependency detected
                5.3.0-rc6+ #1 Not tainted
                ------------------------------------------------------
                pool/1258 is trying to acquire lock:
                (frob_rescan_lock){+.+.}, at: authorized_store+0xe8/0x210

                 *** DEADLOCK ***

                Thanks,
                	User
                """));
    }

    @Test
    void aCoverSentFirstByGitSendEmailIsAPatch() {
        String body = """
                A couple of extra patches on top of Ann's existing reordering patch.
                This seems to fix the problem Bob noted with the frob groups.
                """;
        assertEquals(MessageKind.PATCH, kind("20190930020848.25767-1-dev@example.org",
                "frob group creation for hotplug, and VFs", "Dev <dev@example.org>", null, body));
        assertEquals(MessageKind.PATCH, kind("1591274148-12230-1-git-send-email-dev@example.org",
                "frob group creation for hotplug, and VFs", "Dev <dev@example.org>", null, body));
        // another Message-ID, a part sent later, a question sent with git send-email: not read as a cover
        assertNotEquals(MessageKind.PATCH, kind("CAHmME9r@mail.example.com",
                "frob group creation for hotplug, and VFs", "Dev <dev@example.org>", null, body));
        assertNotEquals(MessageKind.PATCH, kind("20190930020848.25767-3-dev@example.org",
                "frob group creation for hotplug, and VFs", "Dev <dev@example.org>", null, body));
        assertEquals(MessageKind.OTHER, kind("1591274148-12230-1-git-send-email-dev@example.org",
                "Adding support for frob ordering", "Dev <dev@example.org>", null,
                "I ran your patch on my box and the helper returned true. What am I missing?\n"));
    }

    @Test
    void hostileInputEndsFast() {
        assertTimeoutPreemptively(TimeBudget.seconds(20), () -> {
            // a 10 MB own line, a million near-miss declarations, a declaration past the opening
            assertEquals(MessageKind.REPLY, kind("Re: x", "", "p@x", "my bo".repeat(2_000_000)));
            assertEquals(MessageKind.REPLY, kind("Re: x", "", "p@x", "my bot\n".repeat(1_000_000)));
            assertEquals(MessageKind.REPLY, kind("Re: x", "", "p@x", "\n".repeat(2_000) + "my bot found errors"));
            // a Message-ID of a million digits, and of a million "-1-"; a subject of 100,000 "[rfc]" tags
            assertEquals(MessageKind.OTHER, kind("1".repeat(1_000_000), "frob", "", null, "a patch"));
            assertEquals(MessageKind.OTHER, kind("-1-".repeat(1_000_000), "frob", "", null, "a patch"));
            assertEquals(MessageKind.OTHER, kind("[rfc] ".repeat(100_000), "", null, "hello"));
        });
    }
}
