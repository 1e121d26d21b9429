package dev.lkmltriage.digest;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.index.MailSearch;
import dev.lkmltriage.mailer.SmtpConfig;
import dev.lkmltriage.mailer.SmtpSender;
import dev.lkmltriage.triage.Cluster;
import jakarta.mail.Address;
import jakarta.mail.Header;
import jakarta.mail.internet.MimeMessage;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Digests sent to a real SMTP server on loopback (GreenMail) and read back as the recipient gets them. */
class SmtpDigestTest {
    static MailSearch search;
    @TempDir
    Path state;
    LoopbackSmtp smtp;
    SmtpSender sender;

    @BeforeAll
    static void open() throws Exception {
        search = CorpusFixture.search();
    }

    @AfterAll
    static void close() throws Exception {
        search.close();
    }

    @BeforeEach
    void server() {
        smtp = new LoopbackSmtp().start();
        sender = new SmtpSender(SmtpConfig.parse(smtp.hostPort(), SmtpConfig.Tls.NONE, null, null));
    }

    @AfterEach
    void stop() {
        smtp.close();
    }

    Digests.Outcome run(Instant now, String to) throws Exception {
        return CorpusFixture.digests(search, state, now, CorpusFixture.options()).send(to, sender, false);
    }

    static String raw(MimeMessage m) throws Exception {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        m.writeTo(b);
        return b.toString(StandardCharsets.UTF_8);
    }

    @Test
    void successiveDigestsArrivePlainAndThreadedAndNothingTwice() throws Exception {
        String to = "intel-wired-lan@lists.osuosl.org";
        assertEquals("sent", run(Instant.parse("2023-07-10T00:00:00Z"), to).status());
        assertEquals("sent", run(CorpusFixture.END, to).status());
        assertEquals("nothing-new", run(CorpusFixture.END, to).status(), "a third run after a restart");
        MimeMessage[] got = smtp.received();
        assertEquals(2, got.length);
        MimeMessage first = got[0];
        MimeMessage second = got[1];

        assertTrue(first.getContentType().startsWith("text/plain"), first.getContentType());
        assertTrue(first.getContentType().toLowerCase().contains("charset=utf-8"), first.getContentType());
        assertTrue(first.getContent() instanceof String, "a single text part, no multipart, no attachment");
        assertTrue(first.getSubject().matches("\\[triage\\] intel-wired-lan: \\d+ new regressions, .*\\(2023-W28\\)"),
                first.getSubject());
        assertTrue(second.getSubject().endsWith("(2024-W35)"), second.getSubject());
        assertTrue(PlainText.fits(((String) second.getContent()).replace("\r\n", "\n")), (String) second.getContent());
        assertTrue(((String) second.getContent()).contains("https://lore.kernel.org/r/"));

        String firstId = first.getHeader("Message-ID")[0];
        assertTrue(firstId.matches("<triage-digest\\.\\d+\\.[0-9a-f]+@example\\.org>"), firstId);
        assertNull(first.getHeader("In-Reply-To"));
        assertArrayEquals(new String[] {firstId}, second.getHeader("In-Reply-To"));
        assertArrayEquals(new String[] {firstId}, second.getHeader("References"));
        assertEquals("Mon, 10 Jul 2023 00:00:00 +0000", first.getHeader("Date")[0]);
        assertTrue(first.getHeader("List-Unsubscribe")[0].startsWith("<mailto:triage@example.org?"));
        assertEquals(List.of("intel-wired-lan@lists.osuosl.org"), addresses(first.getAllRecipients()));
    }

    @Test
    void aDigestRefusedWhileTheServerIsDownGoesOutWhenItIsBack() throws Exception {
        String to = "linux-nvme@lists.infradead.org";
        smtp.stop();
        Digests.Outcome down = run(CorpusFixture.END, to);
        assertEquals("pending", down.status());
        assertTrue(down.error().contains("did not take the digest"), down.error());
        assertEquals(0, smtp.received().length);

        smtp.start();
        Digests.Outcome back = run(CorpusFixture.END, to);
        assertEquals("sent", back.status());
        assertEquals(0, back.pending());
        MimeMessage[] got = smtp.received();
        assertEquals(1, got.length, "the pending digest, and no second one: its items were already in it");
        assertEquals("<" + back.sentMessageIds().get(0) + ">", got[0].getHeader("Message-ID")[0]);
        assertTrue(got[0].getSubject().matches("\\[triage\\] linux-nvme: \\d+ new regressions, .*"), got[0].getSubject());
    }

