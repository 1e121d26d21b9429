package dev.lkmltriage.mail;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeout;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * Session 42 (drivers49), convention 72: "> " marks in a thread-opening message that quotes nobody mark the writer's
 * own pasted output; a reply, an attribution, someone's quoted prose or a forward keep their quotes. Mail written for
 * the test, parsed whole.
 */
class OwnPastesTest {
    private final MailParser parser = new MailParser();

    private Mail mail(String headers, String body) {
        String raw = "Message-ID: <t1@example.org>\nFrom: Jane Doe <jane@example.org>\n" + headers
                + "Content-Type: text/plain\n\n" + body;
        return parser.parse(raw.getBytes(StandardCharsets.UTF_8));
    }

    private static final String LSPCI_REPORT = """
            My Radeon card stops answering after a resume on 5.9.

            This is what lspci says about it:

            > 03:00.0 VGA compatible controller: Advanced Micro Devices, Inc. [AMD/ATI] Device 73bf (rev c1)
            >         Subsystem: Device 1002:0e3a
            >         Control: I/O+ Mem+ BusMaster+ SpecCycle- MemWINV- VGASnoop- ParErr-
            >         LnkSta: Speed 16GT/s, Width x16
            >         Kernel driver in use: amdgpu

            Any idea what to try?
            """;

    private static int at(Mail m, String needle) {
        return m.text().indexOf(needle);
    }

    @Test
    void anOpenersPastedListingIsItsOwnText() {
        Mail m = mail("Subject: Radeon lost after resume\n", LSPCI_REPORT);
        assertFalse(m.isQuoted(at(m, "03:00.0 VGA")));
        assertFalse(m.isQuoted(at(m, "Kernel driver in use")));
        // a build robot's marked lines and a syslog pasted behind marks read alike
        Mail robot = mail("Subject: [pci:next 3/7] drivers/pci/probe.c:12:3: error: 'x' undeclared\n", """
                All errors (new ones prefixed by >>):

                >> drivers/pci/probe.c:12:3: error: 'x' undeclared (first use in this function)
                >> drivers/pci/probe.c:40:9: note: each undeclared identifier is reported only once
                """);
        assertFalse(robot.isQuoted(at(robot, "drivers/pci/probe.c:12:3")));
        Mail log = mail("Subject: pci=nocrs needed on my desktop\n", """
                Without pci=nocrs the SATA controller is not found.

                > Mar 02 10:11:12 box kernel: pci 0000:00:1f.2: BAR 5: no space for [mem size 0x00000800]
                > Mar 02 10:11:12 box kernel: ahci 0000:00:1f.2: probe with driver ahci failed with error -12
                """);
        assertFalse(log.isQuoted(at(log, "BAR 5")));
    }

    @Test
    void repliesAttributionsProseAndForwardsKeepTheirQuotes() {
        // a reply by its header, and by its subject alone
        Mail reply = mail("Subject: Re: Radeon lost after resume\nIn-Reply-To: <t0@example.org>\n", LSPCI_REPORT);
        assertTrue(reply.isQuoted(at(reply, "03:00.0 VGA")));
        Mail bySubject = mail("Subject: Re: Radeon lost after resume\n", LSPCI_REPORT);
        assertTrue(bySubject.isQuoted(at(bySubject, "03:00.0 VGA")));
        // an attribution line: someone is quoted
        Mail attributed = mail("Subject: Radeon lost after resume\n",
                "John wrote:\n" + LSPCI_REPORT.substring(LSPCI_REPORT.indexOf("> 03")));
        assertTrue(attributed.isQuoted(at(attributed, "03:00.0 VGA")));
        // a block of someone's words, though no attribution introduces it
        Mail prose = mail("Subject: [PATCH] gpio: new driver for the bridge's pins\n", """
                Changes since v1, as asked:

                > The GPIO part and the PCI bridge can be treated as two separate functions here.

                Done.
                """);
        assertTrue(prose.isQuoted(at(prose, "The GPIO part")));
        // a forward carries someone else's mail
        Mail forward = mail("Subject: Fwd report\n", "-----Original Message-----\nFrom: John <j@example.org>\n\n"
                + LSPCI_REPORT.substring(LSPCI_REPORT.indexOf("> 03")));
        assertTrue(forward.isQuoted(at(forward, "03:00.0 VGA")));
    }

    @Test
    void proseLinesAreToldFromOutput() {
        String a = "The GPIO part and the PCI bridge can be treated as two separate functions here.";
        assertTrue(OwnPastes.proseLine(a, 0, a.length()));
        String b = "drivers/pci/probe.c:12:3: error: 'x' undeclared (first use in this function)";
        assertFalse(OwnPastes.proseLine(b, 0, b.length()));
        String c = "        Control: I/O+ Mem+ BusMaster+ SpecCycle- MemWINV- VGASnoop-";
        assertFalse(OwnPastes.proseLine(c, 0, c.length()));
        // a block with one prose line in four still reads as output; two in four do not
        String block = "> LnkCap: Port #0, Speed 8GT/s\n> Transmit Margin: Normal Operating Range, Compliance-\n"
                + "> LnkSta: Speed 2.5GT/s\n> DevSta: CorrErr- NonFatalErr-\n";
        assertTrue(OwnPastes.pasted(block, 0, block.length()));
        String talk = "> I think this is the wrong way to go about it.\n> LnkSta: Speed 2.5GT/s\n"
                + "> Please split it into two patches for the review.\n> DevSta: CorrErr-\n";
        assertFalse(OwnPastes.pasted(talk, 0, talk.length()));
    }

    @Test
    void hostileBlocksEndWithinTheBudget() {
        StringBuilder marks = new StringBuilder("Subject: x\n\nMy log:\n\n");
        for (int i = 0; i < 200_000; i++) {
            marks.append("> [ 1.0] a b c d e f g\n");
        }
        String longLine = "> " + "word ".repeat(1_000_000) + "\n";
        assertTimeout(TimeBudget.seconds(20), () -> {
            Mail m = mail("Subject: many lines\n", marks.toString());
            assertEquals(false, m.isQuoted(m.text().indexOf("[ 1.0]")));
            Mail l = mail("Subject: one line\n", "Text:\n\n" + longLine);
            assertTrue(l.isQuoted(l.text().indexOf("word")));
        });
    }
}
