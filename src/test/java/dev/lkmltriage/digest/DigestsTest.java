package dev.lkmltriage.digest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.index.MailSearch;
import dev.lkmltriage.triage.Cluster;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Composition, dedupe, threading and the pending queue, with a sender that records instead of SMTP. */
class DigestsTest {
    static MailSearch search;
    @TempDir
    Path state;

    @BeforeAll
    static void open() throws IOException {
        search = CorpusFixture.search();
    }

    @AfterAll
    static void close() throws Exception {
        search.close();
    }

    Digests at(Instant now) throws IOException {
        return CorpusFixture.digests(search, state, now, CorpusFixture.options());
    }

    @Test
    void previewOfAListNamesItAndKeepsEveryLineWithin72Columns() throws IOException {
        DigestMail m = at(CorpusFixture.END).preview("netdev@vger.kernel.org").orElseThrow();
        assertTrue(Pattern.matches("\\[triage\\] netdev: \\d+ new regressions, .*\\(2024-W35\\)", m.subject()),
                m.subject());
        assertTrue(PlainText.fits(m.body()), m.body());
        // Since corpus part 13 (session 47: b44, skge and cxgb4 clusters) netdev has more than MAX_ENTRIES new
        // regressions, and the least recently active, the 2007 r8169 seed among them, lead the next digest; the layout
        // is checked on the I219-V receive regression, which has every field the seed had.
        assertTrue(m.body().contains("* e1000e: receive throughput −67% between 6.3.12 and 6.4"), m.body());
        assertTrue(m.body().contains("kernels:     good 6.3 6.3.9 6.3.12"), m.body());
        assertTrue(m.body().replaceAll("\\s+", " ").contains(" more regressions follow in the next digest."),
                m.body());
        assertTrue(m.body().contains("throughput:  "), m.body());
        assertTrue(m.body().contains("suspect:     "), m.body());
        assertTrue(m.body().contains("https://lore.kernel.org/r/"), m.body());
        assertTrue(m.body().contains("\n-- \n"), "a signature separator");
        assertFalse(m.body().contains("ath9k"), "wireless goes to linux-wireless, not netdev");
        assertEquals("triage@example.org", m.from());
        assertTrue(m.listUnsubscribe().startsWith("<mailto:triage@example.org?subject=unsubscribe"));
        assertTrue(HeaderValues.isMessageId(m.messageId()), m.messageId());
        assertEquals("Sun, 1 Sep 2024 08:00:00 +0000", m.date());
        assertNull(m.inReplyTo());
    }

    @Test
    void aPersonsDigestIsLabelledWithTheirSection() throws IOException {
        DigestMail m = at(CorpusFixture.END).preview("ymarom@example.com").orElseThrow();
        // five: the off-list "which firmware file does my AX210 want?" asks and reports nothing (kind other, as its
        // label says), so it opens no regression of its own; since session 40 the AX201 report "gone after resume ...
        // on 6.2.5; 6.1.18 resumes fine" has its later release as its bad kernel (LaterReleases), a regression; since
        // session 43 the corpus's part 9 adds two iwlagn microcode-error regressions (a 4965AGN's from 2.6.30 and
        // the near miss of a WiFi Link 5100's from 2.6.35), which iwlwifi's MAINTAINERS entry routes to the same
        // person
        assertTrue(m.subject().startsWith("[triage] iwlwifi: 5 new regressions"), m.subject() + "\n" + m.body());
        assertTrue(m.body().contains("4965AGN") && m.body().contains("WiFi Link 5100"), m.body());
        assertTrue(m.body().contains("AX201 gone after resume from suspend on 6.2.5 between 6.1.18"), m.body());
        assertFalse(m.body().contains("r8169"), m.body());
    }

    @Test
    void theSameItemIsNeverSentTwiceAndOnlyWhatIsNewFollows() throws IOException {
        List<DigestMail> sent = new ArrayList<>();
        // mid-2023: the e1000e regression has its first report (2023-07-03) but not yet its second (2023-09-14)
        Digests july = at(Instant.parse("2023-07-10T00:00:00Z"));
        Digests.Outcome first = july.send("noa.bendavid@example.com", sent::add, false);
        assertEquals("sent", first.status());
        assertTrue(sent.get(0).body().contains("e1000e: receive throughput"), sent.get(0).body());
        assertEquals("nothing-new", at(Instant.parse("2023-07-10T00:00:00Z"))
                .send("noa.bendavid@example.com", sent::add, false).status(), "a restart sends nothing again");
        assertEquals(1, sent.size());

        Digests.Outcome later = at(CorpusFixture.END).send("noa.bendavid@example.com", sent::add, false);
        assertEquals("sent", later.status());
        DigestMail second = sent.get(1);
        assertFalse(second.subject().contains("new regression") && second.body().contains("first reported 2023-07-03"),
                second.body());
        assertTrue(second.body().contains("new report 2023-09-14"), second.body());
        assertTrue(second.body().contains("fix proposed"), second.body());
        assertEquals(sent.get(0).messageId(), second.inReplyTo(), "digests to one recipient thread together");
        assertEquals(List.of(sent.get(0).messageId()), second.references());
        assertEquals(Optional.empty(), at(CorpusFixture.END).preview("noa.bendavid@example.com"));
    }

