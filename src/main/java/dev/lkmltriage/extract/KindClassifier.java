package dev.lkmltriage.extract;

import dev.lkmltriage.mail.Mail;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * What a message is, decided in this order:
 * <ol>
 *   <li>robot: mail from a bot (kernel test robot, kbuild, syzbot, patchwork-bot, pr-tracker-bot, regzbot, tip-bot,
 *       ...; a thread start from such an address that reads as spam is other), or a build-report subject ({@code [pci:next] BUILD SUCCESS ...}), or a bot's mail from a person's
 *       address that says what it is in its own first lines ({@link BotMail});
 *   <li>pull: {@code [GIT PULL]}/{@code [PULL]} subjects, or an unquoted "please pull" with a
 *       "The following changes since commit" block (even in a reply: a pull request is sent once);
 *   <li>reply: a {@code Re:}-style subject (also {@code AW:}, {@code SV:}, {@code R:}, {@code 答复:}) or an
 *       In-Reply-To header, unless the reply itself carries an unquoted diff with a Signed-off-by (a revised patch),
 *       or it is spam whose {@code Re:} names no thread (no In-Reply-To, no References): that is other;
 *       not a forward of a new mail ({@code Fwd:} over a forwarded-message block), nor an In-Reply-To under a subject
 *       of the writer's own that names no older thread: those start a topic and go on below ({@link ThreadStarts});
 *   <li>patch: a {@code [PATCH ...]}/{@code [RFC ...]} or patchwork-style {@code [v3,1/2]} subject (after a list's
 *       own tag too; a bare {@code [RFC]} only over a diff, without one it is a report where its subject says what
 *       failed, else other), or an unquoted diff with a Signed-off-by; a new thread
 *       that reads as a series' cover letter under a plain subject ({@link SeriesCovers}) unless it pastes a
 *       report's markers;
 *   <li>report: a new thread that reports a problem: {@code [REGRESSION]}, {@code [BUG]}, oops/panic/regression words,
 *       a bisect result, a kernel trace, a static checker's findings, a title that ties a symptom to a commit id
 *       ("... after 1a2b3c4d"), or problem words together with a kernel version (problem words as words: "change"
 *       holds no "hang", "debug" no "bug");
 *   <li>other: announcements, questions that state no failure ({@link ThreadStarts}), spam ({@link Spam}).
 * </ol>
 * A reply that reports a new problem in the same thread stays a reply. Thread-safe; never throws.
 */
final class KindClassifier {
    // compiled once: String.split, matches and replaceAll compile their regex on every call
    private static final Pattern SERIES_TAG = Pattern.compile("(v\\d{1,3}[, ]?)?\\d{1,3}/\\d{1,3}");
    private static final Pattern VERSION_TAG = Pattern.compile("v\\d{1,3}");
    /** Words ending in a series position, as a bracket tag: "backport 4.14.y 00/18". */
    private static final Pattern POSITION_LAST = Pattern.compile("\\s\\d{1,3}/\\d{1,3}$");
    /** Leading bracket tags read (a list's tag, then the patch's). */
    private static final int MAX_TAGS = 4;
    private static final String[] ROBOT_FROM = {
        "test robot", "lkp@intel.com", "syzbot", "syzkaller", "patchwork-bot", "pr-tracker-bot", "regzbot",
        "tip-bot", "kernelci", "bot@kernel.org", "noreply", "no-reply", "mailer-daemon", "kbuild-all", "0-day"};
    private static final String[] REPORT_SUBJECT = {
        "[regression]", "[bug]", "[bug report]", "bug report", "possible bug", "regression", "bug:", "oops", "panic", "crash", "hang", "lockup", "warning:",
        "kasan", "ubsan", "broken", "breaks", "fails", "failure", "not working", "doesn't work", "does not work",
        "bisected", "error", "unable to", "cannot", "can't", "stopped working", "problem", "issue", "slow",
        "timeout", "fault", "corruption",
        // Performance reports say how far a figure fell rather than that something broke.
        "stuck at", "stuck around", "collapsed", "drops to", "dropped", "halved", "down to", "only ~",
        "degraded", "degradation", "slower",
        // a symptom a title blames on something ("X causes spurious IRQs"): the interrupts happened (session 44)
        "spurious"};
    /**
     * A title that ties what it says to a commit id ("Lost PCIe PME after a914ff2d78ce (...)", "... broken since commit
     * 1234abcd"): a thread start that blames a commit states a regression (session 44). The id holds a digit.
     */
    private static final Pattern COMMIT_BLAME =
            Pattern.compile("\\b(?:after|since|by|with)\\s(?:commit\\s)?(?=[a-f]{0,39}\\d)[0-9a-f]{7,40}\\b");
    /** Titles longer than this are not searched for {@link #COMMIT_BLAME}: a subject is one line. */
    private static final int SUBJECT_SCAN = 512;
    private static final String[] REPORT_BODY = {
        "first bad commit", "git bisect", "call trace:", "kernel bug at", "bug: unable to handle", "oops:",
        "kernel panic", "rip: 0010:", "#regzbot introduced", "general protection fault", "hung_task",
        "watchdog: bug: soft lockup",
        // lockdep's splats, pasted without their call trace (session 39)
        "possible circular locking dependency detected", "possible recursive locking detected",
        "inconsistent lock state", "suspicious rcu usage"};
    private static final String[] PROBLEM_WORDS = {
        "regression", "broken", "crash", "hang", "fails", "failed", "error", "doesn't work", "does not work",
        "not working", "slow", "bug", "problem", "issue"};

