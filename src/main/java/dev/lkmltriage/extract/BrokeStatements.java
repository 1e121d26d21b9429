package dev.lkmltriage.extract;

import dev.lkmltriage.mail.Mail;
import dev.lkmltriage.mail.SpanKind;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Session 31 (regress32): "we broke something that used to work", "Revert X, which broke nouveau", "Fix a ...
 * simplification that broke power management", "following commit broke those cards", "This patch renamed 'rescan'
 * ... and broke my userspace application", "but that broke console devices": a change said, in the past tense, to
 * have broken something states a regression (without window), in any message kind, own or quoted. A changelog
 * above a {@code Fixes:} tag was read so already ({@link BrokenByFixesTarget}); these sentences stand anywhere.
 *
 * <p>Read narrowly, because "broke" is also said of scripts, rebases and authorship: the word right before "broke"
 * must be a change or a pointer to one ("we", "this", "that", "which", "it", "commit", "patch", "change", or "and"
 * after a change named earlier in the clause); never "I" ("let me know if I broke anything", "I think I accidentaly
 * broke it"), "you", "what" or "whatever". Not after a condition, denial or modal in the clause ("if", "not",
 * "may", "would": "it's not something we broke"); not in a question; not intransitive or followed by a particle ("it
 * broke on Linux", "broke out", "broke up"); not a build ("This broke arm64 allmodconfig", "broke the build"). A
 * double-quoted title in the clause is passed over ("Revert \"... without DLL Link Active ...\", which broke"). One
 * {@code indexOf} for a message without the word; each occurrence reads at most {@link #BACK} characters back and
 * {@link #AHEAD} ahead, so the cost stays linear.
 */
final class BrokeStatements {
    static final int BACK = 160;
    static final int AHEAD = 60;

    private static final Set<String> SUBJECTS = Set.of("we", "this", "that", "which", "it", "commit", "patch",
            "change", "changes", "commits", "patches", "and");
    private static final Set<String> CHANGES = Set.of("commit", "patch", "change", "changes", "commits", "patches");
    /** Conditions, denials and modals: a break said under one of these is feared or denied, not stated. */
    private static final List<String> DENY = List.of(" if ", " not ", "n't ", " never ", " whether ", " would ",
            " could ", " might ", " may ", " will ", " unless ", " in case ", " hope ", " make sure ");
    /** A particle or preposition right after the word: "it broke on Linux", "broke out", "broke up". */
    private static final Set<String> NO_OBJECT = Set.of("on", "in", "with", "when", "at", "for", "out", "up", "down",
            "off", "during", "after", "before", "since", "again", "and", "or", "but", "because", "here", "there",
            "to", "from", "by", "as", "so", "then", "now", "yesterday", "recently");
    private static final Pattern BUILD = Pattern.compile(
            "^(?:the |my |our |an? )?(?:[\\w/.-]+ )?(?:build|builds|compil\\w*|link(?:ing|age)|\\w*config)\\b");

    private BrokeStatements() {
    }

    /** Where a past-tense "broke" statement stands: own text, quoted text (given what was found so far). */
    static RegressionStatements.Found find(Mail mail, boolean ownSoFar, boolean quotedSoFar) {
        String text = mail.text();
        boolean own = ownSoFar;
        boolean quoted = quotedSoFar;
        for (int at = text.indexOf("broke"); at >= 0 && !(own && quoted); at = text.indexOf("broke", at + 5)) {
            int end = at + 5;
            if ((at > 0 && Character.isLetterOrDigit(text.charAt(at - 1)))
                    || (end < text.length() && (Character.isLetterOrDigit(text.charAt(end))
                    || text.charAt(end) == '_' || text.charAt(end) == '-'))) {
                continue; // "broken", "broker", "unbroke"
            }
            SpanKind kind = RegressionStatements.kindAt(mail.spans(), at);
            if (kind == SpanKind.DIFF || kind == SpanKind.SIGNATURE || kind == SpanKind.FOOTER) {
                continue;
            }
            boolean inQuote = kind == SpanKind.QUOTE || kind == SpanKind.ATTRIBUTION;
            if ((inQuote ? quoted : own) || !states(text, at)) {
                continue;
            }
            if (inQuote) {
                quoted = true;
            } else {
                own = true;
            }
        }
        return new RegressionStatements.Found(own, quoted);
    }

    /** The "broke" at {@code at} (lowercase, a whole word) states that a change broke something. */
    static boolean states(String text, int at) {
        String before = " " + withoutTitles(clauseBefore(text, at)).stripTrailing();
        int sp = before.lastIndexOf(' ');
        String subject = before.substring(sp + 1);
        if (!SUBJECTS.contains(subject)) {
            return false;
        }
        String clause = before + " ";
        if (subject.equals("and") && !namesChange(clause)) {
            return false; // "... and broke": only where the clause's subject is a change
        }
        for (String d : DENY) {
            if (clause.contains(d)) {
                return false;
            }
        }
        String after = RegressionStatements.tidy(text.substring(at + 5, Math.min(text.length(), at + 5 + AHEAD)))
                .stripLeading();
        int w = 0;
        while (w < after.length() && (Character.isLetterOrDigit(after.charAt(w)) || after.charAt(w) == '\'')) {
            w++;
        }
        String object = after.substring(0, w);
        if (object.isEmpty() || NO_OBJECT.contains(object) || BUILD.matcher(after).find()) {
            return false;
        }
        return !AskedSentences.asked(text, at);
    }

    private static boolean namesChange(String clause) {
        for (String c : CHANGES) {
            if (clause.contains(" " + c + " ")) {
                return true;
            }
        }
        return false;
    }

    /** Up to {@link #BACK} characters before {@code at}, back to the sentence's start; lowercase, tidied. */
    private static String clauseBefore(String text, int at) {
        int from = at;
        int lo = Math.max(0, at - BACK);
        while (from > lo) {
            char c = text.charAt(from - 1);
            if (c == '?' || c == '!' || c == ';' || (c == '.' && from < at && Character.isWhitespace(text.charAt(from)))
                    || (c == '\n' && from >= 2 && text.charAt(from - 2) == '\n')) {
                break;
            }
            from--;
        }
        return RegressionStatements.tidy(text.substring(from, at));
    }

    /** The clause without its double-quoted parts (a commit's title, which may hold any word). */
    private static String withoutTitles(String clause) {
        StringBuilder b = new StringBuilder(clause.length());
        boolean in = false;
        for (int i = 0; i < clause.length(); i++) {
            char c = clause.charAt(i);
            if (c == '"' || c == '\u201c' || c == '\u201d') {
                in = !in;
            } else if (!in) {
                b.append(c);
            }
        }
        // an unclosed quote (the title began before the clause) leaves what followed the last mark
        return in ? clause.substring(clause.lastIndexOf('"') + 1) : b.toString();
    }
}
