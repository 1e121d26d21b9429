package dev.lkmltriage.extract;

import static dev.lkmltriage.extract.FactOf.commitQuoted;
import static dev.lkmltriage.extract.FactOf.hwQuoted;
import static dev.lkmltriage.extract.FactOf.kernelQuoted;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.MailParser;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The general rules added in session 10 for quoting, configs, throughput and kernel versions, from the misses of
 * every labelled slice of real mail (docs/extraction-eval.md, "Session 10"). Every fixture is invented here, in the
 * style of list mail; each rule has a positive case and a near miss it must leave alone.
 */
class RealMailRulesQ10Test {
    private final FactExtractor extractor = new FactExtractor(HwMails.withoutIds());

    /** Parsed by the real mail parser, so that quotes, attributions, diffs and signatures are its spans. */
    private Facts facts(String subject, String body) {
        String raw = "From: Dee Replier <dee@example.org>\nSubject: " + subject
                + "\nMessage-ID: <q10@example.org>\nContent-Type: text/plain; charset=utf-8\n\n" + body;
        Mail m = new MailParser().parse(raw.getBytes(StandardCharsets.UTF_8));
        return extractor.extract(m);
    }

    @Test
    void aQuotedCommitTheAuthorRepeatsBareIsOwn() {
        String quote = "On Tue, Mar 3, 2020 at 10:12 AM Ann Writer <ann@example.org> wrote:\n"
                + "> This fixes a regression introduced by commit 3f1c0a9b7d2e (\"foo: bar the baz\").\n\n";
        Facts f = facts("Re: [PATCH] foo: keep the baz", quote
                + "Sorry about that. I think 3f1c0a9b7d2e only exposed an older problem.\n");
        assertEquals("false", commitQuoted(f, "3f1c0a9b7d2e"));
        // near misses: the id only quoted, or repeated inside a longer word, a signature or a diff, stays quoted
        assertEquals("true", commitQuoted(facts("Re: [PATCH] foo: keep the baz", quote + "Thanks, applied.\n"),
                "3f1c0a9b7d2e"));
        assertEquals("true", commitQuoted(facts("Re: [PATCH] foo: keep the baz", quote
                + "The build is in baz_3f1c0a9b7d2e_x86 here.\n"), "3f1c0a9b7d2e"));
        Facts sig = facts("Re: [PATCH] foo: keep the baz", quote
                + "Thanks, applied.\n\n-- \nCal Keeper, tree at 3f1c0a9b7d2e\n");
        assertEquals("true", commitQuoted(sig, "3f1c0a9b7d2e"), sig.commits().toString());
        assertEquals("true", commitQuoted(facts("Re: [PATCH] foo: keep the baz", quote
                + "diff --git a/foo.c b/foo.c\n--- a/foo.c\n+++ b/foo.c\n@@ -1,1 +1,1 @@\n-/* 3f1c0a9b7d2e */\n"
                + "+/* gone */\n"), "3f1c0a9b7d2e"));
    }

    @Test
    void aQuotedDeviceWhoseSlotLineTheAuthorRepeatsIsOwn() {
        String quote = "On Wed, Apr 1, 2020 at 09:00 AM Bob Asker <bob@example.org> wrote:\n"
                + "> $ lspci -nn\n"
                + "> 00:00.0 Host bridge [0600]: Intel Corporation Imaginary Host Bridge [8086:3e0f] (rev 07)\n"
                + "> 03:00.0 Ethernet controller [0200]: Intel Corporation Imaginary NIC [8086:15f3] (rev 03)\n\n";
        Facts f = facts("Re: foo: link down after resume", quote
                + "Here is the bridge in full:\n\n$ sudo lspci -vvv -s 00:00.0\n"
                + "00:00.0 Host bridge: Intel Corporation Imaginary Host Bridge (rev 07)\n"
                + "\tControl: I/O- Mem+ BusMaster+\n");
        assertEquals("false", hwQuoted(f, "8086:3e0f"));
        assertEquals("true", hwQuoted(f, "8086:15f3"));
        Facts inline = facts("Re: foo: link down after resume", quote
                + "Yes, that is the one: 03:00.0 Ethernet controller: Intel Corporation Imaginary NIC\n");
        assertEquals("false", hwQuoted(inline, "8086:15f3"));
        // near miss: the same slot and class on another machine (another device name) is not a repetition
        Facts other = facts("Re: foo: link down after resume", quote
                + "Mine differs:\n00:00.0 Host bridge: Advanced Micro Devices, Inc. [AMD] Made-up Root Complex\n");
        assertEquals("true", hwQuoted(other, "8086:3e0f"));
    }

