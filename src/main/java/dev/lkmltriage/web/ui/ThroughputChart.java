package dev.lkmltriage.web.ui;

import dev.lkmltriage.triage.KernelSort;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The reported throughput of a cluster by kernel version, good against bad, as inline SVG: kernel versions along
 * the x axis in kernel order, throughput up the y axis from zero, one marker per reported figure (a green circle for
 * a kernel reported good, a red square for bad, a grey diamond when the report does not say). Needs no script; every
 * marker has a tooltip saying what it is. Text from mail (kernel names come from the core's canonical form, but are
 * escaped all the same) is escaped.
 */
final class ThroughputChart {
    /** One reported figure. */
    record Point(String kernel, String verdict, double bitsPerSecond, String messageId, String text) {
    }

    static final int WIDTH = 640;
    static final int HEIGHT = 320;
    private static final int LEFT = 72;
    private static final int RIGHT = 16;
    private static final int TOP = 28;
    private static final int BOTTOM = 64;
    private static final int MAX_POINTS = 2000;

    private ThroughputChart() {
    }

    /** The chart, or an empty string when there is nothing to draw. */
    static String svg(String title, List<Point> points) {
        List<Point> drawn = points.stream().filter(p -> p.bitsPerSecond() >= 0 && Double.isFinite(p.bitsPerSecond()))
                .limit(MAX_POINTS).toList();
        if (drawn.isEmpty()) {
            return "";
        }
        List<String> kernels = KernelSort.sorted(new LinkedHashSet<>(drawn.stream().map(Point::kernel).toList()));
        double max = drawn.stream().mapToDouble(Point::bitsPerSecond).max().orElse(1);
        double[] unit = unit(max);
        double top = niceCeiling(max / unit[0]);
        int plotW = WIDTH - LEFT - RIGHT;
        int plotH = HEIGHT - TOP - BOTTOM;
        double slot = (double) plotW / kernels.size();
        StringBuilder b = new StringBuilder(4096);
        b.append("<svg class=\"chart\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 ").append(WIDTH).append(' ')
                .append(HEIGHT).append("\" role=\"img\" aria-labelledby=\"chart-title chart-desc\">");
        b.append("<title id=\"chart-title\">").append(Html.escape(title)).append("</title>");
        b.append("<desc id=\"chart-desc\">").append(drawn.size()).append(" reported figures on ")
                .append(kernels.size()).append(" kernel versions, from ").append(Html.escape(kernels.get(0)))
                .append(" to ").append(Html.escape(kernels.get(kernels.size() - 1))).append("</desc>");
        // y grid and tick labels
        for (int i = 0; i <= 4; i++) {
            double v = top * i / 4;
            double y = TOP + plotH - plotH * (v / top);
            b.append("<line class=\"grid\" x1=\"").append(LEFT).append("\" x2=\"").append(WIDTH - RIGHT)
                    .append("\" y1=\"").append(f(y)).append("\" y2=\"").append(f(y)).append("\"/>");
            b.append("<text class=\"tick y-tick\" x=\"").append(LEFT - 6).append("\" y=\"").append(f(y + 4))
                    .append("\" text-anchor=\"end\">").append(Rates.number(v)).append("</text>");
        }
        // axes
        b.append("<line class=\"axis\" x1=\"").append(LEFT).append("\" x2=\"").append(LEFT).append("\" y1=\"")
                .append(TOP).append("\" y2=\"").append(TOP + plotH).append("\"/>");
        b.append("<line class=\"axis\" x1=\"").append(LEFT).append("\" x2=\"").append(WIDTH - RIGHT)
                .append("\" y1=\"").append(TOP + plotH).append("\" y2=\"").append(TOP + plotH).append("\"/>");
        // x tick labels: kernel versions in kernel order
        for (int i = 0; i < kernels.size(); i++) {
            double x = LEFT + slot * (i + 0.5);
            b.append("<text class=\"tick x-tick\" x=\"").append(f(x)).append("\" y=\"").append(TOP + plotH + 16)
                    .append("\" text-anchor=\"middle\">").append(Html.escape(shortKernel(kernels.get(i))))
                    .append("</text>");
        }
        b.append("<text class=\"axis-label\" x=\"").append(LEFT + plotW / 2).append("\" y=\"").append(HEIGHT - 26)
                .append("\" text-anchor=\"middle\">kernel version</text>");
        b.append("<text class=\"axis-label\" transform=\"translate(16 ").append(TOP + plotH / 2)
                .append(") rotate(-90)\" text-anchor=\"middle\">throughput (").append(label(unit))
                .append(")</text>");
        // points, spread a little within their kernel's slot so that equal figures stay visible
        Map<String, Integer> seen = new HashMap<>();
        for (Point p : drawn) {
            int k = kernels.indexOf(p.kernel());
            int n = seen.merge(p.kernel() + "\u0000" + verdict(p), 1, Integer::sum) - 1;
            double offset = (verdictOrder(p) - 1) * Math.min(14, slot / 5) + ((n % 5) - 2) * Math.min(3, slot / 30);
            double x = LEFT + slot * (k + 0.5) + offset;
            double y = TOP + plotH - plotH * Math.min(1, p.bitsPerSecond() / unit[0] / top);
            point(b, p, x, y);
        }
        legend(b);
        b.append("</svg>");
        return b.toString();
    }

