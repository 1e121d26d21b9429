package dev.lkmltriage.triage;

import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.Subjects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A report posted as an answer in the thread of the patch that caused it (session 16, second round): "This is now
 * commit X and causes a crash", "This causes the following warning", with the oops or compiler diagnostic pasted in
 * the author's own (unquoted) text. Such a reply is read as a report standing alone under its own id: its fix, later
 * crediting it or quoting the same diagnostic, joins it, while the review thread it was posted in lends it nothing.
 * A reviewer quoting the patch's code quotes it ({@code >}), so it pastes no diagnostic of its own; a robot's build
 * report is a robot's mail, never a reply read here; a patch posting is never a reply.
 */
final class CulpritReplies {
    /** A bracketed patch tag, not a robot's "BUILD SUCCESS/REGRESSION" summary. */
    private static final Pattern PATCH_TAG = Pattern.compile("\\[[^\\]\\[]{0,40}?\\bPATCH\\b",
            Pattern.CASE_INSENSITIVE);
    /**
     * The first line of an oops or a kernel warning, as the kernel prints it (after its time stamp and, with
     * {@code CONFIG_PRINTK_CALLER}, the caller's id: {@code [    8.466614][    T0]}).
     */
    private static final Pattern FAILURE = Pattern.compile(
            "(?m)^[ \\t]*(?:\\[[ \\t]*\\d+\\.\\d+\\][ \\t]*)?(?:\\[[ \\t]*[CT]\\d{1,7}\\][ \\t]*)?"
                    + "(?:Unable to handle kernel [a-zA-Z ]{1,40}|Internal error: Oops|BUG: unable to handle"
                    + "|BUG: kernel NULL pointer|Kernel panic - not syncing|WARNING: CPU: \\d+ PID: \\d+)");
    /** A sentence saying the patch under review causes it: "this causes", "breaks", "results in". */
    private static final Pattern BLAME = Pattern.compile(
            "(?i)\\b(?:this|it|the patch|which|and)\\s+(?:now\\s+)?(?:causes?|caused|triggers?|breaks?|results? in"
                    + "|leads? to)\\b");
    private static final int MAX_SCAN = 64 * 1024;

    private CulpritReplies() {
    }

    /**
     * True when {@code mail}, a reply in a patch's thread, pastes in its own text an oops or warning header, or a
     * compiler diagnostic ({@code warnings}, the author's own), and says the patch causes it.
     */
    static boolean reports(Mail mail, java.util.Set<String> warnings) {
        String subject = mail.subject();
        if (subject == null || !Subjects.isReply(subject)
                || !PATCH_TAG.matcher(subject.length() > 200 ? subject.substring(0, 200) : subject).find()) {
            return false;
        }
        String text = mail.text();
        if (text == null) {
            return false;
        }
        String head = text.length() > MAX_SCAN ? text.substring(0, MAX_SCAN) : text;
        if (!own(mail, BLAME.matcher(head))) {
            return false;
        }
        return !warnings.isEmpty() || own(mail, FAILURE.matcher(head));
    }

    /**
     * True when {@code text} pastes an oops or warning header on a line of its own: a quoted line ({@code >}) never
     * matches, so the stored text of a reply says the same as its parsed mail.
     */
    static boolean pastesFailure(String text) {
        return text != null && FAILURE.matcher(text.length() > MAX_SCAN ? text.substring(0, MAX_SCAN) : text).find();
    }

    private static boolean own(Mail mail, Matcher m) {
        while (m.find()) {
            if (!mail.isQuoted(m.start())) {
                return true;
            }
        }
        return false;
    }
}
