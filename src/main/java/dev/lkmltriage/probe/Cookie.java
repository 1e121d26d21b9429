package dev.lkmltriage.probe;

import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;

/**
 * iperf3's test cookie: 36 characters from a base-32 alphabet followed by a NUL, sent first on the control
 * connection and on every data connection so the server can tell which test a stream belongs to.
 */
final class Cookie {
    static final int SIZE = 37;
    private static final String ALPHABET = "abcdefghijklmnopqrstuvwxyz234567";
    private static final SecureRandom RANDOM = new SecureRandom();

    private Cookie() {
    }

    /** A fresh cookie, NUL included, ready to write. */
    static byte[] generate() {
        byte[] b = new byte[SIZE];
        for (int i = 0; i < SIZE - 1; i++) {
            b[i] = (byte) ALPHABET.charAt(RANDOM.nextInt(ALPHABET.length()));
        }
        return b;
    }

    /** The printable part of a received cookie, for logs; control bytes are dropped so a hostile one cannot spoof. */
    static String printable(byte[] cookie) {
        StringBuilder sb = new StringBuilder(SIZE);
        for (byte c : cookie) {
            if (c >= 0x21 && c < 0x7f) {
                sb.append((char) c);
            }
        }
        return sb.toString();
    }

    static String text(byte[] cookie) {
        return new String(cookie, 0, SIZE - 1, StandardCharsets.US_ASCII);
    }
}
