package dev.lkmltriage.bench;

import dev.lkmltriage.extract.ExtractSettings;
import dev.lkmltriage.extract.FactExtractor;
import dev.lkmltriage.mail.MailParser;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.IntFunction;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A tuning tool, not a test: hostile input built from each extractor's own cue words, timed through the whole
 * extraction at n and 4n characters. {@link GrowthBench}'s inputs are fixed shapes; a scanner added later has its
 * own loops, which only its own words reach (a bracket it looks for the end of, a phrase it looks back from). This
 * reads the string literals (and the words of its regular expressions) of each named source file, and builds from
 * them: all on one line; one to a line; one to a line under '> '; one line with each word followed by an unclosed
 * '(', '[' or '"'; each word repeated alone on one line and one to a line; the subject. Each row prints
 * t(n), t(4n) and their ratio (about 4 linear, 16 quadratic); a row whose n takes over {@code -Dcue.skipSeconds}
 * (default 5) is printed SLOW without its 4n.
 *
 * <p>Run: {@code java -cp ... dev.lkmltriage.bench.CueGrowth N [--each] FILE.java...} (N characters, e.g. 25000;
 * {@code --each} also times each word alone, which is slow over many files, {@code --each-only} that alone;
 * {@code -Dcue.runs=R} runs per size, default 3; {@code -Dcue.facts=true} also each word followed by a
 * version and a commit id, on one line and one to a line).
 */
public final class CueGrowth {
    private static final Pattern LITERAL = Pattern.compile("\"((?:[^\"\\\\\\n]|\\\\.)*)\"");
    private static final Pattern COMPILED = Pattern.compile("Pattern\\.compile\\(\\s*\"((?:[^\"\\\\\\n]|\\\\.)*)\"");

    private static final int RUNS = Integer.getInteger("cue.runs", 3);

    private CueGrowth() {
    }

    /** The cue words of one source file: its string literals and the plain words of its regular expressions. */
    public static List<String> cues(Path source) throws IOException {
        String src = Files.readString(source);
        Set<String> out = new LinkedHashSet<>();
        Matcher m = LITERAL.matcher(src);
        while (m.find()) {
            String s = unescape(m.group(1));
            if (s.length() >= 2 && s.length() <= 60 && !s.contains("\\") && !regexLike(s)) {
                out.add(s);
            }
        }
        Matcher c = COMPILED.matcher(src);
        while (c.find()) {
            for (String w : unescape(c.group(1)).split("[^A-Za-z:']+")) {
                if (w.length() >= 3) {
                    out.add(w);
                }
            }
        }
        return new ArrayList<>(out);
    }

    private static boolean regexLike(String s) {
        return s.contains("(?") || s.contains("\\b") || s.contains("[^") || s.contains(")*") || s.contains(")+");
    }

    private static String unescape(String s) {
        return s.replace("\\n", "\n").replace("\\t", "\t").replace("\\\"", "\"").replace("\\\\", "\\");
    }

    /** The shapes built from a file's cues, by name, each a body (or, for "subject", a subject) of n characters. */
    static List<Shape> shapes(List<String> cues) {
        List<Shape> s = new ArrayList<>();
        s.add(new Shape("one-line", false, n -> fill(n, cues, " ", "")));
        s.add(new Shape("lines", false, n -> fill(n, cues, "\n", "")));
        s.add(new Shape("quoted", false, n -> fill(n, cues, "\n", "> ")));
        s.add(new Shape("deep-quoted", false, n -> fill(n, cues, "\n", "> ".repeat(200))));
        s.add(new Shape("unclosed", false, n -> {
            List<String> open = new ArrayList<>();
            String[] o = {" (", " [", " \"", " <", " '"};
            for (int i = 0; i < cues.size(); i++) {
                open.add(cues.get(i) + o[i % o.length]);
            }
            return fill(n, open, " ", "");
        }));
        s.add(new Shape("unclosed-lines", false, n -> {
            List<String> open = new ArrayList<>();
            String[] o = {" (", " [", " \"", " <", " '"};
            for (int i = 0; i < cues.size(); i++) {
                open.add(cues.get(i) + o[i % o.length] + " 5.10 0123456789ab");
            }
            return fill(n, open, "\n", "");
        }));
        s.add(new Shape("subject", true, n -> fill(n, cues, " ", "")));
        return s;
    }

