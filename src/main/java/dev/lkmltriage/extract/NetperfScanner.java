package dev.lkmltriage.extract;

import java.util.ArrayList;
import java.util.List;

/**
 * Finds netperf result tables: a header whose last lines read {@code ... Throughput} and
 * {@code bytes bytes bytes secs. 10^6bits/sec}, then one or two rows of numbers. The figure is the row's cell under
 * the units token (the units line says what it is in); a second, shorter row (UDP_STREAM's receive side) carries its
 * figure last. Direction from the banner: {@code STREAM} tests send (the second UDP row is what arrived),
 * {@code MAERTS} tests receive.
 */
final class NetperfScanner {
    private static final int HEADER_TO_UNITS = 3;
    private static final int UNITS_TO_ROWS = 4;
    private static final int BANNER_LOOKBACK = 8;

    private NetperfScanner() {
    }

    static void scan(FigureLines lines, boolean[] consumed, List<Figure> out, int limit) {
        if (!lines.text.contains("Throughput")) {
            return; // nearly every message: no table header, nothing to walk
        }
        for (int ln = 0; ln < lines.count() && out.size() < limit; ln++) {
            if (consumed[ln] || lines.silent(ln) || !hasWord(lines, ln, "Throughput")) {
                continue;
            }
            for (int u = ln; u <= ln + HEADER_TO_UNITS && u < lines.count(); u++) {
                List<int[]> tokens = tokens(lines, u);
                int col = -1;
                double scale = Double.NaN;
                for (int k = 0; k < tokens.size(); k++) {
                    double s = unitScale(lines.text, tokens.get(k)[0], tokens.get(k)[1]);
                    if (!Double.isNaN(s)) {
                        col = k;
                        scale = s;
                        break;
                    }
                }
                if (col < 0) {
                    continue;
                }
                String direction = bannerDirection(lines, ln);
                ln = rows(lines, u, col, scale, direction, consumed, out, limit);
                break;
            }
        }
    }

    /** Reads the rows under the units line at {@code u}; returns the last line looked at. */
    private static int rows(FigureLines lines, int u, int col, double scale, String direction, boolean[] consumed,
                            List<Figure> out, int limit) {
        int found = 0;
        int last = u;
        for (int r = u + 1; r <= u + UNITS_TO_ROWS && r < lines.count() && found < 2; r++) {
            if (lines.blank(r)) {
                continue;
            }
            List<int[]> tokens = tokens(lines, r);
            if (tokens.size() < 3 || !allNumeric(lines.text, tokens)) {
                break;
            }
            int[] cell = tokens.size() > col ? tokens.get(col) : tokens.get(tokens.size() - 1);
            FigureNumbers.Parsed v = FigureNumbers.at(lines.text, cell[0]);
            if (v == null || v.end() != cell[1] || out.size() >= limit) {
                break;
            }
            String d = direction;
            if (found == 1 && "send".equals(direction)) {
                d = "receive"; // UDP_STREAM: the second row is the receiver's count
            }
            out.add(new Figure(v.value() * scale, lines.text.substring(cell[0], cell[1]), "netperf", d, false,
                    cell[0], cell[1], r, true));
            consumed[r] = true;
            found++;
            last = r;
        }
        return last;
    }

    private static String bannerDirection(FigureLines lines, int header) {
        for (int b = header; b >= 0 && b >= header - BANNER_LOOKBACK; b--) {
            String c = lines.content(b);
            if (c.length() > 300) {
                continue;
            }
            if (c.contains("MAERTS")) {
                return "receive";
            }
            if (c.contains("STREAM")) {
                return "send";
            }
        }
        return null;
    }

    /** {@code 10^6bits/sec}, {@code 10^3bits/s}, {@code 10^6bytes/s}, or a rate unit such as {@code MBytes/sec}. */
    static double unitScale(String s, int from, int to) {
        if (to - from > 20) {
            return Double.NaN;
        }
        String t = s.substring(from, to);
        if (t.startsWith("10^") && t.length() > 4 && FigureNumbers.isDigit(t.charAt(3))) {
            int exp = t.charAt(3) - '0';
            String rest = t.substring(4).toLowerCase(java.util.Locale.ROOT);
            if (rest.startsWith("bits/s")) {
                return Math.pow(10, exp);
            }
            if (rest.startsWith("bytes/s")) {
                return Math.pow(10, exp) * 8;
            }
            return Double.NaN;
        }
        RateUnit unit = RateUnit.at(t, 0);
        return unit != null && unit.end() == t.length() && t.indexOf('/') > 0 ? unit.bitsPerUnit() : Double.NaN;
    }

    private static boolean hasWord(FigureLines lines, int ln, String word) {
        int from = lines.body(ln);
        int to = lines.end(ln);
        if (to - from > 200) {
            return false;
        }
        return IperfScanner.containsWord(lines.text.substring(from, to), word);
    }

    private static boolean allNumeric(String s, List<int[]> tokens) {
        for (int[] t : tokens) {
            FigureNumbers.Parsed p = FigureNumbers.at(s, t[0]);
            if (p == null || p.end() != t[1]) {
                return false;
            }
        }
        return true;
    }

    /** Whitespace-separated tokens of a line, as [start, end) offsets; none for an overlong line. */
    private static List<int[]> tokens(FigureLines lines, int ln) {
        List<int[]> out = new ArrayList<>();
        int from = lines.body(ln);
        int to = lines.end(ln);
        if (to - from > 300) {
            return out;
        }
        int i = from;
        while (i < to) {
            while (i < to && Character.isWhitespace(lines.text.charAt(i))) {
                i++;
            }
            int st = i;
            while (i < to && !Character.isWhitespace(lines.text.charAt(i))) {
                i++;
            }
            if (i > st) {
                out.add(new int[] {st, i});
            }
        }
        return out;
    }
}