    /** The literals a reply or a patch subject asks of the own text, each anchored on a letter rarer than most. */
    private static final OwnQuestions.Literal PULL_HEAD =
            new OwnQuestions.Literal("the following changes since commit", 9);
    private static final OwnQuestions.Literal PLEASE_PULL = new OwnQuestions.Literal("please pull", 0);
    private static final OwnQuestions.Literal PULL_REQUEST = new OwnQuestions.Literal("pull request", 7);
    private static final OwnQuestions.Literal SIGNED_OFF = new OwnQuestions.Literal("signed-off-by:", 11);

    KindClassifier(ExtractSettings settings) {
    }

    MessageKind classify(Mail mail) {
        try {
            return decide(mail);
        } catch (RuntimeException | StackOverflowError e) {
            return mail.inReplyTo() == null ? MessageKind.OTHER : MessageKind.REPLY;
        }
    }

    private static MessageKind decide(Mail mail) {
        String subject = mail.subject().toLowerCase(Locale.ROOT).strip();
        String from = mail.from().toLowerCase(Locale.ROOT);
        boolean replySubject = isReplySubject(subject);
        if (containsAny(from, ROBOT_FROM) || (!replySubject && buildReportSubject(subject))) {
            // Spam sent from a "no-reply" address is spam, not a bot's report: a thread start that reads as spam
            // (no technical word, money marks) is other whatever its sender (session 45, misc46). A bot's mail
            // names what it built or tested, so it never reads as spam. The whole text is read: such spam may open
            // with a "-- " line that makes all of it a signature.
            boolean spam = !replySubject && mail.inReplyTo() == null
                    && Spam.reads(stripReplyPrefixes(subject), Spam.lowerHead(mail.text()));
            return spam ? MessageKind.OTHER : MessageKind.ROBOT;
        }
        // the own text's lowercase form is built only when a question needs it whole (session 49, speed50): a reply
        // or a patch subject is decided by the opening, two literals and the diff
        OwnQuestions own = new OwnQuestions(mail);
        if (own.declaresBot()) {
            // a bot's mail from a person's address: it says so in its own first lines
            return MessageKind.ROBOT;
        }
        String bare = stripReplyPrefixes(subject);
        if (bare.startsWith("subject:")) {
            // Seen in the wild: a subject pasted with its own "Subject: " label.
            bare = bare.substring(8).strip();
        }
        // the rare line first: most messages are ruled out by one search instead of two
        boolean ownPull = own.contains(PULL_HEAD) && (own.contains(PLEASE_PULL) || own.contains(PULL_REQUEST));
        boolean ownPatch = own.diff() && own.contains(SIGNED_OFF);
        // A forward is new to the list: read as a thread start, its forwarded text as the report's own.
        String forwarded = replySubject ? ThreadStarts.forwarded(subject, mail.text()) : null;
        if (replySubject && forwarded == null) {
            if (!ownPull && !ownPatch && mail.inReplyTo() == null && mail.references().isEmpty()
                    && Spam.reads(bare, own.lower())) {
                // Spam dressed as an answer ("Re: PERSONAL LETTER", a bare "Re:") names no thread it answers: other,
                // as the thread starts of spam are (session 45, misc46).
                return MessageKind.OTHER;
            }
            return ownPull ? MessageKind.PULL : ownPatch ? MessageKind.PATCH : MessageKind.REPLY;
        }
        if (bare.startsWith("[git pull") || bare.startsWith("git pull") || bare.startsWith("[pull") || ownPull) {
            return MessageKind.PULL;
        }
        // git send-email threads a series under its cover letter, so In-Reply-To alone does not make a patch a reply.
        boolean rfcOnly = isPatchSubject(bare) && !own.diff() && bareRfc(bare);
        if ((isPatchSubject(bare) && !rfcOnly) || ownPatch) {
            return MessageKind.PATCH;
        }
        String ownLower = own.lower();
        if (rfcOnly) {
            // a request for comments with no patch: a report where its title says what failed, else a discussion
            boolean fails = ThreadStarts.subjectStatesFailure(bare) || containsAny(ownLower, REPORT_BODY);
            return fails ? MessageKind.REPORT : MessageKind.OTHER;
        }
        // A subject of the writer's own on a reply opens a topic, unless it names the thread it branched from.
        if (mail.inReplyTo() != null && forwarded == null && ThreadStarts.namesOldThread(subject)) {
            return MessageKind.REPLY;
        }
        boolean cover = SeriesCovers.reads(ownLower)
                || (mail.inReplyTo() == null && SeriesCovers.sentFirst(mail.messageId(), ownLower));
        if (cover && !containsAny(ownLower, REPORT_BODY)) {
            // A series' cover letter under a plain subject: a patch series' message, as "[PATCH 0/N]" is.
            return MessageKind.PATCH;
        }
        String body = forwarded == null ? ownLower : ownLower + forwarded;
        if (ThreadStarts.announces(bare)) {
            return MessageKind.OTHER;
        }
        if (ThreadStarts.checkerFindings(body)) {
            return MessageKind.REPORT;
        }
        if (ThreadStarts.asks(bare, body)) {
            return MessageKind.OTHER;
        }
        // Spam's words ("urgent problem", "Hang Seng Bank") read as a problem's: with no technical word, it is other.
        return reportsProblem(bare, body) && !Spam.reads(bare, body) ? MessageKind.REPORT : MessageKind.OTHER;
    }

