package dev.lkmltriage.index;

import java.io.IOException;
import org.apache.lucene.codecs.FilterCodec;
import org.apache.lucene.codecs.StoredFieldsFormat;
import org.apache.lucene.codecs.compressing.CompressionMode;
import org.apache.lucene.codecs.compressing.Compressor;
import org.apache.lucene.codecs.compressing.Decompressor;
import org.apache.lucene.codecs.lucene90.compressing.Lucene90CompressingStoredFieldsFormat;
import org.apache.lucene.codecs.lucene912.Lucene912Codec;
import org.apache.lucene.store.ByteBuffersDataInput;
import org.apache.lucene.store.DataInput;
import org.apache.lucene.store.DataOutput;
import org.apache.lucene.util.ArrayUtil;
import org.apache.lucene.util.BytesRef;

/**
 * The store's codec since schema 4: Lucene's default codec, except that stored fields are written in chunks
 * without compression. Compressing them (LZ4) was the largest single cost of an ingest after schema 3 (12% of all
 * CPU, on the indexing thread), and every search hit paid for decompressing the raw message that shares its chunk;
 * the price is disk (the stored fields are about 2.5 times larger). Segments record the codec's name, so this class
 * is found by name when a store is read ({@code META-INF/services/org.apache.lucene.codecs.Codec}); segments written
 * by an older version keep their own codec and stay readable. Whoever opens an index calls {@link #register()}
 * first: where the application's classes sit in a child of Lucene's class loader (Quarkus tests and dev mode),
 * Lucene's own lookup does not see this class.
 */
public final class PlainStoredCodec extends FilterCodec {
    /** The name recorded in each segment: never change it, or stores written with it become unreadable. */
    static final String NAME = "LkmlTriagePlainStored1";

    // Chunk and block sizes only shape the chunk index here (nothing is compressed): moderate chunks keep a
    // document's read to its own bytes plus a small index lookup.
    private static final int CHUNK_BYTES = 16 * 1024;
    private static final int CHUNK_DOCS = 128;
    private static final int BLOCK_SHIFT = 10;

    private final StoredFieldsFormat stored = new Lucene90CompressingStoredFieldsFormat(
            "LkmlTriageStoredFieldsPlain", NONE, CHUNK_BYTES, CHUNK_DOCS, BLOCK_SHIFT);

    private static volatile boolean registered;

    /**
     * Makes the codec known to Lucene by name from this class's own class loader (which sees the application's
     * service file). Cheap after the first call.
     */
    public static void register() {
        if (!registered) {
            synchronized (PlainStoredCodec.class) {
                if (!registered) {
                    org.apache.lucene.codecs.Codec.reloadCodecs(PlainStoredCodec.class.getClassLoader());
                    registered = true;
                }
            }
        }
    }

    /** Public and without arguments: Lucene instantiates codecs by name through the service loader. */
    public PlainStoredCodec() {
        super(NAME, new Lucene912Codec(Lucene912Codec.Mode.BEST_SPEED));
    }

    @Override
    public StoredFieldsFormat storedFieldsFormat() {
        return stored;
    }

    /** Bytes written as they are; a read copies just the slice asked for and skips the rest of the chunk. */
    static final CompressionMode NONE = new CompressionMode() {
        @Override
        public Compressor newCompressor() {
            return new Compressor() {
                @Override
                public void compress(ByteBuffersDataInput in, DataOutput out) throws IOException {
                    out.copyBytes(in, in.length() - in.position());
                }

                @Override
                public void close() {
                }
            };
        }

        @Override
        public Decompressor newDecompressor() {
            return new Plain();
        }

        @Override
        public String toString() {
            return "NONE";
        }
    };

    private static final class Plain extends Decompressor {
        @Override
        public void decompress(DataInput in, int originalLength, int offset, int length, BytesRef bytes)
                throws IOException {
            if (offset < 0 || length < 0 || offset + length > originalLength) {
                throw new IOException("stored-field chunk slice " + offset + "+" + length + " outside its "
                        + originalLength + " bytes: the index is damaged; move DATA/index aside and ingest again");
            }
            in.skipBytes(offset);
            bytes.bytes = ArrayUtil.growNoCopy(bytes.bytes, Math.max(length, 1));
            in.readBytes(bytes.bytes, 0, length);
            bytes.offset = 0;
            bytes.length = length;
            in.skipBytes(originalLength - offset - length);
        }

        @Override
        public Decompressor clone() {
            return new Plain();
        }
    }
}