    @Test
    void figuresInAQuotedSignatureAreNoThroughput() {
        String quote = "On Thu, May 7, 2020 at 11:30 AM Eve Maintainer <eve@example.org> wrote:\n"
                + "> Please resend with the fix folded in.\n>\n> -- \n> Eve's patch queue: https://example.org/q/\n"
                + "> DSL line in a small town: sync at 18.2Mbps down 1.1Mbps up\n"
                + "> According to a speed test: 17.5Mbps down 950kbps up\n\n";
        Facts f = facts("Re: [PATCH] foo: drop the bar", quote + "Will do, thanks.\n");
        assertEquals(List.of(), f.throughput());
        // near misses: a quoted figure above the quoted delimiter, and one under a quoted rule that is no delimiter
        Facts above = facts("Re: foo: slow receive", "On Thu, May 7, 2020 at 11:30 AM Eve <eve@example.org> wrote:\n"
                + "> The card only receives at ~380 Mbit/s here.\n>\n> -- \n> Eve\n\nSame here.\n");
        assertEquals(1, above.throughput().size(), above.throughput().toString());
        Facts rule = facts("Re: foo: slow receive", "On Thu, May 7, 2020 at 11:30 AM Eve <eve@example.org> wrote:\n"
                + "> Results:\n> ----\n> The card only receives at ~380 Mbit/s here.\n\nSame here.\n");
        assertEquals(1, rule.throughput().size(), rule.throughput().toString());
        // near miss: a quoted cover letter's "--" between its changelog and its prose, which goes on for long
        StringBuilder cover = new StringBuilder("On Thu, May 7, 2020 at 11:30 AM Eve <eve@example.org> wrote:\n"
                + "> Changes in v2:\n> * fixed a nit\n>\n> --\n>\n"
                + "> This series moves the foo transport to MSI, which took it from 2.1Gb/s to\n"
                + "> 9.8Gb/s on the test bench.\n");
        for (int k = 0; k < 10; k++) {
            cover.append("> More words about the series, line ").append(k).append(".\n");
        }
        Facts letter = facts("Re: [PATCH 0/4] foo: MSI for the transport", cover + "\nLooks good.\n");
        assertEquals(2, letter.throughput().size(), letter.throughput().toString());
    }

    @Test
    void aDistroBuildOfAReleaseCandidateNamesIt() {
        assertEquals("5.3-rc1", KernelVersion.parse("5.3.0-050300rc1-generic").name());
        assertEquals("5.10-rc4", KernelVersion.parse("5.10.0-051000rc4-generic").name());
        assertEquals("5.5-rc2", KernelVersion.parse("5.5.0-0.rc2.git0.1.fc32.x86_64").name());
        // near misses: a final mainline build, digits that do not spell the version, a Fedora release build
        assertEquals("5.4.0", KernelVersion.parse("5.4.0-050400-generic").name());
        assertEquals("5.3.0", KernelVersion.parse("5.3.0-051000rc1-generic").name());
        assertEquals("5.5.0", KernelVersion.parse("5.5.0-0.1.fc32.x86_64").name());
        assertEquals("5.3.2", KernelVersion.parse("5.3.2-050302-generic").name());
        Facts uname = facts("foo: slow lspci", "$ uname -r\n5.3.0-050300rc1-generic\n");
        assertEquals("false", kernelQuoted(uname, "5.3-rc1"));
        Facts fedora = facts("Re: foo: errors on resume",
                "kernel-core-5.5.0-0.rc2.git0.1.fc32.x86_64 boots without the errors.\n");
        assertEquals("false", kernelQuoted(fedora, "5.5-rc2"));
        Facts other = facts("Re: foo: errors on resume", "python-core-3.8.0-0.rc2.fc32 is installed.\n");
        assertEquals(List.of(), other.kernels());
    }

    @Test
    @Timeout(30)
    void pathologicalQuotesFinish() {
        // many distinct quoted commits and devices, each repeated nowhere, over one long quoted block, then a long line
        StringBuilder b = new StringBuilder("On Mon, Jan 6, 2020 at 10:00 AM Hal <hal@example.org> wrote:\n");
        for (int k = 0; k < 5000; k++) {
            b.append(String.format(java.util.Locale.ROOT,
                    "> commit %012x (\"foo: bar\") broke it; %02x:00.0 Ethernet controller [0200]: X [8086:%04x]\n",
                    0x3f1c0a9b0000L + k, k % 256, k));
        }
        b.append("> -- \n> sig 1Mbps\n");
        b.append("x".repeat(2_000_000)).append(" 3f1c0a9b0001 01:00.0\n");
        Facts f = facts("Re: foo", b.toString());
        assertEquals(true, f.commits().size() > 0);
    }
}