    /** The 0-day bot's "[pci:next] BUILD SUCCESS 1234abcd" and its relatives. */
    private static boolean buildReportSubject(String subject) {
        return subject.startsWith("[") && (subject.contains("] build success") || subject.contains("] build regressions")
                || subject.contains("] build warnings") || subject.contains("] build error"));
    }

    private static boolean reportsProblem(String subject, String own) {
        // a subject's and prose's problem words as words, not inside others ("change" holds "hang", "debug" "bug")
        if (ThreadStarts.containsWord(subject, REPORT_SUBJECT) || containsAny(own, REPORT_BODY)) {
            return true;
        }
        if (COMMIT_BLAME.matcher(subject.length() > SUBJECT_SCAN ? subject.substring(0, SUBJECT_SCAN) : subject)
                .find()) {
            return true;
        }
        return ThreadStarts.containsWord(own, PROBLEM_WORDS) && mentionsKernel(own);
    }

    private static boolean mentionsKernel(String own) {
        return own.contains("kernel") || own.contains("linux") || own.contains("lspci") || own.contains("dmesg");
    }

    static boolean isReplySubject(String lower) {
        String s = lower.stripLeading();
        for (String p : new String[] {"re:", "re :", "aw:", "sv:", "vs:", "r:", "rif:", "odp:", "antw:", "res:",
            "ynt:", "tr:", "fw:", "fwd:", "wg:", "答复:", "回复:", "回覆:", "re[", "re^"}) {
            if (s.startsWith(p)) {
                return true;
            }
        }
        return false;
    }

    /** The subject without any run of reply/forward prefixes and list tags like {@code [linux-pci]}. */
    static String stripReplyPrefixes(String lower) {
        String s = lower.strip();
        for (int n = 0; n < 20; n++) {
            String before = s;
            if (isReplySubject(s)) {
                int colon = s.indexOf(':');
                s = s.substring(colon + 1).strip();
            }
            if (before.equals(s)) {
                break;
            }
        }
        return s;
    }

    /**
     * Whether one of the subject's leading bracket tags (a list's own tag such as {@code [Linux-kernel-mentees]} may
     * come first) marks a patch: PATCH or RFC, patchwork's "[v3,1/2]", a bare "[1/3]", or words ending in a series
     * position ("[BACKPORT 4.14.y 00/18]", "[RESEND 0/3]"); a robot's "[pci:next 20/21]" names a branch, not a series.
     */
    static boolean isPatchSubject(String bare) {
        int at = 0;
        for (int n = 0; n < MAX_TAGS && at < bare.length() && bare.charAt(at) == '['; n++) {
            int close = bare.indexOf(']', at);
            String tag = close < 0 ? bare.substring(at + 1) : bare.substring(at + 1, close);
            if (tag.contains("patch") || tag.startsWith("rfc") || SERIES_TAG.matcher(tag).matches()
                    || VERSION_TAG.matcher(tag).matches()
                    || (tag.indexOf(':') < 0 && POSITION_LAST.matcher(tag).find())) {
                return true;
            }
            if (close < 0) {
                return false;
            }
            at = close + 1;
            while (at < bare.length() && bare.charAt(at) == ' ') {
                at++;
            }
        }
        return false;
    }

    /**
     * Whether the subject's only patch tag is a bare {@code [RFC]} ("[RFC] pcie hotplug doesn't work with kernel
     * 4.19", "[RFC][pci/pm] pci config space save restore issues"): a request for comments, which is a patch only when
     * the mail carries one. "[RFC PATCH]", "[RFC 3/9]", "[RFC v2]" and a bare "[RFC]" beside "[PATCH]" mark a patch.
     */
    static boolean bareRfc(String bare) {
        boolean rfc = false;
        int at = 0;
        for (int n = 0; n < MAX_TAGS && at < bare.length() && bare.charAt(at) == '['; n++) {
            int close = bare.indexOf(']', at);
            if (close < 0) {
                return false;
            }
            String tag = bare.substring(at + 1, close).strip();
            if (tag.equals("rfc")) {
                rfc = true;
            } else if (isPatchSubject("[" + tag + "]")) {
                return false;
            }
            at = close + 1;
            while (at < bare.length() && bare.charAt(at) == ' ') {
                at++;
            }
        }
        return rfc;
    }

    private static boolean containsAny(String s, String[] needles) {
        for (String n : needles) {
            if (s.contains(n)) {
                return true;
            }
        }
        return false;
    }
}
