package dev.lkmltriage.extract;

import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.Span;
import dev.lkmltriage.mail.SpanKind;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Throughput figures in a message: iperf2/iperf3 result lines, netperf result tables, dd/hdparm/fio/nuttcp output
 * and figures written in sentences, each with its rate in bits/s, the text as written, the tool, the direction,
 * the kernel it was measured on when the text says, and whether it is a per-interval line. Nothing is read from
 * diffs, signatures or list footers.
 *
 * <p>Decisions, so consumers know what a figure means:
 * <ul>
 *   <li>Units: SI prefixes are powers of 1000 for bits and bytes alike (iperf's {@code MBytes/sec}, dd's
 *       {@code MB/s}), {@code KiB/MiB/GiB} powers of 1024, bytes count 8 bits; see {@link Bandwidth}.</li>
 *   <li>Direction is the way data flowed as seen from the reporter's machine: an iperf client sends, a server
 *       receives, {@code -R}/"Reverse mode" flips both, and in an iperf2 {@code -r}/{@code -d} tradeoff the stream
 *       whose local port is the server port is the received one. iperf3's {@code sender} and {@code receiver}
 *       summaries describe one test and carry its direction. In prose: the nearest "send", "receive", "TX", "RX",
 *       "upload", "download" before the figure in its paragraph, or right after it.</li>
 *   <li>Kernel: from the versions extractor's facts by position (see {@link KernelPlaces}); never guessed.</li>
 *   <li>Storage throughput (dd, hdparm, fio) is kept, with its tool: it is a measured throughput and storage
 *       regressions are reported the same way. Not figures: link and port speeds, PCIe/SATA/USB signalling rates,
 *       "available PCIe bandwidth" capability lines, Wi-Fi bitrates, iperf {@code -b} targets, tc rates, volumes,
 *       window sizes, MSS, memory bandwidth and RAID/xor checksum benchmarks, wget download reports, prose figures
 *       in a quoted writer's signature (broadband and speedtest lines, {@link QuotedSignature}).</li>
 * </ul>
 *
 * <p>The Subject is read too, as prose ("r8152: upload drops to ~380 Mbit/s on 5.13"): its figures come first, with
 * {@code start == end == 0} (they have no place in the body text), a direction from the Subject's own words, no
 * kernel, and never quoted.
 *
 * <p>A pure stage: thread-safe, no state between calls, linear in the text, never throws (a bug yields no figures
 * for that message), at most {@value #MAX_FIGURES} figures per message.
 */
final class ThroughputExtractor {
    static final int MAX_FIGURES = 10_000;
    private static final int MAX_SUBJECT = 2_000;

    ThroughputExtractor() {
    }

    List<ThroughputFact> extract(Mail mail, List<KernelFact> kernels) {
        try {
            return extractUnsafe(mail, kernels);
        } catch (RuntimeException | StackOverflowError e) {
            return List.of();
        }
    }

    /** {@link #extract} without the safety net, so tests and fuzzers see the bugs the net would hide. */
    List<ThroughputFact> extractUnsafe(Mail mail, List<KernelFact> kernels) {
        if (mail == null) {
            return List.of();
        }
        List<ThroughputFact> subject = subject(mail.subject());
        List<ThroughputFact> body = body(mail, kernels);
        if (subject.isEmpty()) {
            return body;
        }
        List<ThroughputFact> out = new ArrayList<>(subject.size() + body.size());
        out.addAll(subject);
        out.addAll(body);
        return List.copyOf(out);
    }

    /** Prose figures of a Subject line; a Subject longer than any real one is not read. */
    private static List<ThroughputFact> subject(String subject) {
        if (subject == null || subject.isEmpty() || subject.length() > MAX_SUBJECT) {
            return List.of();
        }
        FigureLines lines = FigureLines.of(subject, List.of(new Span(0, subject.length(), SpanKind.PROSE)));
        List<Figure> figures = new ArrayList<>();
        ProseScanner.scan(lines, new boolean[lines.count()], figures, MAX_FIGURES);
        if (figures.isEmpty()) {
            return List.of();
        }
        DirectionWords words = new DirectionWords(lines);
        List<ThroughputFact> out = new ArrayList<>(figures.size());
        for (Figure f : figures) {
            String direction = f.direction() != null ? f.direction() : words.forFigure(f.start(), f.end());
            out.add(new ThroughputFact(f.bitsPerSecond(), f.text(), f.tool(), direction, null, f.interval(),
                    false, 0, 0));
        }
        return out;
    }

    private static List<ThroughputFact> body(Mail mail, List<KernelFact> kernels) {
        if (mail.text().isEmpty()) {
            return List.of();
        }
        FigureLines lines = FigureLines.of(mail);
        boolean[] consumed = new boolean[lines.count()];
        List<Figure> figures = new ArrayList<>();
        IperfScanner.scan(lines, consumed, figures, MAX_FIGURES);
        NetperfScanner.scan(lines, consumed, figures, MAX_FIGURES);
        ProseScanner.scan(lines, consumed, figures, MAX_FIGURES);
        if (figures.isEmpty()) {
            return List.of();
        }
        KernelPlaces places = new KernelPlaces(lines, kernels);
        DirectionWords words = null; // only prose figures need it: built on first use
        List<ThroughputFact> out = new ArrayList<>(figures.size());
        for (Figure f : figures) {
            boolean quoted = lines.quoted(f.start());
            if (quoted && !f.fromTool() && QuotedSignature.at(lines.text, f.start())) {
                continue; // a quoted writer's signature (broadband speeds): not about the message
            }
            String kernel = !f.fromTool() ? places.forSentence(f.start(), f.end(), quoted)
                    : places.labelOf(f.line(), f.start()) != null ? places.labelOf(f.line(), f.start())
                    : places.forToolLine(f.line(), quoted);
            String direction = f.direction();
            if (direction == null) {
                if (words == null) {
                    words = new DirectionWords(lines);
                }
                if (!f.fromTool()) {
                    direction = words.forFigure(f.start(), f.end());
                } else {
                    int intro = introLine(lines, f.line());
                    direction = intro < 0 ? null : words.forFigure(lines.end(intro), lines.end(intro));
                }
            }
            out.add(new ThroughputFact(f.bitsPerSecond(), f.text(), f.tool(), direction, kernel, f.interval(),
                    quoted, f.start(), f.end()));
        }
        out.sort(Comparator.comparingInt(ThroughputFact::start));
        fromToPairs(lines.text, out, places);
        return List.copyOf(out);
    }

    /**
     * The sentence that introduces a block of tool output pasted without its command line ("Reverting it brings
     * downloads back to 850 Mbit/s:"): the non-blank line ending in ':' right above the block (at most one blank
     * line between), or -1. Its direction words give the block's direction.
     */
    private static int introLine(FigureLines lines, int line) {
        int ln = line;
        int steps = 0;
        while (ln > 0 && !lines.blank(ln - 1) && outputLine(lines, ln - 1) && steps++ < 60) {
            ln--;
        }
        int above = ln - 1;
        if (above >= 0 && lines.blank(above)) {
            above--;
        }
        if (above < 0 || lines.blank(above) || above == line) {
            return -1;
        }
        String t = lines.text.substring(lines.body(above), lines.end(above)).stripTrailing();
        return t.endsWith(":") && !t.startsWith("[") ? above : -1;
    }

    /** "[  5] ...", "[ ID] Interval", "- - - -": a line of the same block of output. */
    private static boolean outputLine(FigureLines lines, int ln) {
        int b = lines.body(ln);
        if (b >= lines.end(ln)) {
            return false;
        }
        char c = lines.text.charAt(b);
        return c == '[' || c == '-';
    }

    /**
     * "from 6.1 to 6.2 ... dropped from 940 Mbit/s to 300 Mbit/s": the first figure of a "from X to Y" pair was
     * measured on the first kernel of the sentence's "from K1 to K2", the second on the second.
     */
    private static void fromToPairs(String text, List<ThroughputFact> out, KernelPlaces places) {
        for (int i = 0; i + 1 < out.size(); i++) {
            ThroughputFact a = out.get(i);
            ThroughputFact b = out.get(i + 1);
            if (!"prose".equals(a.tool()) || !"prose".equals(b.tool()) || b.start() < a.end()
                    || b.start() - a.end() > 8 || a.start() < 5) {
                continue;
            }
            String between = text.substring(a.end(), b.start()).strip();
            String before = text.substring(Math.max(0, a.start() - 6), a.start()).stripTrailing();
            if (!(between.equals("to") || between.equals("->")) || !before.endsWith("from")) {
                continue;
            }
            String[] pair = places.pairBefore(a.start(), a.quoted());
            if (pair != null) {
                out.set(i, withKernel(a, pair[0]));
                out.set(i + 1, withKernel(b, pair[1]));
                i++;
            }
        }
    }

    private static ThroughputFact withKernel(ThroughputFact f, String kernel) {
        return new ThroughputFact(f.bitsPerSecond(), f.text(), f.tool(), f.direction(), kernel, f.interval(),
                f.quoted(), f.start(), f.end());
    }
}