    private static void point(StringBuilder b, Point p, double x, double y) {
        String v = verdict(p);
        String tip = Rates.human(p.bitsPerSecond()) + " on " + p.kernel() + " (" + v + ")"
                + (p.text() == null ? "" : ", written \u201c" + p.text() + "\u201d");
        b.append("<g class=\"point ").append(v).append("\" data-kernel=\"").append(Html.escape(p.kernel()))
                .append("\"><title>").append(Html.escape(tip)).append("</title>");
        marker(b, v, x, y);
        b.append("</g>");
    }

    private static void marker(StringBuilder b, String verdict, double x, double y) {
        switch (verdict) {
            case "good" -> b.append("<circle cx=\"").append(f(x)).append("\" cy=\"").append(f(y))
                    .append("\" r=\"5\"/>");
            case "bad" -> b.append("<rect x=\"").append(f(x - 5)).append("\" y=\"").append(f(y - 5))
                    .append("\" width=\"10\" height=\"10\"/>");
            default -> b.append("<path d=\"M").append(f(x)).append(' ').append(f(y - 6)).append(" L")
                    .append(f(x + 6)).append(' ').append(f(y)).append(" L").append(f(x)).append(' ')
                    .append(f(y + 6)).append(" L").append(f(x - 6)).append(' ').append(f(y)).append(" Z\"/>");
        }
    }

    private static void legend(StringBuilder b) {
        String[][] items = {{"good", "good"}, {"bad", "bad"}, {"unknown", "not said"}};
        int x = LEFT + 8;
        int y = 14;
        for (String[] item : items) {
            b.append("<g class=\"legend ").append(item[0]).append("\">");
            marker(b, item[0], x, y - 4);
            b.append("<text x=\"").append(x + 10).append("\" y=\"").append(y).append("\">").append(item[1])
                    .append("</text></g>");
            x += 90;
        }
    }

    private static String verdict(Point p) {
        return "good".equals(p.verdict()) || "bad".equals(p.verdict()) ? p.verdict() : "unknown";
    }

    private static int verdictOrder(Point p) {
        return switch (verdict(p)) {
            case "good" -> 0;
            case "bad" -> 2;
            default -> 1;
        };
    }

    /** Long versions would overlap their neighbours: keep 18 characters. */
    private static String shortKernel(String k) {
        return k.length() > 18 ? k.substring(0, 17) + "…" : k;
    }

    private static double[] unit(double maxBps) {
        if (maxBps >= 1e9) {
            return new double[] {1e9, 2};
        } else if (maxBps >= 1e6) {
            return new double[] {1e6, 1};
        }
        return new double[] {1e3, 0};
    }

    private static String label(double[] unit) {
        return switch ((int) unit[1]) {
            case 2 -> "Gbit/s";
            case 1 -> "Mbit/s";
            default -> "kbit/s";
        };
    }

    /** The smallest of 1, 1.2, 1.6, 2, 2.4, 3, 4, 5, 6, 8 × 10^n at or above {@code x}: quarters of it read round. */
    static double niceCeiling(double x) {
        if (!(x > 0)) {
            return 1;
        }
        double pow = Math.pow(10, Math.floor(Math.log10(x)));
        for (double m : new double[] {1, 1.2, 1.6, 2, 2.4, 3, 4, 5, 6, 8, 10}) {
            if (m * pow >= x) {
                return m * pow;
            }
        }
        return 10 * pow;
    }

    private static String f(double v) {
        return String.format(Locale.ROOT, "%.1f", v);
    }
}
