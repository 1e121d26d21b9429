package dev.lkmltriage.source;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A corpus directory's README, labels and MAINTAINERS are no mail; named on their own they are still read. */
class NotMailTest {
    @TempDir
    Path dir;

    @Test
    void projectFilesInADirectoryArePassedOver() throws Exception {
        Files.writeString(dir.resolve("README.md"), "# corpus\nr8169 regressed in 2.6.23-rc8, bisected to 6dccd16b\n");
        Files.writeString(dir.resolve("MAINTAINERS"), "R8169 DRIVER\nM:\tSomeone <s@example.org>\nF:\tdrivers/net/r8169.c\n");
        Files.writeString(dir.resolve("facts.jsonl"), "{\"messageId\": \"a@x\"}\n");
        Files.writeString(dir.resolve("notes.tex"), "This is prose about r8169 being slow in 2.6.23.\n");
        Files.writeString(dir.resolve("report.txt"), "r8169 is slow\nFrom: A <a@example.org>\n\nSend is slow.\n");
        Files.writeString(dir.resolve("1.eml"), "From: a@example.org\nSubject: x\nMessage-ID: <m1@x>\n\nbody\n");
        List<String> origins = new ArrayList<>();
        for (MailSource s : Sources.open(dir.toString())) {
            s.read(Checkpoints.NONE, new ItemSink() {
                @Override
                public void accept(RawItem item) {
                    origins.add(Path.of(item.origin()).getFileName() + " " + item.format());
                }

                @Override
                public void unreadable(String origin, String reason) {
                    origins.add("unreadable " + origin);
                }
            });
        }
        assertEquals(List.of("1.eml RFC5322", "report.txt PLAIN_DUMP"), origins);
    }

    @Test
    void aFileNamedOnItsOwnIsStillRead() throws Exception {
        Path readme = Files.writeString(dir.resolve("README.md"), "r8169 is slow since 2.6.23-rc8\n");
        List<MailSource> sources = Sources.open(readme.toString());
        assertEquals(1, sources.size());
    }
}
