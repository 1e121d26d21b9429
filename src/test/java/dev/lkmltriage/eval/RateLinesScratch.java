package dev.lkmltriage.eval;

import dev.lkmltriage.extract.ExtractSettings;
import dev.lkmltriage.extract.FactExtractor;
import dev.lkmltriage.extract.Facts;
import dev.lkmltriage.extract.ThroughputFact;
import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.MailParser;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Throwaway (values46): for every archive message (except the indexes in the skip file), the lines that write a
 * number with a rate unit and whether the product read a figure on that line: "+" read, "-" not. For reading the
 * archive's unread rates, not a score.
 */
public final class RateLinesScratch {
    private static final Pattern RATE = Pattern.compile(
            "(?i)\\b\\d+(?:[.,]\\d+)?\\s?(?:[kmgt]i?b(?:ytes?|its?)?\\s?(?:/\\s?s(?:ec)?\\b|ps\\b)|[kmgt]bits?\\b)");

    public static void main(String[] args) throws Exception {
        List<byte[]> archive = RealMailArchive.read(Path.of(args[0]));
        Set<Integer> skip = new HashSet<>();
        for (String w : Files.readString(Path.of(args[1])).split("\\s+")) {
            if (!w.isBlank()) {
                skip.add(Integer.parseInt(w.trim()));
            }
        }
        MailParser parser = new MailParser();
        FactExtractor ex = new FactExtractor(ExtractSettings.defaults());
        for (int i = 0; i < archive.size(); i++) {
            if (skip.contains(i)) {
                continue;
            }
            Mail m = parser.parse(archive.get(i));
            String t = m.text();
            Matcher mt = RATE.matcher(t);
            if (!mt.find()) {
                continue;
            }
            Facts f = ex.extract(m);
            StringBuilder b = new StringBuilder();
            int lastLine = -1;
            do {
                int ls = t.lastIndexOf('\n', mt.start()) + 1;
                if (ls == lastLine) {
                    continue;
                }
                lastLine = ls;
                int le = t.indexOf('\n', mt.end());
                le = le < 0 ? t.length() : le;
                boolean read = false;
                for (ThroughputFact tf : f.throughput()) {
                    read |= tf.start() < le && tf.end() > ls;
                }
                String line = t.substring(ls, Math.min(le, ls + 170));
                if (line.startsWith("+") || line.startsWith("-") || line.startsWith("@@")) {
                    continue; // diff lines
                }
                b.append(read ? "  + " : "  - ").append(line).append('\n');
            } while (mt.find());
            if (b.length() > 0) {
                System.out.println("##### " + i + " " + m.subject());
                System.out.print(b);
            }
        }
    }
}
