package dev.lkmltriage.extract;

import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.Span;
import dev.lkmltriage.mail.SpanKind;
import dev.lkmltriage.text.BlankLines;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Words that state a regression exists: "X caused a regression", "this fixes a regression introduced by", "I have
 * noticed a regression", "5.10 regression", "[REGRESSION]", "a -53.4% regression", "it must be a regression". Not
 * hypotheticals and denials ("would cause a regression", "to not introduce any regression", "no regressions
 * observed", "Regression: No", "the apparent regression"), test names ("regression tests"), a build robot's "BUILD
 * REGRESSION" title, or diffs. A change said to have broken something ("we broke something that used to work") states
 * one too ({@link BrokeStatements}). A message that never says "egress" costs one {@code indexOf}; the clause around each
 * occurrence is read once, so the cost stays linear.
 */
final class RegressionStatements {
    /** Where statements were found: the author's own text, and quoted text (or a reply's inherited subject). */
    record Found(boolean own, boolean quoted) {
        boolean any() {
            return own || quoted;
        }
    }

    private static final Set<String> WORDS = Set.of("regress", "regressed", "regresses", "regressing", "regression",
            "regressions");
    /** Hypotheticals and denials: a statement after one of these says no regression exists. */
    private static final List<String> DENY = List.of(" no ", " not ", "n't ", " never ", " without ", " avoid",
            " prevent", " would ", " could ", " might ", " may ", " can ", " will ", " any ", " if ", " unless ",
            " risk", " potential", " whether ", " apparent", " in case ", " should ", " away from ");
    /** Words that take "the regression" as existing even after a hypothetical ("could you fix the regression"). */
    private static final List<String> CURE = List.of(" fix", " resolv", " revert", " sorry ");
    /** Words that assert one, unless a hypothetical or denial comes first. */
    private static final List<String> ASSERT = List.of(" caus", " introduc", " brought ", " brings ", " trigger",
            " due to ", " notic", " found ", " seeing ", " observ", " report", " bisect", " confirm", " is a ",
            " is the ", " it's a ", " must be a ", " there is a ", " there's a ", " got a ", " have a ", " has a ",
            " see a ", " see the ", " hit a ", " hit this ");
    /** What may follow the word in a statement: "regression in", "regression since", "[REGRESSION]", "regression:". */
    private static final List<String> FOLLOW = List.of(" in ", " with ", " on ", " since ", " after ", " from ",
            " introduced", " caused", " between ", " report", "]", ":", " due ", " when ", " where", " that ",
            " compared", " for ", " of ");

    /**
     * The last denial, cure and assertion of a clause in one backward walk (session 44, speed45: three walks before,
     * the denial's and the cure's each to the clause's start, as neither is usually there).
     */
    private static final LastPhrases LAST = new LastPhrases(List.of(DENY, CURE, ASSERT));

    /**
     * What lies between a fixing word and the regression word when a fix names one: "fixing a ", "fixes the recent
     * ", "fix a related alpha nautilus " (an article, then at most three words).
     */
    private static final Pattern CURED_ONE = Pattern.compile(
            " (?:fix|fixes|fixed|fixing|resolve|resolves|resolved|resolving) (?:a|an|the|this|that)"
                    + "(?: [\\w/\"-]+){0,3} ");
    private static final Pattern DENIED_FORM = Pattern.compile(":\\s*(no|none|n/a|unknown)\\b.*");
    private static final Pattern VERSION_BEFORE = Pattern.compile(".*\\bv?\\d+\\.\\d+(\\.\\d+)?(-rc\\d+)?");

    private RegressionStatements() {
    }

    /** One reader of regression statements: given what was found so far, what is found after it has read. */
    @FunctionalInterface
    private interface Reader {
        Found read(Mail mail, String text, boolean reply, Found soFar);
    }

    /**
     * The readers, walked once in this order after the subject; the walk stops when both own and quoted statements
     * are found, as no later reader can change the answer (session 53, facts53: a chain of guarded blocks before).
     */
    private static final List<Reader> READERS = List.of(
            // "regression" and, shouted, "REGRESSION": two literal searches, no lowercase copy of the text
            (mail, text, reply, f) -> scan(mail, text, "egress", f),
            (mail, text, reply, f) -> scan(mail, text, "EGRESS", f),
            // session 24: "sorry for the breakage"
            (mail, text, reply, f) -> apologies(mail, text, f),
            // session 31: "we broke something that used to work", "Revert X, which broke nouveau"
            (mail, text, reply, f) -> BrokeStatements.find(mail, f.own(), f.quoted()),
            // session 51 (roles53): "commit X (\"...\") prevents some recent laptops from booting"
            (mail, text, reply, f) -> BlockedStatements.find(mail, f.own(), f.quoted()),
            // session 32 (regress34): "After commit X (\"...\"), the HDA won't be suspended"
            (mail, text, reply, f) -> AfterCommitStatements.find(mail, f.own(), f.quoted()),
            // session 34 (revert37): "X was reverted because of two issues it caused", "this commit has the
            // sideaffect of breaking", "This reverts a ... change that caused problems"
            (mail, text, reply, f) -> RevertedBreakage.find(mail, f.own(), f.quoted()),
            // session 52 (facts52): "This reverts commit X. ... This breaks error recovery for the FOO driver"
            (mail, text, reply, f) -> RevertLogBreakage.find(mail, f.own(), f.quoted()),
            // session 52 (facts52), convention (177): "Recently X was changed to ... . Unfortunately these devices
            // don't function ..." over a Fixes: tag
            (mail, text, reply, f) -> ChangedThenFailing.find(mail, f.own(), f.quoted()),
            // session 34 (revert37): "this patch causes XHCI initialization failures ... remove both from the IOMMU
            // tree"
            (mail, text, reply, f) -> TreePatchFailures.find(mail, reply, f.own(), f.quoted()));

    /** Statements in the subject and the text; in a reply the subject is the thread's, so it counts as quoted. */
    static Found find(Mail mail, boolean reply) {
        boolean subject = subjectStates(mail.subject());
        Found found = new Found(subject && !reply, subject && reply);
        String text = mail.text();
        for (Reader reader : READERS) {
            if (found.own() && found.quoted()) {
                break;
            }
            found = reader.read(mail, text, reply, found);
        }
        return found;
    }

    /** The apologies for a breakage, read at most this far back from "breakage". */
    private static final int APOLOGY = 30;
    private static final Pattern APOLOGY_FORM = Pattern.compile(
            ".*\\bsorry (?:for|about) (?:the|this|that|my) $");

    /**
     * Session 24: "sorry for the breakage", "sorry about this breakage": whoever apologises for a breakage says his
     * change broke what worked, a regression without window. Not "sorry for breaking it" (a linux-next build break
     * in this archive's mail), nor a breakage merely named ("to avoid breakage"). One {@code indexOf} for a message
     * without the word; each occurrence reads {@link #APOLOGY} characters back.
     */
    private static Found apologies(Mail mail, String text, Found soFar) {
        boolean own = soFar.own();
        boolean quoted = soFar.quoted();
        for (int at = text.indexOf("reakage"); at > 0 && !(own && quoted); at = text.indexOf("reakage", at + 7)) {
            int b = at - 1;
            if (Character.toLowerCase(text.charAt(b)) != 'b' || (b > 0 && wordChar(text.charAt(b - 1)))) {
                continue;
            }
            SpanKind kind = kindAt(mail.spans(), b);
            if (kind == SpanKind.DIFF || kind == SpanKind.SIGNATURE || kind == SpanKind.FOOTER) {
                continue;
            }
            boolean inQuote = kind == SpanKind.QUOTE || kind == SpanKind.ATTRIBUTION;
            if ((inQuote ? quoted : own)
                    || !APOLOGY_FORM.matcher(tidy(text, Math.max(0, b - APOLOGY), b, false)).matches()) {
                continue;
            }
            if (inQuote) {
                quoted = true;
            } else {
                own = true;
            }
        }
        return new Found(own, quoted);
    }

    private static Found scan(Mail mail, String text, String needle, Found soFar) {
        boolean own = soFar.own();
        boolean quoted = soFar.quoted();
        int from = 0;
        while (!(own && quoted)) {
            int at = text.indexOf(needle, from);
            if (at < 0) {
                break;
            }
            from = at + 6;
            int r = at - 1;
            if (r < 0 || Character.toLowerCase(text.charAt(r)) != 'r' || (r > 0 && wordChar(text.charAt(r - 1)))) {
                continue;
            }
            SpanKind kind = kindAt(mail.spans(), r);
            if (kind == SpanKind.DIFF || kind == SpanKind.SIGNATURE || kind == SpanKind.FOOTER) {
                continue;
            }
            boolean inQuote = kind == SpanKind.QUOTE || kind == SpanKind.ATTRIBUTION;
            if (inQuote ? quoted : own) {
                continue; // already found where this one sits: its clause cannot change the answer
            }
            if (states(text, r, false)) {
                if (inQuote) {
                    quoted = true;
                } else {
                    own = true;
                }
            } else if (inQuote && !own && YesAnswers.answered(mail, text, r)) {
                own = true; // session 46 (roles49), convention (126): "> Does this fix a regression?" / "Yes."
            }
        }
        return new Found(own, quoted);
    }

    /**
     * A subject naming a regression ("nouveau regression with 5.7", "Fix regression in X"), not denying one, or saying
     * something broke after a change of the kernel ({@link BrokenAfterChange}) or since a kernel ({@link
     * SinceKernelSubjects}).
     */
    static boolean subjectStates(String subject) {
        // subjects are short: one lowercase copy finds "[REGRESSION]" as well as "regression"
        String s = subject == null ? "" : subject.length() > 2000 ? "" : subject.toLowerCase(Locale.ROOT);
        if (BrokenAfterChange.states(s)) {
            return true; // "Lost PME after 1a2b3c4d5e6f (...)": broken after a change of the kernel
        }
        if (SinceKernelSubjects.states(s)) {
            return true; // "PCIe on my ARM board broken since 5.9": a problem that began with a kernel
        }
        int from = 0;
        while (true) {
            int at = s.indexOf("egress", from);
            if (at < 0) {
                return false;
            }
            from = at + 6;
            int r = at - 1;
            if (r >= 0 && Character.toLowerCase(s.charAt(r)) == 'r' && (r == 0 || !wordChar(s.charAt(r - 1)))
                    && states(s, r, true)) {
                return true;
            }
        }
    }

    /** The occurrence of a regression word at {@code r} states one (in a subject, any undenied mention does). */
    static boolean states(String text, int r, boolean subject) {
        int k = r;
        while (k < text.length() && k - r < 12 && Character.isLetter(text.charAt(k))) {
            k++;
        }
        String word = text.substring(r, k).toLowerCase(Locale.ROOT);
        if (!WORDS.contains(word) || (k < text.length() && (text.charAt(k) == '_' || text.charAt(k) == '-'
                || Character.isDigit(text.charAt(k))))) {
            return false;
        }
        String before = clauseBefore(text, r); // " " + the tidied clause, its trailing blanks made one
        String after = clauseAfter(text, k);
        if (after.startsWith(" test") || after.startsWith(" suite") || after.startsWith("s test")
                || before.endsWith(" build ")) {
            return false;
        }
        if (after.startsWith(":") && DENIED_FORM.matcher(after).matches()) { // the form starts with ':'
            return false;
        }
        int[] last = new int[3];
        LAST.in(before, last);
        int deny = last[0];
        int cure = last[1]; // once: both tests below read it
        if (cure > deny && (before.endsWith(" the ") || before.endsWith(" this ")
                || before.endsWith(" that "))) {
            return true; // "could you fix the regression": the regression exists
        }
        if (cure > deny && CURED_ONE.matcher(before.substring(cure)).matches() && !unsure(before.substring(cure))
                && (subject || !AskedSentences.asked(text, k))) {
            // session 24: "it is fixing a regression in behavior", "fix a related alpha Nautilus regression": a fix
            // of one names one that exists ("Does this fix a regression?" asks, and states none)
            return true;
        }
        if (deny < 0 && !subject && definite(before) && curedAfter(text, k)
                && !AskedSentences.asked(text, k)) {
            // session 26: "the hotplug regression \"...\" is meant to be fixed by now", "this regression was
            // resolved by": a definite regression said to be fixed exists (the fix may still fail, as the mail says)
            return true;
        }
        if (deny >= 0 || (!subject && AskedSentences.asked(text, k))) {
            return false; // "maybe there is a regression that causes it?": a question states none
        }
        if (subject || word.equals("regressed") || word.equals("regresses")) {
            return true;
        }
        if (last[2] >= 0) {
            return true;
        }
        String head = before.stripTrailing();
        // the version pattern ends in an ASCII digit: a head that does not is never given to the regex
        if (head.endsWith("%") || head.endsWith("[")
                || (endsWithDigit(head) && VERSION_BEFORE.matcher(head).matches())) {
            return true; // "a -53.4% regression", "[REGRESSION]", "5.10 regression"
        }
        for (String f : FOLLOW) {
            if (after.startsWith(f)) {
                return true;
            }
        }
        return false;
    }

    /**
     * A definite regression: the clause before the word ends in "the", "this" or "that", then at most three words
     * ("the PCIe ", "this nasty "), each after one blank, and a blank; exactly what {@code .* (?:the|this|that)(?:
     * [\w/-]+){0,3} } matched until session 44 (speed45), whose {@code .*} tried every split of the clause for each
     * regression word. Read from the end: the last four blank-separated words, each a run of ASCII letters, digits,
     * '_', '/' or '-'; one of them the article, and nothing before the article's blank that ends a line (the regex's
     * dot takes no line terminator).
     */
    static boolean definite(String before) {
        int end = before.length() - 1; // the closing blank
        if (end < 0 || before.charAt(end) != ' ') {
            return false;
        }
        for (int words = 0; words <= 3; words++) {
            int start = end;
            while (start > 0 && definiteWordChar(before.charAt(start - 1))) {
                start--;
            }
            if (start == end || start == 0 || before.charAt(start - 1) != ' ') {
                return false; // no word here, or one not after a blank: no further split can match either
            }
            int len = end - start;
            if ((len == 3 && before.startsWith("the", start) || len == 4 && (before.startsWith("this", start)
                    || before.startsWith("that", start))) && !lineTerminatorIn(before, start - 1)) {
                return true;
            }
            end = start - 1;
        }
        return false;
    }

    /** The regex's {@code [\w/-]}: ASCII letters and digits, '_', '/' and '-'. */
    private static boolean definiteWordChar(char c) {
        return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '/'
                || c == '-';
    }

    /** Whether {@code s} holds, before {@code to}, a character the regex's dot does not take. */
    private static boolean lineTerminatorIn(String s, int to) {
        for (int i = 0; i < to; i++) {
            char c = s.charAt(i);
            if (c == '\n' || c == '\r' || c == '\u0085' || c == '\u2028' || c == '\u2029') {
                return true;
            }
        }
        return false;
    }
    /**
     * After the word: an optional quoted message (the regression's own log line), then a passive fix: "is fixed",
     * "was resolved", "has been fixed", "got fixed", "is supposed to be fixed", "is now fixed".
     */
    private static final Pattern CURED_AFTER = Pattern.compile(
            "(?: \"[^\"]{1,160}\")? (?:is|was|has been|had been|got|gets)(?: now| already| finally)?"
                    + "(?: supposed to be| meant to be)? (?:fixed|resolved|cured)\\b.*");
    /** How far past the word {@link #curedAfter} reads. */
    private static final int CURED_REACH = 220;

    /** Session 26: the words after the regression word say it was (or is meant to be) fixed; see {@link #CURED_AFTER}. */
    private static boolean curedAfter(String text, int k) {
        int to = Math.min(text.length(), k + CURED_REACH);
        String after = tidy(text, k, to, false);
        return CURED_AFTER.matcher(after).matches();
    }

    /** "fixes a possible regression", "fix a future regression": a fix of one not known to exist. */
    private static boolean unsure(String tail) {
        return tail.contains(" possible ") || tail.contains(" future ") || tail.contains(" theoretical ")
                || tail.contains(" hypothetical ") || tail.contains(" latent ");
    }

    /**
     * Up to 100 characters before {@code r} back to the sentence's start, quote marks and line breaks as spaces, with
     * a blank before and one blank after for trailing ones ({@link #tidy(String, int, int, boolean)} padded).
     */
    static String clauseBefore(String text, int r) {
        int from = r;
        int lo = Math.max(0, r - 100);
        while (from > lo) {
            char c = text.charAt(from - 1);
            if (c == '?' || c == '!' || c == ';' || (c == '.' && from < r && Character.isWhitespace(text.charAt(from)))
                    || (c == '\n' && BlankLines.before(text, from - 1, from - 1 - LINE_REACH))) {
                break;
            }
            from--;
        }
        return tidy(text, from, r, true);
    }

    /** Up to 40 characters after the word, to the sentence's end. */
    private static String clauseAfter(String text, int k) {
        int to = k;
        int hi = Math.min(text.length(), k + 40);
        while (to < hi && text.charAt(to) != '.' && text.charAt(to) != '?' && text.charAt(to) != '!') {
            to++;
        }
        return tidy(text, k, to, false);
    }

    /**
     * Up to {@code back} characters of {@code text} before {@code at}, back to the sentence's start (a question or
     * exclamation mark, a semicolon, a full stop before a blank, or a blank line); lowercase, tidied ({@link #tidy}).
     */
    static String clauseBefore(String text, int at, int back) {
        int from = at;
        int lo = Math.max(0, at - back);
        while (from > lo) {
            char c = text.charAt(from - 1);
            if (c == '?' || c == '!' || c == ';' || (c == '.' && from < at && Character.isWhitespace(text.charAt(from)))
                    || (c == '\n' && from >= 2 && text.charAt(from - 2) == '\n')) {
                break;
            }
            from--;
        }
        return tidy(text, from, at, false);
    }

    /**
     * Words before a failure word that make the clause a condition, a denial, a guess or a doubt ("if it breaks",
     * "would fail", "maybe it hangs"): such a clause states no breakage. Shared by the statement readers that read
     * the same hedges ({@link RevertedBreakage}, {@link TreePatchFailures}); older readers keep their own lists.
     */
    static final List<String> HEDGES = List.of(" if ", " not ", "n't ", " never ", " whether ", " would ",
            " could ", " might ", " may ", " will ", " unless ", " in case ", " should ", " suppose", " assum",
            " without ", " maybe ", " perhaps ");

    /** A reader whose statement starts at the needle itself: whether the needle at {@code at} opens one. */
    interface AtNeedle {
        boolean states(String text, int at);
    }

    /**
     * {@link #scanNeedle} for readers whose statement starts at the needle (session 52: {@link RevertLogBreakage},
     * {@link ChangedThenFailing}): where one stands, own and quoted, given what was found so far.
     */
    static Found scanAt(Mail mail, String needle, int maxHits, boolean ownSoFar, boolean quotedSoFar,
            AtNeedle reader) {
        boolean[] found = {ownSoFar, quotedSoFar};
        scanNeedle(mail, needle, maxHits, found, new NeedleHit() {
            @Override
            public int start(String text, int at) {
                return at;
            }

            @Override
            public boolean states(String text, int start, int at) {
                return reader.states(text, at);
            }
        });
        return new Found(found[0], found[1]);
    }

    /** How a reader of one literal needle takes a hit: where its statement starts, and whether it states one. */
    interface NeedleHit {
        /** The statement's start for the needle found at {@code at}, or -1 when the hit opens none (mid-word). */
        int start(String text, int at);

        /** Whether the statement from {@code start} (needle at {@code at}) states a regression. */
        boolean states(String text, int start, int at);
    }

    /**
     * One literal search for {@code needle} in {@code mail}'s text: each hit {@code hit} accepts (at most
     * {@code maxHits} of them) marks {@code found}'s own (0) or quoted (1) side where it states a regression, until
     * both are found; hits in diffs, signatures and footers state nothing ({@link #side}).
     */
    static void scanNeedle(Mail mail, String needle, int maxHits, boolean[] found, NeedleHit hit) {
        String text = mail.text();
        int hits = 0;
        for (int at = text.indexOf(needle); at >= 0 && !(found[0] && found[1]) && hits < maxHits;
                at = text.indexOf(needle, at + needle.length())) {
            int start = hit.start(text, at);
            if (start < 0) {
                continue;
            }
            hits++;
            int side = side(mail.spans(), start);
            if (side >= 0 && !found[side] && hit.states(text, start, at)) {
                found[side] = true;
            }
        }
    }

    /** Whether {@code s} contains any of {@code words}. */
    static boolean containsAny(String s, List<String> words) {
        for (String w : words) {
            if (s.contains(w)) {
                return true;
            }
        }
        return false;
    }

    /** Lowercase, with line breaks and the quote marks that start lines turned into single spaces. */
    static String tidy(String s) {
        return tidy(s, 0, s.length(), false);
    }

    /**
     * {@code tidy(s.substring(from, to))}, or with {@code padded} {@code " " + tidy(...).stripTrailing() + " "}, with no
     * copy between (session 44, speed45: the clause before each regression word was copied four times).
     */
    static String tidy(String s, int from, int to, boolean padded) {
        // session 44 (speed45): a char array with the last character kept at hand, and ASCII lowercased without the
        // general case table (Character.toLowerCase gives the same for it); a StringBuilder's append and charAt per
        // character were most of the regression reader's clause cost
        Objects.checkFromToIndex(from, to, s.length()); // as substring would
        int lead = padded ? 1 : 0;
        char[] b = new char[to - from + 2 * lead];
        if (padded) {
            b[0] = ' ';
        }
        int len = lead;
        char lastOut = 0;
        boolean lineStart = false;
        for (int i = from; i < to; i++) {
            char c = s.charAt(i);
            c = c < 0x80 ? (c >= 'A' && c <= 'Z' ? (char) (c + ('a' - 'A')) : c) : Character.toLowerCase(c);
            if (c == '\n') {
                lineStart = true;
                c = ' ';
            } else if (lineStart && (c == '>' || c == ' ' || c == '\t' || c == '|')) {
                c = ' ';
            } else {
                lineStart = false;
            }
            if (c == '\t') {
                c = ' ';
            }
            if (c != ' ' || len == lead || lastOut != ' ') {
                b[len++] = c;
                lastOut = c;
            }
        }
        if (padded) {
            while (len > lead && Character.isWhitespace(b[len - 1])) {
                len--; // stripTrailing: no whitespace character is a surrogate
            }
            b[len++] = ' ';
        }
        return new String(b, 0, len);
    }

    /**
     * How far back a blank line before a break is read: no blank line in the archive is longer, and the read that once
     * ran back to the line's start, however long, is held to it.
     */
    private static final int LINE_REACH = 300;

    /**
     * The side a statement at {@code offset} is on, for readers that take at most one own and one quoted statement:
     * 0 the writer's own text, 1 quoted (a quote or its attribution line), -1 none (a diff, signature or footer
     * states no regression).
     */
    static int side(List<Span> spans, int offset) {
        SpanKind kind = kindAt(spans, offset);
        if (kind == SpanKind.DIFF || kind == SpanKind.SIGNATURE || kind == SpanKind.FOOTER) {
            return -1;
        }
        return kind == SpanKind.QUOTE || kind == SpanKind.ATTRIBUTION ? 1 : 0;
    }

    static SpanKind kindAt(List<Span> spans, int offset) {
        for (Span s : spans) {
            if (s.contains(offset)) {
                return s.kind();
            }
        }
        return SpanKind.PROSE;
    }

    private static boolean endsWithDigit(String s) {
        return !s.isEmpty() && s.charAt(s.length() - 1) >= '0' && s.charAt(s.length() - 1) <= '9';
    }

    private static boolean wordChar(char c) {
        return Character.isLetterOrDigit(c) || c == '_' || c == '/' || c == '-';
    }
}
