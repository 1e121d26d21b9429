package dev.lkmltriage.mail;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.time.OffsetDateTime;
import java.util.Base64;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/** Transfer encodings, charsets, multipart layouts and header fields, on messages written here in real-mail style. */
class MimeDecodingTest {
    private final MailParser parser = new MailParser();

    static byte[] message(String headers, byte[] body) {
        byte[] h = (headers.strip() + "\n\n").getBytes(StandardCharsets.ISO_8859_1);
        byte[] out = new byte[h.length + body.length];
        System.arraycopy(h, 0, out, 0, h.length);
        System.arraycopy(body, 0, out, h.length, body.length);
        return out;
    }

    /** The basic header, then more header lines, a blank line and a body as one text. */
    static byte[] raw(String headersAndBody) {
        return (basic("").strip() + "\n" + headersAndBody).getBytes(StandardCharsets.UTF_8);
    }

    static String basic(String extra) {
        return """
                From: Timo Jantunen <timo@example.org>
                To: linux-kernel@vger.kernel.org
                Subject: r8169 slow
                Date: Wed, 26 Sep 2007 20:57:21 +0300
                Message-ID: <200709262057.21@example.org>
                """ + extra;
    }

    @Test
    void plainMessageHeadersAndBody() {
        Mail m = parser.parse(message(basic("List-Id: Linux kernel <linux-kernel.vger.kernel.org>"),
                "Hello\nworld\n".getBytes(StandardCharsets.US_ASCII)));
        assertEquals("200709262057.21@example.org", m.messageId());
        assertFalse(m.messageIdDerived());
        assertEquals("r8169 slow", m.subject());
        assertEquals("Timo Jantunen <timo@example.org>", m.from());
        assertEquals(OffsetDateTime.parse("2007-09-26T20:57:21+03:00"), m.date());
        assertEquals("linux-kernel.vger.kernel.org", m.listId());
        assertEquals("Hello\nworld\n", m.text());
        assertEquals(List.of(), m.problems());
        assertEquals(1, m.parts().size());
        assertEquals(Hashes.sha256(message(basic("List-Id: Linux kernel <linux-kernel.vger.kernel.org>"),
                "Hello\nworld\n".getBytes(StandardCharsets.US_ASCII))), m.contentHash());
        SpanAssertions.assertPartition(m);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "UTF-8        | Grüße, Jürgen — ça marche",
        "ISO-8859-1   | Grüße, Jürgen, ça marche",
        "ISO-8859-2   | Zażółć gęślą jaźń",
        "ISO-8859-15  | Prix: 10 €",
        "windows-1250 | Příliš žluťoučký kůň",
        "windows-1251 | Привет, мир",
        "windows-1252 | “quoted” – dash €",
        "KOI8-R       | Привет, мир",
        "GB2312       | 网卡速度很慢",
        "GBK          | 网卡速度很慢",
        "ISO-2022-JP  | ネットワークが遅い",
        "Big5         | 網路很慢",
    })
    void charsetsIn8bitQuotedPrintableAndBase64(String charset, String text) {
        byte[] bytes = (text + "\n").getBytes(Charset.forName(charset));
        Mail eight = parser.parse(message(basic("Content-Type: text/plain; charset=\"" + charset + "\"\n"
                + "Content-Transfer-Encoding: 8bit"), bytes));
        assertEquals(text + "\n", eight.text(), "8bit " + charset);
        assertEquals(List.of(), eight.problems());

        Mail b64 = parser.parse(message(basic("Content-Type: text/plain; charset=" + charset + "\n"
                + "Content-Transfer-Encoding: base64"), Base64.getMimeEncoder().encode(bytes)));
        assertEquals(text + "\n", b64.text(), "base64 " + charset);

        Mail qp = parser.parse(message(basic("Content-Type: text/plain; charset=" + charset + "\n"
                + "Content-Transfer-Encoding: quoted-printable"), qp(bytes)));
        assertEquals(text + "\n", qp.text(), "quoted-printable " + charset);
    }

    static byte[] qp(byte[] b) {
        StringBuilder sb = new StringBuilder();
        int col = 0;
        for (byte x : b) {
            int c = x & 0xff;
            String piece = c == '\n' ? "\n" : (c >= 33 && c <= 126 && c != '=') || c == ' ' ? String.valueOf((char) c)
                    : String.format("=%02X", c);
            if (col + piece.length() > 72 && c != '\n') {
                sb.append("=\n");
                col = 0;
            }
            sb.append(piece);
            col = c == '\n' ? 0 : col + piece.length();
        }
        return sb.toString().getBytes(StandardCharsets.US_ASCII);
    }

    @Test
    void utf8BytesUnderAnAsciiOrLatin1LabelAreReadAsUtf8() {
        byte[] bytes = "Jürgen’s NIC\n".getBytes(StandardCharsets.UTF_8);
        for (String label : List.of("us-ascii", "iso-8859-1", "")) {
            String ct = label.isEmpty() ? "" : "Content-Type: text/plain; charset=" + label;
            Mail m = parser.parse(message(basic(ct), bytes));
            assertEquals("Jürgen’s NIC\n", m.text(), label);
            assertEquals("utf-8", m.parts().get(0).charset());
        }
    }

    @Test
    void undeclared8bitThatIsNotUtf8IsWindows1252() {
        Mail m = parser.parse(message(basic(""), "caf\u00e9 \u20ac\n".getBytes(TextDecoder.WINDOWS_1252)));
        assertEquals("café €\n", m.text());
    }

    @Test
    void unknownCharsetFallsBackWithAProblem() {
        Mail m = parser.parse(message(basic("Content-Type: text/plain; charset=x-martian-7"),
                "naïve\n".getBytes(StandardCharsets.UTF_8)));
        assertEquals("naïve\n", m.text());
        assertEquals("charset", m.problems().get(0).code());
        Mail latin = parser.parse(message(basic("Content-Type: text/plain; charset=x-martian-7"),
                "na\u00efve\n".getBytes(StandardCharsets.ISO_8859_1)));
        assertEquals("naïve\n", latin.text());
    }

    @Test
    void declaredUtf8ThatIsLatin1IsRescued() {
        Mail m = parser.parse(message(basic("Content-Type: text/plain; charset=utf-8"),
                "Gr\u00fc\u00dfe aus K\u00f6ln\n".getBytes(StandardCharsets.ISO_8859_1)));
        assertEquals("Grüße aus Köln\n", m.text());
        assertTrue(m.problems().stream().anyMatch(p -> p.code().equals("charset")));
    }

    @Test
    void brokenBase64IsDecodedBestEffortWithAProblem() {
        String good = Base64.getEncoder().encodeToString("first line of dmesg\nsecond line\n".getBytes());
        String broken = good.substring(0, 20) + "!!**" + good.substring(20, good.length() - 3);
        Mail m = parser.parse(message(basic("Content-Transfer-Encoding: base64"),
                broken.getBytes(StandardCharsets.US_ASCII)));
        assertTrue(m.text().startsWith("first line of"), m.text());
        assertTrue(m.problems().stream().anyMatch(p -> p.code().equals("encoding")), m.problems().toString());
    }

    @Test
    void brokenQuotedPrintableKeepsTheText() {
        Mail m = parser.parse(message(basic("Content-Transfer-Encoding: quoted-printable"),
                "price =E2=82=AC and a stray =Z9 sign=\nwrapped\n".getBytes(StandardCharsets.US_ASCII)));
        assertTrue(m.text().startsWith("price € and a stray "), m.text());
        assertTrue(m.text().contains("signwrapped"), m.text());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "=?UTF-8?B?UmU6IHI4MTY5OiBzbG93IPCfmKI=?=                     | Re: r8169: slow 😢",
        "=?iso-8859-1?q?J=FCrgen_M=FCller?= <jm@example.de>          | Jürgen Müller <jm@example.de>",
        "=?utf-8?Q?a?= =?utf-8?Q?b?=                                   | ab",
        "=?UTF-8?B?5ZCN?= =?UTF-8?B?5YmN?=                            | 名前",
        "=?koi8-r?B?8NLJ18XU?=                                         | Привет",
        "=?x-unknown?Q?abc?= tail                                       | =?x-unknown?Q?abc?= tail",
        "=?utf-8?Q?unterminated                                         | =?utf-8?Q?unterminated",
        "plain words                                                    | plain words",
    })
    void encodedWordsInHeaders(String raw, String expected) {
        Mail m = parser.parse(message(basic("").replace("Subject: r8169 slow", "Subject: " + raw),
                "x\n".getBytes()));
        assertEquals(expected, m.subject());
    }

    @Test
    void rawUtf8HeaderBytesAreRead() {
        byte[] msg = message(basic("").replace("Timo Jantunen", "Jürgen Müller"), "x\n".getBytes());
        byte[] utf8 = new String(msg, StandardCharsets.ISO_8859_1).getBytes(StandardCharsets.UTF_8);
        // the header now carries raw UTF-8: what many clients send without RFC 2047
        assertEquals("Jürgen Müller <timo@example.org>", parser.parse(utf8).from());
    }

    @Test
    void multipartWithTextAttachmentsKeepsThemAfterTheBody() {
        String mime = """
                MIME-Version: 1.0
                Content-Type: multipart/mixed; boundary="==b1"

                This is a multi-part message in MIME format.
                --==b1
                Content-Type: text/plain; charset=utf-8

                dmesg attached, lspci below.
                --==b1
                Content-Type: text/plain; charset=us-ascii; name="dmesg.txt"
                Content-Disposition: attachment; filename="dmesg.txt"
                Content-Transfer-Encoding: base64

                """ + Base64.getMimeEncoder().encodeToString("[    0.000000] Linux version 6.4.1\n".getBytes()) + """

                --==b1
                Content-Type: application/octet-stream; name="config-6.4"
                Content-Disposition: attachment; filename="config-6.4"

                CONFIG_R8169=m
                --==b1
                Content-Type: image/png; name="screen.png"
                Content-Transfer-Encoding: base64

                iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==
                --==b1
                Content-Type: text/x-patch; name="fix.patch"
                Content-Disposition: inline; filename="fix.patch"

                --- a/drivers/net/ethernet/realtek/r8169_main.c
                +++ b/drivers/net/ethernet/realtek/r8169_main.c
                @@ -1,2 +1,2 @@
                -old
                +new
                 ctx
                --==b1--
                """;
        Mail m = parser.parse(raw(mime));
        assertEquals(4, m.parts().size(), m.parts().toString());
        TextPart body = m.parts().get(0);
        assertFalse(body.attachment());
        assertEquals("dmesg attached, lspci below.", m.text().substring(body.start(), body.end()).strip());
        TextPart dmesg = m.parts().get(1);
        assertEquals("dmesg.txt", dmesg.filename());
        assertTrue(dmesg.attachment());
        assertEquals("[    0.000000] Linux version 6.4.1\n", m.text().substring(dmesg.start(), dmesg.end()));
        assertEquals("config-6.4", m.parts().get(2).filename());
        assertEquals("text/x-patch", m.parts().get(3).mimeType());
        TextPart patch = m.parts().get(3);
        assertTrue(m.spans().stream().anyMatch(s -> s.kind() == SpanKind.DIFF && s.start() == patch.start()));
        assertFalse(m.text().contains("iVBOR"), "binary attachments are skipped");
        assertEquals(List.of(), m.problems());
        SpanAssertions.assertPartition(m);
    }

    @Test
    void alternativePrefersPlainAndHtmlOnlyIsConverted() {
        String alt = """
                Content-Type: multipart/alternative; boundary=alt

                --alt
                Content-Type: text/plain; charset=utf-8

                plain version
                --alt
                Content-Type: text/html; charset=utf-8

                <p>html version</p>
                --alt--
                """;
        Mail m = parser.parse(raw(alt));
        assertEquals("plain version", m.text(), "the line end before a boundary belongs to the boundary");
        String html = """
                Content-Type: text/html; charset=utf-8

                <html><body><p>Link is slow since&nbsp;6.4:</p><pre>[  5]   0.00-10.00  sec   552 MBytes   463 Mbits/sec
                [  5]  10.00-20.00  sec   550 MBytes   461 Mbits/sec</pre>
                <div>first<br>second</div><blockquote>On Mon, X wrote:<br>quoted line</blockquote><script>x()</script></body></html>
                """;
        Mail h = parser.parse(raw(html));
        assertEquals("""
                Link is slow since 6.4:

                [  5]   0.00-10.00  sec   552 MBytes   463 Mbits/sec
                [  5]  10.00-20.00  sec   550 MBytes   461 Mbits/sec

                first
                second

                > On Mon, X wrote:
                > quoted line
                """, h.text());
        assertEquals("text/html", h.parts().get(0).mimeType());
        assertTrue(h.spans().stream().anyMatch(s -> s.kind() == SpanKind.QUOTE));
    }

    @Test
    void messageIdForms() {
        assertEquals("abc@host", id("Message-ID: <abc@host>"));
        assertEquals("abc@host", id("Message-Id:   abc@host  "));
        assertEquals("abc@host", id("Message-ID: <abc@host> (added by postmaster)"));
        assertEquals("abc@host", id("message-id:\n <abc@host>"));
        Mail none = parser.parse(message(basic("").replace("Message-ID: <200709262057.21@example.org>\n", ""),
                "x\n".getBytes()));
        assertTrue(none.messageIdDerived());
        assertTrue(none.messageId().matches("derived\\.[0-9a-f]{24}@lkml-triage\\.invalid"), none.messageId());
        assertEquals("no-message-id", none.problems().get(0).code());
        Mail again = parser.parse(message(basic("").replace("Message-ID: <200709262057.21@example.org>\n", ""),
                "x\n".getBytes()));
        assertEquals(none.messageId(), again.messageId(), "derived ids are stable");
    }

    private String id(String field) {
        return parser.parse(message(basic("").replace("Message-ID: <200709262057.21@example.org>", field),
                "x\n".getBytes())).messageId();
    }

    @Test
    void inReplyToAndReferencesFromBrokenClients() {
        Mail m = parser.parse(message(basic("""
                In-Reply-To: <parent@host> (John Doe's message of "Tue, 24 Nov 2020")
                References: <root@host>, <mid@host>
                 <parent@host>""").replace("", ""), "x\n".getBytes()));
        assertEquals("parent@host", m.inReplyTo());
        assertEquals(List.of("root@host", "mid@host", "parent@host"), m.references());
        Mail bare = parser.parse(message(basic("In-Reply-To: parent@host\nReferences: root@host,mid@host"),
                "x\n".getBytes()));
        assertEquals("parent@host", bare.inReplyTo());
        assertEquals(List.of("root@host", "mid@host"), bare.references());
        Mail refsOnly = parser.parse(message(basic("References: <root@host> <mid@host>"), "x\n".getBytes()));
        assertEquals("mid@host", refsOnly.inReplyTo(), "the last reference is the parent");
        Mail junk = parser.parse(message(basic("In-Reply-To: Your message of Tue, 24 Nov"), "x\n".getBytes()));
        assertNull(junk.inReplyTo());
    }

    @Test
    void badAndMissingDatesAreProblems() {
        Mail bad = parser.parse(message(basic("").replace("Wed, 26 Sep 2007 20:57:21 +0300", "sometime soon"),
                "x\n".getBytes()));
        assertNull(bad.date());
        assertEquals("date", bad.problems().get(0).code());
    }

    @Test
    void crlfLineEndsBecomeLf() {
        byte[] crlf = new String(message(basic(""), "one\ntwo\n".getBytes()), StandardCharsets.ISO_8859_1)
                .replace("\n", "\r\n").getBytes(StandardCharsets.ISO_8859_1);
        Mail m = parser.parse(crlf);
        assertEquals("one\ntwo\n", m.text());
        assertEquals("r8169 slow", m.subject());
    }

    @Test
    void mboxEnvelopeLineIsSkipped() {
        byte[] raw = ("From timo@example.org Wed Sep 26 20:57:21 2007\n"
                + new String(message(basic(""), "body\n".getBytes()), StandardCharsets.ISO_8859_1))
                .getBytes(StandardCharsets.ISO_8859_1);
        Mail m = parser.parse(raw);
        assertEquals("r8169 slow", m.subject());
        assertEquals(List.of(), m.problems());
    }
}
