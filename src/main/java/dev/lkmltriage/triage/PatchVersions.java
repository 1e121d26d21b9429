package dev.lkmltriage.triage;

import dev.lkmltriage.mail.Subjects;
import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What ties the postings of one fix to each other when they name no report: the same author re-posting the same
 * title (v1, v2, v3, a RESEND, a re-post months later), and patches that name the same bug-tracker entry. Stable
 * backports (AUTOSEL, "[PATCH 5.4 076/118]") are left out: they are copies of a fix for another tree, sent by a
 * robot or a release manager, and two of them naming one entry say nothing new.
 */
final class PatchVersions {
    /** A title shorter than this ("PCI: Fix typo") is too generic to be one patch's identity. */
    static final int MIN_TITLE_WORDS = 4;
    /** A patch naming more bug entries than this is a series cover or a list, not the fix of one entry. */
    static final int MAX_BUGS = 2;

    private static final Pattern VERSION = Pattern.compile("(?i)^(v\\d+|resend)$");
    private static final Pattern WHITESPACE = Pattern.compile("\\s+");
    /**
     * A tag naming a backport robot or a stable tree as a word of its own: {@code [PATCH AUTOSEL 5.4 013/330]},
     * {@code [PATCH 4.19 12/50]}, {@code [BACKPORT 4.14.y 01/18]}; not {@code [PATCH for-5.9]}, a fix for a release.
     */
    private static final Pattern BACKPORT = Pattern.compile(
            "(?i)\\[[^\\]]*?(?:\\bautosel\\b|(?<![\\w-])\\d\\.\\d{1,2}(?:\\.\\d+)?(?:\\.y)?(?=[\\s\\]]))");

    /** Added lines of a diff kept per patch: enough to recognise a re-titled posting, bounded per message. */
    static final int MAX_LINES = 16;
    /** Shared added lines that make an earlier patch of the same author an earlier posting of a fix. */
    static final int MIN_SHARED_LINES = 2;
    /** An added line shorter than this ("}", "return 0;") is in every patch. */
    private static final int MIN_LINE = 16;

    private PatchVersions() {
    }

    /**
     * Fingerprints of the first {@value #MAX_LINES} distinctive lines a patch adds (after its first
     * {@code diff --git}), white space collapsed (a mailer turns tabs into spaces), each with the sender's address:
     * an RFC and the patch its author later sent under another title share them. Empty for a backport or an unknown
     * sender.
     */
    static Set<Long> addedLines(String from, String subject, String text) {
        return changedLines(from, subject, text, '+');
    }

    /**
     * {@link #addedLines} of the lines a patch removes, keyed the same way: a later patch of the same author whose
     * removed lines are an earlier patch's added lines moves or changes that fix (a follow-up with its own cause),
     * it is no other posting of it (session 14: a kdump-timing fix that moved a D0-entry retry's code). A line the
     * patch adds back (the same text once white space is collapsed) is not removed: a white-space clean-up removes
     * and adds every line it touches, and its v2 would otherwise "remove" what its v1 added.
     */
    static Set<Long> removedLines(String from, String subject, String text) {
        Set<Long> out = changedLines(from, subject, text, '-');
        if (!out.isEmpty()) {
            out.removeAll(changedLines(from, subject, text, '+'));
        }
        return out;
    }

    private static Set<Long> changedLines(String from, String subject, String text, char sign) {
        Set<Long> out = new LinkedHashSet<>();
        String sender = Reporters.email(from);
        int diff = OwnLines.diffAt(text);
        if (sender == null || diff < 0 || backport(subject)) {
            return out;
        }
        String header = sign == '+' ? "+++" : "---";
        int at = diff;
        while (at >= 0 && at < text.length() && out.size() < MAX_LINES) {
            int end = text.indexOf('\n', at + 1);
            String line = text.substring(at + 1, end < 0 ? text.length() : end);
            if (!line.isEmpty() && line.charAt(0) == sign && !line.startsWith(header) && line.length() < 1000) {
                String norm = WHITESPACE.matcher(line.substring(1).strip()).replaceAll(" ");
                if (norm.length() >= MIN_LINE) {
                    out.add(LogLines.hash(sender + "|" + norm));
                }
            }
            at = end;
        }
        return out;
    }

    /** A series tag: {@code [PATCH v3 0/4]}, {@code [PATCH 2/5 V3]}, {@code [PATCH 01/12]}; not {@code 1/1}. */
    private static final Pattern SERIES = Pattern.compile("\\[[^\\]]*?\\b(\\d{1,3})/(\\d{1,3})\\b[^\\]]*\\]");

    /** Whether a subject's tag numbers a patch of a series of more than one, or its cover. */
    static boolean inSeries(String subject) {
        if (subject == null || subject.length() > 1000) {
            return false;
        }
        Matcher m = SERIES.matcher(subject);
        return m.find() && Integer.parseInt(m.group(2)) > 1;
    }

    /** The number of patches of the series a subject's "[PATCH n/m]" tag names, or 1 without one. */
    static int seriesSize(String subject) {
        if (subject == null || subject.length() > 1000) {
            return 1;
        }
        Matcher m = SERIES.matcher(subject);
        return m.find() ? Integer.parseInt(m.group(2)) : 1;
    }

    /** True for a stable backport's subject (see the class comment). */
    static boolean backport(String subject) {
        return subject != null && subject.length() < 1000 && BACKPORT.matcher(subject).find();
    }

