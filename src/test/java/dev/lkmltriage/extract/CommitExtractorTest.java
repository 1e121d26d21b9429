package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.TestData;
import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.testkit.TimeBudget;
import java.nio.file.Files;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class CommitExtractorTest {
    private static final String FULL = "6dccd16b7c2703e8bbf8bca62b5cf248332afbe2";
    private final CommitExtractor extractor = new CommitExtractor();

    /** Facts as "hash:role" sorted; quoted facts get a leading "q". */
    static String render(List<CommitFact> facts) {
        return facts.stream().map(f -> (f.quoted() ? "q" : "") + f.hash() + ":" + f.role()).sorted()
                .collect(Collectors.joining(" "));
    }

    private List<CommitFact> facts(String text) {
        return extractor.extract(VersionsMails.mail(text));
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
            Fixes: 077ee78e3928 ("PCI/MSI: Make arch fallbacks selectable")     | 077ee78e3928:culprit
            > Fixes: 537093c429b8 ("wifi: iwlwifi: mvm: limit the RX reorder buffer") | q537093c429b8:culprit
            [PATCH] r8169: revert part of 6dccd16b7c27 (Tx descriptor ordering) | 6dccd16b7c27:culprit
            This patch reverts parts of commit 6dccd16b7c27 in the driver.     | 6dccd16b7c27:culprit
            Applied to net as 23c4e09fe8e5 ("r8169: disable ASPM L1.2"), thanks. | 23c4e09fe8e5:fix
            Applied to net as commit 23c4e09fe8e5 ("r8169: disable ASPM L1.2"). | 23c4e09fe8e5:fix
            Applied to net, and commit 23c4e09fe8e5 ("r8169: x") as well.      | 23c4e09fe8e5:reference
            # first bad commit: [6dccd16b7c2703e8bbf8bca62b5cf248332afbe2] r8169: merge | 6dccd16b7c2703e8bbf8bca62b5cf248332afbe2:culprit
            6dccd16b7c2703e8bbf8bca62b5cf248332afbe2 is the first bad commit     | 6dccd16b7c2703e8bbf8bca62b5cf248332afbe2:culprit
            This regression was introduced by commit a1b2c3d4e5f6.             | a1b2c3d4e5f6:culprit
            The hang is caused by 52fbf5bdeeef ("PCI: foo").                   | 52fbf5bdeeef:culprit
            #regzbot introduced: 1234abcd5678                                  | 1234abcd5678:culprit
            #regzbot fix: 9876fedc5432                                         | 9876fedc5432:fix
            This reverts commit 421063efaf1e8f2ac6248cca0064e5877e375f87.      | 421063efaf1e8f2ac6248cca0064e5877e375f87:culprit
            Reverting 7fef431be9c9 fixes it for me.                            | 7fef431be9c9:culprit
            I tried reverting 7fef431be9c9 but it did not help.                | 7fef431be9c9:reference
            It was fixed by commit 0c16d9635e3a in mainline.                   | 0c16d9635e3a:fix
            Commit 2cf5a03cb29d ("PCI/keystone: Fix race") fixes this.         | 2cf5a03cb29d:fix
            Commit 6d2c89441571 ("PCI/ERR: Update status") broke recovery.     | 6d2c89441571:culprit
            But since commit 0d9f0a52c8b9f this is broken on pseries.          | 0d9f0a52c8b9f:culprit
            The following changes since commit 3650b228f83adda7e5ee532e2b90429c03f7b9ec: | 3650b228f83adda7e5ee532e2b90429c03f7b9ec:reference
            [ Upstream commit 15b23906347c0af8778d1d4edeea415290342d35 ]       | 15b23906347c0af8778d1d4edeea415290342d35:reference
            commit 15b23906347c0af8778d1d4edeea415290342d35 upstream.          | 15b23906347c0af8778d1d4edeea415290342d35:reference
            git bisect good 457c89965399                                       | 457c89965399:reference
            # good: [457c89965399115e5cd8bf38f9c597293405703d] Linux 5.3       | 457c89965399115e5cd8bf38f9c597293405703d:reference
            https://git.kernel.org/torvalds/c/00937f36b09e89c74e4a059dbb8acbf4b971d5eb | 00937f36b09e89c74e4a059dbb8acbf4b971d5eb:reference
            https://git.kernel.org/cgit/linux/kernel/git/torvalds/linux.git/commit/?id=1dc2da5cd51f | 1dc2da5cd51f:reference
            https://github.com/0day-ci/linux/commit/2935808380d3908b7fc99713723b4446e141868b | 2935808380d3908b7fc99713723b4446e141868b:reference
            See also 2cf5a03cb29d ("PCI/keystone: Fix race").                  | 2cf5a03cb29d:reference
            commits a1b2c3d4e5f6 and b2c3d4e5f6a1 conflict.                    | a1b2c3d4e5f6:reference b2c3d4e5f6a1:reference
            index 3f2a1b4c5d..9e8f7a6b5c 100644                                | ``
            Message-ID: <20201120225144.15138abc1-jonathan@intel.com>          | ``
            In-Reply-To: <CAHk-=whab12cd34ef@mail.gmail.com>                   | ``
            HWaddr 00:1a:2b:3c:4d:5e and UUID 123e4567-e89b-12d3-a456-426614174000 | ``
            inet6 fe80::21a:2bff:fe3c:4d5e/64                                  | ``
            BuildID[sha1]=5b3c7e2a9f0d1c4b8a6e2f3d9c7b1a0e5f4d3c2b            | ``
            Code: 48 8b 45 c8 48 89 c7 e8 12345678 abcdef12                    | ``
            RIP: 0010:pci_read+0x1a/0x40 at ffffffff81234567                   | ``
            Linux version 6.5.0-rc2-00123-gabcdef12 (commit abc)               | ``
            The value is 0x1234abcd5678 after reset.                           | ``
            commit 12345678 is just a number                                   | ``
            commit deadbeef is a word                                          | ``
            aGVsbG8gd29ybGQgdGhpcyBpcyBiYXNlNjQgZW5jb2RlZCB0ZXh0IGFiY2RlZjEyMzQ1Njc4 | ``
            a1b2c3d4e5f6 stands alone without any context                      | ``
            """)
    void goldenTable(String text, String expected) {
        assertEquals(expected == null ? "" : expected, render(facts(text)), text);
    }

    @Test
    void quotedFixesTagUnderAnAttributionLine() {
        String text = "On Fri, Jul 07, 2023 at 01:15:30PM +0300, Yotam Sasson wrote:\n"
                + "> Fixes: 537093c429b8 (\"wifi: iwlwifi: mvm: limit the RX reorder buffer\")\n\nFixed in 6.4.3.\n";
        assertEquals("q537093c429b8:culprit", render(facts(text)));
    }

    @Test
    void patchworkSummaryLinkIsTheFix() {
        String text = "Here is the summary with links:\n  - [net] e1000e: Restore the default rate\n"
                + "    https://git.kernel.org/netdev/net/c/c4e334d95dad\n\nYou are awesome, thank you!\n";
        assertEquals("c4e334d95dad:fix", render(facts(text)));
        assertEquals("c4e334d95dad:reference",
                render(facts("See https://git.kernel.org/netdev/net/c/c4e334d95dad for the change.\n")));
    }

    @Test
    void subjectsFromTheirUsualPlaces() {
        assertEquals("PCI/MSI: Make arch fallbacks selectable",
                facts("Fixes: 077ee78e3928 (\"PCI/MSI: Make arch fallbacks selectable\")\n").get(0).subject());
        assertEquals("r8169: merge with version 6.001.00",
                facts("# first bad commit: [" + FULL + "] r8169: merge with version 6.001.00\n").get(0).subject());
        assertEquals("PCI: dwc: Fix the ATU probe for designware version >= 4.80", facts(
                "See commit 2aadcb0cd39 (\"PCI: dwc: Fix the ATU probe for\n> designware version >= 4.80\").\n")
                .get(0).subject());
        String gitShow = FULL + " is the first bad commit\ncommit " + FULL + "\nAuthor: A <a@example.org>\n"
                + "Date:   Mon Aug 6 10:00:00 2007 +0200\n\n    r8169: merge with version 6.001.00\n";
        List<CommitFact> f = facts(gitShow);
        assertEquals(1, f.size());
        assertEquals("culprit", f.get(0).role());
        assertEquals("r8169: merge with version 6.001.00", f.get(0).subject());
        Mail revert = VersionsMails.mail("[PATCH] Revert \"PCI: foo: do bar\"",
                "This reverts commit 421063efaf1e8f2ac6248cca0064e5877e375f87.\n\nIt broke baz.\n");
        CommitFact r = extractor.extract(revert).get(0);
        assertEquals("culprit", r.role());
        assertEquals("PCI: foo: do bar", r.subject());
    }

    @Test
    void seed003() throws Exception {
        String text = Files.readString(TestData.shared("seeds/003_19d99af54601565f.txt"));
        int firstLine = text.indexOf('\n') + 1;
        // Without the dump's subject line, as the plain-dump parser will hand it over.
        Mail mail = VersionsMails.mail(text.substring(0, firstLine - 1), text.substring(firstLine));
        List<CommitFact> f = extractor.extract(mail);
        assertEquals(1, f.size());
        CommitFact c = f.get(0);
        assertEquals(FULL, c.hash());
        assertEquals("culprit", c.role());
        assertEquals("r8169: merge with version 6.001.00 of Realtek's r8169 driver", c.subject());
        assertTrue(c.evidence().toLowerCase().contains("bisect") && c.evidence().contains("culprit"), c.evidence());
        assertEquals(FULL, mail.text().substring(c.start(), c.end()));
        // And with the subject line left in the text, as a raw dump.
        assertEquals(FULL + ":culprit", render(facts(text)));
    }

    @Test
    void revertOfItCuresNamesThePreviousCommit() {
        // session 27 (roles28): "Bisecting gave commit X" is itself a bisect's result (BisectResults) and now
        // gives the evidence; the revert of "it" is read where no bisect names the commit first
        List<CommitFact> f = facts("Bisecting gave commit 1234abcd5678 (\"net: foo\").\n"
                + "Reverting it from 6.4 increases send speed back to 6.3 level.\n");
        assertEquals("1234abcd5678:culprit", render(f));
        assertTrue(f.get(0).evidence().toLowerCase().contains("bisecting gave"), f.get(0).evidence());
        f = facts("Testing gave commit 1234abcd5678 (\"net: foo\").\n"
                + "Reverting it from 6.4 increases send speed back to 6.3 level.\n");
        assertEquals("1234abcd5678:culprit", render(f));
        assertTrue(f.get(0).evidence().toLowerCase().contains("reverting it"), f.get(0).evidence());
    }

    @Test
    void abbreviationMergesIntoFullIdAndQuotedLoses() {
        List<CommitFact> f = facts("> Fixes: 6dccd16b7c27 (\"r8169: merge\")\n\nSee commit " + FULL + ".\n");
        assertEquals(FULL + ":culprit", render(f));
        assertEquals("r8169: merge", f.get(0).subject());
        List<CommitFact> q = facts("> commit 1234abcd5678 broke it\n");
        assertEquals("q1234abcd5678:culprit", render(q));
    }

    @Test
    void referenceHasNoEvidence() {
        CommitFact f = facts("See commit 1234abcd5678 for details.\n").get(0);
        assertEquals("reference", f.role());
        assertNull(f.evidence());
    }

    @Test
    void diffsSignaturesDoNotCount() {
        String text = "Hi\n\ndiff --git a/x b/x\n+/* commit 1234abcd5678 broke this */\n\n-- \ncommit abcdef123456\n";
        assertEquals("", render(facts(text)));
    }

    @Test
    void hostileInputFinishesInLinearTime() {
        // session 36: the test took 3.7 s of its old 20 s budget in a full run, under a tenfold margin, so a machine
        // five times slower could fail it; a quadratic walk on these megabyte inputs takes hours, and still fails.
        assertTimeoutPreemptively(TimeBudget.seconds(60), () -> {
            assertTrue(facts("a1".repeat(1_000_000)).isEmpty());
            assertTrue(facts("commit " + "ab12".repeat(250_000)).isEmpty());
            String many = "commit 1234abcd5678 broke it, ".repeat(300_000);
            assertEquals("1234abcd5678:culprit", render(facts(many)));
            String distinct = new StringBuilder().append("x").toString();
            StringBuilder b = new StringBuilder();
            for (int i = 0; i < 30_000; i++) {
                b.append("commit ").append(String.format("%012x", 0xa00000000000L + i)).append('\n');
            }
            assertTrue(facts(b.toString()).size() <= CommitCandidates.MAX_CANDIDATES, distinct);
            String nested = ">".repeat(200_000) + " Fixes: 1234abcd5678 (\"x\")\n";
            assertEquals("q1234abcd5678:culprit", render(facts(nested.repeat(10))));
            assertTrue(facts("<" + "a1b2c3d4e5 ".repeat(500_000) + "@x>").isEmpty());
        });
    }

    @Test
    void aCommitOnlyAReplysInheritedSubjectNamesIsQuoted() {
        String subject = "Lost link training after 1a2b3c4d5e6f (\"PCI: frob: Retrain the link\")";
        CommitFact report = extractor.extract(VersionsMails.mail(subject, "Since that commit the card is gone.\n"))
                .get(0);
        assertEquals("culprit", report.role());
        assertFalse(report.quoted(), "the report's own subject is its author's words");
        CommitFact reply = extractor.extract(VersionsMails.mail("Re: " + subject, "Can you send lspci -vv?\n")).get(0);
        assertEquals("1a2b3c4d5e6f", reply.hash());
        assertEquals("culprit", reply.role());
        assertTrue(reply.quoted(), "a reply's subject is the thread's, as its quoted text is");
        CommitFact own = extractor.extract(VersionsMails.mail("Re: " + subject,
                "Reverting 1a2b3c4d5e6f on top of 5.7 brings the link back.\n")).get(0);
        assertFalse(own.quoted(), "the reply's own text names it too");
    }
}
