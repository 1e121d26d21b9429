package dev.lkmltriage.extract;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A model table that is missing, corrupt or unparsable leaves extraction running on an empty table. */
class ModelFilesTest {
    @TempDir
    Path dir;

    private static List<String> lines(java.io.Reader r) throws IOException {
        return new BufferedReader(r).lines().toList();
    }

    private static List<String> strict(java.io.Reader r) throws IOException {
        List<String> l = lines(r);
        if (l.isEmpty() || !l.get(0).startsWith("#")) {
            throw new IOException("no header line");
        }
        return l;
    }

    private List<String> load(String name) {
        return ModelFiles.load(new ExtractSettings(dir, null, null), name, ModelFilesTest::strict, List.of());
    }

    @Test
    void aGoodTableIsReadPlainOrGzipped() throws Exception {
        Files.writeString(dir.resolve("t.tsv"), "# header\na\tb\n", StandardCharsets.UTF_8);
        try (var out = new java.util.zip.GZIPOutputStream(Files.newOutputStream(dir.resolve("t.tsv.gz")))) {
            out.write("# header\nc\td\n".getBytes(StandardCharsets.UTF_8));
        }
        assertEquals(List.of("# header", "a\tb"), load("t.tsv"));
        assertEquals(List.of("# header", "c\td"), load("t.tsv.gz"));
    }

    @Test
    void missingCorruptOrUnparsableFilesGiveTheEmptyTable() throws Exception {
        assertEquals(List.of(), load("absent.tsv"));
        Files.write(dir.resolve("broken.tsv.gz"), new byte[] {0x1f, (byte) 0x8b, 8, 0, 1, 2, 3});
        assertEquals(List.of(), load("broken.tsv.gz"), "a truncated gzip stream");
        Files.writeString(dir.resolve("bad.tsv"), "no header\n", StandardCharsets.UTF_8);
        assertEquals(List.of(), load("bad.tsv"), "the parser's own refusal");
        assertEquals(List.of(), ModelFiles.load(null, "t.tsv", ModelFilesTest::strict, List.of()));
    }

    @Test
    void aFileThatIsThereButUnreadableIsNamedInAWarning() throws Exception {
        Files.writeString(dir.resolve("bad.tsv"), "no header\n", StandardCharsets.UTF_8);
        Logger jul = Logger.getLogger(ModelFiles.class.getName());
        List<String> seen = new java.util.concurrent.CopyOnWriteArrayList<>();
        Handler h = new Handler() {
            @Override
            public void publish(LogRecord r) {
                seen.add((r.getLevel().intValue() >= java.util.logging.Level.WARNING.intValue() ? "WARNING " : "below ")
                        + r.getMessage());
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };
        jul.addHandler(h);
        try {
            load("bad.tsv");
            load("absent.tsv");
        } finally {
            jul.removeHandler(h);
        }
        assertEquals(1, seen.size(), seen.toString());
        String w = seen.get(0);
        assertEquals(true, w.startsWith("WARNING") && w.contains("bad.tsv") && w.contains("no header line"), w);
    }
}
