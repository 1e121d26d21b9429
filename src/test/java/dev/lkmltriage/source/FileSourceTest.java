package dev.lkmltriage.source;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Random;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** One file, one item: read whole in one call when plain, through gzip when its first bytes say so. */
class FileSourceTest {
    @TempDir
    Path tmp;

    private static byte[] gzip(byte[] b) throws IOException {
        ByteArrayOutputStream bo = new ByteArrayOutputStream();
        try (OutputStream out = new GZIPOutputStream(bo)) {
            out.write(b);
        }
        return bo.toByteArray();
    }

    private CollectingSink read(String name, byte[] bytes) throws IOException {
        Path p = tmp.resolve(name);
        Files.write(p, bytes);
        CollectingSink sink = new CollectingSink();
        new FileSource(p, Format.RFC5322).read(Checkpoints.NONE, sink);
        return sink;
    }

    private static byte[] message(int bodyLines) {
        StringBuilder sb = new StringBuilder("From: a@example.org\nSubject: s\nMessage-ID: <m@x>\n\n");
        Random r = new Random(3);
        for (int i = 0; i < bodyLines; i++) {
            sb.append("line ").append(r.nextLong()).append('\n');
        }
        return sb.toString().getBytes(StandardCharsets.US_ASCII);
    }

    @Test
    void plainFileIsDeliveredByteForByte() throws IOException {
        for (int lines : new int[] {0, 1, 3000, 40_000}) { // below, around and above the old 64 KiB buffer
            byte[] m = message(lines);
            CollectingSink sink = read("plain-" + lines, m);
            assertEquals(1, sink.items.size());
            assertArrayEquals(m, sink.items.get(0).bytes());
            assertTrue(sink.unreadable.isEmpty(), sink.unreadable.toString());
        }
    }

    @Test
    void gzipIsUndoneWhateverTheName() throws IOException {
        byte[] m = message(5000);
        CollectingSink sink = read("1600000000.M1P2.host:2,S", gzip(m));
        assertEquals(1, sink.items.size());
        assertArrayEquals(m, sink.items.get(0).bytes());
    }

    @Test
    void cutGzipKeepsThePartBeforeTheCutAndSaysSo() throws IOException {
        byte[] m = message(20_000);
        byte[] gz = gzip(m);
        CollectingSink sink = read("cut.eml.gz", Arrays.copyOf(gz, gz.length / 2));
        assertEquals(1, sink.items.size());
        byte[] got = sink.items.get(0).bytes();
        assertTrue(got.length > 0 && got.length < m.length, "kept " + got.length);
        assertArrayEquals(Arrays.copyOf(m, got.length), got);
        assertEquals(1, sink.unreadable.size());
        assertTrue(sink.unreadable.get(0).contains("the part before it was kept"), sink.unreadable.toString());
    }

    @Test
    void tinyAndMagicOnlyFiles() throws IOException {
        assertArrayEquals(new byte[] {'x'}, read("one", new byte[] {'x'}).items.get(0).bytes());
        assertArrayEquals(new byte[] {0x1f}, read("half-magic", new byte[] {0x1f}).items.get(0).bytes());
        // the gzip magic and nothing else: no message in it, said so (damaged, then empty), nothing thrown
        CollectingSink magic = read("magic", new byte[] {0x1f, (byte) 0x8b});
        assertEquals(0, magic.items.size());
        assertTrue(magic.unreadable.get(0).contains("compressed stream damaged"), magic.unreadable.toString());
        assertTrue(magic.unreadable.get(1).endsWith("empty"), magic.unreadable.toString());
        CollectingSink empty = read("empty", new byte[0]);
        assertEquals(0, empty.items.size());
        assertTrue(empty.unreadable.get(0).endsWith("empty"), empty.unreadable.toString());
    }

    @Test
    void vanishedFileIsUnreadableNotFatal() throws IOException {
        CollectingSink sink = new CollectingSink();
        new FileSource(tmp.resolve("gone"), Format.RFC5322).read(Checkpoints.NONE, sink);
        assertEquals(0, sink.items.size());
        assertTrue(sink.unreadable.get(0).contains("cannot read"), sink.unreadable.toString());
    }
}
