package dev.lkmltriage.triage;

import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.Span;
import dev.lkmltriage.mail.SpanKind;
import java.util.ArrayList;
import java.util.List;

/**
 * A MinHash sketch of a message's own distinctive text (session 11): its subject and prose (for a report standing
 * in for one that never arrived, also what it quotes), without diffs, signatures and footers, lowercased, with
 * numbers, hex values, PCI addresses and timestamps each read as one placeholder, cut into overlapping three-word
 * shingles. Two sketches agree in about the fraction of their {@value #SIZE} minimums that the two texts' shingle sets
 * share (their Jaccard similarity); {@value #BANDS} bands of {@value #ROWS} minimums each are the keys a similar
 * text is looked up by, so finding one costs a few map reads, never a comparison with every message. Linear in the
 * text's length (at most {@value #MAX_CHARS} characters are read); never throws.
 */
final class TextSketch {
    static final int SIZE = 64;
    static final int BANDS = 32;
    static final int ROWS = SIZE / BANDS;
    /** Fewer shingles than this estimate a similarity too coarsely ("Thanks, applied" is not a report). */
    static final int MIN_SHINGLES = 24;
    static final int MAX_CHARS = 12_000;
    private static final int SHINGLE = 3;

    private final int[] mins;

    private TextSketch(int[] mins) {
        this.mins = mins;
    }

    /** The sketch of a mail's own text (and its quotes when {@code withQuotes}), or null when it is too short. */
    static TextSketch of(Mail mail, boolean withQuotes) {
        StringBuilder sb = new StringBuilder(mail.subject()).append('\n');
        String text = mail.text();
        for (Span s : mail.spans()) {
            if (sb.length() >= MAX_CHARS) {
                break;
            }
            if (s.kind() == SpanKind.PROSE || withQuotes && s.kind() == SpanKind.QUOTE) {
                int end = Math.min(Math.min(s.end(), text.length()), s.start() + MAX_CHARS - sb.length());
                if (s.start() < end) {
                    sb.append(text, s.start(), end).append('\n');
                }
            }
        }
        return of(sb);
    }

    /** The sketch of a text, or null when it has fewer than {@value #MIN_SHINGLES} shingles. */
    static TextSketch of(CharSequence text) {
        List<Long> words = words(text);
        if (words.size() - SHINGLE + 1 < MIN_SHINGLES) {
            return null;
        }
        int[] mins = new int[SIZE];
        java.util.Arrays.fill(mins, Integer.MAX_VALUE);
        for (int i = 0; i + SHINGLE <= words.size(); i++) {
            long h = words.get(i);
            for (int j = 1; j < SHINGLE; j++) {
                h = h * 0x9E3779B97F4A7C15L + words.get(i + j);
            }
            for (int k = 0; k < SIZE; k++) {
                int v = (int) (mix(h + SEEDS[k]) >>> 33);
                if (v < mins[k]) {
                    mins[k] = v;
                }
            }
        }
        return new TextSketch(mins);
    }

    /** The estimated Jaccard similarity of the two texts' shingle sets: the share of equal minimums. */
    double similarity(TextSketch o) {
        int same = 0;
        for (int k = 0; k < SIZE; k++) {
            if (mins[k] == o.mins[k]) {
                same++;
            }
        }
        return same / (double) SIZE;
    }

    /** The band keys: a text sharing any band with this one is a candidate. */
    long[] bands() {
        long[] out = new long[BANDS];
        for (int b = 0; b < BANDS; b++) {
            long h = b + 1;
            for (int r = 0; r < ROWS; r++) {
                h = mix(h * 31 + mins[b * ROWS + r]);
            }
            out[b] = h;
        }
        return out;
    }

    /** Hex form, as the store keeps it ({@link ClusterKeys#sketches}). */
    String encode() {
        StringBuilder sb = new StringBuilder(SIZE * 8);
        for (int m : mins) {
            String h = Integer.toHexString(m);
            sb.append("0".repeat(8 - h.length())).append(h);
        }
        return sb.toString();
    }

    /** Reads {@link #encode()}'s form back; null when it is not one (a damaged or foreign key). */
    static TextSketch decode(String s) {
        if (s == null || s.length() != SIZE * 8) {
            return null;
        }
        int[] mins = new int[SIZE];
        for (int k = 0; k < SIZE; k++) {
            try {
                mins[k] = Integer.parseUnsignedInt(s, k * 8, k * 8 + 8, 16);
            } catch (NumberFormatException e) {
                return null;
            }
        }
        return new TextSketch(mins);
    }

    /**
     * The text's words as hashes: runs of letters (and '_'), lowercased; a run of digits, hex digits after "0x", or
     * a word mixing digits and letters (an address, a PCI location, a timestamp's parts, "irq/129") is one
     * placeholder, so two machines' copies of one log line read alike.
     */
    static List<Long> words(CharSequence text) {
        List<Long> out = new ArrayList<>();
        int n = Math.min(text.length(), MAX_CHARS);
        int i = 0;
        while (i < n) {
            char c = text.charAt(i);
            if (!isWordChar(c)) {
                i++;
                continue;
            }
            int start = i;
            boolean digit = false;
            long h = 1125899906842597L;
            while (i < n && isWordChar(text.charAt(i))) {
                char w = Character.toLowerCase(text.charAt(i));
                digit |= w >= '0' && w <= '9';
                h = 31 * h + w;
                i++;
            }
            if (i - start < 2 && !digit) {
                continue;
            }
            out.add(digit ? NUMBER : h);
        }
        return out;
    }

    private static boolean isWordChar(char c) {
        return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_';
    }

    private static final long NUMBER = 0x5DEECE66DL;
    private static final long[] SEEDS = new long[SIZE];

    static {
        long s = 0x2545F4914F6CDD1DL;
        for (int k = 0; k < SIZE; k++) {
            s = mix(s + 0x9E3779B97F4A7C15L);
            SEEDS[k] = s;
        }
    }

    /** SplitMix64's finalizer: a cheap, well-spread 64-bit hash of a 64-bit value. */
    static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
