package dev.lkmltriage.extract;

import dev.lkmltriage.mail.Mail;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Throughput figures in a message: iperf2/iperf3 result lines, netperf result tables, dd/hdparm/fio output and
 * figures written in sentences, each with its rate in bits/s, the tool, the direction (as seen from the reporter's
 * machine), the kernel it was measured on when the text says, and whether it is a per-interval line. Link speeds,
 * capabilities, targets, volumes and window sizes are not figures (see {@link ProseScanner}). Nothing is read from
 * diffs, signatures or list footers.
 *
 * <p>A pure stage: thread-safe, no state between calls, linear in the text, never throws (a bug yields no figures
 * for that message), at most {@value #MAX_FIGURES} figures per message.
 */
final class ThroughputExtractor {
    static final int MAX_FIGURES = 10_000;

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
        if (mail == null || mail.text().isEmpty()) {
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
        DirectionWords words = new DirectionWords(lines);
        List<ThroughputFact> out = new ArrayList<>(figures.size());
        for (Figure f : figures) {
            boolean quoted = lines.quoted(f.start());
            String kernel = f.fromTool() ? places.forToolLine(f.line(), quoted)
                    : places.forSentence(f.start(), f.end(), quoted);
            String direction = f.direction();
            if (direction == null && !f.fromTool()) {
                direction = words.forFigure(f.start(), f.end());
            }
            out.add(new ThroughputFact(f.bitsPerSecond(), f.text(), f.tool(), direction, kernel, f.interval(),
                    quoted, f.start(), f.end()));
        }
        out.sort(Comparator.comparingInt(ThroughputFact::start));
        return List.copyOf(out);
    }
}
