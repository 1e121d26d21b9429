package dev.lkmltriage.extract;

import dev.lkmltriage.text.Bounded;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Messages whose headers say "reply" but which open a topic on the list (session 29, kinds30), and thread-starting
 * messages that report nothing.
 *
 * <ul>
 *   <li>A forward ({@code Fwd: [Bug 203485] New: ...}): Gmail keeps the forwarded mail's Message-ID as In-Reply-To
 *       and the subject carries a forward prefix, but on the list the forwarded report is new, as the mutt forwards
 *       ({@code [bugzilla-daemon@...: [Bug N] New: ...]}, no prefix, no In-Reply-To) always read. The labels give
 *       both shapes kind report (held-out23's 5150 mutt's inline, held-out27's 452 Gmail's; since session 51 the
 *       forwarded text of both is the forward's own, convention 188). A forwarded reply (the forwarded
 *       header's own {@code Subject: Re: ...}) stays a reply: it continues a conversation.
 *   <li>A new subject on a message with an In-Reply-To: the writer answered some list mail and wrote a subject of his
 *       own, no {@code Re:} ("Oxford Semiconductor Ltd OX16PCI954 - weird dmesg" under an unrelated patch). The labels
 *       read these as the thread starts they are (dev5's 5778, held-out13's 5223 reports, held-out9's 9839 a
 *       question); spam sent as a "reply" is other as any spam is. A subject that names the thread it branched from
 *       ("(was: Re: ...)", "[Was: ...]", "REGRESSION: Re: [patch ...]") stays a reply.
 *   <li>A release or meeting announcement ("pciutils-3.7.0 released", "[ANNOUNCE][CFP] ...") is other, whatever bug
 *       fixes it lists (held-out21's 12653).
 *   <li>A static checker's findings posted as a new thread (a maintainer's "FYI, got these warnings with make C=2":
 *       sparse or compiler diagnostics, a forwarded Coverity defect) report a problem in the code: report, as
 *       held-out13's 16224 is labelled, and as the "coverity issue #N" threads already read by their subject.
 *   <li>A question ("[Question] ...", "Query: ...", a subject ending in '?') is a report only where the writer states a
 *       failure; otherwise it asks how something works: other (held-out9's 9839). A question that names a failure
 *       to deny or qualify it ("provisioning fails (though the kernel happily does not crash)", held-out27's 14535)
 *       still reads as a report: the words cannot tell it from a help request about a real failure (held-out13's
 *       5223, labelled report).
 * </ul>
 * Never throws; every scan is bounded and linear.
 */
final class ThreadStarts {
    /** How far into the text a forward's separator line is looked for. */
    static final int SCAN = 64 * 1024;
    /** How many lines after the separator the forwarded header's Subject may stand. */
    private static final int HEADER_LINES = 12;
    private static final String[] FORWARD = {"fwd:", "fw:", "wg:", "tr:"};
    /**
     * What the writer says failed, in a message whose subject asks: the failure words of a report, without its
     * topic words ("error", "issue", "fault": "PCIe Root Port Error Recovery" asks how recovery works; "fault" is in
     * "default") and without "cannot" ("differences I cannot explain").
     */
    private static final String[] FAILURES = {
        "doesn't work", "does not work", "don't work", "not working", "stopped working", "broken", "fails", "failed",
        "failure", "crash", "hangs", "hung ", "freez", "frozen", "timed out", "timeout", "stuck", "oops", "panic",
        "call trace", "regress", "bisect", "no longer", "unable to", "lockup", "[bug", "bug:"};

    /** A compiler or sparse diagnostic on a C file: "drivers/pci/x.c:288:24: warning: ", lowercased. */
    private static final Pattern DIAGNOSTIC =
            Pattern.compile("[\\w/.+-]*\\.[ch]:\\d{1,6}(?::\\d{1,4})?: (?:warning|error): ");

    private ThreadStarts() {
    }

    /**
     * Whether own text (lowercased) holds a static checker's finding: a line opening with a diagnostic on a C file, or
     * a Coverity defect's "** CID 1469110:" line. One pass over the lines; the pattern runs only on a line that holds
     * ": warning: " or ": error: ", anchored at its first non-blank.
     */
    static boolean checkerFindings(String own) {
        // session 41 (speed42): every finding holds "* cid " (its line opens "** cid " or "*** cid ") or one of the
        // two diagnostic separators on its line: a text holding none of them anywhere has none, told by three
        // whole-text searches instead of two bounded ones per line
        return (own.indexOf(": warning: ") >= 0 || own.indexOf(": error: ") >= 0 || own.indexOf("* cid ") >= 0)
                && checkerLines(own);
    }

    /** {@link #checkerFindings} without its gate: the walk over the lines (package-private for the tests). */
    static boolean checkerLines(String own) {
        Matcher m = DIAGNOSTIC.matcher(own);
        int n = own.length();
        int k = 0;
        while (k < n) {
            int nl = own.indexOf('\n', k);
            int end = nl < 0 ? n : nl;
            int p = k;
            while (p < end && (own.charAt(p) == ' ' || own.charAt(p) == '\t')) {
                p++;
            }
            if (own.startsWith("** cid ", p) || own.startsWith("*** cid ", p)) {
                return true;
            }
            if ((Bounded.indexOf(own, ": warning: ", p, end) >= 0 || Bounded.indexOf(own, ": error: ", p, end) >= 0)
                    && m.region(p, end).lookingAt()) {
                return true;
            }
            k = end + 1;
        }
        return false;
    }

    /**
     * The forwarded text of a forward, lowercased, from its separator line on (at most {@link OwnText#LIMIT}
     * characters), or null when {@code subject} (lowercased) carries no forward prefix before any reply prefix, the
     * text has no separator line in its first {@link #SCAN} characters, or the forwarded mail was itself a reply.
     */
    static String forwarded(String subject, String text) {
        int k = forwardStart(subject, text);
        return k < 0 ? null : text.substring(k, Math.min(text.length(), k + OwnText.LIMIT)).toLowerCase(Locale.ROOT);
    }

    /**
     * Where the forwarded mail of a forward starts in {@code text}: the offset of its separator line, or -1 under the
     * conditions {@link #forwarded} returns null on.
     */
    static int forwardStart(String subject, String text) {
        if (!forwardPrefix(subject.stripLeading())) {
            return -1;
        }
        int limit = Math.min(text.length(), SCAN);
        int k = 0;
        while (k < limit) {
            int nl = text.indexOf('\n', k);
            int end = nl < 0 ? text.length() : nl;
            if (separator(text, k, end)) {
                return forwardedReply(text, end + 1) ? -1 : k;
            }
            if (nl < 0) {
                break;
            }
            k = nl + 1;
        }
        return -1;
    }

    /** Whether a subject without a reply prefix names the thread it branched from, which keeps it a reply. */
    static boolean namesOldThread(String subject) {
        return word(subject, "re:", false) || word(subject, "was:", false) || word(subject, "was ", true);
    }

    /**
     * Whether {@code w} stands in {@code s} with no letter right before it ("failure:" holds no "re:"), or, when
     * {@code bracketed}, right after an opening bracket ("(was ", "[was ").
     */
    private static boolean word(String s, String w, boolean bracketed) {
        for (int at = s.indexOf(w); at >= 0; at = s.indexOf(w, at + 1)) {
            char before = at == 0 ? ' ' : s.charAt(at - 1);
            if (bracketed ? before == '(' || before == '[' : !Character.isLetter(before)) {
                return true;
            }
        }
        return false;
    }

    /** A release or meeting announcement's subject (lowercased, prefixes stripped). */
    static boolean announces(String bare) {
        if (bare.startsWith("[announce") || bare.startsWith("announce:") || bare.contains("[cfp]")
                || bare.contains("call for topics") || bare.contains("call for papers")
                || bare.contains("call for proposals")) {
            return true;
        }
        String name = bare.startsWith("released ") ? bare.substring(9)
                : bare.endsWith(" is released") ? bare.substring(0, bare.length() - 12)
                : bare.endsWith(" released") ? bare.substring(0, bare.length() - 9) : null;
        return name != null && releaseName(name.strip());
    }

    /**
     * Whether a thread-starting message asks rather than reports: its subject (lowercased, prefixes stripped) is a
     * question ("[Q]", "[Question]", "[Query]", "Question about ...", "... questions", a closing '?') and neither it
     * nor the own text (lowercased) states a failure.
     */
    static boolean asks(String bare, String own) {
        if (!questionSubject(bare)) {
            return false;
        }
        return !containsWord(bare, FAILURES) && !containsWord(own, FAILURES);
    }

    /**
     * Whether a subject (lowercased) states a failure by {@link #FAILURES}' words. A bare "[RFC]" over no diff asks
     * for comments (session 39, kind43): it reports only what its title says failed ("[RFC] pcie hotplug doesn't work
     * with kernel 4.19"); a design discussion's body words what might break ("will break if we move them").
     */
    static boolean subjectStatesFailure(String bare) {
        return containsWord(bare, FAILURES);
    }

    /**
     * Whether one of {@code words} stands in {@code s} at the start of a word: a word that opens with a letter counts
     * only where no letter stands right before it (session 44, misc45). A substring is not a word: "hangs" is in
     * "changes", "hang" in "change", "bug" in "debug", "fault" in "default", and a thread start that says what it
     * changes or how it was debugged states no failure by that. Words that open with a sign ("[bug") match anywhere.
     */
    static boolean containsWord(String s, String[] words) {
        for (String w : words) {
            if (hasWord(s, w)) {
                return true;
            }
        }
        return false;
    }

    /** {@link #containsWord} for one word. */
    static boolean hasWord(String s, String w) {
        boolean letter = !w.isEmpty() && Character.isLetter(w.charAt(0));
        for (int at = s.indexOf(w); at >= 0; at = s.indexOf(w, at + 1)) {
            if (!letter || at == 0 || !Character.isLetter(s.charAt(at - 1))) {
                return true;
            }
        }
        return false;
    }

    private static boolean questionSubject(String bare) {
        String s = bare.strip();
        return s.startsWith("[q]") || s.startsWith("[question") || s.startsWith("[query") || s.startsWith("question")
                || s.startsWith("query") || s.endsWith("?") || s.endsWith(" questions") || s.endsWith(" question");
    }

    /** One word, a letter first, holding a version ("pciutils-3.7.0", "foo v1.2"): what a release subject names. */
    private static boolean releaseName(String name) {
        if (name.isEmpty() || !Character.isLetter(name.charAt(0))) {
            return false;
        }
        int space = name.indexOf(' ');
        if (space >= 0 && (name.indexOf(' ', space + 1) >= 0 || name.charAt(space + 1) != 'v')) {
            return false;
        }
        boolean digit = false;
        boolean dot = false;
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            digit |= c >= '0' && c <= '9';
            dot |= c == '.' && digit;
        }
        return digit && dot;
    }

    private static boolean forwardPrefix(String s) {
        for (String p : FORWARD) {
            if (s.startsWith(p)) {
                return true;
            }
        }
        return false;
    }

    /** "---------- Forwarded message ---------", "----- Forwarded message from X -----", "Begin forwarded message:". */
    private static boolean separator(String text, int from, int to) {
        int p = skipQuote(text, from, to);
        int dashes = p;
        while (p < to && text.charAt(p) == '-') {
            p++;
        }
        if (p - dashes >= 2) {
            while (p < to && text.charAt(p) == ' ') {
                p++;
            }
            return text.regionMatches(true, p, "forwarded message", 0, 17);
        }
        return text.regionMatches(true, p, "begin forwarded message", 0, 23);
    }

    /** Whether the forwarded header below the separator gives a reply subject. */
    private static boolean forwardedReply(String text, int from) {
        int k = from;
        for (int n = 0; n < HEADER_LINES && k < text.length(); n++) {
            int nl = text.indexOf('\n', k);
            int end = nl < 0 ? text.length() : nl;
            int p = skipQuote(text, k, end);
            if (text.regionMatches(true, p, "subject:", 0, 8)) {
                String value = text.substring(p + 8, Math.min(end, p + 8 + 200)).toLowerCase(Locale.ROOT);
                return KindClassifier.isReplySubject(value.strip());
            }
            if (nl < 0) {
                break;
            }
            k = nl + 1;
        }
        return false;
    }

    private static int skipQuote(String text, int from, int to) {
        int p = from;
        while (p < to && (text.charAt(p) == '>' || text.charAt(p) == ' ' || text.charAt(p) == '\t')) {
            p++;
        }
        return p;
    }
}
