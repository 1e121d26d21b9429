package dev.lkmltriage.triage;

import dev.lkmltriage.extract.CommitFact;
import dev.lkmltriage.extract.Facts;
import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.Subjects;
import dev.lkmltriage.text.Sentences;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A report posted as an answer in the thread of the patch that caused it (session 16, second round): "This is now
 * commit X and causes a crash", "This causes the following warning", with the oops or compiler diagnostic pasted in
 * the author's own (unquoted) text. Such a reply is read as a report standing alone under its own id: its fix, later
 * crediting it or quoting the same diagnostic, joins it, while the review thread it was posted in lends it nothing.
 * A reviewer quoting the patch's code quotes it ({@code >}), so it pastes no diagnostic of its own; a robot's build
 * report is a robot's mail, never a reply read here; a patch posting is never a reply.
 *
 * <p>A reply saying a bisect landed on the patch it answers ({@link #bisectedHere}, session 17) is such a report too,
 * even in a thread a cluster already holds (the patch's own report, or a cover read as one): the answered patch is
 * its culprit by title (and by hash where the reply names it with that title), never its fix, so the report stands
 * alone, never joins the cluster holding that patch, and does not take the commits it quotes from the patch.
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
    /**
     * A sentence saying the patch under review causes it: "this causes", "breaks", "results in"; also in the past
     * ("and broke my build") and as a verdict ("this looks broken", session 36: a maintainer dropping a patch for the
     * warning it pastes says so).
     */
    private static final Pattern BLAME = Pattern.compile(
            "(?i)\\b(?:this|it|the patch|which|and)\\s+(?:now\\s+)?(?:causes?|caused|triggers?|breaks?|broke|results? in"
                    + "|leads? to)\\b|\\b(?:this|it)\\s+(?:looks|seems|is)\\s+broken\\b");
    /**
     * A bisect landing on the patch answered: "the bisect is point to this commit", "bisected it to your patch",
     * "your patch, which is now commit X (...) in v5.10-rc1, and to which I have bisected a failure" (one paragraph).
     */
    private static final Pattern BISECTED_HERE = Pattern.compile(
            "(?i)\\bbisect\\w*\\b[^.\\n]{0,60}?\\b(?:to|at|on)\\s+(?:this|your)\\s+(?:patch|commit|change)\\b"
                    + "|\\b(?:this|your)\\s+(?:patch|commit|change)\\b(?:(?!\\n[ \\t]*\\n)[\\s\\S]){0,240}?"
                    + "\\bto\\s+which\\s+I(?:\\s+have|'ve)?\\s+bisected\\b");
    /**
     * A bisect landing on a commit the reply names by its title alone, as people write it when the culprit is another
     * patch of the series they answer or any merged change: the title on the line after "bisected this to the
     * following patch:" (a blank line and indentation allowed), or in quotes right after the bisect ("bisected it to
     * \"PCI: foo: Drop bar\""). A title is a kernel commit's: a subsystem prefix, a colon, the change.
     */
    private static final Pattern BISECTED_TO_TITLE = Pattern.compile(
            "(?i)\\bbisect\\w*\\b[^.\\n]{0,60}?\\b(?:to|at|on)\\s+(?:(?:the\\s+following|this|that|the)\\s+)?"
                    + "(?:(?:patch|commit|change)\\s*:?[ \\t]*\\n(?:[ \\t]*\\n)?[ \\t]*(?<line>" + titleForm("\\n")
                    + ")[ \\t]*(?:\\n|$)|(?:(?:patch|commit|change)\\s+)?\"(?<quoted>" + titleForm("\"\\n") + ")\")");
    /** Words that turn a bisect sentence into a question, a plan or a denial ("does not point to this patch"). */
    private static final Pattern UNSURE = Pattern.compile(
            "(?i)\\b(?:not|never|no|if|whether|could|would|will|please|try|trying|tried to)\\b|n't\\b|\\?");
    /** A commit named with its title in the kernel's form: {@code e0d072782c734d27 ("dma-mapping: ...")}. */
    private static final Pattern HASH_TITLE = Pattern.compile(
            "\\b([0-9a-f]{8,40})\\b\\s{0,4}\\(\\s{0,4}\"([^\"]{10,200})\"\\s{0,4}\\)");
    private static final Pattern SPACES = Pattern.compile("\\s+");
    /** A series cover's tag ("[PATCH 0/6]"): its title names no commit. */
    private static final Pattern COVER_TAG = Pattern.compile("\\[[^\\]\\[]{0,40}?\\b0+/\\d+\\]");
    private static final int MAX_SCAN = 64 * 1024;

    private CulpritReplies() {
    }

    /**
     * True when {@code mail}, a reply in a patch's thread, pastes in its own text an oops or warning header, or a
     * compiler diagnostic ({@code warnings}, the author's own), and says the patch causes it.
     */
    static boolean reports(Mail mail, Set<String> warnings) {
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

    /**
     * The title of the patch {@code mail} answers (its subject without the reply prefix and tags), when {@code mail}
     * is a reply in a patch's thread (not its cover's) saying in its own text that a bisect landed on that patch:
     * the reply reports a regression that patch caused, whatever cluster its thread is in. Null otherwise.
     */
    static String bisectedHere(Mail mail) {
        String subject = answered(mail);
        String text = mail.text();
        if (subject == null || text == null || !Literals.mayContain(text, "bisect")) {
            return null;
        }
        String head = text.length() > MAX_SCAN ? text.substring(0, MAX_SCAN) : text;
        Matcher m = BISECTED_HERE.matcher(head);
        while (m.find()) {
            if (!mail.isQuoted(m.start()) && !UNSURE.matcher(sentence(head, m.start(), m.end())).find()) {
                return title(subject);
            }
        }
        return null;
    }

    /**
     * The title (as {@link CommitTitles#ofSubject} keeps it) of a commit {@code mail}, a reply in a patch's thread
     * (its cover's too), names by its title alone as where a bisect landed ({@link #BISECTED_TO_TITLE}), in its own
     * text and in a sentence that is no question, plan or denial: the reply reports a regression that commit caused.
     * Null otherwise.
     */
    static String bisectedToTitle(Mail mail) {
        String subject = mail.subject();
        String text = mail.text();
        if (subject == null || !Subjects.isReply(subject) || text == null || !Literals.mayContain(text, "bisect")
                || !PATCH_TAG.matcher(subject.length() > 200 ? subject.substring(0, 200) : subject).find()) {
            return null;
        }
        String head = text.length() > MAX_SCAN ? text.substring(0, MAX_SCAN) : text;
        Matcher m = BISECTED_TO_TITLE.matcher(head);
        while (m.find()) {
            int named = m.start("line") >= 0 ? m.start("line") : m.start("quoted");
            String said = head.substring(Sentences.start(m.start(), 120, i -> Sentences.plainEnd(head, i)), named);
            if (!mail.isQuoted(m.start()) && !mail.isQuoted(named) && !UNSURE.matcher(said).find()) {
                return title(m.group("line") != null ? m.group("line") : m.group("quoted"));
            }
        }
        return null;
    }

    /** A commit title's form: a subsystem prefix ("PCI", "x86/apic", "PCI: dwc"), a colon, the change (no {@code stop}). */
    private static String titleForm(String stop) {
        return "[A-Za-z][\\w./-]{0,30}(?:: [a-z][\\w./-]{0,30}){0,2}: [^" + stop + "]{8,200}?";
    }

    /**
     * The title of the patch a reply {@link #reports} blames (the one it answers), or null when it answers a cover or
     * the title is too short to name one commit.
     */
    static String blamedTitle(Mail mail) {
        String subject = answered(mail);
        return subject == null ? null : title(subject);
    }

    /**
     * The commits {@code mail}'s own text names under {@code title} ("which is now commit e0d072782c734d27
     * (\"<title>\") in v5.10-rc1"): the patch it answers, as merged, so its culprit. At most
     * {@link ReportFeatures#MAX_KEYS}.
     */
    static Set<String> answeredCommits(Mail mail, String title) {
        String text = mail.text();
        if (text == null || title == null) {
            return Set.of();
        }
        Set<String> out = new LinkedHashSet<>();
        Matcher m = HASH_TITLE.matcher(text.length() > MAX_SCAN ? text.substring(0, MAX_SCAN) : text);
        while (m.find() && out.size() < ReportFeatures.MAX_KEYS) {
            if (!mail.isQuoted(m.start())
                    && SPACES.matcher(m.group(2).strip()).replaceAll(" ").toLowerCase(Locale.ROOT).equals(title)) {
                out.add(m.group(1));
            }
        }
        return out;
    }

    /**
     * {@code facts} of a report answering the patch titled {@code title}: the commits it quotes are the patch's (its
     * own {@code Fixes:}), not the report's, and the commits it names under that title ({@link #answeredCommits}) are
     * its culprits.
     */
    static Facts ownFacts(Facts facts, Mail mail, String title) {
        Set<String> answered = answeredCommits(mail, title);
        List<CommitFact> own = new ArrayList<>();
        for (CommitFact c : facts.commits()) {
            if (!c.quoted()) {
                own.add(answered.contains(c.hash()) ? new CommitFact(c.hash(), "culprit", c.subject(),
                        "the patch this report answers and bisected to", false, c.start(), c.end()) : c);
            }
        }
        return new Facts(facts.kind(), facts.hardware(), facts.kernels(), own, facts.throughput(), facts.drivers(),
                facts.configs(), facts.regression());
    }

    /** The subject (at most 200 characters) of a reply in a patch's thread, not its cover's, or null. */
    private static String answered(Mail mail) {
        String subject = mail.subject();
        if (subject == null || !Subjects.isReply(subject)) {
            return null;
        }
        String head = subject.length() > 200 ? subject.substring(0, 200) : subject;
        return PATCH_TAG.matcher(head).find() && !COVER_TAG.matcher(head).find() ? head : null;
    }

    /** The sentence around {@code [start, end)}: back to the previous sentence end, on to the next (at most 120). */
    private static String sentence(String text, int start, int end) {
        int from = Sentences.start(start, 120, i -> Sentences.plainEnd(text, i));
        int to = Sentences.end(text, end, 120, i -> Sentences.plainEnd(text, i));
        return text.substring(from, Math.min(text.length(), to + 1));
    }

    private static String title(String subject) {
        return CommitTitles.ofSubject(subject);
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
