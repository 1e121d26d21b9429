package dev.lkmltriage.mail;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Input built to hurt: huge, deep, truncated, binary, not mail. Each must end in a Mail, in bounded time. */
class HostileInputTest {
    private final MailParser parser = new MailParser();
    private static final String HEAD = """
            From: x@example.org
            Subject: hostile
            Date: Mon, 1 Jan 2024 00:00:00 +0000
            Message-ID: <hostile@example.org>
            """;

    private Mail parse(byte[] raw) {
        Mail m = assertTimeoutPreemptively(TimeBudget.seconds(60), () -> parser.parse(raw));
        SpanAssertions.assertPartition(m);
        return m;
    }

    private static boolean has(Mail m, String code) {
        return m.problems().stream().anyMatch(p -> p.code().equals(code));
    }

    @Test
    void fiftyMegabyteMessageIsTruncatedNotFatal() {
        byte[] line = "[12345.678901] r8169 0000:04:00.0 eth0: link up, rx timeout, resetting device\n"
                .getBytes(StandardCharsets.US_ASCII);
        int n = 50 * 1024 * 1024 / line.length;
        byte[] head = (HEAD + "\n").getBytes(StandardCharsets.US_ASCII);
        byte[] raw = new byte[head.length + n * line.length];
        System.arraycopy(head, 0, raw, 0, head.length);
        for (int i = 0; i < n; i++) {
            System.arraycopy(line, 0, raw, head.length + i * line.length, line.length);
        }
        Mail m = parse(raw);
        assertEquals("hostile@example.org", m.messageId());
        assertTrue(has(m, "truncated"), m.problems().toString());
        assertTrue(m.text().length() <= MimeReader.MAX_PART_BYTES, "text bounded: " + m.text().length());
        assertTrue(m.text().startsWith("[12345.678901] r8169"));
    }

    @Test
    void megabyteHeaderLine() {
        String raw = HEAD.replace("Subject: hostile", "Subject: " + "A".repeat(1 << 20))
                + "References: " + "<a@b> ".repeat(200_000) + "\n\nbody\n";
        Mail m = parse(raw.getBytes(StandardCharsets.US_ASCII));
        assertEquals("hostile@example.org", m.messageId());
        assertTrue(m.subject().length() >= MimeReader.MAX_HEADER_VALUE - 10);
        assertTrue(m.references().size() <= HeaderText.MAX_IDS);
        assertEquals("body\n", m.text());
    }

    @Test
    void tenThousandNestedMultiparts() {
        StringBuilder sb = new StringBuilder(HEAD);
        int depth = 10_000;
        sb.append("Content-Type: multipart/mixed; boundary=\"b0\"\n\n");
        for (int i = 1; i < depth; i++) {
            sb.append("--b").append(i - 1).append('\n');
            sb.append("Content-Type: multipart/mixed; boundary=\"b").append(i).append("\"\n\n");
        }
        sb.append("--b").append(depth - 1).append("\nContent-Type: text/plain\n\ndeep text\n");
        for (int i = depth - 1; i >= 0; i--) {
            sb.append("--b").append(i).append("--\n");
        }
        sb.append("--nothing\n");
        Mail m = parse(sb.toString().getBytes(StandardCharsets.US_ASCII));
        assertEquals("hostile@example.org", m.messageId());
        assertTrue(has(m, "mime"), m.problems().toString());
        assertFalse(m.text().contains("deep text"), "content below the depth bound is skipped");
    }

    @Test
    void multipartWithoutBoundaryAndWithAMissingEnd() {
        Mail noBoundary = parse((HEAD + "Content-Type: multipart/mixed\n\nplain words\n").getBytes());
        assertEquals("hostile@example.org", noBoundary.messageId());
        Mail noEnd = parse((HEAD + "Content-Type: multipart/mixed; boundary=zz\n\n--zz\n"
                + "Content-Type: text/plain\n\nstill here\n").getBytes());
        assertTrue(noEnd.text().contains("still here"));
    }

    @Test
    void truncatedBase64() {
        String b64 = Base64.getMimeEncoder().encodeToString(
                "lspci -nn\n04:00.0 Ethernet controller [0200]: Realtek [10ec:8168] (rev 06)\n".getBytes());
        Mail m = parse((HEAD + "Content-Transfer-Encoding: base64\n\n" + b64.substring(0, b64.length() - 7))
                .getBytes());
        assertTrue(m.text().startsWith("lspci -nn\n04:00.0 Ethernet"), m.text());
    }

    @Test
    void binaryGarbageEmptyAndHtmlAreNotMail() {
        byte[] garbage = new byte[1 << 20];
        new Random(42).nextBytes(garbage);
        for (byte[] raw : new byte[][] {garbage, new byte[0], "\n\n  \n".getBytes(),
            "<!DOCTYPE html><html><body><p>hi</p></body></html>".getBytes(), "just some words\nand more\n".getBytes()}) {
            Mail m = parse(raw);
            assertTrue(has(m, "not-mail"), m.problems().toString());
            assertTrue(m.messageIdDerived());
        }
        assertEquals("hi\n", parse("<html><body><p>hi</p></body></html>".getBytes()).text());
    }

    @Test
    void garbageAfterAValidHeader() {
        byte[] garbage = new byte[200_000];
        new Random(7).nextBytes(garbage);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes((HEAD + "Content-Type: text/plain; charset=utf-8\n\n").getBytes());
        out.writeBytes(garbage);
        Mail m = parse(out.toByteArray());
        assertEquals("hostile@example.org", m.messageId());
    }

    @Test
    void manyPartsAndManyHeaders() {
        StringBuilder sb = new StringBuilder(HEAD);
        for (int i = 0; i < 5000; i++) {
            sb.append("X-Junk-").append(i).append(": ").append(i).append('\n');
        }
        sb.append("Content-Type: multipart/mixed; boundary=p\n\n");
        for (int i = 0; i < 2000; i++) {
            sb.append("--p\nContent-Type: text/plain\n\npart ").append(i).append('\n');
        }
        sb.append("--p--\n");
        Mail m = parse(sb.toString().getBytes());
        assertTrue(m.parts().size() <= MimeReader.MAX_PARTS + 1);
        assertTrue(m.headers().size() <= MimeReader.MAX_HEADERS);
        assertTrue(has(m, "truncated") && has(m, "too-large"), m.problems().toString());
    }

    @Test
    void pathologicalReferencesAndDates() {
        String refs = "<".repeat(300_000) + ">" + "<a@b".repeat(50_000);
        Mail m = parse((HEAD.replace("Mon, 1 Jan 2024 00:00:00 +0000", "9".repeat(100_000)) + "References: " + refs
                + "\nIn-Reply-To: " + ",".repeat(100_000) + "\n\nx\n").getBytes());
        assertEquals("hostile@example.org", m.messageId());
        assertTrue(has(m, "date"));
    }
}
