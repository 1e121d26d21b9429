package dev.lkmltriage.extract;

import java.util.Collection;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A regression report whose mail subject names its culprit by title: {@code Re: [Regression] Commit "ACPI: PM: Allow
 * transitions to D0 ..."}. A commit the message gives with that same title ({@code This is f850a48a0799 ("ACPI: PM:
 * Allow transitions to D0 ...")}) is the culprit. Only under a bracketed regression tag ({@code [Regression]},
 * {@code [REGRESSION]}, {@code [Bug][Regression]}), only a title in quotes right after "commit", and only a commit
 * whose own title is the same (case and blanks aside). Not: a subject without the tag, a tag with no quoted title
 * ("[REGRESSION] 5.4: boot hangs"), a commit with another title or none, a commit another cue already gave a role.
 *
 * <p>Also a report's title whose verb blames a quoted title: a bug form's summary or a forwarded report's subject
 * ({@code [Bug 123456] New: "foo: Enable a quirk ..." makes the NVMe disk vanish after resume},
 * {@code Fwd: "PCI: foo: Bar" breaks suspend}) is the reporter's own statement, whatever the form's fields say.
 * Only a title in quotes right before "makes", "made", "breaks", "broke", "causes", "caused", "triggers" or "leads
 * to"; never in a patch's subject ("[PATCH] Revert \"X\" ..." names what it cures), nor a question ("Does \"X\"
 * break Y?").
 */
final class SubjectCulprits {
    private static final Pattern TAG = Pattern.compile("\\[[^\\]\\n]{0,20}regression[^\\]\\n]{0,20}\\]",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern TITLE = Pattern.compile("(?<![A-Za-z])commit:?[ \\t]{1,3}[\"\u201c]([^\"\u201c\u201d]{8,200})"
            + "[\"\u201d]", Pattern.CASE_INSENSITIVE);

    /** A quoted title the subject's verb blames: {@code "PCI: foo: Bar" makes the NIC vanish}. */
    private static final Pattern TITLE_BLAMES = Pattern.compile("[\"\u201c]([^\"\u201c\u201d]{8,200})[\"\u201d]"
            + "\\s{1,3}(?:makes|made|breaks|broke|causes|caused|triggers|triggered|leads to|led to)\\b",
            Pattern.CASE_INSENSITIVE);

    private SubjectCulprits() {
    }

    /** Marks the commit whose title the subject's regression tag names as the culprit. */
    static void mark(String subjectLine, Collection<CommitExtractor.Merge> commits) {
        if (subjectLine == null || subjectLine.length() > 400) {
            return;
        }
        Matcher m = TITLE.matcher(subjectLine);
        if (TAG.matcher(subjectLine).find() && m.find()) {
            mark(subjectLine, normal(m.group(1)), commits);
        }
        String blamed = titleBlamed(subjectLine);
        if (blamed != null) {
            mark(subjectLine, normal(blamed), commits);
        }
    }

    /**
     * The title a report's subject blames by its verb ("\"X\" makes NVMe config space not accessible"), or null: not
     * in a patch's subject, a revert's, or a question.
     */
    static String titleBlamed(String subjectLine) {
        if (subjectLine == null || subjectLine.length() > 400 || subjectLine.indexOf('?') >= 0) {
            return null;
        }
        String lower = subjectLine.toLowerCase(Locale.ROOT);
        if (lower.contains("[patch") || lower.contains("[rfc") || lower.contains("revert")) {
            return null;
        }
        Matcher m = TITLE_BLAMES.matcher(subjectLine);
        return m.find() ? m.group(1) : null;
    }

    private static void mark(String subjectLine, String title, Collection<CommitExtractor.Merge> commits) {
        for (CommitExtractor.Merge c : commits) {
            if (c.role.equals(CommitRoles.REFERENCE) && c.subject != null && normal(c.subject).equals(title)) {
                c.offer(new CommitRoles.Role(CommitRoles.CULPRIT, subjectLine.strip()), c.quoted);
            }
        }
    }

    private static String normal(String s) {
        return CommitRoles.collapse(s).strip().toLowerCase(Locale.ROOT);
    }
}
