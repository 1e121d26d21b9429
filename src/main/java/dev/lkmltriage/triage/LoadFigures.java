package dev.lkmltriage.triage;

import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Speed figures that say under what load, or what the hardware is rated for, not how fast anything went (session
 * 47). A report of a port that resets "once traffic goes above ~15 Gbit/s" tells a hang under load: typed a throughput
 * report by that figure, it was vetoed against its own duplicates ("keeps resetting"), and its cluster took nothing
 * but other throughput reports. Likewise "an old 100Mbit card" names the card, not a slowdown.
 */
final class LoadFigures {
    private LoadFigures() {
    }

    /** How far before a figure its clause is read, at most. */
    static final int CLAUSE = 80;

    /** A comparison that makes the figure a threshold, right before it ("above ~15 Gbit/s", "over about 5 Gbit/s"). */
    private static final Pattern THRESHOLD = Pattern.compile(
            "\\b(?:above|over|beyond|exceeds?|exceeding|more than|in excess of|past)\\s*(?:~\\s*|about\\s+|around\\s+"
                    + "|roughly\\s+|some\\s+)?~?$");
    /** What makes a threshold one of load: the traffic, a load, a moment ("once", "whenever") in the same clause. */
    private static final Pattern LOAD = Pattern.compile(
            "\\b(?:traffic|load|loaded|once|whenever|as soon as|when|pushing|push|throughput goes)\\b");

    /**
     * Whether the figure starting at {@code start} in {@code text} is a load threshold: right after "above", "over",
     * "beyond", "exceeds", "more than" (with "~" or "about"), in a clause (since the last sentence end
     * or blank line, at most {@value #CLAUSE} characters back) that also speaks of traffic, load or a moment ("once", "whenever").
     */
    static boolean threshold(String text, int start) {
        if (text == null || start <= 0 || start > text.length()) {
            return false;
        }
        int from = Math.max(0, start - CLAUSE);
        String before = text.substring(from, start).toLowerCase(Locale.ROOT);
        String flat = before.replace('\n', ' ');
        int cut = Math.max(Math.max(flat.lastIndexOf(". "), before.lastIndexOf("\n\n")),
                Math.max(flat.lastIndexOf("; "), flat.lastIndexOf("! ")));
        String clause = cut < 0 ? before : before.substring(cut + 1);
        // the threshold word may end the line before a wrapped figure
        String tail = clause.replace('\n', ' ').stripTrailing();
        Matcher m = THRESHOLD.matcher(tail);
        return m.find() && LOAD.matcher(tail.substring(0, m.start())).find();
    }

    /** Units a rating is written in, glued to its number: "100Mbit card", "1000mb/s port". */
    private static final Set<String> UNITS = Set.of("mbit", "mb/s");
    /** What a rating names: the hardware. */
    private static final Pattern HARDWARE = Pattern.compile(
            "^(?:/s|ps|s)?[ -](?:card|nic|adapter|port|ethernet|controller|switch|network card|lan|interface|chip"
                    + "|dongle|hub)s?\\b");

    /**
     * Whether the speed word {@code word} at {@code at} in {@code lower} is a rating: a unit glued to its number (a
     * digit right before it) and followed by the hardware it rates ("100mbit card", "1000mb/s port").
     */
    static boolean rating(String lower, int at, String word) {
        if (!UNITS.contains(word) || at <= 0 || !Character.isDigit(lower.charAt(at - 1))) {
            return false;
        }
        int end = at + word.length();
        String after = lower.substring(end, Math.min(lower.length(), end + 24));
        return HARDWARE.matcher(after).find();
    }
}
