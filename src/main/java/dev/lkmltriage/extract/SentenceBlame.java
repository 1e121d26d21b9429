package dev.lkmltriage.extract;

import dev.lkmltriage.text.BlankLines;
import dev.lkmltriage.text.Sentences;
import dev.lkmltriage.text.Sentences.After;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Session 29 (verdict29): a culprit commit whose blame stands in its sentence outside the evidence phrase its role
 * kept. {@link CommitRoles} reads the whole sentence to call a commit a culprit, but the evidence it keeps may start
 * at the id or end at the title, and {@link StatedRegressions} looks for blame words in the evidence alone, so these
 * gave a culprit role and no regression:
 * <ul>
 *   <li>a revert told before the id: "to make sure nothing changed on my driver I reverted the streaming DMA patch
 *       X \"...\" and tests began to pass again" (a branch that failed after a rebase, cured by the revert);</li>
 *   <li>blame told after the title: "This is now commit X (\"...\"), and causes a crash on koelsch", "which is now
 *       commit X (\"...\") in v5.10-rc1, and to which I have bisected a PCIe failure".</li>
 * </ul>
 * The sentence is read at most {@value #REACH} characters each way from the id, stopping at a sentence end (".", "!"
 * or "?" before white space), a colon before white space (a log or list follows: a robot's "commit X caused below
 * changes (...):" over its WARNING lines blames nothing in words) or a blank line; quote markers split no word. A
 * revert counts only as the narrative verb ("reverted", "reverting"), not a patch's own "This patch partially
 * reverts:" nor the noun in "a simple revert of X" nor a plan ("it's a good idea to revert X", "try reverting X");
 * blame after the id needs a causing or bisecting verb and a problem word outside the title. A hedge or condition
 * anywhere in the sentence ("if", "maybe", "I think", ...) and a revert that cures only beside an applied patch
 * ({@link StatedRegressions#jointCure}) state nothing. Linear: each culprit reads a bounded window of
 * 2 x {@value #REACH} characters (each character at most twice).
 */
final class SentenceBlame {
    /** What separates words here; compiled once ({@code String.split} compiled it on every call, session 39). */
    private static final Pattern NON_WORD = Pattern.compile("[^a-z0-9']+");
    static final int REACH = 300;
    private static final Set<String> REVERTED = Set.of("reverted", "reverting");
    /** Words right before the revert verb that make it something other than a cure the writer tried. */
    private static final Set<String> NOT_TRIED = Set.of("partially", "not", "without", "be", "been", "being",
            "before", "is", "was", "were", "are", "avoid", "consider", "considered", "considering", "suggest",
            "suggests", "suggested", "recommend", "try");
    private static final Set<String> CAUSING = Set.of("causes", "caused", "causing", "bisected", "broke", "breaks",
            "triggers", "triggered");
    private static final List<String> HEDGES = List.of(" if ", "whether", "unless", "guess", "maybe", "perhaps",
            "probably", "possibly", "might", "could", "suspect", "wonder", "not sure", "i think", "would", "should");

    private SentenceBlame() {
    }

    /** Whether the sentence around the culprit {@code c} (not its subject mention) blames it. */
    static boolean blames(String text, CommitFact c) {
        if (text == null || c.start() >= c.end() || c.end() > text.length()) {
            return false;
        }
        String before = lower(text.substring(sentenceStart(text, c.start()), c.start()));
        String after = lower(text.substring(c.end(), sentenceEnd(text, c.end())));
        String sentence = before + " # " + after;
        for (String h : HEDGES) {
            if (sentence.contains(h)) {
                return false;
            }
        }
        if (StatedRegressions.jointCure(sentence)) {
            return false;
        }
        return revertedBefore(before) || causingAfter(after);
    }

    /** "I reverted the patch", "after ... and reverting": the narrative verb, not a plan or a patch's own revert. */
    private static boolean revertedBefore(String before) {
        String[] words = NON_WORD.split(before);
        for (int k = 0; k < words.length; k++) {
            if (REVERTED.contains(words[k]) && !(k > 0 && NOT_TRIED.contains(words[k - 1]))) {
                return true;
            }
        }
        return false;
    }

    /** ", and causes a crash on koelsch", "to which I have bisected a PCIe failure": outside the title. */
    private static boolean causingAfter(String after) {
        String plain = StatedRegressions.withoutTitles(after);
        boolean causing = false;
        for (String w : NON_WORD.split(plain)) {
            if (CAUSING.contains(w)) {
                causing = true;
                break;
            }
        }
        return causing && StatedRegressions.namesProblem(plain);
    }

    private static String lower(String s) {
        return s.replace('\n', ' ').toLowerCase(Locale.ROOT);
    }

    /**
     * Where the sentence holding {@code at} starts, at most {@value #REACH} characters back. Punctuation inside a
     * commit's title (in parentheses or double quotes, "(\"PCI: rcar-gen2: Convert ...\")") ends nothing: the walk
     * keeps that state, which text.Sentences' one-offset end tests cannot.
     */
    static int sentenceStart(String s, int at) {
        int floor = Math.max(0, at - REACH);
        int depth = 0;
        boolean quoted = false;
        for (int k = at - 1; k > floor; k--) {
            char ch = s.charAt(k);
            if (ch == '"') {
                quoted = !quoted;
            } else if (ch == ')') {
                depth++;
            } else if (ch == '(' && depth > 0) {
                depth--;
            } else if (depth == 0 && !quoted && ends(ch) && k + 1 < at && Character.isWhitespace(s.charAt(k + 1))) {
                return k + 1;
            }
            if (ch == '\n' && BlankLines.before(s, k, floor)) {
                return k + 1;
            }
        }
        return floor;
    }

    /** Where the sentence holding {@code at} ends, at most {@value #REACH} characters on; titles as above. */
    static int sentenceEnd(String s, int at) {
        int ceiling = Math.min(s.length(), at + REACH);
        int depth = 0;
        boolean quoted = false;
        for (int k = at; k < ceiling; k++) {
            char ch = s.charAt(k);
            if (ch == '"') {
                quoted = !quoted;
            } else if (ch == '(') {
                depth++;
            } else if (ch == ')' && depth > 0) {
                depth--;
            } else if (depth == 0 && !quoted && Sentences.markEnds(s, k, ceiling, ENDS, After.BLANK_OR_TEXT_END)) {
                return k;
            }
            if (ch == '\n' && BlankLines.after(s, k, ceiling)) {
                return k;
            }
        }
        return ceiling;
    }

    /**
     * A sentence end, or a colon before white space: what follows a colon is a log or a list ("caused below changes
     * (...):" over a robot's WARNING lines), whose words the sentence did not say.
     */
    private static final long ENDS = Sentences.marks(".!?:");

    private static boolean ends(char ch) {
        return ch == '.' || ch == '!' || ch == '?' || ch == ':';
    }
}
