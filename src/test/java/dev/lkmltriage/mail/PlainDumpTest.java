package dev.lkmltriage.mail;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.TestData;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.time.OffsetDateTime;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Plain-text dumps: the two seeds read in place, and dumps written here. */
class PlainDumpTest {
    private final MailParser parser = new MailParser();

    private static List<SpanKind> kinds(Mail m) {
        return m.spans().stream().map(Span::kind).toList();
    }

    private static String span(Mail m, SpanKind kind, int nth) {
        return m.spans().stream().filter(s -> s.kind() == kind).skip(nth).findFirst()
                .map(s -> m.text().substring(s.start(), s.end())).orElse(null);
    }

    @Test
    void seed000IsABodyAFooterAdAndAQuotingReply() throws Exception {
        byte[] raw = Files.readAllBytes(TestData.shared("seeds/000_133a4f10ec3f0e60.txt"));
        Mail m = parser.parsePlainDump(raw);
        assertEquals("", m.subject(), "the first line is prose, not a subject");
        assertTrue(m.text().startsWith("I found a bug when using the Ethernet controller"));
        assertEquals(List.of(SpanKind.PROSE, SpanKind.FOOTER, SpanKind.PROSE, SpanKind.ATTRIBUTION, SpanKind.QUOTE),
                kinds(m));
        assertTrue(span(m, SpanKind.FOOTER, 0).contains("Get a free email address"));
        assertTrue(span(m, SpanKind.FOOTER, 0).startsWith("-----"));
        assertEquals("[ Adding relevant Cc:'s ]\n", span(m, SpanKind.PROSE, 1));
        assertEquals("On Thu, 30 Aug 2007, n wrote:\n", span(m, SpanKind.ATTRIBUTION, 0));
        int quoted = m.text().indexOf("> [ 3] 0.0-10.0 sec 552 MBytes");
        assertTrue(m.isQuoted(quoted));
        assertTrue(!m.isQuoted(m.text().indexOf("[ 3] 0.0-10.0 sec 552 MBytes")), "the report's own line");
        assertTrue(m.messageIdDerived());
        assertEquals(m.messageId(), parser.parsePlainDump(raw).messageId());
        SpanAssertions.assertPartition(m);
    }

    @Test
    void seed003HasSubjectFromDateAndAMajordomoFooter() throws Exception {
        byte[] raw = Files.readAllBytes(TestData.shared("seeds/003_19d99af54601565f.txt"));
        Mail m = parser.parsePlainDump(raw);
        assertEquals("commit 6dccd16b7c2703e8bbf8bca62b5cf248332afbe2 kills r8169 sendperformance", m.subject());
        assertEquals("Timo Jantunen", m.from());
        assertEquals(OffsetDateTime.parse("2007-09-26T12:57:21-05:00"), m.date());
        assertTrue(m.text().startsWith("Heip!\n"));
        assertEquals(List.of(SpanKind.PROSE, SpanKind.FOOTER), kinds(m));
        assertTrue(span(m, SpanKind.FOOTER, 0).startsWith("-\nTo unsubscribe from this list"));
        assertTrue(m.problems().stream().noneMatch(p -> p.code().equals("date")));
        SpanAssertions.assertPartition(m);
    }

    @Test
    void derivedIdIgnoresLineEndsAndTrailingWhitespace() {
        String lf = "Subject line here\nFrom: A <a@example.org>\n\nbody line  \nsecond\n\n";
        String crlf = lf.replace("  \n", "\n").replace("\n", "\r\n") + "\r\n   \r\n";
        Mail a = parser.parsePlainDump(lf.getBytes(StandardCharsets.UTF_8));
        Mail b = parser.parsePlainDump(crlf.getBytes(StandardCharsets.UTF_8));
        assertEquals(a.messageId(), b.messageId());
        assertTrue(a.messageId().endsWith("@lkml-triage.invalid"));
        assertEquals("Subject line here", a.subject());
        Mail c = parser.parsePlainDump("Subject line here\nFrom: A <a@example.org>\n\nother body\n".getBytes());
        assertNotEquals(a.messageId(), c.messageId());
    }

    @Test
    void bodyAloneAndWindows1252() {
        byte[] raw = "Caf\u00e9 driver \u2013 broken since 6.4\n".getBytes(TextDecoder.WINDOWS_1252);
        Mail m = parser.parsePlainDump(raw);
        assertEquals("Café driver – broken since 6.4\n", m.text());
        assertEquals("windows-1252", m.parts().get(0).charset());
        assertEquals("", m.subject());
        assertNull(m.date());
    }

    @Test
    void explicitHeadersAreUsed() {
        Mail m = parser.parsePlainDump(("Subject: Re: [PATCH] r8169: fix\nFrom: Bob <b@example.org>\n"
                + "Date: Tue, 24 Nov 2020 15:02:28 -0600\nMessage-ID: <x1@example.org>\n"
                + "In-Reply-To: <x0@example.org>\n\nOn Mon, Al wrote:\n> patch\n\nLooks good.\n").getBytes());
        assertEquals("Re: [PATCH] r8169: fix", m.subject());
        assertEquals("x1@example.org", m.messageId());
        assertEquals("x0@example.org", m.inReplyTo());
        assertEquals(List.of(SpanKind.ATTRIBUTION, SpanKind.QUOTE, SpanKind.PROSE), kinds(m));
    }

    @Test
    void emptyAndBinaryDumps() {
        Mail empty = parser.parsePlainDump(new byte[0]);
        assertEquals("", empty.text());
        SpanAssertions.assertPartition(empty);
        Mail bin = parser.parsePlainDump(new byte[] {0, 1, 2, (byte) 0xff, 0, 7});
        assertEquals("not-mail", bin.problems().get(0).code());
    }
}
