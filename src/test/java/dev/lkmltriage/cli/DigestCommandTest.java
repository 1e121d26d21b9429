package dev.lkmltriage.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.digest.CorpusFixture;
import dev.lkmltriage.digest.LoopbackSmtp;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code triage digest} end to end: the corpus in a data directory, a real SMTP server on loopback. */
class DigestCommandTest {
    @TempDir
    Path tmp;
    Path data;

    @BeforeEach
    void corpus() throws Exception {
        data = CorpusFixture.copy(tmp.resolve("data"));
    }

    CliRun digest(String... args) {
        String[] all = new String[args.length + 5];
        all[0] = "digest";
        all[1] = "--data";
        all[2] = data.toString();
        all[3] = "--from";
        all[4] = "triage@example.org";
        System.arraycopy(args, 0, all, 5, args.length);
        return CliRun.of(all);
    }

    @Test
    void previewPrintsHeadersAndBodyAndSendsNothing() {
        CliRun r = digest("--to", "netdev@vger.kernel.org", "--since", "30y", "--preview");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().contains("Subject: [triage] netdev: "), r.out());
        assertTrue(r.out().contains("List-Unsubscribe: <mailto:triage@example.org?"), r.out());
        assertTrue(r.out().contains("https://lore.kernel.org/r/"), r.out());
        CliRun again = digest("--to", "netdev@vger.kernel.org", "--since", "30y", "--preview");
        assertTrue(again.out().contains("Subject: [triage] netdev: "), "a preview remembers nothing");
        CliRun quiet = digest("--to", "netdev@vger.kernel.org", "--since", "1d", "--stale", "100y",
                "--preview");
        assertEquals(0, quiet.code());
        assertTrue(quiet.err().contains("nothing new for netdev@vger.kernel.org"), quiet.err());
    }

    @Test
    void sendDeliversOnceAndKeepsTheDigestWhenTheServerIsDown() {
        try (LoopbackSmtp smtp = new LoopbackSmtp()) {
            CliRun down = digest("--to", "linux-wireless@vger.kernel.org", "--since", "30y", "--send",
                    "--smtp", smtp.hostPort(), "--retries", "1");
            assertEquals(1, down.code(), down.err());
            assertTrue(down.err().contains("kept pending in"), down.err());
            CliRun preview = digest("--to", "linux-wireless@vger.kernel.org", "--since", "30y", "--preview");
            assertTrue(preview.err().contains("1 digest(s) to linux-wireless@vger.kernel.org pending"), preview.err());

            smtp.start();
            CliRun up = digest("--to", "linux-wireless@vger.kernel.org", "--since", "30y", "--send",
                    "--smtp", smtp.hostPort());
            assertEquals(0, up.code(), up.err());
            assertTrue(up.err().contains("sent 1 digest(s)"), up.err());
            CliRun third = digest("--to", "linux-wireless@vger.kernel.org", "--since", "30y", "--send",
                    "--smtp", smtp.hostPort());
            assertEquals(0, third.code(), third.err());
            assertTrue(third.err().contains("nothing new"), third.err());
            assertEquals(1, smtp.received().length);
        }
    }

    @Test
    void optedOutRecipientsGetNothing() {
        try (LoopbackSmtp smtp = new LoopbackSmtp().start()) {
            assertEquals(0, digest("--to", "linux-usb@vger.kernel.org", "--opt-out").code());
            CliRun r = digest("--to", "linux-usb@vger.kernel.org", "--since", "30y", "--send", "--smtp",
                    smtp.hostPort());
            assertEquals(0, r.code(), r.err());
            assertTrue(r.err().contains("opted out"), r.err());
            assertEquals(0, smtp.received().length);
            assertEquals(0, digest("--to", "linux-usb@vger.kernel.org", "--opt-in").code());
            assertEquals(0, digest("--to", "linux-usb@vger.kernel.org", "--since", "30y", "--send", "--smtp",
                    smtp.hostPort()).code());
            assertEquals(1, smtp.received().length);
        }
    }

    @Test
    void badUsageSaysHowToFixIt() {
        CliRun unknown = digest("--to", "nobody@example.com", "--preview");
        assertEquals(2, unknown.code());
        assertTrue(unknown.err().contains("not a recipient in MAINTAINERS"), unknown.err());
        CliRun period = digest("--to", "netdev@vger.kernel.org", "--since", "soon", "--preview");
        assertEquals(2, period.code());
        assertTrue(period.err().contains("write it like 12h, 7d, 2w or 1y"), period.err());
        CliRun smtp = digest("--to", "netdev@vger.kernel.org", "--send", "--smtp", "host:notaport");
        assertEquals(2, smtp.code());
        assertTrue(smtp.err().contains("give HOST:PORT"), smtp.err());
        CliRun neither = digest("--to", "netdev@vger.kernel.org");
        assertEquals(2, neither.code());
        CliRun both = digest("--to", "netdev@vger.kernel.org", "--preview", "--send");
        assertEquals(2, both.code());
        CliRun noFile = digest("--to", "netdev@vger.kernel.org", "--preview", "--maintainers",
                tmp.resolve("none").toString());
        assertEquals(2, noFile.code());
        assertTrue(noFile.err().contains("no MAINTAINERS file"), noFile.err());
        CliRun help = CliRun.of("digest", "--help");
        assertEquals(0, help.code());
        assertTrue(help.out().contains("--since"), help.out());
    }
}