    @Test
    void aRefusedDigestStaysPendingAndGoesOutFirstNextTime() throws IOException {
        List<DigestMail> sent = new ArrayList<>();
        DigestSender down = m -> {
            throw new IOException("421 try later");
        };
        Digests.Outcome failed = at(Instant.parse("2023-07-10T00:00:00Z")).send("netdev@vger.kernel.org", down, false);
        assertEquals("pending", failed.status());
        assertEquals(1, failed.pending());
        assertTrue(failed.error().contains("421"), failed.error());
        RecipientState.Pending p = at(CorpusFixture.END).pending("netdev@vger.kernel.org").get(0);
        assertEquals(1, p.attempts());
        // the retry tick does nothing before the back-off expires
        Digests soon = at(Instant.parse("2023-07-10T00:00:00.005Z"));
        assertEquals("nothing-new", soon.send("netdev@vger.kernel.org", sent::add, true).status());
        assertTrue(sent.isEmpty());

        Digests.Outcome ok = at(CorpusFixture.END).send("netdev@vger.kernel.org", sent::add, false);
        assertEquals("sent", ok.status());
        assertEquals(2, sent.size(), "the pending digest, then what is new since");
        assertEquals(p.mail(), sent.get(0), "the pending digest is sent exactly as composed");
        assertEquals(sent.get(0).messageId(), sent.get(1).inReplyTo());
        assertEquals(0, ok.pending());
    }

    @Test
    void optOutStopsMailAndOptInResumes() throws IOException {
        List<DigestMail> sent = new ArrayList<>();
        Digests d = at(CorpusFixture.END);
        d.optOut("Linux-Wireless@vger.kernel.org", true);
        assertEquals("opted-out", at(CorpusFixture.END).send("linux-wireless@vger.kernel.org", sent::add, false)
                .status());
        assertTrue(sent.isEmpty());
        d.optOut("linux-wireless@vger.kernel.org", false);
        assertEquals("sent", d.send("linux-wireless@vger.kernel.org", sent::add, false).status());
    }