    @Test
    void crlfAndControlCharactersInMailTextNeverBecomeHeaders() throws Exception {
        String evil = "r8169 dies\r\nBcc: victim@example.com\r\nX-Injected: yes\n\nbody\u0000\u001b[0m "
                + "\u00e9\u00e8 " + "A".repeat(500);
        Cluster c = new Cluster("cevil", evil, "open",
                List.of(new Cluster.Member("evil1@example.com", "report", "first", 1)), List.of("r8169"),
                List.of(), new Cluster.Kernels(List.of(), List.of()), new Cluster.Throughput(null, null, null),
                List.of(new Cluster.Suspect("0123456789ab", "culprit", 0.9, evil)), List.of(), List.of(), List.of(),
                List.of(), "t", null, List.of(), CorpusFixture.END.toString());
        DigestInput input = new DigestInput() {
            @Override
            public List<Cluster> clusters() {
                return List.of(c);
            }

            @Override
            public Optional<Message> message(String id) {
                return Optional.of(new Message(id, CorpusFixture.END.minusSeconds(5), evil, evil));
            }
        };
        // a MAINTAINERS file from a tree we do not control: a title with line and paragraph separators Java's
        // readLine does not split on, and an escape
        Maintainers hostile = Maintainers.parse(new java.io.StringReader("EVIL\u0085Bcc: a@example.com\u001b"
                + " (r8169\u2028X-Evil: 1)\nM:\tP <pdubreuil@example.net>\nS:\tMaintained\nF:\tdrivers/net/r8169.c\n"));
        dev.lkmltriage.extract.ExtractSettings es = dev.lkmltriage.extract.ExtractSettings.defaults();
        Digests d = new Digests(hostile, dev.lkmltriage.extract.DriverTable.load(es), id -> null, input,
                Reproductions.NONE, new DigestState(state), CorpusFixture.options()
                .withUnsubscribe("https://triage.example.org/unsub?to=x\r\nBcc: victim@example.com"),
                java.time.Clock.fixed(CorpusFixture.END, java.time.ZoneOffset.UTC));
        assertEquals("sent", d.send("pdubreuil@example.net", sender, false).status());
        MimeMessage[] got = smtp.received();
        assertEquals(1, got.length, "no extra recipient was injected");
        MimeMessage m = got[0];
        assertEquals(List.of("pdubreuil@example.net"), addresses(m.getAllRecipients()));
        assertNull(m.getHeader("Bcc"));
        assertNull(m.getHeader("X-Injected"));
        for (Header h : Collections.list(m.getAllHeaders())) {
            assertTrue(h.getValue().chars().noneMatch(ch -> ch == 0 || ch == 0x1b), h.getName() + ": " + h.getValue());
        }
        assertNull(m.getHeader("X-Evil"));
        assertEquals("[triage] r8169 x-evil: 1: 1 new regression, 1 new suspect (2024-W35)", m.getSubject());
        assertTrue(((String) m.getContent()).contains("* r8169 dies Bcc: victim@example.com X-Injected: yes body"),
                (String) m.getContent());
        assertTrue(m.getHeader("List-Unsubscribe")[0].startsWith("<https://triage.example.org/unsub?to=x%20Bcc:"),
                m.getHeader("List-Unsubscribe")[0]);
        String body = ((String) m.getContent()).replace("\r\n", "\n");
        assertTrue(PlainText.fits(body), body);
        assertFalse(body.contains("\u001b"));
        String raw = raw(m);
        assertFalse(raw.lines().anyMatch(l -> l.startsWith("X-Injected")), raw);
    }

    private static List<String> addresses(Address[] a) {
        return java.util.Arrays.stream(a).map(Address::toString).toList();
    }
}
