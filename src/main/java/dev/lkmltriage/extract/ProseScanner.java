package dev.lkmltriage.extract;

import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Finds throughput figures written in sentences and in the output of tools other than iperf and netperf:
 * {@code around 32MB/s}, {@code ~400mbit}, {@code 50-70mbit} (both ends), {@code 400mbit~}, dd's
 * {@code copied, 8.9 s, 120 MB/s}, hdparm's {@code = 117.59 MB/sec}, fio's {@code bw=1234MiB/s}.
 *
 * <p>What looks like a rate but is not a measurement is refused by its context on the same line: link and port
 * speeds ({@code Link is Up 1000 Mbps}, {@code Speed: 1000Mb/s}, {@code 1Gbps/Full}, {@code SATA link up 6.0 Gbps},
 * {@code 10/100/1000 Mbps}), capabilities ({@code 31.504 Gb/s available PCIe bandwidth}, {@code capable of}),
 * iperf {@code -b} targets and tc rates, Wi-Fi bitrates, memory and RAID checksum benchmarks, wget's download
 * report. Storage figures are kept, with the tool that printed them ({@code dd}, {@code hdparm}, {@code fio}).
 * A unit the writer's line break put on the next line ("~933" / "mbit/s") is read, under the same refusals.
 */
final class ProseScanner {
    /** How far before a figure its context is read, on the same line. */
    private static final int BEFORE = 40;
    /** The next word after a figure that makes it a property of hardware rather than a measurement. */
    private static final Set<String> HARDWARE_NEXT = Set.of("link", "links", "port", "ports", "nic", "nics", "card",
            "cards", "adapter", "adapters", "ethernet", "network", "networking", "switch", "interface", "interfaces",
            "capable", "line", "duplex", "full", "half", "fd", "hd", "phy", "controller", "controllers", "mode", "lane",
            "lanes", "slot", "bus", "serdes", "transceiver", "sfp", "uplink", "lan", "wan", "modem", "support",
            "supported", "device", "devices", "chip", "usb", "sata", "fibre", "fiber", "available", "theoretical",
            "max", "maximum", "capacity", "mii", "rgmii", "sgmii", "xgmii", "variant", "model", "version", "speed",
            "connectivity", "plan", "broadband", "vht", "mcs", "ht", "he");
    private static final List<String> REFUSE_BEFORE = List.of("link", "speed:", "speed =", "speed=", "negotiat",
            "autoneg", "bitrate", "bit rate", "sync at", "-b ", "--bandwidth", "--bitrate", "ahci",
            "capable of", "theoretical", "rated", "supports", "memory", "dram", "ddr", "memcpy", "memset", "raid6",
            "xor", "expected throughput", "limited by", "line rate", "port speed", "phy", "pcie gen", "spec ");
    /**
     * Refusing words that name the thing measured rather than a rating of it: "the virtual link achieved a stable
     * throughput of ~180KB/s" measures the link. Such a word refuses a figure only when no measurement word
     * ({@link #MEASURED}) stands between it and the figure; the ratings and estimates above always refuse.
     */
    private static final Set<String> SUBJECT_WORDS = Set.of("link");
    private static final List<String> MEASURED = List.of("throughput", "achieved", "achieves", "achieving", "measured",
            "we get", "we got", "i get", "i got");
    private static final List<String> APPROX = List.of("around", "about", "approximately", "approx.", "approx",
            "roughly", "circa", "ca.");

    private ProseScanner() {
    }

