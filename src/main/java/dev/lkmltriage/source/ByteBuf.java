package dev.lkmltriage.source;

import java.util.Arrays;

/** A growable byte array with a hard cap: bytes past the cap are dropped and {@link #overflowed()} says so. */
final class ByteBuf {
    private final int cap;
    private byte[] data = new byte[256];
    private int size;
    private boolean overflowed;

    ByteBuf(int cap) {
        this.cap = cap;
    }

    void append(byte[] b, int off, int len) {
        if (overflowed || len <= 0) {
            return;
        }
        if ((long) size + len > cap) {
            overflowed = true;
            return;
        }
        if (size + len > data.length) {
            int want = (int) Math.min(cap, Math.max((long) data.length * 2, (long) size + len));
            data = Arrays.copyOf(data, want);
        }
        System.arraycopy(b, off, data, size, len);
        size += len;
    }

    void markOverflow() {
        overflowed = true;
    }

    byte[] array() {
        return data;
    }

    int size() {
        return size;
    }

    boolean overflowed() {
        return overflowed;
    }

    void truncate(int newSize) {
        size = Math.min(size, newSize);
    }

    byte[] toByteArray() {
        return Arrays.copyOf(data, size);
    }

    /** Empties the buffer, giving back memory a huge message took. */
    void reset() {
        size = 0;
        overflowed = false;
        if (data.length > (1 << 20)) {
            data = new byte[256];
        }
    }
}