    /**
     * The identity of a thread-starting patch across its postings: sender address and title without tags and
     * version words, lowercase ({@code "a@b.org|pci/pm: don't runtime suspend ..."}); null for a reply, a backport,
     * an unknown sender or a title of fewer than {@value #MIN_TITLE_WORDS} words.
     */
    static String key(String from, String subject) {
        if (subject == null || subject.length() > 1000 || Subjects.isReply(subject) || backport(subject)) {
            return null;
        }
        String sender = Reporters.email(from);
        if (sender == null) {
            return null;
        }
        StringBuilder title = new StringBuilder();
        int words = 0;
        String untagged = ReportFeatures.TAG.matcher(Subjects.normalize(subject)).replaceAll(" ").strip();
        for (String w : WHITESPACE.split(untagged)) {
            if (!w.isEmpty() && !VERSION.matcher(w).matches()) {
                title.append(words++ == 0 ? "" : " ").append(w);
            }
        }
        return words < MIN_TITLE_WORDS ? null : sender + "|" + title.toString().toLowerCase(Locale.ROOT);
    }

    /**
     * The bugzilla entries ({@code bugzilla:N}), Coverity defects ({@link CoverityIds}) and other trackers' entries
     * ({@link TrackerIds}, trailers only) a patch names on lines of
     * its own (not quoted with '>') before its diff, at most {@value #MAX_BUGS} + 1 (more means the patch is a list). The same function reads a message placed
     * now and the stored text of one restored later, so both runs agree.
     */
    static Set<String> bugs(String text) {
        Set<String> out = new LinkedHashSet<>();
        if (text == null) {
            return out;
        }
        String head = OwnLines.changelog(text);
        out.addAll(CoverityIds.of(head, i -> quotedLine(head, i)));
        out.addAll(TrackerIds.keys(head));
        Set<String> robot = RobotIds.of(head);
        if (robot.size() <= MAX_BUGS) {
            out.addAll(robot);
        }
        Set<String> cited = CitedReports.of(head);
        if (cited.size() <= MAX_BUGS) {
            out.addAll(cited);
        }
        if (!text.contains("bugzilla.kernel.org")) {
            return out;
        }
        for (String line : head.split("\n", -1)) {
            if (line.stripLeading().startsWith(">") || !line.contains("bugzilla.kernel.org")) {
                continue;
            }
            Matcher m = ReportFeatures.BUGZILLA.matcher(line);
            while (m.find() && out.size() <= MAX_BUGS) {
                out.add("bugzilla:" + m.group(1));
            }
        }
        return out;
    }

    /**
     * The commits a patch's own {@code Fixes:} tags name (before its diff, not quoted), as {@link Hashes#key}s: at
     * most {@value #MAX_BUGS}, none when it names more (a series' cover or a list fixes many things). Read from the
     * text, not the extracted facts, so a message placed now and the stored text of one restored later agree.
     */
    static Set<String> fixed(String text) {
        Set<String> out = new LinkedHashSet<>();
        if (text == null || !text.contains("Fixes:")) {
            return out;
        }
        Matcher m = FIXES.matcher(OwnLines.changelog(text));
        while (m.find()) {
            out.add(Hashes.key(m.group(1)));
            if (out.size() > MAX_BUGS) {
                return new LinkedHashSet<>();
            }
        }
        return out;
    }

    /** A {@code Fixes:} trailer at a line start (optionally "commit"), with an abbreviated hash of 8+ digits. */
    private static final Pattern FIXES = Pattern.compile(
            "(?m)^[ \\t]*Fixes:[ \\t]*(?:commit[ \\t]+)?([0-9a-fA-F]{8,40})\\b");

    /** Words of a title that say nothing about which problem a fix is for. */
    private static final Set<String> GENERIC = Set.of("pci", "pcie", "fix", "fixes", "fixed", "the", "and", "for",
            "with", "when", "not", "from", "into", "add", "use", "don", "after", "before", "on", "in", "of", "to");
    private static final Pattern NON_WORD = Pattern.compile("[^a-z0-9_]+");

    /**
     * The words of a patch title (or of the title part of a {@link #key}) that name its problem: lowercase, at least
     * 3 characters, without "PCI", "fix" and the like. Two postings of one fix under reworded titles keep some
     * ("pci-hyperv build ... SYSFS"); two fixes of one commit for different problems mostly do not.
     */
    static Set<String> titleWords(String title) {
        Set<String> out = new LinkedHashSet<>();
        if (title == null || title.length() > 1000) {
            return out;
        }
        int bar = title.indexOf('|');
        for (String w : NON_WORD.split(title.substring(bar + 1).toLowerCase(Locale.ROOT))) {
            if (w.length() >= 3 && !GENERIC.contains(w) && !VERSION.matcher(w).matches()) {
                out.add(w);
            }
        }
        return out;
    }

    /** How many of the specific words of one set of title words ({@link #titleWords}'s rules) the other holds. */
    static int sharedWords(Set<String> words, Set<String> other) {
        int n = 0;
        for (String w : words) {
            if (w.length() >= 3 && !GENERIC.contains(w) && !VERSION.matcher(w).matches() && other.contains(w)) {
                n++;
            }
        }
        return n;
    }

    /** Whether the line holding offset {@code at} of {@code text} is quoted with '>'. */
    private static boolean quotedLine(String text, int at) {
        int start = text.lastIndexOf('\n', at) + 1;
        while (start < at && (text.charAt(start) == ' ' || text.charAt(start) == '\t')) {
            start++;
        }
        return start < text.length() && text.charAt(start) == '>';
    }
}
