package dev.lkmltriage.triage;

import static dev.lkmltriage.triage.LinkedRevertsTest.placed;
import static dev.lkmltriage.triage.ReporterTiesTest.mail;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.extract.Forwards;
import dev.lkmltriage.report.Report;
import dev.lkmltriage.testkit.TimeBudget;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Session 41 (cluster62; mail invented): a forwarded report's kernels are the forward's own ({@link Forwards}; since
 * session 51 the mail reader reads every forwarded text so, convention 188), and Wake-on-LAN failing is another
 * problem than a data path that stops on the same device and window (the symptom classes "wake" and the stall words
 * of "hang", {@link ReportFeatures#SYMPTOM_CLASSES}).
 */
class ForwardsAndWakeTest {
    private static final String FORWARD = "Passing this on from bugzilla, it looks like one for this list.\n\n"
            + "---------- Forwarded message ---------\n"
            + "From: <bugzilla-daemon@bugzilla.kernel.org>\n"
            + "Date: Sun, Feb 5, 2023 at 9:12 PM\n"
            + "Subject: [Bug 217001] New: keyboard backlight keys do nothing after update\n"
            + "To: <someone@example.org>\n\n"
            + "https://bugzilla.kernel.org/show_bug.cgi?id=217001\n\n"
            + "The backlight keys of my notebook stopped working when I went from 6.0.15 to 6.1.8.\n"
            + "6.0.15 is fine.\n";

    @Test
    void aForwardedReportsKernelsAreTheForwardsOwn() {
        Report fwd = mail("fw-1@a", "Nils Berg <nils@example.se>", "Mon, 6 Feb 2023 09:00:00 +0000",
                "Fwd: [Bug 217001] New: keyboard backlight keys do nothing after update", FORWARD);
        assertTrue(Forwards.start(fwd.mail()) > 0);
        ReportFeatures f = ReportFeatures.of(fwd);
        assertTrue(f.good().contains("6.0.15"), f.good().toString());
        assertTrue(f.bad().contains("6.1.8"), f.bad().toString());
    }

    @Test
    void aForwardedReplyStartsNothingAndAPlainQuoteKeepsItsKernelsQuoted() {
        // A forwarded reply continues a conversation: no start. Since session 51 (convention 188) its forwarded text
        // is the forwarder's own in Gmail's style as in mutt's, so its kernels count as any reply's own do.
        Report reply = mail("fw-2@a", "Nils Berg <nils@example.se>", "Mon, 6 Feb 2023 09:00:00 +0000",
                "Fwd: Re: keyboard backlight keys do nothing after update",
                FORWARD.replace("Subject: [Bug 217001] New:", "Subject: Re: [Bug 217001]"));
        assertEquals(-1, Forwards.start(reply.mail()));
        assertTrue(ReportFeatures.of(reply).good().contains("6.0.15"), ReportFeatures.of(reply).good().toString());
        Report quote = mail("fw-3@a", "Nils Berg <nils@example.se>", "Mon, 6 Feb 2023 09:00:00 +0000",
                "Re: keyboard backlight keys do nothing after update",
                "On Sun, Feb 5, 2023 at 9:12 PM Ida Lund wrote:\n> The keys stopped working when I went from 6.0.15"
                        + " to 6.1.8.\n> 6.0.15 is fine.\n\nCan you send the dmesg?\n");
        assertEquals(-1, Forwards.start(quote.mail()));
        assertTrue(ReportFeatures.of(quote).bad().isEmpty(), ReportFeatures.of(quote).bad().toString());
    }

    private static final String YUKON = "05:00.0 Ethernet controller [0200]: Marvell Technology Group Ltd. 88E8053 "
            + "PCI-E Gigabit Ethernet Controller [11ab:4362] (rev 22)\n\tKernel driver in use: sky2\n";

    @Test
    void wakeOnLanStaysOutOfAReceiveStallOnTheSameDeviceAndWindow() {
        Report stall = mail("wk-1@a", "Olga Berg <olga@example.no>", "Tue, 13 Oct 2009 18:00:00 +0000",
                "sky2: receive stops after a while on 88E8053 with 2.6.31",
                "Hi,\n\n2.6.30.8 is good, 2.6.31.3 is bad: after an hour of traffic the interface receives nothing"
                        + " more until the module is reloaded.\n\n" + YUKON + "\nOlga\n");
        Report wol = mail("wk-2@b", "Tim Hale <tim@example.co.uk>", "Thu, 29 Oct 2009 07:00:00 +0000",
                "sky2: Wake-on-LAN does nothing any more with 2.6.31",
                "Hello,\n\n2.6.30.9 is good, 2.6.31.4 is bad: my NAS with the 88E8053 ignores the magic packet"
                        + " and stays asleep. The network works otherwise.\n\n" + YUKON + "\nTim\n");
        Report hang = mail("wk-3@c", "Eva Lind <eva@example.se>", "Fri, 20 Nov 2009 12:00:00 +0000",
                "[REGRESSION] sky2: rx hangs under heavy load since 2.6.31",
                "Hi,\n\n2.6.30.9 is good, 2.6.31.6 is bad: receiving hangs after some GB, pings time out until I"
                        + " reload sky2.\n\n" + YUKON + "\nEva\n");
        assertEquals("hang", ReportFeatures.of(stall).symptom());
        assertEquals("wake", ReportFeatures.of(wol).symptom());
        Clusterer c = placed(List.of(stall, wol, hang));
        assertNotNull(c.clusterOf("wk-1@a"));
        assertNotNull(c.clusterOf("wk-2@b"));
        assertNotEquals(c.clusterOf("wk-1@a"), c.clusterOf("wk-2@b"));
        assertEquals(c.clusterOf("wk-1@a"), c.clusterOf("wk-3@c"));
    }

    @Test
    void wakeWordsAreWakeOnLanOnly() {
        assertEquals("wake", ReportFeatures.symptomClass("the box ignores the magic packet"));
        assertEquals("wake", ReportFeatures.symptomClass("wol stopped working"));
        assertEquals("hang", ReportFeatures.symptomClass("the card stops transmitting after a minute"));
        assertEquals(null, ReportFeatures.symptomClass("the laptop does not wake up from suspend"));
        assertEquals(null, ReportFeatures.symptomClass("wolfgang wrote the wolfssl glue"));
    }

    @Test
    void hostileForwardsEndFast() {
        StringBuilder b = new StringBuilder("fyi\n\n");
        for (int i = 0; i < 50_000; i++) {
            b.append("---------- Forwarded mess\n");
        }
        b.append("-".repeat(2_000_000)).append(" Forwarded message ---\n");
        for (int i = 0; i < 20_000; i++) {
            b.append("Subject: 6.0.").append(i % 30).append(" is fine, 6.1.").append(i % 30).append(" is bad\n");
        }
        Report r = mail("h-1@a", "Eve Ho <eve@example.org>", "Mon, 1 Jan 2024 00:00:00 +0000",
                "Fwd: " + "wol ".repeat(100_000), b.toString());
        assertTimeoutPreemptively(TimeBudget.seconds(10), () -> {
            Forwards.start(r.mail());
            ReportFeatures f = ReportFeatures.of(r);
            assertTrue(f.bad().size() <= ReportFeatures.MAX_KEYS * 2, String.valueOf(f.bad().size()));
        });
    }
}
