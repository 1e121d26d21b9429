package dev.lkmltriage.ingest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.TestData;
import dev.lkmltriage.index.MailStore;
import dev.lkmltriage.index.StoreStats;
import dev.lkmltriage.source.MailSource;
import dev.lkmltriage.source.Sources;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The whole real archive (20,000 messages of linux-pci, 2019-2020) goes through the full pipeline: every commit is
 * accounted for as stored, duplicate or unreadable, and a second run reads nothing new.
 */
class RealArchiveIngestTest {
    @TempDir
    Path data;

    @Test
    void everyMessageOfTheRealArchiveIsAccountedFor() throws Exception {
        Path archive = TestData.shared("data/linux-pci-2019-2020.git");
        List<MailSource> sources = Sources.open(archive.toString());
        IngestSummary first;
        try (MailStore store = MailStore.open(data)) {
            first = IngestPipeline.standard().run(sources, store, ProgressListener.NONE);
        }
        System.out.println("real archive: " + first);
        assertEquals(20_000, first.read(), "one item per commit");
        assertEquals(first.read(), first.added() + first.duplicates() + first.unreadable(),
                "every item is stored, a duplicate, or unreadable with a reason: " + first.reasons());
        assertTrue(first.unreadable() <= 20, "at most a handful unreadable: " + first.reasons());
        StoreStats stats = StoreStats.read(data);
        assertEquals(first.added(), stats.messages());
        assertTrue(stats.threads() > 2_000 && stats.threads() < first.added(), "threads: " + stats.threads());

        IngestSummary second;
        try (MailStore store = MailStore.open(data)) {
            second = IngestPipeline.standard().run(Sources.open(archive.toString()), store, ProgressListener.NONE);
        }
        assertEquals(0, second.read(), "incremental: nothing new since the checkpoint");
        assertEquals(stats, StoreStats.read(data));
    }
}
