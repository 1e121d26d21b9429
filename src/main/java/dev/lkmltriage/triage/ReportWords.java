package dev.lkmltriage.triage;

import dev.lkmltriage.mail.Mail;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;

/**
 * The ASCII letter-and-digit words of a report's text, lowercased, with their offsets: what the product-name and
 * subsystem-phrase keys ({@link ProductNames}, {@link SubsystemWords}) compare a report's words with. Any other
 * character ends a word. Linear in the text read.
 */
record ReportWords(List<String> words, List<Integer> starts) {
    /** At most {@code max} words of {@code s}; a word longer than {@code longest} is passed over. */
    static ReportWords of(String s, int max, int longest) {
        List<String> words = new ArrayList<>();
        List<Integer> starts = new ArrayList<>();
        int i = 0;
        int n = s.length();
        while (i < n && words.size() < max) {
            char c = s.charAt(i);
            if (c > 127 || !Character.isLetterOrDigit(c)) {
                i++;
                continue;
            }
            int start = i;
            while (i < n && s.charAt(i) < 128 && Character.isLetterOrDigit(s.charAt(i))) {
                i++;
            }
            if (i - start <= longest) {
                words.add(s.substring(start, i).toLowerCase(Locale.ROOT));
                starts.add(start);
            }
        }
        return new ReportWords(words, starts);
    }

    /**
     * Each run of one to {@code maxRun} words in a row, joined by {@code joiner}, that opens at a word outside
     * {@code mail}'s quotes ({@code base} is the words' text offset in the mail's text, or -1 for the subject).
     */
    void runs(int base, Mail mail, int maxRun, String joiner, Consumer<String> each) {
        for (int i = 0; i < words.size(); i++) {
            if (base >= 0 && mail.isQuoted(base + starts.get(i))) {
                continue;
            }
            StringBuilder run = new StringBuilder();
            for (int k = i; k < words.size() && k < i + maxRun; k++) {
                if (k > i) {
                    run.append(joiner);
                }
                run.append(words.get(k));
                each.accept(run.toString());
            }
        }
    }
}
