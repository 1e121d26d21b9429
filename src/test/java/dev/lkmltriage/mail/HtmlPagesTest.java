package dev.lkmltriage.mail;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.OffsetDateTime;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Saved archive pages in each layout, from fixtures written for these tests. */
class HtmlPagesTest {
    private final MailParser parser = new MailParser();

    static byte[] page(String name) throws IOException {
        try (InputStream in = HtmlPagesTest.class.getResourceAsStream("pages/" + name)) {
            return in.readAllBytes();
        }
    }

    private List<Mail> parse(String name, String origin) throws IOException {
        List<Mail> mails = parser.parseHtmlPage(page(name), origin);
        mails.forEach(SpanAssertions::assertPartition);
        return mails;
    }

    @Test
    void loreMessagePage() throws IOException {
        List<Mail> mails = parse("lore-message.html", "https://lore.kernel.org/netdev/20200105110000.GA1234@example.org/");
        assertEquals(1, mails.size());
        Mail m = mails.get(0);
        assertEquals("20200105110000.GA1234@example.org", m.messageId());
        assertFalse(m.messageIdDerived());
        assertEquals("Re: [PATCH] r8169: restore send performance", m.subject());
        assertEquals("Ann Example <ann@example.org>", m.from());
        assertEquals(OffsetDateTime.parse("2020-01-05T12:00+01:00"), m.date());
        assertEquals("20200104.AB12@example.com", m.inReplyTo());
        assertTrue(m.text().startsWith("On Sat, Jan 04, 2020 at 10:00:00PM +0100, Bob Sample wrote:\n"));
        assertTrue(m.text().contains("> Bisected to <commit abcdef012345>."), "entities decoded");
        assertTrue(m.text().contains("Thanks & well done, applied."));
        assertFalse(m.text().contains("Thread overview"));
        assertTrue(m.isQuoted(m.text().indexOf("940 to 310")));
        assertFalse(m.isQuoted(m.text().indexOf("applied")));
    }

    @Test
    void loreThreadPageYieldsEveryMessageWithPermalinkIds() throws IOException {
        List<Mail> mails = parse("lore-thread.html", null);
        assertEquals(2, mails.size());
        assertEquals("Y7KrT3x/a1b2c3@example.net", mails.get(0).messageId());
        assertEquals("20230103180000.XY9@example.org", mails.get(1).messageId());
        assertEquals("Re: [BUG] igb: link flaps on 6.1", mails.get(1).subject());
        assertTrue(mails.get(0).text().contains("6.0.19 is fine."));
        assertFalse(mails.get(0).text().contains("Please bisect"));
        Threader t = new Threader();
        assertEquals(mails.get(0).messageId(), t.threadRoots(mails).get(mails.get(1).messageId()),
                "the reply joins by subject when the page shows no In-Reply-To");
    }

    @Test
    void mhonarcPage() throws IOException {
        Mail m = parse("lkml-iu-mhonarc.html", null).get(0);
        assertEquals("Pine.LNX.4.64.0709262051.7777@example.org", m.messageId());
        assertEquals("r8169: send performance halved in 2.6.23-rc8", m.subject());
        assertEquals("Timo Kantunen <timo@xxxxxxxxxxx>", m.from(), "address obfuscation kept as shown");
        assertEquals(OffsetDateTime.parse("2007-09-26T20:57:21+03:00"), m.date());
        assertEquals(List.of("46F9C0DE.1234@example.com"), m.references());
        assertTrue(m.text().contains("Send speed went from 83MB/s to 32MB/s & receive is up.\n<lspci>\n04:00.0"));
        assertFalse(m.text().contains("Prev"));
    }

    @Test
    void mhonarcRot13FromWhenNoHeadList() throws IOException {
        String html = new String(page("lkml-iu-mhonarc.html"), StandardCharsets.UTF_8);
        html = html.substring(0, html.indexOf("<!--X-Head-of-Message-->"))
                + html.substring(html.indexOf("<!--X-Head-of-Message-End-->"));
        Mail m = parser.parseHtmlPage(html.getBytes(StandardCharsets.UTF_8), null).get(0);
        assertEquals("Timo Kantunen <timo@example.org>", m.from());
    }

    @Test
    void hypermail2Page() throws IOException {
        Mail m = parse("hypermail2.html", null).get(0);
        assertEquals("200903121009.55555.joerg@example.de", m.messageId());
        assertEquals("Re: e1000e: TX hang after resume", m.subject());
        assertEquals("Jörg Beispiel <joerg@xxxxxxxxxx>", m.from());
        assertEquals(OffsetDateTime.parse("2009-03-12T10:09:55+01:00"), m.date());
        assertEquals("49B8A0AA.5050505@example.com", m.inReplyTo());
        assertTrue(m.text().contains("On Wednesday 11 March 2009, Ed Sample wrote:\n> Does 2.6.28 work for you?\n"),
                m.text());
        assertTrue(m.text().contains("Müller sees it too."));
        assertTrue(m.isQuoted(m.text().indexOf("Does 2.6.28")));
    }

    @Test
    void marcPage() throws IOException {
        Mail m = parse("marc.html", null).get(0);
        assertEquals("484E8B2D.3030608@example.com", m.messageId(), "marc's id obfuscation undone");
        assertEquals("Re: tg3: 50% throughput loss with TSO", m.subject());
        assertEquals("Eve Tester <eve () example ! com>", m.from());
        assertEquals(OffsetDateTime.parse("2008-06-10T14:22:05Z"), m.date());
        assertEquals("linux-netdev", m.header("List"));
        assertTrue(m.text().startsWith("Frank wrote:\n> ethtool -K eth0 tso off"));
        assertTrue(m.text().contains("Same here with BCM5704 [14e4:1648]."));
        assertFalse(m.text().contains("prev in list"));
    }

    @Test
    void pipermailPage() throws IOException {
        Mail m = parse("pipermail.html", null).get(0);
        assertEquals("[E1000-devel] igb: 82576 VF drops packets under load", m.subject());
        assertEquals("Grace Hopper-Example <grace at example.org>", m.from());
        assertEquals(OffsetDateTime.parse("2009-05-26T09:30:12-07:00"), m.date());
        assertEquals("4A1B2C3D.5060708@example.org", m.inReplyTo());
        assertTrue(m.messageIdDerived());
        assertTrue(m.text().contains("drops ~3% of packets <iperf -c 10.0.0.1>."));
        assertEquals(m.messageId(), parser.parseHtmlPage(page("pipermail.html"), null).get(0).messageId());
    }

    @Test
    void pagesThatAreNoArchiveYieldNothing() {
        assertEquals(List.of(), parser.parseHtmlPage("<html><body><p>Hello</p></body></html>".getBytes(), null));
        assertEquals(List.of(), parser.parseHtmlPage(new byte[0], null));
        assertEquals(List.of(), parser.parseHtmlPage(new byte[] {0, 1, 2, 3, (byte) 0xff}, "x"));
        assertNull(null);
    }
}
