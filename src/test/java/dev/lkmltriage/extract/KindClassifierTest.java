package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.lkmltriage.TestData;
import dev.lkmltriage.testkit.TimeBudget;
import java.nio.file.Files;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class KindClassifierTest {
    private final KindClassifier classifier = new KindClassifier(null);

    private MessageKind kind(String subject, String from, String inReplyTo, String body) {
        String parent = inReplyTo == null || inReplyTo.isEmpty() ? null : inReplyTo;
        return classifier.classify(VersionsMails.mail(subject, from, parent, List.of(), body.replace("\\n", "\n")));
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
            [PATCH v2 3/7] PCI: dwc: Add foo                 | Dev <dev@example.org>            | ``      | Signed-off-by: Dev\\n---\\n diff | PATCH
            [PATCH 2/5] PCI: foo (threaded under the cover)  | Dev <dev@example.org>            | c@x     | Some text | PATCH
            [RFC PATCH] PCI: try something                   | Dev <dev@example.org>            | ``      | text      | PATCH
            [v3,1/2] PCI: mediatek: Add new generation       | Dev <dev@example.org>            | ``      | text      | PATCH
            [patch V2 1/4] sched/swait: Prepare usage        | Dev <dev@example.org>            | ``      | text      | PATCH
            Re: [PATCH v7 1/2] PCI/ERR: Call reset           | Rev <rev@example.org>            | p@x     | > quoted\\nLooks good | REPLY
            RE: [PATCH] PCI: foo                             | Rev <rev@example.org>            | ``      | ok        | REPLY
            AW: Unhandled fault: imprecise external abort    | Rev <rev@example.org>            | ``      | ok        | REPLY
            答复: [PATCH] mmc: rtsx: Add SD Express mode      | Rev <rev@example.org>            | ``      | ok        | REPLY
            R: [PATCH] PCI: qcom: don't clear out PHY        | Rev <rev@example.org>            | ``      | ok        | REPLY
            Re: [PATCH] PCI: foo                             | Rev <rev@example.org>            | p@x     | Like this?\\n\\ndiff --git a/x b/x\\n--- a/x\\n+++ b/x\\n@@ -1 +1 @@\\n-a\\n+b\\nSigned-off-by: Rev | PATCH
            Re: [BUG] PCI: frob: switch not enumerated       | User <u@example.org>             | p@x     | I use the hack below, not for merging.\\n\\n---8<---\\nFrom 1234abcd Mon Sep 17 00:00:00 2001\\nSubject: [PATCH] PCI: frob: skip\\n\\nSigned-off-by: User\\n---\\ndiff --git a/x b/x\\n--- a/x\\n+++ b/x | PATCH
            Re: [BUG] PCI: frob: switch not enumerated       | Rev <rev@example.org>            | p@x     | Something like this (untested)?\\n\\ndiff --git a/x b/x\\n--- a/x\\n+++ b/x\\n@@ -1 +1 @@\\n-a\\n+b | REPLY
            Re: [BUG] PCI: frob: switch not enumerated       | Rev <rev@example.org>            | p@x     | > From 1234abcd Mon Sep 17 00:00:00 2001\\n> Signed-off-by: User\\n> diff --git a/x b/x\\n\\nWhy skip it? | REPLY
            [GIT PULL] PCI fixes for v5.13                   | Bjorn <bhelgaas@google.com>      | ``      | The following changes since commit | PULL
            Re: [GIT PULL] PCI fixes for v5.13               | Linus <torvalds@example.org>     | g@x     | Pulled, thanks | REPLY
            Re: [GIT PULL] PCI fixes for v5.13               | pr-tracker-bot@kernel.org        | g@x     | The pull request you sent has been merged | ROBOT
            [pci:next] BUILD SUCCESS 1234abcd5678            | kernel test robot <lkp@intel.com> | ``     | tree/branch | ROBOT
            Re: [PATCH] PCI: foo                             | kernel test robot <lkp@intel.com> | p@x    | Hi, Thank you for the patch! Yet something to improve | ROBOT
            KASAN: use-after-free Read in pci_foo            | syzbot <syzbot+1234@syzkaller.appspotmail.com> | `` | Hello | ROBOT
            [REGRESSION] r8169 send performance dropped in 6.4 | User <u@example.org>           | ``      | Since 6.4 it is slow | REPORT
            [BUG] NULL pointer dereference in pcie_aspm      | User <u@example.org>             | ``      | BUG: kernel NULL pointer | REPORT
            Unrecoverable AER error when resuming from RAM   | User <u@example.org>             | ``      | after resume | REPORT
            commit 6dccd16b kills r8169 sendperformance      | Timo <t@example.org>             | ``      | Git bisect gave commit 6dccd16b as the culprit | REPORT
            r8152: RTL8153 upload speed drops to ~380 Mbit/s on 5.13 | User <u@example.org>     | ``      | Hi, since 5.13 uploads are at 380 | REPORT
            nForce MCP51 gigabit: only ~450 Mbit/s in, lots of sys time | User <u@example.org>  | ``      | Hello, my home server | REPORT
            Intel I219-V downloads stuck around 300 Mbit/s on 6.4.13 | User <u@example.org>    | ``      | Hi all | REPORT
            Unhandled fault on i.MX8                         | User <u@example.org>             | ``      | Call Trace:\\n foo+0x1/0x2 | REPORT
            Investment opportunity                           | Spam <spam@example.com>          | ``      | Dear friend, I have a proposal | OTHER
            [ANNOUNCE] LPC 2020 PCI microconference          | Org <o@example.org>              | ``      | Please submit topics | OTHER
            How do I enable SR-IOV on this card?             | User <u@example.org>             | ``      | Is there a sysfs knob | OTHER
            Some new subject in an old thread                | User <u@example.org>             | p@x     | And another thing | OTHER
            Frob card - weird dmesg after resume (new subject on a reply) | User <u@example.org> | p@x | Hi, after resume the frob card fails to probe on kernel 5.4 | REPORT
            Frob card hot reset (was: Re: [PATCH] PCI: frob) | Rev <rev@example.org>            | p@x     | The reset fails on my board too, kernel 5.4 | REPLY
            Frob card hot reset [Was: frob link training]    | Rev <rev@example.org>            | p@x     | It fails here too, kernel 5.4 | REPLY
            REGRESSION: Re: [patch 00/46] frob: prepare      | Rev <rev@example.org>            | p@x     | This crashes my box on linux-next | REPLY
            Frob failure: bridge windows not sized            | User <u@example.org>            | p@x     | The kernel fails to size the bridge windows | REPORT
            Fwd: [Bug 123456] New: frob card hangs at boot   | Maint <m@example.org>            | bug-1@x | Maybe someone wants to look.\\n\\n---------- Forwarded message ---------\\nFrom: <bugzilla-daemon@example.org>\\nSubject: [Bug 123456] New: frob card hangs at boot\\n\\nThe kernel hangs when frob loads. | REPORT
            Fwd: frob hot reset                              | User <u@example.org>             | x@x     | ---------- Forwarded message ---------\\nFrom: User <u@example.org>\\nSubject: Re: frob hot reset\\n\\nThe reset fails here too, kernel 5.4 | REPLY
            Fwd: frob card hangs at boot                     | User <u@example.org>             | x@x     | Forwarding without the block | REPLY
            Fwd: urgent                                      | Spam <spam@example.com>          | x@x     | > Begin forwarded message:\\n> Subject: urgent\\n> Dear friend | OTHER
            Re: Fwd: [Bug 123456] New: frob card hangs at boot | Rev <rev@example.org>           | f@x     | > ---------- Forwarded message ---------\\n> The kernel hangs when frob loads.\\nLooking | REPLY
            frobutils-3.7.0 released                         | Maint <m@example.org>            | ``      | This release fixes a crash in the decoding of broken capabilities, see the kernel docs | OTHER
            Released frobutils-3.6.3                         | Maint <m@example.org>            | ``      | Bug fixes: a hang on broken devices (linux only) | OTHER
            [ANNOUNCE][CFP] Frob summit 2020                 | Org <o@example.org>              | ``      | Talks on kernel regressions, crashes and hangs welcome | OTHER
            Frob resources released twice on hot unplug      | User <u@example.org>             | ``      | The kernel crashes on unplug | REPORT
            [Query]: frob root port error recovery           | User <u@example.org>             | ``      | Is the root port always reliable? How is it recovered after an error in the kernel? | OTHER
            [Question] frob SR-IOV support                   | User <u@example.org>             | ``      | Setting sriov_numvfs fails with an I/O error on linux 5.4 | REPORT
            Time to enable frob runtime PM per default?      | Dev <d@example.org>              | ``      | It was disabled to avoid a problem in the kernel long ago | OTHER
            frob-ep.c sparse warnings                        | Maint <m@example.org>            | ``      | FYI, got these with make C=2:\\n\\n  CHECK   drivers/pci/frob-ep.c\\ndrivers/pci/frob-ep.c:288:24: warning: incorrect type in argument 1\\n\\nThis is on my next branch. | REPORT
            New Defects reported by a scanner                | Maint <m@example.org>            | ``      | Just FYI.\\n\\n----- Forwarded message from scan@example.com -----\\n\\n** CID 1469110:  Null pointer dereferences\\n/drivers/pci/frob.c: 596 in frob_setup() | REPORT
            Frob warnings cleanup plan                       | Maint <m@example.org>            | ``      | We should talk about warning: and error: messages in frob, say drivers/pci/frob.c | OTHER
            Frob affinity wrong if possible > present?       | Dev <d@example.org>              | ``      | The second interrupt does not work on linux 5.9 | REPORT
            [Linux-kernel-mentees] [PATCH v2 0/2] frob: drop legacy PM | Dev <dev@example.org>  | ``      | Two patches | PATCH
            [BACKPORT 4.19.y 00/12] Fixes from a product kernel | Dev <dev@example.org>          | ``      | Backport candidates that fail to apply | PATCH
            [RESEND 0/3] PCI: frob: fix a hang on resume     | Dev <dev@example.org>            | ``      | Three patches | PATCH
            [pci:next 20/21] drivers/pci/frob.c: error: no member | Bot Person <b@example.org>  | ``      | error: no member named x | REPORT
            frob related cleanups v2                         | Dev <dev@example.org>            | ``      | Hi all,\\n\\nthis series cleans up the frob interface, which fails to hide its error paths.\\n\\nChanges since v1:\\n - rebase | PATCH
            remove frob_virt_ops                             | Dev <dev@example.org>            | ``      | Hi,\\n\\nbelow is a series that removes the ops causing trouble.\\n\\nDiffstat:\\n 3 files changed, 10 insertions(+), 40 deletions(-) | PATCH
            Since 5.9 this series breaks my frob card        | User <u@example.org>             | ``      | Hi,\\n\\nthis series broke the frob card, it fails to probe. | REPORT
            Boot hang with frob series in 5.9                | User <u@example.org>             | ``      | Hi,\\n\\nthis patch series hangs boot:\\n\\nCall Trace:\\n frob+0x1/0x2\\n\\nChanges since v1 of my config: none | REPORT
            Kernel 5.9 frob groups regression                | User <u@example.org>             | ``      | With 5.9 my VMs stopped working, bisected:\\n\\n 1 file changed, 10 insertions(+) | REPORT
            Re: r8169 regression                             | User2 <u2@example.org>           | p@x     | I see a new crash here too, on 6.5 | REPLY
            """)
    void goldenTable(String subject, String from, String inReplyTo, String body, MessageKind expected) {
        assertEquals(expected, kind(subject, from, inReplyTo, body), subject);
    }

    @Test
    void seeds() throws Exception {
        for (String seed : List.of("seeds/003_19d99af54601565f.txt", "seeds/000_133a4f10ec3f0e60.txt")) {
            String text = Files.readString(TestData.shared(seed));
            int nl = text.indexOf('\n');
            boolean firstLineIsSubject = seed.startsWith("seeds/003");
            String subject = firstLineIsSubject ? text.substring(0, nl) : "";
            String body = firstLineIsSubject ? text.substring(nl + 1) : text;
            assertEquals(MessageKind.REPORT, classifier.classify(VersionsMails.mail(subject, body)), seed);
        }
    }

    @Test
    void hostileInput() {
        assertTimeoutPreemptively(TimeBudget.seconds(20), () -> {
            assertEquals(MessageKind.OTHER, kind("x".repeat(100_000), "", null, "y".repeat(10_000_000)));
            assertEquals(MessageKind.REPLY, kind("Re: " .repeat(50_000), "", null, ">\n".repeat(1_000_000)));
            assertEquals(MessageKind.PATCH, kind("[" + "PATCH ".repeat(100_000), "", null, ""));
            // Many bracket tags, a tag of digits, a cover's opening and traits over a huge text.
            assertEquals(MessageKind.OTHER, kind("[a] ".repeat(100_000) + "[PATCH]", "", null, "hello"));
            assertEquals(MessageKind.OTHER, kind("[" + " 1".repeat(100_000) + "]", "", null, "hello"));
            assertEquals(MessageKind.PATCH, kind("frob cleanups", "", null, "this series " + "(1):\n".repeat(40_000)
                    + "a".repeat(79) + " (2):\n  x"));
            assertEquals(MessageKind.OTHER, kind("frob cleanups", "", null, "x ".repeat(300) + "this series\n"
                    + ("b".repeat(81) + " (2):\n  x\n").repeat(20_000)));
            // A forward whose separator never comes (one 10 MB line, 50,000 quoted lines, dashes without the words),
            // a subject of 50,000 "was" and "re" near misses, a release subject of a million digits and dots.
            assertEquals(MessageKind.REPLY, kind("Fwd: x", "", "p@x", "y".repeat(10_000_000)));
            assertEquals(MessageKind.REPLY, kind("Fwd: x", "", "p@x", "> ------ forwarded\n".repeat(50_000)));
            // the forwarded text is read for 256 KiB from its separator, as the own text is: a hang after a
            // megabyte of empty quote lines is not seen
            assertEquals(MessageKind.OTHER, kind("Fwd: x", "", "p@x", "---------- Forwarded message\n"
                    + ">\n".repeat(1_000_000) + "the kernel hangs"));
            assertEquals(MessageKind.REPLY, kind("swas:".repeat(50_000) + " re:", "", "p@x", "hello"));
            assertEquals(MessageKind.OTHER, kind("fare:".repeat(50_000), "", "p@x", "hello"));
            assertEquals(MessageKind.OTHER, kind("released a" + "1.".repeat(500_000), "", null, "the kernel crashes"));
            assertEquals(MessageKind.OTHER, kind("[q] " + "?".repeat(1_000_000), "", null, "how"));
            // 50,000 lines holding a diagnostic's words without its file, a 10 MB path with no line number
            assertEquals(MessageKind.OTHER, kind("frob", "", null, "x: warning: y\n".repeat(50_000)));
            assertEquals(MessageKind.OTHER, kind("frob", "", null, "a/".repeat(5_000_000) + ".c: warning: x"));
        });
    }
}
