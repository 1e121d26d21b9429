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
 */
final class SubjectCulprits {
    private static final Pattern TAG = Pattern.compile("\\[[^\\]\\n]{0,20}regression[^\\]\\n]{0,20}\\]",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern TITLE = Pattern.compile("(?<![A-Za-z])commit:?[ \\t]{1,3}[\"\u201c]([^\"\u201c\u201d]{8,200})"
            + "[\"\u201d]", Pattern.CASE_INSENSITIVE);

    private SubjectCulprits() {
    }

    /** Marks the commit whose title the subject's regression tag names as the culprit. */
    static void mark(String subjectLine, Collection<CommitExtractor.Merge> commits) {
        if (subjectLine == null || subjectLine.length() > 400 || !TAG.matcher(subjectLine).find()) {
            return;
        }
        Matcher m = TITLE.matcher(subjectLine);
        if (!m.find()) {
            return;
        }
        String title = normal(m.group(1));
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
