package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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

class KernelExtractorTest {
    private final KernelExtractor extractor = new KernelExtractor();

    /** Facts as "version:verdict" sorted, verdict "-" when null; quoted facts get a leading "q". */
    static String render(List<KernelFact> facts) {
        return facts.stream()
                .map(f -> (f.quoted() ? "q" : "") + f.version() + ":" + (f.verdict() == null ? "-" : f.verdict()))
                .sorted().collect(Collectors.joining(" "));
    }

    private String run(String text) {
        return render(extractor.extract(VersionsMails.mail(text)));
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @CsvSource(delimiter = '|', quoteCharacter = '`', textBlock = """
            I see this on 2.6.23-rc8.                                    | 2.6.23-rc8:-
            Works on 6.3.9, broken on 6.4.1.                             | 6.3.9:good 6.4.1:bad
            It worked fine with v6.3 but v6.4 hangs at boot.            | 6.3:good 6.4:bad
            This is a regression since 5.15.                             | 5.15:bad
            The bug is still present in 6.6-rc1.                         | 6.6-rc1:bad
            It was fixed in 6.4.3, thanks.                               | 6.4.3:good
            Linux version 5.10.0-8-amd64 (debian-kernel@lists.debian.org) (gcc-10 (Debian 10.2.1-6) 10.2.1) #1 SMP | 5.10.0:-
            Linux myhost 5.4.0-31-generic #35-Ubuntu SMP Thu May 7 20:20:34 UTC 2020 x86_64 GNU/Linux | 5.4.0:-
            running kernel 6.1.12 here                                   | 6.1.12:-
            The throughput dropped between 2.6.22 and 2.6.23-rc8.        | 2.6.22:good 2.6.23-rc8:bad
            The regression is somewhere in v6.3..v6.4.                   | 6.3:good 6.4:bad
            #regzbot introduced: v6.3..v6.4                              | 6.3:good 6.4:bad
            #regzbot introduced: v6.4-rc1                                | 6.4-rc1:bad
            git bisect start v6.4 v6.3                                   | 6.3:good 6.4:bad
            git bisect start 'v6.4' 'v6.3' '--' 'drivers/net/ethernet/intel/e1000e' | 6.3:good 6.4:bad
            Please bisect between v6.3 (good) and v6.4 (bad).           | 6.3:good 6.4:bad
            Otherwise a bisect from 3.12 (good) to 3.13 (bad) would help. | 3.12:good 3.13:bad
            after updating my laptop from 6.3.9 to 6.4.1 (Arch) downloads got slower. | 6.3.9:good 6.4.1:bad
            after moving my server from 2.6.22 to the 2.6.23-rc8 snapshot, sending is slow. | 2.6.22:good 2.6.23-rc8:bad
            Since the HWE kernel went from 5.19.0-43-generic to 6.2.0-20-generic, iperf tops out at 6.1 Gbit/s. | 5.19.0:good 6.2.0:bad
            After updating from 6.2.7 to 6.2.8 the hang is gone.        | 6.2.7:bad 6.2.8:good
            The patch was backported from 5.10 to 5.4 last week.         | 5.10:- 5.4:-
            transmit dropped from about 940 Mbit/s with 2.6.33.5 to about 540 Mbit/s with 2.6.34. | 2.6.33.5:good 2.6.34:bad
            upload went from 24 Mbit/s with 3.12.7 down to 3-5 Mbit/s with 3.13.0 here. | 3.12.7:good 3.13.0:bad
            throughput rose from 500 Mbit/s with 5.4 to 900 Mbit/s with 5.10. | 5.10:- 5.4:-
            r8169: send throughput collapsed in 2.6.23-rc8 (bisected)    | 2.6.23-rc8:bad
            I219-V receive throughput down to a third since 6.4          | 6.4:bad
            At the end of the v5.3 development cycle I stepped down to a reviewer. | 5.3:-
            Receive is down by 60% on v6.5 here.                         | 6.5:bad
            With 6.8.1 reads are half as fast as with 6.7.9 here.        | 6.7.9:good 6.8.1:bad
            Transmit on v6.5 is much slower than v6.4 was.               | 6.4:good 6.5:bad
            On v6.6 it is faster than on v6.5 now.                       | 6.5:bad 6.6:good
            Uploads are back at 690 Mbit/s again, same as v5.12 used to do. | 5.12:good
            It still hangs at boot, same as v5.10 did.                   | 5.10:bad
            Linux 2.6.23-rc7 sends at about 30MB/s to my backup server, 2.6.22.9 on the same machine does about 80MB/s. | 2.6.22.9:good 2.6.23-rc7:bad
            Linux 2.6.23-rc7 sends at about 90MB/s to my backup server, 2.6.22.9 on the same machine does about 80MB/s. | 2.6.22.9:- 2.6.23-rc7:-
            Linux 2.6.23-rc7 copied 300 MBytes, 2.6.22.9 copied 900 MBytes. | 2.6.22.9:- 2.6.23-rc7:-
            sequential read throughput halved on 6.8                     | 6.8:bad
            on 5.10.7 my Samsung 970 EVO Plus reads at only 780 MB/s.    | 5.10.7:bad
            I have only tested 5.10.7 so far.                            | 5.10.7:-
            5.8.18 is fine, 5.9.1 is not; the card did not change.       | 5.8.18:good 5.9.1:bad
            v6.1 hangs at boot, v6.2 does not.                          | 6.1:bad 6.2:good
            The fix is in 6.2.8, so the next snapshot should have it.    | 6.2.8:good
            6.4.1 only receives 310 Mbit/s, where 6.3.9 gives 941 Mbit/s. | 6.3.9:good 6.4.1:bad
            That is the tree where 6.3.9 was tagged.                     | 6.3.9:-
            I have only tested 5.10 on 2 boxes.                          | 5.10:-
            6.4.2 is slow. Booting the previous 6.3.12 it downloads at 850. | 6.3.12:good 6.4.2:bad
            6.4.2 is slow. I went back to 6.3.12 for now.                | 6.3.12:good 6.4.2:bad
            I went back to 6.3.12 for now.                               | 6.3.12:-
            git bisect good v5.9                                         | 5.9:good
            git bisect bad v5.10-rc1                                     | 5.10-rc1:bad
            # good: [457c89965399115e5cd8bf38f9c597293405703d] Linux 5.3 | 5.3:good
            # bad: [6995e2de6891c724bfeb2db33d7b87775f913ad1] Linux 6.4  | 6.4:bad
            tested kernels 2.6.22,2.6.22.5, 2.6.23-rc4 (running now)     | 2.6.22.5:- 2.6.22:- 2.6.23-rc4:-
            I have tested kernels 4.14, 4.19 and 5.4.3.                  | 4.14:- 4.19:- 5.4.3:-
            CPU: 1 PID: 211 Comm: kworker/1:2 Not tainted 5.9.0-rc4-00017-g3c1d2e0f4a5b-dirty #3 | 5.9.0-rc4:bad
            It reproduces on next-20231010 as well.                      | next-20231010:bad
            Please backport to 6.12.y.                                   | 6.12.y:-
            Applied to pci/misc for v5.11, thanks.                       | 5.11:-
            I'm going to apply this patch for 5.10 unless there are objections. | 5.10:-
            This looks like a regression from 5.4, where the error never shows. | 5.4:good
            Could you try to reproduce this on the current v5.4 kernel? | 5.4:-
            I can't get Thunderbolt to work at all with 5.3-rc1.         | 5.3-rc1:bad
            It was reported on v5.2-rc4 first.                           | 5.2-rc4:bad
            I'd like to get this in v5.6 so I can focus on the rest.     | 5.6:-
            Built patches to work with v5.3-rc1.                         | 5.3-rc1:-
            Here are the v5.5 fixes.                                     | 5.5:-
            I was thinking of 5.3 and 5.4 for this; 5.4 is broken.       | 5.3:- 5.4:bad
            iperf version 2.0.2 (03 May 2005) pthreads                   | ``
            ethtool version 5.4                                          | ``
            version: 2.3LK-NAPI                                          | ``
            firmware-version: rtl8168e-3_0.0.4                           | ``
            gcc version 9.3.0 (Ubuntu 9.3.0-10ubuntu2)                   | ``
            inet 10.0.0.1 netmask 255.255.255.0                          | ``
            The device at 5.4.3.2 answers.                               | ``
            Capabilities: [dc] Power Management version 2                | ``
            Capabilities: [40] Express (v2) Endpoint, MSI 00             | ``
            See section 6.1.4 of the PCIe r5.0 spec.                     | ``
            See ACPI Specification 6.3 5.2.16 (the SRAT) for the layout      | ``
            The link trains at 5.0 GT/s and the CPU runs at 3.5 GHz.     | ``
            [PATCH v2 3/7] PCI: foo                                      | ``
            Date: 2020.10.01 at 12.30 with 4.5 V on the rail             | ``
            The chapters 7.3.27, 7.3.29-7.3.31 describe it.              | ``
            Cc: stable@vger.kernel.org # v5.7+                           | 5.7:-
            diff -ur linux-5.9.1.orig/drivers/pci/probe.c linux-5.9.1/drivers/pci/probe.c | 5.9.1:-
            However GCC 4.9.x and 5.x have a bug here.                   | ``
            compiler: gcc-4.9 (Debian 4.9.2-10+deb8u1) 4.9.2             | ``
            GNU Make            4.2.1                                    | ``
            Linux version 4.19.0-rc3 (me@host) (gcc version 4.9.2 (Debian 4.9.2-10)) #1 SMP | 4.19.0-rc3:-
            """)
    void goldenTable(String text, String expected) {
        assertEquals(expected == null ? "" : expected, run(text), text);
    }

    @Test
    void seed003() throws Exception {
        String text = Files.readString(TestData.shared("seeds/003_19d99af54601565f.txt"));
        assertEquals("2.6.22.6:- 2.6.22:good 2.6.23-rc8:bad", run(text));
    }

    @Test
    void seed000() throws Exception {
        String text = Files.readString(TestData.shared("seeds/000_133a4f10ec3f0e60.txt"));
        String facts = run(text);
        assertEquals("2.6.22.5:- 2.6.22:- 2.6.23-rc4:-", facts);
    }

    @Test
    void quotedOnlyVersionIsQuotedAndUnquotedOccurrenceWins() {
        Mail m = VersionsMails.mail("> It broke in 6.4-rc1.\nStill broken in 6.5 for me.\n");
        assertEquals("6.5:bad q6.4-rc1:bad", render(extractor.extract(m)));
        Mail both = VersionsMails.mail("> 6.4 works fine for me.\n\nNo, 6.4 is broken here.\n");
        List<KernelFact> facts = extractor.extract(both);
        assertEquals("6.4:bad", render(facts), "the author's own unquoted verdict wins over the quoted one");
        assertEquals(both.text().indexOf("6.4 is"), facts.get(0).start());
    }

    @Test
    void oneFactPerCanonicalVersionWithOffsetsOfTheFirstOccurrence() {
        String text = "Booted v6.4.\nThen 6.4 again and 6.4+ once more.\n";
        List<KernelFact> facts = extractor.extract(VersionsMails.mail(text));
        assertEquals(1, facts.size());
        KernelFact f = facts.get(0);
        assertEquals("v6.4", f.raw());
        assertEquals("v6.4", text.substring(f.start(), f.end()));
    }

    @Test
    void signaturesAndDiffsYieldNothing() {
        String text = "Thanks.\n\ndiff --git a/Makefile b/Makefile\n-VERSION = v6.3\n+VERSION = v6.4\n\n-- \n"
                + "Running Linux 6.1.12 since 2023\n";
        assertEquals("", run(text));
    }

    @Test
    void subjectOnlyVersionGetsEmptyRange() {
        Mail m = VersionsMails.mail("[PATCH 6.1 012/150] net: r8169: fix foo", "Upstream change.\n");
        List<KernelFact> facts = extractor.extract(m);
        assertEquals("6.1:-", render(facts));
        assertEquals(0, facts.get(0).start());
        assertEquals(0, facts.get(0).end());
        Mail reg = VersionsMails.mail("Unrecoverable AER error (hda regression in 5.11-rc1)", "See subject.\n");
        assertEquals("5.11-rc1:bad", render(extractor.extract(reg)));
    }

    @Test
    void versionOfANamedToolIsTheToolsThroughoutTheText() {
        // a user-space tool's release notice: "version X of the TOOL" names the owner after the version, and the
        // bare "Released as X." later in the changelog is the same tool's
        String notice = """
                Hi all,

                I have tagged version 4.2.1 of the iproute2 today.

                Changes:
                  * Released as 4.2.1.
                  * ss can print the socket's cgroup.
                """;
        assertEquals("", run(notice));
        assertEquals("", run("This is 5.9.0 of ethtool, built from git.\nReleased as 5.9.0.\n"));
        // a kernel word keeps its own mention even when a tool shares the number
        assertEquals("5.4.3:-", run("I run ethtool 5.4.3 on kernel 5.4.3 here.\n"));
        // the owner must follow "of" (and at most "the"): a kernel's release of a subsystem tree stays a kernel
        assertEquals("5.4.3:-", run("Please pick 5.4.3 of the stable series.\n"));
        assertEquals("5.10-rc2:-", run("This is v5.10-rc2 of the pci tree.\n"));
        // a bare mention with no tool in the text stays the three-part default's kernel
        assertEquals("4.2.1:-", run("Released as 4.2.1.\n"));
    }

    @Test
    void hostileInputFinishesInLinearTime() {
        assertTimeoutPreemptively(TimeBudget.seconds(20), () -> {
            String hugeLine = "kernel 6.4 is broken ".repeat(500_000);
            List<KernelFact> facts = extractor.extract(VersionsMails.mail(hugeLine));
            assertEquals("6.4:bad", render(facts));
            assertTrue(extractor.extract(VersionsMails.mail("1.".repeat(2_000_000))).isEmpty());
            assertTrue(extractor.extract(VersionsMails.mail("v" + "9".repeat(1_000_000))).isEmpty());
            String nested = ">".repeat(100_000) + " kernel 6.4 broke\n";
            assertEquals("q6.4:bad", render(extractor.extract(VersionsMails.mail(nested.repeat(20)))));
            assertFalse(extractor.extract(VersionsMails.mail("next-2020010" + "1-".repeat(1_000_000))).isEmpty());
            // many tool-owned versions and many bare ones: each mention read once, every bare one the tool's
            String tools = "version 4.2.1 of the iproute2 and 4.2.1 of ".repeat(20_000) + "\n";
            assertTrue(extractor.extract(VersionsMails.mail(tools + "Released as 4.2.1.\n".repeat(20_000))).isEmpty());
        });
    }
}
