package dev.lkmltriage.mail;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * Session 51 (fwd51), convention 188: the text a message forwards under a forward separator is the forwarder's own,
 * in every client's style (mutt, Gmail, Thunderbird/Evolution, Yahoo, Apple Mail, the German forms); the forwarded
 * text's own '>' lines stay quoted, a forward inside a '>' quote stays quoted, and Outlook's
 * {@code -----Original Message-----} (a reply's history) still opens a quoted original. Letters: P prose,
 * A attribution, Q quote, D diff. Fixtures invented here in the style of list mail.
 */
class ForwardSeparatorsTest {
    private static String kinds(String... lines) {
        String text = String.join("\n", lines) + "\n";
        SpanSplitterTest.partition(text);
        return SpanSplitterTest.kinds(text);
    }

    /** A forward: a note, the separator, the forwarded header, the forwarded report. */
    private static String forward(String separator) {
        return kinds("Passing this on, it looks like one for the frob driver.",
                "",
                separator,
                "From: Ada Tester <ada@example.org>",
                "Date: Sun, Feb 5, 2023 at 9:12 PM",
                "Subject: frob card gone after resume on 6.1.8",
                "",
                "6.0.15 is fine, 6.1.8 loses the card after resume.");
    }

    @Test
    void everyClientsForwardedTextIsTheForwardersOwn() {
        for (String separator : new String[] {
            "----- Forwarded message from Ada Tester <ada@example.org> -----", // mutt
            "---------- Forwarded message ---------", // Gmail
            "---------- Forwarded message ----------", // Gmail, older
            "-------- Forwarded Message --------", // Thunderbird, Evolution
            "----- Forwarded Message -----", // Yahoo
            "-------- Weitergeleitete Nachricht --------", // Thunderbird, German
            "---------- Weitergeleitete Nachricht von Ada Tester ---------", // mutt, German
            "Begin forwarded message:", // Apple Mail
            "   Begin forwarded message:"}) {
            assertEquals("PPPPPPPP", forward(separator), separator);
        }
    }

    @Test
    void theForwardedTextsOwnQuotesStayQuoted() {
        assertEquals("PPPAQQPP", kinds("FYI",
                "",
                "---------- Forwarded message ---------",
                "On Sun, Feb 5, 2023 at 9:12 PM Ada Tester wrote:",
                "> 6.1.8 loses the card after resume.",
                "> 6.0.15 is fine.",
                "",
                "Could you bisect between the two?"));
    }

    @Test
    void aReplyQuotingAForwardKeepsItQuoted() {
        assertEquals("AQQQQPP", kinds("On Mon, Feb 6, 2023 at 10:00 AM Nils Berg wrote:",
                "> ---------- Forwarded message ---------",
                "> From: Ada Tester <ada@example.org>",
                ">",
                "> 6.1.8 loses the card after resume.",
                "",
                "Does 6.2-rc1 do the same?"));
        assertEquals("QQQP", kinds("> > ----- Forwarded message from Ada Tester <ada@example.org> -----",
                "> > 6.1.8 loses the card after resume.",
                "> > ----- End forwarded message -----",
                "Thanks, queued."));
    }

    @Test
    void outlooksOriginalStaysQuotedAlsoUnderAForward() {
        assertEquals("PPAQQQ", kinds("Thanks, I will test it on 6.2-rc1.",
                "",
                "-----Original Message-----",
                "From: Frob Dev <frob@example.org>",
                "Sent: Friday, February 3, 2023 8:25 PM",
                "It takes 50ms on 6.1.8 here."));
        // a forwarded Outlook thread: the forwarded mail is own, its own history below Outlook's marker quoted
        assertEquals("PPPPAQQ", kinds("FYI",
                "---------- Forwarded message ---------",
                "From: Frob Dev <frob@example.org>",
                "Please try this on 6.2-rc1.",
                "-----Original Message-----",
                "From: Ada Tester <ada@example.org>",
                "6.1.8 loses the card after resume."));
    }

    @Test
    void nearMissesAreProseOrDiff() {
        // "forwarded" in prose, an indented separator in a code sample, one in a diff hunk
        assertEquals("PP", kinds("I forwarded the message to the firmware team.",
                "The forwarded message from Ada says 6.1.8 is bad."));
        assertEquals("PPP", kinds("The client writes this line:",
                "    ---------- Forwarded message ---------",
                "and the rest of the mail stays as it was."));
        assertEquals("PDDDDP", kinds("Please apply:",
                "--- a/doc/mail.txt",
                "+++ b/doc/mail.txt",
                "@@ -0,0 +1 @@",
                "+---------- Forwarded message ---------",
                "That was the whole change."));
        assertEquals("P", kinds("---------- Forwarded message ---------"));
    }

    @Test
    void theLineTestReadsSeparatorsOnly() {
        for (String s : new String[] {"----- Forwarded message from a@b.c -----", "--Forwarded message--",
            "-------- FORWARDED MESSAGE --------", "-------- Message transféré --------", "Begin forwarded message:",
            "Anfang der weitergeleiteten Nachricht:", "---------- Forwarded message ---------   "}) {
            assertTrue(ForwardSeparators.isSeparator(s), s);
        }
        for (String s : new String[] {"----- Forwarded message from a@b.c", "Forwarded message -----",
            "---- Forwarded messages ----", "----- Forwarded message about the bug -----", "-- ", "--", "----------",
            "-----Original Message-----", "----- End forwarded message -----", "Begin forwarded message", "",
            "> ---------- Forwarded message ---------", "begin forwarded message: see below",
            "- Forwarded message -", "-" + "-".repeat(500) + " Forwarded message --"}) {
            assertFalse(ForwardSeparators.isSeparator(s), s);
        }
        assertTrue(ForwardSeparators.anyIn("FYI\n\n-------- Forwarded Message --------\nSubject: x\n"));
        assertFalse(ForwardSeparators.anyIn("FYI\n\n> -------- Forwarded Message --------\n"));
        assertFalse(ForwardSeparators.anyIn(""));
    }

    private static Mail mail(String subject, String body) {
        String raw = "Message-ID: <f1@example.org>\nFrom: Nils Berg <nils@example.org>\nSubject: " + subject
                + "\nContent-Type: text/plain\n\n" + body;
        return new MailParser().parse(raw.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void anOpenersForwardKeepsTheForwardedQuotesInEveryStyle() {
        // no reply subject, no In-Reply-To: convention 72 would read pasted '>' output as own, but not in a forward
        String quoted = "> 01:00.0 Ethernet controller [0200]: Frob Networks FN-100 [1a2b:3c4d] (rev 01)\n"
                + ">         Control: I/O+ Mem+ BusMaster+ SpecCycle- MemWINV- VGASnoop- ParErr-\n"
                + ">         LnkSta: Speed 8GT/s, Width x4\n"
                + ">         Kernel driver in use: frob\n";
        for (String separator : new String[] {"-------- Forwarded Message --------", "Begin forwarded message:",
            "----- Forwarded message from Ada <ada@example.org> -----"}) {
            Mail m = mail("[ada@example.org: frob card gone]", "FYI\n\n" + separator + "\n\n" + quoted);
            assertTrue(m.isQuoted(m.text().indexOf("01:00.0")), separator);
            assertFalse(m.isQuoted(m.text().indexOf("FYI")), separator);
        }
        Mail own = mail("frob card gone", "My lspci:\n\n" + quoted);
        assertFalse(own.isQuoted(own.text().indexOf("01:00.0")));
    }

    @Test
    void hostileSeparatorsEndFast() {
        String many = "---------- Forwarded message ---------\n".repeat(1_000_000) + "6.1.8 is bad\n";
        String longLine = "-".repeat(10_000_000) + " Forwarded message ---\n> x\n";
        String almost = "---------- Forwarded messag\n".repeat(500_000) + "> 6.1.8 is bad\n";
        assertTimeoutPreemptively(TimeBudget.seconds(20), () -> {
            for (String t : new String[] {many, longLine, almost}) {
                SpanSplitter.split(t, 0, t.length());
                ForwardSeparators.anyIn(t);
            }
            assertTrue(ForwardSeparators.anyIn(many));
            assertFalse(ForwardSeparators.anyIn(longLine));
            assertFalse(ForwardSeparators.anyIn(almost));
        });
        String tail = kinds("x".repeat(10_000_000), "---------- Forwarded message ---------", "> y");
        assertEquals("PPQ", tail);
    }
}