    static void scan(FigureLines lines, boolean[] consumed, List<Figure> out, int limit) {
        String s = lines.text;
        // Every rate unit has a "per second" (/s, /S, ps, PS) or is a spoken "bit": other lines hold no figure.
        boolean[] units = lines.linesContaining("/s", "/S", "ps", "PS", "bit", "Bit", "BIT");
        for (int ln = 0; ln < lines.count() && out.size() < limit; ln++) {
            if (!units[ln] && !(ln + 1 < lines.count() && units[ln + 1] && endsInDigit(lines, ln))
                    || consumed[ln] || lines.silent(ln) || lines.blank(ln)) {
                continue;
            }
            int from = lines.body(ln);
            int to = lines.end(ln);
            if (diffLine(s, from, to)) {
                continue;
            }
            LineKind kind = null;
            int lastEnd = -1;
            int i = from;
            while (i < to && out.size() < limit) {
                char c = s.charAt(i);
                if (!FigureNumbers.isDigit(c)) {
                    i++;
                    continue;
                }
                if (i > from && !startBoundary(s, i, from)) {
                    i = skipRun(s, i, to);
                    continue;
                }
                FigureNumbers.Parsed a = FigureNumbers.at(s, i);
                if (a == null) {
                    i = skipRun(s, i, to);
                    continue;
                }
                int next = Math.max(a.end(), i + 1);
                RateUnit ua = unitAfter(s, a.end(), to);
                int lineTo = to;
                if (ua == null) {
                    ua = wrappedUnit(lines, consumed, ln, a.end());
                    lineTo = ua == null ? to : lines.end(ln + 1);
                }
                int arrow = ua == null ? dropSeparator(s, a.end(), to) : -1;
                int j = ua == null && arrow < 0 ? rangeSeparator(s, a.end(), to) : -1;
                if ((ua != null || j > 0 || arrow > 0) && kind == null) {
                    kind = LineKind.of(s, from, to);
                }
                if (kind == LineKind.REFUSED) {
                    break;
                }
                if (ua != null) {
                    if (keep(s, from, lineTo, a.start(), ua.end(), kind, lastEnd)) {
                        out.add(figure(s, from, lineTo, a.start(), a.start(), a.value(), ua, kind, ln));
                        lastEnd = ua.end();
                    }
                    next = ua.end();
                } else if (arrow > 0) {
                    // "from 941 to 612 Mbit/s", "24 -> 4 Mbit/s", "300 -> 900 Mbit/s": a change written with one
                    // unit, two figures; a rise with "to" is a range ("50 to 70 Mbit/s") and read below.
                    int bs = approximateNumber(s, arrow, to);
                    FigureNumbers.Parsed b = bs >= 0 ? FigureNumbers.at(s, bs) : null;
                    RateUnit ub = b != null ? unitAfter(s, b.end(), to) : null;
                    boolean spokenTo = s.charAt(arrow - 1) == ' ' && s.charAt(arrow - 2) == 'o'
                            || s.charAt(arrow - 1) == 'o';
                    if (ub != null && (b.value() < a.value() || !spokenTo && b.value() > a.value())) {
                        if (keep(s, from, to, a.start(), ub.end(), kind, lastEnd)) {
                            out.add(new Figure(a.value() * ub.bitsPerUnit(), s.substring(a.start(), a.end()),
                                    kind.tool, null, false, a.start(), a.end(), ln, false));
                            if (out.size() < limit) {
                                out.add(figure(s, from, to, arrow, b.start(), b.value(), ub, kind, ln));
                            }
                            lastEnd = ub.end();
                        }
                        next = ub.end();
                    } else if (b != null && ub != null) {
                        j = rangeSeparator(s, a.end(), to);
                    }
                }
                if (ua == null && j > 0) {
                    // A range with one unit: "50-70mbit", "50 - 70 Mbit/s", "50 to 70 Mbit/s".
                    FigureNumbers.Parsed b = j > 0 ? FigureNumbers.at(s, j) : null;
                    RateUnit ub = b != null ? unitAfter(s, b.end(), to) : null;
                    if (ub != null && b.value() > a.value()) {
                        if (keep(s, from, to, a.start(), ub.end(), kind, lastEnd)) {
                            out.add(figure(s, from, to, a.start(), a.start(), a.value(), ub, kind, ln));
                            if (out.size() < limit) {
                                out.add(figure(s, from, to, a.start(), b.start(), b.value(), ub, kind, ln));
                            }
                            lastEnd = ub.end();
                        }
                        next = ub.end();
                    }
                }
                i = next;
            }
        }
    }