    /** One input shape: how to build it at a size, and whether it is the subject rather than the body. */
    record Shape(String name, boolean subject, IntFunction<String> build) {
    }

    static String fill(int n, List<String> words, String sep, String prefix) {
        StringBuilder b = new StringBuilder(n + 80);
        for (int i = 0; b.length() < n; i++) {
            b.append(prefix).append(words.get(i % words.size())).append(sep);
        }
        return b.append('\n').toString();
    }

    static byte[] raw(String subject, String body) {
        String head = "From: Tester <t@example.org>\nTo: linux-pci@vger.kernel.org\nSubject: " + subject
                + "\nDate: Mon, 6 Jan 2020 10:00:00 +0000\nMessage-ID: <hostile@example.org>\n"
                + "Content-Type: text/plain; charset=utf-8\n\n";
        return (head + body).getBytes(StandardCharsets.UTF_8);
    }

    public static void main(String[] args) throws IOException {
        int n = Integer.parseInt(args[0]);
        boolean each = args.length > 1 && args[1].startsWith("--each");
        boolean eachOnly = args.length > 1 && args[1].equals("--each-only");
        Set<String> timed = new HashSet<>(); // a word in several files is timed once
        boolean withFacts = Boolean.getBoolean("cue.facts");
        double skip = Double.parseDouble(System.getProperty("cue.skipSeconds", "5"));
        MailParser parser = new MailParser();
        FactExtractor all = new FactExtractor(ExtractSettings.defaults());
        all.extract(parser.parse(raw("PCI: warm", GrowthBench.versionsLine(200_000))));
        for (int a = each ? 2 : 1; a < args.length; a++) {
            Path file = Path.of(args[a]);
            List<String> cues = cues(file);
            if (cues.isEmpty()) {
                continue;
            }
            String cls = file.getFileName().toString().replace(".java", "");
            for (Shape s : eachOnly ? List.<Shape>of() : shapes(cues)) {
                time(cls, s.name(), parser, all, n, skip, s.subject(), s.build());
            }
            if (each) {
                for (String c : cues) {
                    if (!timed.add(c)) {
                        continue;
                    }
                    List<String> one = List.of(c);
                    time(cls, "each-line " + shown(c), parser, all, n, skip, false, k -> fill(k, one, " ", ""));
                    time(cls, "each-lines " + shown(c), parser, all, n, skip, false, k -> fill(k, one, "\n", ""));
                    if (withFacts) {
                        // the verdict and role readers go on only where a version or a commit stands by the cue
                        List<String> fact = List.of(c + " 5.10 0123456789ab");
                        time(cls, "fact-line " + shown(c), parser, all, n, skip, false, k -> fill(k, fact, " ", ""));
                        time(cls, "fact-lines " + shown(c), parser, all, n, skip, false,
                                k -> fill(k, fact, "\n", ""));
                    }
                }
            }
        }
    }

    private static String shown(String c) {
        return "'" + c.replace("\n", "\\n").replace("\t", "\\t") + "'";
    }

    private static void time(String cls, String shape, MailParser parser, FactExtractor all, int n, double skip,
            boolean subject, IntFunction<String> build) {
        double[] t = new double[2];
        for (int i = 0; i < 2; i++) {
            String text = build.apply(i == 0 ? n : 4 * n);
            byte[] raw = subject ? raw(text.strip(), "Same here.\n") : raw("PCI: hostile input", text);
            t[i] = GrowthBench.medianSeconds(RUNS, raw, parser, m -> all.extract(m), skip);
            if (t[i] > skip) {
                System.out.printf(Locale.ROOT, "%-24s %-40s %8.3f %8s SLOW%n", cls, shape, t[0], i == 0 ? "-"
                        : String.format(Locale.ROOT, "%.3f", t[1]));
                return;
            }
        }
        double ratio = t[1] / Math.max(t[0], 0.002);
        System.out.printf(Locale.ROOT, "%-24s %-40s %8.3f %8.3f %6.1f%s%n", cls, shape, t[0], t[1], ratio,
                ratio > 8 ? "  <<<" : "");
        System.out.flush();
    }
}
