package dev.lkmltriage.extract;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Which kernel a figure was measured on, from where the kernels (found by the versions extractor) sit in the text.
 * Two ways, both conservative:
 * <ul>
 *   <li>a figure in a sentence takes the kernel nearest before it in the same sentence ("In 2.6.22 it was around
 *       83MB/s"), else the nearest after it ("32MB/s on 2.6.23-rc8");</li>
 *   <li>a line of tool output takes the nearest heading above it: a short line that starts with a kernel,
 *       "2.6.22 (and 2.6.23-rc8 with that change reverted)", "2.6.23-rc8 without changes", "On 6.1:".</li>
 * </ul>
 * Kernels in a list ("tested kernels 2.6.22,2.6.22.5, 2.6.23-rc4") say nothing about any one figure and are not used.
 */
final class KernelPlaces {
    // compiled once: String.split, matches and replaceAll compile their regex on every call
    private static final Pattern NON_LETTERS = Pattern.compile("[^a-z]+");
    private static final Pattern NON_ALNUM = Pattern.compile("[^a-z0-9]+");
    private static final int SENTENCE_REACH = 150;
    private static final int MAX_RAWS = 64;
    private static final int MAX_PLACES = 4096;
    private static final int HEADING_REACH_LINES = 60;
    private static final int HEADING_MAX_LENGTH = 100;
    private static final Set<String> HEADING_WORDS = Set.of("kernel", "linux", "on", "with", "using", "running",
            "for", "version", "vanilla", "mainline", "stock", "under", "booted", "the", "current", "latest", "plain",
            "unpatched", "patched", "and", "v", "results", "result", "numbers", "tested", "testing");

    private final FigureLines lines;
    private final KernelFact[] usable;
    private final int[] usableStarts;
    private final KernelFact[] headings;
    private final int[] headingLines;
    /** Built on the first question that needs it: most messages with figures never ask. */
    private int[] sentenceBreaks;

    KernelPlaces(FigureLines lines, List<KernelFact> kernels) {
        this.lines = lines;
        int n = lines.text.length();
        List<KernelFact> valid = new ArrayList<>();
        for (KernelFact k : kernels == null ? List.<KernelFact>of() : kernels) {
            if (k != null && k.version() != null && k.start() >= 0 && k.end() > k.start() && k.end() <= n) {
                valid.add(k);
            }
        }
        List<KernelFact> searchable = new ArrayList<>(valid);
        for (KernelFact k : kernels == null ? List.<KernelFact>of() : kernels) {
            if (k != null && k.start() == 0 && k.end() == 0) {
                searchable.add(k); // named in the Subject only: its places in the body are still places
            }
        }
        valid = everyPlace(lines, valid, searchable);
        valid.sort((a, b) -> Integer.compare(a.start(), b.start()));
        boolean[] listed = new boolean[valid.size()];
        for (int i = 0; i + 1 < valid.size(); i++) {
            if (listSeparator(lines.text, valid.get(i).end(), valid.get(i + 1).start())) {
                listed[i] = true;
                listed[i + 1] = true;
            }
        }
        List<KernelFact> use = new ArrayList<>();
        List<KernelFact> heads = new ArrayList<>();
        List<Integer> headLines = new ArrayList<>();
        int lastHeadingLine = -1;
        for (int i = 0; i < valid.size(); i++) {
            if (listed[i]) {
                continue;
            }
            KernelFact k = valid.get(i);
            use.add(k);
            int ln = lines.lineOf(k.start());
            if (ln != lastHeadingLine && heading(k, ln, i == 0 ? null : valid.get(i - 1))) {
                heads.add(k);
                headLines.add(ln);
                lastHeadingLine = ln;
            }
        }
        this.usable = use.toArray(new KernelFact[0]);
        // plain loops: two streams per message were about 0.3 % of extraction on prose-heavy mail (session 39)
        this.usableStarts = new int[use.size()];
        for (int i = 0; i < usableStarts.length; i++) {
            usableStarts[i] = use.get(i).start();
        }
        this.headings = heads.toArray(new KernelFact[0]);
        this.headingLines = new int[headLines.size()];
        for (int i = 0; i < headingLines.length; i++) {
            headingLines[i] = headLines.get(i);
        }
    }

    private int[] breaks() {
        if (sentenceBreaks == null) {
            sentenceBreaks = sentenceBreaks(lines);
        }
        return sentenceBreaks;
    }

    /**
     * The versions extractor gives one fact per version, at its first place; a figure needs the place nearest to it
     * ("moved from 2.6.22 to 2.6.23-rc8 ... about 32MB/s where 2.6.22 gave around 83MB/s"). Every other place the
     * text writes a fact's version as it was written, bounded so that "2.6.22" is not found inside "2.6.22.6" or
     * "2.6.22-rc1", is added as a fact of its own. At most {@value #MAX_PLACES} places in all.
     */
    private static List<KernelFact> everyPlace(FigureLines lines, List<KernelFact> valid, List<KernelFact> all) {
        String s = lines.text;
        List<KernelFact> out = new ArrayList<>(valid);
        java.util.Set<Integer> taken = new java.util.HashSet<>();
        for (KernelFact k : valid) {
            taken.add(k.start());
        }
        java.util.Set<String> raws = new java.util.LinkedHashSet<>();
        for (KernelFact k : all) {
            if (k != null && k.version() != null && k.raw() != null && k.raw().length() >= 3
                    && raws.size() < MAX_RAWS && raws.add(k.raw())) {
                String raw = k.raw();
                for (int i = s.indexOf(raw); i >= 0 && out.size() < MAX_PLACES; i = s.indexOf(raw, i + 1)) {
                    int e = i + raw.length();
                    if (!taken.contains(i) && bounded(s, i, e)) {
                        taken.add(i);
                        out.add(new KernelFact(k.version(), raw, k.verdict(), lines.quoted(i), i, e));
                    }
                }
            }
        }
        return out;
    }

    private static boolean bounded(String s, int i, int e) {
        if (i > 0) {
            char p = s.charAt(i - 1);
            if (Character.isLetterOrDigit(p) || p == '.' || p == '_' || p == '-' || p == '/') {
                return false;
            }
        }
        if (e < s.length()) {
            char n = s.charAt(e);
            if (Character.isLetterOrDigit(n) || n == '_') {
                return false;
            }
            boolean joined = n == '.' || n == '-' || n == '+';
            if (joined && e + 1 < s.length() && Character.isLetterOrDigit(s.charAt(e + 1))) {
                return false;
            }
        }
        // "around 6.1 Gbits/sec" on a 6.1 kernel: a number with a rate unit is a figure, not a place.
        int u = e < s.length() && s.charAt(e) == ' ' ? e + 1 : e;
        return u >= s.length() || RateUnit.at(s, u) == null;
    }

    /** The kernel a tool output line starts with as its label ("5.9.1:  [  5] ..."), or null. */
    String labelOf(int line, int figureStart) {
        int body = lines.body(line);
        int k = Arrays.binarySearch(usableStarts, body);
        if (k < 0) {
            return null;
        }
        KernelFact kf = usable[k];
        return kf.end() < figureStart && lines.text.startsWith(":", kf.end()) ? kf.version() : null;
    }

    /** The kernel of the heading above a tool output line, or null. */
    String forToolLine(int line, boolean quoted) {
        int k = Arrays.binarySearch(headingLines, line);
        int idx = k >= 0 ? k - 1 : -k - 2;
        // Several headings on one line cannot happen (one per line), so idx is the nearest line above.
        if (idx < 0 || line - headingLines[idx] > HEADING_REACH_LINES) {
            return null;
        }
        KernelFact h = headings[idx];
        return lines.quoted(h.start()) == quoted ? h.version() : null;
    }

    /** The kernel named in the same sentence as a figure at {@code [start, end)}, or null. */
    String forSentence(int start, int end, boolean quoted) {
        if (usable.length == 0) {
            return null; // no kernel to bind: the sentence's bounds are not needed
        }
        int sStart = previousBreak(start);
        int sEnd = nextBreak(end);
        int k = Arrays.binarySearch(usableStarts, start);
        int after = k >= 0 ? k : -k - 1;
        // "300 Mbit/s on 6.2" binds tighter than a kernel earlier in the sentence.
        if (after < usable.length && usable[after].start() >= end && usable[after].start() < sEnd
                && boundAfter(lines.text, end, usable[after].start())
                && lines.quoted(usable[after].start()) == quoted) {
            return usable[after].version();
        }
        for (int i = after - 1; i >= 0 && i >= after - 4; i--) {
            KernelFact kf = usable[i];
            if (kf.start() < sStart || start - kf.end() > SENTENCE_REACH) {
                break;
            }
            // A kernel in an aside closed before the figure is an alternative to the sentence's own kernel ("In 6.1
            // (and 6.2 with it reverted) it was 110MB/s"), unless it is the only kernel of the sentence so far:
            // "my router (self-built 3.14.2) uploads at about 400 Mbit/s".
            boolean aloneInSentence = i == 0 || usable[i - 1].start() < sStart;
            if (kf.end() <= start && lines.quoted(kf.start()) == quoted
                    && (aloneInSentence || !closedAside(lines.text, kf.end(), start))) {
                return kf.version();
            }
        }
        for (int i = after; i < usable.length && i < after + 4; i++) {
            KernelFact kf = usable[i];
            if (kf.start() >= sEnd || kf.start() - end > SENTENCE_REACH) {
                break;
            }
            if (kf.start() >= end && lines.quoted(kf.start()) == quoted) {
                return kf.version();
            }
        }
        return null;
    }

    /**
     * The two kernels of a "from K1 to K2" sentence before a figure at {@code start} ("after upgrading from 6.1 to
     * 6.2, throughput dropped from 940 Mbit/s to 300 Mbit/s"), or null unless exactly two distinct ones are there.
     */
    String[] pairBefore(int start, boolean quoted) {
        if (usable.length == 0) {
            return null;
        }
        int sStart = previousBreak(start);
        int k = Arrays.binarySearch(usableStarts, start);
        int after = k >= 0 ? k : -k - 1;
        String second = null;
        String first = null;
        for (int i = after - 1; i >= 0 && i >= after - 3; i--) {
            KernelFact kf = usable[i];
            if (kf.start() < sStart || kf.end() > start || lines.quoted(kf.start()) != quoted) {
                break;
            }
            if (second == null) {
                second = kf.version();
            } else if (!kf.version().equals(second)) {
                if (first != null) {
                    return null;
                }
                first = kf.version();
            }
        }
        return first == null ? null : new String[] {first, second};
    }

    /** "In 6.1 (and 6.2 with it reverted) it was 110MB/s": the kernel sits in an aside closed before the figure. */
    private static boolean closedAside(String s, int from, int to) {
        for (int i = from; i < to; i++) {
            char c = s.charAt(i);
            if (c == '(') {
                return false;
            }
            if (c == ')') {
                return true;
            }
        }
        return false;
    }

    private static final Set<String> BINDING_WORDS = Set.of("on", "with", "in", "for", "under", "using", "kernel",
            "linux", "the", "v");

    /** Only words like "on", "with kernel" (or a parenthesis) between a figure and a kernel after it. */
    private static boolean boundAfter(String s, int from, int to) {
        if (to - from > 16) {
            return false;
        }
        String between = s.substring(from, to).toLowerCase(Locale.ROOT);
        boolean any = between.indexOf('(') >= 0;
        for (String w : NON_LETTERS.split(between)) {
            if (w.isEmpty()) {
                continue;
            }
            if (!BINDING_WORDS.contains(w)) {
                return false;
            }
            any = true;
        }
        return any;
    }

    private int previousBreak(int offset) {
        int[] sentenceBreaks = breaks();
        int k = Arrays.binarySearch(sentenceBreaks, offset);
        int idx = k >= 0 ? k : -k - 2;
        return idx >= 0 ? sentenceBreaks[idx] : 0;
    }

    private int nextBreak(int offset) {
        int[] sentenceBreaks = breaks();
        int k = Arrays.binarySearch(sentenceBreaks, offset);
        int idx = k >= 0 ? k : -k - 1;
        return idx < sentenceBreaks.length ? sentenceBreaks[idx] : lines.text.length();
    }

    /** "2.6.22,2.6.22.5, 2.6.23-rc4", "6.1 and 6.2", "5.4/5.10": kernels listed together. */
    private static boolean listSeparator(String s, int from, int to) {
        if (to < from || to - from > 6) {
            return false;
        }
        String between = s.substring(from, to).strip().toLowerCase(Locale.ROOT);
        return between.isEmpty() || between.equals(",") || between.equals("/") || between.equals("and")
                || between.equals(", and") || between.equals("or") || between.equals("&") || between.equals(";");
    }

    /** A short line starting with the kernel, after at most a few words like "On", "Linux", "kernel". */
    private boolean heading(KernelFact k, int ln, KernelFact previous) {
        if (previous != null && lines.lineOf(previous.start()) == ln) {
            return false; // not the first kernel on its line
        }
        int from = lines.body(ln);
        int to = lines.end(ln);
        if (k.start() < from || to - from > HEADING_MAX_LENGTH) {
            return false;
        }
        String line = lines.text.substring(from, to).stripTrailing();
        if (line.endsWith(".") || line.endsWith("?") || line.endsWith("!")) {
            return false;
        }
        String prefix = lines.text.substring(from, k.start()).toLowerCase(Locale.ROOT);
        int words = 0;
        for (String w : NON_ALNUM.split(prefix)) {
            if (w.isEmpty()) {
                continue;
            }
            if (!HEADING_WORDS.contains(w) || ++words > 4) {
                return false;
            }
        }
        return true;
    }

    /** Sentence ends ('.', '!', '?' before a blank) and blank lines, in order. */
    private static int[] sentenceBreaks(FigureLines lines) {
        String s = lines.text;
        int n = s.length();
        int[] out = new int[16];
        int count = 0;
        int line = 0;
        for (int i = 0; i < n; i++) {
            char c = s.charAt(i);
            boolean brk = false;
            if ((c == '.' || c == '!' || c == '?') && (i + 1 >= n || Character.isWhitespace(s.charAt(i + 1)))) {
                brk = true;
            } else if (c == '\n' && i + 1 < n) {
                while (line < lines.count() - 1 && lines.start(line + 1) <= i) {
                    line++;
                }
                brk = line + 1 < lines.count() && lines.blank(line + 1);
            }
            if (brk) {
                if (count == out.length) {
                    out = Arrays.copyOf(out, count * 2);
                }
                out[count++] = i + 1;
            }
        }
        return Arrays.copyOf(out, count);
    }
}
