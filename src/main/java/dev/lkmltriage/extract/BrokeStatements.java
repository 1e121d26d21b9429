package dev.lkmltriage.extract;

import dev.lkmltriage.mail.Mail;
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
    /** A change named as such before "breaks" (a commit id after "commit" counts too). */
    private static final Set<String> PRESENT_SUBJECTS = Set.of("commit", "commits", "patch", "patches", "change",
            "changes", "series", "merge");
    /** Explanations and indirect questions: "how this commit breaks", "which exact commit breaks this". */
    private static final List<String> EXPLAINS = List.of(" how ", " why ", " which ", " what ", " when ",
            " whenever ", " see if ", " wonder");
    /** The passive's relative clause is a statement ("the quirk, which was broken by another quirk"). */
    private static final List<String> PASSIVE_EXPLAINS = List.of(" how ", " why ", " when ", " whenever ", " see if ",
            " wonder");
    /** Objects that say nothing of what was broken: "This patch breaks that. On purpose." */
    private static final Set<String> VAGUE_OBJECT = Set.of("that", "this", "it", "them", "things", "thing",
            "anything", "something", "everything", "stuff");
    /** How many words after "broken by" may lead to the change that broke it ("by PCI runtime power management patch"). */
    static final int AGENT_WORDS = 5;
    private static final Set<String> CHANGE_AGENTS = Set.of("commit", "commits", "patch", "patches", "change",
            "changes", "series", "merge", "quirk", "rework", "refactoring", "cleanup", "backport", "revert");
    private static final Set<String> POINTERS = Set.of("this", "that", "it");
    /** Agents that are no change to the kernel: "broken by design", "broken by the firmware". */
    private static final Set<String> NOT_AGENTS = Set.of("design", "definition", "default", "firmware", "bios",
            "hardware", "user", "users", "userspace", "someone", "somebody", "me", "you", "him", "them", "whom");
    private static final Pattern HASH = Pattern.compile("[0-9a-f]{7,40}");
    private static final Pattern BUILD = Pattern.compile(
            "^(?:the |my |our |an? )?(?:[\\w/.-]+ )?(?:build|builds|compil\\w*|link(?:ing|age)|\\w*config)\\b");

    private BrokeStatements() {
    }

    /** Where a "broke", "breaks" or "broken by" statement stands: own text, quoted text (given what was found so far). */
    static RegressionStatements.Found find(Mail mail, boolean ownSoFar, boolean quotedSoFar) {
        String text = mail.text();
        boolean patchThread = patchThread(mail.subject());
        boolean[] found = {ownSoFar, quotedSoFar};
        scan(mail, text, "broke", 0, patchThread, found);
        scan(mail, text, "breaks", 1, patchThread, found);
        scan(mail, text, "broken by", 2, patchThread, found);
        return new RegressionStatements.Found(found[0], found[1]);
    }

    /** One literal search for {@code word} (0 past, 1 present, 2 passive); marks {@code found} own/quoted. */
    private static void scan(Mail mail, String text, String word, int shape, boolean patchThread, boolean[] found) {
        int n = word.length();
        for (int at = text.indexOf(word); at >= 0 && !(found[0] && found[1]); at = text.indexOf(word, at + n)) {
            int end = at + n;
            if ((at > 0 && Character.isLetterOrDigit(text.charAt(at - 1)))
                    || (end < text.length() && (Character.isLetterOrDigit(text.charAt(end))
                    || text.charAt(end) == '_' || text.charAt(end) == '-'))) {
                continue; // "broken", "broker", "unbroke", "linebreaks"
            }
            int side = RegressionStatements.side(mail.spans(), at);
            if (side < 0 || found[side]) {
                continue;
            }
            boolean inQuote = side == 1;
            boolean states = switch (shape) {
                case 0 -> states(text, at);
                case 1 -> statesPresent(text, at, patchThread);
                default -> statesPassive(text, at);
            };
            if (states && !inQuote && patchThread && shape != 1 && reviewOfPosted(mail, text, at, n)) {
                continue; // session 54 (facts54), convention (1): a fresh reply's "this patch ... broke X" is review
            }
            if (states) {
                found[inQuote ? 1 : 0] = true;
            }
        }
    }

    /** The "broke" at {@code at} (lowercase, a whole word) states that a change broke something. */
    static boolean states(String text, int at) {
        String before = " " + withoutTitles(RegressionStatements.clauseBefore(text, at, BACK)).stripTrailing();
        int sp = before.lastIndexOf(' ');
        String subject = before.substring(sp + 1);
        if (!SUBJECTS.contains(subject)) {
            return false;
        }
        String clause = before + " ";
        if (subject.equals("and") && !namesChange(clause)) {
            return false; // "... and broke": only where the clause's subject is a change
        }
        if (RegressionStatements.containsAny(clause, DENY)) {
            return false;
        }
        String after = textAfter(text, at + 5);
        String object = firstWord(after);
        if (object.isEmpty() || NO_OBJECT.contains(object) || BUILD.matcher(after).find()) {
            return false;
        }
        return !AskedSentences.asked(text, at);
    }

    /**
     * Session 31 (regress33): "I'm afraid this commit breaks booting my rk3399 device", "the patch breaks hotplug on
     * my laptop". Only a change named as such ("commit", "patch", "change", "series", "merge", or a commit id after
     * "commit") right before "breaks": a bare "this"/"that"/"which"/"it breaks" is, on the archive, almost always
     * code analysis ("This breaks code like", "which breaks XEN", "that breaks functionality of Realtek NIC card").
     * In a patch's own thread (a subject tagged PATCH) only a "commit" counts: "This patch breaks that" and "this
     * change breaks the policy" there are a review's remarks on the patch under review, which the label conventions
     * do not read as a regression (a bug found in review with no working base stated). The guards of the past tense
     * hold, and an explanation ("how/why this commit breaks", "which commit breaks") states nothing new.
     */
    static boolean statesPresent(String text, int at, boolean patchThread) {
        String before = " " + withoutTitles(RegressionStatements.clauseBefore(text, at, BACK)).stripTrailing();
        int sp = before.lastIndexOf(' ');
        String subject = before.substring(sp + 1);
        boolean commit = subject.equals("commit") || subject.equals("commits")
                || (HASH.matcher(subject).matches() && before.substring(0, sp).endsWith(" commit"));
        if (!commit && !PRESENT_SUBJECTS.contains(subject)) {
            return false;
        }
        if (patchThread && !commit) {
            return false;
        }
        String clause = before + " ";
        if (RegressionStatements.containsAny(clause, DENY)) {
            return false;
        }
        if (RegressionStatements.containsAny(clause, EXPLAINS)) {
            return false;
        }
        String after = textAfter(text, at + 6);
        String object = firstWord(after);
        if (object.isEmpty() || NO_OBJECT.contains(object) || VAGUE_OBJECT.contains(object)
                || BUILD.matcher(after).find()) {
            return false;
        }
        return !AskedSentences.asked(text, at);
    }

    /**
     * Session 31 (regress33): "the P50 quirk, which was broken by another quirk", "the usage sites ... are broken by
     * this", "touchpad broken by PCI runtime power management patch": something broken by a change states a
     * regression. The agent must be a change: "this", "that" or "it" alone, a commit id, or one of the change nouns
     * within {@link #AGENT_WORDS} words after "by"; never "broken by design/definition/default", by firmware or by a
     * user. The clause's conditions, denials and modals keep their veto ("will be broken by that", "If such a
     * guarantee exists, it's already broken by pci-pf-stub").
     */
    static boolean statesPassive(String text, int at) {
        String clause = " " + withoutTitles(RegressionStatements.clauseBefore(text, at, BACK)).stripTrailing() + " ";
        if (RegressionStatements.containsAny(clause, DENY)) {
            return false;
        }
        if (RegressionStatements.containsAny(clause, PASSIVE_EXPLAINS)) {
            return false;
        }
        String after = textAfter(text, at + 9);
        String[] words = after.split(" ", AGENT_WORDS + 2);
        boolean agent = false;
        for (int i = 0; i < Math.min(words.length, AGENT_WORDS); i++) {
            String w = firstWord(words[i]);
            boolean closes = w.length() < words[i].length(); // "this." "this,": the word ends the phrase
            if (w.isEmpty() || NOT_AGENTS.contains(w)) {
                return false;
            }
            if (CHANGE_AGENTS.contains(w) || HASH.matcher(w).matches()
                    || (i == 0 && POINTERS.contains(w) && (closes || words.length == 1))) {
                agent = true;
                break;
            }
            if (closes) {
                return false;
            }
        }
        return agent && !AskedSentences.asked(text, at);
    }

    /** Up to {@link #AHEAD} characters from {@code from}, tidied, without leading blanks: what follows the word. */
    private static String textAfter(String text, int from) {
        return RegressionStatements.tidy(text.substring(from, Math.min(text.length(), from + AHEAD))).stripLeading();
    }

    /** The letters, digits and apostrophes a string opens with. */
    private static String firstWord(String s) {
        int w = 0;
        while (w < s.length() && (Character.isLetterOrDigit(s.charAt(w)) || s.charAt(w) == '\'')) {
            w++;
        }
        return s.substring(0, w);
    }

    /**
     * Session 54 (facts54): an own sentence of a fresh reply in a patch's thread that says the patch or series under
     * review broke something ({@link PostedPatches}): review of a posted patch, no regression (convention (1)).
     */
    private static boolean reviewOfPosted(Mail mail, String text, int at, int n) {
        String sentence = RegressionStatements.clauseBefore(text, at, BACK) + " "
                + text.substring(at, Math.min(text.length(), at + n + AHEAD));
        return PostedPatches.ofThePatch(sentence) && PostedPatches.fresh(mail);
    }

    /** A subject tagged PATCH (a posting or a reply to one), not an RFC of a report. */
    private static boolean patchThread(String subject) {
        return subject != null && subject.toUpperCase(java.util.Locale.ROOT).contains("PATCH");
    }

    private static boolean namesChange(String clause) {
        for (String c : CHANGES) {
            if (clause.contains(" " + c + " ")) {
                return true;
            }
        }
        return false;
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
