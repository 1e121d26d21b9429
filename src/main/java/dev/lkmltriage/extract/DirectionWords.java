package dev.lkmltriage.extract;

import java.util.Arrays;
import java.util.Locale;
import java.util.Set;

/**
 * Where the text says which way data flowed: "send performance", "receive performance", "TX", "RX", "upload",
 * "download". A prose figure takes the word right after it ("940 Mbit/s TX"), else the nearest one before it in
 * its paragraph ("send performance is bad, around 32MB/s. In 2.6.22 it was around 83MB/s"). Pairs such as
 * "RX/TX" name both ways and count as neither. Built by one scan of the text.
 */
final class DirectionWords {
    private static final int REACH = 160;
    private static final int MAX_WORD = 24;
    /**
     * Exact forms only: "sent", "received", "downloaded" are about mail and patches ("I downloaded 6.4"), and
     * iperf3's "sender"/"receiver" columns are read by the iperf scanner.
     */
    private static final Set<String> SEND = Set.of("send", "sends", "sending", "sendperformance", "transmit",
            "transmits", "transmitting", "transmission", "upload", "uploads", "uploading", "egress", "outgoing",
            "outbound");
    private static final Set<String> RECEIVE = Set.of("receive", "receives", "receiving", "receiveperformance",
            "reception", "download", "downloads", "downloading", "ingress", "incoming", "inbound");

    private final int[] at;
    private final int[] wordEnd;
    private final String[] dir;
    private final int[] paragraphBreaks;
    private final String text;

    DirectionWords(FigureLines lines) {
        String s = lines.text;
        this.text = s;
        int n = s.length();
        int cap = 16;
        int[] pos = new int[cap];
        int[] ends = new int[cap];
        String[] ds = new String[cap];
        int count = 0;
        int i = 0;
        while (i < n) {
            if (!Character.isLetter(s.charAt(i))) {
                i++;
                continue;
            }
            int st = i;
            while (i < n && Character.isLetter(s.charAt(i))) {
                i++;
            }
            if (i - st > MAX_WORD || i - st < 2 || (st > 0 && Character.isDigit(s.charAt(st - 1)))
                    || "stureodi".indexOf(Character.toLowerCase(s.charAt(st))) < 0) {
                continue; // no direction word starts otherwise: spare the substring
            }
            String d = classifyAt(s, st, i);
            if (d == null || paired(s, st, i)) {
                continue;
            }
            if (count == cap) {
                cap *= 2;
                pos = Arrays.copyOf(pos, cap);
                ends = Arrays.copyOf(ends, cap);
                ds = Arrays.copyOf(ds, cap);
            }
            pos[count] = st;
            ends[count] = i;
            ds[count] = d;
            count++;
        }
        this.at = Arrays.copyOf(pos, count);
        this.wordEnd = Arrays.copyOf(ends, count);
        this.dir = Arrays.copyOf(ds, count);
        this.paragraphBreaks = paragraphBreaks(lines);
    }

    /** The direction a prose figure at {@code [start, end)} was measured in, or null. */
    String forFigure(int start, int end) {
        int k = Arrays.binarySearch(at, end);
        int next = k >= 0 ? k : -k - 1;
        if (next < at.length && at[next] - end <= 3 && onlyBlanks(end, at[next])) {
            return dir[next];
        }
        int prev = next - 1;
        while (prev >= 0 && wordEnd[prev] > start) {
            prev--;
        }
        if (prev < 0 || start - wordEnd[prev] > REACH) {
            return null;
        }
        int pb = Arrays.binarySearch(paragraphBreaks, start);
        int brk = pb >= 0 ? paragraphBreaks[pb] : (-pb - 2 >= 0 ? paragraphBreaks[-pb - 2] : -1);
        return at[prev] >= brk ? dir[prev] : null;
    }

    /** Between a figure and the word after it: blanks, "(" or ":" only ("940 Mbit/s (TX)"). */
    private boolean onlyBlanks(int from, int to) {
        for (int i = from; i < to; i++) {
            char c = text.charAt(i);
            if (c != ' ' && c != '(' && c != ':' && c != '\t') {
                return false;
            }
        }
        return true;
    }

    /** {@link #classify} of {@code s[st, en)} without making a string of every word in the text. */
    private static String classifyAt(String s, int st, int en) {
        int len = en - st;
        if (len == 2) {
            return classify(s.substring(st, en));
        }
        for (String w : SEND) {
            if (w.length() == len && s.regionMatches(true, st, w, 0, len)) {
                return "send";
            }
        }
        for (String w : RECEIVE) {
            if (w.length() == len && s.regionMatches(true, st, w, 0, len)) {
                return "receive";
            }
        }
        return null;
    }

    static String classify(String word) {
        switch (word) {
            case "TX", "Tx" -> {
                return "send";
            }
            case "RX", "Rx" -> {
                return "receive";
            }
            default -> {
                // fall through to the lowercase forms
            }
        }
        String w = word.toLowerCase(Locale.ROOT);
        if (SEND.contains(w)) {
            return "send";
        }
        if (RECEIVE.contains(w)) {
            return "receive";
        }
        return null;
    }

    /** "RX/TX", "send/receive": both ways named together. */
    private static boolean paired(String s, int st, int en) {
        boolean slashAfter = en < s.length() && s.charAt(en) == '/';
        boolean slashBefore = st > 0 && s.charAt(st - 1) == '/';
        return slashAfter || slashBefore;
    }

    private static int[] paragraphBreaks(FigureLines lines) {
        int[] out = new int[16];
        int count = 0;
        for (int ln = 0; ln < lines.count(); ln++) {
            if (lines.blank(ln)) {
                if (count == out.length) {
                    out = Arrays.copyOf(out, count * 2);
                }
                out[count++] = lines.start(ln);
            }
        }
        return Arrays.copyOf(out, count);
    }
}
