package dev.lkmltriage.ingest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.extract.ExtractSettings;
import dev.lkmltriage.extract.FactExtractor;
import dev.lkmltriage.index.MailStore;
import dev.lkmltriage.mail.MailParser;
import dev.lkmltriage.report.Report;
import dev.lkmltriage.source.Checkpoints;
import dev.lkmltriage.source.Format;
import dev.lkmltriage.source.ItemSink;
import dev.lkmltriage.source.MailSource;
import dev.lkmltriage.source.RawItem;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class IngestPipelineTest {
    @TempDir
    Path data;

    private final IngestPipeline pipeline = new IngestPipeline(new MailParser(),
            new FactExtractor(new ExtractSettings(null, null, null)), 2);

    static byte[] message(String id, String subject, String inReplyTo, String body) {
        String headers = "From: Tester <t@example.org>\nTo: netdev@vger.kernel.org\nSubject: " + subject
                + "\nDate: Wed, 26 Sep 2007 12:57:21 -0500\nMessage-ID: <" + id + ">\n"
                + (inReplyTo == null ? "" : "In-Reply-To: <" + inReplyTo + ">\nReferences: <" + inReplyTo + ">\n");
        return (headers + "\n" + body + "\n").getBytes(StandardCharsets.UTF_8);
    }

    /** A source that hands out prepared items, with a checkpoint after each. */
    record ListSource(String name, List<byte[]> items, boolean failHalfway) implements MailSource {
        @Override
        public String describe() {
            return name;
        }

        @Override
        public long estimate() {
            return items.size();
        }

        @Override
        public void read(Checkpoints from, ItemSink sink) throws IOException {
            String start = from.get(name);
            int first = start == null ? 0 : Integer.parseInt(start) + 1;
            for (int i = first; i < items.size(); i++) {
                if (failHalfway && i == items.size() / 2) {
                    throw new IOException("disk on fire");
                }
                sink.accept(new RawItem(name + "#" + i, Format.RFC5322, items.get(i), null));
                sink.checkpoint(name, Integer.toString(i));
            }
        }
    }

    private static List<byte[]> thread(int n) {
        List<byte[]> items = new ArrayList<>();
        items.add(message("root@x", "r8169: slow", null, "It is slow."));
        for (int i = 1; i < n; i++) {
            items.add(message("r" + i + "@x", "Re: r8169: slow", "root@x", "Reply " + i));
        }
        return items;
    }

    @Test
    void storesInSourceOrderWithThreadsAndCheckpoints() throws Exception {
        try (MailStore store = MailStore.open(data)) {
            IngestSummary s = pipeline.run(List.of(new ListSource("src", thread(300), false)), store,
                    ProgressListener.NONE);
            assertEquals(300, s.messages());
            assertEquals(300, s.added());
            assertEquals(0, s.unreadable());
            assertEquals(1, store.threadCount());
            assertEquals("299", store.checkpoints().get("src"));
        }
        try (MailStore store = MailStore.open(data)) {
            IngestSummary again = pipeline.run(List.of(new ListSource("src", thread(301), false)), store,
                    ProgressListener.NONE);
            assertEquals(1, again.messages(), "only the item after the checkpoint is read");
            assertEquals(301, store.messageCount());
        }
    }

    @Test
    void aFailingSourceIsCountedAndTheNextOneStillRead() throws Exception {
        try (MailStore store = MailStore.open(data)) {
            IngestSummary s = pipeline.run(List.of(new ListSource("bad", thread(10), true),
                    new ListSource("good", List.of(message("other@x", "e1000e: hang", null, "x")), false)), store,
                    ProgressListener.NONE);
            assertEquals(6, s.messages());
            assertEquals(1, s.unreadable());
            assertTrue(s.reasons().get(0).contains("disk on fire"), s.reasons().toString());
            assertEquals(6, store.messageCount());
        }
    }

    @Test
    void duplicatesAndGarbageAreCountedNotStored() throws Exception {
        List<byte[]> items = new ArrayList<>(thread(3));
        items.add(items.get(0));
        items.add(new byte[] {0, 1, 2, 3, (byte) 0xff, 0, 0, 7});
        List<Report> seen = new ArrayList<>();
        IngestSummary s = pipeline.run(List.of(new ListSource("s", items, false)), new MemorySink(seen::add),
                ProgressListener.NONE);
        assertEquals(1, s.duplicates());
        assertEquals(3, seen.size());
        assertEquals(1, s.unreadable(), s.reasons().toString());
    }
}
