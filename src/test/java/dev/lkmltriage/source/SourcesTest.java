package dev.lkmltriage.source;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.testkit.TimeBudget;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SourcesTest {
    @TempDir
    Path tmp;

    static byte[] fixture(String name) throws IOException {
        try (InputStream in = SourcesTest.class.getResourceAsStream(name)) {
            return in.readAllBytes();
        }
    }

    private Path write(String rel, byte[] bytes) throws IOException {
        Path p = tmp.resolve(rel);
        Files.createDirectories(p.getParent());
        Files.write(p, bytes);
        return p;
    }

    private static byte[] gzip(byte[] b) throws IOException {
        java.io.ByteArrayOutputStream bo = new java.io.ByteArrayOutputStream();
        try (OutputStream out = new GZIPOutputStream(bo)) {
            out.write(b);
        }
        return bo.toByteArray();
    }

    private static CollectingSink read(Path p) throws IOException {
        CollectingSink sink = new CollectingSink();
        for (MailSource s : Sources.open(p.toString())) {
            s.read(Checkpoints.NONE, sink);
        }
        return sink;
    }

    private static String subjectOf(RawItem i) {
        String s = new String(i.bytes(), StandardCharsets.UTF_8);
        int at = s.indexOf("Subject: ");
        return at < 0 ? "?" : s.substring(at + 9, s.indexOf('\n', at));
    }

    @Test
    void mboxoKeepsQuotedFromAndDoesNotSplitOnBodyFrom() throws IOException {
        Path p = write("list.mbox", fixture("mboxo.mbox"));
        CollectingSink sink = read(p);
        assertEquals(2, sink.items.size(), sink.unreadable.toString());
        String first = sink.texts().get(0);
        assertTrue(first.contains("\nFrom here on, every resume"), first);
        assertTrue(first.contains("\n>From the log below"), first);
        assertTrue(first.endsWith("Jane\n"), first);
        assertTrue(sink.texts().get(1).contains("\nFrom 2019 on we saw this"));
        assertEquals(p.toAbsolutePath() + "#0", sink.items.get(0).origin());
        int second = new String(fixture("mboxo.mbox"), StandardCharsets.UTF_8).indexOf("From bob@example.net");
        assertEquals(p.toAbsolutePath() + "#" + second, sink.items.get(1).origin());
    }

    @Test
    void mboxrdIsDetectedAndUnquoted() throws IOException {
        CollectingSink sink = read(write("x.mbox", fixture("mboxrd.mbox")));
        assertEquals(2, sink.items.size());
        String first = sink.texts().get(0);
        assertTrue(first.contains("\nFrom the datasheet: reset"), first);
        assertTrue(first.contains("\n>From a quoted reply"), first);
        assertTrue(first.contains("\n>>From deep quote."), first);
    }

    @Test
    void gzipIsDetectedByContentWhateverTheName() throws IOException {
        CollectingSink named = read(write("a.mbox.gz", gzip(fixture("mboxo.mbox"))));
        assertEquals(1, Sources.open(tmp.resolve("a.mbox.gz")).estimate(), "small files estimate one message");
        CollectingSink unnamed = read(write("archive-2020", gzip(fixture("mboxo.mbox"))));
        CollectingSink plain = read(write("b.mbox", fixture("mboxo.mbox")));
        assertEquals(plain.texts(), named.texts());
        assertEquals(plain.texts(), unnamed.texts());
    }

    @Test
    void crlfMbox() throws IOException {
        byte[] crlf = new String(fixture("mboxo.mbox"), StandardCharsets.UTF_8).replace("\n", "\r\n")
                .getBytes(StandardCharsets.UTF_8);
        CollectingSink sink = read(write("crlf.mbox", crlf));
        assertEquals(2, sink.items.size());
        assertTrue(sink.texts().get(0).endsWith("Jane\r\n"));
        assertTrue(sink.texts().get(0).startsWith("Return-Path: <jdoe@example.org>\r\n"));
    }

    @Test
    void truncatedGzipDeliversWhatCameBeforeTheCut() throws IOException {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 300; i++) {
            sb.append("From a@example.org Mon Mar  2 10:00:00 2020\nFrom: a@example.org\nSubject: n").append(i)
                    .append("\n\n").append("line of body text that compresses poorly ").append(i * 7919)
                    .append("\n\n");
        }
        byte[] gz = gzip(sb.toString().getBytes(StandardCharsets.US_ASCII));
        CollectingSink sink = read(write("cut.mbox.gz", java.util.Arrays.copyOf(gz, gz.length / 2)));
        assertTrue(sink.items.size() > 10 && sink.items.size() < 300, "items " + sink.items.size());
        assertEquals(1, sink.unreadable.size(), sink.unreadable.toString());
    }

    @Test
    void singleMessageHtmlPageAndPlainDump() throws IOException {
        assertEquals(Format.RFC5322, read(write("msg", fixture("single.eml"))).items.get(0).format());
        assertEquals(Format.RFC5322, read(write("msg.eml", fixture("single.eml"))).items.get(0).format());
        assertEquals(Format.HTML_PAGE, read(write("page", fixture("page.html"))).items.get(0).format());
        assertEquals(Format.HTML_PAGE, read(write("page.htm", "<p>hi".getBytes())).items.get(0).format());
        RawItem dump = read(write("dump.txt", fixture("dump.txt"))).items.get(0);
        assertEquals(Format.PLAIN_DUMP, dump.format());
        assertEquals(new String(fixture("dump.txt"), StandardCharsets.UTF_8), new String(dump.bytes()));
        // a dump whose first lines happen to look like "Word: text" is still not a header block
        Path fake = write("notes", "Note: this is not mail\nbut a dump\n".getBytes());
        assertEquals(Format.PLAIN_DUMP, read(fake).items.get(0).format());
    }

    @Test
    void sharedSeedsAreDumps() throws IOException {
        Path seeds = dev.lkmltriage.TestData.shared("seeds");
        CollectingSink sink = read(seeds);
        assertTrue(sink.items.size() >= 2);
        assertTrue(sink.items.stream().allMatch(i -> i.format() == Format.PLAIN_DUMP), sink.items.toString());
    }

    @Test
    void emptyAndBinaryFilesAreReportedNotDelivered() throws IOException {
        CollectingSink empty = read(write("empty.eml", new byte[0]));
        assertEquals(0, empty.items.size());
        assertTrue(empty.unreadable.get(0).endsWith("empty file"));
        byte[] bin = new byte[4096];
        new java.util.Random(7).nextBytes(bin);
        bin[100] = 0;
        CollectingSink binary = read(write("photo.eml", bin));
        assertEquals(0, binary.items.size());
        assertTrue(binary.unreadable.get(0).endsWith("binary file, not mail"));
    }

    @Test
    void missingPathIsNoSuchFile() {
        NoSuchFileException e = assertThrows(NoSuchFileException.class,
                () -> Sources.open(tmp.resolve("nope.mbox").toString()));
        assertTrue(e.getMessage().contains("nope.mbox"));
    }

    @Test
    void maildirReadsCurAndNewButNotTmp() throws IOException {
        Path md = tmp.resolve("Mail/INBOX");
        write("Mail/INBOX/cur/1585000002.M2P3.host:2,S", fixture("single.eml"));
        write("Mail/INBOX/new/1585000001.M1P3.host", fixture("mboxrd.mbox"));
        write("Mail/INBOX/new/1585000003.M3P3.host", fixture("single.eml"));
        write("Mail/INBOX/tmp/1585000004.M4P3.host", fixture("single.eml"));
        write("Mail/INBOX/.Sent/cur/1585000009.M9P3.host:2,S", fixture("single.eml"));
        write("Mail/INBOX/.Sent/tmp/1585000010.M9P3.host", fixture("single.eml"));
        write("Mail/INBOX/cur/empty:2,", new byte[0]);
        MailSource s = Sources.open(md);
        assertTrue(s.describe().startsWith("maildir"));
        assertEquals(5, s.estimate());
        CollectingSink sink = new CollectingSink();
        s.read(Checkpoints.NONE, sink);
        assertEquals(4, sink.items.size());
        assertTrue(sink.items.get(3).origin().endsWith(".Sent/cur/1585000009.M9P3.host:2,S"));
        assertEquals(1, sink.unreadable.size(), sink.unreadable.toString());
        assertTrue(sink.unreadable.get(0).contains("cur/empty:2,"), sink.unreadable.toString());
        assertTrue(sink.items.get(0).origin().endsWith("new/1585000001.M1P3.host"));
        assertTrue(sink.items.get(1).origin().endsWith("cur/1585000002.M2P3.host:2,S"));
        assertTrue(sink.items.stream().allMatch(i -> i.format() == Format.RFC5322));
    }

    @Test
    void nestedDirectoryInSortedOrderWithMaildirAndInboxInside() throws IOException {
        write("d/b/list.mbox", fixture("mboxo.mbox"));
        write("d/a.eml", fixture("single.eml"));
        write("d/c/deeper/dump.txt", fixture("dump.txt"));
        write("d/c/deeper/page.html", fixture("page.html"));
        write("d/c/noise.bin", new byte[] {1, 2, 0, 3});
        write("d/.hidden/x.eml", fixture("single.eml"));
        write("d/m/Maildir/cur/1.host", fixture("single.eml"));
        try (InboxBuilder b = InboxBuilder.create(tmp.resolve("d/z/inbox.git"))) {
            b.add(InboxBuilder.message("git1"));
        }
        // 5 files (each counted once while walking, the binary too), 1 Maildir message, 1 commit's objects / 3
        assertEquals(7, Sources.open(tmp.resolve("d")).estimate());
        CollectingSink sink = read(tmp.resolve("d"));
        List<String> where = sink.items.stream()
                .map(i -> tmp.resolve("d").toAbsolutePath().relativize(Path.of(i.origin().split("[#@]")[0]))
                        .toString())
                .toList();
        assertEquals(List.of("a.eml", "b/list.mbox", "b/list.mbox", "c/deeper/dump.txt", "c/deeper/page.html",
                "m/Maildir/cur/1.host", "z/inbox.git"), where);
        assertEquals(1, sink.unreadable.size(), sink.unreadable.toString());
        assertTrue(sink.unreadable.get(0).contains("noise.bin"));
    }

    @Test
    void symlinkLoopEnds() throws IOException {
        write("loop/a/msg.eml", fixture("single.eml"));
        Files.createSymbolicLink(tmp.resolve("loop/a/back"), tmp.resolve("loop"));
        Files.createSymbolicLink(tmp.resolve("loop/self"), tmp.resolve("loop/self"));
        assertTimeoutPreemptively(TimeBudget.seconds(10), () -> {
            CollectingSink sink = read(tmp.resolve("loop"));
            assertEquals(1, sink.items.size());
        });
    }

    @Test
    void deeplyNestedDirectoriesAreCutOffAndReported() throws IOException {
        Path d = tmp.resolve("deep");
        StringBuilder rel = new StringBuilder("deep");
        for (int i = 0; i < DirectorySource.MAX_DEPTH + 5; i++) {
            rel.append("/d");
        }
        write(rel + "/too-deep.eml", fixture("single.eml"));
        write("deep/d/d/shallow.eml", fixture("single.eml"));
        CollectingSink sink = read(d);
        assertEquals(1, sink.items.size());
        assertEquals(1, sink.unreadable.size(), sink.unreadable.toString());
        assertTrue(sink.unreadable.get(0).contains("directories deep"));
    }

    @Test
    void standardInputAsMboxOrSingleMessage() throws IOException {
        CollectingSink mbox = new CollectingSink();
        Sources.stream(new ByteArrayInputStream(gzip(fixture("mboxrd.mbox")))).read(Checkpoints.NONE, mbox);
        assertEquals(2, mbox.items.size());
        assertTrue(mbox.texts().get(0).contains("\nFrom the datasheet"));
        assertEquals("-#0", mbox.items.get(0).origin());
        CollectingSink one = new CollectingSink();
        Sources.stream(new ByteArrayInputStream(fixture("single.eml"))).read(Checkpoints.NONE, one);
        assertEquals(List.of(new String(fixture("single.eml"), StandardCharsets.UTF_8)), one.texts());
        CollectingSink none = new CollectingSink();
        Sources.stream(new ByteArrayInputStream(new byte[0])).read(Checkpoints.NONE, none);
        assertEquals(List.of("-: empty input"), none.unreadable);
    }

    @Test
    void subjectsOfTheMboxFixtureComeInFileOrder() throws IOException {
        CollectingSink sink = read(write("o.mbox", fixture("mboxo.mbox")));
        assertEquals(List.of("[BUG] e1000e: link flaps after resume on 5.6-rc4",
                "Re: [BUG] e1000e: link flaps after resume on 5.6-rc4"),
                sink.items.stream().map(SourcesTest::subjectOf).toList());
    }
}
