package dev.lkmltriage.extract;

import dev.lkmltriage.mail.Mail;
import java.time.DateTimeException;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Session 54 (facts54), convention (1): a tester's failure with a patch posted for review is review, not a
 * regression; a patch a tree carries is one. The text of "This patch seemed Ok to me but it broke the X
 * implementation" (a reply the day the patch was posted) and of "This patch renamed 'rescan' ... and broke my
 * userspace application" (a reply seven months after the posting it quotes, the patch merged between) is alike;
 * what parts them is time. A reply in a patch's thread is <em>fresh</em> when its own {@code Date:} is at most
 * {@link #FRESH_DAYS} days after the oldest date its quotes' attribution lines write ("On Mon, Sep 14, 2020 at
 * 09:33:43AM +0200, X wrote:", "On Fri,  1 Sep 2019 16:23:03 +0200", "On 2020-09-14"); numeric dates that could be
 * read two ways ("On 7/24/20") are passed over. In a fresh reply, an own sentence that says the patch or series
 * broke something ({@link #ofThePatch}) is taken as review unless it names a commit id or a tree ("linux-next",
 * "merged", "applied", "mainline", an -rc). No date, no attribution date, or an older posting: nothing changes.
 * Text and values in, an answer out; at most {@link #MAX_ATTRIBUTIONS} dated attribution lines are read.
 */
final class PostedPatches {
    static final int FRESH_DAYS = 14;
    static final int MAX_ATTRIBUTIONS = 40;
    private static final String MONTHS = "jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec";
    /** "14 Sep 2020", "Sep 14, 2020", "2020-09-14". */
    private static final Pattern DAY_MONTH_YEAR = Pattern.compile(
            "\\b(\\d{1,2}) (" + MONTHS + ")[a-z]*\\.?,? (\\d{4})\\b", Pattern.CASE_INSENSITIVE);
    private static final Pattern MONTH_DAY_YEAR = Pattern.compile(
            "\\b(" + MONTHS + ")[a-z]*\\.? (\\d{1,2})(?:st|nd|rd|th)?,? (\\d{4})\\b", Pattern.CASE_INSENSITIVE);
    private static final Pattern ISO = Pattern.compile("\\b(\\d{4})-(\\d{2})-(\\d{2})\\b");
    /** The patch under review as the sentence's subject: "this patch", "your series", "the change". */
    private static final Pattern THE_PATCH = Pattern.compile(
            "\\b(?:this|the|your|that) (?:patch|series|change|patchset|patch set)\\b", Pattern.CASE_INSENSITIVE);
    /** Words that put the patch in a tree or name another commit: then the failure is no review remark. */
    private static final Pattern IN_TREE = Pattern.compile("\\b(?:linux-next|next-\\d{8}|-next|merged|applied"
            + "|mainline|upstream|queued|pulled|-rc\\d|[0-9a-f]{12,40})\\b", Pattern.CASE_INSENSITIVE);

    private PostedPatches() {
    }

    /** True when {@code mail} replies in a patch's thread at most {@link #FRESH_DAYS} days after the quoted posting. */
    static boolean fresh(Mail mail) {
        if (mail == null || mail.date() == null || !patchReply(mail.subject())) {
            return false;
        }
        LocalDate oldest = oldestAttribution(mail);
        if (oldest == null) {
            return false;
        }
        long days = ChronoUnit.DAYS.between(oldest, mail.date().toLocalDate());
        return days >= -1 && days <= FRESH_DAYS;
    }

    /** True when the sentence (text before and after the verb) says the patch or series under review did it. */
    static boolean ofThePatch(String sentence) {
        return sentence != null && THE_PATCH.matcher(sentence).find() && !IN_TREE.matcher(sentence).find();
    }

    static boolean patchReply(String subject) {
        if (subject == null) {
            return false;
        }
        String s = subject.stripLeading().toLowerCase(Locale.ROOT);
        return s.startsWith("re:") && s.contains("patch") && s.indexOf('[') >= 0;
    }

    /**
     * The oldest date written in the mail's attribution lines, or null: the reader's attribution spans, and the
     * attributions quoted within quotes ("> > On Thu, Aug 15, 2019 at 7:01 PM X" over a "wrote:" line), which the
     * reader marks as quote, so that a reply quoting a months-old posting three levels down is not fresh. Each line is
     * read once; at most {@link #MAX_ATTRIBUTIONS} dated lines count.
     */
    static LocalDate oldestAttribution(Mail mail) {
        LocalDate oldest = null;
        int read = 0;
        String text = mail.text();
        int at = 0;
        while (at < text.length() && read < MAX_ATTRIBUTIONS) {
            int nl = text.indexOf('\n', at);
            int end = nl < 0 ? text.length() : nl;
            int from = at;
            while (from < end && (text.charAt(from) == '>' || text.charAt(from) == ' ')) {
                from++;
            }
            if (text.startsWith("On ", from) && attributes(text, end)) {
                read++;
                LocalDate d = date(text.substring(from, Math.min(end, from + 300)));
                if (d != null && (oldest == null || d.isBefore(oldest))) {
                    oldest = d;
                }
            }
            at = end + 1;
        }
        return oldest;
    }

    /** True when the line ending at {@code end}, or the next one, ends with "wrote:" (an attribution's close). */
    private static boolean attributes(String text, int end) {
        if (text.startsWith("wrote:", Math.max(0, end - 6)) || text.startsWith("wrote:\r", Math.max(0, end - 7))) {
            return true;
        }
        if (end >= text.length()) {
            return false;
        }
        int nl = text.indexOf('\n', end + 1);
        int next = nl < 0 ? text.length() : nl;
        if (next - end > 300) {
            return false;
        }
        String line = text.substring(end + 1, next).stripTrailing();
        return line.endsWith("wrote:");
    }

    /** The first unambiguous date written in {@code line}, or null. */
    static LocalDate date(String line) {
        if (line == null) {
            return null;
        }
        Matcher m = DAY_MONTH_YEAR.matcher(line);
        if (m.find()) {
            return of(m.group(3), month(m.group(2)), m.group(1));
        }
        m = MONTH_DAY_YEAR.matcher(line);
        if (m.find()) {
            return of(m.group(3), month(m.group(1)), m.group(2));
        }
        m = ISO.matcher(line);
        if (m.find()) {
            return of(m.group(1), Integer.parseInt(m.group(2)), m.group(3));
        }
        return null;
    }

    private static int month(String name) {
        return MONTHS.indexOf(name.substring(0, 3).toLowerCase(Locale.ROOT)) / 4 + 1;
    }

    private static LocalDate of(String year, int month, String day) {
        try {
            return LocalDate.of(Integer.parseInt(year), month, Integer.parseInt(day));
        } catch (DateTimeException | NumberFormatException e) {
            return null;
        }
    }
}
