package dev.lkmltriage.bench;

import java.nio.file.Path;
import org.apache.lucene.analysis.standard.StandardAnalyzer;
import org.apache.lucene.codecs.lucene912.Lucene912Codec;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.SlowCodecReaderWrapper;
import org.apache.lucene.store.FSDirectory;

/**
 * A tuning tool, not a test: copies DATA/index into OUT/index re-encoded with a stored-fields mode (BEST_SPEED or
 * BEST_COMPRESSION), commit data kept, so that two layouts of the same store can be searched side by side without
 * re-ingesting. Run: {@code java -cp ... dev.lkmltriage.bench.Recodec DATA OUT BEST_SPEED}
 */
public final class Recodec {
    private Recodec() {
    }

    public static void main(String[] args) throws Exception {
        Path in = Path.of(args[0]).resolve("index");
        Path out = Path.of(args[1]).resolve("index");
        Lucene912Codec.Mode mode = Lucene912Codec.Mode.valueOf(args.length > 2 ? args[2] : "BEST_SPEED");
        try (FSDirectory src = FSDirectory.open(in); DirectoryReader reader = DirectoryReader.open(src);
             FSDirectory dst = FSDirectory.open(out);
             IndexWriter w = new IndexWriter(dst, new IndexWriterConfig(new StandardAnalyzer())
                     .setCodec(new Lucene912Codec(mode)).setOpenMode(IndexWriterConfig.OpenMode.CREATE))) {
            for (LeafReaderContext leaf : reader.leaves()) { // one segment per segment, as the store had them
                w.addIndexes(SlowCodecReaderWrapper.wrap(leaf.reader()));
            }
            w.setLiveCommitData(reader.getIndexCommit().getUserData().entrySet());
            w.commit();
        }
    }
}
