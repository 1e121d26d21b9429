package dev.lkmltriage.extract;

import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.MailParser;
import dev.lkmltriage.mail.Span;
import dev.lkmltriage.mail.SpanKind;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * A tuning tool, not a test: how much of the whole extraction is paid per message rather than per character. Times
 * every message's {@code FactExtractor.extract} on its own (wall nanoseconds, rounds over all messages in order so
 * the per-message views are rebuilt as in a real run), takes each message's median over the timed rounds, then fits
 * time = a + b * chars by least squares and prints a, b, the share a * n / total, and the time per size bucket.
 *
 * <p>{@code -Dtiny=true} keeps each message's headers but Content-* and MIME-* over a one-line body: the cost of a
 * message with no text. {@code -Dtsv=FILE} writes each message's median and its characters, lines and characters by
 * span kind, for a fit by kind. {@code -Donly=I} times message I of the input alone (for its profile).
 *
 * <p>Run: {@code java -cp $CP dev.lkmltriage.extract.ExtractCostFit ARCHIVE 4000 WARMUP ROUNDS}
 */
public final class ExtractCostFit {
    private ExtractCostFit() {
    }

    /** The message's headers but Content-*, over a one-line body: what extraction costs a message of no text. */
    static byte[] tiny(byte[] raw) {
        String s = new String(raw, StandardCharsets.ISO_8859_1).replace("\r\n", "\n");
        int end = s.indexOf("\n\n");
        String head = end < 0 ? s : s.substring(0, end);
        StringBuilder b = new StringBuilder();
        boolean skip = false;
        for (String line : head.split("\n")) {
            boolean cont = !line.isEmpty() && (line.charAt(0) == ' ' || line.charAt(0) == '\t');
            if (!cont) {
                skip = line.regionMatches(true, 0, "Content-", 0, 8) || line.regionMatches(true, 0, "MIME-", 0, 5);
            }
            if (!skip) {
                b.append(line).append('\n');
            }
        }
        b.append("\nThanks, that works here.\n");
        return b.toString().getBytes(StandardCharsets.ISO_8859_1);
    }

    public static void main(String[] args) throws IOException {
        Path archive = Path.of(args[0]);
        int count = Integer.parseInt(args[1]);
        int warmup = Integer.parseInt(args[2]);
        int rounds = Integer.parseInt(args[3]);
        List<byte[]> raw = ExtractProfile.read(archive, count);
        MailParser parser = new MailParser();
        List<Mail> mails = new ArrayList<>();
        boolean tiny = Boolean.getBoolean("tiny");
        raw.forEach(r -> mails.add(parser.parse(tiny ? tiny(r) : r)));
        String only = System.getProperty("only");
        if (only != null) {
            // one message of the input, by its position, timed alone (a slow message's profile)
            Mail one = mails.get(Integer.parseInt(only));
            mails.clear();
            mails.add(one);
        }
        FactExtractor all = new FactExtractor(ExtractSettings.defaults());
        int n = mails.size();
        long[][] t = new long[n][rounds];
        for (int r = 0; r < warmup; r++) {
            for (Mail m : mails) {
                all.extract(m);
            }
        }
        for (int r = 0; r < rounds; r++) {
            for (int i = 0; i < n; i++) {
                long t0 = System.nanoTime();
                all.extract(mails.get(i));
                t[i][r] = System.nanoTime() - t0;
            }
        }
        double[] y = new double[n];
        double[] x = new double[n];
        double total = 0;
        long chars = 0;
        for (int i = 0; i < n; i++) {
            Arrays.sort(t[i]);
            y[i] = t[i][rounds / 2] / 1e3; // microseconds
            x[i] = mails.get(i).text().length();
            total += y[i];
            chars += (long) x[i];
        }
        double mx = Arrays.stream(x).average().orElse(0);
        double my = total / n;
        double sxy = 0;
        double sxx = 0;
        for (int i = 0; i < n; i++) {
            sxy += (x[i] - mx) * (y[i] - my);
            sxx += (x[i] - mx) * (x[i] - mx);
        }
        double b = sxy / sxx;
        double a = my - b * mx;
        String tsv = System.getProperty("tsv");
        if (tsv != null) {
            try (PrintWriter out = new PrintWriter(Files.newBufferedWriter(Path.of(tsv)))) {
                out.println("us\tchars\tlines\tprose\tquote\tdiff\tother\tsubject");
                for (int i = 0; i < n; i++) {
                    Mail m = mails.get(i);
                    long[] k = new long[SpanKind.values().length];
                    for (Span sp : m.spans()) {
                        k[sp.kind().ordinal()] += sp.end() - sp.start();
                    }
                    long lines = m.text().chars().filter(c -> c == '\n').count();
                    long prose = k[SpanKind.PROSE.ordinal()];
                    long quote = k[SpanKind.QUOTE.ordinal()];
                    long diff = k[SpanKind.DIFF.ordinal()];
                    out.printf(Locale.ROOT, "%.2f\t%d\t%d\t%d\t%d\t%d\t%d\t%d%n", y[i], (long) x[i], lines, prose,
                            quote, diff, (long) x[i] - prose - quote - diff, m.subject().length());
                }
            }
        }
        System.out.printf(Locale.ROOT, "%d messages, %.2f MB text, mean %.0f chars; sum of medians %.3f s = %.1f MB/s%n",
                n, chars / 1e6, (double) chars / n, total / 1e6, chars / total);
        System.out.printf(Locale.ROOT, "fit: a = %.1f us per message, b = %.2f ns per char; a*n = %.1f %% of total%n",
                a, b * 1e3, 100 * a * n / total);
        // robust: median time of the smallest messages
        int[] edges = {0, 500, 1000, 2000, 3000, 4000, 6000, 10000, 20000, 50000, Integer.MAX_VALUE};
        for (int e = 0; e + 1 < edges.length; e++) {
            List<Double> ys = new ArrayList<>();
            double xs = 0;
            for (int i = 0; i < n; i++) {
                if (x[i] >= edges[e] && x[i] < edges[e + 1]) {
                    ys.add(y[i]);
                    xs += x[i];
                }
            }
            if (ys.isEmpty()) {
                continue;
            }
            double sum = ys.stream().mapToDouble(Double::doubleValue).sum();
            ys.sort(null);
            System.out.printf(Locale.ROOT, "  chars [%6d,%6d): %5d msgs, mean %7.0f chars, median %7.1f us, mean %7.1f us,"
                    + " %6.1f MB/s, %5.1f %% of time%n", edges[e], Math.min(edges[e + 1], 9_999_999), ys.size(),
                    xs / ys.size(), ys.get(ys.size() / 2), sum / ys.size(), xs / sum, 100 * sum / total);
        }
    }
}