    private static Figure figure(String s, int lineFrom, int lineTo, int textFrom, int numberStart, double value,
                                 RateUnit unit, LineKind kind, int line) {
        int st = textFrom;
        if (st > lineFrom && s.charAt(st - 1) == '~') {
            st--;
        } else {
            st = approximationStart(s, st);
        }
        int en = unit.end();
        if (en < lineTo && s.charAt(en) == '~') {
            en++;
        }
        return new Figure(value * unit.bitsPerUnit(), collapseBlanks(s.substring(st, en)), kind.tool, null, false,
                st, en, line, false);
    }

    /** "around 32MB/s", also when the word ends the line before ("around\n32MB/s"); else {@code st}. */
    private static int approximationStart(String s, int st) {
        int i = st;
        int newlines = 0;
        while (i > 0 && i > st - 4 && (s.charAt(i - 1) == ' ' || s.charAt(i - 1) == '\n' || s.charAt(i - 1) == '\r')) {
            if (s.charAt(i - 1) == '\n' && ++newlines > 1) {
                return st;
            }
            i--;
        }
        if (i == st) {
            return st;
        }
        for (String w : APPROX) {
            int at = i - w.length();
            if (at >= 0 && RateUnit.startsWithIgnoreCase(s, at, w) && (at == 0 || !Character.isLetter(s.charAt(at - 1)))) {
                return at;
            }
        }
        return st;
    }

    /** Blanks (a line break with the next line's quote markers) collapsed to one space. */
    private static String collapseBlanks(String t) {
        StringBuilder b = new StringBuilder(t.length());
        boolean blank = false;
        for (int k = 0; k < t.length(); k++) {
            char c = t.charAt(k);
            if (c == '\n') {
                // a figure wrapped over a quoted line break: the next line's quote markers are not its text
                while (k + 1 < t.length() && (t.charAt(k + 1) == '>' || t.charAt(k + 1) == '|'
                        || t.charAt(k + 1) == ' ' || t.charAt(k + 1) == '\t')) {
                    k++;
                }
            }
            if (Character.isWhitespace(c)) {
                blank = true;
                continue;
            }
            if (blank && b.length() > 0) {
                b.append(' ');
            }
            blank = false;
            b.append(c);
        }
        return b.toString();
    }

    /**
     * A line of a diff as quoted in a reply ("> +\t * speed is 2.5 GB/s"): code and comments, not measurements.
     * Real diffs are DIFF spans and never reach here.
     */
    private static boolean diffLine(String s, int from, int to) {
        if (to - from < 2) {
            return false;
        }
        char c = s.charAt(from);
        char d = s.charAt(from + 1);
        if (c == '@' && d == '@') {
            return true;
        }
        return (c == '+' || c == '-') && (d == '\t' || d == '*' || d == '/' || d == '#'
                || d == ' ' && to - from > 2 && (s.charAt(from + 2) == '*' || s.charAt(from + 2) == ' '));
    }

    /**
     * A unit wrapped to the next line: "a maximum of ~933" / "mbit/s." when the number ends its line (only blanks
     * after it) and the next line, of the same quoting, is not consumed or silent and starts with a rate unit; or
     * null. The writer's line break is a blank between number and unit.
     */
    private static RateUnit wrappedUnit(FigureLines lines, boolean[] consumed, int ln, int numberEnd) {
        String s = lines.text;
        int to = lines.end(ln);
        for (int k = numberEnd; k < to; k++) {
            if (s.charAt(k) != ' ' && s.charAt(k) != '\t') {
                return null;
            }
        }
        int next = ln + 1;
        if (next >= lines.count() || consumed[next] || lines.blank(next) || lines.silent(next)
                || lines.quoted(lines.start(ln)) != lines.quoted(lines.start(next))) {
            return null;
        }
        RateUnit unit = RateUnit.at(s, lines.body(next));
        return unit != null && unit.end() <= lines.end(next) ? unit : null;
    }

    /** Whether a line's last non-blank character is a digit (a number a wrapped unit may follow). */
    private static boolean endsInDigit(FigureLines lines, int ln) {
        String s = lines.text;
        int k = lines.end(ln) - 1;
        while (k >= lines.body(ln) && (s.charAt(k) == ' ' || s.charAt(k) == '\t')) {
            k--;
        }
        return k >= lines.body(ln) && FigureNumbers.isDigit(s.charAt(k));
    }

