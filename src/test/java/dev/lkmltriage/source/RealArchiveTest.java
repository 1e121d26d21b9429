package dev.lkmltriage.source;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lkmltriage.TestData;
import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The real linux-pci 2019-2020 epoch from ../shared, read in place. */
class RealArchiveTest {
    @Test
    void deliversAllTwentyThousandThenNothingFromTheFinalCheckpoint() throws IOException {
        Path repo = TestData.shared("data/linux-pci-2019-2020.git");
        MailSource s = Sources.open(repo);
        long estimate = s.estimate();
        assertTrue(estimate > 15_000 && estimate < 25_000, "estimate " + estimate);
        long t0 = System.nanoTime();
        long[] bytes = {0};
        CollectingSink sink = new CollectingSink() {
            @Override
            public void accept(RawItem item) {
                bytes[0] += item.bytes().length;
                if (items.size() < 3) {
                    super.accept(item);
                }
                count++;
            }
        };
        s.read(Checkpoints.NONE, sink);
        double secs = (System.nanoTime() - t0) / 1e9;
        System.out.printf("real archive: %d items, %.1f MB in %.1f s (%.0f msg/s), estimate %d%n", sink.count,
                bytes[0] / 1e6, secs, sink.count / secs, estimate);
        assertEquals(20_000, sink.count);
        assertEquals(java.util.List.of(), sink.unreadable);
        assertEquals("linux-pci-2019-2020", sink.items.get(0).list());
        assertEquals(41, sink.checkpointCalls); // 40 at each 500th message, one at the end
        CollectingSink again = new CollectingSink();
        s.read(sink.asCheckpoints(), again);
        assertEquals(0, again.items.size());
        assertEquals(java.util.List.of(), again.unreadable);
    }
}
