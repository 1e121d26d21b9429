package dev.lkmltriage.triage;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a patch's changelog says in prose: the author's own lines before the diff ({@link OwnLines}), up to the
 * {@code ---} separator, without trailers ({@code Signed-off-by:}, {@code Link:}), quoted lines or reference lines
 * ({@code [1] https://...}). Two readings of it (session 23):
 * <ul>
 * <li>{@link #describesFailure}: the prose names a failure the change removes, as people describe the bug a patch
 * fixes when its title does not say so ("crashes", "fails to enable MSI-X", "breaks existing device trees", "leads
 * to a boot failure", a pasted oops or "[Firmware Bug]" line), not a feature or clean-up ("Add support for",
 * "Convert", "Refactor" in the title; "no functional change" in the prose), nor a request for comments (its
 * rounds ask whether the approach is right). A question or a line of quoted code is not a failure.</li>
 * <li>{@link #runs}: its 8-word runs, hashed: one author's postings of one change repeat the changelog word for word
 * whatever the title or version tag.</li>
 * </ul>
 * Both read at most {@value #MAX_CHARS} characters of text, each line at most once, so the cost per message is flat.
 */
final class ChangelogProse {
    /** Words per run. */
    static final int RUN = 8;
    /** Runs kept per changelog (the first ones): a changelog's first paragraphs say what it fixes. */
    static final int MAX_RUNS = 256;
    private static final int MAX_CHARS = 64 * 1024;
    private static final int MAX_WORDS = MAX_RUNS + RUN - 1;

    private static final Pattern TRAILER = Pattern.compile("^\\s*(?:[A-Za-z][A-Za-z-]{0,40}:\\s|\\[\\d+\\]\\s*\\S+://)");
    private static final Pattern WORD = Pattern.compile("[a-z0-9_]+");
    /**
     * A failure in a changelog's words: a crash, oops or panic, a NULL dereference, a hang, deadlock or lockup,
     * "fails to"/"failed to", a boot/probe/link failure, "does not work", "breaks"/"broken", "stopped probing", a
     * leak, corruption, a wrong or incorrect value, a firmware bug, a call trace, a regression, "causes an error".
     */
    private static final Pattern FAILURE = Pattern.compile(
            "(?i)\\b(?:crash(?:es|ed|ing)?|oops(?:es)?|panic(?:s|ked)?|null pointer dereference"
                    + "|dereferenc\\w{0,5} (?:a )?null|deadlock(?:s|ed)?|hang(?:s|ing)?|hung|lock ?ups?"
                    + "|fail(?:s|ed|ing)? to|(?:boot|probe|probing|link|resume|suspend) failures?"
                    + "|(?:does|do|did)(?: not|n'?t) work|not working|no longer works?|breaks|broke|broken"
                    + "|stopped \\w{2,20}ing|leak(?:s|ed|ing)?|corrupt(?:s|ed|ion)?|wrong(?:ly)?|incorrect(?:ly)?"
                    + "|firmware bug|call trace|regression|causes? an? error)\\b");
    /** A changelog saying the change alters no behaviour. */
    private static final Pattern NO_CHANGE = Pattern.compile("(?i)\\bno (?:functional|functionality|behaviou?r)"
            + "(?:al)? changes?\\b");
    /** A title naming a feature or a clean-up (the words after its last "subsystem: " prefix). */
    private static final Pattern FEATURE_TITLE = Pattern.compile("(?i)^\\s*(?:add(?:s|ing)? (?:\\w+ )?support"
            + "|introduce|implement|convert|clean ?up|cleanup|refactor|rename|tidy|simplify|replace)\\b");

    private ChangelogProse() {
    }

    /** The prose lines of {@code text}'s changelog (see the class comment), at most {@value #MAX_CHARS} read. */
    static List<String> lines(String text) {
        List<String> out = new ArrayList<>();
        if (text == null) {
            return out;
        }
        // Its own stops, on purpose: a capped prefix first, then the diff or a "---" line, whichever comes first.
        String head = text.length() > MAX_CHARS ? text.substring(0, MAX_CHARS) : text;
        OwnLines.beforeDiff(head, line -> {
            String l = line.strip();
            if (l.equals("---") || l.startsWith("--- a/")) {
                return false;
            }
            if (!l.isEmpty() && !TRAILER.matcher(line).find()) {
                out.add(line);
            }
            return true;
        });
        return out;
    }

    /**
     * Whether a patch titled {@code subject} with {@code text} describes in its changelog a failure the change
     * removes (see the class comment).
     */
    static boolean describesFailure(String subject, String text) {
        if (subject == null || subject.length() > 1000 || text == null) {
            return false;
        }
        String title = ReportFeatures.TAG.matcher(subject).replaceAll(" ");
        int colon = title.lastIndexOf(": ");
        if (FEATURE_TITLE.matcher(colon < 0 ? title : title.substring(colon + 2)).find()) {
            return false;
        }
        for (Matcher tag = ReportFeatures.TAG.matcher(subject); tag.find(); ) {
            if (RFC.matcher(tag.group()).find()) {
                return false;
            }
        }
        boolean failure = false;
        for (String line : lines(text)) {
            if (NO_CHANGE.matcher(line).find()) {
                return false;
            }
            if (!failure && !code(line) && FAILURE.matcher(line).find()) {
                failure = true;
            }
        }
        return failure || CulpritReplies.pastesFailure(text);
    }

    /** Whether the changelog of {@code text} says the change alters no behaviour ("No functional change"). */
    static boolean saysNoChange(String text) {
        for (String line : lines(text)) {
            if (NO_CHANGE.matcher(line).find()) {
                return true;
            }
        }
        return false;
    }

    /**
     * A line that is no sentence of the author's: a question, or code quoted in the changelog (it ends as a
     * statement or block does), whose message strings ("failed to read") name what code prints, not a failure seen.
     */
    private static boolean code(String line) {
        String l = line.strip();
        return l.endsWith("?") || l.endsWith(";") || l.endsWith("{") || l.endsWith("}");
    }

    private static final Pattern RFC = Pattern.compile("(?i)\\brfc\\b");

    /** The hashed {@value #RUN}-word runs of {@code text}'s changelog prose, at most {@value #MAX_RUNS}. */
    static Set<Long> runs(String text) {
        List<String> words = new ArrayList<>();
        for (String line : lines(text)) {
            Matcher m = WORD.matcher(line.toLowerCase(Locale.ROOT));
            while (m.find() && words.size() < MAX_WORDS) {
                words.add(m.group());
            }
            if (words.size() >= MAX_WORDS) {
                break;
            }
        }
        Set<Long> out = new LinkedHashSet<>();
        for (int i = 0; i + RUN <= words.size(); i++) {
            out.add(LogLines.hash(String.join(" ", words.subList(i, i + RUN))));
        }
        return out;
    }
}