    /** A unit right after a number, with at most one blank between. */
    private static RateUnit unitAfter(String s, int at, int to) {
        int u = at;
        if (u < to && s.charAt(u) == '+') {
            u++; // "930+ Mbit/s": at least that much
        }
        if (u < to && (s.charAt(u) == ' ' || s.charAt(u) == '\u00a0')) {
            u++;
        }
        RateUnit unit = RateUnit.at(s, u);
        return unit != null && unit.end() <= to ? unit : null;
    }

    /**
     * After a number, the start of what follows a change marker ({@code to}, {@code ->}, {@code =>}, an arrow), or
     * -1. Only a marker that reads as "became": a hyphen or tilde is a range.
     */
    private static int dropSeparator(String s, int at, int to) {
        int i = at;
        if (i < to && s.charAt(i) == ' ') {
            i++;
        }
        if (i + 1 < to && (s.charAt(i) == '-' || s.charAt(i) == '=') && s.charAt(i + 1) == '>') {
            i += 2;
        } else if (i < to && s.charAt(i) == '\u2192') {
            i++;
        } else if (i + 2 < to && s.charAt(i) == 't' && s.charAt(i + 1) == 'o' && s.charAt(i + 2) == ' ') {
            i += 2;
        } else {
            return -1;
        }
        if (i < to && s.charAt(i) == ' ') {
            i++;
        }
        return i < to ? i : -1;
    }

    /** The number at {@code i}, perhaps after "~" or "about": its start, or -1. */
    private static int approximateNumber(String s, int i, int to) {
        if (i < to && s.charAt(i) == '~') {
            i++;
        } else {
            for (String w : APPROX) {
                if (i + w.length() < to && RateUnit.startsWithIgnoreCase(s, i, w) && s.charAt(i + w.length()) == ' ') {
                    i += w.length() + 1;
                    break;
                }
            }
        }
        return i < to && FigureNumbers.isDigit(s.charAt(i)) ? i : -1;
    }

    /** The start of the second number of a range after {@code at}, or -1. */
    private static int rangeSeparator(String s, int at, int to) {
        int i = at;
        if (i < to && s.charAt(i) == ' ') {
            i++;
        }
        if (i < to && (s.charAt(i) == '-' || s.charAt(i) == '\u2013' || s.charAt(i) == '~')) {
            i++;
        } else if (i + 2 < to && s.charAt(i) == 't' && s.charAt(i + 1) == 'o' && s.charAt(i + 2) == ' ') {
            i += 2;
        } else {
            return -1;
        }
        if (i < to && s.charAt(i) == ' ') {
            i++;
        }
        return i < to && FigureNumbers.isDigit(s.charAt(i)) ? i : -1;
    }

    /** A figure starts after a blank or punctuation, not inside a word, a version or a list like 10/100/1000. */
    private static boolean startBoundary(String s, int i, int from) {
        char p = s.charAt(i - 1);
        if (Character.isLetterOrDigit(p) || p == '_' || p == '.' || p == '/' || p == '^') {
            return false;
        }
        // "TX:940Mbps" yes; "10:30", "00:1f.0" (times, PCI addresses) no.
        if (p == ':' && i - 2 >= from && Character.isLetterOrDigit(s.charAt(i - 2))
                && Character.isDigit(s.charAt(i - 2))) {
            return false;
        }
        // "2.6.22-70" or "x-1": a hyphen glued to a word or number before it.
        return !(p == '-' && i - 2 >= from && Character.isLetterOrDigit(s.charAt(i - 2)));
    }

    private static int skipRun(String s, int i, int to) {
        while (i < to && (Character.isLetterOrDigit(s.charAt(i)) || s.charAt(i) == '.' || s.charAt(i) == '_')) {
            i++;
        }
        return i;
    }

