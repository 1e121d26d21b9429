package dev.lkmltriage.source;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PullThreadTest {
    private static final String ID = "20200115160000.1111-1-alice+usb@example.com";

    @TempDir
    Path tmp;

    private StaticServer serveThread(String id, byte[] body) throws IOException {
        Path f = tmp.resolve("srv/all").resolve(id).resolve("t.mbox.gz");
        Files.createDirectories(f.getParent());
        Files.write(f, body);
        return new StaticServer(tmp.resolve("srv"));
    }

    private static byte[] gzip(byte[] b) throws IOException {
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        try (OutputStream out = new GZIPOutputStream(bo)) {
            out.write(b);
        }
        return bo.toByteArray();
    }

    @Test
    void everyFormOfTheIdFetchesTheSameThread() throws IOException {
        byte[] mbox = gzip(SourcesTest.fixture("mboxrd.mbox"));
        try (StaticServer server = serveThread(ID, mbox)) {
            String[] forms = {"<" + ID + ">", ID, " " + ID + "\n", "https://lore.kernel.org/r/" + ID,
                "https://lore.kernel.org/all/" + ID + "/", "https://lore.kernel.org/linux-usb/" + ID + "/T/#u"};
            for (String form : forms) {
                Path saved = Mirror.pullThread(form, server.url(), tmp.resolve("threads"));
                assertTrue(saved.getFileName().toString().endsWith(".mboxrd.gz"), saved.toString());
                CollectingSink sink = new CollectingSink();
                Sources.open(saved).read(Checkpoints.NONE, sink);
                assertEquals(2, sink.items.size(), form);
                // mboxrd unescaping applies: the saved name says what the server wrote
                assertTrue(sink.texts().get(0).contains("\nFrom the datasheet"), form);
            }
            Path viaLocalUrl = Mirror.pullThread(server.url() + "/all/" + ID + "/", null, tmp.resolve("t2"));
            assertTrue(Files.size(viaLocalUrl) > 0);
        }
    }

    @Test
    void idsNeedingEscapesAreEncoded() throws IOException {
        String odd = "a/b%c?d#e@example.org";
        assertEquals("a%2Fb%25c%3Fd%23e@example.org", ThreadFetch.encode(odd));
        assertEquals(ID, ThreadFetch.encode(ID));
        try (StaticServer server = serveThread("plain@example.org", gzip(SourcesTest.fixture("mboxo.mbox")))) {
            Path saved = Mirror.pullThread("plain@example.org", server.url() + "/", tmp);
            assertEquals("plain@example.org.t.mboxrd.gz", saved.getFileName().toString());
        }
        assertTrue(ThreadFetch.fileName(odd).matches("[A-Za-z0-9._@+=-]+\\.t\\.mboxrd\\.gz"));
    }

    @Test
    void notFoundSaysWhatToCheck() throws IOException {
        try (StaticServer server = serveThread(ID, gzip(SourcesTest.fixture("mboxrd.mbox")))) {
            IOException e = assertThrows(IOException.class,
                    () -> Mirror.pullThread("missing@example.org", server.url(), tmp));
            assertTrue(e.getMessage().contains("HTTP 404"), e.getMessage());
            assertTrue(e.getMessage().contains(server.url() + "/all/missing@example.org/t.mbox.gz"));
        }
    }

    @Test
    void refusedConnection() throws IOException {
        String url;
        try (StaticServer s = new StaticServer(tmp)) {
            url = s.url();
        }
        IOException e = assertThrows(IOException.class, () -> Mirror.pullThread(ID, url, tmp));
        assertTrue(e.getMessage().contains("cannot connect to " + url), e.getMessage());
    }

    @Test
    void oversizedAndNonGzipAnswersAreRefusedAndLeaveNoFile() throws IOException {
        byte[] big = new byte[300_000];
        new java.util.Random(3).nextBytes(big);
        try (StaticServer server = serveThread(ID, gzip(big))) {
            IOException e = assertThrows(IOException.class,
                    () -> ThreadFetch.fetch(ID, server.url(), tmp.resolve("out"), 100_000));
            assertTrue(e.getMessage().contains("more than 100000 bytes"), e.getMessage());
        }
        try (StaticServer server = serveThread("html@example.org", "<html>login</html>".getBytes())) {
            IOException e = assertThrows(IOException.class,
                    () -> Mirror.pullThread("html@example.org", server.url(), tmp.resolve("out")));
            assertTrue(e.getMessage().contains("gzip"), e.getMessage());
        }
        try (var files = Files.list(tmp.resolve("out"))) {
            assertEquals(0, files.count());
        }
    }

    @Test
    void badInputIsRejectedWithAHint() {
        assertThrows(IllegalArgumentException.class, () -> Mirror.pullThread("<>", "http://127.0.0.1:1", tmp));
        assertThrows(IllegalArgumentException.class, () -> Mirror.pullThread("two words", "http://x", tmp));
        assertThrows(IllegalArgumentException.class, () -> Mirror.pullThread(ID, null, tmp));
    }
}