    @Test
    void unknownOrMalformedRecipientsAreErrorsThatSayWhatToDo() throws IOException {
        Digests d = at(CorpusFixture.END);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> d.preview("x@example.com"));
        assertTrue(e.getMessage().contains("not a recipient in MAINTAINERS"), e.getMessage());
        IllegalArgumentException bad = assertThrows(IllegalArgumentException.class,
                () -> d.preview("a@b.c\r\nBcc: evil@example.com"));
        assertTrue(bad.getMessage().contains("not a plain mail address"), bad.getMessage());
        assertFalse(bad.getMessage().contains("\n"));
    }

    @Test
    void staleRegressionsAreRemindedOnceAndTheStateIsPlainJson() throws IOException {
        List<DigestMail> sent = new ArrayList<>();
        Digests d = CorpusFixture.digests(search, state, CorpusFixture.END, CorpusFixture.options()
                .withSince(java.time.Duration.ofDays(7)));
        d.send("pdubreuil@example.net", sent::add, false);
        assertEquals(1, sent.size());
        DigestMail m = sent.get(0);
        assertTrue(m.subject().contains("stale regression"), m.subject());
        assertTrue(m.body().contains("no activity since 2007-"), m.body());
        assertEquals("nothing-new", d.send("pdubreuil@example.net", sent::add, false).status());
        String json = Files.readString(new DigestState(state).file("pdubreuil@example.net"));
        assertTrue(json.contains("\"stale:"), json);
    }

    @Test
    void reproductionResultsAreListedOnceEach() throws IOException {
        List<DigestMail> sent = new ArrayList<>();
        List<Reproductions.Result> results = new ArrayList<>();
        String nvme = search.clusters().stream().filter(c -> c.title().startsWith("nvme:")).findFirst().orElseThrow()
                .id();
        Reproductions repro = id -> id.equals(nvme) ? results : List.of();
        dev.lkmltriage.extract.ExtractSettings es = dev.lkmltriage.extract.ExtractSettings.defaults();
        java.util.function.Function<Instant, Digests> at = now -> new Digests(MaintainersTest.corpusUnchecked(),
                dev.lkmltriage.extract.DriverTable.load(es), x -> null, DigestInput.of(search), repro,
                new DigestState(state), CorpusFixture.options(), java.time.Clock.fixed(now, java.time.ZoneOffset.UTC));
        at.apply(CorpusFixture.END).send("ofalk@example.com", sent::add, false);
        results.add(new Reproductions.Result("run-1", CorpusFixture.END.plusSeconds(60), "6.8.1", "reproduced",
                "27 Gbit/s against 55 Gbit/s on 6.7.9"));
        Instant later = CorpusFixture.END.plusSeconds(3600);
        assertEquals("sent", at.apply(later).send("ofalk@example.com", sent::add, false).status());
        assertTrue(sent.get(1).subject().contains("1 reproduction"), sent.get(1).subject());
        assertTrue(sent.get(1).body().contains("reproduction against 6.8.1: reproduced, 27 Gbit/s"), sent.get(1).body());
        assertEquals("nothing-new", at.apply(later).send("ofalk@example.com", sent::add, false).status());
    }

    @Test
    void runsStoredByTriageReproBecomeItems() throws IOException {
        String nvme = search.clusters().stream().filter(c -> c.title().startsWith("nvme:")).findFirst().orElseThrow()
                .id();
        dev.lkmltriage.probe.repro.ReproStore.in(state).append(new dev.lkmltriage.probe.repro.ReproResult(nvme, null,
                "2024-09-01T09:00:00Z", "127.0.0.1:5201", "127.0.0.1",
                dev.lkmltriage.probe.repro.PlanParser.parse("iperf3 -c gw -R"),
                List.of(new dev.lkmltriage.probe.repro.RunSeries("reverse",
                        dev.lkmltriage.probe.repro.Summary.of(List.of(2.7e10)))),
                new dev.lkmltriage.probe.repro.ReportedFigures(5.5e10, 2.7e10, "receive throughput", "cluster"),
                "reverse", dev.lkmltriage.probe.repro.Verdict.NEITHER, "measured 27 Gbit/s"));
        List<Reproductions.Result> got = StoredReproductions.in(state).of(nvme);
        assertEquals(1, got.size());
        assertEquals("127.0.0.1:5201", got.get(0).where());
        assertEquals("measured 27 Gbit/s", got.get(0).summary());
        assertTrue(StoredReproductions.in(state).of("no-such-cluster").isEmpty());
    }

    @Test
    void aDamagedStateFileIsAnErrorThatSaysWhatToDo() throws IOException {
        DigestState ds = new DigestState(state);
        Files.createDirectories(ds.file("netdev@vger.kernel.org").getParent());
        Files.writeString(ds.file("netdev@vger.kernel.org"), "{not json");
        IOException e = assertThrows(IOException.class,
                () -> at(CorpusFixture.END).send("netdev@vger.kernel.org", m -> { }, false));
        assertTrue(e.getMessage().contains("move it away"), e.getMessage());
    }

    @Test
    void hostileTitlesAndEvidenceCannotBreakHeadersOrColumns() throws IOException {
        String evil = "r8169: slow\r\nBcc: victim@example.com\r\n\r\n<html>" + "W".repeat(300)
                + " \u001b[2J\u0000 end";
        Cluster c = new Cluster("cevil", evil, "open",
                List.of(new Cluster.Member("evil@example.com", "report", "first", 1)), List.of("r8169"),
                List.of("10ec:8168"), new Cluster.Kernels(List.of("6.1"), List.of("6.2")),
                new Cluster.Throughput(9.4e8, 1e8, -89.0),
                List.of(new Cluster.Suspect("0123456789abcdef", "culprit", 0.9, evil)),
                List.of(new Cluster.Fix(null, "fix\r\n@example.com", evil)), List.of(), List.of(), List.of(), "t", null,
                List.of(), CorpusFixture.END.toString());
        DigestInput input = new DigestInput() {
            @Override
            public List<Cluster> clusters() {
                return List.of(c);
            }

            @Override
            public Optional<Message> message(String id) {
                return Optional.of(new Message(id, CorpusFixture.END.minusSeconds(60), evil, evil));
            }
        };
        DigestMail m = CorpusFixture.digests(input, state, CorpusFixture.END, CorpusFixture.options())
                .preview("pdubreuil@example.net").orElseThrow();
        for (String header : List.of(m.subject(), m.from(), m.to(), m.messageId(), m.date(), m.listUnsubscribe())) {
            assertTrue(header.chars().noneMatch(ch -> ch < 0x20 || ch == 0x7f), header);
        }
        assertTrue(PlainText.fits(m.body()), m.body());
        assertTrue(m.body().chars().noneMatch(ch -> (ch < 0x20 && ch != '\n') || ch == 0x7f), m.body());
    }
}
