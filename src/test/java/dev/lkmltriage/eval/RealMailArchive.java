package dev.lkmltriage.eval;

import dev.lkmltriage.source.Checkpoints;
import dev.lkmltriage.source.ItemSink;
import dev.lkmltriage.source.MailSource;
import dev.lkmltriage.source.Sources;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Every raw message of an archive in its source order, read in place (the order the labels' archiveIndex uses). */
final class RealMailArchive {
    private RealMailArchive() {
    }

    static List<byte[]> read(Path archive) throws IOException {
        List<byte[]> raw = new ArrayList<>();
        for (MailSource source : Sources.open(archive.toString())) {
            source.read(Checkpoints.NONE, new ItemSink() {
                @Override
                public void accept(dev.lkmltriage.source.RawItem item) {
                    raw.add(item.bytes());
                }

                @Override
                public void unreadable(String origin, String reason) {
                }
            });
        }
        return raw;
    }
}