    private static boolean keep(String s, int from, int to, int start, int end, LineKind kind, int lastEnd) {
        // Across a wrapped line too: "(capable of\n1984.941 Gb/s with 32.0 GT/s PCIe x63 link)".
        String before = s.substring(Math.max(0, start - BEFORE), start).toLowerCase(Locale.ROOT);
        for (String w : REFUSE_BEFORE) {
            int at = lastAtWordStart(before, w);
            if (at >= 0 && !(SUBJECT_WORDS.contains(w) && measuredAfter(before, at + w.length()))) {
                return false;
            }
        }
        if (kind == LineKind.FIO && !(before.endsWith("bw=") || before.endsWith("aggrb="))) {
            return false;
        }
        // "bw=1234MiB/s (1294MB/s)": the same figure again in other units.
        String trimmed = before.stripTrailing();
        if (lastEnd >= 0 && trimmed.endsWith("(") && start - lastEnd <= 3) {
            return false;
        }
        return !hardwareNext(s, end, to) && !linkRateAfter(s, end, to);
    }

    /** "4.000 Gb/s with 5 GT/s x1 link": a PCIe link rate follows; "6 Gbps 0x1 impl": an AHCI capability line. */
    private static boolean linkRateAfter(String s, int end, int to) {
        int limit = Math.min(to, end + 30);
        String after = s.substring(end, limit);
        return after.contains("GT/s") || after.stripLeading().startsWith("0x");
    }

    /** The last place {@code w} starts a word in {@code hay}, or -1. */
    private static int lastAtWordStart(String hay, String w) {
        int i = hay.lastIndexOf(w);
        while (i >= 0) {
            if (i == 0 || !Character.isLetter(hay.charAt(i - 1))) {
                return i;
            }
            i = i == 0 ? -1 : hay.lastIndexOf(w, i - 1);
        }
        return -1;
    }

    /** A measurement word ("throughput", "achieved", "we get") in {@code before} from {@code from} on. */
    private static boolean measuredAfter(String before, int from) {
        for (String m : MEASURED) {
            int k = before.indexOf(m, from);
            if (k >= 0 && (k == 0 || !Character.isLetter(before.charAt(k - 1)))) {
                return true;
            }
        }
        return false;
    }

    /** The word after the figure: "1000 Mbps Full Duplex", "1Gbps/Full", "a 100Mbit link", "5Gbps PHY". */
    private static boolean hardwareNext(String s, int end, int to) {
        int i = end;
        int limit = Math.min(s.length(), end + 40);
        while (i < limit && (s.charAt(i) == ' ' || s.charAt(i) == '/' || s.charAt(i) == '-' || s.charAt(i) == '\n'
                || s.charAt(i) == '>' || s.charAt(i) == ',' || s.charAt(i) == '(')) {
            i++;
        }
        int w = i;
        while (w < limit && Character.isLetter(s.charAt(w))) {
            w++;
        }
        if (w == i) {
            return false;
        }
        String word = s.substring(i, w).toLowerCase(Locale.ROOT);
        if (!HARDWARE_NEXT.contains(word)) {
            return false;
        }
        // "available" is only the PCIe bandwidth line; "line" and "mode" also read as plain English after a comma.
        return !(s.charAt(end) == ',' && (word.equals("line") || word.equals("mode")));
    }

    /** What a line is, for the tool name and for refusing lines that never hold measurements. */
    enum LineKind {
        PROSE("prose"), DD("dd"), HDPARM("hdparm"), FIO("fio"), NUTTCP("nuttcp"), REFUSED(null);

        final String tool;

        LineKind(String tool) {
            this.tool = tool;
        }

        static LineKind of(String s, int from, int to) {
            String line = s.substring(from, Math.min(to, from + 400));
            String lower = line.toLowerCase(Locale.ROOT);
            if (lower.contains("qdisc") || lower.contains(" tbf ") || lower.contains(" htb ")
                    || lower.contains("saved [") || lower.contains("raid6:") || lower.contains("xor:")
                    || lower.startsWith("x-") || lower.contains("ethtool -s")) {
                return REFUSED;
            }
            if (lower.contains("copied,") && (lower.contains("bytes") || lower.contains("records"))) {
                return DD;
            }
            if (lower.contains("timing ") && lower.contains(" = ")) {
                return HDPARM;
            }
            if (lower.contains("bw=") || lower.contains("aggrb=")) {
                return FIO;
            }
            if (lower.contains("%tx") || lower.contains("nuttcp")) {
                return NUTTCP;
            }
            return PROSE;
        }
    }
}
