package dev.lkmltriage.source;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.function.Consumer;
import java.util.zip.GZIPInputStream;

/**
 * A gzip stream that ends, instead of throwing, where the compressed data is cut or damaged, and reports the damage
 * once; so the messages before a cut in an .mbox.gz are still delivered.
 */
final class LenientGzip extends FilterInputStream {
    private final Consumer<String> onDamage;
    private boolean ended;

    LenientGzip(InputStream compressed, Consumer<String> onDamage) throws IOException {
        super(new GZIPInputStream(compressed, 64 * 1024));
        this.onDamage = onDamage;
    }

    @Override
    public int read() throws IOException {
        byte[] one = new byte[1];
        int n = read(one, 0, 1);
        return n <= 0 ? -1 : one[0] & 0xff;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
        if (ended) {
            return -1;
        }
        try {
            return super.read(b, off, len);
        } catch (java.io.EOFException | java.util.zip.ZipException e) {
            ended = true;
            onDamage.accept("compressed stream cut or damaged: " + e.getMessage());
            return -1;
        }
    }
}
