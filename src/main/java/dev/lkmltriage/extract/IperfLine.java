package dev.lkmltriage.extract;

import dev.lkmltriage.text.Bounded;

/**
 * One result line of iperf2 or iperf3 output, parsed by hand (no regex, linear in the line):
 *
 * <pre>
 * [  5]  0.0-10.0 sec   832 MBytes   696 Mbits/sec                     (iperf2)
 * [  5]   0.00-10.00  sec  1.09 GBytes   935 Mbits/sec    0   sender  (iperf3)
 * [  5][TX-C]   0.00-10.00  sec  1.09 GBytes   935 Mbits/sec          (iperf3 --bidir)
 * [SUM]  0.0-10.0 sec  2.19 GBytes  1.88 Gbits/sec
 * </pre>
 *
 * @param id          the stream id as written inside the brackets, stripped ({@code 5}, {@code SUM})
 * @param tag         {@code TX} or {@code RX} from an iperf3 bidirectional tag, else null
 * @param from        interval start in seconds
 * @param to          interval end in seconds
 * @param decimals    digits after the point in the interval start (iperf3 prints 2)
 * @param rateStart   offset of the rate figure in the text
 * @param rateEnd     offset just past its unit
 * @param bitsPerSecond the rate
 * @param marker      {@code sender} or {@code receiver} (iperf3 summaries), else null
 */
record IperfLine(String id, String tag, double from, double to, int decimals, int rateStart, int rateEnd,
                 double bitsPerSecond, String marker) {

    /** Parses the line content in {@code s[from, to)}, or returns null when it is not an iperf result line. */
    static IperfLine parse(String s, int from, int to) {
        if (to - from < 20 || s.charAt(from) != '[') {
            return null;
        }
        int i = from + 1;
        int close = Bounded.indexOf(s, ']', i, Math.min(to, i + 8));
        if (close < 0) {
            return null;
        }
        String id = s.substring(i, close).strip();
        if (id.isEmpty() || !(allDigits(id) || id.equals("SUM"))) {
            return null;
        }
        i = close + 1;
        String tag = null;
        if (i < to && s.charAt(i) == '[') {
            int c2 = Bounded.indexOf(s, ']', i + 1, Math.min(to, i + 8));
            if (c2 < 0) {
                return null;
            }
            String t = s.substring(i + 1, c2);
            if (t.startsWith("TX")) {
                tag = "TX";
            } else if (t.startsWith("RX")) {
                tag = "RX";
            }
            i = c2 + 1;
        }
        i = skipBlanks(s, i, to);
        FigureNumbers.Parsed a = FigureNumbers.at(s, i);
        if (a == null) {
            return null;
        }
        int decimals = 0;
        for (int k = a.start(); k < a.end(); k++) {
            if (s.charAt(k) == '.') {
                decimals = a.end() - k - 1;
            }
        }
        i = skipBlanks(s, a.end(), to);
        if (i >= to || s.charAt(i) != '-') {
            return null;
        }
        i = skipBlanks(s, i + 1, to);
        FigureNumbers.Parsed b = FigureNumbers.at(s, i);
        if (b == null) {
            return null;
        }
        i = skipBlanks(s, b.end(), to);
        if (!RateUnit.startsWithIgnoreCase(s, i, "sec")) {
            return null;
        }
        i = skipBlanks(s, i + 3, to);
        // The transfer column: a volume such as "832 MBytes" or "1.09 GBytes".
        FigureNumbers.Parsed volume = FigureNumbers.at(s, i);
        if (volume == null) {
            return null;
        }
        i = skipBlanks(s, volume.end(), to);
        int unitEnd = i;
        while (unitEnd < to && Character.isLetter(s.charAt(unitEnd))) {
            unitEnd++;
        }
        if (unitEnd == i || !s.substring(i, unitEnd).toLowerCase(java.util.Locale.ROOT).contains("byte")) {
            return null;
        }
        i = skipBlanks(s, unitEnd, to);
        FigureNumbers.Parsed rate = FigureNumbers.at(s, i);
        if (rate == null) {
            return null;
        }
        int u = skipBlanks(s, rate.end(), to);
        RateUnit unit = u <= rate.end() + 1 ? RateUnit.at(s, u) : null;
        if (unit == null || unit.end() > to) {
            return null;
        }
        String marker = null;
        int rest = unit.end();
        // Only the trailing columns: retransmits, cwnd, jitter, loss, then "sender"/"receiver".
        String tail = s.substring(rest, Math.min(to, rest + 80));
        if (endsWithWord(tail, "sender")) {
            marker = "sender";
        } else if (endsWithWord(tail, "receiver")) {
            marker = "receiver";
        }
        return new IperfLine(id, tag, a.value(), b.value(), decimals, rate.start(), unit.end(),
                rate.value() * unit.bitsPerUnit(), marker);
    }

    boolean summaryMarker() {
        return marker != null;
    }

    private static boolean endsWithWord(String tail, String word) {
        String t = tail.stripTrailing();
        if (!t.endsWith(word)) {
            return false;
        }
        int before = t.length() - word.length() - 1;
        return before < 0 || !Character.isLetterOrDigit(t.charAt(before));
    }

    private static int skipBlanks(String s, int i, int to) {
        while (i < to && (s.charAt(i) == ' ' || s.charAt(i) == '\t')) {
            i++;
        }
        return i;
    }

    private static boolean allDigits(String s) {
        for (int i = 0; i < s.length(); i++) {
            if (!FigureNumbers.isDigit(s.charAt(i))) {
                return false;
            }
        }
        return true;
    }
}
